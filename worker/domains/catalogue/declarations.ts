/** Which live products lack required listing declarations, for the admin overview (one statement). */
import { and, asc, isNull, or } from "drizzle-orm";
import { missingDeclarations, REQUIRED_DECLARATIONS } from "./shared/declarations";
import { products } from "./tables";
import type { ServiceContext } from "../../http/context";

export type IncompleteListing = { _id: string; name: string; missingDeclarations: string[] };

export async function incompleteListings(ctx: Pick<ServiceContext, "db">): Promise<IncompleteListing[]> {
  const rows = await ctx.db
    .select({
      id: products.id,
      name: products.name,
      genericName: products.genericName,
      ingredients: products.ingredients,
      manufacturer: products.manufacturer,
      countryOfOrigin: products.countryOfOrigin,
      shelfLife: products.shelfLife,
      storage: products.storage,
      dietMark: products.dietMark,
      allergens: products.allergens,
      labelImage: products.labelImage,
      hsnCode: products.hsnCode,
    })
    .from(products)
    .where(and(isNull(products.deletedAt), or(...REQUIRED_DECLARATIONS.map(([key]) => isNull(products[key])))))
    .orderBy(asc(products.id));
  return rows.map(({ id, name, ...declarations }) => ({ _id: id, name, missingDeclarations: missingDeclarations(declarations) }));
}
