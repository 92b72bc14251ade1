/**
 * Delivery rules as an admin edits them (Settings → Delivery, PUT /api/admin/delivery) and the pincode check's
 * query (GET /api/delivery/quote). Amounts are rupees here, as everywhere in JSON; the service stores paise.
 * Every message names the field (and the zone, by its position), because the whole rule set is saved at once.
 */
import { z } from "zod";
import { MAX_CART_QUANTITY } from "../../checkout/shared/cart";
import { canonicalState, PINCODE_FORMAT, resolveAddressState } from "./india";
import { fieldError, requiredText } from "../../../shared/text-fields";

export const MAX_DELIVERY_ZONES = 50;
export const MAX_PINCODE_ENTRIES = 1000;
/** Above any delivery fee or order value a small shop meets; keeps stored paise far inside SQLite's integers. */
const MAX_RUPEES = 10_000_000;
const MAX_ETA_DAYS = 60;

/** Rupees with at most 2 decimals, from 0. */
function rupeesField(label: string) {
  return z
    .number({ error: fieldError(label, "a number of rupees") })
    .min(0, `${label} cannot be negative`)
    .max(MAX_RUPEES, `${label} must be at most ₹${MAX_RUPEES.toLocaleString("en-IN")}`)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, `${label} can have at most 2 decimals (paise)`);
}

function daysField(label: string) {
  return z
    .number({ error: fieldError(label, "a whole number of days") })
    .int(`${label} must be a whole number of days`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_ETA_DAYS, `${label} can be at most ${MAX_ETA_DAYS}`);
}

/** A pincode or the first 1 to 6 digits of pincodes (a prefix covers every pincode starting with it). */
function pincodePrefixList(label: string, max: number) {
  const entry = z
    .string({ error: fieldError(`Each of ${label}`, "text (1 to 6 digits)") })
    .trim()
    .regex(/^[1-9][0-9]{0,5}$/, `${label} must be pincodes or pincode prefixes: 1 to 6 digits, not starting with 0`);
  return z
    .array(entry, { error: fieldError(label, "a list of pincodes or prefixes") })
    .max(max, `${label} can have at most ${max} entries`)
    .transform((values) => [...new Set(values)]);
}

/** A list of states and union territories, stored as worker/domains/delivery/shared/india.ts spells them. */
function stateList(label: string) {
  const entry = z.string({ error: fieldError(`Each of ${label}`, "text") }).transform((value, context) => {
    const state = canonicalState(value);
    if (!state) context.addIssue({ code: "custom", message: `${label}: "${value.slice(0, 60)}" is not one of India's states or union territories` });
    return state ?? value;
  });
  return z
    .array(entry, { error: fieldError(label, "a list of states") })
    .max(40, `${label} can have at most 40 entries`)
    .transform((values) => [...new Set(values)]);
}

export const deliveryZoneInputSchema = z
  .object(
    {
      name: requiredText("Zone name", 100),
      /** No states and no prefixes: the zone for the rest of India. */
      states: stateList("Zone states").optional().default([]),
      pincodePrefixes: pincodePrefixList("Zone pincode prefixes", 200).optional().default([]),
      baseFee: rupeesField("Zone base fee"),
      perExtra500g: rupeesField("Zone fee per extra 500 g"),
      /** Items worth this much (sale price) travel free; null or absent: never free. */
      freeAbove: rupeesField("Zone free-delivery threshold").nullable().optional().default(null),
      etaMinDays: daysField("Zone minimum delivery days"),
      etaMaxDays: daysField("Zone maximum delivery days"),
    },
    { error: fieldError("Each of Zones (zones)", "an object with name, states, pincodePrefixes, baseFee, perExtra500g, freeAbove, etaMinDays and etaMaxDays") },
  )
  .refine((zone) => zone.etaMaxDays >= zone.etaMinDays, { message: "Zone maximum delivery days must be at least its minimum", path: ["etaMaxDays"] });

export const codSettingsInputSchema = z.object(
  {
    enabled: z.boolean({ error: fieldError("Cash on delivery enabled (cod.enabled)", "true or false") }),
    /** The largest bill payable in cash; null or absent: no limit. */
    maxOrderValue: rupeesField("Cash on delivery maximum order value").nullable().optional().default(null),
    fee: rupeesField("Cash on delivery fee"),
    excludedPincodes: pincodePrefixList("Cash on delivery excluded pincodes", MAX_PINCODE_ENTRIES).optional().default([]),
  },
  { error: fieldError("Cash on delivery settings (cod)", "an object with enabled, maxOrderValue, fee and excludedPincodes") },
);

/** Where two zones claim the same state, prefix or the rest of India, the quote would depend on their order. */
function overlapProblem(zones: z.infer<typeof deliveryZoneInputSchema>[]): { message: string; path: (string | number)[] } | null {
  const stateOwner = new Map<string, number>();
  const prefixOwner = new Map<string, number>();
  let catchAll: number | null = null;
  const names = new Map<string, number>();
  for (const [index, zone] of zones.entries()) {
    const zoneName = `Zone ${index + 1} (${zone.name})`;
    const sameName = names.get(zone.name.toLowerCase());
    if (sameName !== undefined) return { message: `Zone names must differ: zones ${sameName + 1} and ${index + 1} are both called ${zone.name}`, path: [index, "name"] };
    names.set(zone.name.toLowerCase(), index);
    for (const state of zone.states) {
      const owner = stateOwner.get(state);
      if (owner !== undefined) return { message: `Zone states: ${state} is in zone ${owner + 1} (${zones[owner].name}) and ${zoneName}`, path: [index, "states"] };
      stateOwner.set(state, index);
    }
    for (const prefix of zone.pincodePrefixes) {
      const owner = prefixOwner.get(prefix);
      if (owner !== undefined) return { message: `Zone pincode prefixes: ${prefix} is in zone ${owner + 1} and ${zoneName}`, path: [index, "pincodePrefixes"] };
      prefixOwner.set(prefix, index);
    }
    if (zone.states.length === 0 && zone.pincodePrefixes.length === 0) {
      if (catchAll !== null) return { message: `Zone states: only one zone may have no states and no prefixes (the rest of India); zones ${catchAll + 1} and ${index + 1} both do`, path: [index, "states"] };
      catchAll = index;
    }
  }
  return null;
}

export const deliveryRulesInputSchema = z.object({
  zones: z
    .array(deliveryZoneInputSchema, { error: fieldError("Zones (zones)", "a list") })
    .max(MAX_DELIVERY_ZONES, `Zones: at most ${MAX_DELIVERY_ZONES}`)
    .superRefine((zones, context) => {
      const problem = overlapProblem(zones);
      if (problem) context.addIssue({ code: "custom", message: problem.message, path: problem.path });
    }),
  unservedPincodes: pincodePrefixList("Unserved pincodes", MAX_PINCODE_ENTRIES),
  cod: codSettingsInputSchema,
});

export type DeliveryRulesInput = z.infer<typeof deliveryRulesInputSchema>;
export type DeliveryZoneInput = z.infer<typeof deliveryZoneInputSchema>;

/** The pincode check: a pincode, and optionally one pack and quantity to price (else the signed-in customer's cart). */
export const deliveryQuoteQuerySchema = z.object({
  pincode: z
    .string({ error: fieldError("Pincode (pincode)", "text") })
    .trim()
    .regex(PINCODE_FORMAT, "Pincode must be 6 digits and cannot start with 0")
    .superRefine((pincode, context) => {
      // An Army Postal Service pincode or a PIN area that does not exist is named as such, not quoted a fee.
      const resolved = resolveAddressState(pincode);
      if (!resolved.ok) context.addIssue({ code: "custom", message: resolved.message });
    }),
  productId: z.string().trim().min(1, "productId must not be empty").max(64, "productId is invalid").optional(),
  variantId: z.string().trim().min(1, "variantId must not be empty").max(64, "variantId is invalid").optional(),
  quantity: z
    .string()
    .regex(/^\d{1,3}$/, "Quantity must be a whole number")
    .transform(Number)
    .pipe(z.number().min(1, "Quantity must be at least 1").max(MAX_CART_QUANTITY, `Quantity can be at most ${MAX_CART_QUANTITY}`))
    .optional(),
});

export type DeliveryQuoteQuery = z.infer<typeof deliveryQuoteQuerySchema>;

/** The rules as GET /api/admin/delivery answers and the Settings page edits them: the input's shape, zones with ids. */
export type DeliveryRulesView = Omit<DeliveryRulesInput, "zones"> & { zones: (DeliveryZoneInput & { _id: string })[] };
