/**
 * Which content still lacks its Telugu (issue 30 part 7, the admin's half): every live product, category, banner,
 * article and policy in force with an English text whose Telugu is missing, which fields, and where the admin
 * edits it. A Telugu page shows those texts in English (marked lang="en"), so this list is the admin's to-do list.
 * Read by GET /api/admin/translations/missing and the admin's Translations page; a handful of light statements.
 */
import { asc, isNull } from "drizzle-orm";
import type { ViewContext } from "../../http/context";
import { missingTelugu, teluguOf } from "../../shared/i18n/localize";
import { BANNER_TE_FIELDS, BLOB_TE_FIELDS, CATEGORY_TE_FIELDS, PRODUCT_TE_FIELDS, SECTION_TE_FIELDS, type BlobTe } from "../catalogue/shared/telugu";
import { categories, products } from "../catalogue/tables";
import { banners, blobs, type ContentSection } from "./tables";
import { currentPolicyRows } from "../policies/policies";
import { POLICY_PAGES } from "../policies/shared/policies";
import { editPathOf, type MissingTranslation, type TranslationKind } from "./shared/translations";

const entry = (kind: TranslationKind, id: string, name: string, fields: string[]): MissingTranslation[] =>
  fields.length ? [{ kind, id, name, fields, editPath: editPathOf(kind, id) }] : [];

/** An article's untranslated texts: its title and each section's heading and paragraph. */
function missingOfBlob(blob: { title: string; content: ContentSection[]; te: BlobTe }): string[] {
  const sections = blob.content.flatMap((section, index) =>
    SECTION_TE_FIELDS.filter((field) => section[field].trim() && !teluguOf(blob.te.content?.[index], field)).map((field) => `content.${index + 1}.${field}`),
  );
  return [...missingTelugu(blob, blob.te, BLOB_TE_FIELDS), ...sections];
}

/** Every record with an English text lacking its Telugu, products first, each kind in the order its page lists it. */
export async function listMissingTranslations(ctx: Pick<ViewContext, "db">): Promise<MissingTranslation[]> {
  const [productRows, categoryRows, bannerRows, blobRows, policyRows] = await Promise.all([
    ctx.db
      .select({
        id: products.id,
        name: products.name,
        description: products.description,
        genericName: products.genericName,
        ingredients: products.ingredients,
        shelfLife: products.shelfLife,
        storage: products.storage,
        allergens: products.allergens,
        te: products.te,
      })
      .from(products)
      .where(isNull(products.deletedAt))
      .orderBy(asc(products.id)),
    ctx.db.select({ id: categories.id, name: categories.name, te: categories.te }).from(categories).where(isNull(categories.deletedAt)).orderBy(asc(categories.id)),
    ctx.db.select({ id: banners.id, title: banners.title, te: banners.te }).from(banners).orderBy(asc(banners.id)),
    ctx.db.select({ id: blobs.id, title: blobs.title, content: blobs.content, te: blobs.te }).from(blobs).orderBy(asc(blobs.id)),
    currentPolicyRows(ctx),
  ]);
  return [
    ...productRows.flatMap((row) => entry("product", row.id, row.name, missingTelugu(row, row.te, PRODUCT_TE_FIELDS))),
    ...categoryRows.flatMap((row) => entry("category", row.id, row.name, missingTelugu(row, row.te, CATEGORY_TE_FIELDS))),
    ...bannerRows.flatMap((row) => entry("banner", row.id, row.title, missingTelugu(row, row.te, BANNER_TE_FIELDS))),
    ...blobRows.flatMap((row) => entry("blob", row.id, row.title, missingOfBlob({ ...row, te: row.te ?? {} }))),
    ...policyRows.flatMap((row) => entry("policy", row.slug, POLICY_PAGES[row.slug].title, missingTelugu({ body: row.body }, row.te, ["body"]))),
  ];
}
