/**
 * The shop's delivery rules as stored (delivery_zones and the delivery/COD columns of shop_settings), read in one
 * round trip, the pincode check's quote, and the admin's saving of the whole rule set. The rules themselves are
 * worker/domains/delivery/shared/rules.ts. Everything here is in paise: the admin's rupees become paise in
 * rules-input.ts, and the answers become rupees in views.ts.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { quoteDelivery, type DeliveryQuote, type DeliveryRules } from "./shared/rules";
import type { DeliveryQuoteQuery } from "./shared/schemas";
import { defaultPack } from "../catalogue/shared/views";
import { sumLines } from "../checkout/shared/sums";
import type { Principal } from "../accounts/shared/user";
import { cartItems, carts } from "../checkout/tables";
import { deliveryZones } from "./tables";
import { productPacks, products } from "../catalogue/tables";
import { shopSettings } from "../settings/tables";
import type { Db } from "../../../db/client";
import { badRequest, notFound } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { auditStatement } from "../../lib/audit";
import { findLiveProducts } from "../catalogue/queries";
import { deliveryRulesAuditDetails } from "./views";
import type { DeliveryRulesDraft } from "./rules-input";
import type { ServiceContext } from "../../http/context";

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
      itemsPaise: sql<number>`coalesce(sum(${cartItems.quantity} * ${productPacks.salePricePaise}), 0)`,
      weightGrams: sql<number>`coalesce(sum(${cartItems.quantity} * coalesce(${productPacks.weightGrams}, 0)), 0)`,
    })
    .from(carts)
    .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
    .innerJoin(productPacks, and(eq(productPacks.id, cartItems.variantId), isNull(productPacks.deletedAt)))
    .innerJoin(products, and(eq(products.id, cartItems.productId), isNull(products.deletedAt)))
    .where(eq(carts.userId, userId));

/** One pack of a live product (the default pack when none is named), times the quantity. */
async function packBasket(db: Db, productId: string, variantId: string | undefined, quantity: number): Promise<Basket> {
  const [product] = await findLiveProducts(db, [productId]);
  if (!product) throw notFound("Product not found");
  const { packs } = product;
  const pack = variantId ? packs.find((candidate) => candidate.id === variantId) : packs.length ? defaultPack(packs) : undefined;
  if (!pack) throw notFound(variantId ? `${product.name} has no such pack (variantId ${variantId})` : `${product.name} has no packs for sale`);
  const { itemsPaise, weightGrams } = sumLines([{ pack, quantity }]);
  return { itemsPaise, weightGrams };
}

/**
 * The pincode check: the quote for one pack and quantity, else for the signed-in customer's cart, else for the
 * zone's base weight. The rules and the cart are read in one batch.
 */
export async function quoteForPincode(ctx: Pick<ServiceContext, "db">, principal: Principal | null, query: DeliveryQuoteQuery): Promise<DeliveryQuote> {
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
  return quoteDelivery(rules, { pincode: query.pincode, ...basket });
}

/**
 * Replaces the whole rule set at once (zones in the order given, unserved pincodes, cash on delivery) with its audit
 * entry, in one batch: a quote never sees half of an edit. Zones get new ids: orders keep their fees, not zones.
 */
export async function saveDeliveryRules(ctx: ServiceContext, actor: Principal, rules: DeliveryRulesDraft): Promise<DeliveryRules> {
  const { db } = ctx;
  const now = nowIso();
  const zoneRows = rules.zones.map((zone, position) => ({
    id: newId(),
    name: zone.name,
    states: zone.states,
    pincodePrefixes: zone.pincodePrefixes,
    baseFeePaise: zone.baseFeePaise,
    perExtra500gPaise: zone.perExtra500gPaise,
    freeAbovePaise: zone.freeAbovePaise,
    etaMinDays: zone.etaMinDays,
    etaMaxDays: zone.etaMaxDays,
    position,
    updatedAt: now,
  }));
  const settings = {
    unservedPincodes: rules.unservedPincodes,
    codEnabled: rules.cod.enabled,
    codMaxPaise: rules.cod.maxPaise,
    codFeePaise: rules.cod.feePaise,
    codExcludedPincodes: rules.cod.excludedPincodes,
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
    auditStatement(ctx, actor, { action: "update", entity: "settings", entityId: "delivery", details: deliveryRulesAuditDetails(rules) }),
  ]);
  return loadDeliveryRules(ctx);
}
