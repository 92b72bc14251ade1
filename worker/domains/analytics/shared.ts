/**
 * The periods of the sales analytics (API.md 3.7.5), shared by the analytics service, its API adapter and the
 * admin Analysis page, which reads the period from its URL in the browser too: isomorphic, no service code.
 */
export const PERIODS = { daily: 1, weekly: 7, monthly: 30 } as const;
export type Period = keyof typeof PERIODS;
export const DEFAULT_PERIOD: Period = "weekly";

/** A period name from a query string; anything unknown or missing is the default. */
export function parsePeriod(value: string | undefined | null): Period {
  return value && Object.hasOwn(PERIODS, value) ? (value as Period) : DEFAULT_PERIOD;
}

/**
 * Issue 32 (item 5): the periods of the returns (RTO) analytics. A refused parcel comes back weeks after it was
 * ordered, so the figures cover months, not days: the orders placed in the last 30, 90 or 365 days.
 */
export const RTO_PERIODS = { "30d": 30, "90d": 90, "365d": 365 } as const;
export type RtoPeriod = keyof typeof RTO_PERIODS;
export const DEFAULT_RTO_PERIOD: RtoPeriod = "90d";

/** A returns period from a query string: missing or empty is the default; anything else unknown is null (a 400). */
export function rtoPeriodOf(value: string | undefined | null): RtoPeriod | null {
  if (value === undefined || value === null || value === "") return DEFAULT_RTO_PERIOD;
  return Object.hasOwn(RTO_PERIODS, value) ? (value as RtoPeriod) : null;
}

/** The message of a 400 for an unknown returns period. */
export const RTO_PERIOD_MESSAGE = `period must be one of ${Object.keys(RTO_PERIODS).join(", ")}`;

/**
 * A place (pincode, district, state) or product with fewer COD outcomes than this is marked "few orders": its rate
 * is shown but not read as a headline (one refusal out of one order is "100 %").
 */
export const RTO_MIN_OUTCOMES = 5;

/** At most this many pincodes, districts and products are listed, most returns first. */
export const RTO_TOP = 20;

/** The RTO rate as the page and docs/api-additions.md state it. */
export const RTO_RATE_DEFINITION =
  "RTO rate = cash-on-delivery orders refused at the door (returned) ÷ cash-on-delivery orders that reached an outcome " +
  "(returned, or delivered with the cash collected), over the orders placed in the period; COD orders still open " +
  "(awaiting confirmation, not shipped, on the way) or cancelled before shipping are not in it.";
