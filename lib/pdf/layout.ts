import type * as PdfLibModule from "pdf-lib";
import type { PDFFont } from "pdf-lib";
import { pdfSafeText } from "./text";

/**
 * What the builders use of pdf-lib. The page passes the module it loaded on click
 * (`await import("pdf-lib")`), so pdf-lib never enters the page's first load; the tests
 * pass the real module.
 */
export type PdfLib = Pick<typeof PdfLibModule, "PDFDocument" | "StandardFonts" | "rgb">;

/** A4 in points (1/72 inch), portrait. */
export const A4 = { width: 595.28, height: 841.89 } as const;

export interface PdfOptions {
  /** the creation date written in the file's metadata (default: now) */
  createdAt?: Date;
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Helvetica and Helvetica Bold, and a function that makes any text drawable with them. */
export async function standardFonts(pdfLib: PdfLib, document: PdfLibModule.PDFDocument): Promise<{ fonts: Fonts; safe: (text: string) => string }> {
  const regular = await document.embedFont(pdfLib.StandardFonts.Helvetica);
  const bold = await document.embedFont(pdfLib.StandardFonts.HelveticaBold);
  const drawable = new Set(regular.getCharacterSet());
  const supports = (character: string) => drawable.has(character.codePointAt(0) ?? -1);
  return { fonts: { regular, bold }, safe: (text) => pdfSafeText(text, supports) };
}

/**
 * Splits text into lines no wider than `maxWidth` at `size`, breaking between words, and
 * inside a word only when the word alone is too wide (a long address with no spaces).
 * The text must already be drawable by the font (see `standardFonts`).
 */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= maxWidth;
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
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [""];
}
