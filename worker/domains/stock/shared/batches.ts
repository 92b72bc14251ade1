/** Issue 33: a batch as an order line names it (API, pages, the packing slip): kept here, free of the database. */

/** One batch of an order line: its lot, its best-before (null for dateless stock) and the units of it in the parcel. */
export type LineBatch = { lotNumber: string; bestBefore: string | null; quantity: number };
