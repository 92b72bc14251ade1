/**
 * Types for subset-font 2.x (it ships none, and @types/subset-font still describes 2.3, without the options the
 * font scripts use). Only what db/scripts/make-invoice-font.ts and make-web-fonts.ts call is declared.
 */
declare module "subset-font" {
  type SubsetFontOptions = {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    preserveNameIds?: number[];
    /** OpenType feature tags to keep; an empty array keeps none. */
    keepFeatures?: string[];
    noLayoutClosure?: boolean;
    noHinting?: boolean;
    /** Four-character table tags to leave out of the subset. */
    dropTables?: string[];
    /** Variable fonts: pins an axis to a value or narrows it to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  };

  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetFontOptions): Promise<Uint8Array>;
}
