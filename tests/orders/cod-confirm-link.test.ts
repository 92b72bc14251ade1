/**
 * Issue 32 (item 1), the rest of the COD confirmation: the deadline fixed at placement from the owner's setting; the
 * signed single-use link sent with the order (its page confirms nothing on GET; its one button confirms as the
 * customer, signed out; a used, tampered, another order's or expired link gets its own page, never a 500); the API's
 * confirmation by token; the expiry (cancels once, stock back once, the customer told), its race with a
 * confirmation, the admin list's lazy sweep and the Cron Trigger's scheduled handler.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { call, env } from "../helpers/api";
import { addCategory, productBody, uniqueName } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { enableCashOnDelivery, movementsOf, postOrder } from "../helpers/orders";
import { callPage } from "../helpers/pages";
import { serviceContext } from "../helpers/services";
import { codConfirmLink } from "../../worker/domains/orders/cod-link";
import { expireUnconfirmedCodOrders } from "../../worker/domains/orders/cod-expiry";
import { getOrderView } from "../../worker/domains/orders/queries";
import { scheduled } from "../../worker/http/scheduled";
import type { AppEnv } from "../../worker/env";

let admin: Account;
let customer: Account;
let productId: string;
let packId: string;

const HOUR = 3_600_000;
const STOCK = 1000;

type Row = {
  id: string;
  created_at: string;
  cod_confirm_deadline: string | null;
  cod_confirmation_status: string | null;
  cod_confirmed_by: string | null;
  order_status: string;
  cancel_reason: string | null;
};

beforeAll(async () => {
  admin = await createAdmin();
  customer = await createCustomer();
  await enableCashOnDelivery(4000);
  const category = await addCategory(admin);
  const { mrp: _mrp, salePrice: _sale, ...body } = productBody(category._id);
  const packs = [{ label: "1 l", netQuantity: 1, unit: "l", mrp: 450, salePrice: 420, sku: uniqueName("SKU").replace(/\W/g, "").toUpperCase(), stock: STOCK }];
  const added = await call("/api/admin/product/add", { token: admin.token, json: { ...body, variants: packs } });
  expect(added.status, added.text).toBe(201);
  productId = added.body.product._id;
  packId = added.body.product.variants[0]._id;
});

afterEach(async () => {
  await env.DB.prepare("delete from cod_rules").run();
});

async function codOrder(quantity = 1, query = ""): Promise<string> {
  const placed = await call(`/api/order${query}`, { method: "POST", token: customer.token, json: { products: [{ productId, quantity }], paymentMethod: "cod" } });
  expect(placed.status, placed.text).toBe(201);
  return placed.body._id as string;
}

const rowOf = (orderId: string) => env.DB.prepare("select * from orders where id = ?").bind(orderId).first<Row>() as Promise<Row>;
const stockLeft = async () => (await env.DB.prepare("select stock from product_variants where id = ?").bind(packId).first<{ stock: number }>())!.stock;
const eventsOf = async (orderId: string) =>
  (await env.DB.prepare("select actor_id, actor_role, transition, to_order_status, note from order_events where order_id = ?").bind(orderId).all()).results;

/** The confirmation link in the customer's "order placed" mail (English or Telugu), and its token. */
async function mailedLink(orderId: string): Promise<{ url: URL; token: string }> {
  const mail = await env.DB.prepare("select text_body from mail_outbox where recipient = ? and instr(text_body, ?) > 0")
    .bind(customer.email, `/orders/${orderId}/confirm?token=`)
    .first<{ text_body: string }>();
  const found = mail?.text_body.match(/https?:\/\/\S+\/orders\/\w+\/confirm\?token=[\w-]+/);
  expect(found, mail?.text_body).toBeTruthy();
  const url = new URL(found![0]);
  return { url, token: url.searchParams.get("token")! };
}

/** Moves the order's deadline into the past (as if its hours had passed) and answers a link signed for it. */
async function pastDeadline(orderId: string, hoursAgo = 1): Promise<string> {
  const deadline = new Date(Date.now() - hoursAgo * HOUR).toISOString();
  await env.DB.prepare("update orders set cod_confirm_deadline = ?, created_at = ? where id = ?")
    .bind(deadline, new Date(Date.parse(deadline) - 24 * HOUR).toISOString(), orderId)
    .run();
  const link = await codConfirmLink(serviceContext(), await getOrderView(serviceContext(), orderId));
  return new URL(link!).searchParams.get("token")!;
}

const linkPage = (orderId: string, token: string, lang = "") => callPage(`${lang}/orders/${orderId}/confirm?token=${encodeURIComponent(token)}`);
const pressConfirm = (orderId: string, token: string, lang = "") =>
  callPage(`${lang}/orders/${orderId}/confirm?token=${encodeURIComponent(token)}`, {
    method: "POST",
    body: new URLSearchParams({ token }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
const PAGE = "routes/confirm-order";

describe("the confirmation deadline", () => {
  it("is the placement time + 24 hours when the owner never set the window, and null for UPI", async () => {
    const orderId = await codOrder();
    const row = await rowOf(orderId);
    expect(Date.parse(row.cod_confirm_deadline!) - Date.parse(row.created_at)).toBe(24 * HOUR);
    expect(row.cod_confirm_deadline).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const view = await call(`/api/order/user/${customer.user._id}`, { token: customer.token });
    expect(view.body.find((o: { _id: string }) => o._id === orderId).codConfirmation).toEqual({ status: "awaiting", by: null, at: null, deadline: row.cod_confirm_deadline });
    const upi = await postOrder(customer.token, [{ productId, quantity: 1 }]);
    expect((await rowOf(upi.body._id)).cod_confirm_deadline).toBeNull();
  });

  it("follows the owner's confirmation hours (cod_rules.confirm_hours)", async () => {
    await env.DB.prepare("insert into cod_rules (id, confirm_hours, updated_at) values (1, 6, '2026-01-01T00:00:00.000Z')").run();
    const row = await rowOf(await codOrder());
    expect(Date.parse(row.cod_confirm_deadline!) - Date.parse(row.created_at)).toBe(6 * HOUR);
  });
});

describe("the signed confirmation link", () => {
  it("is mailed with the deadline; opening it confirms nothing; its button confirms as the customer, signed out, once", async () => {
    const orderId = await codOrder(2);
    const { url, token } = await mailedLink(orderId);
    expect(url.pathname).toBe(`/orders/${orderId}/confirm`);

    const opened = await linkPage(orderId, token);
    expect(opened.status).toBe(200);
    const data = opened.body.loaderData[PAGE];
    expect(data.state).toBe("awaiting");
    expect(data.summary).toMatchObject({ cash: 880, lines: [{ quantity: 2, amount: 840 }] });
    expect(JSON.stringify(data)).not.toContain(customer.email);
    expect((await rowOf(orderId)).cod_confirmation_status).toBe("awaiting");

    const pressed = await pressConfirm(orderId, token);
    expect(pressed.status, pressed.text).toBe(200);
    expect(pressed.body.actionData).toEqual({ confirmed: expect.any(String) });
    expect(await rowOf(orderId)).toMatchObject({ cod_confirmation_status: "confirmed", cod_confirmed_by: "customer", order_status: "not yet delivered" });

    // A second use: a page saying it is already confirmed, nothing changed.
    const again = await pressConfirm(orderId, token);
    expect(again.status).toBe(409);
    expect(again.body.actionData).toEqual({ refused: true });
    expect(again.body.loaderData[PAGE].state).toBe("confirmed");
    expect((await linkPage(orderId, token)).body.loaderData[PAGE].state).toBe("confirmed");
  });

  it("refuses a tampered token, another order's token and a malformed one with the 'not valid' page (403), changing nothing", async () => {
    const [orderId, otherId] = [await codOrder(), await codOrder()];
    const { token } = await mailedLink(orderId);
    const { token: otherToken } = await mailedLink(otherId);
    const flipped = `${token.slice(0, 10)}${token[10] === "A" ? "B" : "A"}${token.slice(11)}`;
    for (const bad of [flipped, otherToken, "", "not-a-token", `${token}x`]) {
      const page = await linkPage(orderId, bad);
      expect(page.status, bad).toBe(403);
      expect(page.body.loaderData[PAGE]).toMatchObject({ state: "invalid", summary: null });
      const pressed = await pressConfirm(orderId, bad);
      expect(pressed.status, bad).toBeLessThan(500);
      expect(pressed.body.loaderData[PAGE].state).toBe("invalid");
    }
    expect((await linkPage("00000000000000000000000000", token)).status).toBe(403);
    expect((await rowOf(orderId)).cod_confirmation_status).toBe("awaiting");
    expect((await rowOf(otherId)).cod_confirmation_status).toBe("awaiting");
  });

  it("past its deadline reads 'expired' (410) and cancels the order then, if the sweep has not yet", async () => {
    const orderId = await codOrder();
    const token = await pastDeadline(orderId);
    const page = await linkPage(orderId, token, "/te");
    expect(page.status).toBe(410);
    expect(page.body.loaderData[PAGE].state).toBe("expired");
    expect(await rowOf(orderId)).toMatchObject({ order_status: "cancelled", cod_confirmation_status: "expired" });
    const pressed = await pressConfirm(orderId, token);
    expect(pressed.body.loaderData[PAGE].state).toBe("expired");
  });

  it("of a Telugu order points to the Telugu page", async () => {
    const orderId = await codOrder(1, "?lang=te");
    const { url, token } = await mailedLink(orderId);
    expect(url.pathname).toBe(`/te/orders/${orderId}/confirm`);
    expect((await linkPage(orderId, token, "/te")).body.loaderData[PAGE].state).toBe("awaiting");
  });
});

describe("POST /api/order/:orderId/confirm with a token", () => {
  const byToken = (orderId: string, json: unknown, token?: string) => call(`/api/order/${orderId}/confirm`, { method: "POST", json, token });

  it("confirms signed out as the customer; a second use is 409; a wrong token 403; a token that is not a text 400", async () => {
    const orderId = await codOrder();
    const { token } = await mailedLink(orderId);
    expect((await byToken(orderId, { token: `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}` })).status).toBe(403);
    const bad = await byToken(orderId, { token: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: expect.stringContaining("token") });

    const confirmed = await byToken(orderId, { token });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.codConfirmation).toMatchObject({ status: "confirmed", by: "customer" });
    const again = await byToken(orderId, { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already confirmed/);
  });

  it("without a token still needs a signed-in caller (401), and signed in works as before", async () => {
    const orderId = await codOrder();
    expect((await byToken(orderId, {})).status).toBe(401);
    expect((await call(`/api/order/${orderId}/confirm`, { method: "POST" })).status).toBe(401);
    const signedIn = await byToken(orderId, { unrelated: true }, customer.token);
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.body.codConfirmation.by).toBe("customer");
  });

  it("past the deadline is 409 expired, for the link and for the signed-in customer alike", async () => {
    const [first, second] = [await codOrder(), await codOrder()];
    const token = await pastDeadline(first);
    const late = await byToken(first, { token });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/expired/);
    await pastDeadline(second);
    expect((await byToken(second, undefined, customer.token)).status).toBe(409);
    expect((await rowOf(second)).order_status).toBe("cancelled");
  });
});

describe("expiring unconfirmed orders", () => {
  it("cancels an order past its deadline once: status, an event by the system, stock back once, the customer told", async () => {
    const before = await stockLeft();
    const orderId = await codOrder(3);
    expect(await stockLeft()).toBe(before - 3);
    await pastDeadline(orderId);

    const ctx = serviceContext();
    expect(await expireUnconfirmedCodOrders(ctx, new Date().toISOString(), { orderId })).toBe(1);
    expect(await expireUnconfirmedCodOrders(ctx, new Date().toISOString(), { orderId })).toBe(0);
    expect(await expireUnconfirmedCodOrders(ctx, new Date().toISOString())).toBe(0);

    expect(await rowOf(orderId)).toMatchObject({ order_status: "cancelled", cod_confirmation_status: "expired", cancel_reason: "Not confirmed within 24 hours" });
    expect(await eventsOf(orderId)).toEqual([
      { actor_id: "system", actor_role: "admin", transition: "cancel", to_order_status: "cancelled", note: "Not confirmed within 24 hours" },
    ]);
    expect(await movementsOf(orderId, "restored")).toEqual([{ variant_id: packId, delta: 3 }]);
    expect(await stockLeft()).toBe(before);

    const told = await env.DB.prepare("select text_body from mail_outbox where recipient = ? and subject like ? and subject like '%cancelled%'")
      .bind(customer.email, `%${orderId.slice(-6)}%`)
      .all<{ text_body: string }>();
    expect(told.results).toHaveLength(1);
    expect(told.results[0].text_body).toMatch(/not confirmed by .* IST\. You pay nothing/);

    const page = await call(`/api/order/user/${customer.user._id}`, { token: customer.token });
    expect(page.body.find((o: { _id: string }) => o._id === orderId)).toMatchObject({ orderStatus: "cancelled", codConfirmation: { status: "expired" } });
    expect((await call(`/api/order/${orderId}/confirm`, { method: "POST", token: customer.token })).status).toBe(409);
  });

  it("leaves orders before their deadline, confirmed ones and UPI ones alone", async () => {
    const waiting = await codOrder();
    const confirmed = await codOrder();
    expect((await call(`/api/order/${confirmed}/confirm`, { method: "POST", token: customer.token })).status).toBe(200);
    await env.DB.prepare("update orders set cod_confirm_deadline = ? where id = ?").bind(new Date(Date.now() - HOUR).toISOString(), confirmed).run();
    await expireUnconfirmedCodOrders(serviceContext(), new Date().toISOString());
    expect((await rowOf(waiting)).order_status).toBe("not yet delivered");
    expect(await rowOf(confirmed)).toMatchObject({ order_status: "not yet delivered", cod_confirmation_status: "confirmed" });
  });

  it("races an admin's confirmation: each order ends either confirmed or expired, never both, stock back only for the expired", async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => codOrder()));
    for (const id of ids) await pastDeadline(id);
    await Promise.all([
      expireUnconfirmedCodOrders(serviceContext(), new Date().toISOString(), { rounds: 2 }),
      ...ids.map((id) => call(`/api/order/${id}/confirm`, { method: "POST", token: admin.token })),
    ]);
    for (const id of ids) {
      const row = await rowOf(id);
      const restored = await movementsOf(id, "restored");
      const events = await eventsOf(id);
      if (row.cod_confirmation_status === "confirmed") {
        expect(row.order_status, id).toBe("not yet delivered");
        expect(restored).toEqual([]);
        expect(events).toEqual([]);
      } else {
        expect(row, id).toMatchObject({ cod_confirmation_status: "expired", order_status: "cancelled" });
        expect(restored).toEqual([{ variant_id: packId, delta: 1 }]);
        expect(events).toHaveLength(1);
      }
    }
  });

  it("runs where the admin's order list loads", async () => {
    const orderId = await codOrder();
    await pastDeadline(orderId);
    const list = await call("/api/order?page=1", { token: admin.token });
    expect(list.status).toBe(200);
    expect((await rowOf(orderId)).order_status).toBe("cancelled");
  });

  it("runs from the Cron Trigger's scheduled handler, on the trigger's clock", async () => {
    const orderId = await codOrder();
    const controller = createScheduledController({ scheduledTime: Date.now() + 25 * HOUR, cron: "*/15 * * * *" });
    const execution = createExecutionContext();
    await scheduled(controller, env as unknown as AppEnv, execution);
    await waitOnExecutionContext(execution);
    expect(await rowOf(orderId)).toMatchObject({ order_status: "cancelled", cod_confirmation_status: "expired" });
    expect(await movementsOf(orderId, "restored")).toEqual([{ variant_id: packId, delta: 1 }]);
  });
});
