/*
 * Which font draws which character. The PDFs embed Noto Sans for Latin text and the rupee
 * sign, and the Noto Sans font of each Indian script a name or address is written in. The
 * fonts come from the @fontsource packages, which ship each font cut into Unicode subsets
 * (one file per subset); the ranges below are those packages' `unicode-range`s, so a
 * character is drawn by a file that has it.
 */

/** The Indian scripts whose Noto Sans font the PDFs can embed (ISO 15924 names, lower case). */
export const INDIC_SCRIPTS = ["devanagari", "bengali", "gurmukhi", "gujarati", "oriya", "tamil", "telugu", "kannada", "malayalam"] as const;
export type IndicScript = (typeof INDIC_SCRIPTS)[number];

/**
 * A font file that draws a run: Noto Sans's Latin subset (Basic Latin, Latin-1, general
 * punctuation), its Latin Extended subset (which holds "₹", U+20B9, and the other currency
 * signs), or the font of an Indian script.
 */
export type Face = "latin" | "latin-ext" | IndicScript;

export interface Run {
  face: Face;
  text: string;
}

type Range = readonly [from: number, to: number];

/** The Unicode blocks of each script (The Unicode Standard, chapter 12, South and Central Asia-I). */
const SCRIPT_BLOCKS: Record<IndicScript, readonly Range[]> = {
  devanagari: [
    [0x0900, 0x097f],
    [0x1cd0, 0x1cff],
    [0xa8e0, 0xa8ff],
  ],
  bengali: [[0x0980, 0x09ff]],
  gurmukhi: [[0x0a00, 0x0a7f]],
  gujarati: [[0x0a80, 0x0aff]],
  oriya: [[0x0b00, 0x0b7f]],
  tamil: [
    [0x0b80, 0x0bff],
    [0x11fc0, 0x11fff],
  ],
  telugu: [[0x0c00, 0x0c7f]],
  kannada: [[0x0c80, 0x0cff]],
  malayalam: [[0x0d00, 0x0d7f]],
};

/** @fontsource/noto-sans, subset "latin". */
const LATIN: readonly Range[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** @fontsource/noto-sans, subset "latin-ext" (with U+20B9, the rupee sign). */
const LATIN_EXT: readonly Range[] = [
  [0x0100, 0x02ba],
  [0x02bd, 0x02c5],
  [0x02c7, 0x02cc],
  [0x02ce, 0x02d7],
  [0x02dd, 0x02ff],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1e9f],
  [0x1ef2, 0x1eff],
  [0x2020, 0x2020],
  [0x20a0, 0x20ab],
  [0x20ad, 0x20c0],
  [0x2113, 0x2113],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
];

/**
 * Characters every Indian script uses, drawn by the font of the run they are in: the
 * zero-width (non-)joiner that picks a conjunct's form, the danda and double danda
 * (U+0964-0965, in the Devanagari block but shared by the others) and the dotted circle
 * that stands for a missing base.
 */
const SHARED_INDIC = new Set([0x200c, 0x200d, 0x0964, 0x0965, 0x25cc]);

const inRanges = (code: number, ranges: readonly Range[]) => ranges.some(([from, to]) => code >= from && code <= to);

/** The script of an Indian letter or sign, or null for anything else. */
export function indicScriptOf(code: number): IndicScript | null {
  if (code === 0x0964 || code === 0x0965) return null; // shared: see SHARED_INDIC
  return INDIC_SCRIPTS.find((script) => inRanges(code, SCRIPT_BLOCKS[script])) ?? null;
}

/** The Latin file that draws a character, or null when no embedded font has it (Chinese, emoji…). */
function latinFaceOf(code: number): "latin" | "latin-ext" | null {
  if (inRanges(code, LATIN)) return "latin";
  if (inRanges(code, LATIN_EXT)) return "latin-ext";
  return null;
}

/** Whether some font the PDFs embed can draw the character (a single code point). */
export function pdfCanDraw(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return indicScriptOf(code) !== null || SHARED_INDIC.has(code) || latinFaceOf(code) !== null;
}

const isSpace = (character: string) => /\s/u.test(character);

/**
 * Splits text into runs that one font draws, in logical order. Indian letters go to their
 * script's font; the joiners, dandas and the dotted circle stay in the run they are in;
 * a space between two words of the same script stays in that script's run (so a name such
 * as "राम कुमार" is shaped as one run); everything else goes to Noto Sans, and a
 * character no embedded font has becomes "?".
 */
export function fontRuns(text: string): Run[] {
  const characters = [...text];
  type Slot = Face | "shared" | "space";
  const slots: Slot[] = characters.map((character) => {
    const code = character.codePointAt(0)!;
    if (SHARED_INDIC.has(code)) return "shared";
    if (isSpace(character)) return "space";
    return indicScriptOf(code) ?? latinFaceOf(code) ?? "latin";
  });
  const isIndic = (slot: Slot | undefined): slot is IndicScript => INDIC_SCRIPTS.includes(slot as IndicScript);
  /** The nearest letter's face before (step -1) or after (step 1) a position, past spaces and shared signs. */
  const nearest = (from: number, step: 1 | -1, skip: readonly Slot[]): Slot | undefined => {
    for (let index = from + step; index >= 0 && index < slots.length; index += step) {
      if (!skip.includes(slots[index]!)) return slots[index];
    }
    return undefined;
  };
  // Joiners, dandas and the dotted circle: the script of the letters beside them.
  slots.forEach((slot, index) => {
    if (slot !== "shared") return;
    const before = nearest(index, -1, ["space", "shared"]);
    const after = nearest(index, 1, ["space", "shared"]);
    slots[index] = isIndic(before) ? before : isIndic(after) ? after : (latinFaceOf(characters[index]!.codePointAt(0)!) ?? "devanagari");
  });
  // Spaces: inside one script's run when the same script is on both sides, else Latin.
  slots.forEach((slot, index) => {
    if (slot !== "space") return;
    const before = nearest(index, -1, ["space"]);
    slots[index] = isIndic(before) && before === nearest(index, 1, ["space"]) ? before : "latin";
  });

  const runs: Run[] = [];
  characters.forEach((character, index) => {
    const face = slots[index] as Face;
    const drawn = pdfCanDraw(character) ? character : "?";
    const last = runs[runs.length - 1];
    if (last && last.face === face) last.text += drawn;
    else runs.push({ face, text: drawn });
  });
  return runs;
}

/** The Indian scripts a text uses, in order of first appearance. */
export function indicScriptsIn(texts: readonly string[]): IndicScript[] {
  const found = new Set<IndicScript>();
  for (const text of texts) {
    for (const run of fontRuns(text)) if (run.face !== "latin" && run.face !== "latin-ext") found.add(run.face);
  }
  return [...found];
}
