/**
 * Types for subset-font 2.x (it ships none, and @types/subset-font still describes 2.3, without the options the
 * invoice font script uses). Only what db/scripts/make-invoice-font.ts calls is declared.
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
  };

  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetFontOptions): Promise<Uint8Array>;
}
