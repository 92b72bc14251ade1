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
