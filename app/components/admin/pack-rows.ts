/**
 * The product form's pack rows as typed (strings, as inputs hold them), the per-row checks the form makes before
 * it sends anything, and the `variants` list the server reads. The server checks the same rules again
 * (packInputSchema); these only spare the admin a round trip and point at the row to fix.
 */
import type { PackView } from "../../../worker/domains/catalogue/shared/views";
import { DEFAULT_LOW_STOCK_THRESHOLD, SALE_ABOVE_MRP_MESSAGE } from "../../../worker/domains/catalogue/shared/schemas";
import { PACK_UNITS, type PackUnit } from "../../../worker/domains/catalogue/shared/unit-price";
import { discountOnMrp } from "../../../worker/domains/catalogue/shared/prices";

export type PackFormRow = {
  /** React's key: stable while rows move, never sent. */
  key: string;
  /** The existing pack this row edits (its stock and ledger stay), or null for a new pack. */
  _id: string | null;
  label: string;
  netQuantity: string;
  unit: PackUnit;
  mrp: string;
  salePrice: string;
  sku: string;
  weightGrams: string;
  lowStockThreshold: string;
  /** New rows: the opening stock ("" = not counted). Existing rows: unused (their stock changes by receive/adjust). */
  openingStock: string;
  /** Existing rows: the stock when the form was filled, shown read-only. */
  currentStock: number | null;
};

export { PACK_UNITS };

let rowCounter = 0;
const nextKey = () => `pack-row-${++rowCounter}`;

export function emptyPackRow(): PackFormRow {
  return {
    key: nextKey(),
    _id: null,
    label: "",
    netQuantity: "",
    unit: "ml",
    mrp: "",
    salePrice: "",
    sku: "",
    weightGrams: "",
    lowStockThreshold: String(DEFAULT_LOW_STOCK_THRESHOLD),
    openingStock: "",
    currentStock: null,
  };
}

export function packRowsFrom(packs: PackView[]): PackFormRow[] {
  return packs.map((pack) => ({
    key: nextKey(),
    _id: pack._id,
    label: pack.label,
    netQuantity: String(pack.netQuantity),
    unit: pack.unit,
    mrp: String(pack.mrp),
    salePrice: String(pack.salePrice),
    sku: pack.sku,
    weightGrams: String(pack.weightGrams),
    lowStockThreshold: String(pack.lowStockThreshold),
    openingStock: "",
    currentStock: pack.stock,
  }));
}

const isBlank = (value: string) => value.trim() === "";
const asNumber = (value: string) => (/^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN);
const isWholeOrBlank = (value: string) => isBlank(value) || /^\s*\d+\s*$/.test(value);

/**
 * What is wrong with each row, in the words the admin sees beside it. `complete` adds the "is required" checks,
 * which only make sense once the admin tries to save (not while the row is being filled in).
 */
export function packRowProblems(rows: PackFormRow[], complete: boolean): string[][] {
  const skuCounts = new Map<string, number>();
  for (const row of rows) {
    const sku = row.sku.trim().toUpperCase();
    if (sku) skuCounts.set(sku, (skuCounts.get(sku) ?? 0) + 1);
  }
  return rows.map((row) => {
    const problems: string[] = [];
    const required = (value: string, name: string) => complete && isBlank(value) && problems.push(`${name} is required`);
    required(row.label, "Label");
    required(row.netQuantity, "Net quantity");
    required(row.mrp, "MRP");
    required(row.salePrice, "Sale price");
    required(row.sku, "SKU");
    const net = asNumber(row.netQuantity);
    if (!isBlank(row.netQuantity) && !(net > 0)) problems.push("Net quantity must be a number more than 0");
    const mrp = asNumber(row.mrp);
    const sale = asNumber(row.salePrice);
    if (!isBlank(row.mrp) && !(mrp > 0)) problems.push("MRP must be a number more than 0");
    if (!isBlank(row.salePrice) && !(sale > 0)) problems.push("Sale price must be a number more than 0");
    if (mrp > 0 && sale > 0 && discountOnMrp(mrp, sale) < 0) problems.push(SALE_ABOVE_MRP_MESSAGE);
    const sku = row.sku.trim().toUpperCase();
    if (sku && (skuCounts.get(sku) ?? 0) > 1) problems.push(`SKU ${sku} is used by another pack in this form`);
    if (!isWholeOrBlank(row.weightGrams)) problems.push("Shipping weight must be whole grams");
    if (!isWholeOrBlank(row.lowStockThreshold)) problems.push("Low-stock threshold must be a whole number");
    if (row._id === null && !isWholeOrBlank(row.openingStock)) problems.push("Opening stock must be a whole number, or empty when not counted");
    return problems;
  });
}

/** The `variants` list of the save request, in row order (the server stores that order as the packs' position). */
export function packPayload(rows: PackFormRow[]) {
  return rows.map((row) => ({
    ...(row._id ? { _id: row._id } : {}),
    label: row.label,
    netQuantity: row.netQuantity,
    unit: row.unit,
    mrp: row.mrp,
    salePrice: row.salePrice,
    sku: row.sku,
    weightGrams: isBlank(row.weightGrams) ? 0 : row.weightGrams,
    lowStockThreshold: isBlank(row.lowStockThreshold) ? DEFAULT_LOW_STOCK_THRESHOLD : row.lowStockThreshold,
    ...(row._id ? {} : { stock: row.openingStock }),
  }));
}

export function moveRow<T>(rows: T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= rows.length) return rows;
  const moved = [...rows];
  [moved[index], moved[target]] = [moved[target], moved[index]];
  return moved;
}
