import { groupIndianDigits } from "@/lib/format";

/*
 * Text for PDFs drawn with the standard fonts (Helvetica). They use the WinAnsi (Windows
 * code page 1252) encoding, so they cannot draw the rupee sign or any Indian script, and
 * embedding a Unicode font would need fontkit and a font file of several hundred kB. So
 * the PDFs write "Rs." for "₹", and any character outside the code page becomes "?"; the
 * page warns before the download when a name would be affected (use Print instead).
 */

/** The characters of code page 1252 above 0x7F that are not in Latin-1 (0xA0-0xFF). */
const CP1252_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

/** Whether the standard PDF fonts can draw the character. */
export function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.includes(character);
}

/** The characters of the texts that the PDF cannot draw (each once, in order of appearance). */
export function charactersPdfCannotDraw(texts: readonly string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const character of plainText(text)) if (!isWinAnsi(character)) found.add(character);
  }
  return [...found];
}

/** "₹8,000" → "Rs. 8,000"; line breaks and tabs become spaces. */
function plainText(text: string): string {
  return text.replace(/₹\s?/g, "Rs. ").replace(/[\r\n\t]+/g, " ");
}

/** Text the standard fonts can draw: the rupee sign spelt out, anything else unsupported replaced by "?". */
export function pdfSafeText(text: string, supports: (character: string) => boolean = isWinAnsi): string {
  return [...plainText(text)].map((character) => (supports(character) ? character : "?")).join("");
}

/** An amount in the Indian grouping, without the rupee sign (the column says "Rs."): 150000 → "1,50,000". */
export function pdfAmount(amount: number): string {
  return groupIndianDigits(String(Math.round(Math.abs(amount))));
}
