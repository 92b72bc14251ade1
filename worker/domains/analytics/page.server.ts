/** Bridges from the admin dashboard pages (analysis, its CSV export, activity with its low-stock list) to the analytics services. */
export { ordersCsv, salesDashboard } from "./sales";
export { recentAuditEntries } from "../../lib/audit";
export { shopOverview } from "./overview";
export { lowStock } from "../stock/ledger";
