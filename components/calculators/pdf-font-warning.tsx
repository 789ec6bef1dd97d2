import { translatable, messagesFor, type Catalogues } from "@/lib/i18n/catalogue";
import { useLocale } from "@/lib/i18n/use-locale";
import { charactersPdfCannotDraw } from "@/lib/pdf/text";

const en = {
  warning: (characters: string, more: boolean, printInstead: string) =>
    `The PDF has no font for ${characters}${more ? " and other characters" : ""}: they would show as “?”. ${printInstead} (Print, then Save as PDF). English and the Indian scripts print in the PDF as typed.`,
  join: ", ",
};



export const PDF_FONT_WARNING_TEXT: Catalogues<typeof en> = translatable("PDF_FONT_WARNING_TEXT", en);

/**
 * What a PDF made in the browser has no font for (not English nor an Indian script): it would
 * print as "?", so the page says which characters and offers printing instead. Shared by the
 * rent receipts and Form 124 / 12BB; `printInstead` comes in the page's language.
 */
export function PdfFontWarning({ texts, printInstead }: { texts: readonly string[]; printInstead: string }) {
  const t = messagesFor(PDF_FONT_WARNING_TEXT, useLocale());
  const missing = charactersPdfCannotDraw([...texts]);
  if (missing.length === 0) return null;
  const characters = missing
    .slice(0, 5)
    .map((character) => `“${character}”`)
    .join(t.join);
  return <p className="alert alert-warning mt-3 mb-0">{t.warning(characters, missing.length > 5, printInstead)}</p>;
}
