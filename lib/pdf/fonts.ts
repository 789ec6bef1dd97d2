import type * as PdfLibModule from "pdf-lib";
import type { PDFDocument, PDFFont, PDFName, PDFOperator, PDFPage } from "pdf-lib";
import { fontRuns, type Face, type Run } from "./scripts";
import { woffToSfnt } from "./woff";

/*
 * Text in any Indian script, drawn with embedded Noto Sans fonts (subset to the glyphs
 * used).
 *
 * Latin text and "₹" go through pdf-lib as usual (its fontkit lays out Latin correctly).
 * The Indian scripts need OpenType shaping: conjuncts, the vowel sign "ि" drawn before its
 * consonant, the reph, marks placed on their base. pdf-lib ignores glyph positions, and
 * the fontkit it uses shapes these scripts wrongly or throws (Gurmukhi: a null anchor in
 * GPOS; every Indic run: "regeneratorRuntime is not defined"), so those runs are shaped
 * by HarfBuzz (the page passes harfbuzzjs, loaded only when a text needs it) and each
 * glyph is drawn by id at the position HarfBuzz gives.
 */

/** What the builders use of pdf-lib: the page passes the module it loaded on click. */
export type PdfLib = Pick<
  typeof PdfLibModule,
  | "PDFDocument"
  | "rgb"
  | "PDFHexString"
  | "beginText"
  | "endText"
  | "setFontAndSize"
  | "setTextMatrix"
  | "showText"
  | "pushGraphicsState"
  | "popGraphicsState"
  | "setFillingRgbColor"
  | "PDFOperator"
  | "PDFOperatorNames"
  | "PDFName"
  | "endMarkedContent"
>;

export type Weight = "regular" | "bold";
export const FONT_WEIGHT: Record<Weight, 400 | 700> = { regular: 400, bold: 700 };

/** A glyph placed by a shaper, in font units; `cluster` is the UTF-16 index of its first character. */
export interface ShapedGlyph {
  id: number;
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** Shapes a run of one script with a font given as OpenType bytes (HarfBuzz). */
export interface Shaper {
  shape(font: Uint8Array, text: string): ShapedGlyph[];
}

/** pdf-lib's fontkit (`@pdf-lib/fontkit`), as `PDFDocument.registerFontkit` takes it. */
export type Fontkit = Parameters<PdfLibModule.PDFDocument["registerFontkit"]>[0];

/**
 * The fonts and their tools, loaded on click with pdf-lib: pdf-lib's fontkit, the font
 * files (WOFF bytes of a face at a weight) and HarfBuzz. The tests pass the same from disk.
 */
export interface PdfFonts {
  fontkit: Fontkit;
  fontFile: (face: Face, weight: Weight) => Promise<Uint8Array>;
  loadShaper: () => Promise<Shaper>;
}

/** The texts a document will draw, by weight, so that only the fonts they need are fetched. */
export interface TextsToDraw {
  regular: readonly string[];
  bold?: readonly string[];
}

export interface DrawTextOptions {
  x: number;
  y: number;
  size: number;
  weight?: Weight;
}

/** Measures and draws text in any of the embedded scripts. */
export interface PdfText {
  width(text: string, size: number, weight?: Weight): number;
  draw(page: PDFPage, text: string, options: DrawTextOptions): void;
}

interface LoadedFont {
  font: PDFFont;
  /** the OpenType bytes, for HarfBuzz */
  sfnt: Uint8Array;
  unitsPerEm: number;
}

/** The parts of pdf-lib's subset embedder (CustomFontSubsetEmbedder, pdf-lib 1.17) used to draw a glyph by id. */
interface GlyphLike {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}
interface SubsetEmbedder {
  font: { unitsPerEm: number; getGlyph(id: number): { advanceWidth: number }; glyphForCodePoint(codePoint: number): { id: number } };
  subset: { includeGlyph(glyph: number): number };
  glyphs: GlyphLike[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate(): void };
}

function subsetEmbedder(font: PDFFont): SubsetEmbedder {
  const embedder = (font as unknown as { embedder?: Partial<SubsetEmbedder> }).embedder;
  if (!embedder?.subset || !embedder.glyphs || !embedder.glyphIdMap || !embedder.glyphCache || !embedder.font) {
    throw new Error("pdf-lib's subset embedder has changed: glyphs cannot be drawn by id");
  }
  return embedder as SubsetEmbedder;
}

const isIndic = (face: Face) => face !== "latin" && face !== "latin-ext";
const hex4 = (value: number) => value.toString(16).padStart(4, "0");

/** Tabs and line breaks become spaces: every text is drawn on one line, and wrapped by `wrapText`. */
export const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, " ");

function facesNeeded(texts: readonly string[]): Set<Face> {
  const faces = new Set<Face>(["latin"]);
  for (const text of texts) for (const run of fontRuns(oneLine(text))) faces.add(run.face);
  return faces;
}

/**
 * Fetches and embeds the fonts the texts need (Noto Sans always, each Indian script's
 * font only when a text uses it, HarfBuzz only then too) and returns the text drawer.
 */
export async function loadPdfText(pdfLib: PdfLib, fonts: PdfFonts, document: PDFDocument, texts: TextsToDraw): Promise<PdfText> {
  document.registerFontkit(fonts.fontkit);
  const wanted: [Face, Weight][] = [
    ...[...facesNeeded(texts.regular)].map((face): [Face, Weight] => [face, "regular"]),
    ...[...facesNeeded(texts.bold ?? [])].map((face): [Face, Weight] => [face, "bold"]),
  ];
  const loaded = new Map<string, LoadedFont>();
  await Promise.all(
    wanted.map(async ([face, weight]) => {
      const sfnt = await woffToSfnt(await fonts.fontFile(face, weight));
      const font = await document.embedFont(sfnt, { subset: true });
      loaded.set(`${face}/${weight}`, { font, sfnt, unitsPerEm: subsetEmbedder(font).font.unitsPerEm });
    }),
  );
  const shaper = wanted.some(([face]) => isIndic(face)) ? await fonts.loadShaper() : null;
  return new TextDrawer(pdfLib, loaded, shaper);
}

/** A run ready to draw: its font and either Latin text or shaped glyphs. */
interface Piece {
  font: LoadedFont;
  text: string;
  glyphs: ShapedGlyph[] | null;
}

class TextDrawer implements PdfText {
  private readonly shaped = new Map<string, ShapedGlyph[]>();
  private readonly fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

  constructor(
    private readonly pdfLib: PdfLib,
    private readonly fonts: Map<string, LoadedFont>,
    private readonly shaper: Shaper | null,
  ) {}

  /** The font for a face at a weight: the other weight when only that one was loaded; Noto Sans and "?" when none was. */
  private pieces(text: string, weight: Weight): Piece[] {
    return fontRuns(oneLine(text)).map((run: Run): Piece => {
      const font = this.fonts.get(`${run.face}/${weight}`) ?? this.fonts.get(`${run.face}/${weight === "bold" ? "regular" : "bold"}`);
      if (!font) {
        const latin = this.fonts.get(`latin/${weight}`) ?? this.fonts.get("latin/regular")!;
        return { font: latin, text: run.text.replace(/\S/gu, "?"), glyphs: null };
      }
      if (!isIndic(run.face) || !this.shaper) return { font, text: run.text, glyphs: null };
      const key = `${run.face}/${weight}/${run.text}`;
      let glyphs = this.shaped.get(key);
      if (!glyphs) {
        glyphs = this.shaper.shape(font.sfnt, run.text);
        this.shaped.set(key, glyphs);
      }
      return { font, text: run.text, glyphs };
    });
  }

  width(text: string, size: number, weight: Weight = "regular"): number {
    return this.pieces(text, weight).reduce((total, piece) => total + this.pieceWidth(piece, size), 0);
  }

  private pieceWidth(piece: Piece, size: number): number {
    if (!piece.glyphs) return piece.font.font.widthOfTextAtSize(piece.text, size);
    return (piece.glyphs.reduce((total, glyph) => total + glyph.xAdvance, 0) * size) / piece.font.unitsPerEm;
  }

  draw(page: PDFPage, text: string, { x, y, size, weight = "regular" }: DrawTextOptions): void {
    const { pdfLib } = this;
    const operators: PDFOperator[] = [pdfLib.pushGraphicsState(), pdfLib.setFillingRgbColor(0, 0, 0), pdfLib.beginText()];
    let penX = x;
    for (const piece of this.pieces(text, weight)) {
      operators.push(pdfLib.setFontAndSize(this.fontKey(page, piece.font.font), size));
      if (!piece.glyphs) {
        operators.push(pdfLib.setTextMatrix(1, 0, 0, 1, penX, y), pdfLib.showText(piece.font.font.encodeText(piece.text)));
      } else {
        const scale = size / piece.font.unitsPerEm;
        const ids = this.includeGlyphs(piece.font.font, piece.text, piece.glyphs);
        // The run's text as typed (ActualText, PDF 1.7 section 14.9.4), for readers that copy and
        // search by it rather than by the glyphs, which are in visual order ("शर्मा" draws र् last).
        const actualText = page.doc.context.obj({ ActualText: pdfLib.PDFHexString.fromText(piece.text) });
        // (A property list may be a dictionary written inline; pdf-lib's type for operands leaves it out.)
        operators.push(
          pdfLib.PDFOperator.of(pdfLib.PDFOperatorNames.BeginMarkedContentSequence, [pdfLib.PDFName.of("Span"), actualText as unknown as PDFName]),
        );
        piece.glyphs.forEach((glyph, index) => {
          // Each glyph at HarfBuzz's position: marks sit on their base, matras move left of the consonant.
          operators.push(pdfLib.setTextMatrix(1, 0, 0, 1, penX + glyph.xOffset * scale, y + glyph.yOffset * scale));
          operators.push(pdfLib.showText(pdfLib.PDFHexString.of(hex4(ids[index]!))));
          penX += glyph.xAdvance * scale;
        });
        operators.push(pdfLib.endMarkedContent());
        continue;
      }
      penX += this.pieceWidth(piece, size);
    }
    operators.push(pdfLib.endText(), pdfLib.popGraphicsState());
    page.pushOperators(...operators);
  }

  private fontKey(page: PDFPage, font: PDFFont): PDFName {
    let keys = this.fontKeys.get(page);
    if (!keys) this.fontKeys.set(page, (keys = new Map()));
    let key = keys.get(font);
    if (!key) keys.set(font, (key = page.node.newFontDictionary(font.name, font.ref)));
    return key;
  }

  /**
   * Adds shaped glyphs to the font's subset and returns their ids in it. Each glyph also
   * gets the characters it stands for, which the PDF's ToUnicode map records so the text
   * can be searched and copied: a glyph that is a character's own (nominal) glyph stands
   * for that character, and a conjunct or other substituted glyph for the rest of its
   * cluster. (Copied text follows the visual order, so "कि" copies as "िक".)
   */
  private includeGlyphs(font: PDFFont, text: string, glyphs: readonly ShapedGlyph[]): number[] {
    const embedder = subsetEmbedder(font);
    const starts = [...new Set(glyphs.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
    const codePointsFor = new Map<number, number[]>();
    for (const [order, start] of starts.entries()) {
      const members = glyphs.map((glyph, index) => ({ glyph, index })).filter(({ glyph }) => glyph.cluster === start);
      const left = [...text.slice(start, starts[order + 1] ?? text.length)].map((character) => character.codePointAt(0)!);
      for (const { glyph, index } of members) {
        const own = left.findIndex((codePoint) => embedder.font.glyphForCodePoint(codePoint).id === glyph.id);
        if (own >= 0) codePointsFor.set(index, left.splice(own, 1));
      }
      const substituted = members.find(({ index }) => !codePointsFor.has(index)) ?? members[0]!;
      codePointsFor.set(substituted.index, [...(codePointsFor.get(substituted.index) ?? []), ...left]);
    }
    const ids = glyphs.map((glyph, index) => {
      const subsetId = embedder.subset.includeGlyph(glyph.id);
      if (!embedder.glyphs[subsetId - 1]) {
        embedder.glyphs[subsetId - 1] = {
          id: glyph.id,
          codePoints: codePointsFor.get(index) ?? [],
          advanceWidth: embedder.font.getGlyph(glyph.id).advanceWidth,
        };
        embedder.glyphIdMap.set(glyph.id, subsetId);
      }
      return subsetId;
    });
    embedder.glyphCache.invalidate();
    // Marks the font as changed so the save writes the new glyphs (PDFFont.encodeText sets the flag).
    font.encodeText("");
    return ids;
  }
}
