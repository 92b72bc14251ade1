/** Bridges from the admin dashboard pages (analysis, its CSV export, activity with its low-stock list) to the analytics services. */
export { ordersCsv, salesDashboard } from "../../worker/services/analytics";
export { recentAuditEntries } from "../../worker/services/audit";
export { shopOverview } from "../../worker/services/overview";
export { lowStock } from "../../worker/services/stock";
