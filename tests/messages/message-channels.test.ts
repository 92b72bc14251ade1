/**
 * Message channels (issue 31): the customer's preferences (GET/PUT /api/me/message-preferences; defaults, the
 * recorded WhatsApp opt-in), order events fanned out to the chosen channels and the owner's new-order alert, the SMS
 * and WhatsApp adapters against the local fake of MSG91 and the Cloud API (tests/helpers/fake-msg91.ts: it refuses
 * requests that break the documented format), and nothing sent without the providers' secrets.
 */
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { mailOutbox } from "../../worker/lib/tables";
import { users } from "../../worker/domains/accounts/tables";
import { messagePreferences } from "../../worker/domains/messages/tables";
import { NO_EMAIL_MESSAGE, OPT_IN_REQUIRED_MESSAGE } from "../../worker/domains/messages/preferences";
import { shortOrderRef } from "../../worker/domains/orders/shared/status";
import { call, ORIGIN, testDb } from "../helpers/api";
import { callPage } from "../helpers/pages";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, freshMobile, type Account } from "../helpers/factories";
import { FAKE_MSG91_AUTH_KEY, FAKE_WHATSAPP_PHONE_NUMBER_ID, FAKE_WHATSAPP_TOKEN } from "../helpers/fake-msg91";
import { freshUtr, putOrder, SHIPMENT } from "../helpers/orders";

const fakeOrigin = inject("fakeMsg91Origin");
type Recorded = { method: string; path: string; headers: Record<string, string>; body: any; answered: number };
const fakeRequests = async (): Promise<Recorded[]> => (await (await fetch(`${fakeOrigin}/requests`)).json()) as Recorded[];

/** The providers' secrets and the order templates, as a deployment sets them (secrets the generated Env type does not list). */
const PROVIDERS = {
  MSG91_AUTH_KEY: FAKE_MSG91_AUTH_KEY,
  MSG91_SENDER_ID: "GHANIF",
  MSG91_API_URL: `${fakeOrigin}/api/v5/flow/`,
  MSG91_ORDER_FLOWS: JSON.stringify({ placed: "flow-placed-en", "placed.te": "flow-placed-te", shipped: "flow-shipped-en", "owner-new-order": "flow-owner" }),
  WHATSAPP_ACCESS_TOKEN: FAKE_WHATSAPP_TOKEN,
  WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP_PHONE_NUMBER_ID,
  WHATSAPP_API_URL: `${fakeOrigin}/v21.0`,
  WHATSAPP_ORDER_TEMPLATES: JSON.stringify({ placed: "ghani_order_placed", shipped: "ghani_order_shipped", "owner-new-order": "ghani_owner_new_order" }),
} as never;

let admin: Account;
let product: { _id: string };
const ownerPhone = freshMobile();

beforeAll(async () => {
  admin = await createAdmin();
  product = await addProduct(admin, (await addCategory(admin))._id);
  const saved = await call("/api/admin/settings/order-alert", { method: "PUT", token: admin.token, json: { orderAlertPhone: ownerPhone.slice(3), orderAlertChannel: "sms" } });
  expect(saved.status, saved.text).toBe(200);
  expect(saved.body.orderAlert).toEqual({ orderAlertPhone: ownerPhone, orderAlertChannel: "sms" });
});

/** A customer with a mobile number of their own (the factory's default number is shared by every account). */
async function customerWithMobile() {
  const mobile = freshMobile();
  const customer = await createCustomer({ phoneNumber: mobile.slice(3) });
  return { ...customer, mobile };
}

const preferences = (token: string) => call("/api/me/message-preferences", { token });
const savePreferences = (token: string, json: unknown, env?: never) => call("/api/me/message-preferences", { method: "PUT", token, json, env });

async function optInToWhatsApp(token: string) {
  const saved = await savePreferences(token, { whatsapp: true, whatsappOptIn: true });
  expect(saved.status, saved.text).toBe(200);
  return saved.body.preferences;
}

async function place(token: string, options: { path?: string; env?: never } = {}) {
  const placed = await call(options.path ?? "/api/order", { token, json: { products: [{ productId: product._id, quantity: 1 }] }, env: options.env });
  expect(placed.status, placed.text).toBe(201);
  return placed.body as { _id: string; bill: number };
}

const rowsTo = (recipient: string) => testDb().select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(desc(mailOutbox.id));

describe("GET and PUT /api/me/message-preferences", () => {
  it("starts from the defaults: e-mail for an account with an address, no SMS without a proven phone, never WhatsApp", async () => {
    const customer = await customerWithMobile();
    const answer = await preferences(customer.token);
    expect(answer.status).toBe(200);
    expect(answer.body.preferences).toEqual({
      email: true,
      sms: false,
      whatsapp: false,
      emailAddress: customer.email,
      phoneNumber: customer.mobile,
      whatsappOptIn: null,
      whatsappOptOutAt: null,
      saved: false,
    });
  });

  it("takes SMS by default for an account with a proven phone (phone sign-in) and no e-mail", async () => {
    const customer = await customerWithMobile();
    await testDb().update(users).set({ phoneLogin: customer.mobile, emailAddress: "" }).where(eq(users.id, customer.user._id));
    const answer = await preferences(customer.token);
    expect(answer.body.preferences).toMatchObject({ email: false, sms: true, whatsapp: false, emailAddress: null, phoneNumber: customer.mobile });
    expect(await savePreferences(customer.token, { email: true })).toMatchObject({ status: 400, body: { success: false, message: NO_EMAIL_MESSAGE } });
  });

  it("turns WhatsApp on only with the consent box ticked, and keeps when, where, the number and the words agreed to", async () => {
    const customer = await customerWithMobile();
    expect(await savePreferences(customer.token, { whatsapp: true })).toMatchObject({ status: 400, body: { message: OPT_IN_REQUIRED_MESSAGE } });
    expect((await preferences(customer.token)).body.preferences.whatsapp).toBe(false);

    const saved = await optInToWhatsApp(customer.token);
    expect(saved).toMatchObject({ email: true, whatsapp: true, saved: true, whatsappOptIn: { number: customer.mobile, source: "api" } });
    expect(saved.whatsappOptIn.text).toContain(customer.mobile);
    expect(saved.whatsappOptIn.text).toMatch(/WhatsApp/);
    const row = await testDb().query.messagePreferences.findFirst({ where: eq(messagePreferences.userId, customer.user._id) });
    expect(row).toMatchObject({ whatsapp: true, whatsappNumber: customer.mobile, whatsappOptInSource: "api", whatsappOptOutAt: null });
    expect(Date.parse(row!.whatsappOptInAt!)).toBeGreaterThan(Date.now() - 60_000);

    // Already agreed: saving again needs no new tick; turning it off records when.
    expect((await savePreferences(customer.token, { sms: true })).body.preferences).toMatchObject({ sms: true, whatsapp: true });
    const off = await savePreferences(customer.token, { whatsapp: false });
    expect(off.body.preferences.whatsapp).toBe(false);
    expect(off.body.preferences.whatsappOptOutAt).toEqual(expect.any(String));
    expect(await savePreferences(customer.token, { whatsapp: true })).toMatchObject({ status: 400, body: { message: OPT_IN_REQUIRED_MESSAGE } });
  });

  it("records the Telugu words for a Telugu request", async () => {
    const customer = await customerWithMobile();
    const saved = await call("/api/me/message-preferences?lang=te", { method: "PUT", token: customer.token, json: { whatsapp: true, whatsappOptIn: true } });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences.whatsappOptIn.text).toMatch(/[\u0C00-\u0C7F]/);
  });

  it("refuses a visitor and input that is not true or false, naming the field", async () => {
    expect((await call("/api/me/message-preferences")).status).toBe(401);
    const customer = await customerWithMobile();
    expect(await savePreferences(customer.token, { whatsapp: "yes" })).toMatchObject({ status: 400, body: { success: false, message: "WhatsApp (whatsapp) must be true or false" } });
  });
});

describe("order updates on the customer's channels, and the owner's alert", () => {
  it("without the providers' secrets, a new order's e-mail, WhatsApp message and owner's SMS wait in the outbox, marked logged", async () => {
    const customer = await customerWithMobile();
    await optInToWhatsApp(customer.token);
    const order = await place(customer.token);
    const ref = shortOrderRef(order._id);

    const [mail] = await rowsTo(customer.email);
    expect(mail).toMatchObject({ channel: "email", status: "logged" });
    expect(mail.subject).toContain(ref);
    const [whatsapp] = await rowsTo(customer.mobile);
    expect(whatsapp).toMatchObject({ channel: "whatsapp", status: "logged", providerMessageId: null });
    expect(whatsapp.textBody).toContain(ref);
    expect(whatsapp.textBody).toContain(`/orders/${order._id}`);
    const alert = (await rowsTo(ownerPhone)).find((row) => row.textBody.includes(ref));
    expect(alert).toMatchObject({ channel: "sms", status: "logged" });
    expect(alert?.textBody).toMatch(/new order/);
  });

  it("sends nothing on a channel the customer turned off", async () => {
    const customer = await customerWithMobile();
    expect((await savePreferences(customer.token, { email: false, sms: true })).status).toBe(200);
    const order = await place(customer.token);
    expect((await rowsTo(customer.email)).filter((row) => row.subject.includes(shortOrderRef(order._id)))).toEqual([]);
    expect((await rowsTo(customer.mobile)).map((row) => row.channel)).toEqual(["sms"]);
  });

  it("with the secrets, sends the WhatsApp utility template and the MSG91 flow SMS in the documented format and keeps the providers' ids", async () => {
    const customer = await customerWithMobile();
    await savePreferences(customer.token, { sms: true, whatsapp: true, whatsappOptIn: true });
    const order = await place(customer.token, { env: PROVIDERS });
    const ref = shortOrderRef(order._id);
    const requests = await fakeRequests();

    const whatsapp = requests.find((r) => r.path.endsWith("/messages") && r.body?.to === customer.mobile.slice(1));
    expect(whatsapp?.answered).toBe(200);
    expect(whatsapp?.headers.authorization).toBe(`Bearer ${FAKE_WHATSAPP_TOKEN}`);
    expect(whatsapp?.headers["content-type"]).toBe("application/json");
    expect(whatsapp?.path).toBe(`/v21.0/${FAKE_WHATSAPP_PHONE_NUMBER_ID}/messages`);
    expect(whatsapp?.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: customer.mobile.slice(1),
      type: "template",
      template: {
        name: "ghani_order_placed",
        language: { code: "en" },
        components: [{ type: "body", parameters: [{ type: "text", text: ref }, { type: "text", text: expect.stringContaining("₹") }, { type: "text", text: `https://shop.test/orders/${order._id}` }] }],
      },
    });

    const sms = requests.find((r) => r.path === "/api/v5/flow/" && r.body?.recipients?.[0]?.mobiles === customer.mobile.slice(1));
    expect(sms?.answered).toBe(200);
    expect(sms?.headers.authkey).toBe(FAKE_MSG91_AUTH_KEY);
    expect(sms?.body).toEqual({
      flow_id: "flow-placed-en",
      sender: "GHANIF",
      // The rupee sign is outside GSM-7: the SMS goes as Unicode.
      unicode: 1,
      recipients: [{ mobiles: customer.mobile.slice(1), ref, amount: expect.stringContaining("₹"), url: `https://shop.test/orders/${order._id}` }],
    });

    const rows = await rowsTo(customer.mobile);
    expect(rows.map((row) => [row.channel, row.status]).sort()).toEqual([["sms", "sent"], ["whatsapp", "sent"]]);
    expect(rows.find((row) => row.channel === "whatsapp")?.providerMessageId).toMatch(/^wamid\./);
    expect(rows.find((row) => row.channel === "sms")?.providerMessageId).toMatch(/^[0-9a-f]{24}$/);
    // The owner's alert, by its own flow.
    const owner = requests.find((r) => r.body?.flow_id === "flow-owner" && r.body.recipients[0].ref === ref);
    expect(owner?.body.recipients[0]).toMatchObject({ mobiles: ownerPhone.slice(1), ref, name: customer.user.name });
  });

  it("an event without a registered template is not sent but kept, marked logged", async () => {
    const customer = await customerWithMobile();
    await savePreferences(customer.token, { sms: true });
    const order = await place(customer.token);
    const before = (await fakeRequests()).length;
    expect((await putOrder(customer.token, order._id, { amountPaid: order.bill, transactionId: freshUtr() })).status).toBe(200);
    // "paid" has no flow in PROVIDERS: the provider is configured, the message still waits.
    const verified = await call(`/api/order/${order._id}`, { method: "PUT", token: admin.token, json: { paymentStatus: "verified" }, env: PROVIDERS });
    expect(verified.status, verified.text).toBe(200);
    const paid = (await rowsTo(customer.mobile)).find((row) => row.textBody.includes("received"));
    expect(paid).toMatchObject({ channel: "sms", status: "logged" });
    expect((await fakeRequests()).slice(before).filter((r) => r.body?.recipients?.[0]?.mobiles === customer.mobile.slice(1))).toEqual([]);
  });

  it("the shipped message carries the tracking link, in the order's language (Telugu here)", async () => {
    const customer = await customerWithMobile();
    await savePreferences(customer.token, { sms: true, whatsapp: true, whatsappOptIn: true });
    const order = await place(customer.token, { path: "/api/order?lang=te" });
    const placed = await rowsTo(customer.mobile);
    expect(placed.map((row) => row.channel).sort()).toEqual(["sms", "whatsapp"]);
    for (const row of placed) expect(row.textBody).toMatch(/[\u0C00-\u0C7F]/);
    await putOrder(customer.token, order._id, { amountPaid: order.bill, transactionId: freshUtr() });
    expect((await putOrder(admin.token, order._id, { paymentStatus: "verified" })).status).toBe(200);
    const shipped = await call(`/api/order/${order._id}`, { method: "PUT", token: admin.token, json: { orderStatus: "shipped", ...SHIPMENT }, env: PROVIDERS });
    expect(shipped.status, shipped.text).toBe(200);
    const rows = (await rowsTo(customer.mobile)).filter((row) => row.textBody.includes(SHIPMENT.trackingUrl));
    expect(rows.map((row) => row.channel).sort()).toEqual(["sms", "whatsapp"]);
    for (const row of rows.filter((r) => r.channel === "whatsapp")) expect(row.textBody).toMatch(/[\u0C00-\u0C7F]/);
    // No Telugu DLT template is registered for "shipped" while a provider is: the SMS speaks the registered English.
    for (const row of rows.filter((r) => r.channel === "sms")) expect(row.textBody).toMatch(/on its way/);
    const whatsapp = (await fakeRequests()).find((r) => r.body?.template?.name === "ghani_order_shipped" && r.body.to === customer.mobile.slice(1));
    expect(whatsapp?.body.template.language).toEqual({ code: "te" });
    expect(whatsapp?.body.template.components[0].parameters.map((p: { text: string }) => p.text)).toEqual([shortOrderRef(order._id), SHIPMENT.courier, SHIPMENT.trackingUrl]);
    // No Telugu DLT template for "shipped": the SMS goes as the English one registered.
    const sms = (await fakeRequests()).find((r) => r.body?.flow_id === "flow-shipped-en" && r.body.recipients[0].mobiles === customer.mobile.slice(1));
    expect(sms?.body.recipients[0]).toMatchObject({ ref: shortOrderRef(order._id), courier: SHIPMENT.courier, url: SHIPMENT.trackingUrl });
    expect(sms?.body.unicode).toBe(0);
  });

  it("a provider that refuses marks the row failed with its reason", async () => {
    const customer = await customerWithMobile();
    await optInToWhatsApp(customer.token);
    await place(customer.token, { env: { ...(PROVIDERS as object), WHATSAPP_ACCESS_TOKEN: "expired" } as never });
    const [row] = (await rowsTo(customer.mobile)).filter((r) => r.channel === "whatsapp");
    expect(row).toMatchObject({ status: "failed" });
    expect(row.error).toMatch(/WhatsApp answered 401/);
  });
});

describe("the owner's order alert setting", () => {
  it("is for admins only and not in the public settings", async () => {
    const customer = await customerWithMobile();
    expect((await call("/api/admin/settings/order-alert", { token: customer.token })).status).toBe(403);
    expect((await call("/api/admin/settings/order-alert", { method: "PUT", token: customer.token, json: { orderAlertPhone: "" } })).status).toBe(403);
    const open = await call("/api/settings");
    expect(JSON.stringify(open.body)).not.toContain(ownerPhone);
    expect((await call("/api/admin/settings/order-alert", { token: admin.token })).body.orderAlert.orderAlertPhone).toBe(ownerPhone);
  });

  it("refuses a number that is not an Indian mobile, and a channel it does not know", async () => {
    const bad = await call("/api/admin/settings/order-alert", { method: "PUT", token: admin.token, json: { orderAlertPhone: "12345" } });
    expect(bad).toMatchObject({ status: 400, body: { message: "Order alert phone (orderAlertPhone) must be an Indian mobile number, e.g. +91 98765 43210" } });
    const channel = await call("/api/admin/settings/order-alert", { method: "PUT", token: admin.token, json: { orderAlertPhone: ownerPhone, orderAlertChannel: "pigeon" } });
    expect(channel.status).toBe(400);
    expect((await call("/api/admin/settings/order-alert", { token: admin.token })).body.orderAlert.orderAlertPhone).toBe(ownerPhone);
  });
});


describe("the /profile/messages page", () => {
  const headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN };
  const form = (...ticked: string[]) => new URLSearchParams(ticked.map((name) => [name, "on"])).toString();

  it("shows the choice to its customer and sends a visitor to sign in", async () => {
    const customer = await customerWithMobile();
    const page = await callPage("/profile/messages", { cookie: `${SESSION_COOKIE}=${customer.token}` });
    expect(page.status).toBe(200);
    expect(page.body.loaderData["routes/profile-messages"].preferences).toMatchObject({ email: true, whatsapp: false, phoneNumber: customer.mobile });
    expect(page.body.loaderData["routes/profile-messages"].consentText).toContain(customer.mobile);
    expect((await callPage("/profile/messages")).status).toBe(302);
  });

  it("a form post saves the ticked boxes (an unticked one is a no); WhatsApp without the consent box is refused, the ticks sent back", async () => {
    const customer = await customerWithMobile();
    const cookie = `${SESSION_COOKIE}=${customer.token}`;
    const refused = await callPage("/profile/messages", { method: "POST", cookie, headers, body: form("email", "whatsapp") });
    expect(refused.status).toBe(400);
    expect(refused.body.actionData).toMatchObject({ error: OPT_IN_REQUIRED_MESSAGE, submitted: { email: true, sms: false, whatsapp: true, whatsappOptIn: false } });

    const saved = await callPage("/profile/messages", { method: "POST", cookie, headers, body: form("sms", "whatsapp", "whatsappOptIn") });
    expect(saved.status).toBe(200);
    expect(saved.body.actionData).toMatchObject({ saved: true, preferences: { email: false, sms: true, whatsapp: true, whatsappOptIn: { source: "profile page", number: customer.mobile } } });
  });

  it("in Telugu, keeps the Telugu words of the consent box", async () => {
    const customer = await customerWithMobile();
    const saved = await callPage("/te/profile/messages", { method: "POST", cookie: `${SESSION_COOKIE}=${customer.token}`, headers, body: form("email", "whatsapp", "whatsappOptIn") });
    expect(saved.status).toBe(200);
    expect(saved.body.actionData.preferences.whatsappOptIn.text).toMatch(/[\u0C00-\u0C7F]/);
  });
});

describe("the customer's data", () => {
  it("the export holds the channels chosen and the WhatsApp opt-in with its words", async () => {
    const customer = await customerWithMobile();
    const saved = await optInToWhatsApp(customer.token);
    const exported = await call("/api/me/export", { token: customer.token });
    expect(exported.status).toBe(200);
    expect(exported.body.messagePreferences).toEqual(saved);
  });

  it("erasing the account deletes the customer's message preferences with the number they name", async () => {
    const customer = await customerWithMobile();
    await optInToWhatsApp(customer.token);
    const erased = await call("/api/me", { method: "DELETE", token: customer.token, json: { password: customer.password } });
    expect(erased.status, erased.text).toBe(200);
    expect(await testDb().query.messagePreferences.findFirst({ where: eq(messagePreferences.userId, customer.user._id) })).toBeUndefined();
  });
});
