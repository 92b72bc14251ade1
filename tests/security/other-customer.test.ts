/**
 * The "other customer" column of the authorization matrix: for every route a signed-in customer may call (access
 * "user" in tests/helpers/routes.ts), a second customer aims it at the first one's data, with the first one's
 * real ids in the path or the body, and must neither read nor change it. Whatever the answer (a 4xx, or a 2xx
 * that acted on the caller's own data), the victim's rows are compared before and after.
 * A "user" route of the router without an entry in OTHER_CUSTOMER fails the suite.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, env } from "../helpers/api";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, profileBody, type Account } from "../helpers/factories";
import { freshUtr, placeOrder, putOrder } from "../helpers/orders";
import { PLACEHOLDER_ID, routesWithAccess, tableCoverage } from "../helpers/routes";
import { expectJsonError } from "../helpers/security";

type Product = { _id: string; name: string; salePrice: number };

/** The customer whose data the attacks aim at, with two orders (one paid) and two cart lines. */
let victim: Account;
let victimCartId: string;
let pendingOrderId: string;
let paidOrderId: string;
/** Verified, then cancelled: it has a GST invoice and a credit note. */
let invoicedOrderId: string;
let products: Product[];
/** The victim's complaint about their paid order (issue 20). */
let victimTicket: string;

/** Every row that belongs to a user, read in one batch. */
async function rowsOwnedBy(userId: string) {
  const byUser = (sql: string) => env.DB.prepare(sql).bind(userId);
  const [users, carts, cartItems, orders, orderItems, orderEvents, otps, grievances, grievanceEvents, consents] = await env.DB.batch([
    byUser("select * from users where id = ?"),
    byUser("select * from carts where user_id = ?"),
    byUser("select ci.* from cart_items ci join carts c on c.id = ci.cart_id where c.user_id = ? order by ci.product_id"),
    byUser("select * from orders where user_id = ? order by id"),
    byUser("select oi.* from order_items oi join orders o on o.id = oi.order_id where o.user_id = ? order by oi.id"),
    byUser("select e.* from order_events e join orders o on o.id = e.order_id where o.user_id = ? order by e.id"),
    byUser("select * from password_reset_otps where user_id = ? order by id"),
    byUser("select * from grievances where user_id = ? order by id"),
    byUser("select e.* from grievance_events e join grievances g on g.id = e.grievance_id where g.user_id = ? order by e.id"),
    byUser("select * from consents where user_id = ? order by id"),
  ]);
  return {
    users: users.results,
    carts: carts.results,
    cartItems: cartItems.results,
    orders: orders.results,
    orderItems: orderItems.results,
    orderEvents: orderEvents.results,
    otps: otps.results,
    grievances: grievances.results,
    grievanceEvents: grievanceEvents.results,
    consents: consents.results,
  };
}

/** Runs `attack` and asserts that none of the victim's rows changed. */
async function victimUnchangedBy(attack: () => Promise<void>) {
  const before = await rowsOwnedBy(victim.user._id);
  await attack();
  expect(await rowsOwnedBy(victim.user._id)).toEqual(before);
}


/** The fields by which a request body could name the victim instead of the caller. */
const victimIds = () => ({ userId: victim.user._id, user: victim.user._id, _id: victim.user._id, id: victim.user._id, cartId: victimCartId });

/** An order's GST document: another customer gets exactly the answer for an order that does not exist. */
function documentAttack(path: "invoice" | "credit-note") {
  return async (attacker: Account) => {
    await victimUnchangedBy(async () => {
      for (const format of ["json", "pdf"]) {
        const response = await call(`/api/order/${invoicedOrderId}/${path}?format=${format}`, { token: attacker.token });
        expectJsonError(response, [403, 404], `another customer's ${path}`);
        expect(response.text).not.toContain(victim.email);
        const nobody = await call(`/api/order/${PLACEHOLDER_ID}/${path}?format=${format}`, { token: attacker.token });
        expect({ status: nobody.status, body: nobody.body }).toEqual({ status: response.status, body: response.body });
      }
    });
    const own = await call(`/api/order/${invoicedOrderId}/${path}?format=json`, { token: victim.token });
    expect(own.status, own.text).toBe(200);
    expect(own.body.orderId).toBe(invoicedOrderId);
  };
}

const OTHER_CUSTOMER: Record<string, (attacker: Account) => Promise<void>> = {
  "GET /me/export": async (attacker) => {
    await victimUnchangedBy(async () => {
      const response = await call(`/api/me/export?userId=${victim.user._id}`, { token: attacker.token, headers: { "X-User-Id": victim.user._id } });
      expect(response.status).toBe(200);
      expect(response.body.profile._id).toBe(attacker.user._id);
      expect(response.text).not.toContain(victim.email);
      expect(response.text).not.toContain(pendingOrderId);
    });
  },

  "DELETE /me": async (attacker) => {
    await victimUnchangedBy(async () => {
      // The victim's password with the attacker's session, and the victim's ids in the body: neither erases the victim.
      const withTheirPassword = await call("/api/me", { method: "DELETE", token: attacker.token, json: { ...victimIds(), password: victim.password } });
      expectJsonError(withTheirPassword, [401], "another customer's password");
      const own = await call("/api/me", { method: "DELETE", token: attacker.token, json: { ...victimIds(), password: attacker.password } });
      expect(own.status, own.text).toBe(200);
    });
    const attackerRow = await env.DB.prepare("select erased_at from users where id = ?").bind(attacker.user._id).first<{ erased_at: string | null }>();
    expect(attackerRow?.erased_at).toBeTruthy();
    expect((await call("/api/cart/", { token: victim.token })).status).toBe(200);
  },

  // Issue 29: a new confirmation link goes to the caller's own address; consent is read and given for the caller only.
  "POST /me/verify-email": async (attacker) => {
    const mailsTo = (email: string) => env.DB.prepare("select count(*) as n from mail_outbox where recipient = ?").bind(email).first<{ n: number }>();
    const victimMails = await mailsTo(victim.email);
    await victimUnchangedBy(async () => {
      const response = await call(`/api/me/verify-email?userId=${victim.user._id}`, { method: "POST", token: attacker.token, json: victimIds(), headers: { "X-User-Id": victim.user._id } });
      expect([200, 409], response.text).toContain(response.status);
    });
    expect(await mailsTo(victim.email)).toEqual(victimMails);
  },
  "POST /me/erasure-code": async (attacker) => {
    // The victim's ids in the query, body and headers: the code would be for the caller's own account (which has a
    // password, so none is sent); nothing of the victim's changes.
    await victimUnchangedBy(async () => {
      const response = await call(`/api/me/erasure-code?userId=${victim.user._id}`, { method: "POST", token: attacker.token, json: victimIds(), headers: { "X-User-Id": victim.user._id } });
      expect(response.status, response.text).toBe(409);
    });
  },
  "GET /me/consent": async (attacker) => {
    await victimUnchangedBy(async () => {
      const response = await call(`/api/me/consent?userId=${victim.user._id}`, { token: attacker.token, headers: { "X-User-Id": victim.user._id } });
      expect(response.status, response.text).toBe(200);
    });
  },
  // Issue 31: message channels are read and saved for the caller only, whatever ids the request names.
  "GET /me/message-preferences": async (attacker) => {
    await victimUnchangedBy(async () => {
      const response = await call(`/api/me/message-preferences?userId=${victim.user._id}`, { token: attacker.token, headers: { "X-User-Id": victim.user._id } });
      expect(response.status, response.text).toBe(200);
      expect(response.body.preferences.emailAddress).toBe(attacker.email);
    });
  },
  "PUT /me/message-preferences": async (attacker) => {
    await victimUnchangedBy(async () => {
      const response = await call(`/api/me/message-preferences?userId=${victim.user._id}`, { method: "PUT", token: attacker.token, json: { ...victimIds(), email: false } });
      expect(response.status, response.text).toBe(200);
    });
    const victimRow = await env.DB.prepare("select count(*) as n from message_preferences where user_id = ?").bind(victim.user._id).first<{ n: number }>();
    expect(victimRow?.n).toBe(0);
  },
  "POST /me/consent": async (attacker) => {
    await victimUnchangedBy(async () => {
      const response = await call("/api/me/consent", { token: attacker.token, json: { ...victimIds(), privacyConsent: true } });
      expect(response.status, response.text).toBe(200);
    });
    const mine = await env.DB.prepare("select count(*) as n from consents where user_id = ? and source = 'sign-in-prompt'").bind(attacker.user._id).first<{ n: number }>();
    expect(mine?.n).toBe(1);
  },

  "GET /order/:orderId/invoice": documentAttack("invoice"),
  "GET /order/:orderId/credit-note": documentAttack("credit-note"),
  "GET /grievances": async (attacker) => {
    await victimUnchangedBy(async () => {
      for (const path of ["/api/grievances", `/api/grievances?userId=${victim.user._id}&user=${victim.user._id}`]) {
        const response = await call(path, { token: attacker.token, headers: { "X-User-Id": victim.user._id } });
        expect(response.status, response.text).toBe(200);
        expect(response.body.grievances).toEqual([]);
        expect(response.text).not.toContain(victimTicket);
        expect(response.text).not.toContain(victim.email);
      }
      // Naming the victim's order in a complaint of one's own: the same answer as an order that does not exist.
      const complaint = { category: "order-not-received", description: "This order never came.", ...victimIds() };
      const theirs = await call("/api/grievances", { method: "POST", token: attacker.token, json: { ...complaint, orderId: paidOrderId } });
      const nobody = await call("/api/grievances", { method: "POST", token: attacker.token, json: { ...complaint, orderId: PLACEHOLDER_ID } });
      expectJsonError(theirs, [404], "a complaint naming another customer's order");
      expect({ status: nobody.status, body: nobody.body }).toEqual({ status: theirs.status, body: theirs.body });
    });
    const own = await call("/api/grievances", { token: victim.token });
    expect(own.status, own.text).toBe(200);
    expect(own.body.grievances.map((ticket: { ticket: string }) => ticket.ticket)).toEqual([victimTicket]);
  },

  "GET /order/user/:userId": async (attacker) => {
    await victimUnchangedBy(async () => {
      const response = await call(`/api/order/user/${victim.user._id}`, { token: attacker.token });
      expectJsonError(response, [403, 404], "another customer's order list");
      expect(response.text).not.toContain(pendingOrderId);
      expect(response.text).not.toContain(victim.email);
      // The same answer as for an id that names nobody: the list's existence is not revealed.
      const nobody = await call(`/api/order/user/${PLACEHOLDER_ID}`, { token: attacker.token });
      expect({ status: nobody.status, body: nobody.body }).toEqual({ status: response.status, body: response.body });
    });
    // The same call made by the owner answers, so the refusal above is about who asks.
    const own = await call(`/api/order/user/${victim.user._id}`, { token: victim.token });
    expect(own.status).toBe(200);
    expect((own.body as { _id: string }[]).map((order) => order._id).sort()).toEqual([pendingOrderId, paidOrderId, invoicedOrderId].sort());
  },

  "POST /order/:orderId/confirm": async (attacker) => {
    // Issue 32: another customer's order cannot be confirmed: 404 as for an order that does not exist.
    await victimUnchangedBy(async () => {
      for (const orderId of [pendingOrderId, paidOrderId]) {
        const response = await call(`/api/order/${orderId}/confirm`, { method: "POST", token: attacker.token, json: victimIds() });
        expectJsonError(response, [403, 404], "confirm another customer's order");
        const nobody = await call(`/api/order/${PLACEHOLDER_ID}/confirm`, { method: "POST", token: attacker.token });
        expect({ status: nobody.status, body: nobody.body }).toEqual({ status: response.status, body: response.body });
      }
    });
  },
  "POST /order/:orderId/advance": async (attacker) => {
    // Issue 32: another customer's order takes no advance report from an attacker: 404 as for no order at all.
    await victimUnchangedBy(async () => {
      for (const orderId of [pendingOrderId, paidOrderId]) {
        const response = await call(`/api/order/${orderId}/advance`, { method: "POST", token: attacker.token, json: { transactionId: freshUtr(), ...victimIds() } });
        expectJsonError(response, [403, 404], "report an advance on another customer's order");
        const nobody = await call(`/api/order/${PLACEHOLDER_ID}/advance`, { method: "POST", token: attacker.token, json: { transactionId: freshUtr() } });
        expect({ status: nobody.status, body: nobody.body }).toEqual({ status: response.status, body: response.body });
      }
    });
  },
  "PUT /order/:orderId": async (attacker) => {
    const bodies = [
      { amountPaid: 10, transactionId: freshUtr(), paymentStatus: "done" },
      { amountPaid: 10, transactionId: freshUtr() },
      { paymentStatus: "verified" },
      { paymentStatus: "nopayment", orderStatus: "wrong order" },
      { orderStatus: "delivered" },
      { orderStatus: "wrong order" },
    ];
    await victimUnchangedBy(async () => {
      for (const orderId of [pendingOrderId, paidOrderId]) {
        for (const body of bodies) {
          const response = await putOrder(attacker.token, orderId, body);
          expectJsonError(response, [403, 404], `PUT another customer's order with ${JSON.stringify(body)}`);
          expect(response.text).not.toContain(victim.email);
          const nobody = await putOrder(attacker.token, PLACEHOLDER_ID, body);
          expect({ status: nobody.status, body: nobody.body }).toEqual({ status: response.status, body: response.body });
        }
      }
    });
    // The owner's own payment report on the same order goes through.
    const own = await putOrder(victim.token, pendingOrderId, { amountPaid: 10, transactionId: freshUtr(), paymentStatus: "done" });
    expect(own.status, own.text).toBe(200);
    expect(own.body.paymentStatus).toBe("done");
  },

  "GET /cart": async (attacker) => {
    await victimUnchangedBy(async () => {
      const query = `userId=${victim.user._id}&user=${victim.user._id}&cartId=${victimCartId}`;
      for (const path of [`/api/cart/?${query}`, `/api/cart?${query}`]) {
        const response = await call(path, { token: attacker.token, headers: { "X-User-Id": victim.user._id } });
        expect(response.status, response.text).toBe(200);
        expect(response.body.cart.userId).toBe(attacker.user._id);
        expect(response.body.cart._id).not.toBe(victimCartId);
        expect(response.body.cart.products).toEqual([]);
        expect(response.text).not.toContain(victimCartId);
      }
    });
    const own = await call("/api/cart/", { token: victim.token });
    expect(own.body.cart._id).toBe(victimCartId);
    expect(own.body.cart.products.length).toBe(2);
  },

  "PUT /cart": async (attacker) => {
    await victimUnchangedBy(async () => {
      // Removing a line of the victim's cart: the caller has no such line.
      const remove = await call("/api/cart/", { method: "PUT", token: attacker.token, json: { ...victimIds(), productId: products[0]._id, quantity: 0 } });
      expectJsonError(remove, [400, 403, 404], "removing a line named by the victim's ids");
      // Setting a quantity with the victim's ids in the body changes the caller's own cart only.
      const set = await call("/api/cart/", { method: "PUT", token: attacker.token, json: { ...victimIds(), productId: products[0]._id, quantity: 7 } });
      if (set.status >= 400) {
        expectJsonError(set, [400, 403, 404], "setting a quantity with the victim's ids");
      } else {
        expect(set.status).toBe(200);
        const attackerCart = await call("/api/cart/", { token: attacker.token });
        expect(attackerCart.body.cart.userId).toBe(attacker.user._id);
        expect(attackerCart.body.cart.products.map((line: any) => [line.productId._id, line.quantity])).toEqual([[products[0]._id, 7]]);
      }
    });
  },

  "PUT /edit-profile": async (attacker) => {
    await victimUnchangedBy(async () => {
      // Taking over the victim's e-mail address (and so their login) is refused.
      const takeover = await call("/api/edit-profile", { method: "PUT", token: attacker.token, json: profileBody(attacker, { emailAddress: victim.email, currentPassword: attacker.password }) });
      expectJsonError(takeover, [400, 403, 409], "taking the victim's e-mail address");
      // Naming the victim in the body edits the caller's own profile.
      const edit = await call("/api/edit-profile", {
        method: "PUT",
        token: attacker.token,
        json: { ...profileBody(attacker, { name: "Edited By Attacker", password: "Attacker#Pass1" }), ...victimIds() },
      });
      if (edit.status >= 400) {
        expectJsonError(edit, [400, 403, 404], "editing with the victim's ids");
      } else {
        expect(edit.status).toBe(200);
        expect(edit.body.user._id).toBe(attacker.user._id);
        const row = await env.DB.prepare("select name from users where id = ?").bind(attacker.user._id).first<{ name: string }>();
        expect(row?.name).toBe("Edited By Attacker");
      }
    });
    // The victim still signs in with their own password.
    expect((await call("/api/login", { json: { emailAddress: victim.email, password: victim.password } })).status).toBe(200);
  },

  "POST /logout": async (attacker) => {
    await victimUnchangedBy(async () => {
      const response = await call("/api/logout", { method: "POST", token: attacker.token, json: victimIds() });
      expect(response.status, response.text).toBe(200);
    });
    expect((await call("/api/cart/", { token: victim.token })).status).toBe(200);
    expect((await call("/api/cart/", { token: attacker.token })).status).toBe(401);
  },

  "POST /order": async (attacker) => {
    let orderId = "";
    await victimUnchangedBy(async () => {
      const response = await call("/api/order", {
        method: "POST",
        token: attacker.token,
        json: {
          ...victimIds(),
          name: victim.user.name,
          emailAddress: victim.email,
          phoneNumber: victim.user.phoneNumber,
          address: victim.user.address,
          products: [{ productId: products[2]._id, productName: products[2].name, images: [], quantity: 1, productBill: products[2].salePrice }],
          bill: products[2].salePrice,
        },
      });
      expect(response.status, response.text).toBe(201);
      orderId = response.body._id;
      expect(response.body.userId).toBe(attacker.user._id);
      expect(response.body.emailAddress).toBe(attacker.email);
    });
    const row = await env.DB.prepare("select user_id, email_address from orders where id = ?").bind(orderId).first();
    expect(row).toEqual({ user_id: attacker.user._id, email_address: attacker.email });
    const victimOrders = await call(`/api/order/user/${victim.user._id}`, { token: victim.token });
    expect((victimOrders.body as { _id: string }[]).map((order) => order._id)).not.toContain(orderId);
  },
};

beforeAll(async () => {
  const admin = await createAdmin();
  victim = await createCustomer();
  const category = await addCategory(admin);
  products = [];
  for (const price of ["10", "20", "30"]) products.push(await addProduct(admin, category._id, { mrp: price, salePrice: price }));
  pendingOrderId = (await placeOrder(victim.token, [{ productId: products[0]._id, quantity: 1 }]))._id;
  paidOrderId = (await placeOrder(victim.token, [{ productId: products[1]._id, quantity: 2 }]))._id;
  const paid = await putOrder(victim.token, paidOrderId, { amountPaid: 40, transactionId: freshUtr(), paymentStatus: "done" });
  if (paid.status !== 200) throw new Error(`payment report failed: ${paid.text}`);
  invoicedOrderId = (await placeOrder(victim.token, [{ productId: products[2]._id, quantity: 1 }]))._id;
  for (const [token, body] of [
    [victim.token, { amountPaid: 30, transactionId: freshUtr() }],
    [admin.token, { paymentStatus: "verified" }],
    [admin.token, { orderStatus: "cancelled", reason: "Out of stock" }],
  ] as const) {
    const response = await putOrder(token, invoicedOrderId, body);
    if (response.status !== 200) throw new Error(`invoiced order step failed: ${response.text}`);
  }
  for (const [product, quantity] of [
    [products[0], 2],
    [products[1], 3],
  ] as const) {
    const response = await call("/api/cart/", { method: "PUT", token: victim.token, json: { productId: product._id, quantity } });
    if (response.status !== 200) throw new Error(`cart PUT failed: ${response.text}`);
  }
  victimCartId = (await call("/api/cart/", { token: victim.token })).body.cart._id;
  const complaint = await call("/api/grievances", {
    method: "POST",
    token: victim.token,
    json: { category: "delivery", description: "The courier left my parcel in the rain.", orderId: paidOrderId },
  });
  if (complaint.status !== 201) throw new Error(`complaint failed: ${complaint.text}`);
  victimTicket = complaint.body.grievance.ticket;
});

describe("another customer's data", () => {
  it("has an entry for every route a signed-in customer may call, and no stale ones", () => {
    const userRoutes = routesWithAccess("user");
    expect(userRoutes.length).toBeGreaterThanOrEqual(7);
    expect(tableCoverage(OTHER_CUSTOMER, userRoutes)).toEqual({ missingFromTable: [], staleInTable: [] });
  });

  it("the victim's data is there to protect (the comparisons below are not of empty sets)", async () => {
    const rows = await rowsOwnedBy(victim.user._id);
    expect(rows.users).toHaveLength(1);
    expect(rows.carts).toHaveLength(1);
    expect(rows.cartItems).toHaveLength(2);
    expect(rows.orders).toHaveLength(3);
    expect(rows.orderItems).toHaveLength(3);
    expect(rows.orderEvents).toHaveLength(4);
    expect(rows.grievances).toHaveLength(1);
    expect(rows.grievanceEvents).toHaveLength(1);
  });

  it.each(routesWithAccess("user"))("%s: a second customer neither reads nor changes the first one's data", async (key) => {
    const attack = OTHER_CUSTOMER[key];
    expect(attack, `no other-customer entry for ${key}`).toBeDefined();
    await attack(await createCustomer());
  });
});
