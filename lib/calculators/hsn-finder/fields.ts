import { text } from "../fields";

/** Long enough for a few words; a code needs at most 8 digits and a few spaces or dots. */
const MAX_QUERY_LENGTH = 60;

export const fields = {
  q: text({
    label: "HSN/SAC code or words",
    help: "A code from an invoice or bill (like 8517 or 9983), or words for the goods or service (like cotton or repair).",
    // A real heading, so the page opens on a worked answer: 8517, telephone sets, in chapter 85.
    default: "8517",
    maxLength: MAX_QUERY_LENGTH,
    placeholder: "8517 or cotton",
  }),
};
