/**
 * The grievance rules of worker/domains/grievances/shared/status.ts: due times (48 hours; one calendar month in India, clamped to a
 * shorter month), the overdue rule, the transitions table and the ticket format. Expected instants are written out
 * by hand from the rule, in UTC, with the Indian time they stand for beside them.
 */
import { describe, expect, it } from "vitest";
import {
  addCalendarMonthInIndia,
  availableGrievanceTransitions,
  formatIst,
  grievanceDueTimes,
  indianYear,
  overdueKind,
  ticketNumber,
  transitionTo,
} from "../../worker/domains/grievances/shared/status";

const at = (iso: string) => new Date(iso);

describe("one calendar month in India", () => {
  it.each([
    // filed (UTC)               India                 due (UTC)
    ["2026-03-15T06:30:00.000Z", "15 Mar 12:00", "2026-04-15T06:30:00.000Z"],
    ["2027-01-31T04:30:00.000Z", "31 Jan 10:00", "2027-02-28T04:30:00.000Z"],
    ["2028-01-31T04:30:00.000Z", "31 Jan 10:00 (leap year)", "2028-02-29T04:30:00.000Z"],
    ["2026-05-31T12:00:00.000Z", "31 May 17:30", "2026-06-30T12:00:00.000Z"],
    ["2026-12-15T10:00:00.000Z", "15 Dec 15:30", "2027-01-15T10:00:00.000Z"],
    // Already the next day (or month, or year) in India: the month is counted from India's date.
    ["2026-03-30T20:00:00.000Z", "31 Mar 01:30", "2026-04-29T20:00:00.000Z"],
    ["2026-12-31T19:00:00.000Z", "1 Jan 2027 00:30", "2027-01-31T19:00:00.000Z"],
  ])("filed %s (%s in India) is due %s", (filed, _india, due) => {
    expect(addCalendarMonthInIndia(at(filed)).toISOString()).toBe(due);
    expect(grievanceDueTimes(at(filed)).resolveDueAt.toISOString()).toBe(due);
  });

  it("acknowledgement is due exactly 48 hours after filing", () => {
    expect(grievanceDueTimes(at("2026-02-27T18:45:10.123Z")).ackDueAt.toISOString()).toBe("2026-03-01T18:45:10.123Z");
  });

  it("the ticket's year is India's", () => {
    expect(indianYear(at("2026-12-31T18:29:59.999Z"))).toBe(2026);
    expect(indianYear(at("2026-12-31T18:30:00.000Z"))).toBe(2027);
  });

  it("shows due times in India's time", () => {
    expect(formatIst("2026-12-31T19:00:00.000Z")).toMatch(/^1 Jan 2027, 12:30\s?am IST$/);
  });
});

describe("overdue", () => {
  const facts = { ackDueAt: "2026-05-03T10:00:00.000Z", resolveDueAt: "2026-06-01T10:00:00.000Z" };
  it.each([
    ["open", "2026-05-03T10:00:00.000Z", null],
    ["open", "2026-05-03T10:00:00.001Z", "acknowledgement"],
    ["acknowledged", "2026-05-20T00:00:00.000Z", null],
    ["acknowledged", "2026-06-01T10:00:00.001Z", "resolution"],
    ["open", "2026-06-02T00:00:00.000Z", "resolution"],
    ["resolved", "2027-01-01T00:00:00.000Z", null],
  ] as const)("a ticket %s at %s is overdue for %s", (status, now, expected) => {
    expect(overdueKind({ status, ...facts }, at(now))).toBe(expected);
  });
});

describe("transitions", () => {
  it("moves only forward, each move from the statuses the rule names", () => {
    expect(availableGrievanceTransitions("open").map((t) => t.name)).toEqual(["acknowledge", "resolve"]);
    expect(availableGrievanceTransitions("acknowledged").map((t) => t.name)).toEqual(["resolve"]);
    expect(availableGrievanceTransitions("resolved")).toEqual([]);
    expect(transitionTo("open")).toBeNull();
    expect(transitionTo("acknowledged")?.rule).toBe("Only an open complaint can be acknowledged");
  });

  it("numbers tickets GR-year-serial with five digits", () => {
    expect(ticketNumber(2026, 42)).toBe("GR-2026-00042");
    expect(ticketNumber(2027, 123456)).toBe("GR-2027-123456");
  });
});
