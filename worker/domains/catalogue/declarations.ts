/**
 * Which live products lack required listing declarations, for the admin overview. What is required depends on the
 * product's kind (issue 33, ./shared/product-kinds.ts), so the rule is applied here to each live product's
 * declarations rather than as SQL: one statement over a few hundred narrow rows, and one place for the rule.
 */
import { asc, isNull } from "drizzle-orm";
import { missingDeclarations } from "./shared/declarations";
import { productKindOf } from "./shared/product-kinds";
import { products } from "./tables";
import type { ServiceContext } from "../../http/context";

export type IncompleteListing = { _id: string; name: string; missingDeclarations: string[] };

export async function incompleteListings(ctx: Pick<ServiceContext, "db">): Promise<IncompleteListing[]> {
  const rows = await ctx.db
    .select({
      id: products.id,
      name: products.name,
      kind: products.kind,
      genericName: products.genericName,
      ingredients: products.ingredients,
      manufacturer: products.manufacturer,
      countryOfOrigin: products.countryOfOrigin,
      shelfLife: products.shelfLife,
      storage: products.storage,
      dietMark: products.dietMark,
      allergens: products.allergens,
      labelImage: products.labelImage,
      labelBackImage: products.labelBackImage,
      licenceNumber: products.licenceNumber,
      hsnCode: products.hsnCode,
    })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.id));
  return rows.flatMap(({ id, name, kind, ...declarations }) => {
    const missing = missingDeclarations(declarations, productKindOf(kind));
    return missing.length ? [{ _id: id, name, missingDeclarations: missing }] : [];
  });
}
