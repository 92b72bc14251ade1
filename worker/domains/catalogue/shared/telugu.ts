/**
 * Which texts of the catalogue and content rows have a Telugu version (issue 30 part 2), and the shape of each row's
 * `te` column. The manufacturer's name and address, the country of origin, pack labels and SKUs stay as typed: they
 * are names, addresses and codes, the same in both languages.
 *
 * Read by the tables (types only), the input schemas, the views and the missing-translations view; no imports, so
 * Node scripts (seed, drizzle-kit) load it as it is.
 */

export const PRODUCT_TE_FIELDS = ["name", "description", "genericName", "ingredients", "shelfLife", "storage", "allergens"] as const;
export type ProductTeField = (typeof PRODUCT_TE_FIELDS)[number];
/** The declarations among them (they live in the views' `declarations`). */
export const DECLARATION_TE_FIELDS = ["genericName", "ingredients", "shelfLife", "storage", "allergens"] as const satisfies readonly ProductTeField[];
export type DeclarationTeField = (typeof DECLARATION_TE_FIELDS)[number];
export type ProductTe = Partial<Record<ProductTeField, string>>;

export const CATEGORY_TE_FIELDS = ["name"] as const;
export type CategoryTeField = (typeof CATEGORY_TE_FIELDS)[number];
export type CategoryTe = Partial<Record<CategoryTeField, string>>;

export const BANNER_TE_FIELDS = ["title"] as const;
export type BannerTeField = (typeof BANNER_TE_FIELDS)[number];
/**
 * A banner's Telugu: its title, and optionally a picture of its own (`banner`, an image URL like the English
 * one): a banner's picture usually carries its words, so a Telugu page shows the Telugu picture when there is one.
 */
export type BannerTe = Partial<Record<BannerTeField, string>> & { banner?: string };

/** An article's section in Telugu; a blank heading or paragraph shows the English one. */
export type SectionTe = { heading: string; paragraph: string };
export const BLOB_TE_FIELDS = ["title"] as const;
export type BlobTeField = (typeof BLOB_TE_FIELDS)[number];
/** An article's Telugu: its title, and its sections in the English sections' order (the i-th translates the i-th). */
export type BlobTe = Partial<Record<BlobTeField, string>> & { content?: SectionTe[] };
export const SECTION_TE_FIELDS = ["heading", "paragraph"] as const;
export type SectionTeField = (typeof SECTION_TE_FIELDS)[number];
