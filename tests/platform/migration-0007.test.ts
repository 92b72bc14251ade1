/**
 * Migration 0007 (pack sizes and stock) on a shop that already has data: a second database (MIGRATION_DB) is
 * migrated up to 0006, filled in the 0006 shape with the previous demo catalogue (one MRP and sale price per
 * product, one product soft-deleted), carts and orders in every state including wrong orders (so the sales
 * roll-ups of 0005 hold data), then 0007 is applied. Nothing may be lost: every product becomes exactly one pack
 * with its old prices, cart and order lines point at it with their quantities and prices, row counts and the
 * per-product sales totals are unchanged, and the services read the migrated data.
 */
import { applyD1Migrations } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "../../worker/domains/accounts/shared/user";
import { createDb } from "../../db/client";
import { listProducts } from "../../worker/domains/catalogue/page.server";
import { getCart } from "../../worker/domains/checkout/page.server";
import { getOrderView } from "../../worker/domains/orders/queries";
import { placeOrder } from "../../worker/domains/orders/place";
import type { ServiceContext } from "../../worker/http/context";
import { env, ORIGIN } from "../helpers/api";

const db = () => env.MIGRATION_DB;
const BEFORE_0007 = env.TEST_MIGRATIONS.filter((migration) => migration.name < "0007");

/** The previous seed's categories (db/seed-data.ts before packs), by key. */
const CATEGORIES: Record<string, string> = {
  oils: "Oils",
  millets: "Millets",
  pulses: "Pulses",
  spices: "Spices",
  sweets: "Sweets",
  "healthy-snacks": "Healthy Snacks",
  decoctions: "Decoctions",
  skincare: "Skincare",
  supplements: "Supplements",
};

/** The previous seed's products (name, category, MRP and sale price in rupees): a faithful subset of 14. */
const OLD_PRODUCTS: { name: string; category: string; mrp: number; salePrice: number; deleted?: true }[] = [
  { name: "Wood-Pressed Groundnut Oil (Palli Nune, 1 L)", category: "oils", mrp: 450, salePrice: 420 },
  { name: "Wood-Pressed Gingelly Oil (Nuvvula Nune, 1 L)", category: "oils", mrp: 560, salePrice: 540 },
  { name: "Wood-Pressed Coconut Oil (Kobbari Nune, 1 L)", category: "oils", mrp: 520, salePrice: 499 },
  { name: "Wood-Pressed Mustard Oil (Aavala Nune, 1 L)", category: "oils", mrp: 330, salePrice: 330 },
  { name: "Wood-Pressed Castor Oil (Amudam, 500 ml)", category: "oils", mrp: 240, salePrice: 230, deleted: true },
  { name: "Foxtail Millet (Korralu, 1 kg)", category: "millets", mrp: 140, salePrice: 125 },
  { name: "Browntop Millet (Andu Korralu, 1 kg)", category: "millets", mrp: 220, salePrice: 199 },
  { name: "Unpolished Toor Dal (Kandi Pappu, 1 kg)", category: "pulses", mrp: 210, salePrice: 189 },
  { name: "Whole Black Pepper (Miriyalu, 100 g)", category: "spices", mrp: 160, salePrice: 145 },
  { name: "Palm Jaggery (Tati Bellam, 500 g)", category: "sweets", mrp: 280, salePrice: 250 },
  { name: "Ragi Murukulu (200 g)", category: "healthy-snacks", mrp: 140, salePrice: 125 },
  { name: "Tulasi Decoction Mix (Kashayam, 100 g)", category: "decoctions", mrp: 180, salePrice: 160 },
  { name: "Kumkumadi Face Oil (30 ml)", category: "skincare", mrp: 699, salePrice: 599 },
  { name: "Moringa Leaf Powder (Munaga Aku, 200 g)", category: "supplements", mrp: 190, salePrice: 170 },
];

const productId = (index: number) => `old-product-${String(index).padStart(2, "0")}`;
const CUSTOMERS = ["old-user-1", "old-user-2", "old-user-3"];

/**
 * Orders in every state, over two days (IST), each line as [product index, quantity]. Product 4 is the deleted
 * one: it was ordered before it was removed, and stays in a cart.
 */
const OLD_ORDERS: { user: number; day: string; payment: string; status: string; paidShare: number; lines: [number, number][] }[] = [
  { user: 0, day: "2026-01-10T05:00:00.000Z", payment: "pending", status: "not yet delivered", paidShare: 0, lines: [[0, 2], [5, 1]] },
  { user: 0, day: "2026-01-10T06:00:00.000Z", payment: "done", status: "not yet delivered", paidShare: 1, lines: [[1, 1]] },
  { user: 1, day: "2026-01-10T07:00:00.000Z", payment: "verified", status: "delivered", paidShare: 1, lines: [[0, 1], [4, 3], [8, 2]] },
  { user: 1, day: "2026-01-11T04:00:00.000Z", payment: "verified", status: "not yet delivered", paidShare: 0.5, lines: [[2, 1], [9, 4]] },
  { user: 2, day: "2026-01-11T05:00:00.000Z", payment: "pending", status: "wrong order", paidShare: 0, lines: [[0, 5], [3, 1]] },
  { user: 2, day: "2026-01-11T06:00:00.000Z", payment: "nopayment", status: "wrong order", paidShare: 0.25, lines: [[6, 2]] },
  { user: 2, day: "2026-01-11T20:00:00.000Z", payment: "verified", status: "delivered", paidShare: 1, lines: [[10, 1], [11, 1], [12, 1], [13, 2]] },
];

/** Cart lines per customer, as [product index, quantity]. */
const OLD_CARTS: [number, number][][] = [[[0, 1], [7, 3]], [[4, 2], [12, 1]], []];

function fillOldShop() {
  const statements: D1PreparedStatement[] = [];
  const created = "2026-01-01T00:00:00.000Z";
  for (const [key, name] of Object.entries(CATEGORIES)) {
    statements.push(db().prepare("insert into categories (id, name, name_key, created_at) values (?, ?, ?, ?)").bind(`old-cat-${key}`, name, name.toLowerCase(), created));
  }
  OLD_PRODUCTS.forEach((product, index) => {
    statements.push(
      db()
        .prepare(
          "insert into products (id, name, description, category_id, mrp_paise, sale_price_paise, blob_id, images, deleted_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, null, ?, ?, ?, ?)",
        )
        .bind(productId(index), product.name, `${product.name}, from the old shop.`, `old-cat-${product.category}`, product.mrp * 100, product.salePrice * 100,
          JSON.stringify([`/demo/old-${index}.webp`]), product.deleted ? "2026-01-12T00:00:00.000Z" : null, created, created),
    );
  });
  CUSTOMERS.forEach((id, index) => {
    statements.push(
      db()
        .prepare(
          "insert into users (id, name, phone_number, email_address, password_hash, role, door_no, street, city, pincode, state, created_at, updated_at) values (?, ?, ?, ?, 'not-a-hash', 'user', '1-1', 'Market Road', 'Guntur', '522001', 'Andhra Pradesh', ?, ?)",
        )
        .bind(id, `Old Customer ${index + 1}`, `98765432${10 + index}`, `old${index + 1}@example.com`, created, created),
      db().prepare("insert into carts (id, user_id, created_at) values (?, ?, ?)").bind(`old-cart-${index}`, id, created),
    );
    for (const [product, quantity] of OLD_CARTS[index]) {
      statements.push(db().prepare("insert into cart_items (cart_id, product_id, quantity, added_at) values (?, ?, ?, ?)").bind(`old-cart-${index}`, productId(product), quantity, created));
    }
  });
  OLD_ORDERS.forEach((order, index) => {
    const id = `old-order-${index}`;
    const bill = order.lines.reduce((sum, [product, quantity]) => sum + OLD_PRODUCTS[product].salePrice * 100 * quantity, 0);
    const paid = Math.round(bill * order.paidShare);
    statements.push(
      db()
        .prepare(
          "insert into orders (id, user_id, name, email_address, phone_number, door_no, street, city, pincode, state, bill_paise, amount_paid_paise, transaction_id, payment_status, order_status, created_at, updated_at) " +
            "values (?, ?, ?, ?, '9876543210', '1-1', 'Market Road', 'Guntur', '522001', 'Andhra Pradesh', ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(id, CUSTOMERS[order.user], `Old Customer ${order.user + 1}`, `old${order.user + 1}@example.com`, bill, paid,
          order.payment === "pending" ? null : String(400_000_000_000 + index), order.payment, order.status, order.day, order.day),
    );
    // Lines after their order, as the old service wrote them: the roll-up triggers read the order's state.
    order.lines.forEach(([product, quantity], line) => {
      const price = OLD_PRODUCTS[product].salePrice * 100;
      statements.push(
        db()
          .prepare("insert into order_items (id, order_id, product_id, product_name, images, quantity, unit_price_paise, product_bill_paise) values (?, ?, ?, ?, ?, ?, ?, ?)")
          .bind(`${id}-line-${line}`, id, productId(product), OLD_PRODUCTS[product].name, JSON.stringify([`/demo/old-${product}.webp`]), quantity, price, price * quantity),
      );
    });
  });
  return db().batch(statements);
}

const TABLES = ["categories", "products", "users", "carts", "cart_items", "orders", "order_items", "sales_customer_days", "sales_days"];

async function rowCounts(): Promise<Record<string, number>> {
  const results = await db().batch(TABLES.map((table) => db().prepare(`select count(*) as n from "${table}"`)));
  return Object.fromEntries(TABLES.map((table, index) => [table, (results[index].results[0] as { n: number }).n]));
}

type Totals = { product_id: string; quantity: number; revenue_paise: number; paid_paise: number };
/** A sales roll-up per product over all days (0007 adds the per-pack one; per product neither may differ). */
async function salesTotals(table = "sales_product_days"): Promise<Totals[]> {
  const { results } = await db()
    .prepare(`select product_id, sum(quantity) as quantity, sum(revenue_paise) as revenue_paise, sum(paid_paise) as paid_paise from ${table} group by product_id order by product_id`)
    .all<Totals>();
  return results;
}

type OldCartLine = { cart_id: string; product_id: string; quantity: number; added_at: string };
type OldOrderLine = { id: string; order_id: string; product_id: string; product_name: string; images: string; quantity: number; unit_price_paise: number; product_bill_paise: number };

let before: { counts: Record<string, number>; totals: Totals[]; cartLines: OldCartLine[]; orderLines: OldOrderLine[]; days: unknown[] };

function serviceContext(): ServiceContext {
  return {
    db: createDb(db()),
    env: env as unknown as ServiceContext["env"],
    ip: "local",
    origin: ORIGIN,
    requestOrigin: ORIGIN,
    waitUntil: () => undefined,
    lang: "en" as const,
  };
}

const customer = (index: number): Principal => ({ id: CUSTOMERS[index], role: "user", emailAddress: `old${index + 1}@example.com`, name: `Old Customer ${index + 1}` });

beforeAll(async () => {
  expect(BEFORE_0007.map((migration) => migration.name).at(-1)).toMatch(/^0006_/);
  await applyD1Migrations(db(), BEFORE_0007);
  await fillOldShop();
  before = {
    counts: await rowCounts(),
    totals: await salesTotals(),
    cartLines: (await db().prepare("select * from cart_items order by cart_id, product_id").all<OldCartLine>()).results,
    orderLines: (await db().prepare("select * from order_items order by id").all<OldOrderLine>()).results,
    days: (await db().prepare("select day, bill_paise, fake_orders from sales_days order by day").all()).results,
  };
  // The old data is what the test says it is: roll-ups hold every order but the wrong ones.
  expect(before.counts.products).toBe(OLD_PRODUCTS.length);
  expect(before.totals.length).toBeGreaterThanOrEqual(10);
  // 0007 and whatever follows it: the services read the current schema.
  await applyD1Migrations(db(), env.TEST_MIGRATIONS);
});

describe("migration 0007 on the previous demo shop", () => {
  it("applied 0007 (and the migrations after it) on top of 0006", async () => {
    const { results } = await db().prepare("select name from d1_migrations order by id").all<{ name: string }>();
    expect(results.map((row) => row.name)).toEqual(env.TEST_MIGRATIONS.map((migration) => migration.name));
    expect(results.map((row) => row.name)).toContain(env.TEST_MIGRATIONS.find((migration) => migration.name.startsWith("0007_"))?.name);
  });

  it("gives every product, the deleted one too, exactly one '1 pack' pack with its old prices and stock not counted", async () => {
    const { results } = await db()
      .prepare(
        "select p.id, p.deleted_at as product_deleted, v.id as variant_id, v.label, v.net_quantity, v.unit, v.mrp_paise, v.sale_price_paise, v.stock, v.sku, v.deleted_at " +
          "from products p left join product_variants v on v.product_id = p.id order by p.id",
      )
      .all<Record<string, unknown>>();
    expect(results).toHaveLength(OLD_PRODUCTS.length);
    OLD_PRODUCTS.forEach((product, index) => {
      const row = results.find((candidate) => candidate.id === productId(index));
      expect(row, product.name).toMatchObject({
        label: "1 pack",
        net_quantity: 1,
        unit: "pcs",
        mrp_paise: product.mrp * 100,
        sale_price_paise: product.salePrice * 100,
        stock: null,
        // A deleted product's pack is deleted with it, so the product stays out of every list.
        deleted_at: row?.product_deleted ?? null,
      });
      expect(row?.variant_id).toBeTruthy();
    });
    expect(results.find((row) => row.id === productId(4))?.deleted_at).toBe("2026-01-12T00:00:00.000Z");
    const { results: ledger } = await db().prepare("select count(*) as n from stock_movements").all<{ n: number }>();
    expect(ledger[0].n).toBe(0);
  });

  it("keeps every row: the same counts in every table the migration rebuilt or read", async () => {
    expect(await rowCounts()).toEqual(before.counts);
  });

  it("points every cart line at its product's pack, with its quantity and date", async () => {
    const { results } = await db()
      .prepare("select c.cart_id, c.product_id, c.quantity, c.added_at, v.product_id as pack_product from cart_items c join product_variants v on v.id = c.variant_id order by c.cart_id, c.product_id")
      .all<OldCartLine & { pack_product: string }>();
    expect(results.map(({ pack_product: packProduct, ...line }) => ({ ...line, packProduct }))).toEqual(
      before.cartLines.map((line) => ({ ...line, packProduct: line.product_id })),
    );
  });

  it("points every order line at its product's pack with variant_label set; names, quantities and prices unchanged", async () => {
    const { results } = await db()
      .prepare(
        "select i.id, i.order_id, i.product_id, i.product_name, i.images, i.quantity, i.unit_price_paise, i.product_bill_paise, i.variant_label, v.product_id as pack_product " +
          "from order_items i join product_variants v on v.id = i.variant_id order by i.id",
      )
      .all<OldOrderLine & { variant_label: string; pack_product: string }>();
    expect(results).toEqual(before.orderLines.map((line) => ({ ...line, variant_label: "1 pack", pack_product: line.product_id })));
  });

  it("keeps the sales roll-ups: per product totals (and the new per-pack roll-up's sums) and per day bills are the old ones", async () => {
    const after = await salesTotals();
    const perPack = await salesTotals("sales_variant_days");
    // paid_paise is a share of a bill (real): compared to the sixth decimal, the rest exactly.
    const exact = ({ product_id, quantity, revenue_paise }: Totals) => ({ product_id, quantity, revenue_paise });
    expect(after.map(exact)).toEqual(before.totals.map(exact));
    expect(perPack.map(exact)).toEqual(before.totals.map(exact));
    after.forEach((row, index) => expect(row.paid_paise).toBeCloseTo(before.totals[index].paid_paise, 6));
    perPack.forEach((row, index) => expect(row.paid_paise).toBeCloseTo(before.totals[index].paid_paise, 6));
    // Wrong orders stay out: product 6 was only in a fake-payment order, product 3 only in a wrong order.
    expect(after.map((row) => row.product_id)).not.toContain(productId(6));
    expect(after.map((row) => row.product_id)).not.toContain(productId(3));
    expect((await db().prepare("select day, bill_paise, fake_orders from sales_days order by day").all()).results).toEqual(before.days);
    const { results: packs } = await db()
      .prepare("select count(*) as n from sales_variant_days s join product_variants v on v.id = s.variant_id and v.product_id = s.product_id")
      .all<{ n: number }>();
    expect(packs[0].n).toBe(after.length);
  });

  it("serves the migrated data: the product list, a cart and an order read through the services", async () => {
    const ctx = serviceContext();
    const products = await listProducts(ctx);
    const live = OLD_PRODUCTS.map((product, index) => ({ ...product, id: productId(index) })).filter((product) => !product.deleted);
    expect(products.map((product) => product._id).sort()).toEqual(live.map((product) => product.id));
    for (const product of live) {
      const view = products.find((candidate) => candidate._id === product.id)!;
      expect(view).toMatchObject({ mrp: product.mrp, salePrice: product.salePrice, inStock: true });
      expect(view.variants).toHaveLength(1);
      expect(view.variants[0]).toMatchObject({ label: "1 pack", mrp: product.mrp, salePrice: product.salePrice, stock: null, inStock: true });
    }

    const cart = await getCart(ctx, customer(0));
    expect(cart.products.map((line) => [line.productId._id, line.variantLabel, line.quantity]).sort()).toEqual([
      [productId(0), "1 pack", 1],
      [productId(7), "1 pack", 3],
    ]);

    const order = await getOrderView(ctx, "old-order-2");
    expect(order).toMatchObject({ paymentStatus: "verified", orderStatus: "delivered", bill: 420 + 230 * 3 + 145 * 2, amountPaid: 420 + 230 * 3 + 145 * 2 });
    expect(order.products.map((line) => [line.productId._id, line.variantLabel, line.quantity, line.productBill])).toEqual([
      [productId(0), "1 pack", 1, 420],
      [productId(4), "1 pack", 3, 690],
      [productId(8), "1 pack", 2, 290],
    ]);
  });

  it("takes new orders on the migrated packs (not counted: no stock taken) and rolls them up per pack", async () => {
    const ctx = serviceContext();
    const { order, created } = await placeOrder(ctx, customer(0), { products: [{ productId: productId(7), quantity: 2 }] }, null);
    expect(created).toBe(true);
    expect(order.products).toMatchObject([{ productId: { _id: productId(7) }, variantLabel: "1 pack", quantity: 2, productBill: OLD_PRODUCTS[7].salePrice * 2 }]);
    const { results: ledger } = await db().prepare("select count(*) as n from stock_movements").all<{ n: number }>();
    expect(ledger[0].n).toBe(0);
    const totals = await salesTotals();
    const before7 = before.totals.find((row) => row.product_id === productId(7));
    expect(totals.find((row) => row.product_id === productId(7))?.quantity).toBe((before7?.quantity ?? 0) + 2);
    // Placing it took the pack out of the customer's cart, as before the migration.
    const cart = await getCart(ctx, customer(0));
    expect(cart.products.map((line) => line.productId._id)).toEqual([productId(0)]);
  });
});
