/**
 * Helpers for the sales analytics tests (tests/analytics/analytics.test.ts):
 *  - a seeded generator of catalogue rows (products in 3 packs, some packs deleted since), customers, orders and
 *    order lines (one pack each, some sold under an older pack label), inserted straight into D1 relative to a
 *    fixed `now` (partial, zero, over- and non-payments, fake orders, period boundaries, IST midnights; cash on
 *    delivery pending collection, collected and refused at the door; orders cancelled unpaid, refund pending and
 *    refunded);
 *  - an independent model of the sales dashboard written from the issue text and API.md 3.7.5, in plain JS over
 *    the generated rows (exact integer paise and BigInt fractions, rounded once on output). Nothing here imports
 *    app code;
 *  - a small RFC 4180 CSV parser for the export.
 */
import { env } from "./api";
import { seededRandom } from "./orders";

export const DAY = 24 * 60 * 60 * 1000;
export const HOUR = 60 * 60 * 1000;
export const MINUTE = 60 * 1000;

export type PeriodName = "daily" | "weekly" | "monthly";
export const PERIOD_DAYS: Record<PeriodName, number> = { daily: 1, weekly: 7, monthly: 30 };
export const PERIOD_NAMES: PeriodName[] = ["daily", "weekly", "monthly"];

// ---------------------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------------------

export type GenPack = { id: string; label: string; salePricePaise: number; deleted: boolean };
export type GenProduct = { id: string; name: string; images: string[]; salePricePaise: number; deleted: boolean; packs: GenPack[] };
export type GenUser = { id: string; name: string; email: string; phone: string };
export type GenItem = {
  id: string;
  orderId: string;
  productId: string;
  variantId: string;
  productName: string;
  variantLabel: string;
  images: string[];
  quantity: number;
  unitPricePaise: number;
  productBillPaise: number;
};
export type OrderStatus = "not yet delivered" | "delivered" | "wrong order" | "shipped" | "cancelled" | "returned";
export type PaymentStatus = "pending" | "done" | "verified" | "nopayment" | "cod" | "refund pending" | "refunded";
export type PaymentMethod = "upi" | "cod";
export type GenOrder = {
  id: string;
  userId: string;
  name: string;
  email: string;
  phone: string;
  doorNo: string;
  street: string;
  city: string;
  pincode: string;
  state: string;
  billPaise: number;
  amountPaidPaise: number;
  transactionId: string | null;
  paymentStatus: PaymentStatus;
  orderStatus: OrderStatus;
  paymentMethod: PaymentMethod;
  createdAt: string;
  items: GenItem[];
  /** Why the generator made this order (boundary, midnight, random...), for failure messages only. */
  kind: string;
};
export type Dataset = { tag: string; now: number; categoryId: string; products: GenProduct[]; users: GenUser[]; orders: GenOrder[] };

const iso = (instant: number) => new Date(instant).toISOString();

/** Deletes every order (and its lines): each describe block starts from no orders at all. */
export async function resetOrders() {
  await env.DB.batch([env.DB.prepare("delete from order_items"), env.DB.prepare("delete from orders")]);
}

/** Multi-row INSERTs with at most 100 bound parameters per statement, run as one D1 batch. */
function insertStatements(table: string, rows: Record<string, unknown>[]): D1PreparedStatement[] {
  if (!rows.length) return [];
  const columns = Object.keys(rows[0]);
  const perStatement = Math.max(1, Math.floor(100 / columns.length));
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const placeholders = chunk.map(() => `(${columns.map(() => "?").join(", ")})`).join(", ");
    const values = chunk.flatMap((row) => columns.map((column) => row[column] ?? null));
    statements.push(env.DB.prepare(`insert into ${table} (${columns.join(", ")}) values ${placeholders}`).bind(...values));
  }
  return statements;
}

/** Inserts the catalogue rows and customers of a dataset (once), then the given orders with their lines. */
export async function insertDataset(dataset: Dataset, orders: GenOrder[] = dataset.orders) {
  const stamp = iso(dataset.now - 400 * DAY);
  const existing = await env.DB.prepare("select count(*) as n from categories where id = ?").bind(dataset.categoryId).first<{ n: number }>();
  const statements: D1PreparedStatement[] = [];
  if (!existing?.n) {
    statements.push(
      ...insertStatements("categories", [
        { id: dataset.categoryId, name: `Analytics ${dataset.tag}`, name_key: `analytics ${dataset.tag}`.toLowerCase(), created_at: stamp },
      ]),
      ...insertStatements(
        "products",
        dataset.products.map((product) => ({
          id: product.id,
          name: product.name,
          description: "analytics test product",
          category_id: dataset.categoryId,
          mrp_paise: product.salePricePaise + 1000,
          sale_price_paise: product.salePricePaise,
          images: JSON.stringify(product.images),
          deleted_at: product.deleted ? stamp : null,
          created_at: stamp,
          updated_at: stamp,
        })),
      ),
      ...insertStatements(
        "product_variants",
        dataset.products.flatMap((product) =>
          product.packs.map((pack, position) => ({
            id: pack.id,
            product_id: product.id,
            label: pack.label,
            net_quantity: position + 1,
            unit: "kg",
            mrp_paise: pack.salePricePaise + 1000,
            sale_price_paise: Math.max(1, pack.salePricePaise),
            sku: `${pack.id}`.toUpperCase(),
            stock: null,
            weight_grams: 1000 * (position + 1),
            position,
            deleted_at: pack.deleted ? stamp : null,
            created_at: stamp,
            updated_at: stamp,
          })),
        ),
      ),
      ...insertStatements(
        "users",
        dataset.users.map((user) => ({
          id: user.id,
          name: user.name,
          phone_number: user.phone,
          email_address: user.email,
          password_hash: "pbkdf2-sha256$1$x$y",
          role: "user",
          door_no: "1",
          street: "Main Road",
          city: "Guntur",
          pincode: "522002",
          state: "Andhra Pradesh",
          created_at: stamp,
          updated_at: stamp,
        })),
      ),
    );
  }
  statements.push(
    ...insertStatements(
      "orders",
      orders.map((order) => ({
        id: order.id,
        user_id: order.userId,
        name: order.name,
        email_address: order.email,
        phone_number: order.phone,
        door_no: order.doorNo,
        street: order.street,
        city: order.city,
        pincode: order.pincode,
        state: order.state,
        bill_paise: order.billPaise,
        amount_paid_paise: order.amountPaidPaise,
        transaction_id: order.transactionId,
        payment_status: order.paymentStatus,
        order_status: order.orderStatus,
        payment_method: order.paymentMethod,
        created_at: order.createdAt,
        updated_at: order.createdAt,
      })),
    ),
    ...insertStatements(
      "order_items",
      orders.flatMap((order) =>
        order.items.map((item) => ({
          id: item.id,
          order_id: item.orderId,
          product_id: item.productId,
          variant_id: item.variantId,
          product_name: item.productName,
          variant_label: item.variantLabel,
          images: JSON.stringify(item.images),
          quantity: item.quantity,
          unit_price_paise: item.unitPricePaise,
          product_bill_paise: item.productBillPaise,
        })),
      ),
    ),
  );
  await env.DB.batch(statements);
}

/** Pack labels of every product; pack 0 sells at the product's price, the larger ones at a multiple of it. */
export const PACK_LABELS = ["500 g", "1 kg", "5 kg"];
/** Packs deleted since they were sold (product index, pack index): their label comes from their latest order line. */
export const DELETED_PACKS: [number, number][] = [
  [1, 2],
  [3, 1],
];

/**
 * The catalogue and customers of a dataset (no orders yet): 7 products in 3 packs each (two packs deleted since),
 * 8 customers, one of whom changed e-mail.
 */
export function baseDataset(tag: string, now: number): Dataset {
  const prices = [3333, 19950, 10, 4999, 125000, 777, 2501];
  const products: GenProduct[] = prices.map((salePricePaise, index) => ({
    id: `${tag}-p${index}`,
    name: `Product ${index} ${tag}`,
    // Product 5 has no image at all: its image is null.
    images: index === 5 ? [] : [`https://shop.test/images/${tag}-p${index}-a.png`, `https://shop.test/images/${tag}-p${index}-b.png`],
    salePricePaise,
    // Product 4 is soft-deleted: its past sales still count.
    deleted: index === 4,
    packs: PACK_LABELS.map((label, pack) => ({
      id: `${tag}-p${index}-v${pack}`,
      label,
      salePricePaise: pack === 0 ? salePricePaise : salePricePaise * (pack + 1) + pack,
      deleted: DELETED_PACKS.some(([p, v]) => p === index && v === pack),
    })),
  }));
  const users: GenUser[] = Array.from({ length: 8 }, (_, index) => ({
    id: `${tag}-u${index}`,
    name: `Customer ${index} ${tag}`,
    email: `c${index}.${tag}@example.com`.toLowerCase(),
    phone: `98765${String(index).padStart(5, "0")}`,
  }));
  return { tag, now, categoryId: `${tag}-cat`, products, users, orders: [] };
}

export type OrderSpec = {
  createdAt: number | string;
  user?: number;
  /** Use this e-mail on the order instead of the customer's (a customer who changed e-mail). */
  email?: string;
  name?: string;
  phone?: string;
  city?: string;
  /** `pack` is the index of the product's pack (default 0); `variantLabel` the label the line was sold under. */
  lines?: { product: number; pack?: number; quantity: number; unitPricePaise?: number; productName?: string; variantLabel?: string }[];
  amountPaidPaise?: number;
  paymentStatus?: PaymentStatus;
  orderStatus?: OrderStatus;
  paymentMethod?: PaymentMethod;
  kind?: string;
};

/** Builds one order row (not inserted) in a dataset; bill = sum of the lines, each line = quantity x unit price. */
export function makeOrder(dataset: Dataset, spec: OrderSpec): GenOrder {
  const index = dataset.orders.length;
  const user = dataset.users[spec.user ?? 0];
  const id = `${dataset.tag}-o${String(index).padStart(4, "0")}`;
  const items = (spec.lines ?? [{ product: 0, quantity: 1 }]).map((line, lineIndex) => {
    const product = dataset.products[line.product];
    const pack = product.packs[line.pack ?? 0];
    const unitPricePaise = line.unitPricePaise ?? pack.salePricePaise;
    return {
      id: `${id}-i${lineIndex}`,
      orderId: id,
      productId: product.id,
      variantId: pack.id,
      productName: line.productName ?? product.name,
      variantLabel: line.variantLabel ?? pack.label,
      images: product.images,
      quantity: line.quantity,
      unitPricePaise,
      productBillPaise: unitPricePaise * line.quantity,
    };
  });
  const billPaise = items.reduce((sum, item) => sum + item.productBillPaise, 0);
  const paymentStatus = spec.paymentStatus ?? "verified";
  const order: GenOrder = {
    id,
    userId: user.id,
    name: spec.name ?? user.name,
    email: spec.email ?? user.email,
    phone: spec.phone ?? user.phone,
    doorNo: "7-1",
    street: "Temple Street",
    city: spec.city ?? "Guntur",
    pincode: "522002",
    state: "Andhra Pradesh",
    billPaise,
    amountPaidPaise: spec.amountPaidPaise ?? billPaise,
    transactionId: paymentStatus === "pending" || spec.paymentMethod === "cod" ? null : `${dataset.tag}-utr-${index}`,
    paymentStatus,
    orderStatus: spec.orderStatus ?? "delivered",
    paymentMethod: spec.paymentMethod ?? "upi",
    createdAt: typeof spec.createdAt === "string" ? spec.createdAt : iso(spec.createdAt),
    items,
    kind: spec.kind ?? "manual",
  };
  dataset.orders.push(order);
  return order;
}

/** The UTC calendar date (YYYY-MM-DD) `daysBack` days before `now`. */
const utcDateBefore = (now: number, daysBack: number) => iso(now - daysBack * DAY).slice(0, 10);

/**
 * A few hundred random orders over the 45 days before `now`, plus orders on every period boundary
 * (now - d days, 1 ms either side, exactly now) and on both sides of IST midnight (18:29:59.999Z / 18:30:00.000Z).
 */
export function generateDataset(tag: string, now: number, seed: number, count = 320): Dataset {
  const dataset = baseDataset(tag, now);
  const random = seededRandom(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)];
  // The customer who changed e-mail: some of customer 0's orders carry an old address.
  const oldEmail = `old.c0.${tag}@example.com`.toLowerCase();

  const randomOrder = (createdAt: number | string, kind: string): OrderSpec => {
    const user = Math.floor(random() * dataset.users.length);
    const lineCount = 1 + Math.floor(random() * 3);
    // One line per pack: two packs of one product may share an order.
    const packKeys = [...new Set(Array.from({ length: lineCount }, () => `${Math.floor(random() * dataset.products.length)}:${Math.floor(random() * PACK_LABELS.length)}`))];
    const free = random() < 0.05;
    const lines = packKeys.map((key) => {
      const [product, pack] = key.split(":").map(Number);
      const price = dataset.products[product].packs[pack].salePricePaise;
      // Sometimes sold at an older price: the line keeps the price it was sold at.
      const unitPricePaise = free ? 0 : random() < 0.2 ? Math.max(1, Math.round(price * (0.7 + random() * 0.6))) : price;
      // Sometimes the product was renamed since: the line keeps the old name.
      const productName = random() < 0.2 ? `Old name ${product} ${tag}` : undefined;
      // Sometimes the pack was relabelled since: the line keeps the label it was sold under.
      const variantLabel = random() < 0.25 ? `Old label ${product}.${pack} #${Math.floor(random() * 1000)}` : undefined;
      return { product, pack, quantity: 1 + Math.floor(random() * 5), unitPricePaise, productName, variantLabel };
    });
    const bill = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
    const orderStatus: OrderStatus = random() < 0.15 ? "wrong order" : random() < 0.5 ? "delivered" : "not yet delivered";
    const payment = random();
    let amountPaidPaise: number;
    let paymentStatus: PaymentStatus;
    if (free) {
      amountPaidPaise = 0;
      paymentStatus = "verified";
    } else if (payment < 0.2) {
      amountPaidPaise = 0;
      paymentStatus = orderStatus === "wrong order" ? pick(["pending", "nopayment"] as const) : "pending";
    } else if (payment < 0.6) {
      amountPaidPaise = bill;
      paymentStatus = orderStatus === "wrong order" ? "nopayment" : pick(["done", "verified"] as const);
    } else if (payment < 0.85) {
      amountPaidPaise = Math.floor(bill * random());
      paymentStatus = orderStatus === "wrong order" ? "nopayment" : pick(["done", "verified"] as const);
    } else {
      amountPaidPaise = bill + 1 + Math.floor(random() * 50000);
      paymentStatus = orderStatus === "wrong order" ? "nopayment" : pick(["done", "verified"] as const);
    }
    const useOldEmail = user === 0 && random() < 0.5;
    return {
      createdAt,
      user,
      email: useOldEmail ? oldEmail : undefined,
      lines,
      amountPaidPaise,
      paymentStatus,
      orderStatus,
      kind,
    };
  };

  for (let n = 0; n < count; n++) {
    makeOrder(dataset, randomOrder(now - Math.floor(random() * 45 * DAY), "random"));
  }
  for (const days of [1, 7, 30]) {
    makeOrder(dataset, randomOrder(now - days * DAY, `exactly ${days}d old`));
    makeOrder(dataset, randomOrder(now - days * DAY - 1, `${days}d + 1ms old`));
    makeOrder(dataset, randomOrder(now - days * DAY + 1, `${days}d - 1ms old`));
    // A sure genuine sale and a sure fake on each boundary, so the boundary is visible in every figure.
    makeOrder(dataset, { ...randomOrder(now - days * DAY, `genuine exactly ${days}d old`), orderStatus: "delivered", paymentStatus: "verified" });
    makeOrder(dataset, { ...randomOrder(now - days * DAY - 1, `genuine ${days}d + 1ms old`), orderStatus: "delivered", paymentStatus: "verified" });
    makeOrder(dataset, { ...randomOrder(now - days * DAY, `fake exactly ${days}d old`), orderStatus: "wrong order", paymentStatus: "nopayment" });
  }
  makeOrder(dataset, randomOrder(now, "exactly now"));
  for (const daysBack of [0, 1, 2, 6, 7, 8, 29, 30, 31]) {
    const date = utcDateBefore(now, daysBack);
    for (const time of ["18:29:59.999", "18:30:00.000"]) {
      const instant = Date.parse(`${date}T${time}Z`);
      if (instant <= now) makeOrder(dataset, randomOrder(iso(instant), `IST midnight ${date}T${time}Z`));
    }
  }
  // Issue 17, drawn after the orders above so those stay what they were: cash on delivery in each of its states,
  // cancellations (unpaid, refund pending, refunded), prepaid orders shipped, some on the period boundaries.
  const laterStates: { kind: string; spec: Pick<OrderSpec, "paymentMethod" | "paymentStatus" | "orderStatus">; paid: "none" | "bill" | "random" }[] = [
    { kind: "cod to collect", spec: { paymentMethod: "cod", paymentStatus: "cod", orderStatus: "not yet delivered" }, paid: "none" },
    { kind: "cod shipped", spec: { paymentMethod: "cod", paymentStatus: "cod", orderStatus: "shipped" }, paid: "none" },
    { kind: "cod collected", spec: { paymentMethod: "cod", paymentStatus: "verified", orderStatus: "delivered" }, paid: "bill" },
    { kind: "cod collected short", spec: { paymentMethod: "cod", paymentStatus: "verified", orderStatus: "delivered" }, paid: "random" },
    { kind: "cod returned", spec: { paymentMethod: "cod", paymentStatus: "cod", orderStatus: "returned" }, paid: "none" },
    { kind: "cod cancelled", spec: { paymentMethod: "cod", paymentStatus: "cod", orderStatus: "cancelled" }, paid: "none" },
    { kind: "cancelled unpaid", spec: { paymentStatus: "pending", orderStatus: "cancelled" }, paid: "none" },
    { kind: "cancelled refund pending", spec: { paymentStatus: "refund pending", orderStatus: "cancelled" }, paid: "bill" },
    { kind: "cancelled refunded", spec: { paymentStatus: "refunded", orderStatus: "cancelled" }, paid: "bill" },
    { kind: "upi shipped", spec: { paymentStatus: "verified", orderStatus: "shipped" }, paid: "bill" },
  ];
  const laterOrder = (createdAt: number, state: (typeof laterStates)[number], kind: string) => {
    const order = randomOrder(createdAt, kind);
    const bill = (order.lines ?? []).reduce((sum, line) => sum + (line.unitPricePaise ?? 0) * line.quantity, 0);
    const amountPaidPaise = state.paid === "none" ? 0 : state.paid === "bill" ? bill : Math.floor(bill * random());
    makeOrder(dataset, { ...order, ...state.spec, amountPaidPaise });
  };
  for (let n = 0; n < Math.ceil(count / 4); n++) {
    const state = laterStates[n % laterStates.length];
    laterOrder(now - Math.floor(random() * 45 * DAY), state, `random ${state.kind}`);
  }
  for (const days of [1, 7, 30]) {
    for (const state of laterStates.filter((candidate) => ["cod collected", "cod returned", "cancelled unpaid"].includes(candidate.kind))) {
      laterOrder(now - days * DAY, state, `${state.kind} exactly ${days}d old`);
      laterOrder(now - days * DAY - 1, state, `${state.kind} ${days}d + 1ms old`);
    }
  }
  return dataset;
}

// ---------------------------------------------------------------------------------------------------------
// Exact arithmetic: BigInt fractions, rounded half up once on output
// ---------------------------------------------------------------------------------------------------------

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x || 1n;
};

export class Frac {
  readonly num: bigint;
  readonly den: bigint;
  constructor(num: bigint | number, den: bigint | number = 1n) {
    let n = BigInt(num);
    let d = BigInt(den);
    if (d === 0n) throw new Error("zero denominator");
    if (d < 0n) [n, d] = [-n, -d];
    const g = gcd(n, d);
    this.num = n / g;
    this.den = d / g;
  }
  add(other: Frac) {
    return new Frac(this.num * other.den + other.num * this.den, this.den * other.den);
  }
  compare(other: Frac) {
    const left = this.num * other.den;
    const right = other.num * this.den;
    return left < right ? -1 : left > right ? 1 : 0;
  }
  /** Nearest integer, halves rounded up (values here are never negative). */
  roundHalfUp(): number {
    return Number((2n * this.num + this.den) / (2n * this.den));
  }
}

/** Paise (possibly fractional) to rupees rounded to 2 decimals. */
export const rupeesOf = (paise: Frac | number) => (typeof paise === "number" ? new Frac(paise) : paise).roundHalfUp() / 100;

// ---------------------------------------------------------------------------------------------------------
// Calendar days in the shop's time zone, through Intl (not the app's offset arithmetic)
// ---------------------------------------------------------------------------------------------------------

const kolkata = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" });

export function kolkataDate(instant: number): string {
  const parts = Object.fromEntries(kolkata.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Every Asia/Kolkata calendar date touched by the instants from `since` to `now`, oldest first. */
export function kolkataDatesBetween(since: number, now: number): string[] {
  const dates: string[] = [];
  for (let instant = since; instant < now; instant += HOUR) {
    const date = kolkataDate(instant);
    if (dates.at(-1) !== date) dates.push(date);
  }
  const last = kolkataDate(now);
  if (dates.at(-1) !== last) dates.push(last);
  return dates;
}

// ---------------------------------------------------------------------------------------------------------
// The model
// ---------------------------------------------------------------------------------------------------------

export type Ranked<T> = { id: string; key: Frac; item: T };

export type ModelPack = { variantId: string; label: string; quantity: number; revenue: number; paid: number };
export type ModelProduct = {
  productId: string;
  name: string;
  totalQuantity: number;
  totalRevenue: number;
  totalAmountPaid: number;
  image: string | null;
  /** The product's packs, best paid first (packs with equal amounts paid may come in any order). */
  packs: Ranked<ModelPack>[];
};
export type ModelCustomer = { email: string; name: string; totalSpent: number; amountPaid: number; orderCount: number };
export type ModelFakeCustomer = { email: string; name: string; totalAmount: number; orderCount: number };

export type DashboardFixed = {
  period: PeriodName;
  days: number;
  from: string;
  to: string;
  totalSales: number;
  totalAmountPaid: number;
  totalOrders: number;
  averageOrderValue: number;
  averagePaidValue: number;
  activeCustomers: number;
  salesTrends: { date: string; total: number }[];
  fakeOrdersAnalysis: { totalFakeOrders: number; totalFakeAmount: number; fakeOrdersTrend: { date: string; count: number }[] };
  cod: { orders: number; collected: number; collectedAmount: number; share: number; returned: number; returnRate: number };
  cancelled: { orders: number; amount: number };
};

export type DashboardModel = {
  /** Every figure except the three ranked lists. */
  fixed: DashboardFixed;
  products: Ranked<ModelProduct>[];
  customers: Ranked<ModelCustomer>[];
  fakeCustomers: Ranked<ModelFakeCustomer>[];
  genuine: GenOrder[];
  fake: GenOrder[];
  /** Cash-on-delivery orders of the period, whatever their state, and the cancelled ones. */
  cod: GenOrder[];
  cancelled: GenOrder[];
};

/**
 * A sale, as the issue puts it: not a wrong order (those are fake), not cancelled, not refused at the door, and,
 * when paid cash on delivery, only once the cash is collected.
 */
export function isSale(order: GenOrder): boolean {
  return !["wrong order", "cancelled", "returned"].includes(order.orderStatus) && order.paymentStatus !== "cod";
}

/** A share rounded half up to 4 decimals (0.1234 is 12.34%); 0 of nothing is 0. */
const shareOf = (part: number, whole: number) => (whole > 0 ? new Frac(BigInt(part) * 10000n, whole).roundHalfUp() / 10000 : 0);

/** The order is in the period when ceil(|now - createdAt| / 1 day) <= days. */
export function inPeriod(createdAt: string, now: number, days: number) {
  return Math.ceil(Math.abs(now - Date.parse(createdAt)) / DAY) <= days;
}

const byKeyDesc = <T>(rows: Ranked<T>[]) => rows.sort((a, b) => b.key.compare(a.key));

/**
 * A pack's label: the pack's own while it is live, else the label of its latest order line (the line of the most
 * recently dated order holding the pack, of any status or date; equal dates: the greater line id).
 */
function packLabel(pack: GenPack, orders: GenOrder[]): string {
  if (!pack.deleted) return pack.label;
  let latest: { createdAt: string; item: GenItem } | null = null;
  for (const order of orders) {
    for (const item of order.items) {
      if (item.variantId !== pack.id) continue;
      const time = Date.parse(order.createdAt);
      const later = !latest || time > Date.parse(latest.createdAt) || (time === Date.parse(latest.createdAt) && item.id > latest.item.id);
      if (later) latest = { createdAt: order.createdAt, item };
    }
  }
  if (!latest) throw new Error(`model: deleted pack ${pack.id} was never sold`);
  return latest.item.variantLabel;
}

/**
 * The dashboard the issue describes, from the rows alone. `products` is the current catalogue (name and image
 * come from the product as it is now; quantities and prices from the order lines). `orders` are all the
 * dataset's orders (a deleted pack's label comes from its latest line, whatever its date).
 */
export function modelDashboard(orders: GenOrder[], products: GenProduct[], period: PeriodName, now: number): DashboardModel {
  const days = PERIOD_DAYS[period];
  const since = now - days * DAY;
  const inRange = orders.filter((order) => inPeriod(order.createdAt, now, days));
  const genuine = inRange.filter(isSale);
  const fake = inRange.filter((order) => order.orderStatus === "wrong order");
  const cod = inRange.filter((order) => order.paymentMethod === "cod");
  const codCollected = cod.filter(isSale);
  const codReturned = cod.filter((order) => order.orderStatus === "returned");
  const cancelled = inRange.filter((order) => order.orderStatus === "cancelled");
  const billOf = (list: GenOrder[]) => list.reduce((sum, order) => sum + order.billPaise, 0);

  const billPaise = genuine.reduce((sum, order) => sum + order.billPaise, 0);
  const paidPaise = genuine.reduce((sum, order) => sum + order.amountPaidPaise, 0);
  const count = genuine.length;
  const dates = kolkataDatesBetween(since, now);

  const productById = new Map(products.map((product) => [product.id, product]));
  type Sums = { quantity: number; revenue: number; paid: Frac };
  const perProduct = new Map<string, Sums & { packs: Map<string, Sums> }>();
  const addLine = (sums: Sums, quantity: number, revenue: number, order: GenOrder) => {
    sums.quantity += quantity;
    sums.revenue += revenue;
    if (order.billPaise > 0) sums.paid = sums.paid.add(new Frac(BigInt(revenue) * BigInt(order.amountPaidPaise), order.billPaise));
  };
  for (const order of genuine) {
    for (const item of order.items) {
      const entry = perProduct.get(item.productId) ?? { quantity: 0, revenue: 0, paid: new Frac(0), packs: new Map() };
      const pack = entry.packs.get(item.variantId) ?? { quantity: 0, revenue: 0, paid: new Frac(0) };
      const revenue = item.quantity * item.unitPricePaise;
      addLine(entry, item.quantity, revenue, order);
      addLine(pack, item.quantity, revenue, order);
      entry.packs.set(item.variantId, pack);
      perProduct.set(item.productId, entry);
    }
  }
  const rankedProducts = byKeyDesc(
    [...perProduct].map(([productId, entry]) => {
      const product = productById.get(productId);
      if (!product) throw new Error(`model: unknown product ${productId}`);
      const packs = byKeyDesc(
        [...entry.packs].map(([variantId, sums]) => {
          const pack = product.packs.find((candidate) => candidate.id === variantId);
          if (!pack) throw new Error(`model: unknown pack ${variantId}`);
          return {
            id: variantId,
            key: sums.paid,
            item: { variantId, label: packLabel(pack, orders), quantity: sums.quantity, revenue: rupeesOf(sums.revenue), paid: rupeesOf(sums.paid) },
          };
        }),
      );
      return {
        id: productId,
        key: entry.paid,
        item: {
          productId,
          name: product.name,
          totalQuantity: entry.quantity,
          totalRevenue: rupeesOf(entry.revenue),
          totalAmountPaid: rupeesOf(entry.paid),
          image: product.images[0] ?? null,
          packs,
        },
      };
    }),
  );

  const group = (list: GenOrder[]) => {
    const map = new Map<string, { name: string; bill: number; paid: number; orders: number }>();
    for (const order of list) {
      const entry = map.get(order.email) ?? { name: order.name, bill: 0, paid: 0, orders: 0 };
      if (entry.name !== order.name) throw new Error(`model: two names for ${order.email}; the generator keeps one name per e-mail`);
      entry.bill += order.billPaise;
      entry.paid += order.amountPaidPaise;
      entry.orders += 1;
      map.set(order.email, entry);
    }
    return [...map];
  };
  const rankedCustomers = byKeyDesc(
    group(genuine).map(([email, entry]) => ({
      id: email,
      key: new Frac(entry.paid),
      item: { email, name: entry.name, totalSpent: rupeesOf(entry.bill), amountPaid: rupeesOf(entry.paid), orderCount: entry.orders },
    })),
  );
  const rankedFakeCustomers = byKeyDesc(
    group(fake).map(([email, entry]) => ({
      id: email,
      key: new Frac(entry.orders),
      item: { email, name: entry.name, totalAmount: rupeesOf(entry.bill), orderCount: entry.orders },
    })),
  );

  const genuineOn = (date: string) => genuine.filter((order) => kolkataDate(Date.parse(order.createdAt)) === date);
  const fakeOn = (date: string) => fake.filter((order) => kolkataDate(Date.parse(order.createdAt)) === date);
  const fixed: DashboardFixed = {
    period,
    days,
    from: iso(since),
    to: iso(now),
    totalSales: rupeesOf(billPaise),
    totalAmountPaid: rupeesOf(paidPaise),
    totalOrders: count,
    averageOrderValue: count ? rupeesOf(new Frac(billPaise, count)) : 0,
    averagePaidValue: count ? rupeesOf(new Frac(paidPaise, count)) : 0,
    activeCustomers: new Set(genuine.map((order) => order.email)).size,
    salesTrends: dates.map((date) => ({ date, total: rupeesOf(genuineOn(date).reduce((sum, order) => sum + order.billPaise, 0)) })),
    fakeOrdersAnalysis: {
      totalFakeOrders: fake.length,
      totalFakeAmount: rupeesOf(fake.reduce((sum, order) => sum + order.billPaise, 0)),
      fakeOrdersTrend: dates.map((date) => ({ date, count: fakeOn(date).length })),
    },
    cod: {
      orders: cod.length,
      collected: codCollected.length,
      collectedAmount: rupeesOf(billOf(codCollected)),
      share: shareOf(billOf(codCollected), billPaise),
      returned: codReturned.length,
      returnRate: shareOf(codReturned.length, codReturned.length + codCollected.length),
    },
    cancelled: { orders: cancelled.length, amount: rupeesOf(billOf(cancelled)) },
  };
  return { fixed, products: rankedProducts, customers: rankedCustomers, fakeCustomers: rankedFakeCustomers, genuine, fake, cod, cancelled };
}

/**
 * The first `limit` items of a ranking, where items whose ranking keys are equal may come in any order (the spec
 * breaks no ties): within each group of equal keys the order the app chose is kept when it chose members of that
 * group, and the model's own order is used otherwise (which then fails the comparison).
 */
export function alignTop<T>(ranked: Ranked<T>[], actualIds: string[], limit: number): T[] {
  const result: Ranked<T>[] = [];
  let index = 0;
  while (result.length < limit && index < ranked.length) {
    let end = index;
    while (end < ranked.length && ranked[end].key.compare(ranked[index].key) === 0) end++;
    const group = ranked.slice(index, end);
    const slots = Math.min(group.length, limit - result.length);
    const chosen: Ranked<T>[] = [];
    for (const id of actualIds.slice(result.length, result.length + slots)) {
      const member = group.find((row) => row.id === id && !chosen.includes(row));
      if (member) chosen.push(member);
    }
    for (const row of group) if (chosen.length < slots && !chosen.includes(row)) chosen.push(row);
    result.push(...chosen);
    index = end;
  }
  return result.map((row) => row.item);
}

/** The full dashboard object expected, given the app's answer (used only to order the members of tied groups). */
export function expectedDashboard(model: DashboardModel, actual: any, limits = { products: 5, customers: 5, fakeCustomers: 20 }) {
  const ids = (list: unknown, field: string): string[] => (Array.isArray(list) ? list.map((row: any) => row?.[field]) : []);
  const actualProducts: any[] = Array.isArray(actual?.topProducts) ? actual.topProducts : [];
  const withPacks = ({ packs, ...product }: ModelProduct) => {
    const actualPacks = actualProducts.find((row) => row?.productId === product.productId)?.variants;
    return { ...product, variants: alignTop(packs, ids(actualPacks, "variantId"), packs.length) };
  };
  return {
    ...model.fixed,
    topProducts: alignTop(model.products, ids(actual?.topProducts, "productId"), limits.products).map(withPacks),
    topCustomers: alignTop(model.customers, ids(actual?.topCustomers, "email"), limits.customers),
    fakeOrdersAnalysis: {
      ...model.fixed.fakeOrdersAnalysis,
      fakeOrdersByCustomer: alignTop(model.fakeCustomers, ids(actual?.fakeOrdersAnalysis?.fakeOrdersByCustomer, "email"), limits.fakeCustomers),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// CSV
// ---------------------------------------------------------------------------------------------------------

/** RFC 4180: fields separated by commas, records by \n (or \r\n); quoted fields may hold commas, quotes and newlines. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === "") {
      quoted = true;
    } else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\n" || (char === "\r" && text[i + 1] === "\n")) {
      if (char === "\r") i++;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else {
      field += char;
    }
  }
  if (quoted) throw new Error("CSV ends inside a quoted field");
  if (field !== "" || record.length) {
    record.push(field);
    records.push(record);
  }
  return records;
}
