/**
 * Placing an order, from products and packs (the API) or from the customer's own cart (the checkout page): the
 * packs resolved from the live catalogue, the bill priced by the server (checkout's pricing; the client's bill is
 * ignored), the order, its lines, the stock it takes and the removal of those packs from the cart written in one
 * atomic batch, and an idempotency key that makes a repeated placement answer the first order. Issue 32: every
 * placement is scored and, where cash on delivery is offered, decided by the owner's COD rules (../cod/assess.ts, one
 * statement); the keys, the score, the rule and the advance are written with the order.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { OrderView } from "./shared/views";
import type { PlaceFromCartInput, PlaceOrderInput } from "./shared/schemas";
import type { Principal } from "../accounts/shared/user";
import type { Db } from "../../../db/client";
import { MAX_CART_QUANTITY } from "../checkout/shared/cart";
import { sumLines } from "../checkout/shared/sums";
import { defaultPack, packName } from "../catalogue/shared/views";
import { cartItems, carts } from "../checkout/tables";
import { orderItems, orders } from "./tables";
import { productPacks } from "../catalogue/tables";
import { badRequest, conflict, isDomainError, isUniqueViolation, unauthorized, unprocessable } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { hashKey } from "../../lib/rate-limit";
import type { ServiceContext, ViewContext } from "../../http/context";
import { notifyOrderPlaced } from "./notify";
import { findLiveProducts, type PackRecord } from "../catalogue/queries";
import { readCart } from "../checkout/cart";
import { deliveryAddressOf, saveAddressStatement } from "../checkout/addresses";
import { priceBill } from "../checkout/pricing";
import { codOffer, quoteDelivery } from "../delivery/shared/rules";
import { deliveryWindow, eligibleUnits, saleFromBatchesStatement, shortageGuardStatement, type DeliveryWindow } from "../stock/allocation";
import { shelfLifeRuleOn } from "../stock/shelf-life-rules";
import { istDay } from "../../shared/ist";
import { assessCod } from "../cod/assess";
import { COD_REFUSED_MESSAGE, isRefused } from "../cod/shared/decision";
import { loadDeliveryRules } from "../delivery/zones";
import { loadPrepaidDiscountBasisPoints } from "../cod/prepaid-discount";
import { isStockShortage, shortageError } from "../stock/ledger";
import { findUserById } from "../accounts/users";
import { getOrderView } from "./queries";
import { codConfirmDeadlineSql } from "./cod-expiry";

export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  "This Idempotency-Key was already used for a different order (other products or quantities). Send a new key for a new order.";

export const RECIPIENT_NAME_NEEDED_MESSAGE = "Please give the name of the person who receives the parcel (deliveryAddress.name)";

/** One line of a placement once its pack is known. */
type ResolvedLine = { productId: string; productName: string; images: string[]; pack: PackRecord; quantity: number };

/**
 * The packs a placement asks for, from the live catalogue in one statement: a named pack must be a live pack of
 * its product; an unnamed one (old clients) is the product's default pack. Lines for the same pack add up.
 */
async function resolveLines(db: Db, lines: PlaceOrderInput["products"]): Promise<ResolvedLine[]> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const byId = new Map((await findLiveProducts(db, ids)).map((product) => [product.id, product]));
  const missing = ids.filter((id) => !byId.get(id)?.packs.length);
  if (missing.length) throw badRequest(`These products are no longer available: ${missing.join(", ")}`);
  const byPack = new Map<string, ResolvedLine>();
  for (const line of lines) {
    const product = byId.get(line.productId)!;
    const pack = line.variantId ? product.packs.find((candidate) => candidate.id === line.variantId) : defaultPack(product.packs);
    if (!pack) throw badRequest(`${product.name} has no such pack (variantId ${line.variantId}): it may have been removed`);
    const merged = byPack.get(pack.id);
    if (merged) merged.quantity += line.quantity;
    else byPack.set(pack.id, { productId: product.id, productName: product.name, images: product.images, pack, quantity: line.quantity });
  }
  for (const line of byPack.values()) {
    if (line.quantity > MAX_CART_QUANTITY) throw badRequest(`Quantity of ${packName(line.productName, line.pack.label)} can be at most ${MAX_CART_QUANTITY}`);
  }
  return [...byPack.values()];
}

/**
 * Issue 33: the 409 for the first counted line that asks for more than the batches an order to this pincode may
 * take (those that still meet the shelf-life rule on arrival), naming what is left for it; null when all fit.
 */
async function shortageFor(db: Db, lines: ResolvedLine[], window: DeliveryWindow) {
  const counted = lines.filter((line) => line.pack.stock !== null);
  const units = await eligibleUnits(db, counted.map((line) => line.pack.id), window);
  for (const line of counted) {
    const left = units.get(line.pack.id) ?? 0;
    if (line.quantity > left) return shortageError(line.productName, line.pack.label, left);
  }
  return null;
}

/**
 * The sale of one line's units (issue 33): first-expiry-first-out from the batches eligible for this order, one
 * movement per batch (../stock/allocation.ts), then the guard that fails the whole batch, order included, when those
 * batches held too few. Only a counted pack takes stock (one counted when the batch runs).
 */
function saleStatements(db: Db, orderId: string, customerId: string, line: ResolvedLine, now: string, window: DeliveryWindow) {
  return [
    saleFromBatchesStatement(db, { orderId, customerId, packId: line.pack.id, quantity: line.quantity, now }, window),
    shortageGuardStatement(db, orderId, line.pack.id, line.quantity),
  ] as const;
}

/** After a batch failed for stock: the 409 naming a line that asks for more than is left for this order now. */
async function shortageAfterRace(db: Db, lines: ResolvedLine[], window: DeliveryWindow) {
  const counted = await db
    .select({ id: productPacks.id, stock: productPacks.stock })
    .from(productPacks)
    .where(inArray(productPacks.id, lines.map((line) => line.pack.id)));
  const countedNow = new Set(counted.filter((row) => row.stock !== null).map((row) => row.id));
  const asNow = lines.map((line) => ({ ...line, pack: { ...line.pack, stock: countedNow.has(line.pack.id) ? 0 : null } }));
  return (await shortageFor(db, asNow, window)) ?? conflict("Stock changed while your order was being placed. Please try again.");
}

/**
 * Places an order for the signed-in customer from product ids, packs and quantities. Prices, names and images
 * come from the catalogue, contact details and address from the profile; the order, its lines, the stock it takes
 * and the removal of those packs from the cart are one atomic batch, so no pack is ever sold beyond its stock.
 * With an idempotency key, a repeat returns the first order.
 */
export async function placeOrder(
  ctx: ServiceContext,
  customer: Principal,
  input: PlaceOrderInput,
  idempotencyKey: string | null,
): Promise<{ order: OrderView; created: boolean }> {
  const { db } = ctx;
  // The order keeps the contact details and address of the profile as it is now.
  const user = await findUserById(ctx, customer.id);
  if (!user) throw unauthorized();
  const placementHash = idempotencyKey ? await hashOfPlacement(input) : null;
  if (idempotencyKey) {
    const existing = await orderForKey(ctx, user.id, idempotencyKey, placementHash);
    if (existing) return { order: existing, created: false };
  }

  // A request with the same key running alongside (a double click) may place the order and take the last units
  // between our key lookup and now: its order is this request's answer, not the 409 for the stock it took.
  const placedMeanwhile = async () => (idempotencyKey ? orderForKey(ctx, user.id, idempotencyKey, placementHash) : null);
  let resolved: ResolvedLine[];
  try {
    resolved = await resolveLines(db, input.products);
  } catch (error) {
    const winner = isDomainError(error) && error.status === 409 ? await placedMeanwhile() : null;
    if (winner) return { order: winner, created: false };
    throw error;
  }
  if (input.buyerGstin && !input.businessName) throw badRequest("Give the business name the invoice is made out to (businessName) with the GSTIN");
  const { name: recipientName, phoneNumber: recipientPhone, ...address } = deliveryAddressOf(user, input.deliveryAddress);
  // An account made by phone sign-in has no name until its first order names who receives it (issue 31).
  const name = user.name.trim() || recipientName;
  if (!name) throw badRequest(RECIPIENT_NAME_NEEDED_MESSAGE);
  const paymentMethod = input.paymentMethod ?? "upi";
  // Issue 32: a UPI order gets the owner's prepaid discount (old clients' UPI placements too: the breakup says why).
  const [deliveryRules, prepaidDiscount, shelfLifeRule] = await Promise.all([loadDeliveryRules(ctx), loadPrepaidDiscountBasisPoints(ctx), shelfLifeRuleOn(ctx)]);
  const bill = priceBill(deliveryRules, resolved, address, paymentMethod, prepaidDiscount);
  // Issue 33: the batches this order may take are those still meeting the shelf-life rule when it would arrive.
  const quote = quoteDelivery(deliveryRules, { pincode: address.pincode, state: address.state, itemsPaise: 0, weightGrams: 0 });
  const window = deliveryWindow(istDay(), quote.serviceable ? quote.etaDays?.[1] : null, shelfLifeRule);
  const shortage = await shortageFor(db, resolved, window);
  if (shortage) {
    const winner = await placedMeanwhile();
    if (winner) return { order: winner, created: false };
    throw shortage;
  }
  // Issue 32: the risk of every order; the owner's COD rules decide wherever the delivery rules offer COD at all (judged,
  // as priceBill judges it, on the items and delivery: before a COD fee or a prepaid discount).
  const codOffered = codOffer(deliveryRules, address.pincode, bill.itemsPaise + bill.deliveryFeePaise).allowed;
  const codBill = paymentMethod === "cod" ? bill : codOffered ? priceBill(deliveryRules, resolved, address, "cod") : bill;
  const { keys, risk, decision } = await assessCod(ctx, { userId: user.id, phone: recipientPhone || user.phoneNumber || null, address }, codBill);
  if (paymentMethod === "cod" && isRefused(decision.codRule)) throw badRequest(COD_REFUSED_MESSAGE);
  const now = nowIso();
  const orderId = newId();
  const lines = resolved.map((line) => ({
    id: newId(),
    orderId,
    productId: line.productId,
    variantId: line.pack.id,
    productName: line.productName,
    variantLabel: line.pack.label,
    images: line.images,
    quantity: line.quantity,
    unitPricePaise: line.pack.salePricePaise,
    unitMrpPaise: line.pack.mrpPaise,
    netQuantity: line.pack.netQuantity,
    unit: line.pack.unit,
    productBillPaise: sumLines([line]).itemsPaise,
  }));
  const cartOfUser = db.select({ id: carts.id }).from(carts).where(eq(carts.userId, user.id));

  try {
    await db.batch([
      db.insert(orders).values({
        id: orderId,
        userId: user.id,
        name,
        emailAddress: user.emailAddress,
        phoneNumber: user.phoneNumber || recipientPhone || "",
        ...address,
        recipientName: recipientName ?? null,
        recipientPhone: recipientPhone ?? null,
        billPaise: bill.totalPaise,
        itemsMrpPaise: bill.itemsMrpPaise,
        itemsPaise: bill.itemsPaise,
        deliveryFeePaise: bill.deliveryFeePaise,
        codFeePaise: bill.codFeePaise,
        prepaidDiscountPaise: bill.prepaidDiscountPaise,
        paymentMethod,
        buyerGstin: input.buyerGstin ?? null,
        buyerBusinessName: input.buyerGstin ? (input.businessName ?? null) : null,
        // The language it is placed in (a /te/ page's checkout, `?lang=te`): every mail about it speaks it.
        lang: ctx.lang,
        amountPaidPaise: 0,
        transactionId: null,
        // Cash on delivery: nothing to report or verify until the courier collects it.
        paymentStatus: paymentMethod === "cod" ? "cod" : "pending",
        // Issue 32: every COD order placed (by any client: the placement body is unchanged) waits for its confirmation.
        codConfirmationStatus: paymentMethod === "cod" ? "awaiting" : null,
        // Its deadline: placement + the owner's confirmation hours (no cod_rules row: 24), read in this statement.
        codConfirmDeadline: paymentMethod === "cod" ? codConfirmDeadlineSql(now) : null,
        // Issue 32: who ordered from where (keys), the risk as scored now, and what the COD rules decided.
        ...keys,
        riskScore: risk.score,
        riskReasons: risk.reasons,
        codRule: codOffered ? decision.codRule : null,
        advancePaise: paymentMethod === "cod" && decision.codRule === "advance" ? decision.advancePaise : 0,
        orderStatus: "not yet delivered",
        idempotencyKey,
        idempotencyHash: placementHash,
        createdAt: now,
        updatedAt: now,
      }),
      ...lines.map((line) => db.insert(orderItems).values(line)),
      ...resolved.flatMap((line) => saleStatements(db, orderId, user.id, line, now, window)),
      db.delete(cartItems).where(and(inArray(cartItems.cartId, cartOfUser), inArray(cartItems.variantId, lines.map((line) => line.variantId)))),
      ...(input.deliveryAddress && input.saveAddress ? [saveAddressStatement(db, user, input.deliveryAddress, now)] : []),
    ]);
  } catch (error) {
    // A parallel request with the same key won the race (and maybe the stock): answer with its order.
    if (isUniqueViolation(error, "idempotency") || isStockShortage(error)) {
      const winner = await placedMeanwhile();
      if (winner) return { order: winner, created: false };
    }
    // Others bought the last units between our read and our write: nothing was written; say what is left.
    if (isStockShortage(error)) throw await shortageAfterRace(db, resolved, window);
    throw error;
  }
  const order = await getOrderView(ctx, orderId);
  await notifyOrderPlaced(ctx, order);
  return { order, created: true };
}

/**
 * SHA-256 of the canonical form of a placement: its lines (merged by product and pack, sorted) and quantities,
 * which is all an order is made from besides the profile. Line order and how a quantity was split across
 * repeated lines do not change the order, so they do not change the hash.
 */
async function hashOfPlacement(input: PlaceOrderInput): Promise<string> {
  // A line naming no pack keys on its product alone, as every placement did before packs: old keys still match.
  const quantities = new Map<string, number>();
  for (const line of input.products) {
    const key = line.variantId ? `${line.productId}:${line.variantId}` : line.productId;
    quantities.set(key, (quantities.get(key) ?? 0) + line.quantity);
  }
  const lines = [...quantities].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // The address and the payment method are part of the placement when chosen (placements before issue 17 chose
  // neither, so their hashes are unchanged).
  const chosen = {
    ...(input.deliveryAddress ? { address: input.deliveryAddress } : {}),
    ...(input.paymentMethod === "cod" ? { paymentMethod: "cod" } : {}),
    ...(input.buyerGstin ? { buyerGstin: input.buyerGstin } : {}),
  };
  return hashKey(JSON.stringify(Object.keys(chosen).length ? { lines, ...chosen } : { lines }));
}

/**
 * The order this customer already placed with this key, or null. A key first used for another placement is
 * refused (422) rather than answered with an order the client did not ask for. Orders stored before hashes
 * were kept have none and answer as before.
 */
async function orderForKey(ctx: ViewContext, userId: string, idempotencyKey: string, placementHash: string | null): Promise<OrderView | null> {
  const existing = await ctx.db.query.orders.findFirst({
    where: and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)),
  });
  if (!existing) return null;
  if (existing.idempotencyHash && existing.idempotencyHash !== placementHash) throw unprocessable(IDEMPOTENCY_KEY_REUSED_MESSAGE);
  return getOrderView(ctx, existing.id);
}

/**
 * Places an order from the customer's own cart: the client only chooses which lines to order, the quantities are
 * the cart's. Lines no longer in the cart (or whose product is gone) are skipped; none left is a 400.
 */
export async function placeOrderFromCart(
  ctx: ServiceContext,
  actor: Principal,
  input: PlaceFromCartInput,
): Promise<{ order: OrderView; created: boolean }> {
  const chosen = new Set(input.variantIds);
  // A retry (the first answer was lost) finds the ordered lines already gone from the cart: answer it with the
  // order that key placed, as long as that order was made of lines the customer chose, before reading the cart.
  const placed = await ctx.db.query.orders.findFirst({
    columns: { id: true },
    where: and(eq(orders.userId, actor.id), eq(orders.idempotencyKey, input.idempotencyKey)),
  });
  if (placed) {
    const order = await getOrderView(ctx, placed.id);
    if (!order.products.every((line) => chosen.has(line.variantId))) throw unprocessable(IDEMPOTENCY_KEY_REUSED_MESSAGE);
    return { order, created: false };
  }
  const cart = await readCart(ctx, actor);
  const lines = cart.lines.filter((line) => chosen.has(line.pack.id));
  if (lines.length === 0) throw badRequest("Please select at least one product");
  const products = lines.map((line) => ({ productId: line.product.id, variantId: line.pack.id, quantity: line.quantity }));
  const { deliveryAddress, saveAddress, paymentMethod, buyerGstin, businessName } = input;
  return placeOrder(ctx, actor, { products, deliveryAddress, saveAddress, paymentMethod, buyerGstin, businessName }, input.idempotencyKey);
}
