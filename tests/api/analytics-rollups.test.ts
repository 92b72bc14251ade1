/**
 * The sales roll-ups (kept by triggers) must always equal what the orders themselves say, after every kind of
 * write: placing, paying, verifying, delivering, marking fake or wrong, editing and deleting rows directly. The
 * product roll-up is per pack (day, product, variant): it is compared pack by pack.
 */
import { describe, expect, it } from "vitest";
import { salesDashboard } from "../../worker/services/analytics";
import { env, testDb } from "../helpers/api";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer } from "../helpers/factories";
import { freshUtr, placeOrder, postOrder, putOrder } from "../helpers/orders";

type Totals = { day: string; email: string; orders: number; bill: number; paid: number; fake: number; fakeBill: number };

/** The per-day, per-customer figures computed straight from the orders table. */
async function fromOrders(): Promise<Totals[]> {
  const { results } = await env.DB.prepare(`
    select date(created_at, '+330 minutes') as day, email_address as email,
      sum(order_status != 'wrong order') as orders, sum(iif(order_status != 'wrong order', bill_paise, 0)) as bill,
      sum(iif(order_status != 'wrong order', amount_paid_paise, 0)) as paid, sum(order_status = 'wrong order') as fake,
      sum(iif(order_status = 'wrong order', bill_paise, 0)) as fakeBill
    from orders group by 1, 2 order by 1, 2`).all<Totals>();
  return results;
}

async function fromRollups(): Promise<Totals[]> {
  const { results } = await env.DB.prepare(`
    select day, email, orders, bill_paise as bill, paid_paise as paid, fake_orders as fake, fake_bill_paise as fakeBill
    from sales_customer_days where orders != 0 or fake_orders != 0 or bill_paise != 0 or fake_bill_paise != 0 order by 1, 2`).all<Totals>();
  return results;
}

async function productsFromOrders() {
  const { results } = await env.DB.prepare(`
    select date(o.created_at, '+330 minutes') as day, i.product_id as product, i.variant_id as variant, sum(i.quantity) as quantity,
      sum(i.product_bill_paise) as revenue,
      round(sum(iif(o.bill_paise > 0, i.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0)), 6) as paid
    from orders o join order_items i on i.order_id = o.id where o.order_status != 'wrong order'
    group by 1, 2, 3 order by 1, 2, 3`).all();
  return results;
}

async function productsFromRollups() {
  const { results } = await env.DB.prepare(`
    select day, product_id as product, variant_id as variant, quantity, revenue_paise as revenue, round(paid_paise, 6) as paid
    from sales_variant_days where quantity != 0 or revenue_paise != 0 or abs(paid_paise) > 0.000001 order by 1, 2, 3`).all();
  return results;
}

/** The per-product roll-up, and the per-pack figures from the orders summed per product. */
async function wholeProductsFromRollups() {
  const { results } = await env.DB.prepare(`
    select day, product_id as product, quantity, revenue_paise as revenue, round(paid_paise, 6) as paid
    from sales_product_days where quantity != 0 or revenue_paise != 0 or abs(paid_paise) > 0.000001 order by 1, 2`).all();
  return results;
}

async function wholeProductsFromOrders() {
  const { results } = await env.DB.prepare(`
    select date(o.created_at, '+330 minutes') as day, i.product_id as product, sum(i.quantity) as quantity,
      sum(i.product_bill_paise) as revenue,
      round(sum(iif(o.bill_paise > 0, i.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0)), 6) as paid
    from orders o join order_items i on i.order_id = o.id where o.order_status != 'wrong order'
    group by 1, 2 order by 1, 2`).all();
  return results;
}

async function expectRollupsMatch() {
  expect(await fromRollups()).toEqual(await fromOrders());
  expect(await productsFromRollups()).toEqual(await productsFromOrders());
  expect(await wholeProductsFromRollups()).toEqual(await wholeProductsFromOrders());
}

describe("sales roll-ups", () => {
  it("follow placement, payment, verification, delivery, fake and wrong orders through the API", async () => {
    const admin = await createAdmin();
    const category = await addCategory(admin);
    const oil = await addProduct(admin, category._id, { mrp: 500, salePrice: 333.33 });
    const millet = await addProduct(admin, category._id, { mrp: 200, salePrice: 99.99 });
    const first = await createCustomer();
    const second = await createCustomer();

    const a = await placeOrder(first.token, [{ productId: oil._id, quantity: 3 }, { productId: millet._id, quantity: 1 }]);
    const b = await placeOrder(second.token, [{ productId: millet._id, quantity: 2 }]);
    const c = await placeOrder(second.token, [{ productId: oil._id, quantity: 1 }]);
    const d = await placeOrder(first.token, [{ productId: millet._id, quantity: 5 }]);
    await expectRollupsMatch();

    expect((await putOrder(first.token, a._id, { amountPaid: 500.5, transactionId: freshUtr(), paymentStatus: "done" })).status).toBe(200);
    expect((await putOrder(second.token, b._id, { amountPaid: 199.98, transactionId: freshUtr(), paymentStatus: "done" })).status).toBe(200);
    expect((await putOrder(second.token, c._id, { amountPaid: 1, transactionId: freshUtr(), paymentStatus: "done" })).status).toBe(200);
    await expectRollupsMatch();

    // a is underpaid (500.50 of 1,099.98): verifying it needs the admin's confirmation.
    expect((await putOrder(admin.token, a._id, { paymentStatus: "verified", confirmUnderpaid: true })).status).toBe(200);
    expect((await putOrder(admin.token, a._id, { orderStatus: "delivered" })).status).toBe(200);
    expect((await putOrder(admin.token, c._id, { paymentStatus: "nopayment", orderStatus: "wrong order" })).status).toBe(200);
    expect((await putOrder(admin.token, d._id, { orderStatus: "wrong order" })).status).toBe(200);
    await expectRollupsMatch();

    const dashboard = await salesDashboard({ db: testDb() }, "monthly");
    expect(dashboard.totalOrders).toBeGreaterThanOrEqual(2);
    expect(dashboard.fakeOrdersAnalysis.totalFakeOrders).toBeGreaterThanOrEqual(2);
  });

  it("follow direct edits and deletions of orders and order lines", async () => {
    const admin = await createAdmin();
    const category = await addCategory(admin);
    const product = await addProduct(admin, category._id, { mrp: 100, salePrice: 10 });
    const customer = await createCustomer();
    const order = await placeOrder(customer.token, [{ productId: product._id, quantity: 4 }]);
    await expectRollupsMatch();

    // Moved to another day, another e-mail, partly paid.
    await env.DB.prepare(
      "update orders set created_at = '2026-03-01T20:00:00.000Z', email_address = 'moved@example.com', amount_paid_paise = 1234 where id = ?",
    )
      .bind(order._id)
      .run();
    await expectRollupsMatch();

    await env.DB.prepare("update order_items set quantity = 7, product_bill_paise = 7000 where order_id = ?").bind(order._id).run();
    await expectRollupsMatch();

    await env.DB.prepare("delete from order_items where order_id = ?").bind(order._id).run();
    await expectRollupsMatch();

    const again = await placeOrder(customer.token, [{ productId: product._id, quantity: 2 }]);
    await env.DB.prepare("delete from orders where id = ?").bind(again._id).run();
    await expectRollupsMatch();
  });

  it("keep each pack of a product apart through orders, payments, wrong orders, pack changes and deletions", async () => {
    const admin = await createAdmin();
    const category = await addCategory(admin);
    const pack = (label: string, netQuantity: number, salePrice: number) => ({
      label,
      netQuantity,
      unit: "g",
      mrp: salePrice + 10,
      salePrice,
      sku: `RU-${label.replace(/\W/g, "")}-${crypto.randomUUID().slice(0, 8)}`,
    });
    const dal = await addProduct(admin, category._id, { variants: [pack("500 g", 500, 60), pack("1 kg", 1000, 110)] });
    const [half, kilo] = dal.variants as { _id: string }[];
    const customer = await createCustomer();
    const place = async (lines: { variantId: string; quantity: number }[]) => {
      const response = await postOrder(customer.token, lines.map((line) => ({ productId: dal._id, ...line })));
      expect(response.status, response.text).toBe(201);
      return response.body as { _id: string };
    };
    const packRollup = async (variantId: string) =>
      env.DB.prepare("select sum(quantity) as quantity, sum(revenue_paise) as revenue, round(sum(paid_paise), 6) as paid from sales_variant_days where variant_id = ?")
        .bind(variantId)
        .first<{ quantity: number; revenue: number; paid: number }>();

    const both = await place([
      { variantId: half._id, quantity: 2 },
      { variantId: kilo._id, quantity: 1 },
    ]);
    const kiloOnly = await place([{ variantId: kilo._id, quantity: 3 }]);
    await expectRollupsMatch();
    expect(await packRollup(half._id)).toEqual({ quantity: 2, revenue: 12000, paid: 0 });
    expect(await packRollup(kilo._id)).toEqual({ quantity: 4, revenue: 44000, paid: 0 });

    // Half of `both` paid (115 of 230): each pack's paid share follows its line.
    expect((await putOrder(customer.token, both._id, { amountPaid: 115, transactionId: freshUtr(), paymentStatus: "done" })).status).toBe(200);
    await expectRollupsMatch();
    expect(await packRollup(half._id)).toEqual({ quantity: 2, revenue: 12000, paid: 6000 });
    expect(await packRollup(kilo._id)).toEqual({ quantity: 4, revenue: 44000, paid: 5500 });

    // A wrong order leaves the roll-up of its packs only.
    expect((await putOrder(admin.token, kiloOnly._id, { orderStatus: "wrong order" })).status).toBe(200);
    await expectRollupsMatch();
    expect(await packRollup(kilo._id)).toEqual({ quantity: 1, revenue: 11000, paid: 5500 });
    // ... and comes back if the order is made genuine again (a direct edit: the API allows no way back).
    await env.DB.prepare("update orders set order_status = 'not yet delivered' where id = ?").bind(kiloOnly._id).run();
    await expectRollupsMatch();
    expect(await packRollup(kilo._id)).toEqual({ quantity: 4, revenue: 44000, paid: 5500 });

    // A line moved to the other pack moves its figures with it.
    await env.DB.prepare("update order_items set variant_id = ?, variant_label = '500 g' where order_id = ?").bind(half._id, kiloOnly._id).run();
    await expectRollupsMatch();
    expect(await packRollup(half._id)).toEqual({ quantity: 5, revenue: 45000, paid: 6000 });
    expect(await packRollup(kilo._id)).toEqual({ quantity: 1, revenue: 11000, paid: 5500 });

    await env.DB.prepare("delete from order_items where order_id = ? and variant_id = ?").bind(both._id, half._id).run();
    await expectRollupsMatch();
    expect(await packRollup(half._id)).toEqual({ quantity: 3, revenue: 33000, paid: 0 });
    await env.DB.prepare("delete from orders where id = ?").bind(both._id).run();
    await expectRollupsMatch();
    expect(await packRollup(kilo._id)).toEqual({ quantity: 0, revenue: 0, paid: 0 });
  });
});
