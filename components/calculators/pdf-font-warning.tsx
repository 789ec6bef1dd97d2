import { charactersPdfCannotDraw } from "@/lib/pdf/text";

/**
 * What a PDF made in the browser has no font for (not English nor an Indian script): it would
 * print as "?", so the page says which characters and offers printing instead. Shared by the
 * rent receipts and Form 124 / 12BB.
 */
export function PdfFontWarning({ texts, printInstead }: { texts: readonly string[]; printInstead: string }) {
  const missing = charactersPdfCannotDraw([...texts]);
  if (missing.length === 0) return null;
  return (
    <p className="alert alert-warning mt-3 mb-0">
      The PDF has no font for{" "}
      {missing
        .slice(0, 5)
        .map((character) => `“${character}”`)
        .join(", ")}
      {missing.length > 5 ? " and other characters" : ""}: they would show as “?”. {printInstead} (Print, then Save as PDF). English and the Indian
      scripts print in the PDF as typed.
    </p>
  );
}
