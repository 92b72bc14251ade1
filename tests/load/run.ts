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
 *   trip) fill their cart, place orders with an Idempotency-Key (sometimes sending the same order twice at
 *   once, like a double click) and report UPI payments, now and then short of the bill;
 * - one admin verifies reported payments (confirming the short ones) and marks some verified orders delivered.
 *
 * It prints throughput, p50/p95 latency per route and the errors (any failure but 429), then reads the
 * database (wrangler d1 execute) and checks:
 * - every order a client was told was created exists exactly once, for that customer, with the bill the
 *   client computed from the catalogue prices and the lines it asked for;
 * - every order's statuses obey the rules (e.g. verified only after done, nothing paid without a transaction
 *   id, delivered only when verified, nothing above 10x the bill) and match what the clients were told;
 * - every status change in order_events is a legal transition (a verified short payment carrying the shortfall
 *   the admin confirmed), and each order's history leads from the initial state to its current one;
 * - every customer's cart holds exactly the lines the client was told were saved, minus the products it was
 *   told it ordered (no cart line lost or resurrected).
 * Exits 1 when an invariant fails or a non-429 error occurred.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { TRANSITIONS, type OrderState } from "../../app/lib/order-status.ts";
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

// ---------------------------------------------------------------------------------------------- set-up

// --------------------------------------------------------------------------------------- measurements

let requestsSent = 0;
/** Whether the clients go on: until the deadline and the request cap, whichever comes first. */
const running = (until: number) => Date.now() < until && requestsSent < MAX_REQUESTS;

type RouteStats = { latencies: number[]; errors: number; limited: number };
const stats = new Map<string, RouteStats>();
const errorSamples: string[] = [];
let base = "";

function record(route: string, ms: number, outcome: "ok" | "error" | "limited", detail?: string) {
  let entry = stats.get(route);
  if (!entry) stats.set(route, (entry = { latencies: [], errors: 0, limited: 0 }));
  entry.latencies.push(ms);
  if (outcome === "error") {
    entry.errors++;
    if (errorSamples.length < 15) errorSamples.push(`${route}: ${detail}`);
  }
  if (outcome === "limited") entry.limited++;
}

type Reply = { status: number; body: any };

/**
 * One request, timed until its body is read. Non-2xx answers other than 429, network failures and timeouts
 * count as errors. Returns null when there was no answer; `body` is parsed JSON (API) or null (pages).
 */
async function call(route: string, path: string, options: { method?: string; ip: string; token?: string; body?: unknown; headers?: Record<string, string> }): Promise<Reply | null> {
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
    else record(route, ms, response.status === 429 ? "limited" : "error", `${response.status} ${isJson ? text.slice(0, 200) : ""}`);
    return { status: response.status, body };
  } catch (error) {
    record(route, performance.now() - started, "error", error instanceof Error ? error.message : String(error));
    return null;
  }
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

type Product = { id: string; pricePaise: number };
type Customer = { id: string; token: string; ip: string };
/** What a client was told about an order. */
type KnownOrder = {
  userId: string;
  billPaise: number;
  lines: Map<string, number>;
  paid?: { transactionId: string; amountPaidPaise: number };
  verified?: boolean;
  delivered?: boolean;
};

const known = new Map<string, KnownOrder>();
/** Per customer: the cart the answers imply (product id to quantity), or absent once an answer never came. */
const expectedCarts = new Map<string, Map<string, number>>();

/** Applies the answer to a cart write to the customer's expected cart. */
function trackCartWrite(customerId: string, reply: Reply | null, productId: string, quantity: number) {
  const cart = expectedCarts.get(customerId);
  if (!cart) return;
  if (reply === null || reply.status >= 500) expectedCarts.delete(customerId); // unknown whether it landed
  else if (reply.status === 200) cart.set(productId, quantity);
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

async function customer(me: Customer, catalogue: Product[], until: number) {
  const auth = { ip: me.ip, token: me.token };
  while (running(until)) {
    // Browse, then put 1-3 products into the cart (the quantity sent is the absolute one, as the shop does).
    await call("GET /api/cart/", "/api/cart/", auth);
    const lines = new Map<string, number>();
    const count = 1 + Math.floor(Math.random() * 3);
    while (lines.size < count) lines.set(pick(catalogue).id, 1 + Math.floor(Math.random() * 3));
    for (const [productId, quantity] of lines) {
      const saved = await call("PUT /api/cart/", "/api/cart/", { ...auth, method: "PUT", body: { productId, quantity } });
      trackCartWrite(me.id, saved, productId, quantity);
    }
    // One time in four a product is also kept in the cart for later (not ordered), so carts end up non-empty.
    if (Math.random() < 0.25) {
      const later = pick(catalogue).id;
      if (!lines.has(later)) {
        const saved = await call("PUT /api/cart/", "/api/cart/", { ...auth, method: "PUT", body: { productId: later, quantity: 1 } });
        trackCartWrite(me.id, saved, later, 1);
      }
    }
    if (!running(until)) break;

    // Place the order as the checkout page does, with the bill it computes from the catalogue prices.
    const billPaise = [...lines].reduce((sum, [id, quantity]) => sum + catalogue.find((p) => p.id === id)!.pricePaise * quantity, 0);
    const body = {
      userId: me.id,
      products: [...lines].map(([productId, quantity]) => ({ productId, quantity, productBill: (catalogue.find((p) => p.id === productId)!.pricePaise * quantity) / 100 })),
      bill: billPaise / 100,
    };
    const key = randomUUID();
    const post = () => call("POST /api/order", "/api/order", { ...auth, method: "POST", body, headers: { "Idempotency-Key": key } });
    // One order in six is submitted twice at once (a double click): both answers must name the same order.
    const twice = Math.random() < 1 / 6;
    const replies = twice ? await Promise.all([post(), post()]) : [await post()];
    if (twice) duplicateSubmissions++;
    const answered = replies.filter((reply): reply is Reply => reply !== null && reply.status < 300);
    if (answered.length < replies.length) orderPostsWithoutAnswer += replies.length - answered.length;
    if (replies.some((reply) => reply === null || reply.status >= 500)) expectedCarts.delete(me.id);
    if (answered.length === 0) continue;
    // Placing an order takes the ordered products out of the cart, in the same batch.
    for (const productId of lines.keys()) expectedCarts.get(me.id)?.delete(productId);
    const ids = new Set(answered.map((reply) => reply.body._id as string));
    if (ids.size !== 1) logicFailures.push(`the same Idempotency-Key gave two orders: ${[...ids].join(", ")}`);
    const order = answered[0].body;
    if (toPaise(order.bill) !== billPaise) logicFailures.push(`order ${order._id}: the server's bill ${order.bill} differs from the client's ${billPaise / 100}`);
    known.set(order._id, { userId: me.id, billPaise, lines });

    await call("GET /api/order/user/:userId", `/api/order/user/${me.id}`, auth);
    // Four orders in five are paid by UPI (one payment in eight short of the bill); the rest stay pending.
    if (Math.random() < 0.8 && running(until)) {
      const transactionId = nextUtr();
      const amountPaidPaise = Math.random() < 1 / 8 ? Math.max(1, Math.floor(billPaise / 2)) : billPaise;
      const paid = await call("PUT /api/order/:id (pay)", `/api/order/${order._id}`, {
        ...auth,
        method: "PUT",
        body: { amountPaid: amountPaidPaise / 100, transactionId, paymentStatus: "done" },
      });
      if (paid && paid.status === 200) known.get(order._id)!.paid = { transactionId, amountPaidPaise };
    }
  }
}

async function admin(token: string, until: number) {
  const auth = { ip: "198.51.100.250", token };
  while (running(until)) {
    const list = await call("GET /api/order?paymentStatus=done", "/api/order?paymentStatus=done&page=1&pageSize=50", auth);
    const reported = list?.status === 200 ? (list.body as { _id: string; paymentMismatch: string | null }[]) : [];
    for (const { _id: id, paymentMismatch } of reported) {
      if (!running(until)) break;
      // The admin accepts short payments explicitly, as the admin page's confirm step does.
      const body = paymentMismatch === "underpaid" ? { paymentStatus: "verified", confirmUnderpaid: true } : { paymentStatus: "verified" };
      const verified = await call("PUT /api/order/:id (verify)", `/api/order/${id}`, { ...auth, method: "PUT", body });
      if (verified?.status !== 200) continue;
      const entry = known.get(id);
      if (entry) entry.verified = true;
      // One verified order in three is delivered straight away.
      if (Math.random() < 1 / 3) {
        const delivered = await call("PUT /api/order/:id (deliver)", `/api/order/${id}`, { ...auth, method: "PUT", body: { orderStatus: "delivered" } });
        if (delivered?.status === 200 && entry) entry.delivered = true;
      }
    }
    if (reported.length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// ----------------------------------------------------------------------------------------- invariants

type OrderRow = {
  id: string;
  user_id: string;
  bill_paise: number;
  amount_paid_paise: number;
  transaction_id: string | null;
  payment_status: OrderState["paymentStatus"];
  order_status: OrderState["orderStatus"];
  idempotency_key: string | null;
};
type ItemRow = { order_id: string; product_id: string; quantity: number; unit_price_paise: number; product_bill_paise: number };
type CartLineRow = { user_id: string; product_id: string; quantity: number };
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

const VALID_STATES = new Set(["pending|not yet delivered", "pending|wrong order", "done|not yet delivered", "verified|not yet delivered", "verified|delivered", "nopayment|wrong order"]);
const INITIAL = "pending|not yet delivered";

function checkInvariants(state: string, catalogue: Product[], customers: Customer[]): { label: string; failures: string[] }[] {
  const [orders, items, events, cartLines] = (
    JSON.parse(
      runWrangler([
        "d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command",
        "select id, user_id, bill_paise, amount_paid_paise, transaction_id, payment_status, order_status, idempotency_key from orders; " +
          "select order_id, product_id, quantity, unit_price_paise, product_bill_paise from order_items; " +
          "select order_id, actor_role, transition, from_payment_status, from_order_status, to_payment_status, to_order_status, confirmed_shortfall_paise from order_events order by order_id, created_at, id; " +
          "select carts.user_id, cart_items.product_id, cart_items.quantity from cart_items join carts on carts.id = cart_items.cart_id",
      ]),
    ) as { results: unknown[] }[]
  ).map((statement) => statement.results) as [OrderRow[], ItemRow[], EventRow[], CartLineRow[]];

  const prices = new Map(catalogue.map((product) => [product.id, product.pricePaise]));
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
    if (sum !== row.bill_paise) placed.push(`order ${id}: lines add up to ${sum} paise, bill is ${row.bill_paise}`);
    const asked = [...expected.lines].map(([product, quantity]) => `${product}x${quantity}`).sort().join(",");
    const stored = lines.map((line) => `${line.product_id}x${line.quantity}`).sort().join(",");
    if (asked !== stored) placed.push(`order ${id}: lines ${stored}, the client asked for ${asked}`);
    for (const line of lines) {
      if (line.unit_price_paise !== prices.get(line.product_id) || line.product_bill_paise !== line.unit_price_paise * line.quantity) {
        placed.push(`order ${id}: line ${line.product_id} priced ${line.unit_price_paise} x ${line.quantity} = ${line.product_bill_paise}`);
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
    const reported = order.payment_status === "done" || order.payment_status === "verified";
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
    if (told.verified && order.payment_status !== "verified") statuses.push(`order ${order.id}: verified by the admin but ${order.payment_status}`);
    if (told.delivered && order.order_status !== "delivered") statuses.push(`order ${order.id}: delivered by the admin but ${order.order_status}`);
  }

  // 3. History: legal transitions, by the right role, chaining from the initial state to the current one.
  const history: string[] = [];
  const eventsOf = new Map<string, EventRow[]>();
  for (const event of events) eventsOf.set(event.order_id, [...(eventsOf.get(event.order_id) ?? []), event]);
  for (const order of orders) {
    let current = INITIAL;
    for (const event of eventsOf.get(order.id) ?? []) {
      const from: OrderState = { paymentStatus: event.from_payment_status as OrderState["paymentStatus"], orderStatus: event.from_order_status as OrderState["orderStatus"] };
      const to = `${event.to_payment_status}|${event.to_order_status}`;
      const rule = TRANSITIONS.find((t) => t.name === event.transition);
      if (!rule) history.push(`order ${order.id}: unknown transition ${event.transition}`);
      else if (!rule.allowedFrom(from)) history.push(`order ${order.id}: ${event.transition} from ${from.paymentStatus}|${from.orderStatus} is not allowed`);
      else {
        const applied = rule.apply(from);
        if (`${applied.paymentStatus}|${applied.orderStatus}` !== to) history.push(`order ${order.id}: ${event.transition} recorded as ending in ${to}`);
        const role = rule.actor === "admin" ? "admin" : "user";
        if (event.actor_role !== role) history.push(`order ${order.id}: ${event.transition} made by a ${event.actor_role}`);
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
    const stored = new Map(cartLines.filter((line) => line.user_id === customerId).map((line) => [line.product_id, line.quantity]));
    if (describe(stored) !== describe(expected)) cartFailures.push(`customer ${customerId}: cart ${describe(stored)}, the answers imply ${describe(expected)}`);
  }
  const expectedLines = [...expectedCarts.values()].reduce((sum, cart) => sum + cart.size, 0);

  return [
    { label: `every order a client was told was created exists once, with the client's bill and lines (${known.size} orders, ${items.length} lines)`, failures: placed },
    { label: `statuses obey the rules and match what the clients were told (${orders.length} orders)`, failures: statuses },
    { label: `every recorded status change is a legal transition and each history leads to the order's state (${events.length} events)`, failures: history },
    { label: `every cart holds exactly the lines saved and not yet ordered (${expectedCarts.size} of ${customers.length} carts fully known, ${expectedLines} lines)`, failures: cartFailures },
  ];
}

// ----------------------------------------------------------------------------------------------- main

async function main(): Promise<number> {
  const shop = await startLocalShop({ name: "load", host: "127.0.0.1", extraArgs: ["--log-level", "error"] });
  const { state } = shop;
  base = shop.baseUrl;
  try {
    const listed = (await (await fetch(`${base}/api/admin/product/all`)).json()) as { products: { _id: string; salePrice: number }[] };
    const catalogue: Product[] = listed.products.map((product) => ({ id: product._id, pricePaise: toPaise(product.salePrice) }));
    for (const path of PAGES) await (await fetch(`${base}${path}`)).arrayBuffer(); // warm up

    const setupStarted = performance.now();
    const customers: Customer[] = [];
    for (let i = 0; i < CUSTOMERS; i += 5) customers.push(...(await Promise.all(Array.from({ length: Math.min(5, CUSTOMERS - i) }, (_, j) => signUp(i + j)))));
    for (const customer of customers) expectedCarts.set(customer.id, new Map()); // a new account's cart is empty
    const login = await call("POST /api/login (set-up)", "/api/login", { method: "POST", ip: "198.51.100.250", body: ADMIN });
    if (login?.status !== 200) throw new Error(`admin login failed: ${login?.status}`);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    stats.clear(); // the table below covers the timed run only

    console.log(`\nLoad test: ${VISITORS + CUSTOMERS + ADMINS} clients (${VISITORS} visitors, ${CUSTOMERS} customers, ${ADMINS} admin) for ${SECONDS} s against the built app (local wrangler dev, ${catalogue.length} products; ${CUSTOMERS} sign-ups took ${setupSeconds.toFixed(1)} s)`);
    const started = performance.now();
    const until = Date.now() + SECONDS * 1000;
    await Promise.all([
      ...Array.from({ length: VISITORS }, (_, i) => visitor(i, until)),
      ...customers.map((c) => customer(c, catalogue, until)),
      admin(login.body.token as string, until),
    ]);
    const elapsed = (performance.now() - started) / 1000;

    let total = 0;
    let errors = 0;
    let limited = 0;
    console.log(`\n${pad("route", 34)}${padLeft("requests", 9)}${padLeft("req/s", 8)}${padLeft("p50 ms", 9)}${padLeft("p95 ms", 9)}${padLeft("errors", 8)}${padLeft("429s", 6)}`);
    for (const [route, entry] of [...stats].sort(([a], [b]) => a.localeCompare(b))) {
      total += entry.latencies.length;
      errors += entry.errors;
      limited += entry.limited;
      console.log(
        `${pad(route, 34)}${padLeft(entry.latencies.length, 9)}${padLeft((entry.latencies.length / elapsed).toFixed(1), 8)}` +
          `${padLeft(percentile(entry.latencies, 50).toFixed(0), 9)}${padLeft(percentile(entry.latencies, 95).toFixed(0), 9)}${padLeft(entry.errors, 8)}${padLeft(entry.limited, 6)}`,
      );
    }
    const all = [...stats.values()].flatMap((entry) => entry.latencies);
    console.log(`${pad("all", 34)}${padLeft(total, 9)}${padLeft((total / elapsed).toFixed(1), 8)}${padLeft(percentile(all, 50).toFixed(0), 9)}${padLeft(percentile(all, 95).toFixed(0), 9)}${padLeft(errors, 8)}${padLeft(limited, 6)}`);
    const paid = [...known.values()].filter((o) => o.paid).length;
    const verified = [...known.values()].filter((o) => o.verified).length;
    const delivered = [...known.values()].filter((o) => o.delivered).length;
    console.log(`\n${total} requests in ${elapsed.toFixed(1)} s: ${(total / elapsed).toFixed(1)} req/s; errors (non-429): ${errors}; rate-limited (429): ${limited}`);
    console.log(`Orders: ${known.size} placed (${duplicateSubmissions} submitted twice at once), ${paid} paid, ${verified} verified, ${delivered} delivered`);
    if (errorSamples.length) console.log(`First errors:\n  ${errorSamples.join("\n  ")}`);

    // Stop the server so every write has landed, then read the database.
    await shop.stop();
    console.log("\nInvariants (read from the database):");
    const checks = checkInvariants(state, catalogue, customers);
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
