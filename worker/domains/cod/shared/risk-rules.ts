/**
 * Issue 32: how an order's risk score (0-100) is made from its signals, in one table of weights, and the reason in
 * words (with its figures) each signal adds. The signals are counted in SQL from the shop's own history (../risk.ts,
 * one statement); this file only weighs them, so the weights are read and tuned in one place. Pure and browser-safe.
 */
import { formatPaise } from "../../../shared/money";
import type { AddressQuality } from "./keys";

/** What the scoring statement counted for a prospective order (all counts exclude the order itself). */
export type RiskSignals = {
  /** The customer's past COD orders whose outcome is known (delivered, returned, or never confirmed). */
  ownCodDecided: number;
  /** Of those, refused at the door (returned) or never confirmed (expired). */
  ownCodRefused: number;
  /** Hours since the account was made. */
  accountAgeHours: number;
  /** The customer's paid orders (payment verified, or delivered) and their average bill. */
  paidOrders: number;
  paidAveragePaise: number | null;
  /** COD orders to the pincode, and to its postal district (first three digits), with a known outcome; how many came back. */
  pincodeDecided: number;
  pincodeReturned: number;
  districtDecided: number;
  districtReturned: number;
  /** Orders in the last 24 hours by anyone from the same phone, address, IP, device. */
  phoneDay: number;
  addressDay: number;
  ipDay: number;
  deviceDay: number;
  /** Other accounts that ordered with the same phone, to the same address. */
  phoneOtherAccounts: number;
  addressOtherAccounts: number;
};

export type RiskInput = { signals: RiskSignals; address: AddressQuality; pincode: string; billPaise: number };
export type RiskAssessment = { score: number; reasons: string[] };

/** A rate is read only from this many decided COD orders (a pincode with 1 order has no rate). */
export const MIN_PINCODE_SAMPLE = 5;
export const MIN_DISTRICT_SAMPLE = 10;

/** The weights: points each signal adds (negative: takes away). The one table to tune. */
export const RISK_WEIGHTS = {
  /** Per past COD refusal (returned or never confirmed) of this customer, up to ownRefusalMax. */
  ownRefusal: 30,
  ownRefusalMax: 60,
  /** Pincode's (else district's) rate of COD parcels coming back: at or above `high`, at or above `some`. */
  areaRateHigh: 0.4,
  areaRateSome: 0.25,
  pincodeHigh: 25,
  pincodeSome: 12,
  districtHigh: 15,
  districtSome: 8,
  /** A new account with no paid order: made within a day, within a week. */
  newAccountDay: 15,
  newAccountWeek: 8,
  /** A customer with this many paid orders and no refusal is trusted: points taken away. */
  trustedPaidOrders: 3,
  trusted: -20,
  /** Orders in the last 24 hours from the same key, from `burst` on; the IP's threshold is higher (shared mobile IPs). */
  burst: 2,
  ipBurst: 4,
  phoneBurst: 12,
  addressBurst: 10,
  ipBurstPoints: 8,
  deviceBurst: 12,
  /** Per other account with the same phone (up to the max); the same address from `addressAccounts` other accounts on. */
  phoneAccount: 12,
  phoneAccountMax: 36,
  addressAccounts: 2,
  addressAccount: 8,
  addressAccountMax: 24,
  /** Address quality. */
  noHouseNumber: 12,
  shortAddress: 10,
  shortAddressBelow: 15,
  noLandmark: 4,
  /** Order value: this many times the customer's average paid bill; a first order above firstOrderLargePaise. */
  valueMultiple: 3,
  valueJump: 10,
  firstOrderLargePaise: 500_000,
  firstOrderLarge: 8,
} as const;

const W = RISK_WEIGHTS;

/** "2 hours", "3 days": how long ago, in words. */
function age(hours: number): string {
  if (hours < 1) return "less than an hour";
  if (hours < 48) return `${Math.floor(hours)} hour${Math.floor(hours) === 1 ? "" : "s"}`;
  return `${Math.floor(hours / 24)} days`;
}

type Part = [points: number, reason: string];

function customerParts({ signals: s }: RiskInput): Part[] {
  const parts: Part[] = [];
  if (s.ownCodRefused > 0) {
    parts.push([Math.min(W.ownRefusal * s.ownCodRefused, W.ownRefusalMax), `${s.ownCodRefused} of this customer's ${s.ownCodDecided} COD orders came back or were never confirmed`]);
  }
  if (s.paidOrders === 0 && s.accountAgeHours < 24 * 7) {
    parts.push([s.accountAgeHours < 24 ? W.newAccountDay : W.newAccountWeek, `Account made ${age(s.accountAgeHours)} ago, no paid orders yet`]);
  } else if (s.paidOrders >= W.trustedPaidOrders && s.ownCodRefused === 0) {
    parts.push([W.trusted, `${s.paidOrders} paid orders before, none refused`]);
  }
  return parts;
}

function areaParts({ signals: s, pincode }: RiskInput): Part[] {
  const rate = (returned: number, decided: number) => returned / decided;
  if (s.pincodeDecided >= MIN_PINCODE_SAMPLE) {
    const r = rate(s.pincodeReturned, s.pincodeDecided);
    const points = r >= W.areaRateHigh ? W.pincodeHigh : r >= W.areaRateSome ? W.pincodeSome : 0;
    return points ? [[points, `${s.pincodeReturned} of ${s.pincodeDecided} COD orders to ${pincode} came back`]] : [];
  }
  if (s.districtDecided >= MIN_DISTRICT_SAMPLE) {
    const r = rate(s.districtReturned, s.districtDecided);
    const points = r >= W.areaRateHigh ? W.districtHigh : r >= W.areaRateSome ? W.districtSome : 0;
    const district = pincode.slice(0, 3);
    return points ? [[points, `${s.districtReturned} of ${s.districtDecided} COD orders to postal district ${district} (pincodes ${district}xxx) came back`]] : [];
  }
  return [];
}

function burstParts({ signals: s }: RiskInput): Part[] {
  const parts: Part[] = [];
  const burst = (count: number, threshold: number, points: number, what: string) => {
    if (count >= threshold) parts.push([points, `${count} other orders in the last 24 hours from the same ${what}`]);
  };
  burst(s.phoneDay, W.burst, W.phoneBurst, "phone");
  burst(s.addressDay, W.burst, W.addressBurst, "address");
  burst(s.deviceDay, W.burst, W.deviceBurst, "device");
  burst(s.ipDay, W.ipBurst, W.ipBurstPoints, "IP address");
  if (s.phoneOtherAccounts > 0) {
    parts.push([Math.min(W.phoneAccount * s.phoneOtherAccounts, W.phoneAccountMax), `Same phone on ${s.phoneOtherAccounts} other account${s.phoneOtherAccounts === 1 ? "" : "s"}`]);
  }
  if (s.addressOtherAccounts >= W.addressAccounts) {
    parts.push([Math.min(W.addressAccount * s.addressOtherAccounts, W.addressAccountMax), `Same address on ${s.addressOtherAccounts} other accounts`]);
  }
  return parts;
}

function addressParts({ address }: RiskInput): Part[] {
  const parts: Part[] = [];
  if (!address.hasHouseNumber) parts.push([W.noHouseNumber, "No house number in the address"]);
  if (address.length < W.shortAddressBelow) parts.push([W.shortAddress, `Address is very short (${address.length} characters)`]);
  if (!address.hasLandmark) parts.push([W.noLandmark, "No landmark in the address"]);
  return parts;
}

function valueParts({ signals: s, billPaise }: RiskInput): Part[] {
  if (s.paidOrders > 0 && s.paidAveragePaise) {
    const times = billPaise / s.paidAveragePaise;
    return times >= W.valueMultiple ? [[W.valueJump, `Order of ${formatPaise(billPaise)} is ${times.toFixed(1)} times this customer's usual ${formatPaise(s.paidAveragePaise)}`]] : [];
  }
  return billPaise >= W.firstOrderLargePaise ? [[W.firstOrderLarge, `First paid order would be a large one (${formatPaise(billPaise)})`]] : [];
}

/** The score (clamped to 0-100) and the reasons that added to it (largest first; a trust reason last). */
export function scoreRisk(input: RiskInput): RiskAssessment {
  const parts = [...customerParts(input), ...areaParts(input), ...burstParts(input), ...addressParts(input), ...valueParts(input)];
  const total = parts.reduce((sum, [points]) => sum + points, 0);
  const reasons = [...parts].sort((a, b) => b[0] - a[0]).map(([, reason]) => reason);
  return { score: Math.max(0, Math.min(100, Math.round(total))), reasons };
}
