/**
 * Issue 32: the keys an order is compared by across the shop's history (same phone, same address on other accounts,
 * a block on either). Typing differs from order to order ("H.No 12-3, Opp. Temple Road" / "12 3 temple rd"), so one
 * normalisation of each is made here and stored on the order (orders.phone_key, orders.address_key) and on a block
 * (cod_blocks.value): comparisons are then plain equality on an index. Browser-safe and pure.
 */
import { normaliseIndianMobile } from "../../accounts/shared/phone";

/** The phone as +91XXXXXXXXXX, or null when it is not an Indian mobile number (a landline, a typo). */
export function phoneKey(typed: string | null | undefined): string | null {
  if (!typed) return null;
  const normalised = normaliseIndianMobile(typed);
  return normalised.ok ? normalised.number : null;
}

/**
 * Words people add to a door number or street that say nothing about where it is: "H.No", "D.No", "Door No",
 * "Flat", "Plot", "No", "Opp", "Near"... dropped (after punctuation became spaces, so "H.No." is "h no").
 */
const FILLER_WORDS = new Set(["h", "hno", "d", "dno", "door", "no", "number", "house", "flat", "plot", "opp", "opposite", "near", "beside", "behind", "the", "at", "and", "of"]);

/** Common spellings of the same word, read as one. */
const SAME_WORD: Record<string, string> = { rd: "road", st: "street", str: "street", ngr: "nagar", clny: "colony", apts: "apartments", apt: "apartments", x: "cross" };

/** The meaningful words of a piece of an address, lower case, punctuation and fillers gone. */
function addressWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .split(" ")
    .filter((word) => word && !FILLER_WORDS.has(word))
    .map((word) => SAME_WORD[word] ?? word);
}

/**
 * One key for a delivery address: the door number's and street's meaningful words and the pincode
 * ("12 3 temple road|522201"); the city and state add nothing the pincode does not say. Null without a pincode or
 * without any word (nothing to compare).
 */
export function addressKey(address: { doorNo: string; street: string; pincode: string }): string | null {
  const pincode = address.pincode.replace(/\D/g, "");
  const words = [...addressWords(address.doorNo), ...addressWords(address.street)];
  if (!/^\d{6}$/.test(pincode) || words.length === 0) return null;
  return `${words.join(" ")}|${pincode}`;
}

/** Words that name a landmark a courier can ask for. */
const LANDMARK = /\b(near|opp|opposite|beside|behind|backside|landmark|temple|church|masjid|mosque|school|college|hospital|bank|bus stop|busstop|junction|circle|center|centre|market|park|office|tank|water tank)\b/i;

/** What the score reads of an address's quality: a house number, a landmark, how much was written. */
export type AddressQuality = { hasHouseNumber: boolean; hasLandmark: boolean; length: number };

export function addressQuality(address: { doorNo: string; street: string }): AddressQuality {
  const text = `${address.doorNo} ${address.street}`.replace(/\s+/g, " ").trim();
  return { hasHouseNumber: /\d/.test(address.doorNo), hasLandmark: LANDMARK.test(text), length: text.length };
}

/** The postal sorting district of a pincode: its first three digits. */
export function pincodeDistrict(pincode: string): string {
  return pincode.slice(0, 3);
}
