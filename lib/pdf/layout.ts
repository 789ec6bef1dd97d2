import type { PdfFonts } from "./fonts";

export type { PdfFonts, PdfLib, PdfText, Weight } from "./fonts";

/** A4 in points (1/72 inch), portrait. */
export const A4 = { width: 595.28, height: 841.89 } as const;

export interface PdfOptions {
  /** the fonts, loaded with pdf-lib on click (the tests read them from disk) */
  fonts: PdfFonts;
  /** the creation date written in the file's metadata (default: now) */
  createdAt?: Date;
}

/** The user-perceived characters of a word (so a cut never splits a letter from its vowel sign). */
function graphemes(word: string): string[] {
  if (typeof Intl !== "undefined" && "Segmenter" in Intl) {
    return [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(word)].map((part) => part.segment);
  }
  return [...word];
}

/**
 * Splits text into lines no wider than `maxWidth` as `measure` gives widths, breaking
 * between words, and inside a word (between letters) only when the word alone is too wide
 * (a long address with no spaces).
 */
export function wrapText(text: string, measure: (text: string) => number, maxWidth: number): string[] {
  const fits = (candidate: string) => measure(candidate) <= maxWidth;
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = "";
    let rest = graphemes(word);
    while (!fits(rest.join(""))) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut).join(""))) cut -= 1;
      lines.push(rest.slice(0, cut).join(""));
      rest = rest.slice(cut);
    }
    current = rest.join("");
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [""];
}
