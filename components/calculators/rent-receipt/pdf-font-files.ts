import type { Face } from "@/lib/pdf/scripts";
import type { Weight } from "@/lib/pdf/layout";

/*
 * The font files the PDFs embed, from the @fontsource packages in node_modules, and
 * HarfBuzz's WebAssembly from harfbuzzjs. Each
 * `new URL("…", import.meta.url)` is a static reference the bundler (Turbopack or webpack)
 * copies into the build's static media with a hashed name and replaces by its address, so
 * the files are served by the site itself, fetched only when a PDF is made, and nothing
 * is downloaded from anywhere else. The references must stay literal strings for the
 * bundler to see them. WOFF rather than WOFF2: HarfBuzz needs the plain OpenType font,
 * and WOFF unwraps with the browser's own DecompressionStream (lib/pdf/woff.ts).
 *
 * This module is imported only on the PDF's click (and never by Jest, which has no
 * import.meta in CommonJS); tests/unit/lib/pdf/font-files.test.ts checks each file exists.
 */
const FONT_FILES: Record<Face, Record<Weight, () => URL>> = {
  latin: {
    regular: () => new URL("../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff", import.meta.url),
    bold: () => new URL("../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff", import.meta.url),
  },
  "latin-ext": {
    regular: () => new URL("../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff", import.meta.url),
    bold: () => new URL("../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff", import.meta.url),
  },
  devanagari: {
    regular: () =>
      new URL("../../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff", import.meta.url),
    bold: () => new URL("../../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff", import.meta.url),
  },
  bengali: {
    regular: () => new URL("../../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff", import.meta.url),
    bold: () => new URL("../../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff", import.meta.url),
  },
  gurmukhi: {
    regular: () => new URL("../../../node_modules/@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-400-normal.woff", import.meta.url),
    bold: () => new URL("../../../node_modules/@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-700-normal.woff", import.meta.url),
  },
  gujarati: {
    regular: () => new URL("../../../node_modules/@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff", import.meta.url),
    bold: () => new URL("../../../node_modules/@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-700-normal.woff", import.meta.url),
  },
  oriya: {
    regular: () => new URL("../../../node_modules/@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-400-normal.woff", import.meta.url),
    bold: () => new URL("../../../node_modules/@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-700-normal.woff", import.meta.url),
  },
  tamil: {
    regular: () => new URL("../../../node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff", import.meta.url),
    bold: () => new URL("../../../node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff", import.meta.url),
  },
  telugu: {
    regular: () => new URL("../../../node_modules/@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff", import.meta.url),
    bold: () => new URL("../../../node_modules/@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff", import.meta.url),
  },
  kannada: {
    regular: () => new URL("../../../node_modules/@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff", import.meta.url),
    bold: () => new URL("../../../node_modules/@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-700-normal.woff", import.meta.url),
  },
  malayalam: {
    regular: () => new URL("../../../node_modules/@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff", import.meta.url),
    bold: () => new URL("../../../node_modules/@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-700-normal.woff", import.meta.url),
  },
};

/** HarfBuzz's WebAssembly build, from the harfbuzzjs package (lib/pdf/harfbuzz.ts). */
const HARFBUZZ_WASM = () => new URL("../../../node_modules/harfbuzzjs/dist/harfbuzz.wasm", import.meta.url);

async function fetchBytes(url: URL, what: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The bytes of harfbuzz.wasm, fetched from the site. */
export function fetchHarfBuzzWasm(): Promise<Uint8Array> {
  return fetchBytes(HARFBUZZ_WASM(), "harfbuzz.wasm");
}

/** The WOFF bytes of a face at a weight, fetched from the site. */
export function fetchFontFile(face: Face, weight: Weight): Promise<Uint8Array> {
  return fetchBytes(FONT_FILES[face][weight](), `font ${face} ${weight}`);
}
