/**
 * Orders: placing them (priced by the server), reading them, and moving their statuses by the rules of
 * app/lib/order-status.ts, with every change recorded and concurrent conflicting changes resolved by
 * conditional updates (exactly one wins).
 */
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { absoluteImageUrls, type ImageOrigins } from "../../app/lib/image-urls";
import { paiseToRupees, rupeesToPaise } from "../../app/lib/money";
import {
  actorMay,
  confirmationMissingMessage,
  confirmationNeeded,
  paymentMismatch,
  returnsStock,
  transitionNamed,
  type OrderState,
  type PaymentFacts,
  type StatusActor,
  type Transition,
  type TransitionName,
} from "../../app/lib/order-status";
import type { OrderEventView, OrderView } from "../../app/lib/orders";
import type { PaymentCheck } from "../../app/lib/payment-matching";
import {
  paymentReportSchemaFor,
  transitionInputSchemas,
  type DeliveryAddress,
  type OrderListQuery,
  type PaymentMethod,
  type PlaceFromCartInput,
  type PlaceOrderInput,
} from "../../app/lib/schemas/orders";
import { breakupTotal, codOffer, quoteDelivery, type BreakupPaise, type DeliveryRules } from "../../app/lib/delivery";
import type { Principal } from "../../app/lib/user";
import type { Db } from "../../db/client";
import { MAX_CART_QUANTITY } from "../../app/lib/cart";
import { defaultVariant, packName, type VariantView } from "../../app/lib/catalog";
import { userAddresses, type User } from "../../db/schema";
import { bankCredits, cartItems, carts, orderEvents, orderItems, orders, products, productVariants, stockMovements, type Order, type OrderItem } from "../../db/schema";
import { badRequest, conflict, isDomainError, isUniqueViolation, notFound, unauthorized, unprocessable } from "../lib/errors";
import { newId, nowIso } from "../lib/ids";
import { hashKey } from "../lib/rate-limit";
import { parseInput } from "../lib/validation";
import type { ServiceContext, ViewContext } from "./context";
import { notifyOrderChange, notifyOrderPlaced } from "./order-mail";
import { getCart } from "./cart";
import { documentsOfOrders, gstStatementsFor, type OrderDocumentNumbers } from "./invoices";
import { liveVariantsJson, parseVariants, toVariantView } from "./catalog";
import { loadDeliveryRules } from "./delivery";
import { paymentChecksStatement } from "./payment-matching";
import { isStockShortage, shortageError } from "./stock";
import { findUserById } from "./users";

export const ORDER_NOT_FOUND_MESSAGE = "Order not found";
export const UTR_TAKEN_MESSAGE = "This transaction ID has already been used for another order";
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  "This Idempotency-Key was already used for a different order (other products or quantities). Send a new key for a new order.";
const IN_LIST_CHUNK = 90; // D1 binds at most 100 parameters per statement

type LineRow = { item: OrderItem; product: { id: string; name: string; images: string[] } | null; currentPricePaise: number | null };

type OrderDocuments = Map<string, OrderDocumentNumbers>;

function toOrderView(order: Order, lines: LineRow[], check: PaymentCheck | null, documents: OrderDocumentNumbers, origins: ImageOrigins): OrderView {
  return {
    _id: order.id,
    userId: order.userId,
    name: order.name,
    emailAddress: order.emailAddress,
    phoneNumber: order.phoneNumber,
    address: { doorNo: order.doorNo, street: order.street, city: order.city, pincode: order.pincode, state: order.state },
    products: lines.map(({ item, product, currentPricePaise }) => ({
      _id: item.id,
      // Orders keep resolving their products, deleted ones included; the line's own copy fills any gap.
      productId: {
        _id: item.productId,
        name: product?.name ?? item.productName,
        images: absoluteImageUrls(product?.images ?? item.images, origins),
        // The pack's current price, as the original clients read it.
        salePrice: paiseToRupees(currentPricePaise ?? item.unitPricePaise),
      },
      productName: item.productName,
      variantId: item.variantId,
      variantLabel: item.variantLabel,
      images: absoluteImageUrls(item.images, origins),
      quantity: item.quantity,
      productBill: paiseToRupees(item.productBillPaise),
    })),
    bill: paiseToRupees(order.billPaise),
    amountPaid: paiseToRupees(order.amountPaidPaise),
    transactionId: order.transactionId,
    paymentStatus: order.paymentStatus,
    orderStatus: order.orderStatus,
    paymentMismatch: paymentMismatch(paymentFactsOfRow(order)),
    paymentCheck: check,
    paymentMethod: order.paymentMethod,
    breakup: {
      itemsMrp: paiseToRupees(order.itemsMrpPaise),
      discount: paiseToRupees(order.itemsMrpPaise - order.itemsPaise),
      items: paiseToRupees(order.itemsPaise),
      delivery: paiseToRupees(order.deliveryFeePaise),
      codFee: paiseToRupees(order.codFeePaise),
      total: paiseToRupees(order.billPaise),
    },
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    cancelReason: order.cancelReason,
    refundReference: order.refundReference,
    buyerGstin: order.buyerGstin,
    buyerBusinessName: order.buyerBusinessName,
    invoiceNumber: documents.invoice ?? null,
    creditNoteNumber: documents.creditNote ?? null,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

function paymentFactsOfRow(order: Order): PaymentFacts {
  return { paymentStatus: order.paymentStatus, billPaise: order.billPaise, amountPaidPaise: order.amountPaidPaise };
}

/**
 * The lines and the statement checks of many orders, by order, per chunk of ids (the parameter limit): the lines,
 * and how each reported payment stands against the imported bank statements.
 */
async function linesFor(db: Db, orderIds: string[]): Promise<{ lines: Map<string, LineRow[]>; checks: Map<string, PaymentCheck>; documents: OrderDocuments }> {
  const byOrder = new Map<string, LineRow[]>(orderIds.map((id) => [id, []]));
  const checks = new Map<string, PaymentCheck>();
  const documents: OrderDocuments = new Map();
  for (let i = 0; i < orderIds.length; i += IN_LIST_CHUNK) {
    const chunk = orderIds.slice(i, i + IN_LIST_CHUNK);
    // Two reads side by side: Drizzle's batch cannot take the checks' raw SQL (see rawBatch in db/client.ts).
    const [rows, checked, issued] = await Promise.all([
      db
        .select({
          item: orderItems,
          product: { id: products.id, name: products.name, images: products.images },
          currentPricePaise: productVariants.salePricePaise,
        })
        .from(orderItems)
        .leftJoin(products, eq(products.id, orderItems.productId))
        .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
        .where(inArray(orderItems.orderId, chunk))
        .orderBy(orderItems.id),
      paymentChecksStatement(db, chunk),
      documentsOfOrders(db, chunk),
    ]);
    for (const row of rows) byOrder.get(row.item.orderId)?.push(row);
    for (const row of checked) checks.set(row.id, row.check);
    for (const [id, numbers] of issued) documents.set(id, numbers);
  }
  return { lines: byOrder, checks, documents };
}

async function withLines(ctx: ViewContext, rows: Order[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const { lines, checks, documents } = await linesFor(ctx.db, rows.map((row) => row.id));
  return rows.map((row) => toOrderView(row, lines.get(row.id) ?? [], checks.get(row.id) ?? null, documents.get(row.id) ?? {}, ctx));
}

/** Many orders by id (any order; ids that name none are skipped), read in as few statements as the parameter limit allows. */
export async function getOrderViews(ctx: ViewContext, orderIds: string[]): Promise<OrderView[]> {
  const rows: Order[] = [];
  for (let i = 0; i < orderIds.length; i += IN_LIST_CHUNK) {
    rows.push(...(await ctx.db.select().from(orders).where(inArray(orders.id, orderIds.slice(i, i + IN_LIST_CHUNK)))));
  }
  return withLines(ctx, rows);
}

export async function getOrderView(ctx: ViewContext, orderId: string): Promise<OrderView> {
  const order = await ctx.db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return (await withLines(ctx, [order]))[0];
}

/** One line of a placement once its pack is known. */
type ResolvedLine = { productId: string; productName: string; images: string[]; pack: VariantView; quantity: number };

/**
 * The packs a placement asks for, from the live catalogue in one statement: a named pack must be a live pack of
 * its product; an unnamed one (old clients) is the product's default pack. Lines for the same pack add up.
 */
async function resolveLines(db: Db, lines: PlaceOrderInput["products"]): Promise<ResolvedLine[]> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const live = await db
    .select({ id: products.id, name: products.name, images: products.images, variants: liveVariantsJson })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.deletedAt)));
  const byId = new Map(live.map((product) => [product.id, { ...product, packs: parseVariants(product.variants).map(toVariantView) }]));
  const missing = ids.filter((id) => !byId.get(id)?.packs.length);
  if (missing.length) throw badRequest(`These products are no longer available: ${missing.join(", ")}`);
  const byPack = new Map<string, ResolvedLine>();
  for (const line of lines) {
    const product = byId.get(line.productId)!;
    const pack = line.variantId ? product.packs.find((candidate) => candidate._id === line.variantId) : defaultVariant(product.packs);
    if (!pack) throw badRequest(`${product.name} has no such pack (variantId ${line.variantId}): it may have been removed`);
    const merged = byPack.get(pack._id);
    if (merged) merged.quantity += line.quantity;
    else byPack.set(pack._id, { productId: product.id, productName: product.name, images: product.images, pack, quantity: line.quantity });
  }
  for (const line of byPack.values()) {
    if (line.quantity > MAX_CART_QUANTITY) throw badRequest(`Quantity of ${packName(line.productName, line.pack.label)} can be at most ${MAX_CART_QUANTITY}`);
    if (line.pack.stock !== null && line.quantity > line.pack.stock) throw shortageError(line.productName, line.pack.label, line.pack.stock);
  }
  return [...byPack.values()];
}

/**
 * The sale of one line's units: a movement taken only for a counted pack (one counted when the batch runs). Its
 * trigger lowers the stock, and the CHECK on stock fails the whole batch, order included, when too few are left.
 */
function saleStatement(db: Db, orderId: string, customerId: string, line: ResolvedLine, now: string) {
  return db.insert(stockMovements).select(
    sql`select ${`${orderId}-${line.pack._id}`}, v.id, 'sold', ${-line.quantity}, ${orderId}, ${customerId}, null, ${now}
      from product_variants v where v.id = ${line.pack._id} and v.stock is not null`,
  );
}

/** After a batch failed for stock: the 409 naming a line that asks for more than is left now. */
async function shortageAfterRace(db: Db, lines: ResolvedLine[]) {
  const now = await db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.id, lines.map((line) => line.pack._id)));
  const stockOf = new Map(now.map((row) => [row.id, row.stock]));
  for (const line of lines) {
    const left = stockOf.get(line.pack._id);
    if (left !== null && left !== undefined && line.quantity > left) return shortageError(line.productName, line.pack.label, left);
  }
  return conflict("Stock changed while your order was being placed. Please try again.");
}

/** The address an order goes to: the one chosen for it, else the profile's. */
function deliveryAddressOf(user: User, chosen: DeliveryAddress | undefined): DeliveryAddress {
  return chosen ?? { doorNo: user.doorNo, street: user.street, city: user.city, pincode: user.pincode, state: user.state };
}

/**
 * The bill's breakup, priced by the server from the packs and the shop's delivery rules: items at MRP and at sale
 * price, the zone's delivery fee for the weight (free above its threshold), and the cash-on-delivery fee when that is
 * chosen; 400 naming the reason when the shop does not deliver there or does not offer cash on delivery for it.
 */
export function priceOrder(
  rules: DeliveryRules,
  lines: Pick<ResolvedLine, "pack" | "quantity">[],
  address: Pick<DeliveryAddress, "pincode" | "state">,
  paymentMethod: PaymentMethod,
): BreakupPaise {
  const items = lines.reduce((sum, line) => sum + rupeesToPaise(line.pack.salePrice) * line.quantity, 0);
  const itemsMrp = lines.reduce((sum, line) => sum + rupeesToPaise(line.pack.mrp) * line.quantity, 0);
  const weightGrams = lines.reduce((sum, line) => sum + (line.pack.weightGrams ?? 0) * line.quantity, 0);
  const quote = quoteDelivery(rules, { pincode: address.pincode, state: address.state, itemsPaise: items, weightGrams });
  if (!quote.serviceable) throw badRequest(`${quote.reason} (${address.pincode})`);
  let codFee = 0;
  if (paymentMethod === "cod") {
    const offer = codOffer(rules, address.pincode, items + quote.feePaise);
    if (!offer.allowed) throw badRequest(offer.reason);
    codFee = offer.feePaise;
  }
  return { itemsMrp, items, delivery: quote.feePaise, codFee };
}

/** A chosen address kept among the customer's saved ones (once: the same address twice is one row). */
function saveAddressStatement(db: Db, user: User, address: DeliveryAddress, now: string) {
  const addressKey = [address.doorNo, address.street, address.city, address.pincode, address.state].map((part) => part.trim().toLowerCase()).join("|");
  return db
    .insert(userAddresses)
    .values({ id: newId(), userId: user.id, name: user.name, phoneNumber: user.phoneNumber, ...address, addressKey, createdAt: now })
    .onConflictDoNothing();
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
  const address = deliveryAddressOf(user, input.deliveryAddress);
  const paymentMethod = input.paymentMethod ?? "upi";
  const breakup = priceOrder(await loadDeliveryRules(ctx), resolved, address, paymentMethod);
  const now = nowIso();
  const orderId = newId();
  const lines = resolved.map((line) => ({
    id: newId(),
    orderId,
    productId: line.productId,
    variantId: line.pack._id,
    productName: line.productName,
    variantLabel: line.pack.label,
    images: line.images,
    quantity: line.quantity,
    unitPricePaise: rupeesToPaise(line.pack.salePrice),
    unitMrpPaise: rupeesToPaise(line.pack.mrp),
    productBillPaise: rupeesToPaise(line.pack.salePrice) * line.quantity,
  }));
  const billPaise = breakupTotal(breakup);
  const cartOfUser = db.select({ id: carts.id }).from(carts).where(eq(carts.userId, user.id));

  try {
    await db.batch([
      db.insert(orders).values({
        id: orderId,
        userId: user.id,
        name: user.name,
        emailAddress: user.emailAddress,
        phoneNumber: user.phoneNumber,
        ...address,
        billPaise,
        itemsMrpPaise: breakup.itemsMrp,
        itemsPaise: breakup.items,
        deliveryFeePaise: breakup.delivery,
        codFeePaise: breakup.codFee,
        paymentMethod,
        buyerGstin: input.buyerGstin ?? null,
        buyerBusinessName: input.buyerGstin ? (input.businessName ?? null) : null,
        amountPaidPaise: 0,
        transactionId: null,
        // Cash on delivery: nothing to report or verify until the courier collects it.
        paymentStatus: paymentMethod === "cod" ? "cod" : "pending",
        orderStatus: "not yet delivered",
        idempotencyKey,
        idempotencyHash: placementHash,
        createdAt: now,
        updatedAt: now,
      }),
      ...lines.map((line) => db.insert(orderItems).values(line)),
      ...resolved.map((line) => saleStatement(db, orderId, user.id, line, now)),
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
    if (isStockShortage(error)) throw await shortageAfterRace(db, resolved);
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
 * A customer's orders, newest first: the actor's own by default. Another customer's list does not exist as far
 * as a customer can tell (404); an admin may read anyone's.
 */
export async function listOrdersOfUser(ctx: ViewContext, actor: Principal, userId: string = actor.id): Promise<OrderView[]> {
  if (userId !== actor.id && actor.role !== "admin") throw notFound("Orders not found");
  const rows = await ctx.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  return withLines(ctx, rows);
}

/** The list's filters: by status, and to one order (the admin Grievances page links a complaint's order). */
function orderListFilters(query: OrderListQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.paymentStatus) filters.push(eq(orders.paymentStatus, query.paymentStatus));
  if (query.orderStatus) filters.push(eq(orders.orderStatus, query.orderStatus));
  if (query.orderId) filters.push(eq(orders.id, query.orderId));
  return filters;
}

/** All orders newest first, optionally filtered by status and cut into pages (admin). */
export async function listOrders(ctx: ViewContext, query: OrderListQuery = {}): Promise<{ orders: OrderView[]; total: number }> {
  const { db } = ctx;
  const filters = orderListFilters(query);
  const where = filters.length ? and(...filters) : undefined;
  const base = db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id));
  if (!query.page) {
    const rows = await base;
    return { orders: await withLines(ctx, rows), total: rows.length };
  }
  const pageSize = query.pageSize ?? 20;
  const [rows, [{ total }]] = await Promise.all([
    base.limit(pageSize).offset((query.page - 1) * pageSize),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { orders: await withLines(ctx, rows), total };
}

const STREAM_BATCH = 200;

/**
 * Every order matching the filters, newest first, in batches read by keyset pagination: the whole list never
 * sits in memory at once, so the admin's full export works at any size within a Worker's memory limit.
 */
export async function* orderBatches(ctx: ViewContext, query: OrderListQuery = {}): AsyncGenerator<OrderView[]> {
  const { db } = ctx;
  let cursor: { createdAt: string; id: string } | null = null;
  for (;;) {
    const filters = orderListFilters(query);
    if (cursor) filters.push(sql`(${orders.createdAt}, ${orders.id}) < (${cursor.createdAt}, ${cursor.id})`);
    const rows = await db
      .select()
      .from(orders)
      .where(filters.length ? and(...filters) : undefined)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(STREAM_BATCH);
    if (rows.length === 0) return;
    yield await withLines(ctx, rows);
    if (rows.length < STREAM_BATCH) return;
    const last = rows[rows.length - 1];
    cursor = { createdAt: last.createdAt, id: last.id };
  }
}

export async function countOrders(ctx: Pick<ServiceContext, "db">, query: OrderListQuery = {}): Promise<number> {
  const { db } = ctx;
  const filters = orderListFilters(query);
  const [{ total }] = await db.select({ total: count() }).from(orders).where(filters.length ? and(...filters) : undefined);
  return total;
}

export async function orderHistory(ctx: Pick<ServiceContext, "db">, orderIds: string[]): Promise<Map<string, OrderEventView[]>> {
  const { db } = ctx;
  const history = new Map<string, OrderEventView[]>(orderIds.map((id) => [id, []]));
  for (let i = 0; i < orderIds.length; i += IN_LIST_CHUNK) {
    const rows = await db
      .select({ event: orderEvents, credit: bankCredits })
      .from(orderEvents)
      .leftJoin(bankCredits, eq(bankCredits.id, orderEvents.bankCreditId))
      .where(inArray(orderEvents.orderId, orderIds.slice(i, i + IN_LIST_CHUNK)))
      .orderBy(orderEvents.id);
    for (const { event: row, credit } of rows) {
      history.get(row.orderId)?.push({
        transition: row.transition,
        actorRole: row.actorRole,
        from: { paymentStatus: row.fromPaymentStatus, orderStatus: row.fromOrderStatus },
        to: { paymentStatus: row.toPaymentStatus, orderStatus: row.toOrderStatus },
        createdAt: row.createdAt,
        confirmedShortfall: row.confirmedShortfallPaise === null ? null : paiseToRupees(row.confirmedShortfallPaise),
        note: row.note,
        evidence: credit
          ? { creditId: credit.id, date: credit.day, amount: paiseToRupees(credit.amountPaise), upiReference: credit.utr, narration: credit.narration }
          : null,
      });
    }
  }
  return history;
}

/**
 * What a transition may carry besides its name: the customer's payment report for "pay" (validated here, since
 * its ceiling depends on the order's bill, and only once the transition is known to be allowed, so that a refused
 * transition answers 409 whatever the report holds), and the admin's explicit confirmation for a transition that
 * needs one for this order.
 */
export type TransitionDetails = {
  payment?: { amountPaid: unknown; transactionId: unknown };
  confirmUnderpaid?: boolean;
  /** The bank statement line that proves the payment (the payments page): its amount becomes the amount paid. */
  evidence?: { creditId: string };
  /** What a transition with an `input` carries (the update body's fields; validated here for that input). */
  input?: Record<string, unknown>;
};

export const CREDIT_TAKEN_MESSAGE = "This statement line is already the evidence of another order's payment";

/** The order as the actor may see it: a customer only ever sees their own (another's is 404). */
async function visibleOrder(ctx: Pick<ServiceContext, "db">, actor: Principal, orderId: string): Promise<Order> {
  const order = await ctx.db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!order || (actor.role !== "admin" && order.userId !== actor.id)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return order;
}

/** 404 unless the order exists and the actor may see it (for adapters that refuse a request about an order). */
export async function assertOrderVisible(ctx: Pick<ServiceContext, "db">, actor: Principal, orderId: string): Promise<void> {
  await visibleOrder(ctx, actor, orderId);
}

/**
 * Applies one named status transition to an order. Customers only ever see their own orders (another's is 404);
 * the transition must be the actor's and start from the order's current state (409 naming the rule otherwise).
 * A transition that needs a confirmation for this order (verifying an underpaid payment) is refused with 409
 * unless the details carry it; an accepted confirmation is recorded with the event. The UPDATE is conditional on
 * the state read, so of two conflicting concurrent updates exactly one applies (the amounts cannot change while
 * the statuses stay as read, so the confirmation holds for the row that is updated).
 */
export async function applyTransition(
  ctx: ServiceContext,
  actor: Principal,
  orderId: string,
  name: TransitionName,
  details: TransitionDetails = {},
): Promise<OrderView> {
  const { db } = ctx;
  const order = await visibleOrder(ctx, actor, orderId);
  const transition = transitionNamed(name);
  const actorKind: StatusActor = order.userId === actor.id && name === "pay" ? "customer" : actor.role === "admin" ? "admin" : "customer";
  if (!actorMay(transition, actorKind)) {
    throw conflict(transition.actor === "admin" ? "Only an admin can make this change" : "Only the customer who placed the order can report its payment");
  }
  const from: OrderState = { paymentStatus: order.paymentStatus, orderStatus: order.orderStatus };
  if (!transition.allowedFrom(from)) throw conflict(transition.rule);
  const to = transition.apply(from);
  const evidence = await evidenceFor(ctx, transition, details);
  const facts = evidence ? { paymentStatus: "done" as const, billPaise: order.billPaise, amountPaidPaise: evidence.amountPaise } : paymentFactsOfRow(order);
  const confirmedShortfallPaise = confirmedShortfall(transition, facts, details);

  const changes: Partial<Order> = { paymentStatus: to.paymentStatus, orderStatus: to.orderStatus, updatedAt: nowIso() };
  const note = applyTransitionInput(transition, details, changes);
  if (evidence) {
    // The bank is the proof: what it received is what was paid, and an unreported payment takes its reference.
    changes.amountPaidPaise = evidence.amountPaise;
    changes.paymentCreditId = evidence.id;
    if (name === "receive" && evidence.utr && !order.transactionId) changes.transactionId = evidence.utr;
  }
  if (name === "pay") {
    const report = parseInput(paymentReportSchemaFor(order.billPaise), details.payment ?? {});
    changes.amountPaidPaise = rupeesToPaise(report.amountPaid);
    changes.transactionId = report.transactionId;
    const reused = await db.query.orders.findFirst({ columns: { id: true }, where: eq(orders.transactionId, report.transactionId) });
    if (reused && reused.id !== orderId) throw conflict(UTR_TAKEN_MESSAGE);
  }

  const stillAsRead = and(eq(orders.id, orderId), eq(orders.paymentStatus, from.paymentStatus), eq(orders.orderStatus, from.orderStatus));
  const eventId = newId();
  const gstDocument = await gstStatementsFor(ctx, order, transition, eventId, note);
  let applied: { id: string }[];
  try {
    [applied] = await db.batch([
      db.update(orders).set(changes).where(stillAsRead).returning({ id: orders.id }),
      // Recorded only when the update above changed the row (changes() counts the previous statement's rows);
      // the selected values follow the table's column order.
      db.insert(orderEvents).select(
        sql`select ${eventId}, ${orderId}, ${actor.id}, ${actor.role}, ${name}, ${from.paymentStatus}, ${from.orderStatus},
          ${to.paymentStatus}, ${to.orderStatus}, ${nowIso()}, ${confirmedShortfallPaise}, ${evidence?.id ?? null}, ${note} where changes() = 1`,
      ),
      ...(returnsStock(from, to) ? [restockStatement(db, orderId, eventId, actor)] : []),
      ...gstDocument,
    ]);
  } catch (error) {
    if (isUniqueViolation(error, "transaction_id")) throw conflict(UTR_TAKEN_MESSAGE);
    if (isUniqueViolation(error, "payment_credit_id")) throw conflict(CREDIT_TAKEN_MESSAGE);
    throw error;
  }
  if (applied.length !== 1) throw conflict("The order was changed by someone else just now. Please reload and try again.");

  const view = await getOrderView(ctx, orderId);
  await notifyOrderChange(ctx, name, view);
  return view;
}

/**
 * Validates what a transition needs (its `input`) and puts it on the order's changes; answers the note its history
 * keeps. A transition that needs nothing ignores any such fields (old clients' bodies keep their meaning).
 */
function applyTransitionInput(transition: Transition, details: TransitionDetails, changes: Partial<Order>): string | null {
  if (!transition.input) return null;
  const given = details.input ?? {};
  switch (transition.input) {
    case "shipment": {
      const shipment = parseInput(transitionInputSchemas.shipment, given);
      Object.assign(changes, shipment);
      return `${shipment.courier} ${shipment.trackingNumber}`;
    }
    case "reason": {
      const { reason } = parseInput(transitionInputSchemas.reason, given);
      changes.cancelReason = reason;
      return reason;
    }
    case "refund": {
      const { refundReference } = parseInput(transitionInputSchemas.refund, given);
      changes.refundReference = refundReference;
      return refundReference;
    }
    case "cash": {
      const { amountPaid } = parseInput(transitionInputSchemas.cash, given);
      changes.amountPaidPaise = rupeesToPaise(amountPaid);
      return `Cash collected: ${amountPaid}`;
    }
  }
}

/**
 * The statement line a transition carries as evidence, or null: required by some transitions (receive), accepted by
 * some (verify), refused by the rest; the line must exist.
 */
async function evidenceFor(ctx: Pick<ServiceContext, "db">, transition: Transition, details: TransitionDetails) {
  if (!details.evidence) {
    if (transition.bankEvidence === "required") throw conflict(`"${transition.label}" needs a bank statement line as evidence: use the Payments page`);
    return null;
  }
  if (!transition.bankEvidence) throw badRequest(`"${transition.label}" takes no bank statement line`);
  const credit = await ctx.db.query.bankCredits.findFirst({ where: eq(bankCredits.id, details.evidence.creditId) });
  if (!credit) throw notFound("That statement line was not found");
  return credit;
}

/**
 * Puts back what an order took, as "restored" movements mirroring its "sold" ones: only when this batch's event was
 * recorded (the status change applied), and at most once per pack (the ledger's unique index on order, pack, kind).
 */
function restockStatement(db: Db, orderId: string, eventId: string, actor: Principal) {
  return db
    .insert(stockMovements)
    .select(
      sql`select ${eventId} || '-' || m.variant_id, m.variant_id, 'restored', -m.delta, m.order_id, ${actor.id}, 'Order closed (wrong, cancelled or returned)', ${nowIso()}
        from stock_movements m where m.order_id = ${orderId} and m.kind = 'sold' and exists (select 1 from order_events e where e.id = ${eventId})`,
    )
    .onConflictDoNothing();
}

/**
 * The shortfall to record when the transition needs the admin's confirmation for this order and the details give
 * it; null when none is needed; 409 saying why and how to confirm when it is needed and missing.
 */
function confirmedShortfall(transition: Transition, facts: PaymentFacts, details: TransitionDetails): number | null {
  const needed = confirmationNeeded(transition, facts);
  if (!needed) return null;
  if (details[needed.confirmation.flag] !== true) throw conflict(confirmationMissingMessage(needed));
  return facts.billPaise - facts.amountPaidPaise;
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
  const cart = await getCart(ctx, actor);
  const lines = cart.products.filter((line) => chosen.has(line.variantId));
  if (lines.length === 0) throw badRequest("Please select at least one product");
  const products = lines.map((line) => ({ productId: line.productId._id, variantId: line.variantId, quantity: line.quantity }));
  const { deliveryAddress, saveAddress, paymentMethod, buyerGstin, businessName } = input;
  return placeOrder(ctx, actor, { products, deliveryAddress, saveAddress, paymentMethod, buyerGstin, businessName }, input.idempotencyKey);
}
