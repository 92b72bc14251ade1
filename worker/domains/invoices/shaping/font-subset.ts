/**
 * Cuts a TrueType font down to the glyphs one PDF draws, keeping every glyph id where it was, and reads the few
 * metrics a PDF font descriptor needs.
 *
 * Why: the Worker carries each Indic font whole (its script's block, every conjunct), about 40–160 KB, but an
 * invoice draws a few dozen glyphs; embedding the whole font would make a customer's PDF that much heavier. Glyph
 * ids must not move, because the content stream already names glyphs by the ids HarfBuzz produced (the PDF font
 * maps its codes to them through CIDToGIDMap), so unused glyphs are emptied rather than removed, as a PDF writer's
 * "retain glyph ids" subset does: their `loca` entries take no bytes in `glyf`. Layout tables (GSUB, GPOS, GDEF)
 * are left out: shaping is done, and a PDF reader only draws glyph outlines.
 */

/** The tables a TrueType font program in a PDF (FontFile2) is drawn from, plus the small descriptive ones. */
const KEPT_TABLES = ["OS/2", "cmap", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "name", "post"];

type Tables = Map<string, Uint8Array>;

function readTables(font: Uint8Array): Tables {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables: Tables = new Map();
  const count = view.getUint16(4);
  for (let index = 0; index < count; index++) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    tables.set(tag, font.subarray(offset, offset + view.getUint32(record + 12)));
  }
  return tables;
}

function table(tables: Tables, tag: string): DataView {
  const bytes = tables.get(tag);
  if (!bytes) throw new Error(`The font has no ${tag} table`);
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** What a PDF FontDescriptor and the layout need, in font units. */
export type FontMetrics = {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  bbox: [number, number, number, number];
};

export function fontMetrics(font: Uint8Array): FontMetrics {
  const tables = readTables(font);
  const head = table(tables, "head");
  const hhea = table(tables, "hhea");
  const os2 = tables.has("OS/2") ? table(tables, "OS/2") : null;
  const ascent = hhea.getInt16(4);
  return {
    unitsPerEm: head.getUint16(18),
    ascent,
    descent: hhea.getInt16(6),
    // sCapHeight exists from OS/2 version 2 on.
    capHeight: os2 && os2.getUint16(0) >= 2 ? os2.getInt16(88) : ascent,
    bbox: [head.getInt16(36), head.getInt16(38), head.getInt16(40), head.getInt16(42)],
  };
}

/** Each glyph's bytes in `glyf`, from the `loca` offsets (short or long format, as `head` says). */
function glyphSlices(tables: Tables): Uint8Array[] {
  const glyf = tables.get("glyf")!;
  const loca = table(tables, "loca");
  const longOffsets = table(tables, "head").getInt16(50) === 1;
  const glyphCount = table(tables, "maxp").getUint16(4);
  const offset = (index: number) => (longOffsets ? loca.getUint32(index * 4) : loca.getUint16(index * 2) * 2);
  return Array.from({ length: glyphCount }, (_, index) => glyf.subarray(offset(index), offset(index + 1)));
}

// Composite glyph flags (OpenType glyf table).
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;

/** The glyphs a composite glyph is built from (none for a simple glyph). */
function components(glyph: Uint8Array): number[] {
  if (glyph.byteLength < 10) return [];
  const view = new DataView(glyph.buffer, glyph.byteOffset, glyph.byteLength);
  if (view.getInt16(0) >= 0) return [];
  const found: number[] = [];
  let at = 10;
  for (;;) {
    const flags = view.getUint16(at);
    found.push(view.getUint16(at + 2));
    at += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
    if (flags & WE_HAVE_A_SCALE) at += 2;
    else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) at += 4;
    else if (flags & WE_HAVE_A_TWO_BY_TWO) at += 8;
    if (!(flags & MORE_COMPONENTS)) return found;
  }
}

/** The font with only these glyphs' outlines (and .notdef's, and their components'); every glyph id unchanged. */
export function subsetKeepingGlyphIds(font: Uint8Array, glyphIds: Iterable<number>): Uint8Array {
  const tables = readTables(font);
  const glyphs = glyphSlices(tables);
  const kept = new Set<number>([0]);
  const pending = [...glyphIds];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (kept.has(id) || id >= glyphs.length) continue;
    kept.add(id);
    pending.push(...components(glyphs[id]));
  }
  // New glyf (each glyph padded to 4 bytes) and long-format loca.
  const outlines = glyphs.map((glyph, id) => (kept.has(id) ? glyph : new Uint8Array(0)));
  const glyfLength = outlines.reduce((sum, glyph) => sum + align4(glyph.byteLength), 0);
  const glyf = new Uint8Array(glyfLength);
  const loca = new DataView(new ArrayBuffer((glyphs.length + 1) * 4));
  let at = 0;
  outlines.forEach((glyph, id) => {
    loca.setUint32(id * 4, at);
    glyf.set(glyph, at);
    at += align4(glyph.byteLength);
  });
  loca.setUint32(glyphs.length * 4, at);

  const head = tables.get("head")!.slice();
  new DataView(head.buffer).setInt16(50, 1); // indexToLocFormat: long offsets
  new DataView(head.buffer).setUint32(8, 0); // checkSumAdjustment, set below
  const out: Tables = new Map();
  for (const tag of KEPT_TABLES) {
    if (tag === "glyf") out.set(tag, glyf);
    else if (tag === "loca") out.set(tag, new Uint8Array(loca.buffer));
    else if (tag === "head") out.set(tag, head);
    else if (tables.has(tag)) out.set(tag, tables.get(tag)!);
  }
  return writeFont(out);
}

function align4(length: number): number {
  return (length + 3) & ~3;
}

function checksum(bytes: Uint8Array): number {
  const padded = new Uint8Array(align4(bytes.byteLength));
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let at = 0; at < padded.byteLength; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}

/** An sfnt file from its tables (tags in ascending order, as the format requires), checksums included. */
function writeFont(tables: Tables): Uint8Array {
  const tags = [...tables.keys()].sort();
  const headerLength = 12 + tags.length * 16;
  const length = tags.reduce((sum, tag) => sum + align4(tables.get(tag)!.byteLength), headerLength);
  const font = new Uint8Array(length);
  const view = new DataView(font.buffer);
  const searchRange = 2 ** Math.floor(Math.log2(tags.length)) * 16;
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  view.setUint16(6, searchRange);
  view.setUint16(8, Math.log2(searchRange / 16));
  view.setUint16(10, tags.length * 16 - searchRange);
  let at = headerLength;
  let headOffset = 0;
  tags.forEach((tag, index) => {
    const bytes = tables.get(tag)!;
    const record = 12 + index * 16;
    for (let char = 0; char < 4; char++) font[record + char] = tag.charCodeAt(char);
    view.setUint32(record + 4, checksum(bytes));
    view.setUint32(record + 8, at);
    view.setUint32(record + 12, bytes.byteLength);
    font.set(bytes, at);
    if (tag === "head") headOffset = at;
    at += align4(bytes.byteLength);
  });
  view.setUint32(headOffset + 8, (0xb1b0afba - checksum(font)) >>> 0);
  return font;
}
