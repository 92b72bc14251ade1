/**
 * Helpers for the returns (RTO) analytics tests (tests/analytics/rto.test.ts, issue 32 item 5):
 *  - a seeded generator of orders across a year of IST weeks, pincodes of many districts in several states,
 *    products (several lines per order, two packs of one product in one order) and every state a cash-on-delivery
 *    order reaches (awaiting, confirmed, shipped, collected in full or short, refused at the door with its courier
 *    costs recorded, partly or not at all, cancelled unconfirmed), with the COD rules' columns set directly (rule
 *    decided, advances paid and unpaid, confirmations by the customer and by an admin), plus orders on the period
 *    boundaries and both sides of IST Monday midnight;
 *  - an independent model of the answer of GET /api/admin/analysis/rto written from the issue's words, in plain
 *    TypeScript over the generated rows (integer paise, BigInt rates, rounded once). Nothing here imports app code.
 */
import { env } from "./api";
import { DAY, HOUR, baseDataset, insertDataset, type Dataset } from "./analytics";
import { seededRandom } from "./orders";

export type RtoPeriodName = "30d" | "90d" | "365d";
export const RTO_PERIOD_DAYS: Record<RtoPeriodName, number> = { "30d": 30, "90d": 90, "365d": 365 };
export const RTO_PERIOD_NAMES: RtoPeriodName[] = ["30d", "90d", "365d"];
const TOP = 20;
const STATES_SHOWN = 40;
const MIN_OUTCOMES = 5;

type CodRule = "offered" | "advance" | "refused-score" | "refused-limit" | "refused-blocked" | null;
type Confirmation = "awaiting" | "confirmed" | "expired" | null;

export type RtoLine = { id: string; productId: string; variantId: string; productName: string; variantLabel: string; quantity: number; unitPricePaise: number };
export type RtoOrder = {
  id: string;
  userId: string;
  pincode: string;
  state: string;
  billPaise: number;
  amountPaidPaise: number;
  paymentMethod: "upi" | "cod";
  paymentStatus: string;
  orderStatus: string;
  codFeePaise: number;
  codRule: CodRule;
  advancePaise: number;
  confirmation: Confirmation;
  confirmedBy: string | null;
  forwardCostPaise: number | null;
  returnCostPaise: number | null;
  createdAt: string;
  lines: RtoLine[];
  kind: string;
};
export type RtoDataset = { base: Dataset; now: number; orders: RtoOrder[] };

/** District (first three digits) -> state. 26 districts, so the top-20 cut matters; a few are returns hot spots. */
const DISTRICTS: [string, string][] = [
  ["500", "Telangana"], ["501", "Telangana"], ["502", "Telangana"], ["503", "Telangana"], ["505", "Telangana"], ["506", "Telangana"],
  ["507", "Telangana"], ["508", "Telangana"], ["515", "Andhra Pradesh"], ["516", "Andhra Pradesh"], ["517", "Andhra Pradesh"],
  ["518", "Andhra Pradesh"], ["520", "Andhra Pradesh"], ["521", "Andhra Pradesh"], ["522", "Andhra Pradesh"], ["523", "Andhra Pradesh"],
  ["524", "Andhra Pradesh"], ["530", "Andhra Pradesh"], ["533", "Andhra Pradesh"], ["560", "Karnataka"], ["570", "Karnataka"],
  ["600", "Tamil Nadu"], ["620", "Tamil Nadu"], ["400", "Maharashtra"], ["411", "Maharashtra"], ["682", "Kerala"],
];
/** Pincodes whose COD orders mostly come back (the pattern the page must surface). */
const HOT_PINCODES = new Set(["522201", "522202", "507101", "533001"]);

const iso = (instant: number) => new Date(instant).toISOString();

function insertRows(table: string, rows: Record<string, unknown>[]): D1PreparedStatement[] {
  if (!rows.length) return [];
  const columns = Object.keys(rows[0]);
  const perStatement = Math.max(1, Math.floor(100 / columns.length));
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const placeholders = chunk.map(() => `(${columns.map(() => "?").join(", ")})`).join(", ");
    statements.push(env.DB.prepare(`insert into ${table} (${columns.join(", ")}) values ${placeholders}`).bind(...chunk.flatMap((row) => columns.map((c) => row[c] ?? null))));
  }
  return statements;
}

/** Inserts the dataset's catalogue and customers (through the sales helpers), then its orders with every issue-32 column. */
export async function insertRtoDataset(dataset: RtoDataset, orders: RtoOrder[] = dataset.orders) {
  const known = await env.DB.prepare("select count(*) as n from categories where id = ?").bind(dataset.base.categoryId).first<{ n: number }>();
  if (!known?.n) await insertDataset(dataset.base, []);
  const users = dataset.base.users;
  const orderRows = orders.map((order) => {
    const user = users.find((candidate) => candidate.id === order.userId)!;
    return {
      id: order.id,
      user_id: order.userId,
      name: user.name,
      email_address: user.email,
      phone_number: user.phone,
      door_no: "4-12",
      street: "Bazaar Street",
      city: "Town",
      pincode: order.pincode,
      state: order.state,
      bill_paise: order.billPaise,
      amount_paid_paise: order.amountPaidPaise,
      payment_status: order.paymentStatus,
      order_status: order.orderStatus,
      payment_method: order.paymentMethod,
      items_paise: order.billPaise - order.codFeePaise,
      items_mrp_paise: order.billPaise - order.codFeePaise,
      cod_fee_paise: order.codFeePaise,
      cod_confirmation_status: order.confirmation,
      cod_confirmed_by: order.confirmation === "confirmed" ? order.confirmedBy : null,
      cod_confirmed_at: order.confirmation === "confirmed" ? order.createdAt : null,
      cod_rule: order.codRule,
      advance_paise: order.advancePaise,
      rto_forward_cost_paise: order.forwardCostPaise,
      rto_return_cost_paise: order.returnCostPaise,
      created_at: order.createdAt,
      updated_at: order.createdAt,
    };
  });
  const lineRows = orders.flatMap((order) =>
    order.lines.map((line) => ({
      id: line.id,
      order_id: order.id,
      product_id: line.productId,
      variant_id: line.variantId,
      product_name: line.productName,
      variant_label: line.variantLabel,
      images: "[]",
      quantity: line.quantity,
      unit_price_paise: line.unitPricePaise,
      product_bill_paise: line.unitPricePaise * line.quantity,
    })),
  );
  const statements = [...insertRows("orders", orderRows), ...insertRows("order_items", lineRows)];
  for (let start = 0; start < statements.length; start += 200) await env.DB.batch(statements.slice(start, start + 200));
}

type Spec = Partial<Omit<RtoOrder, "id" | "lines" | "billPaise">> & { createdAt: string; lines?: { product: number; pack: number; quantity: number }[] };

/**
 * A year (and a bit) of orders before `now`: `count` random ones plus the boundary and week-edge cases. Customers
 * in hot pincodes refuse most COD parcels; everywhere else a few come back.
 */
export function generateRtoDataset(tag: string, now: number, seed: number, count = 900): RtoDataset {
  const base = baseDataset(tag, now);
  const dataset: RtoDataset = { base, now, orders: [] };
  const random = seededRandom(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)];
  const pincodes = DISTRICTS.flatMap(([district, state], index) =>
    Array.from({ length: 1 + (index % 3) }, (_, n) => ({ pincode: `${district}${String(101 + 100 * n).padStart(3, "0")}`, state })),
  );
  for (const hot of HOT_PINCODES) if (!pincodes.some((p) => p.pincode === hot)) pincodes.push({ pincode: hot, state: DISTRICTS.find(([d]) => d === hot.slice(0, 3))![1] });

  const add = (spec: Spec) => {
    const id = `${tag}-r${String(dataset.orders.length).padStart(4, "0")}`;
    const lineSpecs = spec.lines ?? [{ product: 0, pack: 0, quantity: 1 }];
    const lines = lineSpecs.map((line, index) => {
      const product = base.products[line.product];
      const pack = product.packs[line.pack];
      return { id: `${id}-l${index}`, productId: product.id, variantId: pack.id, productName: product.name, variantLabel: pack.label, quantity: line.quantity, unitPricePaise: pack.salePricePaise };
    });
    const codFeePaise = spec.codFeePaise ?? (spec.paymentMethod === "cod" ? 4000 : 0);
    const billPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0) + codFeePaise;
    const where = spec.pincode ? { pincode: spec.pincode, state: spec.state ?? "Andhra Pradesh" } : pick(pincodes);
    const order: RtoOrder = {
      id,
      userId: spec.userId ?? base.users[0].id,
      pincode: where.pincode,
      state: where.state,
      billPaise,
      amountPaidPaise: spec.amountPaidPaise ?? 0,
      paymentMethod: spec.paymentMethod ?? "upi",
      paymentStatus: spec.paymentStatus ?? "verified",
      orderStatus: spec.orderStatus ?? "delivered",
      codFeePaise,
      codRule: spec.codRule ?? null,
      advancePaise: spec.advancePaise ?? 0,
      confirmation: spec.confirmation ?? null,
      confirmedBy: spec.confirmedBy ?? null,
      forwardCostPaise: spec.forwardCostPaise ?? null,
      returnCostPaise: spec.returnCostPaise ?? null,
      createdAt: spec.createdAt,
      lines,
      kind: spec.kind ?? "random",
    };
    if (spec.amountPaidPaise === undefined && order.paymentMethod === "upi" && order.paymentStatus === "verified") order.amountPaidPaise = billPaise;
    dataset.orders.push(order);
    return order;
  };

  /** A random order's lines: 1-3 packs, sometimes two packs of one product. */
  const randomLines = () => {
    const keys = new Set<string>();
    for (let n = 1 + Math.floor(random() * 3); n > 0; n--) keys.add(`${Math.floor(random() * base.products.length)}:${Math.floor(random() * 3)}`);
    return [...keys].map((key) => {
      const [product, pack] = key.split(":").map(Number);
      return { product, pack, quantity: 1 + Math.floor(random() * 3) };
    });
  };

  const randomOrder = (createdAt: string, kind: string) => {
    const where = pick(pincodes);
    const hot = HOT_PINCODES.has(where.pincode);
    const userId = pick(base.users).id;
    const lines = randomLines();
    const common = { createdAt, kind, userId, pincode: where.pincode, state: where.state, lines };
    if (random() < 0.4) {
      // Prepaid: paid, awaiting payment, fake, or cancelled; some placed while COD was refused to the customer.
      const rule: CodRule = random() < 0.25 ? pick(["refused-score", "refused-limit", "refused-blocked"] as const) : random() < 0.5 ? "offered" : null;
      const state = random();
      const [paymentStatus, orderStatus] =
        state < 0.6 ? ["verified", "delivered"] : state < 0.75 ? ["pending", "not yet delivered"] : state < 0.85 ? ["nopayment", "wrong order"] : ["refund pending", "cancelled"];
      return add({ ...common, paymentMethod: "upi", codRule: rule, paymentStatus, orderStatus, amountPaidPaise: paymentStatus === "pending" || paymentStatus === "nopayment" ? 0 : undefined });
    }
    const rule: CodRule = random() < 0.2 ? null : random() < 0.3 ? "advance" : "offered";
    const advancePaise = rule === "advance" ? pick([4000, 5000, 10000]) : 0;
    const advancePaid = rule === "advance" && random() < 0.6;
    const confirmation: Confirmation = rule === null && random() < 0.5 ? null : "confirmed";
    const confirmedBy = random() < 0.3 ? `admin:${base.users[7].id}` : "customer";
    const fate = random();
    const returnChance = hot ? 0.8 : 0.15;
    const cod = { ...common, paymentMethod: "cod" as const, codRule: rule, advancePaise, codFeePaise: pick([3000, 4000]) };
    const paidAdvance = advancePaid ? advancePaise : 0;
    if (fate < 0.1) return add({ ...cod, paymentStatus: "cod", orderStatus: "not yet delivered", confirmation: "awaiting", amountPaidPaise: paidAdvance });
    if (fate < 0.2) return add({ ...cod, paymentStatus: "cod", orderStatus: "cancelled", confirmation: random() < 0.7 ? "expired" : "confirmed", confirmedBy, amountPaidPaise: paidAdvance });
    if (fate < 0.3) return add({ ...cod, paymentStatus: "cod", orderStatus: pick(["not yet delivered", "shipped"]), confirmation, confirmedBy, amountPaidPaise: paidAdvance });
    if (random() < returnChance) {
      const costs = random();
      return add({
        ...cod,
        paymentStatus: "cod",
        orderStatus: "returned",
        confirmation,
        confirmedBy,
        amountPaidPaise: paidAdvance,
        forwardCostPaise: costs < 0.6 ? 6000 + Math.floor(random() * 9000) : costs < 0.75 ? 7000 : null,
        returnCostPaise: costs < 0.6 ? 5000 + Math.floor(random() * 9000) : null,
      });
    }
    // Delivered with the cash collected (sometimes short, sometimes the advance was part of it).
    const order = add({ ...cod, paymentStatus: "verified", orderStatus: "delivered", confirmation, confirmedBy });
    order.amountPaidPaise = random() < 0.1 ? order.billPaise - 500 : order.billPaise;
    return order;
  };

  for (let n = 0; n < count; n++) randomOrder(iso(now - Math.floor(random() * 400 * DAY)), "random");

  // The period boundaries: exactly `days` old is in, 1 ms older is out; an order at `now` is in, 1 ms after is out.
  for (const days of [30, 90, 365]) {
    for (const [offset, kind] of [[0, `exactly ${days}d old`], [1, `${days}d + 1ms old`]] as const) {
      add({ createdAt: iso(now - days * DAY - offset), kind, paymentMethod: "cod", paymentStatus: "cod", orderStatus: "returned", pincode: "522201", state: "Andhra Pradesh", forwardCostPaise: 10000, returnCostPaise: 9000, lines: [{ product: 2, pack: 1, quantity: 1 }] });
    }
  }
  add({ createdAt: iso(now), kind: "now", paymentMethod: "cod", paymentStatus: "verified", orderStatus: "delivered", pincode: "500101", state: "Telangana", amountPaidPaise: 100000, codRule: "offered", confirmation: "confirmed", confirmedBy: "customer" });
  add({ createdAt: iso(now + 1), kind: "1ms after now", paymentMethod: "cod", paymentStatus: "cod", orderStatus: "returned", pincode: "500101", state: "Telangana" });
  // Both sides of IST Monday midnight (Sunday 18:30Z) in the last weeks: the week changes exactly there.
  const mondayMidnights = [7, 14, 21].map((weeksBack) => {
    const day = new Date(now - weeksBack * DAY + 5.5 * HOUR);
    const sinceMonday = (day.getUTCDay() + 6) % 7;
    return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - sinceMonday) - 5.5 * HOUR;
  });
  for (const midnight of mondayMidnights) {
    for (const [instant, kind] of [[midnight - 1, "Sunday 23:59:59.999 IST"], [midnight, "Monday 00:00 IST"]] as const) {
      add({ createdAt: iso(instant), kind, paymentMethod: "cod", paymentStatus: "cod", orderStatus: "returned", pincode: "533001", state: "Andhra Pradesh", confirmation: "confirmed", confirmedBy: "customer", lines: [{ product: 3, pack: 0, quantity: 2 }, { product: 3, pack: 2, quantity: 1 }] });
    }
  }
  return dataset;
}

// ---------------------------------------------------------------------------------------------------------
// The model
// ---------------------------------------------------------------------------------------------------------

/** Rounded half up to 4 decimals with integers only; null when there is nothing to divide. */
export function shareOf(numerator: number, denominator: number): number | null {
  if (denominator <= 0) return null;
  const scaled = (BigInt(numerator) * 20000n + BigInt(denominator)) / (2n * BigInt(denominator));
  return Number(scaled) / 10000;
}

const rupees = (paise: number) => paise / 100;

/** The Monday of the IST week of an instant, from the calendar: shift to IST, step back to Monday. */
export function mondayOf(instant: number): string {
  const ist = new Date(instant + 330 * 60 * 1000);
  const back = ist.getUTCDay() === 0 ? 6 : ist.getUTCDay() - 1;
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() - back)).toISOString().slice(0, 10);
}

/** In the period: placed no earlier than `days` before now and no later than now. */
export const placedIn = (order: RtoOrder, now: number, days: number) => {
  const at = Date.parse(order.createdAt);
  return at >= now - days * DAY && at <= now;
};

/** The words: delivered with the cash collected / refused at the door (returned). */
const isCollected = (o: RtoOrder) => o.paymentMethod === "cod" && o.orderStatus === "delivered" && o.paymentStatus === "verified";
const isReturned = (o: RtoOrder) => o.paymentMethod === "cod" && o.orderStatus === "returned";

type Tally = { key: string; name: string; codOrders: number; delivered: number; returned: number };

function tallies(orders: RtoOrder[], keysOf: (o: RtoOrder) => { key: string; name: string }[]): Tally[] {
  const map = new Map<string, Tally>();
  for (const order of orders.filter((o) => o.paymentMethod === "cod")) {
    const seen = new Set<string>();
    for (const { key, name } of keysOf(order)) {
      if (seen.has(key)) continue;
      seen.add(key);
      const tally = map.get(key) ?? { key, name, codOrders: 0, delivered: 0, returned: 0 };
      tally.codOrders += 1;
      if (isCollected(order)) tally.delivered += 1;
      if (isReturned(order)) tally.returned += 1;
      map.set(key, tally);
    }
  }
  return [...map.values()]
    .filter((t) => t.delivered + t.returned > 0)
    .sort((a, b) => b.returned - a.returned || b.delivered + b.returned - (a.delivered + a.returned) || b.codOrders - a.codOrders || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

const line = (t: Tally) => ({
  codOrders: t.codOrders,
  outcomes: t.delivered + t.returned,
  delivered: t.delivered,
  returned: t.returned,
  rate: shareOf(t.returned, t.delivered + t.returned),
  fewOrders: t.delivered + t.returned < MIN_OUTCOMES,
});

/** Every IST week's Monday from the period's first instant's week to now's. */
function weeksBetween(since: number, now: number): string[] {
  const weeks: string[] = [];
  for (let week = mondayOf(since); week <= mondayOf(now); week = new Date(Date.parse(`${week}T00:00:00Z`) + 7 * DAY).toISOString().slice(0, 10)) weeks.push(week);
  return weeks;
}

/** The expected answer (without `success`, `definition`, `from`, `to`), from the rows alone. */
export function modelRto(dataset: RtoDataset, period: RtoPeriodName) {
  const { now } = dataset;
  const days = RTO_PERIOD_DAYS[period];
  const orders = dataset.orders.filter((o) => placedIn(o, now, days));
  const cod = orders.filter((o) => o.paymentMethod === "cod");
  const returned = cod.filter(isReturned);
  const collected = cod.filter(isCollected);
  const sum = (list: RtoOrder[], of: (o: RtoOrder) => number) => list.reduce((total, o) => total + of(o), 0);
  const productName = (id: string) => dataset.base.products.find((p) => p.id === id)!.name;
  const refused = orders.filter((o) => o.codRule?.startsWith("refused-"));
  const asked = cod.filter((o) => o.advancePaise > 0);
  const paidAdvance = asked.filter((o) => o.amountPaidPaise >= o.advancePaise);
  const confirmed = cod.filter((o) => o.confirmation === "confirmed");
  const value = sum(orders, (o) => o.billPaise);
  const codValue = sum(cod, (o) => o.billPaise);
  const forward = sum(returned, (o) => o.forwardCostPaise ?? 0);
  const back = sum(returned, (o) => o.returnCostPaise ?? 0);

  return {
    period,
    days,
    minOutcomes: MIN_OUTCOMES,
    totals: {
      codOrders: cod.length,
      outcomes: returned.length + collected.length,
      delivered: collected.length,
      returned: returned.length,
      rate: shareOf(returned.length, returned.length + collected.length),
    },
    byPincode: tallies(orders, (o) => [{ key: o.pincode, name: "" }]).slice(0, TOP).map((t) => ({ pincode: t.key, ...line(t) })),
    byDistrict: tallies(orders, (o) => [{ key: o.pincode.slice(0, 3), name: "" }]).slice(0, TOP).map((t) => ({ district: t.key, ...line(t) })),
    byState: tallies(orders, (o) => [{ key: o.state, name: "" }]).slice(0, STATES_SHOWN).map((t) => ({ state: t.key, ...line(t) })),
    byProduct: tallies(orders, (o) => o.lines.map((l) => ({ key: l.productId, name: productName(l.productId) })))
      .slice(0, TOP)
      .map((t) => ({ productId: t.key, name: t.name, ...line(t) })),
    byWeek: weeksBetween(now - days * DAY, now).map((week) => {
      const inWeek = orders.filter((o) => mondayOf(Date.parse(o.createdAt)) === week);
      const weekCod = inWeek.filter((o) => o.paymentMethod === "cod");
      const back = weekCod.filter(isReturned).length;
      const delivered = weekCod.filter(isCollected).length;
      return {
        week,
        codOrders: weekCod.length,
        outcomes: back + delivered,
        delivered,
        returned: back,
        rate: shareOf(back, back + delivered),
        orders: inWeek.length,
        prepaidOrders: inWeek.length - weekCod.length,
        codOrderShare: shareOf(weekCod.length, inWeek.length),
        codValueShare: shareOf(sum(weekCod, (o) => o.billPaise), sum(inWeek, (o) => o.billPaise)),
      };
    }),
    paymentMix: {
      orders: orders.length,
      codOrders: cod.length,
      prepaidOrders: orders.length - cod.length,
      codOrderShare: shareOf(cod.length, orders.length),
      value: rupees(value),
      codValue: rupees(codValue),
      prepaidValue: rupees(value - codValue),
      codValueShare: shareOf(codValue, value),
    },
    losses: {
      returns: returned.length,
      forwardCost: rupees(forward),
      returnCost: rupees(back),
      courierCost: rupees(forward + back),
      returnsWithoutCost: returned.filter((o) => o.forwardCostPaise === null && o.returnCostPaise === null).length,
      codFeeNotEarned: rupees(sum(returned, (o) => o.codFeePaise)),
      returnedValue: rupees(sum(returned, (o) => o.billPaise)),
    },
    rules: {
      offered: orders.filter((o) => o.codRule === "offered").length,
      advance: orders.filter((o) => o.codRule === "advance").length,
      refused: {
        orders: refused.length,
        value: rupees(sum(refused, (o) => o.billPaise)),
        byScore: refused.filter((o) => o.codRule === "refused-score").length,
        byLimit: refused.filter((o) => o.codRule === "refused-limit").length,
        blocked: refused.filter((o) => o.codRule === "refused-blocked").length,
      },
      advances: {
        asked: asked.length,
        askedAmount: rupees(sum(asked, (o) => o.advancePaise)),
        paid: paidAdvance.length,
        paidAmount: rupees(sum(paidAdvance, (o) => o.advancePaise)),
      },
      confirmations: {
        byCustomer: confirmed.filter((o) => !o.confirmedBy?.startsWith("admin:")).length,
        byAdmin: confirmed.filter((o) => o.confirmedBy?.startsWith("admin:")).length,
        expired: cod.filter((o) => o.confirmation === "expired").length,
        awaiting: cod.filter((o) => o.confirmation === "awaiting").length,
        notAsked: cod.filter((o) => o.confirmation === null).length,
      },
    },
  };
}
