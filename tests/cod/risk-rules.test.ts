/**
 * Issue 32: the score from its signals (the weights table), each signal's reason in words with its figures, small
 * samples that make no rate, clamping to 0-100; and the owner's rules deciding COD in their one place: blocked, over
 * a day or week limit (orders or value), at or above the refuse score, at or above the advance score (the delivery
 * fee and COD fee, or the fixed amount, never more than the bill), else offered.
 */
import { describe, expect, it } from "vitest";
import { MIN_DISTRICT_SAMPLE, MIN_PINCODE_SAMPLE, RISK_WEIGHTS as W, scoreRisk, type RiskSignals } from "../../worker/domains/cod/shared/risk-rules";
import { decideCod, type CodUsage } from "../../worker/domains/cod/shared/decision";
import { DEFAULT_COD_RULES, codRulesInputSchema, type CodRules } from "../../worker/domains/cod/shared/rules";

const QUIET: RiskSignals = {
  ownCodDecided: 0, ownCodRefused: 0, accountAgeHours: 24 * 400, paidOrders: 1, paidAveragePaise: 100_000,
  pincodeDecided: 0, pincodeReturned: 0, districtDecided: 0, districtReturned: 0,
  phoneDay: 0, addressDay: 0, ipDay: 0, deviceDay: 0, phoneOtherAccounts: 0, addressOtherAccounts: 0,
};
const GOOD_ADDRESS = { hasHouseNumber: true, hasLandmark: true, length: 40 };

const score = (signals: Partial<RiskSignals> = {}, extra: { address?: typeof GOOD_ADDRESS; billPaise?: number } = {}) =>
  scoreRisk({ signals: { ...QUIET, ...signals }, address: extra.address ?? GOOD_ADDRESS, pincode: "522201", billPaise: extra.billPaise ?? 100_000 });

describe("the risk score", () => {
  it("is 0 with no reason for a quiet, known customer", () => {
    expect(score()).toEqual({ score: 0, reasons: [] });
  });

  it("counts the customer's own refusals and expired confirmations", () => {
    const result = score({ ownCodDecided: 5, ownCodRefused: 1 });
    expect(result.score).toBe(W.ownRefusal);
    expect(result.reasons).toEqual(["1 of this customer's 5 COD orders came back or were never confirmed"]);
    expect(score({ ownCodDecided: 5, ownCodRefused: 4 }).score).toBe(W.ownRefusalMax);
  });

  it("reads the pincode's RTO rate only from a sample of enough orders", () => {
    expect(score({ pincodeDecided: 5, pincodeReturned: 3 }).reasons).toEqual(["3 of 5 COD orders to 522201 came back"]);
    expect(score({ pincodeDecided: 5, pincodeReturned: 3 }).score).toBe(W.pincodeHigh);
    expect(score({ pincodeDecided: 8, pincodeReturned: 2 }).score).toBe(W.pincodeSome);
    // One order that came back is no rate.
    expect(score({ pincodeDecided: MIN_PINCODE_SAMPLE - 1, pincodeReturned: MIN_PINCODE_SAMPLE - 1 })).toEqual({ score: 0, reasons: [] });
  });

  it("falls back to the postal district (first three digits) when the pincode has too few orders, and says so", () => {
    const result = score({ pincodeDecided: 1, pincodeReturned: 1, districtDecided: 20, districtReturned: 9 });
    expect(result.reasons).toEqual(["9 of 20 COD orders to postal district 522 (pincodes 522xxx) came back"]);
    expect(result.score).toBe(W.districtHigh);
    expect(score({ districtDecided: MIN_DISTRICT_SAMPLE - 1, districtReturned: MIN_DISTRICT_SAMPLE - 1 }).score).toBe(0);
  });

  it("weighs a new account with no paid order, and trusts one with paid orders and no refusal", () => {
    expect(score({ accountAgeHours: 2.5, paidOrders: 0, paidAveragePaise: null })).toEqual({ score: W.newAccountDay, reasons: ["Account made 2 hours ago, no paid orders yet"] });
    expect(score({ accountAgeHours: 72, paidOrders: 0, paidAveragePaise: null }).reasons).toEqual(["Account made 3 days ago, no paid orders yet"]);
    const trusted = score({ paidOrders: 5, pincodeDecided: 5, pincodeReturned: 3 });
    expect(trusted.score).toBe(W.pincodeHigh + W.trusted);
    expect(trusted.reasons).toContain("5 paid orders before, none refused");
  });

  it("counts orders in the last day from the same phone, address, device, and many from one IP", () => {
    expect(score({ phoneDay: 3 }).reasons).toEqual(["3 other orders in the last 24 hours from the same phone"]);
    expect(score({ addressDay: 2 }).reasons).toEqual(["2 other orders in the last 24 hours from the same address"]);
    expect(score({ deviceDay: 2 }).reasons).toEqual(["2 other orders in the last 24 hours from the same device"]);
    expect(score({ ipDay: W.ipBurst - 1 }).reasons).toEqual([]);
    expect(score({ ipDay: W.ipBurst }).reasons).toEqual([`${W.ipBurst} other orders in the last 24 hours from the same IP address`]);
    expect(score({ phoneDay: 1 }).score).toBe(0);
  });

  it("counts the same phone or address on other accounts", () => {
    expect(score({ phoneOtherAccounts: 4 })).toEqual({ score: W.phoneAccountMax, reasons: ["Same phone on 4 other accounts"] });
    expect(score({ phoneOtherAccounts: 1 }).reasons).toEqual(["Same phone on 1 other account"]);
    // A family shares an address: one other account is not a signal, two are.
    expect(score({ addressOtherAccounts: 1 }).score).toBe(0);
    expect(score({ addressOtherAccounts: 2 }).reasons).toEqual(["Same address on 2 other accounts"]);
  });

  it("weighs the address's quality", () => {
    const result = score({}, { address: { hasHouseNumber: false, hasLandmark: false, length: 9 } });
    expect(result.score).toBe(W.noHouseNumber + W.shortAddress + W.noLandmark);
    expect(result.reasons).toEqual(["No house number in the address", "Address is very short (9 characters)", "No landmark in the address"]);
  });

  it("compares the order's value with the customer's own history", () => {
    expect(score({ paidOrders: 2, paidAveragePaise: 50_000 }, { billPaise: 200_000 }).reasons).toEqual(["Order of ₹2,000 is 4.0 times this customer's usual ₹500"]);
    expect(score({ paidOrders: 0, paidAveragePaise: null }, { billPaise: 600_000 }).reasons).toContain("First paid order would be a large one (₹6,000)");
  });

  it("is clamped to 100 and to 0", () => {
    const worst = score(
      { ownCodDecided: 6, ownCodRefused: 6, pincodeDecided: 10, pincodeReturned: 8, phoneDay: 5, addressDay: 5, deviceDay: 5, ipDay: 9, phoneOtherAccounts: 5, addressOtherAccounts: 5, paidOrders: 0, paidAveragePaise: null, accountAgeHours: 1 },
      { address: { hasHouseNumber: false, hasLandmark: false, length: 5 } },
    );
    expect(worst.score).toBe(100);
    expect(worst.reasons[0]).toBe("6 of this customer's 6 COD orders came back or were never confirmed");
    expect(score({ paidOrders: 9 }).score).toBe(0);
  });
});

const NO_USAGE: CodUsage = { dayOrders: 0, weekOrders: 0, dayPaise: 0, weekPaise: 0 };
const BILL = { totalPaise: 80_000, deliveryFeePaise: 6_000, codFeePaise: 4_000 };
const rules = (overrides: Partial<CodRules>): CodRules => ({ ...DEFAULT_COD_RULES, ...overrides });
const decide = (overrides: Partial<CodRules>, input: { blocked?: boolean; usage?: Partial<CodUsage>; score?: number; bill?: typeof BILL } = {}) =>
  decideCod({ rules: rules(overrides), blocked: input.blocked ?? false, usage: { ...NO_USAGE, ...input.usage }, score: input.score ?? 0, bill: input.bill ?? BILL });

describe("the COD decision", () => {
  it("offers COD with no rule set, whatever the score", () => {
    expect(decide({}, { score: 100 })).toEqual({ codRule: "offered", advancePaise: 0 });
  });

  it("refuses a blocked phone or address before anything else", () => {
    expect(decide({ refuseScore: 50 }, { blocked: true, score: 0 }).codRule).toBe("refused-blocked");
  });

  it("refuses over the day and week limits, in orders and in value (this order included)", () => {
    expect(decide({ dayMaxOrders: 2 }, { usage: { dayOrders: 1 } }).codRule).toBe("offered");
    expect(decide({ dayMaxOrders: 2 }, { usage: { dayOrders: 2 } }).codRule).toBe("refused-limit");
    expect(decide({ weekMaxOrders: 3 }, { usage: { dayOrders: 0, weekOrders: 3 } }).codRule).toBe("refused-limit");
    expect(decide({ dayMaxPaise: 150_000 }, { usage: { dayPaise: 70_000 } }).codRule).toBe("offered");
    expect(decide({ dayMaxPaise: 150_000 }, { usage: { dayPaise: 70_001 } }).codRule).toBe("refused-limit");
    expect(decide({ weekMaxPaise: 100_000 }, { usage: { weekPaise: 30_000 } }).codRule).toBe("refused-limit");
    // The limit is checked before the score.
    expect(decide({ dayMaxOrders: 1, refuseScore: 10 }, { usage: { dayOrders: 1 }, score: 90 }).codRule).toBe("refused-limit");
  });

  it("refuses at or above the refuse score, asks an advance at or above the advance score", () => {
    const set = { refuseScore: 70, advanceScore: 40 };
    expect(decide(set, { score: 70 }).codRule).toBe("refused-score");
    expect(decide(set, { score: 69 })).toEqual({ codRule: "advance", advancePaise: 10_000 });
    expect(decide(set, { score: 40 }).codRule).toBe("advance");
    expect(decide(set, { score: 39 })).toEqual({ codRule: "offered", advancePaise: 0 });
  });

  it("the advance is the delivery and COD fees, or the fixed amount (also when those fees are 0), never more than the bill", () => {
    expect(decide({ advanceScore: 10, advanceKind: "fixed", advanceFixedPaise: 25_000 }, { score: 10 }).advancePaise).toBe(25_000);
    expect(decide({ advanceScore: 10 }, { score: 10, bill: { totalPaise: 50_000, deliveryFeePaise: 0, codFeePaise: 0 } }).advancePaise).toBe(DEFAULT_COD_RULES.advanceFixedPaise);
    expect(decide({ advanceScore: 10, advanceKind: "fixed", advanceFixedPaise: 99_000 }, { score: 10 }).advancePaise).toBe(BILL.totalPaise);
  });
});

describe("the rules' input", () => {
  it("takes rupees and percent and gives paise and basis points; left-out fields are no rule", () => {
    expect(codRulesInputSchema.parse({ refuseScore: 70, advanceScore: 40, advanceKind: "fixed", advanceFixed: 150.5, dayMaxValue: 3000, prepaidDiscountPercent: 2.5 })).toEqual({
      confirmHours: 24, refuseScore: 70, advanceScore: 40, advanceKind: "fixed", advanceFixedPaise: 15_050,
      dayMaxOrders: null, weekMaxOrders: null, dayMaxPaise: 300_000, weekMaxPaise: null, prepaidDiscountBasisPoints: 250,
    });
    expect(codRulesInputSchema.parse({})).toEqual(DEFAULT_COD_RULES);
  });

  it.each([
    [{ refuseScore: 40, advanceScore: 40 }, "Advance score must be below the refuse score"],
    [{ refuseScore: 101 }, "Refuse score must be a whole number from 0 to 100"],
    [{ confirmHours: 0 }, "Confirmation hours must be a whole number from 1 to 168"],
    [{ dayMaxOrders: 3, weekMaxOrders: 2 }, "COD orders per week cannot be fewer than per day"],
    [{ dayMaxValue: 0 }, "COD value per day must be an amount in rupees above 0"],
    [{ prepaidDiscountPercent: 25 }, "Prepaid discount must be a percentage from 0 to 20"],
    [{ advanceKind: "half" }, "Advance kind must be delivery-fee or fixed"],
  ])("refuses %j naming the problem", (input, message) => {
    const result = codRulesInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(" ")).toContain(message);
  });
});
