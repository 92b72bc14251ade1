/**
 * `npm run loadtest`: 50 concurrent clients against the BUILT app on this machine, then checks in the database
 * that nothing was lost, doubled or moved against the rules.
 *
 * Set-up as in tests/bench/run.ts: a fresh local D1 in a temp folder, migrated and seeded with the demo shop,
 * the built Worker under `wrangler dev` on a free localhost port. Then, for LOAD_SECONDS (default 60) or until
 * LOAD_MAX_REQUESTS (default 100,000) have been sent, whichever comes first:
 *
 * - visitors browse /, /shop, /blobs, /promotions and GET /api/admin/product/all;
 * - customers (signed up at the start, each from its own CF-Connecting-IP so the per-IP sign-up limit does not
 *   trip) fill their cart with packs, place orders with an Idempotency-Key (sometimes sending the same order twice
 *   at once, like a double click) and report UPI payments, now and then short of the bill; they open with a rush
 *   (all at once, 2 units each of the first scarce pack) and one round in three race each other for the SCARCE
 *   packs (POST /api/order with `variantId`), where a 409 saying how many are left or that the pack is out of
 *   stock is an expected answer, not an error;
 * - one admin verifies reported payments (confirming the short ones, marking some scarce-pack payments fake),
 *   marks some verified orders delivered, marks some unpaid orders wrong order (both put the stock back) and
 *   now and then receives a few more units of a scarce pack.
 *
 * - issue 17: cash on delivery is switched on (no limit, no fee) before the run; one ordinary order in four is
 *   placed COD; one in eight is cancelled by its customer right after placing (UPI unpaid, or COD before it ships);
 *   the admin ships every COD order (courier, tracking number), then records the cash collected for two in three
 *   and marks the rest returned (refused at the door); one verified UPI order in six is cancelled by the admin
 *   (refund pending) and its refund recorded.
 *
 * Before the run the admin gives SCARCE_PACKS packs a stock of SCARCE_STOCK (POST /api/admin/stock/adjust) and
 * receives plenty of every other pack (POST /api/admin/stock/receive), so only the scarce ones ever run out.
 *
 * It prints throughput, p50/p95 latency per route and the errors (any failure but 429), then reads the
 * database (wrangler d1 execute) and checks:
 * - every order a client was told was created exists exactly once, for that customer, with the bill the
 *   client computed from the catalogue prices and the lines it asked for;
 * - every order's statuses obey the rules (e.g. verified only after done, nothing paid without a transaction
 *   id, delivered only when verified, nothing above 10x the bill) and match what the clients were told;
 * - every status change in order_events is a legal transition (a verified short payment carrying the shortfall
 *   the admin confirmed), and each order's history leads from the initial state to its current one;
 * - every customer's cart holds exactly the lines the client was told were saved, minus the packs it was
 *   told it ordered (no cart line lost or resurrected);
 * - stock: no pack below zero; every counted pack's stock is the sum of its ledger and of its batches' on-hand (issue 33; each batch
 *   its own ledger's sum, never below zero; an uncounted one's ledger sums
 *   to 0); no pack sold more units (sold minus restored) than it received and was adjusted to; every order line
 *   of a counted pack took exactly its quantity once; an order has a "restored" movement for a pack only when it is
 *   closed (wrong order, cancelled, returned), at most once, giving back exactly what it took, and every closed
 *   order gave back all it took;
 *   the scarce packs sold no more than they had.
 * Exits 1 when an invariant fails or a non-429 error occurred.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { CLOSED_ORDER_STATUSES, TRANSITIONS, type OrderState } from "../../worker/domains/orders/shared/status.ts";
import { runWrangler, startLocalShop } from "../helpers/local-server.ts";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/** A second bound: the run also ends after this many requests, however fast the machine. */
const MAX_REQUESTS = Number(process.env.LOAD_MAX_REQUESTS ?? 100_000);
const VISITORS = 29;
const CUSTOMERS = 20;
const ADMINS = 1; // 50 clients in all
const REQUEST_TIMEOUT_MS = 30_000;
const ADMIN = { emailAddress: "admin@ghani.local", password: "GhaniAdmin#2026" };
const PAGES = ["/", "/shop", "/blobs", "/promotions", "/api/admin/product/all"];
/** Packs the customers race for, and the stock each starts the run with. */
const SCARCE_PACKS = 4;
const SCARCE_STOCK = 5;
/** Units received of every other pack before the run, so that only the scarce packs ever run out. */
const PLENTY = 100_000;
/** The answers a client gets when a pack has too few units: expected under a race, not errors. */
const STOCK_REFUSAL = /^Only \d+ left of .+\. Please lower the quantity\.$| is out of stock \(none left\)$|^Stock changed while your order was being placed/;

// ---------------------------------------------------------------------------------------------- set-up

// --------------------------------------------------------------------------------------- measurements

let requestsSent = 0;
/** Whether the clients go on: until the deadline and the request cap, whichever comes first. */
const running = (until: number) => Date.now() < until && requestsSent < MAX_REQUESTS;

type RouteStats = { latencies: number[]; errors: number; limited: number; refused: number };
const stats = new Map<string, RouteStats>();
const errorSamples: string[] = [];
let base = "";

function record(route: string, ms: number, outcome: "ok" | "error" | "limited" | "refused", detail?: string) {
  let entry = stats.get(route);
  if (!entry) stats.set(route, (entry = { latencies: [], errors: 0, limited: 0, refused: 0 }));
  entry.latencies.push(ms);
  if (outcome === "error") {
    entry.errors++;
    if (errorSamples.length < 15) errorSamples.push(`${route}: ${detail}`);
  }
  if (outcome === "limited") entry.limited++;
  if (outcome === "refused") entry.refused++;
}

type Reply = { status: number; body: any };

/**
 * One request, timed until its body is read. Non-2xx answers other than 429 (and a 409 for stock where
 * `stockRefusalExpected`), network failures and timeouts count as errors. Returns null when there was no answer;
 * `body` is parsed JSON (API) or null (pages).
 */
async function call(
  route: string,
  path: string,
  options: { method?: string; ip: string; token?: string; body?: unknown; headers?: Record<string, string>; stockRefusalExpected?: boolean },
): Promise<Reply | null> {
  const headers: Record<string, string> = { "CF-Connecting-IP": options.ip, ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const started = performance.now();
  requestsSent++;
  try {
    const response = await fetch(`${base}${path}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    const isJson = (response.headers.get("Content-Type") ?? "").includes("json");
    const body = isJson && text ? JSON.parse(text) : null;
    if (response.ok) record(route, ms, "ok");
    else if (options.stockRefusalExpected && isStockRefusal({ status: response.status, body })) record(route, ms, "refused");
    else record(route, ms, response.status === 429 ? "limited" : "error", `${response.status} ${isJson ? text.slice(0, 200) : ""}`);
    return { status: response.status, body };
  } catch (error) {
    record(route, performance.now() - started, "error", error instanceof Error ? error.message : String(error));
    return null;
  }
}

function isStockRefusal(reply: Reply | null): reply is Reply {
  return reply?.status === 409 && typeof reply.body?.message === "string" && STOCK_REFUSAL.test(reply.body.message);
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const pad = (text: string | number, width: number) => String(text).padEnd(width);
const padLeft = (text: string | number, width: number) => String(text).padStart(width);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

// ------------------------------------------------------------------------------------------- the shop

/** A pack as the catalogue lists it; the load test's clients order packs, never bare products. */
type Pack = { productId: string; variantId: string; name: string; pricePaise: number; stock: number | null };
type Customer = { id: string; token: string; ip: string };
/** What a client was told about an order. `lines` maps a pack (variant id) to its quantity. */
type KnownOrder = {
  userId: string;
  billPaise: number;
  lines: Map<string, number>;
  paid?: { transactionId: string; amountPaidPaise: number };
  verified?: boolean;
  delivered?: boolean;
  /** Marked wrong order (unpaid) or fake (reported payment) by the admin: its stock went back. */
  wrongOrder?: "wrong-order" | "fake";
  cod?: boolean;
  /** Cancelled by its customer (unpaid) or by the admin (verified, then refunded). */
  cancelled?: "customer" | "admin";
  refunded?: boolean;
  /** COD: shipped, then the cash collected or refused at the door. */
  shipped?: boolean;
  codOutcome?: "collected" | "returned";
};

const known = new Map<string, KnownOrder>();
/** Per customer: the cart the answers imply (variant id to quantity), or absent once an answer never came. */
const expectedCarts = new Map<string, Map<string, number>>();
/** Unpaid orders the customers left for the admin to mark wrong order (one process: a queue, no race). */
const unpaidOrders: string[] = [];
/** COD orders waiting for the admin to ship them. */
const codOrders: string[] = [];
const cod = { placed: 0, shipped: 0, collected: 0, returned: 0 };
const cancellations = { customer: 0, admin: 0, refunded: 0 };
/** The scarce packs' figures, for the report and the "sold no more than they had" check. */
const scarce = { attempts: 0, placed: 0, unitsPlaced: 0, onlyLeft: 0, outOfStock: 0, otherRefusals: 0, receipts: 0, unitsReceived: 0, faked: 0 };
let wrongOrders = 0;

/** Applies the answer to a cart write to the customer's expected cart. */
function trackCartWrite(customerId: string, reply: Reply | null, variantId: string, quantity: number) {
  const cart = expectedCarts.get(customerId);
  if (!cart) return;
  if (reply === null || reply.status >= 500) expectedCarts.delete(customerId); // unknown whether it landed
  else if (reply.status === 200) cart.set(variantId, quantity);
}
let orderPostsWithoutAnswer = 0;
let duplicateSubmissions = 0;
const logicFailures: string[] = [];
let utrCounter = 0;
const utrBase = 100_000_000_000 + Math.floor(Math.random() * 800_000_000_000);
const nextUtr = () => String(utrBase + ++utrCounter);

const toPaise = (rupees: number) => Math.round(rupees * 100);

async function signUp(index: number): Promise<Customer> {
  const ip = `198.51.100.${index + 1}`;
  const reply = await call("POST /api/signup (set-up)", "/api/signup", {
    method: "POST",
    ip,
    body: {
      name: `Load Customer ${index + 1}`,
      phoneNumber: `+9198${String(index).padStart(8, "0")}`,
      emailAddress: `load.${Date.now().toString(36)}.${index}@example.com`,
      password: `LoadTest#${randomBytes(6).toString("hex")}`,
      address: { doorNo: `${index + 1}-1`, street: "Market Road", city: "Guntur", pincode: "522001", state: "Andhra Pradesh" },
    },
  });
  if (!reply || reply.status !== 201) throw new Error(`sign-up ${index + 1} failed: ${reply?.status} ${JSON.stringify(reply?.body)}`);
  return { id: reply.body.user._id, token: reply.body.token, ip };
}

async function visitor(index: number, until: number) {
  const ip = `203.0.113.${index + 1}`;
  while (running(until)) {
    const path = pick(PAGES);
    await call(`GET ${path}`, path, { ip });
  }
}

type Shelf = { plenty: Pack[]; scarce: Pack[]; byPack: Map<string, Pack> };

/**
 * The delivery and cash-on-delivery rules the run sets up (one zone for all of India), and the bill they give, worked
 * out here from the rule rather than by the app: delivery ₹50, free from ₹600 of items; cash on delivery ₹20 more.
 */
const LOAD_DELIVERY = { baseFeePaise: 5000, freeAbovePaise: 60000, codFeePaise: 2000 };
function expectedBillPaise(itemsPaise: number, paymentMethod: "upi" | "cod"): number {
  const delivery = itemsPaise >= LOAD_DELIVERY.freeAbovePaise ? 0 : LOAD_DELIVERY.baseFeePaise;
  return itemsPaise + delivery + (paymentMethod === "cod" ? LOAD_DELIVERY.codFeePaise : 0);
}

/**
 * Sends one placement (twice at once one time in six, like a double click) and checks that the answers agree:
 * every answer names the same order, or every answer is a 409 for stock. Returns the order, or null.
 */
async function placeOrder(me: Customer, shelf: Shelf, lines: Map<string, number>, route: string, stockRefusalExpected: boolean, paymentMethod: "upi" | "cod" = "upi") {
  const itemsPaise = [...lines].reduce((sum, [variantId, quantity]) => sum + shelf.byPack.get(variantId)!.pricePaise * quantity, 0);
  const billPaise = expectedBillPaise(itemsPaise, paymentMethod);
  const body = {
    userId: me.id,
    products: [...lines].map(([variantId, quantity]) => {
      const pack = shelf.byPack.get(variantId)!;
      return { productId: pack.productId, variantId, quantity, productBill: (pack.pricePaise * quantity) / 100 };
    }),
    bill: billPaise / 100,
    ...(paymentMethod === "cod" ? { paymentMethod } : {}),
  };
  const key = randomUUID();
  const post = () =>
    call(route, "/api/order", { ip: me.ip, token: me.token, method: "POST", body, headers: { "Idempotency-Key": key }, stockRefusalExpected });
  const twice = Math.random() < 1 / 6;
  const replies = twice ? await Promise.all([post(), post()]) : [await post()];
  if (twice) duplicateSubmissions++;
  const refusals = replies.filter(isStockRefusal);
  const answered = replies.filter((reply): reply is Reply => reply !== null && reply.status < 300);
  if (answered.length + refusals.length < replies.length) orderPostsWithoutAnswer += replies.length - answered.length - refusals.length;
  if (replies.some((reply) => reply === null || reply.status >= 500)) expectedCarts.delete(me.id);
  if (answered.length && refusals.length) {
    logicFailures.push(`one placement (Idempotency-Key ${key}) was answered both with order ${answered[0].body._id} and with 409 "${refusals[0].body.message}"`);
  }
  for (const refusal of refusals) checkRefusal(refusal.body.message as string, lines, shelf);
  if (answered.length === 0) return null;
  // Placing an order takes the ordered packs out of the cart, in the same batch.
  for (const variantId of lines.keys()) expectedCarts.get(me.id)?.delete(variantId);
  const ids = new Set(answered.map((reply) => reply.body._id as string));
  if (ids.size !== 1) logicFailures.push(`the same Idempotency-Key gave two orders: ${[...ids].join(", ")}`);
  const order = answered[0].body;
  if (toPaise(order.bill) !== billPaise) logicFailures.push(`order ${order._id}: the server's bill ${order.bill} differs from the client's ${billPaise / 100}`);
  known.set(order._id, { userId: me.id, billPaise, lines, cod: paymentMethod === "cod" });
  return order as { _id: string };
}

/** A stock 409 must name a pack of the placement, and "Only N left" must say fewer than were asked for. */
function checkRefusal(message: string, lines: Map<string, number>, shelf: Shelf) {
  const only = /^Only (\d+) left of (.+)\. Please lower the quantity\.$/.exec(message);
  const out = /^(.+) is out of stock \(none left\)$/.exec(message);
  const named = only?.[2] ?? out?.[1];
  const line = [...lines].find(([variantId]) => shelf.byPack.get(variantId)!.name === named);
  if (only) scarce.onlyLeft++;
  else if (out) scarce.outOfStock++;
  else scarce.otherRefusals++;
  if (named !== undefined && !line) logicFailures.push(`409 "${message}" names no pack of the placement`);
  if (only && line && Number(only[1]) >= line[1]) logicFailures.push(`409 "${message}" for ${line[1]} units: that many were left`);
}

/** Reports a UPI payment (one in eight short of the bill), as the payment page does. */
async function pay(me: Customer, orderId: string, billPaise: number) {
  const transactionId = nextUtr();
  const amountPaidPaise = Math.random() < 1 / 8 ? Math.max(1, Math.floor(billPaise / 2)) : billPaise;
  const paid = await call("PUT /api/order/:id (pay)", `/api/order/${orderId}`, {
    ip: me.ip,
    token: me.token,
    method: "PUT",
    body: { amountPaid: amountPaidPaise / 100, transactionId, paymentStatus: "done" },
  });
  if (paid && paid.status === 200) known.get(orderId)!.paid = { transactionId, amountPaidPaise };
}

/** Orders a scarce pack straight away (the buy-now path), racing the other customers for its last units. */
async function buyScarce(me: Customer, shelf: Shelf, pack: Pack, quantity: number, until: number): Promise<boolean> {
  scarce.attempts++;
  const order = await placeOrder(me, shelf, new Map([[pack.variantId, quantity]]), "POST /api/order (scarce pack)", true);
  if (!order) return false;
  scarce.placed++;
  scarce.unitsPlaced += quantity;
  // Half are paid (and may be found fake by the admin), half are left for the admin to mark wrong order.
  if (Math.random() < 0.5 && running(until)) await pay(me, order._id, known.get(order._id)!.billPaise);
  else unpaidOrders.push(order._id);
  return true;
}

/** The opening rush: every customer at once asks for RUSH_QUANTITY of the first scarce pack. */
const rush = { placed: 0, refused: 0 };
const RUSH_QUANTITY = 2;

async function customer(me: Customer, shelf: Shelf, until: number) {
  const auth = { ip: me.ip, token: me.token };
  if (await buyScarce(me, shelf, shelf.scarce[0], RUSH_QUANTITY, until)) rush.placed++;
  else rush.refused++;
  while (running(until)) {
    // One round in three races the others for a scarce pack.
    if (Math.random() < 1 / 3) {
      await buyScarce(me, shelf, pick(shelf.scarce), 1 + Math.floor(Math.random() * 3), until);
      continue;
    }

    // Browse, then put 1-3 packs into the cart (the quantity sent is the absolute one, as the shop does).
    await call("GET /api/cart/", "/api/cart/", auth);
    const lines = new Map<string, number>();
    const count = 1 + Math.floor(Math.random() * 3);
    while (lines.size < count) lines.set(pick(shelf.plenty).variantId, 1 + Math.floor(Math.random() * 3));
    for (const [variantId, quantity] of lines) {
      const { productId } = shelf.byPack.get(variantId)!;
      const saved = await call("PUT /api/cart/", "/api/cart/", { ...auth, method: "PUT", body: { productId, variantId, quantity } });
      trackCartWrite(me.id, saved, variantId, quantity);
    }
    // One time in four a pack is also kept in the cart for later (not ordered), so carts end up non-empty.
    if (Math.random() < 0.25) {
      const later = pick(shelf.plenty);
      if (!lines.has(later.variantId)) {
        const saved = await call("PUT /api/cart/", "/api/cart/", { ...auth, method: "PUT", body: { productId: later.productId, variantId: later.variantId, quantity: 1 } });
        trackCartWrite(me.id, saved, later.variantId, 1);
      }
    }
    if (!running(until)) break;

    // Place the order as the checkout page does, with the bill it computes from the catalogue prices; one in four
    // is cash on delivery.
    const paymentMethod = Math.random() < 0.25 ? "cod" : "upi";
    const order = await placeOrder(me, shelf, lines, paymentMethod === "cod" ? "POST /api/order (cod)" : "POST /api/order", false, paymentMethod);
    if (!order) continue;
    await call("GET /api/order/user/:userId", `/api/order/user/${me.id}`, auth);
    // One order in eight is cancelled by its customer straight away (before anyone else touches it: no race).
    if (Math.random() < 1 / 8 && running(until)) {
      const cancelled = await call("PUT /api/order/:id (customer cancel)", `/api/order/${order._id}`, { ...auth, method: "PUT", body: { orderStatus: "cancelled", reason: "Load test: changed my mind" } });
      if (cancelled?.status === 200) {
        known.get(order._id)!.cancelled = "customer";
        cancellations.customer++;
      }
      continue;
    }
    if (paymentMethod === "cod") {
      cod.placed++;
      codOrders.push(order._id);
      continue;
    }
    // Four orders in five are paid by UPI; the rest stay pending (and may be marked wrong order by the admin).
    if (Math.random() < 0.8 && running(until)) await pay(me, order._id, known.get(order._id)!.billPaise);
    else unpaidOrders.push(order._id);
  }
}

const isScarceOrder = (order: KnownOrder | undefined, shelf: Shelf) => !!order && [...order.lines.keys()].some((id) => shelf.scarce.some((pack) => pack.variantId === id));

async function admin(token: string, shelf: Shelf, until: number) {
  const auth = { ip: "198.51.100.250", token };
  while (running(until)) {
    const list = await call("GET /api/order?paymentStatus=done", "/api/order?paymentStatus=done&page=1&pageSize=10", auth);
    const reported = list?.status === 200 ? (list.body as { _id: string; paymentMismatch: string | null }[]) : [];
    for (const { _id: id, paymentMismatch } of reported) {
      if (!running(until)) break;
      const entry = known.get(id);
      // One reported payment for a scarce pack in three is found fake: the order becomes a wrong order.
      if (isScarceOrder(entry, shelf) && Math.random() < 1 / 3) {
        const faked = await call("PUT /api/order/:id (fake)", `/api/order/${id}`, { ...auth, method: "PUT", body: { paymentStatus: "nopayment", orderStatus: "wrong order" } });
        if (faked?.status === 200 && entry) {
          entry.wrongOrder = "fake";
          scarce.faked++;
        }
        continue;
      }
      // The admin accepts short payments explicitly, as the admin page's confirm step does.
      const body = paymentMismatch === "underpaid" ? { paymentStatus: "verified", confirmUnderpaid: true } : { paymentStatus: "verified" };
      const verified = await call("PUT /api/order/:id (verify)", `/api/order/${id}`, { ...auth, method: "PUT", body });
      if (verified?.status !== 200) continue;
      if (entry) entry.verified = true;
      // One verified order in six is cancelled by the admin (out of stock, say): the refund is owed, then recorded.
      if (Math.random() < 1 / 6) {
        const cancelled = await call("PUT /api/order/:id (admin cancel)", `/api/order/${id}`, { ...auth, method: "PUT", body: { orderStatus: "cancelled", reason: "Load test: cannot fulfil" } });
        if (cancelled?.status !== 200) continue;
        if (entry) entry.cancelled = "admin";
        cancellations.admin++;
        const refunded = await call("PUT /api/order/:id (refund)", `/api/order/${id}`, { ...auth, method: "PUT", body: { paymentStatus: "refunded", refundReference: `RF${nextUtr()}` } });
        if (refunded?.status === 200) {
          if (entry) entry.refunded = true;
          cancellations.refunded++;
        }
        continue;
      }
      // One verified order in three is delivered straight away.
      if (Math.random() < 1 / 3) {
        const delivered = await call("PUT /api/order/:id (deliver)", `/api/order/${id}`, { ...auth, method: "PUT", body: { orderStatus: "delivered" } });
        if (delivered?.status === 200 && entry) entry.delivered = true;
      }
    }
    // Every COD order is shipped; the courier collects the cash for two in three, the rest are refused at the door.
    for (const id of codOrders.splice(0)) {
      if (!running(until)) break;
      const entry = known.get(id)!;
      // Issue 32: a COD order ships once confirmed; here the admin confirms it (after a call, as the owner would).
      const confirmed = await call("POST /api/order/:id/confirm", `/api/order/${id}/confirm`, { ...auth, method: "POST" });
      if (confirmed?.status !== 200) continue;
      const shipment = { orderStatus: "shipped", courier: "India Post", trackingNumber: `EE${nextUtr().slice(-9)}IN` };
      const shipped = await call("PUT /api/order/:id (ship)", `/api/order/${id}`, { ...auth, method: "PUT", body: shipment });
      if (shipped?.status !== 200) continue;
      entry.shipped = true;
      cod.shipped++;
      const collect = Math.random() < 2 / 3;
      const body = collect ? { orderStatus: "delivered", amountPaid: entry.billPaise / 100 } : { orderStatus: "returned" };
      const done = await call(collect ? "PUT /api/order/:id (collect)" : "PUT /api/order/:id (return)", `/api/order/${id}`, { ...auth, method: "PUT", body });
      if (done?.status !== 200) continue;
      entry.codOutcome = collect ? "collected" : "returned";
      if (collect) cod.collected++;
      else cod.returned++;
    }
    // Half of the orders left unpaid are marked wrong order, which puts their stock back on the shelf.
    for (const id of unpaidOrders.splice(0)) {
      if (!running(until)) break;
      if (Math.random() < 0.5) continue;
      const marked = await call("PUT /api/order/:id (wrong order)", `/api/order/${id}`, { ...auth, method: "PUT", body: { orderStatus: "wrong order" } });
      if (marked?.status === 200) {
        known.get(id)!.wrongOrder = "wrong-order";
        wrongOrders++;
      }
    }
    // Now and then a few more units of a scarce pack arrive while the customers race for it.
    if (Math.random() < 0.5 && running(until)) {
      const pack = pick(shelf.scarce);
      const quantity = 1 + Math.floor(Math.random() * 3);
      const received = await call("POST /api/admin/stock/receive", "/api/admin/stock/receive", { ...auth, method: "POST", body: { variantId: pack.variantId, quantity, note: "Load test delivery" } });
      if (received?.status === 200) {
        scarce.receipts++;
        scarce.unitsReceived += quantity;
        scarceReceived.set(pack.variantId, (scarceReceived.get(pack.variantId) ?? 0) + quantity);
      }
    }
    if (reported.length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Before the run: the scarce packs get SCARCE_STOCK units by a stock adjustment, every other pack receives PLENTY
 * so that the ordinary traffic never runs out. Returns the shelf the clients buy from.
 */
async function stockTheShelf(token: string, packs: Pack[]): Promise<Shelf> {
  const auth = { ip: "198.51.100.250", token };
  const byProduct = new Map<string, Pack[]>();
  for (const pack of packs) byProduct.set(pack.productId, [...(byProduct.get(pack.productId) ?? []), pack]);
  // One scarce pack per product, from products chosen at random.
  const scarcePacks = [...byProduct.values()].sort(() => Math.random() - 0.5).slice(0, SCARCE_PACKS).map((productPacks) => pick(productPacks));
  for (const pack of scarcePacks) {
    const count = pack.stock === SCARCE_STOCK ? SCARCE_STOCK + 1 : SCARCE_STOCK; // the same count is refused (400)
    const adjusted = await call("POST /api/admin/stock/adjust (set-up)", "/api/admin/stock/adjust", { ...auth, method: "POST", body: { variantId: pack.variantId, count, reason: "Load test: scarce pack" } });
    if (adjusted?.status !== 200) throw new Error(`adjusting ${pack.name} failed: ${adjusted?.status} ${JSON.stringify(adjusted?.body)}`);
    pack.stock = count;
  }
  const plenty = packs.filter((pack) => !scarcePacks.includes(pack));
  for (let i = 0; i < plenty.length; i += 5) {
    await Promise.all(
      plenty.slice(i, i + 5).map(async (pack) => {
        const received = await call("POST /api/admin/stock/receive (set-up)", "/api/admin/stock/receive", { ...auth, method: "POST", body: { variantId: pack.variantId, quantity: PLENTY, note: "Load test: plenty" } });
        if (received?.status !== 200) throw new Error(`receiving ${pack.name} failed: ${received?.status} ${JSON.stringify(received?.body)}`);
      }),
    );
  }
  return { plenty, scarce: scarcePacks, byPack: new Map(packs.map((pack) => [pack.variantId, pack])) };
}

// ----------------------------------------------------------------------------------------- invariants

type OrderRow = {
  id: string;
  user_id: string;
  bill_paise: number;
  items_paise: number;
  delivery_fee_paise: number;
  cod_fee_paise: number;
  amount_paid_paise: number;
  transaction_id: string | null;
  payment_status: OrderState["paymentStatus"];
  order_status: OrderState["orderStatus"];
  payment_method: "upi" | "cod";
  idempotency_key: string | null;
};
type ItemRow = { order_id: string; product_id: string; variant_id: string; quantity: number; unit_price_paise: number; product_bill_paise: number };
type CartLineRow = { user_id: string; variant_id: string; quantity: number };
type PackRow = { id: string; stock: number | null };
type MovementRow = { variant_id: string; kind: "sold" | "restored" | "received" | "adjusted"; delta: number; order_id: string | null; batch_id: string | null };
/** Issue 33: a batch (lot) of a pack, whose on-hand the ledger's trigger keeps. */
type BatchRow = { id: string; variant_id: string; on_hand: number };
type EventRow = {
  order_id: string;
  actor_role: string;
  transition: string;
  from_payment_status: string;
  from_order_status: string;
  to_payment_status: string;
  to_order_status: string;
  confirmed_shortfall_paise: number | null;
};

const VALID_STATES = new Set([
  "pending|not yet delivered",
  "pending|wrong order",
  "done|not yet delivered",
  "verified|not yet delivered",
  "verified|delivered",
  "nopayment|wrong order",
  // Issue 17: cash on delivery, shipping, cancellations and refunds.
  "cod|not yet delivered",
  "cod|shipped",
  "cod|returned",
  "cod|cancelled",
  "verified|shipped",
  "pending|cancelled",
  "refund pending|cancelled",
  "refunded|cancelled",
]);
/** The state an order is placed in: cash on delivery starts "cod", UPI "pending". */
const initialState = (order: OrderRow) => (order.payment_method === "cod" ? "cod|not yet delivered" : "pending|not yet delivered");
const isClosedStatus = (status: string | undefined) => CLOSED_ORDER_STATUSES.some((closed) => closed === status);

function checkInvariants(state: string, shelf: Shelf, customers: Customer[]): { label: string; failures: string[] }[] {
  const [orders, items, events, cartLines, packs, movements, batches] = (
    JSON.parse(
      runWrangler([
        "d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command",
        "select id, user_id, bill_paise, items_paise, delivery_fee_paise, cod_fee_paise, amount_paid_paise, transaction_id, payment_status, order_status, payment_method, idempotency_key from orders; " +
          "select order_id, product_id, variant_id, quantity, unit_price_paise, product_bill_paise from order_items; " +
          "select order_id, actor_role, transition, from_payment_status, from_order_status, to_payment_status, to_order_status, confirmed_shortfall_paise from order_events order by order_id, created_at, id; " +
          "select carts.user_id, cart_items.variant_id, cart_items.quantity from cart_items join carts on carts.id = cart_items.cart_id; " +
          "select id, stock from product_variants; " +
          "select variant_id, kind, delta, order_id, batch_id from stock_movements; " +
          "select id, variant_id, on_hand from stock_batches",
      ]),
    ) as { results: unknown[] }[]
  ).map((statement) => statement.results) as [OrderRow[], ItemRow[], EventRow[], CartLineRow[], PackRow[], MovementRow[], BatchRow[]];

  const prices = new Map([...shelf.byPack.values()].map((pack) => [pack.variantId, pack.pricePaise]));
  const byId = new Map<string, OrderRow[]>();
  for (const order of orders) byId.set(order.id, [...(byId.get(order.id) ?? []), order]);
  const itemsOf = new Map<string, ItemRow[]>();
  for (const item of items) itemsOf.set(item.order_id, [...(itemsOf.get(item.order_id) ?? []), item]);

  // 1. Orders the clients were told about: there, once, with their bill and lines.
  const placed: string[] = [];
  for (const [id, expected] of known) {
    const rows = byId.get(id) ?? [];
    if (rows.length !== 1) {
      placed.push(`order ${id}: ${rows.length} rows (expected exactly 1)`);
      continue;
    }
    const [row] = rows;
    if (row.user_id !== expected.userId) placed.push(`order ${id}: belongs to ${row.user_id}, not ${expected.userId}`);
    if (row.bill_paise !== expected.billPaise) placed.push(`order ${id}: bill ${row.bill_paise} paise, the client computed ${expected.billPaise}`);
    const lines = itemsOf.get(id) ?? [];
    const sum = lines.reduce((total, line) => total + line.product_bill_paise, 0);
    if (sum !== row.items_paise || sum + row.delivery_fee_paise + row.cod_fee_paise !== row.bill_paise) {
      placed.push(`order ${id}: lines add up to ${sum} paise, items ${row.items_paise} + delivery ${row.delivery_fee_paise} + COD ${row.cod_fee_paise}, bill ${row.bill_paise}`);
    }
    const asked = [...expected.lines].map(([variantId, quantity]) => `${shelf.byPack.get(variantId)!.productId}/${variantId}x${quantity}`).sort().join(",");
    const stored = lines.map((line) => `${line.product_id}/${line.variant_id}x${line.quantity}`).sort().join(",");
    if (asked !== stored) placed.push(`order ${id}: lines ${stored}, the client asked for ${asked}`);
    for (const line of lines) {
      if (line.unit_price_paise !== prices.get(line.variant_id) || line.product_bill_paise !== line.unit_price_paise * line.quantity) {
        placed.push(`order ${id}: line ${line.variant_id} priced ${line.unit_price_paise} x ${line.quantity} = ${line.product_bill_paise}`);
      }
    }
  }
  // Orders nobody was told about can only come from order requests whose answer never arrived.
  const loadUsers = new Set(customers.map((c) => c.id));
  const unknown = orders.filter((order) => loadUsers.has(order.user_id) && !known.has(order.id));
  if (unknown.length > orderPostsWithoutAnswer) placed.push(`${unknown.length} orders in the database that no client was told about`);
  const keys = new Set<string>();
  for (const order of orders) {
    if (!order.idempotency_key) continue;
    const key = `${order.user_id}|${order.idempotency_key}`;
    if (keys.has(key)) placed.push(`two orders for one Idempotency-Key (${key})`);
    keys.add(key);
  }

  // 2. Status rules, and what the clients were told.
  const statuses: string[] = [];
  const utrs = new Set<string>();
  for (const order of orders) {
    const state = `${order.payment_status}|${order.order_status}`;
    if (!VALID_STATES.has(state)) statuses.push(`order ${order.id}: impossible state ${state}`);
    // A COD order's cash is collected by the courier: verified without a transaction id.
    const reported = (order.payment_status === "done" || order.payment_status === "verified") && order.payment_method !== "cod";
    if (reported && !/^\d{12}$/.test(order.transaction_id ?? "")) statuses.push(`order ${order.id}: ${order.payment_status} without a transaction id`);
    if (reported && order.amount_paid_paise <= 0) statuses.push(`order ${order.id}: ${order.payment_status} with nothing paid`);
    if (order.payment_status === "pending" && (order.transaction_id !== null || order.amount_paid_paise !== 0)) statuses.push(`order ${order.id}: pending but payment recorded`);
    if (order.order_status === "delivered" && order.payment_status !== "verified") statuses.push(`order ${order.id}: delivered without a verified payment`);
    if (order.amount_paid_paise > 10 * order.bill_paise) statuses.push(`order ${order.id}: ${order.amount_paid_paise} paise paid, more than 10x the bill`);
    if (order.transaction_id) {
      if (utrs.has(order.transaction_id)) statuses.push(`transaction id ${order.transaction_id} pays two orders`);
      utrs.add(order.transaction_id);
    }
    const told = known.get(order.id);
    if (!told) continue;
    if (told.paid && (order.transaction_id !== told.paid.transactionId || order.amount_paid_paise !== told.paid.amountPaidPaise)) {
      statuses.push(`order ${order.id}: payment ${order.transaction_id}/${order.amount_paid_paise} differs from the reported ${told.paid.transactionId}/${told.paid.amountPaidPaise}`);
    }
    if (told.paid && order.payment_status === "pending") statuses.push(`order ${order.id}: payment accepted but still pending`);
    if (told.cod !== (order.payment_method === "cod")) statuses.push(`order ${order.id}: paid by ${order.payment_method}, the client chose ${told.cod ? "cod" : "upi"}`);
    const toldLater =
      told.cancelled === "customer"
        ? `${told.cod ? "cod" : "pending"}|cancelled`
        : told.cancelled === "admin"
          ? `${told.refunded ? "refunded" : "refund pending"}|cancelled`
          : told.codOutcome === "collected"
            ? "verified|delivered"
            : told.codOutcome === "returned"
              ? "cod|returned"
              : told.shipped
                ? "cod|shipped"
                : null;
    if (toldLater && `${order.payment_status}|${order.order_status}` !== toldLater) statuses.push(`order ${order.id}: the clients were told ${toldLater}, it is ${order.payment_status}|${order.order_status}`);
    if (told.cod && order.payment_status === "verified" && order.amount_paid_paise !== order.bill_paise) statuses.push(`order ${order.id}: COD collected ${order.amount_paid_paise} of ${order.bill_paise}`);
    if (told.verified && !told.cancelled && order.payment_status !== "verified") statuses.push(`order ${order.id}: verified by the admin but ${order.payment_status}`);
    if (told.delivered && order.order_status !== "delivered") statuses.push(`order ${order.id}: delivered by the admin but ${order.order_status}`);
    const toldState = told.wrongOrder === "fake" ? "nopayment|wrong order" : told.wrongOrder === "wrong-order" ? "pending|wrong order" : null;
    if (toldState && `${order.payment_status}|${order.order_status}` !== toldState) statuses.push(`order ${order.id}: marked ${told.wrongOrder} by the admin but ${order.payment_status}|${order.order_status}`);
  }

  // 3. History: legal transitions, by the right role, chaining from the initial state to the current one.
  const history: string[] = [];
  const eventsOf = new Map<string, EventRow[]>();
  for (const event of events) eventsOf.set(event.order_id, [...(eventsOf.get(event.order_id) ?? []), event]);
  for (const order of orders) {
    let current = initialState(order);
    for (const event of eventsOf.get(order.id) ?? []) {
      const from: OrderState = { paymentStatus: event.from_payment_status as OrderState["paymentStatus"], orderStatus: event.from_order_status as OrderState["orderStatus"] };
      const to = `${event.to_payment_status}|${event.to_order_status}`;
      const rule = TRANSITIONS.find((t) => t.name === event.transition);
      if (!rule) history.push(`order ${order.id}: unknown transition ${event.transition}`);
      else if (!rule.allowedFrom(from)) history.push(`order ${order.id}: ${event.transition} from ${from.paymentStatus}|${from.orderStatus} is not allowed`);
      else {
        const applied = rule.apply(from);
        if (`${applied.paymentStatus}|${applied.orderStatus}` !== to) history.push(`order ${order.id}: ${event.transition} recorded as ending in ${to}`);
        const roles = rule.actor === "both" ? ["admin", "user"] : [rule.actor === "admin" ? "admin" : "user"];
        if (!roles.includes(event.actor_role)) history.push(`order ${order.id}: ${event.transition} made by a ${event.actor_role}`);
      }
      if (`${from.paymentStatus}|${from.orderStatus}` !== current) history.push(`order ${order.id}: history jumps from ${current} to ${from.paymentStatus}|${from.orderStatus}`);
      // The amount never changes after the report, so a verification of a short payment carries its shortfall.
      const shortfall = event.transition === "verify" && order.amount_paid_paise < order.bill_paise ? order.bill_paise - order.amount_paid_paise : null;
      if (event.confirmed_shortfall_paise !== shortfall) {
        history.push(`order ${order.id}: ${event.transition} recorded a confirmed shortfall of ${event.confirmed_shortfall_paise}, expected ${shortfall}`);
      }
      current = to;
    }
    if (current !== `${order.payment_status}|${order.order_status}`) {
      history.push(`order ${order.id}: history ends in ${current} but the order is ${order.payment_status}|${order.order_status}`);
    }
  }

  // 4. Carts: exactly the saved lines, minus what was ordered.
  const cartFailures: string[] = [];
  const describe = (lines: Map<string, number>) => [...lines].map(([product, quantity]) => `${product}x${quantity}`).sort().join(",") || "(empty)";
  for (const [customerId, expected] of expectedCarts) {
    const stored = new Map(cartLines.filter((line) => line.user_id === customerId).map((line) => [line.variant_id, line.quantity]));
    if (describe(stored) !== describe(expected)) cartFailures.push(`customer ${customerId}: cart ${describe(stored)}, the answers imply ${describe(expected)}`);
  }
  const expectedLines = [...expectedCarts.values()].reduce((sum, cart) => sum + cart.size, 0);

  return [
    { label: `every order a client was told was created exists once, with the client's bill and lines (${known.size} orders, ${items.length} lines)`, failures: placed },
    { label: `statuses obey the rules and match what the clients were told (${orders.length} orders)`, failures: statuses },
    { label: `every recorded status change is a legal transition and each history leads to the order's state (${events.length} events)`, failures: history },
    { label: `every cart holds exactly the lines saved and not yet ordered (${expectedCarts.size} of ${customers.length} carts fully known, ${expectedLines} lines)`, failures: cartFailures },
    ...checkStock(shelf, orders, items, packs, movements),
    checkBatches(packs, movements, batches),
  ];
}

/** Units of each scarce pack received during the run, as the admin was told. */
const scarceReceived = new Map<string, number>();

/** The stock invariants, from the packs, the ledger and the orders in the database. */
function checkStock(shelf: Shelf, orders: OrderRow[], items: ItemRow[], packs: PackRow[], movements: MovementRow[]): { label: string; failures: string[] }[] {
  const movementsOf = new Map<string, MovementRow[]>();
  for (const movement of movements) movementsOf.set(movement.variant_id, [...(movementsOf.get(movement.variant_id) ?? []), movement]);
  const sumOf = (rows: MovementRow[], kind?: MovementRow["kind"]) => rows.filter((row) => !kind || row.kind === kind).reduce((sum, row) => sum + row.delta, 0);

  // 5. Each pack: never below zero, stock == its ledger, never more sold than it had.
  const ledger: string[] = [];
  for (const pack of packs) {
    const rows = movementsOf.get(pack.id) ?? [];
    if (pack.stock !== null && pack.stock < 0) ledger.push(`pack ${pack.id}: stock ${pack.stock}`);
    const sum = sumOf(rows);
    if (pack.stock !== null && pack.stock !== sum) ledger.push(`pack ${pack.id}: stock ${pack.stock}, its movements sum to ${sum}`);
    if (pack.stock === null && sum !== 0) ledger.push(`pack ${pack.id}: not counted, yet its movements sum to ${sum}`);
    const netSold = -sumOf(rows, "sold") - sumOf(rows, "restored");
    const had = sumOf(rows, "received") + sumOf(rows, "adjusted");
    if (netSold > had) ledger.push(`pack ${pack.id}: ${netSold} units sold (net of restored), only ${had} received and adjusted`);
  }

  // 6. Each order's movements: a sale per counted line, a restore exactly when (and once) it is a wrong order.
  const perOrder: string[] = [];
  const statusOf = new Map(orders.map((order) => [order.id, order.order_status]));
  const counted = new Set(packs.filter((pack) => pack.stock !== null).map((pack) => pack.id));
  const orderMovements = new Map<string, MovementRow[]>();
  for (const movement of movements) {
    if (movement.order_id === null) {
      if (movement.kind === "sold" || movement.kind === "restored") perOrder.push(`a ${movement.kind} movement of pack ${movement.variant_id} belongs to no order`);
      continue;
    }
    const key = `${movement.order_id}|${movement.variant_id}`;
    orderMovements.set(key, [...(orderMovements.get(key) ?? []), movement]);
  }
  const lineKeys = new Set<string>();
  for (const item of items) {
    const key = `${item.order_id}|${item.variant_id}`;
    lineKeys.add(key);
    const rows = orderMovements.get(key) ?? [];
    const sold = rows.filter((row) => row.kind === "sold");
    const restored = rows.filter((row) => row.kind === "restored");
    const wrong = isClosedStatus(statusOf.get(item.order_id));
    // Every pack stays counted during the run, so every line's units were taken when the order was placed: one sold
    // movement per batch it took from (issue 33), together the line's quantity, each batch once.
    const soldTotal = -sold.reduce((sum, row) => sum + row.delta, 0);
    const soldBatches = sold.map((row) => row.batch_id ?? "");
    if (counted.has(item.variant_id) && (soldTotal !== item.quantity || new Set(soldBatches).size !== sold.length)) {
      perOrder.push(`order ${item.order_id}, pack ${item.variant_id}: ${item.quantity} ordered, sold movements ${sold.map((row) => `${row.delta} (${row.batch_id})`).join(", ") || "none"}`);
    }
    if (restored.length && !wrong) perOrder.push(`order ${item.order_id}, pack ${item.variant_id}: stock restored but the order is ${statusOf.get(item.order_id)}`);
    // A closed order's restores mirror its sales batch by batch, exactly once each.
    const mirror = (rows: MovementRow[], sign: number) => rows.map((row) => `${row.batch_id}:${sign * row.delta}`).sort().join(",");
    if (wrong && sold.length && mirror(restored, 1) !== mirror(sold, -1)) {
      perOrder.push(`closed order ${item.order_id}, pack ${item.variant_id}: sold ${mirror(sold, -1)}, restored ${mirror(restored, 1) || "nothing"}`);
    }
  }
  for (const key of orderMovements.keys()) if (!lineKeys.has(key)) perOrder.push(`movements for ${key.replace("|", ", pack ")} without an order line`);

  // 7. The scarce packs: what live orders hold is no more than they started with plus what arrived.
  const scarceFailures: string[] = [];
  const scarceFigures: string[] = [];
  for (const pack of shelf.scarce) {
    const inOrders = items.filter((item) => item.variant_id === pack.variantId && !isClosedStatus(statusOf.get(item.order_id))).reduce((sum, item) => sum + item.quantity, 0);
    const had = (pack.stock ?? 0) + (scarceReceived.get(pack.variantId) ?? 0);
    const left = packs.find((row) => row.id === pack.variantId)?.stock;
    scarceFigures.push(`${pack.name}: ${inOrders} of ${had} sold, ${left} left`);
    if (inOrders > had) scarceFailures.push(`${pack.name}: live orders hold ${inOrders} units, it had ${had}`);
    if (left !== had - inOrders) scarceFailures.push(`${pack.name}: ${left} left, expected ${had} - ${inOrders} = ${had - inOrders}`);
  }

  const closed = orders.filter((order) => isClosedStatus(order.order_status));
  const closedCounts = CLOSED_ORDER_STATUSES.map((status) => `${closed.filter((order) => order.order_status === status).length} ${status}`).join(", ");
  return [
    { label: `no pack below zero; every pack's stock is the sum of its ledger; none sold more than it had (${packs.length} packs, ${movements.length} movements)`, failures: ledger },
    { label: `each order line took its units once; stock came back once, in full, exactly for the closed orders (${closedCounts})`, failures: perOrder },
    { label: `the scarce packs sold no more than they had (${scarceFigures.join("; ")})`, failures: scarceFailures },
  ];
}

/**
 * Issue 33: the ledger per batch. Every batch's on-hand is the sum of its movements and never below zero; every
 * movement of a counted pack names a batch of that pack; a counted pack's stock is the sum of its batches' on-hand.
 */
function checkBatches(packs: PackRow[], movements: MovementRow[], batches: BatchRow[]): { label: string; failures: string[] } {
  const failures: string[] = [];
  const batchById = new Map(batches.map((batch) => [batch.id, batch]));
  const sums = new Map<string, number>();
  const counted = new Set(packs.filter((pack) => pack.stock !== null).map((pack) => pack.id));
  for (const movement of movements) {
    if (movement.batch_id === null) {
      if (counted.has(movement.variant_id)) failures.push(`a ${movement.kind} movement of counted pack ${movement.variant_id} names no batch`);
      continue;
    }
    const batch = batchById.get(movement.batch_id);
    if (!batch || batch.variant_id !== movement.variant_id) failures.push(`a movement of pack ${movement.variant_id} names batch ${movement.batch_id} of ${batch?.variant_id ?? "no pack"}`);
    sums.set(movement.batch_id, (sums.get(movement.batch_id) ?? 0) + movement.delta);
  }
  const onHandOfPack = new Map<string, number>();
  for (const batch of batches) {
    if (batch.on_hand < 0) failures.push(`batch ${batch.id}: on hand ${batch.on_hand}`);
    if (batch.on_hand !== (sums.get(batch.id) ?? 0)) failures.push(`batch ${batch.id}: on hand ${batch.on_hand}, its movements sum to ${sums.get(batch.id) ?? 0}`);
    onHandOfPack.set(batch.variant_id, (onHandOfPack.get(batch.variant_id) ?? 0) + batch.on_hand);
  }
  for (const pack of packs) {
    if (pack.stock !== null && pack.stock !== (onHandOfPack.get(pack.id) ?? 0)) failures.push(`pack ${pack.id}: stock ${pack.stock}, its batches hold ${onHandOfPack.get(pack.id) ?? 0}`);
  }
  return { label: `every batch's on-hand is the sum of its ledger and never below zero; every counted pack's stock is the sum of its batches (${batches.length} batches)`, failures };
}

// ----------------------------------------------------------------------------------------------- main

async function main(): Promise<number> {
  const shop = await startLocalShop({ name: "load", host: "127.0.0.1", extraArgs: ["--log-level", "error"] });
  const { state } = shop;
  base = shop.baseUrl;
  try {
    const listed = (await (await fetch(`${base}/api/admin/product/all`)).json()) as {
      products: { _id: string; name: string; variants: { _id: string; label: string; salePrice: number; stock: number | null }[] }[];
    };
    const packs: Pack[] = listed.products.flatMap((product) =>
      product.variants.map((pack) => ({
        productId: product._id,
        variantId: pack._id,
        name: `${product.name} (${pack.label})`,
        pricePaise: toPaise(pack.salePrice),
        stock: pack.stock,
      })),
    );
    for (const path of PAGES) await (await fetch(`${base}${path}`)).arrayBuffer(); // warm up

    const setupStarted = performance.now();
    const customers: Customer[] = [];
    for (let i = 0; i < CUSTOMERS; i += 5) customers.push(...(await Promise.all(Array.from({ length: Math.min(5, CUSTOMERS - i) }, (_, j) => signUp(i + j)))));
    for (const customer of customers) expectedCarts.set(customer.id, new Map()); // a new account's cart is empty
    const login = await call("POST /api/login (set-up)", "/api/login", { method: "POST", ip: "198.51.100.250", body: ADMIN });
    if (login?.status !== 200) throw new Error(`admin login failed: ${login?.status}`);
    const shelf = await stockTheShelf(login.body.token as string, packs);
    // One delivery zone for all of India and cash on delivery with no limit (LOAD_DELIVERY), so that the clients
    // can work out every bill themselves.
    runWrangler([
      "d1", "execute", "DB", "--local", "--persist-to", state, "--command",
      "delete from delivery_zones; " +
        "insert into delivery_zones (id, name, states, pincode_prefixes, base_fee_paise, per_extra_500g_paise, free_above_paise, eta_min_days, eta_max_days, position, updated_at) " +
        `values ('LOADZONE', 'All of India', '[]', '[]', ${LOAD_DELIVERY.baseFeePaise}, 0, ${LOAD_DELIVERY.freeAbovePaise}, 3, 6, 0, '2026-01-01T00:00:00.000Z'); ` +
        "insert into shop_settings (id, cod_enabled, updated_at) values (1, 1, '2026-01-01T00:00:00.000Z') on conflict (id) do update " +
        `set cod_enabled = 1, cod_max_paise = null, cod_fee_paise = ${LOAD_DELIVERY.codFeePaise}, cod_excluded_pincodes = '[]', unserved_pincodes = '[]'`,
    ]);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    stats.clear(); // the table below covers the timed run only

    console.log(`\nLoad test: ${VISITORS + CUSTOMERS + ADMINS} clients (${VISITORS} visitors, ${CUSTOMERS} customers, ${ADMINS} admin) for ${SECONDS} s against the built app (local wrangler dev, ${listed.products.length} products in ${packs.length} packs; ${CUSTOMERS} sign-ups and stocking took ${setupSeconds.toFixed(1)} s)`);
    console.log(`Scarce packs (${SCARCE_STOCK} units each at the start): ${shelf.scarce.map((pack) => pack.name).join(", ")}`);
    const started = performance.now();
    const until = Date.now() + SECONDS * 1000;
    await Promise.all([
      ...Array.from({ length: VISITORS }, (_, i) => visitor(i, until)),
      ...customers.map((c) => customer(c, shelf, until)),
      admin(login.body.token as string, shelf, until),
    ]);
    const elapsed = (performance.now() - started) / 1000;

    let total = 0;
    let errors = 0;
    let limited = 0;
    let refused = 0;
    console.log(`\n${pad("route", 34)}${padLeft("requests", 9)}${padLeft("req/s", 8)}${padLeft("p50 ms", 9)}${padLeft("p95 ms", 9)}${padLeft("errors", 8)}${padLeft("429s", 6)}${padLeft("stock 409s", 12)}`);
    for (const [route, entry] of [...stats].sort(([a], [b]) => a.localeCompare(b))) {
      total += entry.latencies.length;
      errors += entry.errors;
      limited += entry.limited;
      refused += entry.refused;
      console.log(
        `${pad(route, 34)}${padLeft(entry.latencies.length, 9)}${padLeft((entry.latencies.length / elapsed).toFixed(1), 8)}` +
          `${padLeft(percentile(entry.latencies, 50).toFixed(0), 9)}${padLeft(percentile(entry.latencies, 95).toFixed(0), 9)}${padLeft(entry.errors, 8)}${padLeft(entry.limited, 6)}${padLeft(entry.refused, 12)}`,
      );
    }
    const all = [...stats.values()].flatMap((entry) => entry.latencies);
    console.log(`${pad("all", 34)}${padLeft(total, 9)}${padLeft((total / elapsed).toFixed(1), 8)}${padLeft(percentile(all, 50).toFixed(0), 9)}${padLeft(percentile(all, 95).toFixed(0), 9)}${padLeft(errors, 8)}${padLeft(limited, 6)}${padLeft(refused, 12)}`);
    const paid = [...known.values()].filter((o) => o.paid).length;
    const verified = [...known.values()].filter((o) => o.verified).length;
    const delivered = [...known.values()].filter((o) => o.delivered).length;
    console.log(`\n${total} requests in ${elapsed.toFixed(1)} s: ${(total / elapsed).toFixed(1)} req/s; errors (non-429): ${errors}; rate-limited (429): ${limited}; refused for stock (409): ${refused}`);
    console.log(`Orders: ${known.size} placed (${duplicateSubmissions} submitted twice at once), ${paid} paid, ${verified} verified, ${delivered} delivered, ${wrongOrders} marked wrong order, ${scarce.faked} found fake`);
    console.log(`Cash on delivery: ${cod.placed} placed, ${cod.shipped} shipped, ${cod.collected} collected, ${cod.returned} returned; cancelled: ${cancellations.customer} by customers, ${cancellations.admin} by the admin (${cancellations.refunded} refunded)`);
    console.log(
      `Opening rush: ${CUSTOMERS} customers at once asked for ${RUSH_QUANTITY} of ${shelf.scarce[0].name} (${shelf.scarce[0].stock} in stock): ${rush.placed} placed, ${rush.refused} refused`,
    );
    console.log(
      `Scarce packs: ${scarce.attempts} purchases tried, ${scarce.placed} placed (${scarce.unitsPlaced} units); refused: ${scarce.onlyLeft} "only N left", ` +
        `${scarce.outOfStock} "out of stock", ${scarce.otherRefusals} "stock changed"; ${scarce.receipts} deliveries received (${scarce.unitsReceived} units)`,
    );
    if (errorSamples.length) console.log(`First errors:\n  ${errorSamples.join("\n  ")}`);

    // Stop the server so every write has landed, then read the database.
    await shop.stop();
    console.log("\nInvariants (read from the database):");
    const checks = checkInvariants(state, shelf, customers);
    if (logicFailures.length) checks.unshift({ label: "answers were consistent while running", failures: logicFailures });
    let broken = 0;
    for (const check of checks) {
      console.log(`  ${check.failures.length ? "✘" : "✔"} ${check.label}`);
      for (const failure of check.failures.slice(0, 10)) console.log(`      ${failure}`);
      if (check.failures.length > 10) console.log(`      ... and ${check.failures.length - 10} more`);
      if (check.failures.length) broken++;
    }
    if (broken || errors) {
      console.error(`\nFAILED: ${broken} invariant(s) broken, ${errors} non-429 error(s).`);
      return 1;
    }
    console.log("\nNo errors; all invariants hold.");
    return 0;
  } finally {
    await shop.dispose();
  }
}

process.exit(await main());
