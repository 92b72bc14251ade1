/**
 * The order and cart services called the way both adapters call them (issue 13, items 4 and 5): context first,
 * the acting Principal second, typed input. placeOrderFromCart is the checkout page's cart-to-order rule, now a
 * service; applyTransition takes a transition's name (the admin page passes the name it has, the API adapter maps
 * the contract's body to one). The API's own answers stay covered by orders.test.ts and cart.test.ts; the page
 * action that places from the cart is driven here through the real page handler.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "../../worker/domains/accounts/shared/user";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { refusal, serviceContext as newServiceContext } from "../helpers/services";
import { getCart, setCartQuantity } from "../../worker/domains/checkout/page.server";
import { applyTransition } from "../../worker/domains/orders/transitions";
import { listOrdersOfUser } from "../../worker/domains/orders/queries";
import { placeOrderFromCart } from "../../worker/domains/orders/place";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { countRows, freshUtr, putOrder, stateOf } from "../helpers/orders";
import { callPage } from "../helpers/pages";

const pendingMail: Promise<unknown>[] = [];

const serviceContext = () => newServiceContext((promise) => void pendingMail.push(promise));

function principalOf(account: Account, role: Principal["role"] = "user"): Principal {
  return { id: account.user._id, role, emailAddress: account.email, name: account.user.name };
}

let admin: Account;
let productIds: string[];
/** Each product's one pack: cart lines and checkout choices are per pack. */
let variantIds: string[];

beforeAll(async () => {
  admin = await createAdmin();
  const category = await addCategory(admin);
  const products = await Promise.all([
    addProduct(admin, category._id, { salePrice: "100" }),
    addProduct(admin, category._id, { salePrice: "40" }),
    addProduct(admin, category._id, { salePrice: "7.5" }),
  ]);
  productIds = products.map((product: { _id: string }) => product._id);
  variantIds = products.map((product: { variants: { _id: string }[] }) => product.variants[0]._id);
}, 180_000);

describe("placeOrderFromCart(ctx, actor, { variantIds, idempotencyKey })", () => {
  it("orders the chosen cart lines at the cart's quantities and leaves the other lines in the cart", async () => {
    const ctx = serviceContext();
    const customer = principalOf(await createCustomer());
    await setCartQuantity(ctx, customer, { productId: productIds[0], quantity: 3 });
    await setCartQuantity(ctx, customer, { productId: productIds[1], quantity: 2 });
    await setCartQuantity(ctx, customer, { productId: productIds[2], quantity: 5 });

    const { order, created } = await placeOrderFromCart(ctx, customer, {
      variantIds: [variantIds[0], variantIds[1]],
      idempotencyKey: `key-${crypto.randomUUID()}`,
    });

    expect(created).toBe(true);
    expect(order.userId).toBe(customer.id);
    expect(order.products.map((line) => [line.productId._id, line.quantity]).sort()).toEqual(
      [
        [productIds[0], 3],
        [productIds[1], 2],
      ].sort(),
    );
    expect(order.bill).toBe(380);
    const left = await getCart(ctx, customer);
    expect(left.products.map((line) => [line.productId._id, line.quantity])).toEqual([[productIds[2], 5]]);
  });

  it("ignores chosen ids that are not in the actor's own cart, and refuses a choice with none left (400)", async () => {
    const ctx = serviceContext();
    const customer = principalOf(await createCustomer());
    const other = principalOf(await createCustomer());
    await setCartQuantity(ctx, other, { productId: productIds[0], quantity: 4 });
    await setCartQuantity(ctx, customer, { productId: productIds[1], quantity: 1 });

    const error = await refusal(placeOrderFromCart(ctx, customer, { variantIds: [variantIds[0]], idempotencyKey: `key-${crypto.randomUUID()}` }));
    expect(error.status).toBe(400);
    expect(error.message).toBe("Please select at least one product");

    const { order } = await placeOrderFromCart(ctx, customer, {
      variantIds: [variantIds[0], variantIds[1]],
      idempotencyKey: `key-${crypto.randomUUID()}`,
    });
    expect(order.products.map((line) => [line.productId._id, line.quantity])).toEqual([[productIds[1], 1]]);
    // The other customer's cart line was neither ordered nor touched.
    expect((await getCart(ctx, other)).products.map((line) => line.quantity)).toEqual([4]);
  });

  it("answers a repeated key with the first order instead of placing another", async () => {
    const ctx = serviceContext();
    const customer = principalOf(await createCustomer());
    await setCartQuantity(ctx, customer, { productId: productIds[2], quantity: 2 });
    const key = `key-${crypto.randomUUID()}`;
    const first = await placeOrderFromCart(ctx, customer, { variantIds: [variantIds[2]], idempotencyKey: key });
    // The retry of a lost answer: the cart is as the first placement left it (the ordered line is gone).
    expect((await getCart(ctx, customer)).products).toEqual([]);
    const again = await placeOrderFromCart(ctx, customer, { variantIds: [variantIds[2]], idempotencyKey: key });
    expect(again).toEqual({ order: first.order, created: false });
    // The line added back later is not ordered again by the same key.
    await setCartQuantity(ctx, customer, { productId: productIds[2], quantity: 3 });
    expect(await placeOrderFromCart(ctx, customer, { variantIds: [variantIds[2]], idempotencyKey: key })).toEqual({ order: first.order, created: false });
    expect(await countRows("select count(*) as n from orders where user_id = ?", customer.id)).toBe(1);
    // The same key for lines it did not place is refused.
    await expect(placeOrderFromCart(ctx, customer, { variantIds: [variantIds[0]], idempotencyKey: key })).rejects.toThrow(/already/i);
  });

  it("is what the checkout page's place action uses: quantities from the cart, not from the request", async () => {
    const account = await createCustomer();
    const customer = principalOf(account);
    const ctx = serviceContext();
    await setCartQuantity(ctx, customer, { productId: productIds[1], quantity: 6 });
    const response = await callPage("/checkout", {
      method: "POST",
      cookie: `${SESSION_COOKIE}=${account.token}`,
      json: { intent: "place", variantIds: [variantIds[1]], idempotencyKey: `key-${crypto.randomUUID()}`, quantity: 99 },
    });
    expect(response.status).toBeLessThan(400);
    const [order] = await listOrdersOfUser(ctx, customer);
    expect(order.products.map((line) => [line.productId._id, line.quantity])).toEqual([[productIds[1], 6]]);
  });
});

describe("applyTransition(ctx, actor, orderId, name, details)", () => {
  async function orderOf(customer: Principal) {
    const ctx = serviceContext();
    await setCartQuantity(ctx, customer, { productId: productIds[0], quantity: 1 });
    return (await placeOrderFromCart(ctx, customer, { variantIds: [variantIds[0]], idempotencyKey: `key-${crypto.randomUUID()}` })).order;
  }

  it("moves an order by name: the customer reports payment, the admin verifies and delivers", async () => {
    const ctx = serviceContext();
    const customer = principalOf(await createCustomer());
    const order = await orderOf(customer);
    const paid = await applyTransition(ctx, customer, order._id, "pay", { payment: { amountPaid: 100, transactionId: freshUtr() } });
    expect(paid).toMatchObject({ paymentStatus: "done", amountPaid: 100 });
    await applyTransition(ctx, principalOf(admin, "admin"), order._id, "verify");
    const delivered = await applyTransition(ctx, principalOf(admin, "admin"), order._id, "deliver");
    expect(delivered).toMatchObject({ paymentStatus: "verified", orderStatus: "delivered" });
    await Promise.all(pendingMail);
  });

  it("refuses another customer (404), a customer's admin transition (409), a disallowed start (409) and a bad report (400)", async () => {
    const ctx = serviceContext();
    const customer = principalOf(await createCustomer());
    const stranger = principalOf(await createCustomer());
    const order = await orderOf(customer);

    expect((await refusal(applyTransition(ctx, stranger, order._id, "pay", { payment: { amountPaid: 100, transactionId: freshUtr() } }))).status).toBe(404);
    const notTheirs = await refusal(applyTransition(ctx, customer, order._id, "deliver"));
    expect([notTheirs.status, notTheirs.message]).toEqual([409, "Only an admin can make this change"]);
    expect((await refusal(applyTransition(ctx, principalOf(admin, "admin"), order._id, "verify"))).status).toBe(409);
    const badReport = await refusal(applyTransition(ctx, customer, order._id, "pay", { payment: { amountPaid: 100, transactionId: "12" } }));
    expect(badReport.status).toBe(400);
    expect(await stateOf(order._id)).toEqual({ paymentStatus: "pending", orderStatus: "not yet delivered" });
  });
});

describe("PUT /api/order/:orderId keeps its answers while the adapter maps the body to a name", () => {
  it("a body naming no transition is 404 for an order the caller cannot see, 400 for their own", async () => {
    const owner = await createCustomer();
    const stranger = await createCustomer();
    const ctx = serviceContext();
    const customer = principalOf(owner);
    await setCartQuantity(ctx, customer, { productId: productIds[0], quantity: 1 });
    const { order } = await placeOrderFromCart(ctx, customer, { variantIds: [variantIds[0]], idempotencyKey: `key-${crypto.randomUUID()}` });

    expect((await putOrder(stranger.token, order._id, { paymentStatus: "pending" })).status).toBe(404);
    expect((await putOrder(owner.token, "no-such-order", {})).status).toBe(404);
    const own = await putOrder(owner.token, order._id, { paymentStatus: "pending" });
    expect(own.status).toBe(400);
    expect(own.body).toEqual({ success: false, message: "Send either a payment report (amountPaid, transactionId) or one status change" });
  });
});

describe("listOrdersOfUser(ctx, actor, userId?)", () => {
  it("lists the actor's own orders; another customer's list is 404 to a customer and readable by an admin", async () => {
    const ctx = serviceContext();
    const customer = principalOf(await createCustomer());
    const stranger = principalOf(await createCustomer());
    await setCartQuantity(ctx, customer, { productId: productIds[2], quantity: 1 });
    const { order } = await placeOrderFromCart(ctx, customer, { variantIds: [variantIds[2]], idempotencyKey: `key-${crypto.randomUUID()}` });

    expect((await listOrdersOfUser(ctx, customer)).map((o) => o._id)).toEqual([order._id]);
    expect((await refusal(listOrdersOfUser(ctx, stranger, customer.id))).status).toBe(404);
    expect((await listOrdersOfUser(ctx, principalOf(admin, "admin"), customer.id)).map((o) => o._id)).toEqual([order._id]);
  });
});
