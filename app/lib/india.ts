/**
 * Indian states and union territories, and which one a PIN code belongs to (India Post's postal circles: the first
 * digits of a PIN name the circle). Used to validate addresses and to find an address's delivery zone from its
 * pincode alone (the product page's pincode check has no state to go by).
 */

export const STATES_AND_UNION_TERRITORIES = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry",
] as const;

export type IndianState = (typeof STATES_AND_UNION_TERRITORIES)[number];

/** The list's own spelling of a state typed in any case, or null when it is none of them. */
export function canonicalState(name: string): IndianState | null {
  const key = name.trim().toLowerCase().replace(/\s+/g, " ").replace(/&/g, "and");
  return STATES_AND_UNION_TERRITORIES.find((state) => state.toLowerCase() === key) ?? null;
}

/** India Post PIN codes: 6 digits, the first (the postal region) never 0. */
export const PINCODE_FORMAT = /^[1-9][0-9]{5}$/;

// Postal circles by PIN prefix; a longer prefix overrides a shorter one. Region 9 is the Army Postal Service, which
// belongs to no state.
const CIRCLES: [string, IndianState][] = [
  ["11", "Delhi"],
  ["12", "Haryana"],
  ["13", "Haryana"],
  ["14", "Punjab"],
  ["15", "Punjab"],
  ["16", "Punjab"],
  ["160", "Chandigarh"],
  ["17", "Himachal Pradesh"],
  ["18", "Jammu and Kashmir"],
  ["19", "Jammu and Kashmir"],
  ["194", "Ladakh"],
  ...(["20", "21", "22", "23", "24", "25", "26", "27", "28"].map((p) => [p, "Uttar Pradesh"]) as [string, IndianState][]),
  ...(["246", "247", "248", "249", "262", "263"].map((p) => [p, "Uttarakhand"]) as [string, IndianState][]),
  ...(["30", "31", "32", "33", "34"].map((p) => [p, "Rajasthan"]) as [string, IndianState][]),
  ...(["36", "37", "38", "39"].map((p) => [p, "Gujarat"]) as [string, IndianState][]),
  ["3962", "Dadra and Nagar Haveli and Daman and Diu"],
  ...(["40", "41", "42", "43", "44"].map((p) => [p, "Maharashtra"]) as [string, IndianState][]),
  ["403", "Goa"],
  ...(["45", "46", "47", "48"].map((p) => [p, "Madhya Pradesh"]) as [string, IndianState][]),
  ["49", "Chhattisgarh"],
  ["50", "Telangana"],
  ...(["51", "52", "53"].map((p) => [p, "Andhra Pradesh"]) as [string, IndianState][]),
  ...(["56", "57", "58", "59"].map((p) => [p, "Karnataka"]) as [string, IndianState][]),
  ...(["60", "61", "62", "63", "64"].map((p) => [p, "Tamil Nadu"]) as [string, IndianState][]),
  ["605", "Puducherry"],
  ...(["67", "68", "69"].map((p) => [p, "Kerala"]) as [string, IndianState][]),
  ["6825", "Lakshadweep"],
  ...(["70", "71", "72", "73", "74"].map((p) => [p, "West Bengal"]) as [string, IndianState][]),
  ["737", "Sikkim"],
  ["744", "Andaman and Nicobar Islands"],
  ...(["75", "76", "77"].map((p) => [p, "Odisha"]) as [string, IndianState][]),
  ["78", "Assam"],
  ...(["790", "791", "792"].map((p) => [p, "Arunachal Pradesh"]) as [string, IndianState][]),
  ["793", "Meghalaya"],
  ["794", "Meghalaya"],
  ["795", "Manipur"],
  ["796", "Mizoram"],
  ["797", "Nagaland"],
  ["798", "Nagaland"],
  ["799", "Tripura"],
  ...(["80", "81", "82", "83", "84", "85"].map((p) => [p, "Bihar"]) as [string, IndianState][]),
  ...(["814", "815", "816", "825", "826", "827", "828", "829", "831", "832", "833", "834", "835"].map((p) => [p, "Jharkhand"]) as [string, IndianState][]),
];

/** The state or union territory a PIN code is in, by its postal circle; null for the Army Postal Service or a bad pin. */
export function stateOfPincode(pincode: string): IndianState | null {
  if (!PINCODE_FORMAT.test(pincode)) return null;
  let best: [string, IndianState] | null = null;
  for (const circle of CIRCLES) {
    if (pincode.startsWith(circle[0]) && (!best || circle[0].length > best[0].length)) best = circle;
  }
  return best?.[1] ?? null;
}
