/** Bridges from the admin dashboard pages (analysis, its CSV export, activity with its low-stock list) to the analytics services. */
import { rtoAnalytics } from "./rto";
import { toRtoView } from "./views";
import type { RtoPeriod } from "./shared";
import type { ServiceContext } from "../../http/context";

export { ordersCsv, salesDashboard } from "./sales";
export { recentAuditEntries } from "../../lib/audit";
export { shopOverview } from "./overview";
export { lowStock } from "../stock/ledger";

/** Issue 32 (item 5): the analysis page's returns (RTO) section, as the API answers it (worker/domains/analytics/rto.ts). */
export async function rtoReturns(ctx: Pick<ServiceContext, "db">, period: RtoPeriod) {
  return toRtoView(await rtoAnalytics(ctx, period));
}
