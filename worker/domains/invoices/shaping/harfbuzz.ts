/**
 * A minimal binding to HarfBuzz's WebAssembly build (npm harfbuzzjs, `dist/harfbuzz.wasm`): load a font, shape a run
 * of text, read back glyph ids, clusters and positions. Indic scripts need a shaping engine to be printed at all
 * (conjuncts, reordered and split vowel signs, marks positioned by GPOS); HarfBuzz is the one every browser uses.
 *
 * Why not harfbuzzjs's own JavaScript: its Emscripten loader fetches the .wasm by URL at start-up and wraps a JS
 * callback into a new WebAssembly module at run time (`addFunction`), both of which a Worker forbids (no network
 * for our own files, no code generation from bytes). The .wasm itself needs only five trivial imports, so this
 * file instantiates the precompiled module it is handed (`import wasm from "….wasm"`, a CompiledWasm module that
 * wrangler and the Vite plugin bundle) and calls the C API directly. Memory is managed by hand: fonts live as long
 * as the isolate (they are few and fixed), buffers are destroyed after each shaping.
 */

/** One glyph of a shaped run, in font units (the font's units per em; HarfBuzz's default scale). */
export type ShapedGlyph = {
  glyphId: number;
  /** UTF-16 index in the shaped text of the first character this glyph stands for (HarfBuzz's cluster). */
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
};

type Exports = {
  memory: WebAssembly.Memory;
  __wasm_call_ctors(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_face_create(blob: number, index: number): number;
  hb_face_get_upem(face: number): number;
  hb_font_create(face: number): number;
  hb_font_get_nominal_glyph(font: number, unicode: number, glyphPointer: number): number;
  hb_buffer_create(): number;
  hb_buffer_destroy(buffer: number): void;
  hb_buffer_add_utf16(buffer: number, text: number, length: number, offset: number, itemLength: number): void;
  hb_buffer_set_direction(buffer: number, direction: number): void;
  hb_buffer_set_script(buffer: number, script: number): void;
  hb_buffer_set_language(buffer: number, language: number): void;
  hb_buffer_get_length(buffer: number): number;
  hb_buffer_get_glyph_infos(buffer: number, lengthPointer: number): number;
  hb_buffer_get_glyph_positions(buffer: number, lengthPointer: number): number;
  hb_language_from_string(text: number, length: number): number;
  hb_shape(font: number, buffer: number, features: number, featureCount: number): void;
};

const HB_MEMORY_MODE_READONLY = 1;
const HB_DIRECTION_LTR = 4;
/** hb_glyph_info_t and hb_glyph_position_t are both five 32-bit words. */
const RECORD_WORDS = 5;

/** An OpenType/ISO 15924 script tag as HarfBuzz's hb_script_t: "Telu" → HB_TAG('T','e','l','u'). */
function scriptTag(tag: string): number {
  return ((tag.charCodeAt(0) << 24) | (tag.charCodeAt(1) << 16) | (tag.charCodeAt(2) << 8) | tag.charCodeAt(3)) >>> 0;
}

/** A font loaded into HarfBuzz: its C handles and its units per em. */
export type HarfBuzzFont = { font: number; unitsPerEm: number };

export class HarfBuzz {
  private readonly exports: Exports;
  private readonly languages = new Map<string, number>();

  private constructor(exports: Exports) {
    this.exports = exports;
  }

  /** Instantiates the compiled module (instantiating is allowed in a Worker; compiling bytes is not). */
  static async instantiate(module: WebAssembly.Module): Promise<HarfBuzz> {
    // The memory is the instance's own export, known only once it exists; malloc may ask to grow it later.
    const heap: { memory?: WebAssembly.Memory } = {};
    const fail = (what: string) => () => {
      throw new Error(`HarfBuzz: ${what}`);
    };
    const imports = {
      env: {
        _abort_js: fail("abort"),
        _emscripten_runtime_keepalive_clear: () => {},
        _setitimer_js: fail("timers are not available"),
        // malloc asks for more memory: grow in 64 KiB pages and report success (1) or failure (0).
        emscripten_resize_heap: (requested: number) => {
          if (!heap.memory) return 0;
          const missing = requested - heap.memory.buffer.byteLength;
          if (missing > 0) heap.memory.grow(Math.ceil(missing / 65_536));
          return 1;
        },
      },
      wasi_snapshot_preview1: { proc_exit: fail("exit") },
    };
    const instance = await WebAssembly.instantiate(module, imports);
    const exports = instance.exports as unknown as Exports;
    heap.memory = exports.memory;
    exports.__wasm_call_ctors();
    return new HarfBuzz(exports);
  }

  /** Copies a TrueType/OpenType file into HarfBuzz's memory for good and opens it. */
  loadFont(bytes: Uint8Array): HarfBuzzFont {
    const { exports } = this;
    const data = exports.malloc(bytes.byteLength);
    new Uint8Array(exports.memory.buffer, data, bytes.byteLength).set(bytes);
    const blob = exports.hb_blob_create(data, bytes.byteLength, HB_MEMORY_MODE_READONLY, 0, 0);
    const face = exports.hb_face_create(blob, 0);
    exports.hb_blob_destroy(blob); // the face keeps its own reference
    return { font: exports.hb_font_create(face), unitsPerEm: exports.hb_face_get_upem(face) };
  }

  /** The glyph the font's cmap gives a character, or 0 (.notdef) when it has none. */
  nominalGlyph(font: HarfBuzzFont, codePoint: number): number {
    const { exports } = this;
    const pointer = exports.malloc(4);
    const found = exports.hb_font_get_nominal_glyph(font.font, codePoint, pointer);
    const glyph = new Uint32Array(exports.memory.buffer, pointer, 1)[0];
    exports.free(pointer);
    return found ? glyph : 0;
  }

  /**
   * Shapes left-to-right text in one script (an ISO 15924 tag such as "Telu"; "Latn" for the Latin runs) and
   * language (BCP 47, e.g. "te"), with the font's default features.
   */
  shape(font: HarfBuzzFont, text: string, script: string, language: string): ShapedGlyph[] {
    const { exports } = this;
    const buffer = exports.hb_buffer_create();
    const textPointer = exports.malloc(text.length * 2);
    const units = new Uint16Array(exports.memory.buffer, textPointer, text.length);
    for (let index = 0; index < text.length; index++) units[index] = text.charCodeAt(index);
    exports.hb_buffer_add_utf16(buffer, textPointer, text.length, 0, text.length);
    exports.free(textPointer);
    exports.hb_buffer_set_direction(buffer, HB_DIRECTION_LTR);
    exports.hb_buffer_set_script(buffer, scriptTag(script));
    exports.hb_buffer_set_language(buffer, this.language(language));
    exports.hb_shape(font.font, buffer, 0, 0);

    const count = exports.hb_buffer_get_length(buffer);
    // Views are made after shaping: memory may have grown (and its buffer been replaced) meanwhile.
    const infos = new Uint32Array(exports.memory.buffer, exports.hb_buffer_get_glyph_infos(buffer, 0), count * RECORD_WORDS);
    const positions = new Int32Array(exports.memory.buffer, exports.hb_buffer_get_glyph_positions(buffer, 0), count * RECORD_WORDS);
    const glyphs: ShapedGlyph[] = [];
    for (let index = 0; index < count; index++) {
      const at = index * RECORD_WORDS;
      glyphs.push({
        glyphId: infos[at],
        cluster: infos[at + 2],
        xAdvance: positions[at],
        xOffset: positions[at + 2],
        yOffset: positions[at + 3],
      });
    }
    exports.hb_buffer_destroy(buffer);
    return glyphs;
  }

  /** hb_language_t values are interned pointers: look each tag up once. */
  private language(tag: string): number {
    let language = this.languages.get(tag);
    if (language === undefined) {
      const { exports } = this;
      const pointer = exports.malloc(tag.length + 1);
      const bytes = new Uint8Array(exports.memory.buffer, pointer, tag.length + 1);
      for (let index = 0; index < tag.length; index++) bytes[index] = tag.charCodeAt(index);
      bytes[tag.length] = 0;
      language = exports.hb_language_from_string(pointer, -1);
      exports.free(pointer);
      this.languages.set(tag, language);
    }
    return language;
  }
}
