/**
 * The grievance rules (issue 20, Consumer Protection (E-Commerce) Rules 2020, rule 4(5)), in one table like the
 * order-status rules: the statuses a complaint moves through, who moves it where, what each move needs (a reply to
 * the customer), the due times and what "overdue" means. The server enforces them; the admin page draws its forms
 * from the same table; the profile and the admin list show the same due times.
 */
// With its extension, like order-status.ts's own imports: ../tables.ts imports this file and Node scripts load it.
import { IST_OFFSET_MS } from "../../../shared/ist.ts";

export const GRIEVANCE_STATUSES = ["open", "acknowledged", "resolved"] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

/** What a complaint is about: the customer picks one; the admin list shows its label. */
export const GRIEVANCE_CATEGORIES = [
  { value: "order-not-received", label: "Order not received" },
  { value: "damaged-or-wrong-item", label: "Damaged or wrong item" },
  { value: "refund", label: "Refund" },
  { value: "payment", label: "Payment" },
  { value: "product-quality", label: "Product quality" },
  { value: "delivery", label: "Delivery" },
  { value: "account-and-privacy", label: "Account and privacy" },
  { value: "other", label: "Other" },
] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number]["value"];
export const GRIEVANCE_CATEGORY_VALUES = GRIEVANCE_CATEGORIES.map((category) => category.value) as [GrievanceCategory, ...GrievanceCategory[]];

export function categoryLabel(category: string): string {
  return GRIEVANCE_CATEGORIES.find((entry) => entry.value === category)?.label ?? category;
}

export const STATUS_LABELS: Record<GrievanceStatus, string> = {
  open: "Open",
  acknowledged: "Acknowledged",
  resolved: "Resolved",
};

export type GrievanceTransitionName = "acknowledge" | "resolve";

export type GrievanceTransition = {
  name: GrievanceTransitionName;
  /** The admin's button and the form's heading. */
  label: string;
  from: readonly GrievanceStatus[];
  to: GrievanceStatus;
  /** What the rule says, for the 409 message when it does not hold. */
  rule: string;
  /** The reply field's label: every transition tells the customer something, by e-mail. */
  replyLabel: string;
};

/** Every move a complaint can make. There is no way back: a resolved complaint is never reopened (a new one is filed). */
export const GRIEVANCE_TRANSITIONS: readonly GrievanceTransition[] = [
  {
    name: "acknowledge",
    label: "Acknowledge",
    from: ["open"],
    to: "acknowledged",
    rule: "Only an open complaint can be acknowledged",
    replyLabel: "Reply to the customer (what happens next)",
  },
  {
    // A complaint settled at once (a refund already on its way) may be resolved without a separate acknowledgement:
    // the reply that resolves it acknowledges it too.
    name: "resolve",
    label: "Resolve",
    from: ["open", "acknowledged"],
    to: "resolved",
    rule: "Only an open or acknowledged complaint can be resolved",
    replyLabel: "Resolution sent to the customer",
  },
];

/** The transition an admin's `{ status }` asks for: the one that leads there. "open" has none (no reopening). */
export function transitionTo(status: GrievanceStatus): GrievanceTransition | null {
  return GRIEVANCE_TRANSITIONS.find((transition) => transition.to === status) ?? null;
}

export const REOPEN_RULE = "A complaint cannot be moved back to open: file a new complaint instead";

/** The moves an admin may make from a status: exactly the forms the admin page shows for a ticket. */
export function availableGrievanceTransitions(status: GrievanceStatus): GrievanceTransition[] {
  return GRIEVANCE_TRANSITIONS.filter((transition) => transition.from.includes(status));
}

// ---- Due times -------------------------------------------------------------------------------------------------

export const ACKNOWLEDGE_WITHIN_MS = 48 * 60 * 60 * 1000;

/**
 * Rule 4(5) of the Consumer Protection (E-Commerce) Rules 2020: the grievance officer "acknowledges the receipt of
 * any consumer complaint within forty-eight hours and redresses the complaint within one month from the date of
 * receipt". We read both from the moment the complaint reaches us: acknowledgement by that moment + 48 hours;
 * resolution by the same clock time on the same day of the next calendar month in India (a "month" as the General
 * Clauses Act 1897 counts it, by the calendar), or the last day of that month when it is shorter (filed 31 January,
 * due 28 or 29 February). Counting from the moment rather than the end of the day of receipt is the stricter reading
 * of the two, so a complaint never waits longer than the rule allows.
 */
export function grievanceDueTimes(filedAt: Date): { ackDueAt: Date; resolveDueAt: Date } {
  return { ackDueAt: new Date(filedAt.getTime() + ACKNOWLEDGE_WITHIN_MS), resolveDueAt: addCalendarMonthInIndia(filedAt) };
}

/** The same wall-clock time in India one calendar month later, clamped to the last day of a shorter month. */
export function addCalendarMonthInIndia(instant: Date): Date {
  const local = new Date(instant.getTime() + IST_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const daysInNextMonth = new Date(Date.UTC(year, month + 2, 0)).getUTCDate();
  const next = new Date(local);
  next.setUTCFullYear(year, month + 1, Math.min(local.getUTCDate(), daysInNextMonth));
  return new Date(next.getTime() - IST_OFFSET_MS);
}

/** The calendar year in India of an instant: the year a ticket number carries. */
export function indianYear(instant: Date): number {
  return new Date(instant.getTime() + IST_OFFSET_MS).getUTCFullYear();
}

/** The facts the overdue rule reads, as ISO-8601 UTC strings (which compare as the instants they name). */
export type DueFacts = { status: GrievanceStatus; ackDueAt: string; resolveDueAt: string };
export type OverdueKind = "acknowledgement" | "resolution" | null;

/**
 * Which promise a complaint has broken at `now`: not acknowledged after its acknowledgement was due, or not resolved
 * after its resolution was due (the later breach is named when both are). Null when it is on time or resolved.
 * The admin list's SQL order and the overview's counts restate this rule (worker/domains/grievances/grievances.ts); the
 * tests check that they agree.
 */
export function overdueKind(facts: DueFacts, now: Date = new Date()): OverdueKind {
  if (facts.status === "resolved") return null;
  const at = now.toISOString();
  if (facts.resolveDueAt < at) return "resolution";
  if (facts.status === "open" && facts.ackDueAt < at) return "acknowledgement";
  return null;
}

/** The next thing due for a complaint: its acknowledgement while open, its resolution once acknowledged. */
export function nextDueAt(facts: DueFacts): string | null {
  if (facts.status === "open") return facts.ackDueAt;
  if (facts.status === "acknowledged") return facts.resolveDueAt;
  return null;
}

/** "12 Nov 2026, 3:45 pm IST": how every page and mail shows a due time (the customer and the officer are in India). */
export function formatIst(iso: string): string {
  const text = new Date(iso).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" });
  return `${text} IST`;
}

/** The ticket's human-friendly number: GR-2026-00042 (the serial is the database's, per calendar year in India). */
export function ticketNumber(year: number, serial: number): string {
  return `GR-${year}-${String(serial).padStart(5, "0")}`;
}
