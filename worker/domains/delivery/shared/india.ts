/**
 * India's 28 states and 8 union territories (one table: the name the shop stores, the GST state code, the spellings
 * people type) and which of them a PIN code is in. An address's state is settled here once, from its pincode: the
 * delivery fee, cash on delivery and the invoice's place of supply all follow that one state, so "AP" typed with a
 * Guntur pincode, or a Delhi pincode with "Andhra Pradesh", can never be priced or taxed as somewhere else.
 * Browser-safe: the pages' address forms validate with it too.
 */
import { PIN_PREFIXES_BY_STATE, SHARED_PIN_PREFIXES } from "../data/pin-prefixes.ts";

type StateRow = { code: string; kind: "state" | "union territory"; aliases?: readonly string[] };

/**
 * Official short names, GST state codes (the first two digits of a GSTIN and the place-of-supply code) and the
 * abbreviations and old names shoppers type (compared without dots, spaces and case: "A.P." is "ap").
 */
const STATE_TABLE = {
  "Andhra Pradesh": { code: "37", kind: "state", aliases: ["ap", "andhra"] },
  "Arunachal Pradesh": { code: "12", kind: "state", aliases: ["ar", "arunachal"] },
  Assam: { code: "18", kind: "state", aliases: ["as"] },
  Bihar: { code: "10", kind: "state", aliases: ["br"] },
  Chhattisgarh: { code: "22", kind: "state", aliases: ["cg", "ct", "chattisgarh", "chhatisgarh"] },
  Goa: { code: "30", kind: "state", aliases: ["ga"] },
  Gujarat: { code: "24", kind: "state", aliases: ["gj", "gujrat"] },
  Haryana: { code: "06", kind: "state", aliases: ["hr"] },
  "Himachal Pradesh": { code: "02", kind: "state", aliases: ["hp", "himachal"] },
  Jharkhand: { code: "20", kind: "state", aliases: ["jh"] },
  Karnataka: { code: "29", kind: "state", aliases: ["ka", "karnatak"] },
  Kerala: { code: "32", kind: "state", aliases: ["kl", "kerela"] },
  "Madhya Pradesh": { code: "23", kind: "state", aliases: ["mp"] },
  Maharashtra: { code: "27", kind: "state", aliases: ["mh", "maharastra"] },
  Manipur: { code: "14", kind: "state", aliases: ["mn"] },
  Meghalaya: { code: "17", kind: "state", aliases: ["ml"] },
  Mizoram: { code: "15", kind: "state", aliases: ["mz"] },
  Nagaland: { code: "13", kind: "state", aliases: ["nl"] },
  Odisha: { code: "21", kind: "state", aliases: ["od", "or", "orissa"] },
  Punjab: { code: "03", kind: "state", aliases: ["pb"] },
  Rajasthan: { code: "08", kind: "state", aliases: ["rj"] },
  Sikkim: { code: "11", kind: "state", aliases: ["sk"] },
  "Tamil Nadu": { code: "33", kind: "state", aliases: ["tn", "tamilnadu"] },
  Telangana: { code: "36", kind: "state", aliases: ["ts", "tg", "telengana", "telagana"] },
  Tripura: { code: "16", kind: "state", aliases: ["tr"] },
  "Uttar Pradesh": { code: "09", kind: "state", aliases: ["up"] },
  Uttarakhand: { code: "05", kind: "state", aliases: ["uk", "ut", "uttaranchal"] },
  "West Bengal": { code: "19", kind: "state", aliases: ["wb", "bengal"] },
  "Andaman and Nicobar Islands": { code: "35", kind: "union territory", aliases: ["an", "a and n", "a and n islands", "andaman", "andaman and nicobar"] },
  Chandigarh: { code: "04", kind: "union territory", aliases: ["ch"] },
  "Dadra and Nagar Haveli and Daman and Diu": {
    code: "26",
    kind: "union territory",
    aliases: ["dnhdd", "dnh", "dd", "daman", "diu", "daman and diu", "dadra and nagar haveli", "silvassa"],
  },
  Delhi: { code: "07", kind: "union territory", aliases: ["dl", "new delhi", "nct of delhi", "nct delhi"] },
  "Jammu and Kashmir": { code: "01", kind: "union territory", aliases: ["jk", "j and k", "jammu", "kashmir"] },
  Ladakh: { code: "38", kind: "union territory", aliases: ["la", "leh"] },
  Lakshadweep: { code: "31", kind: "union territory", aliases: ["ld", "lakshadweep islands", "lakshdweep"] },
  Puducherry: { code: "34", kind: "union territory", aliases: ["py", "pondicherry", "pondy"] },
} as const satisfies Record<keyof typeof PIN_PREFIXES_BY_STATE, StateRow>;

export type IndianState = keyof typeof STATE_TABLE;

/** The 28 states, then the 8 union territories, as the shop spells them (address forms list them in this order). */
export const STATES_AND_UNION_TERRITORIES = Object.keys(STATE_TABLE) as IndianState[];

/** The GST state code of a state or union territory ("37" for Andhra Pradesh); "" for anything else. */
export function gstStateCode(state: string): string {
  return Object.hasOwn(STATE_TABLE, state) ? STATE_TABLE[state as IndianState].code : "";
}

/** Lower case, "&" as "and", dots and repeated spaces gone: how typed names are compared ("A.P." → "ap"). */
const comparable = (typed: string) =>
  typed
    .trim()
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[.]/g, "")
    .replace(/\s+/g, " ")
    .trim();

const BY_TYPED_NAME = new Map<string, IndianState>(
  STATES_AND_UNION_TERRITORIES.flatMap((state) => [
    [comparable(state), state] as const,
    ...(STATE_TABLE[state].aliases ?? []).map((alias) => [comparable(alias), state] as const),
  ]),
);

/**
 * The table's own spelling of a state typed in any case or common short form ("AP", "A.P.", "andhra", "Orissa",
 * "NCT of Delhi", "Pondicherry"), or null when it names none of them.
 */
export function canonicalState(typed: string): IndianState | null {
  return BY_TYPED_NAME.get(comparable(typed)) ?? BY_TYPED_NAME.get(comparable(typed).replace(/\s/g, "")) ?? null;
}

/** India Post PIN codes: 6 digits, the first (the postal region) never 0. */
export const PINCODE_FORMAT = /^[1-9][0-9]{5}$/;

/** Every three-digit prefix with its states, the state of most of its PIN codes first. */
const STATES_OF_PREFIX: ReadonlyMap<string, readonly IndianState[]> = (() => {
  const map = new Map<string, IndianState[]>();
  for (const state of STATES_AND_UNION_TERRITORIES) {
    for (const range of PIN_PREFIXES_BY_STATE[state].split(" ").filter(Boolean)) {
      const [from, to = from] = range.split("-").map(Number);
      for (let prefix = from; prefix <= to; prefix += 1) map.set(String(prefix), [state]);
    }
  }
  for (const [prefix, others] of Object.entries(SHARED_PIN_PREFIXES)) map.get(prefix)?.push(...others);
  return map;
})();

/** The states a PIN code can be in (most likely first); none for a malformed or unknown one, or the Army Postal Service. */
export function statesOfPincode(pincode: string): readonly IndianState[] {
  if (!PINCODE_FORMAT.test(pincode)) return [];
  return STATES_OF_PREFIX.get(pincode.slice(0, 3)) ?? [];
}

/** The state a PIN code is in (the most likely one where a prefix spans two); null when it is in none. */
export function stateOfPincode(pincode: string): IndianState | null {
  return statesOfPincode(pincode)[0] ?? null;
}

export const ARMY_POSTAL_SERVICE_MESSAGE = "We cannot deliver to Army Postal Service (APS/FPO) pincodes: please give a civilian address";

export type ResolvedState = { ok: true; state: IndianState } | { ok: false; field: "pincode" | "state"; message: string };

/**
 * The one state an address is in, from its pincode and the state typed with it (optional: the pincode alone settles
 * all but a few border prefixes). The pincode must be a real Indian PIN area; a typed state must be a state or
 * union territory that pincode is in, else the answer names the field and what the pincode says.
 */
export function resolveAddressState(pincode: string, typed?: string | null): ResolvedState {
  if (!PINCODE_FORMAT.test(pincode)) return { ok: false, field: "pincode", message: "Pincode must be 6 digits and cannot start with 0" };
  if (pincode.startsWith("9")) return { ok: false, field: "pincode", message: ARMY_POSTAL_SERVICE_MESSAGE };
  const candidates = statesOfPincode(pincode);
  if (candidates.length === 0) return { ok: false, field: "pincode", message: `Pincode ${pincode} is not an Indian PIN code area: please check it` };
  if (!typed?.trim()) return { ok: true, state: candidates[0] };
  const state = canonicalState(typed);
  if (!state) return { ok: false, field: "state", message: `State must be one of India's states or union territories (not "${typed.trim().slice(0, 60)}")` };
  if (!candidates.includes(state)) {
    return { ok: false, field: "state", message: `Pincode ${pincode} is in ${candidates.join(" or ")}, not ${state}: please check the pincode and the state` };
  }
  return { ok: true, state };
}

/**
 * The state of an address already stored (a profile or an order from before states were settled, perhaps "AP" or a
 * state its pincode is not in): the one resolveAddressState gives, else the pincode's own, else what was typed. The
 * pincode wins, because delivery, cash on delivery and GST follow where the parcel goes.
 */
export function stateOfStoredAddress(pincode: string, typed: string): string {
  const resolved = resolveAddressState(pincode, typed);
  return resolved.ok ? resolved.state : (stateOfPincode(pincode) ?? typed);
}
