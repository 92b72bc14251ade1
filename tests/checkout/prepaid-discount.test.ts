/**
 * Issue 32 (item 3): the owner's discount for paying by UPI (cod_rules.prepaid_discount_basis_points). Priced once
 * (checkout/pricing.ts priceBill: rounded down to the paisa, off the items at sale price, never on COD), stored on the
 * order, shown in the breakup and the quote; an old client's UPI placement (the original body) just sees a lower
 * bill; the tax invoice spreads the discount over the goods lines so the parts sum exactly and every line recomputes
 * by hand (CGST Act s.15(3)(a): a discount recorded on the invoice at the time of supply is not part of the value).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, env } from "../helpers/api";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { enableCashOnDelivery, freshUtr, orderRow, postOrder, putOrder } from "../helpers/orders";
import { priceBill, prepaidDiscountOf } from "../../worker/domains/checkout/pricing";
import { allocateDiscount } from "../../worker/domains/invoices/discount";
import type { DeliveryRules } from "../../worker/domains/delivery/shared/rules";
import { callPage } from "../helpers/pages";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";

const FREE_EVERYWHERE: DeliveryRules = { zones: [], unservedPincodes: [], cod: { enabled: true, maxPaise: null, feePaise: 4000, excludedPincodes: [] } };
const ADDRESS = { pincode: "522002", state: "Andhra Pradesh" };
const pack = (mrpPaise: number, salePricePaise: number) => ({ mrpPaise, salePricePaise, weightGrams: 500 });

describe("pricing a bill with the prepaid discount (pure)", () => {
  it("takes the basis points off the items at sale price for UPI, rounded down to the paisa; the total drops by it", () => {
    const lines = [{ pack: pack(45_000, 42_337), quantity: 3 }];
    // 3 × ₹423.37 = ₹1,270.11; 2.5 % of it is 3175.275 paise: 3175 off.
    const bill = priceBill(FREE_EVERYWHERE, lines, ADDRESS, "upi", 250);
    expect(bill).toEqual({ itemsMrpPaise: 135_000, itemsPaise: 127_011, deliveryFeePaise: 0, codFeePaise: 0, prepaidDiscountPaise: 3175, totalPaise: 127_011 - 3175 });
    expect(prepaidDiscountOf(127_011, 250)).toBe(3175);
    expect(prepaidDiscountOf(99, 250)).toBe(2); // 2.475 paise: rounded down, never more than the rate
    expect(prepaidDiscountOf(10_000, 10_000)).toBe(10_000);
  });

  it("gives nothing without a discount (0 basis points, or none passed: every old caller) and nothing to cash on delivery", () => {
    const lines = [{ pack: pack(45_000, 42_000), quantity: 2 }];
    expect(priceBill(FREE_EVERYWHERE, lines, ADDRESS, "upi").prepaidDiscountPaise).toBe(0);
    expect(priceBill(FREE_EVERYWHERE, lines, ADDRESS, "upi", 0)).toMatchObject({ prepaidDiscountPaise: 0, totalPaise: 84_000 });
    const cod = priceBill(FREE_EVERYWHERE, lines, ADDRESS, "cod", 500);
    expect(cod).toMatchObject({ prepaidDiscountPaise: 0, codFeePaise: 4000, totalPaise: 88_000 });
  });

  it("judges the COD limit on the bill before the discount", () => {
    const rules = { ...FREE_EVERYWHERE, cod: { ...FREE_EVERYWHERE.cod, maxPaise: 84_000 } };
    const lines = [{ pack: pack(45_000, 42_000), quantity: 2 }];
    expect(priceBill(rules, lines, ADDRESS, "cod", 1000).totalPaise).toBe(88_000);
  });

  it("allocates a discount across amounts in proportion, the parts summing exactly", () => {
    expect(allocateDiscount([127_011, 11_899], 3472)).toEqual([3175, 297]);
    expect(allocateDiscount([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(allocateDiscount([500, 0], 7)).toEqual([7, 0]);
    expect(allocateDiscount([500, 300], 0)).toEqual([0, 0]);
    for (const [amounts, discount] of [
      [[1, 2, 3, 4, 5, 6, 7], 9],
      [[99_999, 1, 33_333], 4_321],
    ] as const) {
      const shares = allocateDiscount(amounts, discount);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
      shares.forEach((share, i) => expect(Math.abs(share - (amounts[i] * discount) / amounts.reduce((a, b) => a + b, 0))).toBeLessThan(1));
    }
  });
});

let admin: Account;
let customer: Account;
let oilId: string;
let packId: string;

const SETTINGS = {
  legalName: "Ghani Discount Test Shop",
  address: "1 Mill Road, Guntur, Andhra Pradesh 522001",
  fssaiNumber: "10000000000000",
  carePhone: "+91 90000 00000",
  careEmail: "care@ghani.example",
  gstRegistered: true,
  gstin: "37AAAAA0000A1Z1",
  shopState: "Andhra Pradesh",
  invoicePrefix: "PD",
  creditNotePrefix: "PDCN",
};

async function setDiscount(basisPoints: number) {
  await env.DB.prepare(
    `insert into cod_rules (id, prepaid_discount_basis_points, updated_at) values (1, ?, '2026-12-01T00:00:00.000Z')
       on conflict (id) do update set prepaid_discount_basis_points = excluded.prepaid_discount_basis_points`,
  )
    .bind(basisPoints)
    .run();
}

beforeAll(async () => {
  admin = await createAdmin();
  customer = await createCustomer();
  expect((await call("/api/admin/settings", { method: "PUT", token: admin.token, json: SETTINGS })).status).toBe(200);
  await enableCashOnDelivery(4000);
  const category = await addCategory(admin);
  oilId = (await addProduct(admin, category._id, { mrp: "450", salePrice: "423.37", hsnCode: "150890" }))._id;
  packId = (await addProduct(admin, category._id, { mrp: "130", salePrice: "118.99", hsnCode: "330499" }))._id;
});

type Breakup = { itemsMrp: number; discount: number; items: number; delivery: number; codFee: number; prepaidDiscount: number; total: number };
type Placed = { _id: string; bill: number; paymentMethod: string; breakup: Breakup };

describe("placing with a prepaid discount set", () => {
  it("an old client's UPI order (the original body) gets a lower bill, the breakup says why, the row keeps it", async () => {
    await setDiscount(250);
    const placed = await call("/api/order", { method: "POST", token: customer.token, json: { products: [{ productId: oilId, quantity: 3 }] } });
    expect(placed.status, placed.text).toBe(201);
    const order = placed.body as Placed;
    const delivery = order.breakup.delivery;
    expect(order.breakup).toMatchObject({ items: 1270.11, prepaidDiscount: 31.75, codFee: 0 });
    expect(order.bill).toBe(Math.round((1270.11 - 31.75 + delivery) * 100) / 100);
    expect(order.breakup.total).toBe(order.bill);
    const row = await orderRow(order._id);
    expect(row).toMatchObject({ prepaid_discount_paise: 3175, items_paise: 127_011 });
    expect(row!.bill_paise).toBe(127_011 - 3175 + Math.round(delivery * 100));
  });

  it("a COD order gets no discount; the quote says what UPI would save whichever method is priced", async () => {
    await setDiscount(250);
    const cod = await postOrder(customer.token, [{ productId: oilId, quantity: 1 }], { paymentMethod: "cod" });
    expect(cod.status, cod.text).toBe(201);
    expect((cod.body as Placed).breakup.prepaidDiscount).toBe(0);
    expect((await orderRow(cod.body._id))!.prepaid_discount_paise).toBe(0);

    expect((await call("/api/cart/", { method: "PUT", token: customer.token, json: { productId: packId, quantity: 2 } })).status).toBe(200);
    const cart = await call("/api/cart/", { token: customer.token });
    const variantIds = (cart.body as { cart: { products: { variantId: string }[] } }).cart.products.map((line) => line.variantId);
    const cookie = `${SESSION_COOKIE}=${customer.token}`;
    const quoted = await callPage("/checkout", { method: "POST", cookie, json: { intent: "quote", variantIds, paymentMethod: "cod" } });
    expect(quoted.status, quoted.text).toBe(200);
    // 2 × ₹118.99 = 23,798 paise; 2.5 % = 594.95: ₹5.94 saved by UPI, nothing off the COD bill priced.
    expect(quoted.body.actionData.quote).toMatchObject({ paymentMethod: "cod", prepaidDiscount: 5.94, breakup: { prepaidDiscount: 0, items: 237.98 } });
    const upi = await callPage("/checkout", { method: "POST", cookie, json: { intent: "quote", variantIds, paymentMethod: "upi" } });
    expect(upi.body.actionData.quote).toMatchObject({ paymentMethod: "upi", prepaidDiscount: 5.94, breakup: { prepaidDiscount: 5.94 } });
    expect(upi.body.actionData.quote.breakup.total).toBe(Math.round((237.98 - 5.94 + upi.body.actionData.quote.breakup.delivery) * 100) / 100);
  });

  it("no discount row (or 0) prices as before", async () => {
    await env.DB.prepare("delete from cod_rules").run();
    const placed = await postOrder(customer.token, [{ productId: oilId, quantity: 1 }]);
    expect(placed.status, placed.text).toBe(201);
    expect((placed.body as Placed).breakup.prepaidDiscount).toBe(0);
    expect((placed.body as Placed).breakup.total).toBe(423.37 + (placed.body as Placed).breakup.delivery);
  });
});

type InvoiceLine = { description: string; quantity: number; unitPrice: number; discount: number; prepaidDiscount: number; taxableValue: number; rate: number; cgst: number; sgst: number; igst: number; total: number };
type Invoice = { prepaidDiscount: number; intraState: boolean; lines: InvoiceLine[]; totals: { taxableValue: number; cgst: number; sgst: number; igst: number; total: number } };

describe("the tax invoice of a discounted UPI order", () => {
  it("spreads the discount over the goods lines and recomputes by hand to the paisa", async () => {
    await setDiscount(250);
    const placed = await postOrder(customer.token, [
      { productId: oilId, quantity: 3 },
      { productId: packId, quantity: 1 },
    ]);
    expect(placed.status, placed.text).toBe(201);
    const order = placed.body as Placed;
    expect((await putOrder(customer.token, order._id, { amountPaid: order.bill, transactionId: freshUtr() })).status).toBe(200);
    expect((await putOrder(admin.token, order._id, { paymentStatus: "verified" })).status).toBe(200);
    const response = await call(`/api/order/${order._id}/invoice?format=json`, { token: admin.token });
    expect(response.status, response.text).toBe(200);
    const invoice = response.body as Invoice;

    // Independently: items ₹1,270.11 + ₹118.99 = 138,910 paise; 2.5 % rounded down = 3,472 paise.
    const amounts = { oil: 127_011, pack: 11_899 };
    const discount = Math.floor((138_910 * 250) / 10_000);
    expect(discount).toBe(3472);
    expect(invoice.prepaidDiscount * 100).toBe(discount);
    // Proportional shares: 3174.6… and 297.4… paise; the one paisa left goes to the larger remainder (the oil).
    const shares = { oil: 3175, pack: 297 };
    const [oil, facePack] = [invoice.lines.find((l) => l.quantity === 3 && l.rate === 5)!, invoice.lines.find((l) => l.quantity === 1 && l.rate === 18)!];
    expect(Math.round(oil.prepaidDiscount * 100)).toBe(shares.oil);
    expect(Math.round(facePack.prepaidDiscount * 100)).toBe(shares.pack);
    for (const [line, amount, share, mrp, rate] of [
      [oil, amounts.oil, shares.oil, 45_000, 5],
      [facePack, amounts.pack, shares.pack, 13_000, 18],
    ] as const) {
      const totalPaise = amount - share;
      expect(Math.round(line.total * 100)).toBe(totalPaise);
      // unit price × quantity − discount = total, the discount holding MRP − sale price and the share
      expect(Math.round(line.unitPrice * 100)).toBe(mrp);
      expect(Math.round(line.discount * 100)).toBe(mrp * line.quantity - totalPaise);
      expect(line.rate).toBe(rate);
      // taxable value = total ÷ (1 + rate), within the odd paisa the equal CGST/SGST halves move
      const taxable = Math.round(line.taxableValue * 100);
      expect(Math.abs(taxable - (totalPaise * 100) / (100 + rate))).toBeLessThanOrEqual(1);
      expect(taxable + Math.round((line.cgst + line.sgst + line.igst) * 100)).toBe(totalPaise);
      if (invoice.intraState) expect(line.cgst).toBe(line.sgst);
    }
    const goods = invoice.lines.filter((l) => l === oil || l === facePack);
    expect(goods.reduce((sum, l) => sum + Math.round(l.prepaidDiscount * 100), 0)).toBe(discount);
    // The document adds up to the bill, and its taxable value is below the undiscounted one.
    expect(Math.round(invoice.totals.total * 100)).toBe(Math.round(order.bill * 100));
    const sumTaxable = invoice.lines.reduce((sum, l) => sum + Math.round(l.taxableValue * 100), 0);
    expect(Math.round(invoice.totals.taxableValue * 100)).toBe(sumTaxable);
  });
});
