/**
 * A line of invoice text laid out for drawing: cut into script runs (./scripts.ts), each shaped by HarfBuzz with its
 * font, measured, and wrapped to a column. Widths are in ems (multiply by the font size), so one layout serves every
 * size; layouts are remembered per document because wrapping measures the same words again and again.
 */
import type { LoadedFont } from "./fonts";
import type { HarfBuzz, ShapedGlyph } from "./harfbuzz";
import { scriptRuns, type ScriptRun } from "./scripts";

export type Weight = "normal" | "bold";

/** One script run of a line, shaped. */
export type ShapedPiece = {
  font: LoadedFont;
  /** An Indic run in bold: its fonts come in one weight, so the outlines are stroked to look bold. */
  fauxBold: boolean;
  text: string;
  glyphs: ShapedGlyph[];
  /** Sum of the glyphs' advances, in the font's units. */
  advance: number;
};

export type LineLayout = { text: string; pieces: ShapedPiece[]; width: number };

/** The fonts a document's shaped lines use. */
export type LineFonts = {
  latin: Record<Weight, LoadedFont>;
  scripts: Map<string, LoadedFont>;
};

/** A cluster of a shaped piece: the glyphs HarfBuzz made from one stretch of text (a syllable, a letter). */
export type GlyphCluster = { text: string; glyphs: ShapedGlyph[] };

export function clusters(piece: ShapedPiece): GlyphCluster[] {
  const found: GlyphCluster[] = [];
  const starts: number[] = [];
  for (const glyph of piece.glyphs) {
    if (starts.at(-1) !== glyph.cluster) {
      starts.push(glyph.cluster);
      found.push({ text: "", glyphs: [] });
    }
    found.at(-1)!.glyphs.push(glyph);
  }
  // Left-to-right shaping keeps clusters in text order (HarfBuzz's default, monotone cluster level).
  found.forEach((cluster, index) => (cluster.text = piece.text.slice(starts[index], starts[index + 1] ?? piece.text.length)));
  return found;
}

export class LineLayouts {
  private readonly harfbuzz: HarfBuzz;
  private readonly fonts: LineFonts;
  private readonly remembered = new Map<string, LineLayout>();

  constructor(harfbuzz: HarfBuzz, fonts: LineFonts) {
    this.harfbuzz = harfbuzz;
    this.fonts = fonts;
  }

  layout(text: string, weight: Weight): LineLayout {
    const key = `${weight}\u0000${text}`;
    let layout = this.remembered.get(key);
    if (!layout) {
      const pieces = scriptRuns(text).map((run) => this.shapePiece(run, weight));
      const width = pieces.reduce((sum, piece) => sum + piece.advance / piece.font.metrics.unitsPerEm, 0);
      layout = { text, pieces, width };
      this.remembered.set(key, layout);
    }
    return layout;
  }

  private shapePiece({ script, text }: ScriptRun, weight: Weight): ShapedPiece {
    const font = script ? this.fonts.scripts.get(script.key) : this.fonts.latin[weight];
    if (!font) throw new Error(`No font loaded for ${script?.key}`);
    const glyphs = this.harfbuzz.shape(font.harfbuzz, text, script?.tag ?? "Latn", script?.language ?? "en");
    const advance = glyphs.reduce((sum, glyph) => sum + glyph.xAdvance, 0);
    return { font, fauxBold: script !== undefined && weight === "bold", text, glyphs, advance };
  }

  /**
   * Breaks text into lines no wider than `width` ems: between words where it can, inside a word (between clusters,
   * never inside a syllable) only when the word alone is too wide. Never returns an empty list.
   */
  wrap(text: string, width: number, weight: Weight): string[] {
    const lines: string[] = [];
    let current = "";
    for (const word of text.split(" ")) {
      const candidate = current ? `${current} ${word}` : word;
      if (!current || this.layout(candidate, weight).width <= width) {
        current = candidate;
      } else {
        lines.push(current);
        current = word;
      }
      while (this.layout(current, weight).width > width) {
        const head = this.longestFittingHead(current, width, weight);
        if (head.length === 0 || head.length === current.length) break;
        lines.push(head);
        current = current.slice(head.length);
      }
    }
    lines.push(current);
    return lines;
  }

  /** The longest start of a too-wide word that fits, cut at a cluster boundary (at least one cluster). */
  private longestFittingHead(word: string, width: number, weight: Weight): string {
    const boundaries: number[] = [];
    let offset = 0;
    for (const piece of this.layout(word, weight).pieces) {
      for (const cluster of clusters(piece)) {
        offset += cluster.text.length;
        boundaries.push(offset);
      }
    }
    let best = boundaries[0] ?? word.length;
    for (const boundary of boundaries) {
      if (boundary >= word.length) break;
      if (this.layout(word.slice(0, boundary), weight).width > width) break;
      best = boundary;
    }
    return word.slice(0, best);
  }
}
