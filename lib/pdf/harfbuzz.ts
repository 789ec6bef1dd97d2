import type { ShapedGlyph, Shaper } from "./fonts";

/*
 * HarfBuzz, the shaping engine browsers use, from the harfbuzzjs package's WebAssembly
 * build (harfbuzz.wasm), called directly. harfbuzzjs's own JavaScript wrapper cannot be
 * bundled for the browser as it is: its Emscripten loader has `await import("module")`
 * behind a Node-only guard, which Turbopack fails to resolve for the client ("Module not
 * found: Can't resolve 'module'"). The shaper needs only a few of HarfBuzz's C functions
 * (hb-blob.h, hb-face.h, hb-font.h, hb-buffer.h, hb-shape.h), and the module imports only
 * five small runtime hooks, so they are wired up here. Memory of the fonts stays allocated
 * for the shaper's life (one PDF); each buffer is destroyed after use.
 * tests/unit/lib/pdf/harfbuzz.test.ts checks the result against harfbuzzjs's own API.
 */

/** The exports of harfbuzz.wasm (harfbuzzjs 1.x) that the shaper calls; pointers are numbers. */
interface HarfBuzzExports {
  memory: WebAssembly.Memory;
  __wasm_call_ctors(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_font_create(face: number): number;
  hb_buffer_create(): number;
  hb_buffer_add_utf16(buffer: number, text: number, textLength: number, itemOffset: number, itemLength: number): void;
  hb_buffer_guess_segment_properties(buffer: number): void;
  hb_shape(font: number, buffer: number, features: number, featureCount: number): void;
  hb_buffer_get_length(buffer: number): number;
  hb_buffer_get_glyph_infos(buffer: number, length: number): number;
  hb_buffer_get_glyph_positions(buffer: number, length: number): number;
  hb_buffer_destroy(buffer: number): void;
}

/** hb_memory_mode_t: HarfBuzz reads the font bytes in place and never writes to them. */
const HB_MEMORY_MODE_READONLY = 1;
/** hb_glyph_info_t and hb_glyph_position_t are five 32-bit fields each. */
const FIELDS = 5;
const WASM_PAGE = 65_536;

/** Instantiates harfbuzz.wasm (its bytes) and returns a shaper on it. */
export async function harfBuzzShaper(wasm: Uint8Array): Promise<Shaper> {
  // The module's own memory, known once it is instantiated; the heap-resize hook grows it.
  const heap: { memory?: WebAssembly.Memory } = {};
  const fail = (what: string) => () => {
    throw new Error(`HarfBuzz: ${what}`);
  };
  const imports = {
    env: {
      _abort_js: fail("abort"),
      _emscripten_runtime_keepalive_clear: () => undefined,
      _setitimer_js: () => 0,
      // Called with the heap size needed; answers 1 when the memory grew to it.
      emscripten_resize_heap: (requested: number) => {
        const { memory } = heap;
        if (!memory) return 0;
        try {
          memory.grow(Math.max(0, Math.ceil(((requested >>> 0) - memory.buffer.byteLength) / WASM_PAGE)));
          return 1;
        } catch {
          return 0;
        }
      },
    },
    wasi_snapshot_preview1: { proc_exit: fail("exit") },
  };
  const { instance } = await WebAssembly.instantiate(new Uint8Array(wasm), imports);
  const hb = instance.exports as unknown as HarfBuzzExports;
  heap.memory = hb.memory;
  hb.__wasm_call_ctors();

  const fonts = new WeakMap<Uint8Array, number>();
  const fontFor = (sfnt: Uint8Array): number => {
    let font = fonts.get(sfnt);
    if (font === undefined) {
      const data = hb.malloc(sfnt.length);
      new Uint8Array(hb.memory.buffer, data, sfnt.length).set(sfnt);
      font = hb.hb_font_create(hb.hb_face_create(hb.hb_blob_create(data, sfnt.length, HB_MEMORY_MODE_READONLY, 0, 0), 0));
      fonts.set(sfnt, font);
    }
    return font;
  };

  return {
    shape(sfnt: Uint8Array, text: string): ShapedGlyph[] {
      const font = fontFor(sfnt);
      const buffer = hb.hb_buffer_create();
      const utf16 = hb.malloc(text.length * 2);
      const units = new Uint16Array(hb.memory.buffer, utf16, text.length);
      for (let index = 0; index < text.length; index += 1) units[index] = text.charCodeAt(index);
      hb.hb_buffer_add_utf16(buffer, utf16, text.length, 0, text.length);
      hb.free(utf16);
      hb.hb_buffer_guess_segment_properties(buffer);
      hb.hb_shape(font, buffer, 0, 0);
      const length = hb.hb_buffer_get_length(buffer);
      // Views made after shaping: the memory may have grown (and moved) meanwhile.
      const infos = new Uint32Array(hb.memory.buffer, hb.hb_buffer_get_glyph_infos(buffer, 0), length * FIELDS);
      const positions = new Int32Array(hb.memory.buffer, hb.hb_buffer_get_glyph_positions(buffer, 0), length * FIELDS);
      const glyphs = Array.from({ length }, (_, index): ShapedGlyph => {
        const at = index * FIELDS;
        // hb_glyph_info_t: codepoint (the glyph id once shaped), mask, cluster; hb_glyph_position_t: x_advance, y_advance, x_offset, y_offset.
        return { id: infos[at]!, cluster: infos[at + 2]!, xAdvance: positions[at]!, xOffset: positions[at + 2]!, yOffset: positions[at + 3]! };
      });
      hb.hb_buffer_destroy(buffer);
      return glyphs;
    },
  };
}
