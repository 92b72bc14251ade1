/**
 * A complaint's category and status as the customer reads them, and its due times, in the page's language (issue
 * 30). The values stay the contract's (worker/domains/grievances/shared/status.ts); Records make a category or a
 * status added there without its label a type error.
 */
import { useT } from "~/lib/i18n";
import type { MessageId } from "../../../worker/shared/i18n/catalogs";
import type { GrievanceCategory, GrievanceStatus } from "../../../worker/domains/grievances/shared/status";

export const CATEGORY_LABELS: Readonly<Record<GrievanceCategory, MessageId>> = {
  "order-not-received": "support.categoryOrderNotReceived",
  "damaged-or-wrong-item": "support.categoryDamagedOrWrongItem",
  refund: "support.categoryRefund",
  payment: "support.categoryPayment",
  "product-quality": "support.categoryProductQuality",
  delivery: "support.categoryDelivery",
  "account-and-privacy": "support.categoryAccountAndPrivacy",
  other: "support.categoryOther",
};

export const GRIEVANCE_STATUS_LABELS: Readonly<Record<GrievanceStatus, MessageId>> = {
  open: "support.statusOpen",
  acknowledged: "support.statusAcknowledged",
  resolved: "support.statusResolved",
};

/** "12 Nov 2026, 3:45 pm IST" (formatIst's form, in the page's language): due times are India's. */
export function useIstTime(): (iso: string) => string {
  const { t, date } = useT();
  return (iso) => t("support.dueTime", { time: date(iso, { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" }) });
}
