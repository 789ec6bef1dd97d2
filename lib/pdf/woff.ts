/*
 * WOFF 1.0 (W3C Recommendation, 13 December 2012) back to the OpenType file it wraps. The
 * @fontsource packages ship WOFF and WOFF2 only; pdf-lib's fontkit reads WOFF, but
 * HarfBuzz, which shapes the Indian scripts, reads plain OpenType, and both must see the
 * same glyph ids. WOFF keeps each table zlib-compressed (or stored, when that is not
 * smaller), so unwrapping it takes a DecompressionStream, which browsers and Node have.
 */

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes.slice().buffer as ArrayBuffer]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const paddedTo4 = (length: number) => (length + 3) & ~3;

interface Table {
  tag: number;
  checksum: number;
  data: Uint8Array;
}

const tagOf = (name: string) => [...name].reduce((tag, character) => tag * 256 + character.charCodeAt(0), 0);

/**
 * Pads every glyph of a font with long 'loca' offsets to an even length. The fontkit that
 * pdf-lib subsets with writes the subset with short offsets (half the byte offset) when it
 * is small enough, without padding the glyphs it copies, so a glyph of odd length shifts
 * every glyph after it and they print blank (Noto Sans Telugu has such glyphs). A glyph
 * followed by a zero byte is the same glyph (OpenType 'glyf': glyphs may be padded).
 */
function evenGlyphOffsets(tables: Table[]): void {
  const find = (name: string) => tables.find((table) => table.tag === tagOf(name));
  const head = find("head");
  const loca = find("loca");
  const glyf = find("glyf");
  if (!head || !loca || !glyf) return;
  const headView = new DataView(head.data.buffer, head.data.byteOffset, head.data.byteLength);
  if (headView.getInt16(50) !== 1) return; // indexToLocFormat: 1 is long (32-bit) offsets
  const locaView = new DataView(loca.data.buffer, loca.data.byteOffset, loca.data.byteLength);
  const offsets = Array.from({ length: loca.data.length / 4 }, (_, index) => locaView.getUint32(index * 4));
  if (offsets.every((offset) => offset % 2 === 0)) return;
  const glyphs = offsets.slice(0, -1).map((offset, index) => glyf.data.subarray(offset, offsets[index + 1]));
  const padded = new Uint8Array(glyphs.reduce((total, glyph) => total + glyph.length + (glyph.length % 2), 0));
  const newLoca = new Uint8Array(loca.data.length);
  const newLocaView = new DataView(newLoca.buffer);
  let offset = 0;
  glyphs.forEach((glyph, index) => {
    newLocaView.setUint32(index * 4, offset);
    padded.set(glyph, offset);
    offset += glyph.length + (glyph.length % 2);
  });
  newLocaView.setUint32(glyphs.length * 4, offset);
  glyf.data = padded;
  loca.data = newLoca;
}

/** Whether the bytes are a WOFF 1.0 file. */
export function isWoff(bytes: Uint8Array): boolean {
  return bytes.length >= WOFF_HEADER && new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0) === WOFF_SIGNATURE;
}

/** The OpenType (sfnt) bytes inside a WOFF 1.0 file; other bytes are returned as they are. */
export async function woffToSfnt(woff: Uint8Array): Promise<Uint8Array> {
  if (!isWoff(woff)) return woff;
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  const flavor = view.getUint32(4);
  const tableCount = view.getUint16(12);
  const tables: Table[] = await Promise.all(
    Array.from({ length: tableCount }, async (_, index) => {
      const entry = WOFF_HEADER + index * WOFF_ENTRY;
      const tag = view.getUint32(entry);
      const offset = view.getUint32(entry + 4);
      const compressedLength = view.getUint32(entry + 8);
      const length = view.getUint32(entry + 12);
      const checksum = view.getUint32(entry + 16);
      const stored = woff.subarray(offset, offset + compressedLength);
      const data = compressedLength < length ? await inflate(stored) : stored;
      if (data.length !== length) throw new Error("WOFF table of the wrong length");
      return { tag, checksum, data };
    }),
  );
  evenGlyphOffsets(tables);

  const size = tables.reduce((total, table) => total + paddedTo4(table.data.length), SFNT_HEADER + SFNT_ENTRY * tableCount);
  const sfnt = new Uint8Array(size);
  const out = new DataView(sfnt.buffer);
  // The table directory's binary-search fields (OpenType spec, "Organization of an OpenType Font").
  const log2 = Math.floor(Math.log2(tableCount));
  const searchRange = 2 ** log2 * SFNT_ENTRY;
  out.setUint32(0, flavor);
  out.setUint16(4, tableCount);
  out.setUint16(6, searchRange);
  out.setUint16(8, log2);
  out.setUint16(10, tableCount * SFNT_ENTRY - searchRange);
  let offset = SFNT_HEADER + SFNT_ENTRY * tableCount;
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER + index * SFNT_ENTRY;
    out.setUint32(entry, table.tag);
    out.setUint32(entry + 4, table.checksum);
    out.setUint32(entry + 8, offset);
    out.setUint32(entry + 12, table.data.length);
    sfnt.set(table.data, offset);
    offset += paddedTo4(table.data.length);
  });
  return sfnt;
}
