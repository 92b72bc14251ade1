/**
 * The HSN master (issue 28): the rate table read as the list of HSN codes the shop may give its products. A product
 * save must name a code the table knows today (or say it is unsure and take the catch-all rate); the admin's lists and
 * the GST page's check find the products whose code is missing, unknown or uncertain. Invoices read the same status
 * (shared/gst.ts `hsnStatus`) to flag a line they tax at the catch-all. Its own module so that the catalogue's product
 * writes can call it without reaching the invoice-issuing code.
 */
import { asc, isNull } from "drizzle-orm";
import { HSN_UNCERTAIN_LABEL, hsnStatus, istDay, type GstRateRow, type HsnStatus } from "./shared/gst";
import { gstRates } from "./tables";
import { products } from "../catalogue/tables";
import { badRequest } from "../../lib/errors";
import type { ServiceContext } from "../../http/context";

export async function loadGstRates(ctx: Pick<ServiceContext, "db">): Promise<GstRateRow[]> {
  return ctx.db
    .select({ hsnPrefix: gstRates.hsnPrefix, ratePercent: gstRates.ratePercent, effectiveFrom: gstRates.effectiveFrom })
    .from(gstRates)
    .orderBy(asc(gstRates.hsnPrefix), asc(gstRates.effectiveFrom));
}

/**
 * A product save's HSN code: a code given must be one the rate table knows today, unless the admin says they are
 * unsure (`uncertain`: the product is then taxed at the catch-all and flagged). No code at all is allowed, for the
 * clients that never sent one (the product is flagged "missing"). 400 naming hsnCode otherwise.
 */
export async function assertHsnSavable(ctx: Pick<ServiceContext, "db">, hsnCode: string | null | undefined, uncertain: boolean): Promise<void> {
  if (!hsnCode || uncertain) return;
  if (hsnStatus(hsnCode, false, await loadGstRates(ctx), istDay()) === "known") return;
  throw badRequest(`HSN ${hsnCode} (hsnCode) is not in the rate table: pick a known code or tick '${HSN_UNCERTAIN_LABEL}'`);
}

/** Reads the rate table once and answers the status of products' HSN codes today, for a list of them. */
export async function hsnStatusReader(ctx: Pick<ServiceContext, "db">): Promise<(product: { hsnCode: string | null; hsnUncertain: boolean }) => HsnStatus> {
  const rates = await loadGstRates(ctx);
  const day = istDay();
  return (product) => hsnStatus(product.hsnCode, product.hsnUncertain, rates, day);
}

export type HsnProblem = { id: string; name: string; hsnCode: string | null; hsnStatus: Exclude<HsnStatus, "known"> };

/** Live products whose HSN code is missing, unknown to the rate table today, or marked uncertain, by name. */
export async function productsWithHsnProblems(ctx: Pick<ServiceContext, "db">): Promise<HsnProblem[]> {
  const statusOf = await hsnStatusReader(ctx);
  const rows = await ctx.db
    .select({ id: products.id, name: products.name, hsnCode: products.hsnCode, hsnUncertain: products.hsnUncertain })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.name));
  return rows.flatMap(({ hsnUncertain, ...row }) => {
    const status = statusOf({ hsnCode: row.hsnCode, hsnUncertain });
    return status === "known" ? [] : [{ ...row, hsnStatus: status }];
  });
}
