import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from "pdf-lib";

/*
 * Reads back what the PDF builders drew, the way a reader extracts text: each font's
 * ToUnicode map turns the glyph ids shown by Tj into characters. The builders draw each
 * line in one BT … ET block (lib/pdf/fonts.ts), so a block is a line.
 */

export interface DrawnPdf {
  /** each BT … ET block's text, page after page */
  lines: string[];
  /** the PostScript name of every embedded font, without pdf-lib's numeric suffix ("NotoSansTamil-Regular") */
  fonts: string[];
  /** the ActualText of each marked run (the text as typed, where the glyphs are in visual order) */
  actualTexts: string[];
  /** the embedded font programs (FontFile2), by PostScript name */
  fontFiles: Map<string, Uint8Array>;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

function decodedStream(document: PDFDocument, object: unknown): string {
  const stream = object instanceof PDFRef ? document.context.lookup(object) : object;
  if (!(stream instanceof PDFRawStream)) return "";
  return latin1(decodePDFRawStream(stream).decode());
}

/** glyph id (4 hex digits) → text, from a ToUnicode CMap's bfchar entries. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, glyph, unicode] of cmap.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]*)>/g)) {
    const units = (unicode ?? "").match(/.{4}/g) ?? [];
    map.set(glyph!.toLowerCase(), String.fromCharCode(...units.map((unit) => parseInt(unit, 16))));
  }
  return map;
}

export async function readDrawn(bytes: Uint8Array): Promise<DrawnPdf> {
  const document = await PDFDocument.load(bytes);
  const lines: string[] = [];
  const fonts = new Set<string>();
  const fontFiles = new Map<string, Uint8Array>();
  const actualTexts: string[] = [];
  for (const page of document.getPages()) {
    const fontDict = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    const maps = new Map<string, Map<string, string>>();
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = document.context.lookup(ref, PDFDict);
      const descendants = font.lookup(PDFName.of("DescendantFonts"), PDFArray);
      const cidFont = descendants ? descendants.lookup(0, PDFDict) : font;
      const postscriptName = String(cidFont.get(PDFName.of("BaseFont")))
        .replace(/^\/([A-Z]{6}\+)?/, "")
        .replace(/-\d+$/, "");
      fonts.add(postscriptName);
      const file = cidFont.lookup(PDFName.of("FontDescriptor"), PDFDict)?.get(PDFName.of("FontFile2"));
      const program = file instanceof PDFRef ? document.context.lookup(file) : file;
      if (program instanceof PDFRawStream) fontFiles.set(postscriptName, decodePDFRawStream(program).decode());
      maps.set(name.asString(), toUnicode(decodedStream(document, font.get(PDFName.of("ToUnicode")))));
    }
    const contents = page.node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray() : [contents];
    const content = parts.map((part) => decodedStream(document, part)).join("\n");
    for (const [, hex] of content.matchAll(/\/ActualText\s*<FEFF([0-9a-fA-F]*)>/gi)) {
      actualTexts.push(String.fromCharCode(...(hex!.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16))));
    }
    let map = new Map<string, string>();
    let line = "";
    for (const [, fontName, hex, operator] of content.matchAll(/(\/\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj|\b(BT|ET)\b/g)) {
      if (fontName) map = maps.get(fontName) ?? new Map();
      else if (hex !== undefined) line += (hex.match(/.{4}/g) ?? []).map((glyph) => map.get(glyph.toLowerCase()) ?? "\uFFFD").join("");
      else if (operator === "BT") line = "";
      else if (operator === "ET") lines.push(line);
    }
  }
  return { lines, fonts: [...fonts].sort(), actualTexts, fontFiles };
}
