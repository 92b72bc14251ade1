/** India Standard Time: one time zone and no daylight saving, so always UTC+05:30. Days, months and financial years
 * of the shop (sales figures, invoices, complaint due times) are counted in it. */
export const IST_OFFSET_MS = 330 * 60 * 1000;

/** The calendar day in India (YYYY-MM-DD) of an instant. */
export function istDay(instant: Date | string | number = Date.now()): string {
  return new Date(new Date(instant).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
