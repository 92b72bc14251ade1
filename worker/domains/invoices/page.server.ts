/**
 * Bridges from the admin GST page (returns, rate table) and the invoice download pages to the invoice services. The
 * month's figures are summed in paise and shown in rupees, made by views.ts as the API's answer is.
 */
import type { ServiceContext } from "../../http/context";
import { gstMonthFigures } from "./gst-returns";
import { gstMonthSummaryView, hsnCheckView, type GstMonthSummary, type HsnCheckView } from "./views";
import { productsWithHsnProblems } from "./hsn";

export { type GstDocumentRow, type GstFigures, type GstMonthSummary, type HsnCheckView } from "./views";
export { addGstRate, listGstRates, orderDocumentPdf, type GstRateView } from "./invoices";
export { isDomainError } from "../../lib/errors";

export async function gstMonthSummary(ctx: Pick<ServiceContext, "db">, month: string): Promise<GstMonthSummary> {
  return gstMonthSummaryView(await gstMonthFigures(ctx, month));
}

/** The products whose HSN code needs the admin, as GET /api/admin/gst/hsn-check answers them. */
export async function hsnCheck(ctx: Pick<ServiceContext, "db">): Promise<HsnCheckView> {
  return hsnCheckView(await productsWithHsnProblems(ctx));
}
