/**
 * Issue 33: how the admin's batch pages write a day and send a typed number, in one place for the products page's
 * batches, the Best-before report and the shelf-life rule in Settings.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2027-01-05" → "5 Jan 2027"; a dateless batch (opening stock) has none: "no date". Read as written, no time zone. */
export function formatDay(day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  if (!match) return "no date";
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}

/** A typed whole number goes as a number; anything else goes as typed, so that the server names the field. */
export function numberOrTyped(typed: string): number | string {
  const trimmed = typed.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}
