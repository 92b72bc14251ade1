/**
 * The checkout's order form (issue 31): Place Order posted as a plain form (before or without the page's scripts)
 * places the order through the same schema and service as the page's JSON and POST /api/order, and answers 303 to
 * the order's page; the same form posted twice is one order; a refusal answers the message with what was posted.
 * The delivery address takes the person who receives the parcel (name, phone), kept on the order (its `address`)
 * and on the saved address; old clients that send none get what they always got; an account without any address
 * (made by phone sign-in) is told to add one, and its first order from the new-address form names the receiver.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../worker/domains/orders/tables";
import { userAddresses } from "../../worker/domains/checkout/tables";
import { mailOutbox } from "../../worker/lib/tables";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { call, testDb } from "../helpers/api";
import { addCategory, productBody, uniqueName } from "../helpers/catalogue";
import { createAdmin, createCustomer, freshMobile, type Account } from "../helpers/factories";
import { callPage } from "../helpers/pages";

let admin: Account;
let oil: { productId: string; variantId: string };
let salt: { productId: string; variantId: string };

async function addOnePackProduct(salePrice: number) {
  const category = await addCategory(admin);
  const { mrp: _mrp, salePrice: _salePrice, ...body } = productBody(category._id);
  const variant = { label: "1 pack", netQuantity: 1, unit: "pcs", sku: uniqueName("SKU").replace(/\W/g, "").toUpperCase(), stock: null, mrp: salePrice, salePrice, weightGrams: 400 };
  const response = await call("/api/admin/product/add", { token: admin.token, json: { ...body, variants: [variant] } });
  if (response.status !== 201) throw new Error(`add product failed: ${response.status} ${response.text}`);
  return { productId: response.body.product._id as string, variantId: response.body.product.variants[0]._id as string };
}

beforeAll(async () => {
  admin = await createAdmin();
  [oil, salt] = [await addOnePackProduct(200), await addOnePackProduct(90)];
}, 120_000);

type Customer = { token: string };

async function fillCart(customer: Customer, items: (typeof oil)[]) {
  for (const item of items) {
    const response = await call("/api/cart/", { method: "PUT", token: customer.token, json: { ...item, quantity: 1 } });
    expect(response.status, response.text).toBe(200);
  }
}

/** The checkout's order form as a browser posts it (repeated `variantIds` for the ticked lines). */
function postOrderForm(customer: Customer, fields: Record<string, string | string[]>, path = "/checkout") {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries({ intent: "place", ...fields })) for (const one of [value].flat()) body.append(name, one);
  return callPage(path, {
    method: "POST",
    body: body.toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    cookie: `${SESSION_COOKIE}=${customer.token}`,
  });
}

const ordersOf = (userId: string) => testDb().select().from(orders).where(eq(orders.userId, userId));
const orderIdOf = (location: string | null) => /\/orders\/([^/?#]+)$/.exec(location ?? "")?.[1] ?? null;
const key = () => `form-${crypto.randomUUID()}`;
const HYDERABAD = { doorNo: "8-2", street: "Road No. 12", city: "Hyderabad", pincode: "500034", state: "Telangana" };

describe("Place Order as a plain form", () => {
  it("places the ticked lines to the profile's address by UPI and sends the browser to the order's page", async () => {
    const customer = await createCustomer();
    await fillCart(customer, [oil, salt]);
    const response = await postOrderForm(customer, { idempotencyKey: key(), variantIds: [oil.variantId], address: "profile", paymentMethod: "upi" });
    expect(response.status, response.text).toBe(303);
    const orderId = orderIdOf(response.headers.get("Location"));
    expect(response.headers.get("Location")).toBe(`/orders/${orderId}`);

    const placed = await call("/api/order/user/" + customer.user._id, { token: customer.token });
    expect(placed.body).toHaveLength(1);
    const [order] = placed.body;
    expect(order).toMatchObject({ _id: orderId, paymentMethod: "upi", paymentStatus: "pending", name: "Asha Rani", phoneNumber: "9876543210" });
    expect(order.address).toEqual({ doorNo: "4-12", street: "Temple Street", city: "Guntur", pincode: "522002", state: "Andhra Pradesh", name: "Asha Rani", phoneNumber: "9876543210" });
    expect(order.products.map((line: { variantId: string }) => line.variantId)).toEqual([oil.variantId]);
    // The unticked line waits in the cart.
    const cart = await call("/api/cart/", { token: customer.token });
    expect(cart.body.cart.products.map((line: { variantId: string }) => line.variantId)).toEqual([salt.variantId]);
  });

  it("answers a Telugu page's form with the Telugu order page", async () => {
    const customer = await createCustomer();
    await fillCart(customer, [oil]);
    const response = await postOrderForm(customer, { idempotencyKey: key(), variantIds: [oil.variantId], address: "profile", paymentMethod: "upi" }, "/te/checkout");
    expect(response.status, response.text).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^\/te\/orders\/[^/]+$/);
  });

  it("places one order when the same form is posted twice (a double tap), and sends both to it", async () => {
    const customer = await createCustomer();
    await fillCart(customer, [oil, salt]);
    const form = { idempotencyKey: key(), variantIds: [oil.variantId, salt.variantId], address: "profile", paymentMethod: "upi" };
    const [first, second] = await Promise.all([postOrderForm(customer, form), postOrderForm(customer, form)]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    const third = await postOrderForm(customer, form);
    expect(third.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await ordersOf(customer.user._id)).toHaveLength(1);
  });

  it("refuses bad input with the message and gives back what was typed; nothing is ordered", async () => {
    const customer = await createCustomer();
    await fillCart(customer, [oil]);
    const typed = {
      idempotencyKey: key(),
      variantIds: [oil.variantId],
      address: "new",
      recipientName: "Ravi Kumar",
      recipientPhone: "98480 22338",
      doorNo: "8-2",
      street: "Road No. 12",
      city: "Hyderabad",
      pincode: "050034",
      state: "Telangana",
      saveAddress: "on",
      paymentMethod: "upi",
      business: "on",
      buyerGstin: "27AAPFU0939F1ZV",
      businessName: "Ravi Traders",
    };
    const response = await postOrderForm(customer, typed);
    expect(response.status).toBe(400);
    expect(response.body.actionData.error).toMatch(/Pincode must be 6 digits/);
    expect(response.body.actionData.form).toEqual({ ...typed, idempotencyKey: undefined, saveAddress: true, business: true });

    const badPhone = await postOrderForm(customer, { ...typed, pincode: HYDERABAD.pincode, recipientPhone: "12345" });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.actionData.error).toMatch(/Recipient phone \(phoneNumber\) must be a 10-digit Indian mobile number/);
    expect(badPhone.body.actionData.form.recipientPhone).toBe("12345");

    const noLines = await postOrderForm(customer, { idempotencyKey: key(), address: "profile" });
    expect(noLines.status).toBe(400);
    expect(noLines.body.actionData.error).toBe("Please select at least one product");

    const goneAddress = await postOrderForm(customer, { idempotencyKey: key(), variantIds: [oil.variantId], address: "not-a-saved-address" });
    expect(goneAddress.status).toBe(400);
    expect(goneAddress.body.actionData.error).toBe("That saved address is no longer in your list: please choose another");

    const telugu = await postOrderForm(customer, { ...typed, pincode: "050034" }, "/te/checkout");
    expect(telugu.status).toBe(400);
    expect(telugu.body.actionData.error).toMatch(/[\u0C00-\u0C7F]/);
    expect(await ordersOf(customer.user._id)).toHaveLength(0);
  });

  it("keeps the receiver of a new address on the order and the saved address, and offers it next time", async () => {
    const customer = await createCustomer();
    await fillCart(customer, [oil]);
    const response = await postOrderForm(customer, {
      idempotencyKey: key(),
      variantIds: [oil.variantId],
      address: "new",
      recipientName: "  Ravi Kumar ",
      recipientPhone: "+91 98480 22338",
      ...HYDERABAD,
      state: "TS",
      saveAddress: "on",
      paymentMethod: "upi",
      business: "on",
      buyerGstin: "27aapfu0939f1zv",
      businessName: "Ravi Traders",
    });
    expect(response.status, response.text).toBe(303);
    const orderId = orderIdOf(response.headers.get("Location"))!;
    const [row] = await testDb().select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ name: "Asha Rani", phoneNumber: "9876543210", recipientName: "Ravi Kumar", recipientPhone: "+919848022338", state: "Telangana" });
    expect(row).toMatchObject({ buyerGstin: "27AAPFU0939F1ZV", buyerBusinessName: "Ravi Traders" });
    const [order] = (await call("/api/order/user/" + customer.user._id, { token: customer.token })).body;
    expect(order.address).toEqual({ ...HYDERABAD, name: "Ravi Kumar", phoneNumber: "+919848022338" });
    expect(order.name).toBe("Asha Rani");

    // The packing slip the parcel carries names the receiver.
    const slip = await callPage(`/admin/orders/${orderId}/packing-slip`, { cookie: `${SESSION_COOKIE}=${admin.token}` });
    expect(slip.body.loaderData["routes/admin/packing-slip"].order.address).toMatchObject({ name: "Ravi Kumar", phoneNumber: "+919848022338" });

    const saved = await testDb().select().from(userAddresses).where(eq(userAddresses.userId, customer.user._id));
    expect(saved).toMatchObject([{ ...HYDERABAD, name: "Ravi Kumar", phoneNumber: "+919848022338" }]);
    const page = await callPage("/checkout", { cookie: `${SESSION_COOKIE}=${customer.token}` });
    const checkout = page.body.loaderData["routes/checkout"];
    expect(checkout.addresses.map((address: { name: string }) => address.name)).toEqual(["Asha Rani", "Ravi Kumar"]);
    expect(checkout.contact).toEqual({ name: "Asha Rani", phoneNumber: "9876543210" });
    expect(checkout.placementKey).toMatch(/^[0-9a-f-]{36}$/);

    // Choosing the saved address by its id: its place and its receiver are read from the customer's own list.
    await fillCart(customer, [salt]);
    const again = await postOrderForm(customer, { idempotencyKey: key(), variantIds: [salt.variantId], address: saved[0].id, paymentMethod: "upi" });
    expect(again.status, again.text).toBe(303);
    const [second] = await testDb().select().from(orders).where(eq(orders.id, orderIdOf(again.headers.get("Location"))!));
    expect(second).toMatchObject({ pincode: HYDERABAD.pincode, recipientName: "Ravi Kumar", recipientPhone: "+919848022338", buyerGstin: null });
  });
});

describe("the receiver through POST /api/order", () => {
  it("takes deliveryAddress.name and phoneNumber (optional), and old bodies get what they always got", async () => {
    const customer = await createCustomer();
    const withReceiver = await call("/api/order", {
      token: customer.token,
      json: { products: [{ productId: oil.productId, quantity: 1 }], deliveryAddress: { ...HYDERABAD, name: "Ravi Kumar", phoneNumber: "09848022338" } },
    });
    expect(withReceiver.status, withReceiver.text).toBe(201);
    expect(withReceiver.body.address).toEqual({ ...HYDERABAD, name: "Ravi Kumar", phoneNumber: "+919848022338" });
    expect(withReceiver.body).toMatchObject({ name: "Asha Rani", phoneNumber: "9876543210" });

    const bad = await call("/api/order", {
      token: customer.token,
      json: { products: [{ productId: oil.productId, quantity: 1 }], deliveryAddress: { ...HYDERABAD, phoneNumber: "+1 415 555 0100" } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Recipient phone \(phoneNumber\)/);

    // The original clients' body: no receiver anywhere; the address is the profile's, its receiver the customer.
    const old = await call("/api/order", {
      token: customer.token,
      json: {
        userId: customer.user._id,
        name: "Someone Else",
        emailAddress: customer.email,
        phoneNumber: "9000000000",
        address: { doorNo: "x", street: "y", city: "z", pincode: "110001", state: "Delhi" },
        products: [{ productId: oil.productId, productName: "Oil", images: [], quantity: 1, productBill: 1 }],
        bill: 1,
      },
    });
    expect(old.status, old.text).toBe(201);
    expect(old.body).toMatchObject({ name: "Asha Rani", phoneNumber: "9876543210" });
    expect(old.body.address).toEqual({ doorNo: "4-12", street: "Temple Street", city: "Guntur", pincode: "522002", state: "Andhra Pradesh", name: "Asha Rani", phoneNumber: "9876543210" });
    const [row] = await testDb().select().from(orders).where(eq(orders.id, old.body._id));
    expect(row).toMatchObject({ recipientName: null, recipientPhone: null });
    // A delivery address without a receiver keeps the same idempotency hash as before issue 31.
    const keyed = { products: [{ productId: oil.productId, quantity: 1 }], deliveryAddress: HYDERABAD };
    const idempotencyKey = key();
    const first = await call("/api/order", { token: customer.token, json: keyed, headers: { "Idempotency-Key": idempotencyKey } });
    const repeat = await call("/api/order", { token: customer.token, json: { ...keyed, deliveryAddress: { ...HYDERABAD, name: "" } }, headers: { "Idempotency-Key": idempotencyKey } });
    expect([first.status, repeat.status]).toEqual([201, 200]);
    expect(repeat.body._id).toBe(first.body._id);
  });
});

/** A customer made by phone sign-in: a number, no name, no e-mail, no address. */
async function phoneCustomer(): Promise<Customer & { id: string; phoneNumber: string }> {
  const phoneNumber = freshMobile();
  const ip = `172.31.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  expect((await call("/api/login/phone", { json: { phoneNumber }, ip })).status).toBe(200);
  const sms = await testDb().query.mailOutbox.findFirst({ where: eq(mailOutbox.recipient, phoneNumber), orderBy: (m, { desc }) => desc(m.id) });
  const otp = sms?.textBody.match(/\b(\d{6})\b/)?.[1];
  const verified = await call("/api/login/phone/verify", { json: { phoneNumber, otp }, ip });
  expect(verified.status, verified.text).toBe(200);
  return { token: verified.body.token, id: verified.body.user._id, phoneNumber };
}

describe("an account with no address (phone sign-in)", () => {
  it("is told to add a delivery address, and its first order from the new-address form names the receiver", async () => {
    const customer = await phoneCustomer();
    const api = await call("/api/order", { token: customer.token, json: { products: [{ productId: oil.productId, quantity: 1 }] } });
    expect(api.status).toBe(400);
    expect(api.body).toEqual({ success: false, message: "Please add a delivery address" });
    const telugu = await call("/api/order?lang=te", { token: customer.token, json: { products: [{ productId: oil.productId, quantity: 1 }] } });
    expect(telugu.body.message).toBe("దయచేసి డెలివరీ అడ్రస్ ఇవ్వండి");

    await fillCart(customer, [oil]);
    const page = await callPage("/checkout", { cookie: `${SESSION_COOKIE}=${customer.token}` });
    expect(page.status).toBe(200);
    const checkout = page.body.loaderData["routes/checkout"];
    expect(checkout).toMatchObject({ addresses: [], quote: null, contact: { name: "", phoneNumber: customer.phoneNumber } });
    const quote = await callPage("/checkout", { method: "POST", cookie: `${SESSION_COOKIE}=${customer.token}`, json: { intent: "quote", variantIds: [oil.variantId] } });
    expect(quote.status).toBe(400);
    expect(quote.body.actionData.error).toBe("Please add a delivery address");

    const fields = { idempotencyKey: key(), variantIds: [oil.variantId], address: "new", recipientPhone: customer.phoneNumber, ...HYDERABAD, saveAddress: "on", paymentMethod: "upi" };
    const nameless = await postOrderForm(customer, { ...fields, recipientName: "" });
    expect(nameless.status).toBe(400);
    expect(nameless.body.actionData.error).toBe("Please give the name of the person who receives the parcel (deliveryAddress.name)");

    const placed = await postOrderForm(customer, { ...fields, recipientName: "Lakshmi Devi" });
    expect(placed.status, placed.text).toBe(303);
    const [row] = await ordersOf(customer.id);
    expect(row).toMatchObject({ name: "Lakshmi Devi", phoneNumber: customer.phoneNumber, recipientName: "Lakshmi Devi", emailAddress: "" });
    const next = (await callPage("/checkout", { cookie: `${SESSION_COOKIE}=${customer.token}` })).body.loaderData["routes/checkout"];
    expect(next.addresses).toMatchObject([{ ...HYDERABAD, name: "Lakshmi Devi", phoneNumber: customer.phoneNumber }]);
  });
});
