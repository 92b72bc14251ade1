/**
 * Reading orders: one order or many by id, a customer's own list, the admin's list (filtered, paged, or streamed
 * in batches for the full export), counts and each order's history. Rows are read here, with their lines, statement
 * checks, GST documents and failed delivery attempts (issue 32) in as few statements as D1's parameter limit allows; ./views.ts makes the contract's views.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { OrderEventView, OrderView } from "./shared/views";
import type { OrderListQuery } from "./shared/schemas";
import type { PaymentCheck } from "../payments/shared/matching";
import type { Principal } from "../accounts/shared/user";
import type { Db } from "../../../db/client";
import { bankCredits } from "../payments/tables";
import { orderDeliveryAttempts, orderEvents, orderItems, orders, type Order, type OrderDeliveryAttempt } from "./tables";
import { products, productPacks } from "../catalogue/tables";
import { notFound } from "../../lib/errors";
import type { ServiceContext, ViewContext } from "../../http/context";
import { documentsOfOrders, type OrderDocumentNumbers } from "../invoices/invoices";
import { paymentChecksStatement } from "../payments/matching";
import { toOrderEventView, toOrderView, type LineRow } from "./views";
import { batchesOfOrders, type OrderBatches } from "../stock/order-batches";

export const ORDER_NOT_FOUND_MESSAGE = "Order not found";
const IN_LIST_CHUNK = 90; // D1 binds at most 100 parameters per statement

/**
 * The lines and the statement checks of many orders, by order, per chunk of ids (the parameter limit): the lines,
 * and how each reported payment stands against the imported bank statements.
 */
async function linesFor(db: Db, orderIds: string[]) {
  const byOrder = new Map<string, LineRow[]>(orderIds.map((id) => [id, []]));
  const checks = new Map<string, PaymentCheck>();
  const documents = new Map<string, OrderDocumentNumbers>();
  const attempts = new Map<string, OrderDeliveryAttempt[]>();
  const batches: OrderBatches = new Map();
  for (let i = 0; i < orderIds.length; i += IN_LIST_CHUNK) {
    const chunk = orderIds.slice(i, i + IN_LIST_CHUNK);
    // Reads side by side: Drizzle's batch cannot take the checks' raw SQL (see rawBatch in db/client.ts).
    const [rows, checked, issued, tried, allocated] = await Promise.all([
      db
        .select({
          item: orderItems,
          product: { id: products.id, name: products.name, images: products.images },
          currentPricePaise: productPacks.salePricePaise,
        })
        .from(orderItems)
        .leftJoin(products, eq(products.id, orderItems.productId))
        .leftJoin(productPacks, eq(productPacks.id, orderItems.variantId))
        .where(inArray(orderItems.orderId, chunk))
        .orderBy(orderItems.id),
      paymentChecksStatement(db, chunk),
      documentsOfOrders(db, chunk),
      // Issue 32: the failed delivery attempts of the chunk's orders, one statement (never one per order).
      db
        .select()
        .from(orderDeliveryAttempts)
        .where(inArray(orderDeliveryAttempts.orderId, chunk))
        .orderBy(asc(orderDeliveryAttempts.createdAt), asc(orderDeliveryAttempts.id)),
      // Issue 33: the batches each line took.
      batchesOfOrders(db, chunk),
    ]);
    for (const [id, byPack] of allocated) batches.set(id, byPack);
    for (const row of rows) byOrder.get(row.item.orderId)?.push(row);
    for (const row of tried) attempts.set(row.orderId, [...(attempts.get(row.orderId) ?? []), row]);
    for (const row of checked) checks.set(row.id, row.check);
    for (const [id, numbers] of issued) documents.set(id, numbers);
  }
  return { lines: byOrder, checks, documents, attempts, batches };
}

async function withLines(ctx: ViewContext, rows: Order[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const { lines, checks, documents, attempts, batches } = await linesFor(ctx.db, rows.map((row) => row.id));
  return rows.map((row) =>
    toOrderView(row, lines.get(row.id) ?? [], checks.get(row.id) ?? null, documents.get(row.id) ?? {}, ctx, attempts.get(row.id) ?? [], batches.get(row.id)),
  );
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

/** Each order's status changes, oldest first, with the statement line a change was made on. */
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
    for (const { event, credit } of rows) history.get(event.orderId)?.push(toOrderEventView(event, credit));
  }
  return history;
}
