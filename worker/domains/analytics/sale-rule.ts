/**
 * What counts as a sale (and the other figures the sales roll-ups count per order), once, as SQL conditions over an
 * order row named by `alias` (o, NEW or OLD). Two readers must agree on it: the roll-up triggers, which keep the
 * whole days' figures (rendered from these conditions by ./rollup-triggers.ts, checked against the migrated database
 * by tests/analytics/rollups.test.ts), and the dashboard (./sales.ts), which reads the two partial days at a period's
 * edges straight from the orders. A rule written twice would let the two drift apart silently.
 *
 * No imports: Node scripts (db/scripts/print-triggers.ts) load this file without a bundler.
 */

/**
 * A genuine sale: not a wrong order (fake), not cancelled, not returned (refused at the door), and not cash on
 * delivery still to be collected (payment status "cod"): a COD order becomes a sale when its cash is collected.
 */
export function genuineSaleSql(alias: string): string {
  return `(${alias}.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND ${alias}.payment_status != 'cod')`;
}

/** A fake (wrong) order: counted apart from the sales. */
export function fakeOrderSql(alias: string): string {
  return `(${alias}.order_status = 'wrong order')`;
}

/** Placed to be paid in cash on delivery, whatever became of it. */
export function codOrderSql(alias: string): string {
  return `(${alias}.payment_method = 'cod')`;
}

/** Cash on delivery collected: a COD order that is a sale. */
export function codCollectedSql(alias: string): string {
  return `(${alias}.payment_method = 'cod' AND ${genuineSaleSql(alias)})`;
}

/** Cash on delivery refused at the door. */
export function codReturnedSql(alias: string): string {
  return `(${alias}.payment_method = 'cod' AND ${alias}.order_status = 'returned')`;
}

export function cancelledOrderSql(alias: string): string {
  return `(${alias}.order_status = 'cancelled')`;
}
