/**
 * An order line carries its pack's unit sale price as rule 6(11) of the Legal Metrology (Packaged Commodities) Rules
 * declares it (issue 28): from the MRP when ordered, per ml below a litre, none for exactly 1 L, per unit for goods
 * sold by number. Expected values are worked out here from the rule: ₹240 / 500 ml = ₹0.48/ml; ₹180 / 12 = ₹15/unit.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, env } from "../helpers/api";
import { addCategory, productBody } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { postOrder } from "../helpers/orders";

let admin: Account;
let customer: Account;
let product: { _id: string; variants: { _id: string; label: string }[] };

const sku = () => `SKU-${crypto.randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  admin = await createAdmin();
  customer = await createCustomer();
  const categoryId = (await addCategory(admin))._id;
  const { mrp: _mrp, salePrice: _salePrice, ...body } = productBody(categoryId);
  const packs = [
    { label: "500 ml", netQuantity: 500, unit: "ml", mrp: 240, salePrice: 225, sku: sku(), stock: null, weightGrams: 520 },
    { label: "1 L", netQuantity: 1, unit: "l", mrp: 450, salePrice: 420, sku: sku(), stock: null, weightGrams: 1000 },
    { label: "12 pcs", netQuantity: 12, unit: "pcs", mrp: 180, salePrice: 160, sku: sku(), stock: null, weightGrams: 600 },
  ];
  const response = await call("/api/admin/product/add", { token: admin.token, json: { ...body, variants: packs } });
  expect(response.status, response.text).toBe(201);
  product = response.body.product;
});

describe("an order line's unit sale price", () => {
  it("is declared on the MRP per the rule's unit, and absent for exactly one litre", async () => {
    const lines = product.variants.map((pack) => ({ productId: product._id, variantId: pack._id, quantity: 2 }));
    const placed = await postOrder(customer.token, lines);
    expect(placed.status, placed.text).toBe(201);
    const byLabel = Object.fromEntries(placed.body.products.map((line: { variantLabel: string; unitSalePrice: unknown }) => [line.variantLabel, line.unitSalePrice]));
    expect(byLabel).toEqual({ "500 ml": { amount: 0.48, per: "ml" }, "1 L": null, "12 pcs": { amount: 15, per: "unit" } });

    // The customer's list says the same; a line whose pack size was not recorded declares none rather than a guess.
    await env.DB.prepare("update order_items set net_quantity = null, unit = null where order_id = ? and variant_label = '500 ml'").bind(placed.body._id).run();
    const mine = await call(`/api/order/user/${customer.user._id}`, { token: customer.token });
    const order = mine.body.find((o: { _id: string }) => o._id === placed.body._id);
    const line = order.products.find((l: { variantLabel: string }) => l.variantLabel === "500 ml");
    expect(line.unitSalePrice).toBeNull();
  });
});
