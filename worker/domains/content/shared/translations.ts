/**
 * The missing-translations list's shape (issue 30): shared by the service (../translations.ts), its API and the
 * admin's Translations page, which names the fields as the admin forms do.
 */

export const TRANSLATION_KINDS = ["product", "category", "banner", "blob", "policy"] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

/**
 * One record whose Telugu is incomplete: what it is, its English name, the fields without Telugu (the `te` keys
 * the API takes; an article's sections as "content.2.heading", counted from 1) and the admin page that edits it.
 */
export type MissingTranslation = { kind: TranslationKind; id: string; name: string; fields: string[]; editPath: string };

/** Where the admin edits a record: its list page, opened on the record's editor. */
export function editPathOf(kind: TranslationKind, id: string): string {
  if (kind === "policy") return `/admin/settings?policy=${encodeURIComponent(id)}#policies-heading`;
  const page = { product: "products", category: "categories", banner: "banners", blob: "blobs" }[kind];
  return `/admin/${page}?edit=${encodeURIComponent(id)}`;
}

const FIELD_NAMES: Record<string, string> = {
  name: "name",
  description: "description",
  genericName: "generic name",
  ingredients: "ingredients",
  shelfLife: "shelf life",
  storage: "storage instructions",
  allergens: "allergen note",
  title: "title",
  body: "text",
};

/** A field as the admin forms name it: "genericName" → "generic name", "content.2.heading" → "section 2 heading". */
export function translationFieldName(field: string): string {
  const section = /^content\.(\d+)\.(heading|paragraph)$/.exec(field);
  if (section) return `section ${section[1]} ${section[2]}`;
  return FIELD_NAMES[field] ?? field;
}
