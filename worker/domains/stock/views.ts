/**
 * The stock domain's views: where its paise become the contract's rupees (the house rule: services speak paise, the
 * API rupees, and they meet in a domain's views). The expiry report's values (GET /api/admin/stock/expiring and the
 * admin's Best-before page) are units × the pack's current sale price.
 */
import { paiseToRupees } from "../../shared/money";
import type { ExpiryReportRecord } from "./expiry";
import type { WriteOffReason } from "./tables";

export function toExpiryReportView(report: ExpiryReportRecord) {
  const byReason = report.totals.writtenOffByReasonPaise;
  return {
    days: report.days,
    expiring: report.expiring.map(({ valuePaise, ...row }) => ({ ...row, value: paiseToRupees(valuePaise) })),
    writtenOff: report.writtenOff.map(({ valuePaise, ...row }) => ({ ...row, value: paiseToRupees(valuePaise) })),
    totals: {
      expiringValue: paiseToRupees(report.totals.expiringValuePaise),
      writtenOffValue: paiseToRupees(report.totals.writtenOffValuePaise),
      writtenOffByReason: Object.fromEntries(Object.entries(byReason).map(([reason, paise]) => [reason, paiseToRupees(paise)])) as Record<WriteOffReason, number>,
    },
  };
}

export type ExpiryReportView = ReturnType<typeof toExpiryReportView>;
