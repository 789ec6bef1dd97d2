import { groupIndianDigits } from "@/lib/format";
import { pdfCanDraw } from "./scripts";

/*
 * The PDFs embed Noto Sans (Latin and "₹") and the Noto Sans font of each Indian script
 * (lib/pdf/scripts.ts), so names and addresses print as typed. Characters none of those
 * fonts has (Chinese, Arabic, emoji…) print as "?"; the page says so before the download.
 */

/** The characters of the texts that the PDF cannot draw (each once, in order of appearance). */
export function charactersPdfCannotDraw(texts: readonly string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const character of text.replace(/\s+/g, " ")) if (!pdfCanDraw(character)) found.add(character);
  }
  return [...found];
}

/** An amount in the Indian grouping, without the rupee sign: 150000 → "1,50,000". */
export function pdfAmount(amount: number): string {
  return groupIndianDigits(String(Math.round(Math.abs(amount))));
}
