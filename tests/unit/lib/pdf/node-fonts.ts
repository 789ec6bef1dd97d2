import { readFile } from "fs/promises";
import { join } from "path";
import * as fontkit from "@pdf-lib/fontkit";
import type { Fontkit, PdfFonts, Shaper, Weight } from "@/lib/pdf/fonts";
import { FONT_WEIGHT } from "@/lib/pdf/fonts";
import { harfBuzzShaper } from "@/lib/pdf/harfbuzz";
import type { Face } from "@/lib/pdf/scripts";

/*
 * The PDF fonts for the tests: the same @fontsource WOFF files and harfbuzz.wasm the page
 * fetches, read from node_modules.
 */

/** The file of a face at a weight, as named in the @fontsource packages. */
export function fontFilePath(face: Face, weight: Weight): string {
  const size = FONT_WEIGHT[weight];
  const [folder, file] =
    face === "latin" || face === "latin-ext"
      ? ["noto-sans", `noto-sans-${face}-${size}-normal.woff`]
      : [`noto-sans-${face}`, `noto-sans-${face}-${face}-${size}-normal.woff`];
  return join(process.cwd(), "node_modules", "@fontsource", folder, "files", file);
}

export const HARFBUZZ_WASM = join(process.cwd(), "node_modules", "harfbuzzjs", "dist", "harfbuzz.wasm");

/** HarfBuzz on harfbuzz.wasm, recording each text it shapes. */
export async function nodeShaper(shapedTexts: string[] = []): Promise<Shaper> {
  const shaper = await harfBuzzShaper(new Uint8Array(await readFile(HARFBUZZ_WASM)));
  return {
    shape(font, text) {
      shapedTexts.push(text);
      return shaper.shape(font, text);
    },
  };
}

/** Fonts from disk; `shapedTexts` records each text HarfBuzz shaped. */
export function nodeFonts(shapedTexts: string[] = []): PdfFonts {
  return {
    fontkit: fontkit as unknown as Fontkit,
    fontFile: async (face, weight) => new Uint8Array(await readFile(fontFilePath(face, weight))),
    loadShaper: () => nodeShaper(shapedTexts),
  };
}
