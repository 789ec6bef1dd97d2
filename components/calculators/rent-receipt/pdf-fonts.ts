import type { Fontkit, PdfFonts } from "@/lib/pdf/fonts";

/**
 * The PDF's fonts and their tools, loaded when a PDF is made (never in the page's first
 * load): pdf-lib's fontkit now, each font file when the document needs it
 * (./pdf-font-files), and HarfBuzz (harfbuzz.wasm from harfbuzzjs, 440 kB, about 170 kB
 * compressed) only when a name or address is in an Indian script.
 */
export async function loadPdfFonts(): Promise<PdfFonts> {
  const fontkitModule = await import("@pdf-lib/fontkit");
  // The ES build exports the engine as its default; the CommonJS one is the engine itself.
  const fontkit = (fontkitModule as { default?: Fontkit }).default ?? (fontkitModule as unknown as Fontkit);
  return {
    fontkit,
    fontFile: async (face, weight) => (await import("./pdf-font-files")).fetchFontFile(face, weight),
    loadShaper: async () => {
      const [{ fetchHarfBuzzWasm }, { harfBuzzShaper }] = await Promise.all([import("./pdf-font-files"), import("@/lib/pdf/harfbuzz")]);
      return harfBuzzShaper(await fetchHarfBuzzWasm());
    },
  };
}
