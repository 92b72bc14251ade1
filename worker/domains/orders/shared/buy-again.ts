/**
 * What "Buy again" on an order's page answers (issue 31): for each line of the old order, what went into the cart at
 * today's price and stock, and what changed since the order was placed. Types only: ../buy-again.ts makes it, the
 * order page says it in the shopper's language.
 */

export type BuyAgainOutcome =
  /** In the cart at the price paid before. */
  | "added"
  /** In the cart, but its price is not what was paid before. */
  | "price-changed"
  /** Fewer left than were ordered: the cart holds what is left. */
  | "fewer-left"
  | "out-of-stock"
  /** The product or its pack is no longer sold. */
  | "gone";

export type BuyAgainLine = {
  productName: string;
  variantLabel: string;
  outcome: BuyAgainOutcome;
  /** How many the cart now holds of the pack (0 when none could be added). */
  quantity: number;
  /** The unit price paid before and today's, in rupees (today's is null when the pack is gone). */
  previousPrice: number;
  currentPrice: number | null;
};

export type BuyAgainResult = { lines: BuyAgainLine[]; addedCount: number };

/** A line as ../buy-again.ts makes it, its prices in paise (../views.ts shows them in rupees). */
export type BuyAgainLineRecord = Omit<BuyAgainLine, "previousPrice" | "currentPrice"> & { previousPricePaise: number; currentPricePaise: number | null };
export type BuyAgainRecord = { lines: BuyAgainLineRecord[]; addedCount: number };
