/**
 * The fonts the shaper draws with, loaded once per isolate and only when an invoice needs them: HarfBuzz itself
 * (the .wasm, imported as a compiled module: a Worker may instantiate one but not compile bytes), each Indic font
 * from its generated module (a dynamic import, so a Telugu invoice never parses the Devanagari font), and the
 * invoice's own Latin Noto Sans for the Latin parts of a mixed line.
 */
import harfbuzzWasm from "harfbuzzjs/dist/harfbuzz.wasm";
import { brotliDecompressSync } from "node:zlib";
import { notoSansBold, notoSansRegular } from "../font/noto-sans";
import { fontMetrics, type FontMetrics } from "./font-subset";
import { HarfBuzz, type HarfBuzzFont } from "./harfbuzz";
import type { ScriptKey } from "./scripts";

/** A font as the shaper uses it: the file (embedded, cut down, in each PDF), HarfBuzz's handle, its metrics. */
export type LoadedFont = {
  /** PostScript-style name for the PDF (a subset tag is put in front of it). */
  name: string;
  bytes: Uint8Array;
  harfbuzz: HarfBuzzFont;
  metrics: FontMetrics;
};

type GeneratedFontModule = { family: string; block: { first: number; last: number }; fontBrotliBase64: string };

/** One entry per script: its generated module, imported only when a document uses the script. */
const SCRIPT_FONTS: Record<ScriptKey, () => Promise<GeneratedFontModule>> = {
  telugu: () => import("../font/noto-sans-telugu"),
  devanagari: () => import("../font/noto-sans-devanagari"),
  tamil: () => import("../font/noto-sans-tamil"),
  kannada: () => import("../font/noto-sans-kannada"),
};

let harfbuzz: Promise<HarfBuzz> | undefined;
const loaded = new Map<string, Promise<LoadedFont>>();

export function loadHarfBuzz(): Promise<HarfBuzz> {
  harfbuzz ??= HarfBuzz.instantiate(harfbuzzWasm);
  return harfbuzz;
}

function base64Bytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function open(name: string, bytes: Uint8Array): Promise<LoadedFont> {
  const hb = await loadHarfBuzz();
  return { name, bytes, harfbuzz: hb.loadFont(bytes), metrics: fontMetrics(bytes) };
}

function once(key: string, load: () => Promise<LoadedFont>): Promise<LoadedFont> {
  let font = loaded.get(key);
  if (!font) {
    font = load();
    // A failed load (it should not happen: the fonts are part of the bundle) is not remembered.
    font.catch(() => loaded.delete(key));
    loaded.set(key, font);
  }
  return font;
}

export function loadScriptFont(script: ScriptKey): Promise<LoadedFont> {
  return once(script, async () => {
    const module = await SCRIPT_FONTS[script]();
    const bytes = new Uint8Array(brotliDecompressSync(base64Bytes(module.fontBrotliBase64)));
    return open(`${module.family}-Regular`, bytes);
  });
}

export function loadLatinFont(weight: "normal" | "bold"): Promise<LoadedFont> {
  return once(`latin-${weight}`, () =>
    weight === "bold" ? open("NotoSans-Bold", base64Bytes(notoSansBold)) : open("NotoSans-Regular", base64Bytes(notoSansRegular)),
  );
}

/** The Unicode block a generated font module was cut to (the test compares it with SHAPED_SCRIPTS). */
export async function scriptFontBlock(script: ScriptKey): Promise<{ family: string; first: number; last: number }> {
  const module = await SCRIPT_FONTS[script]();
  return { family: module.family, ...module.block };
}
