import { translatable, type Catalogues } from "@/lib/i18n/catalogue";

/*
 * The words of the Form 124 / 12BB block around the filled form, in English and Hindi. The
 * filled form keeps the prescribed form's official English on every page.
 */

const en = {
  heading: (form: string) => `Your ${form}`,
  howTo:
    "The form below shows the amounts you declare; your employer applies the limits. Download it as a PDF or print it, sign it, and give it to your employer with the evidence listed in the last column.",
  downloadPdf: "Download PDF",
  print: "Print",
  printInstead: "Print this page instead",
  correctInputs: "Correct the inputs marked above to see the filled form.",
  form: (name: string) => name,
};



export const FORM_12BB_BLOCK_TEXT: Catalogues<typeof en> = translatable("FORM_12BB_BLOCK_TEXT", en);
