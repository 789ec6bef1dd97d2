import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { text } from "../fields";
import { HSN_FINDER_TEXT } from "./text";

/** Long enough for a few words; a code needs at most 8 digits and a few spaces or dots. */
const MAX_QUERY_LENGTH = 60;

export function fieldsIn(locale: Locale) {
  const t = messagesFor(HSN_FINDER_TEXT, locale);
  return {
    q: text({
      locale,
      label: t.label,
      help: t.help,
      // A real heading, so the page opens on a worked answer: 8517, telephone sets, in chapter 85.
      default: "8517",
      maxLength: MAX_QUERY_LENGTH,
      placeholder: t.placeholder,
    }),
  };
}

export const fields = fieldsIn("en");
