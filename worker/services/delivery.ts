/**
 * The shop's delivery rules as stored (delivery_zones and the delivery/COD columns of shop_settings), read in one
 * round trip, the pincode check's quote, and the admin's saving of the whole rule set. The rules themselves are
 * app/lib/delivery.ts.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { defaultVariant } from "../../app/lib/catalog";
import { quoteDelivery, type DeliveryQuote, type DeliveryRules } from "../../app/lib/delivery";
import { formatRupees, paiseToRupees, rupeesToPaise } from "../../app/lib/money";
import type { DeliveryQuoteQuery, DeliveryRulesInput, DeliveryRulesView } from "../../app/lib/schemas/delivery";
import type { Principal } from "../../app/lib/user";
import { cartItems, carts, deliveryZones, productVariants, products, shopSettings } from "../../db/schema";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../lib/errors";
import { newId, nowIso } from "../lib/ids";
import { auditStatement } from "./audit";
import { liveVariantsJson, parseVariants, toVariantView } from "./catalog";
import type { ServiceContext } from "./context";

const SETTINGS_ROW_ID = 1;

const zonesQuery = (db: Db) => db.select().from(deliveryZones).orderBy(asc(deliveryZones.position), asc(deliveryZones.id));
const settingsQuery = (db: Db) =>
  db
    .select({
      unservedPincodes: shopSettings.unservedPincodes,
      codEnabled: shopSettings.codEnabled,
      codMaxPaise: shopSettings.codMaxPaise,
      codFeePaise: shopSettings.codFeePaise,
      codExcludedPincodes: shopSettings.codExcludedPincodes,
    })
    .from(shopSettings)
    .where(eq(shopSettings.id, SETTINGS_ROW_ID));

function toRules(zones: Awaited<ReturnType<typeof zonesQuery>>, settings: Awaited<ReturnType<typeof settingsQuery>>): DeliveryRules {
  const row = settings[0];
  return {
    zones: zones.map((zone) => ({
      _id: zone.id,
      name: zone.name,
      states: zone.states,
      pincodePrefixes: zone.pincodePrefixes,
      baseFeePaise: zone.baseFeePaise,
      perExtra500gPaise: zone.perExtra500gPaise,
      freeAbovePaise: zone.freeAbovePaise,
      etaMinDays: zone.etaMinDays,
      etaMaxDays: zone.etaMaxDays,
    })),
    unservedPincodes: row?.unservedPincodes ?? [],
    cod: {
      enabled: row?.codEnabled ?? false,
      maxPaise: row?.codMaxPaise ?? null,
      feePaise: row?.codFeePaise ?? 0,
      excludedPincodes: row?.codExcludedPincodes ?? [],
    },
  };
}

export async function loadDeliveryRules(ctx: Pick<ServiceContext, "db">): Promise<DeliveryRules> {
  const [zones, settings] = await ctx.db.batch([zonesQuery(ctx.db), settingsQuery(ctx.db)]);
  return toRules(zones, settings);
}

export async function deliveryQuote(
  ctx: Pick<ServiceContext, "db">,
  request: { pincode: string; state?: string | null; itemsPaise: number; weightGrams: number },
): Promise<DeliveryQuote> {
  return quoteDelivery(await loadDeliveryRules(ctx), request);
}

/** What the pincode check prices: items at sale price and their shipping weight. */
type Basket = { itemsPaise: number; weightGrams: number };

/** The signed-in customer's cart (live packs of live products) as one aggregate row. */
const cartBasketQuery = (db: Db, userId: string) =>
  db
    .select({
      itemsPaise: sql<number>`coalesce(sum(${cartItems.quantity} * ${productVariants.salePricePaise}), 0)`,
      weightGrams: sql<number>`coalesce(sum(${cartItems.quantity} * coalesce(${productVariants.weightGrams}, 0)), 0)`,
    })
    .from(carts)
    .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
    .innerJoin(productVariants, and(eq(productVariants.id, cartItems.variantId), isNull(productVariants.deletedAt)))
    .innerJoin(products, and(eq(products.id, cartItems.productId), isNull(products.deletedAt)))
    .where(eq(carts.userId, userId));

/** One pack of a live product (the default pack when none is named), times the quantity. */
async function packBasket(db: Db, productId: string, variantId: string | undefined, quantity: number): Promise<Basket> {
  const [product] = await db
    .select({ name: products.name, variants: liveVariantsJson })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .limit(1);
  if (!product) throw notFound("Product not found");
  const packs = parseVariants(product.variants).map(toVariantView);
  const pack = variantId ? packs.find((candidate) => candidate._id === variantId) : packs.length ? defaultVariant(packs) : undefined;
  if (!pack) throw notFound(variantId ? `${product.name} has no such pack (variantId ${variantId})` : `${product.name} has no packs for sale`);
  return { itemsPaise: rupeesToPaise(pack.salePrice) * quantity, weightGrams: (pack.weightGrams ?? 0) * quantity };
}

export type DeliveryQuoteAnswer = {
  serviceable: boolean;
  /** Rupees; null when the shop does not deliver there. */
  fee: number | null;
  freeAbove: number | null;
  etaDays: [number, number] | null;
  zone: string | null;
  message: string;
};

const daysText = ([min, max]: [number, number]) => (min === max ? `${min} day${min === 1 ? "" : "s"}` : `${min}–${max} days`);

/** "Delivers to 520001 in 3–5 days, ₹60", with the zone's free-delivery threshold when the basket is below it. */
export function quoteMessage(pincode: string, quote: DeliveryQuote): string {
  if (!quote.serviceable) return quote.reason;
  const eta = quote.etaDays ? ` in ${daysText(quote.etaDays)}` : "";
  const fee = quote.feePaise === 0 ? "free" : formatRupees(paiseToRupees(quote.feePaise));
  const freeNote = quote.feePaise > 0 && quote.freeAbovePaise !== null ? `. Free delivery on orders of ${formatRupees(paiseToRupees(quote.freeAbovePaise))} or more` : "";
  return `Delivers to ${pincode}${eta}, ${fee}${freeNote}`;
}

/**
 * The pincode check: the fee for one pack and quantity, else for the signed-in customer's cart, else for the zone's
 * base weight. The rules and the cart are read in one batch.
 */
export async function quoteForPincode(ctx: Pick<ServiceContext, "db">, principal: Principal | null, query: DeliveryQuoteQuery): Promise<DeliveryQuoteAnswer> {
  const { db } = ctx;
  if (!query.productId && (query.variantId || query.quantity)) throw badRequest("variantId and quantity need a productId");
  let rules: DeliveryRules;
  let basket: Basket = { itemsPaise: 0, weightGrams: 0 };
  if (query.productId) {
    const [zones, settings] = await db.batch([zonesQuery(db), settingsQuery(db)]);
    rules = toRules(zones, settings);
    basket = await packBasket(db, query.productId, query.variantId, query.quantity ?? 1);
  } else if (principal) {
    const [zones, settings, cart] = await db.batch([zonesQuery(db), settingsQuery(db), cartBasketQuery(db, principal.id)]);
    rules = toRules(zones, settings);
    basket = { itemsPaise: Number(cart[0]?.itemsPaise ?? 0), weightGrams: Number(cart[0]?.weightGrams ?? 0) };
  } else {
    rules = await loadDeliveryRules(ctx);
  }
  const quote = quoteDelivery(rules, { pincode: query.pincode, ...basket });
  const message = quoteMessage(query.pincode, quote);
  if (!quote.serviceable) return { serviceable: false, fee: null, freeAbove: null, etaDays: null, zone: null, message };
  return {
    serviceable: true,
    fee: paiseToRupees(quote.feePaise),
    freeAbove: quote.freeAbovePaise === null ? null : paiseToRupees(quote.freeAbovePaise),
    etaDays: quote.etaDays,
    zone: quote.zone || null,
    message,
  };
}

const toRupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
const toPaiseOrNull = (rupees: number | null) => (rupees === null ? null : rupeesToPaise(rupees));

/** The rules in rupees, as the admin edits them. */
export function toDeliveryRulesView(rules: DeliveryRules): DeliveryRulesView {
  return {
    zones: rules.zones.map((zone) => ({
      _id: zone._id,
      name: zone.name,
      states: zone.states,
      pincodePrefixes: zone.pincodePrefixes,
      baseFee: paiseToRupees(zone.baseFeePaise),
      perExtra500g: paiseToRupees(zone.perExtra500gPaise),
      freeAbove: toRupeesOrNull(zone.freeAbovePaise),
      etaMinDays: zone.etaMinDays,
      etaMaxDays: zone.etaMaxDays,
    })),
    unservedPincodes: rules.unservedPincodes,
    cod: {
      enabled: rules.cod.enabled,
      maxOrderValue: toRupeesOrNull(rules.cod.maxPaise),
      fee: paiseToRupees(rules.cod.feePaise),
      excludedPincodes: rules.cod.excludedPincodes,
    },
  };
}

export async function getDeliveryRules(ctx: Pick<ServiceContext, "db">): Promise<DeliveryRulesView> {
  return toDeliveryRulesView(await loadDeliveryRules(ctx));
}

/**
 * Replaces the whole rule set at once (zones in the order given, unserved pincodes, cash on delivery) with its audit
 * entry, in one batch: a quote never sees half of an edit. Zones get new ids: orders keep their fees, not zones.
 */
export async function saveDeliveryRules(ctx: ServiceContext, actor: Principal, input: DeliveryRulesInput): Promise<DeliveryRulesView> {
  const { db } = ctx;
  const now = nowIso();
  const zoneRows = input.zones.map((zone, position) => ({
    id: newId(),
    name: zone.name,
    states: zone.states,
    pincodePrefixes: zone.pincodePrefixes,
    baseFeePaise: rupeesToPaise(zone.baseFee),
    perExtra500gPaise: rupeesToPaise(zone.perExtra500g),
    freeAbovePaise: toPaiseOrNull(zone.freeAbove),
    etaMinDays: zone.etaMinDays,
    etaMaxDays: zone.etaMaxDays,
    position,
    updatedAt: now,
  }));
  const settings = {
    unservedPincodes: input.unservedPincodes,
    codEnabled: input.cod.enabled,
    codMaxPaise: toPaiseOrNull(input.cod.maxOrderValue),
    codFeePaise: rupeesToPaise(input.cod.fee),
    codExcludedPincodes: input.cod.excludedPincodes,
  };
  await db.batch([
    db.delete(deliveryZones),
    // One statement per zone: a zone binds 11 parameters, and D1 allows 100 per statement.
    ...zoneRows.map((row) => db.insert(deliveryZones).values(row)),
    db
      .insert(shopSettings)
      // The row's updatedAt dates the legal identity the footer shows; delivery edits leave it as it was.
      .values({ id: SETTINGS_ROW_ID, ...settings, updatedAt: now })
      .onConflictDoUpdate({ target: shopSettings.id, set: settings }),
    auditStatement(ctx, actor, { action: "update", entity: "settings", entityId: "delivery", details: { ...input } }),
  ]);
  return getDeliveryRules(ctx);
}
