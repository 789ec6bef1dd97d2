import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** PDF.js's copies of the 14 standard fonts (Helvetica and friends), read from disk. */
const standardFontDataUrl = join(dirname(createRequire(__filename).resolve("pdfjs-dist/package.json")), "standard_fonts/");

/**
 * The text of a PDF, page by page, read back with Mozilla's PDF.js (the extractor
 * browsers use), so a test checks what a reader of the download would see rather than
 * how the file was written. Line breaks inside a page are kept as spaces.
 */
export async function pdfPagesText(file: string): Promise<string[]> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const data = new Uint8Array(await readFile(file));
  const document = await getDocument({ data, standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    const text = content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
    pages.push(text.replace(/\s+/g, " ").trim());
  }
  await document.destroy();
  return pages;
}
