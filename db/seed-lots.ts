/**
 * The demo shop's lots (issue 33): every counted demo pack's opening stock split into 1–3 batches with real-looking
 * lot numbers, packed-on dates relative to the day the seed runs and best-before from the product's declared shelf
 * life ("Best before 6 months from packing"), all still meeting the shelf-life rule on the seed day. One lot of the
 * sesame laddu is near its best-before, so the expiry report has something to show. The units per pack add up to
 * the pack's opening stock exactly (tests and journeys count on the demo totals).
 */
import { addDays, requiredRemainingDays } from "../worker/domains/stock/shelf-life.ts";

export type SeedLot = { lotNumber: string; packedOn: string; bestBefore: string; shelfLifeDays: number; quantity: number };

/** The rule the demo is seeded under (migration 0033's default row): 30 % / 45 days, 7 days' delivery assumed. */
const RULE = { minPercent: 30, minDays: 45, assumedDeliveryDays: 7 };

/** The product whose oldest lot is seeded close to its best-before (still sellable that day). */
export const NEAR_EXPIRY_PRODUCT = "sesame-laddu";

/** Days of shelf life from a declaration's text: "Best before 45 days / 6 months from packing" (a month as 30 days). */
export function shelfLifeDaysOf(text: string): number {
  const match = /(\d+)\s*(day|month)/i.exec(text);
  if (!match) throw new Error(`No shelf life in days or months in "${text}"`);
  return Number(match[1]) * (match[2].toLowerCase() === "month" ? 30 : 1);
}

/** "GO" from "groundnut-oil", "500ML" from "500 ml": the start of a lot number. */
function lotPrefix(productKey: string, packLabel: string): string {
  const initials = productKey
    .split("-")
    .map((word) => word[0])
    .join("")
    .toUpperCase();
  return `${initials}${packLabel.replace(/\s+/g, "").toUpperCase()}`;
}

/** Units per lot, oldest first: about a fifth, a third and the rest (fewer lots for a handful of units). */
function split(stock: number): number[] {
  if (stock < 3) return Array.from({ length: stock }, () => 1);
  const oldest = Math.max(1, Math.floor(stock * 0.2));
  const middle = Math.max(1, Math.floor(stock * 0.3));
  return [oldest, middle, stock - oldest - middle];
}

/**
 * The lots of one pack on the seed day `today` (YYYY-MM-DD, IST). The oldest lot is as old as the rule allows with
 * room to spare (it must still reach a customer with the remainder the rule asks), the newest packed days ago.
 */
export function seedLots(productKey: string, packLabel: string, stock: number, shelfLifeText: string, today: string): SeedLot[] {
  const shelfLifeDays = shelfLifeDaysOf(shelfLifeText);
  const slack = Math.max(0, shelfLifeDays - requiredRemainingDays(shelfLifeDays, RULE) - RULE.assumedDeliveryDays);
  const oldestAge = productKey === NEAR_EXPIRY_PRODUCT ? slack - 2 : Math.floor(slack * 0.6);
  const quantities = split(stock);
  const ages = [oldestAge, Math.floor(oldestAge / 2), Math.min(2, Math.floor(oldestAge / 4))].slice(3 - quantities.length);
  const prefix = lotPrefix(productKey, packLabel);
  return quantities.map((quantity, index) => {
    const packedOn = addDays(today, -ages[index]);
    return {
      lotNumber: `${prefix}-${packedOn.slice(2).replaceAll("-", "")}-${"ABC"[index]}`,
      packedOn,
      bestBefore: addDays(packedOn, shelfLifeDays),
      shelfLifeDays,
      quantity,
    };
  });
}
