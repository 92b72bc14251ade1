/**
 * A pack's stock as the stock domain answers it (the level after a receipt, an adjustment or a write-off, and the
 * low-stock list's rows), read from the live catalogue; shared by the ledger and the batches (issue 33) so both
 * answer with the same shape.
 */
import { and, eq, isNull } from "drizzle-orm";
import { productPacks, products } from "../catalogue/tables";
import { notFound } from "../../lib/errors";
import type { ServiceContext } from "../../http/context";

export const VARIANT_NOT_FOUND_MESSAGE = "Pack not found";

export type StockLevel = {
  variantId: string;
  productId: string;
  productName: string;
  label: string;
  sku: string;
  stock: number | null;
  lowStockThreshold: number;
};

export const levelColumns = {
  variantId: productPacks.id,
  productId: productPacks.productId,
  productName: products.name,
  label: productPacks.label,
  sku: productPacks.sku,
  stock: productPacks.stock,
  lowStockThreshold: productPacks.lowStockThreshold,
};

/** A live pack of a live product, with its stock; 404 otherwise. */
export async function livePack(ctx: Pick<ServiceContext, "db">, variantId: string): Promise<StockLevel> {
  const [row] = await ctx.db
    .select(levelColumns)
    .from(productPacks)
    .innerJoin(products, eq(products.id, productPacks.productId))
    .where(and(eq(productPacks.id, variantId), isNull(productPacks.deletedAt), isNull(products.deletedAt)))
    .limit(1);
  if (!row) throw notFound(VARIANT_NOT_FOUND_MESSAGE);
  return row;
}
