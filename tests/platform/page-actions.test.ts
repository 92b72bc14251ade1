/**
 * Page actions through the real React Router handler (tests/helpers/pages.ts): bodies that are not what the page
 * reads (JSON or garbage where a form is expected, garbage where JSON is expected, a wrong content type) get a
 * 400 with a message, never a 500, both as a document post and as a `.data` single-fetch post. Also the account
 * pages' own flows: the profile's e-mail/password change, the three-step password reset, the products page's stock
 * intents and the payments page's statement upload and intents (issue 16).
 */
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../worker/lib/tables";
import { passwordResetOtps } from "../../worker/domains/accounts/tables";
import { NOT_A_FORM_MESSAGE, UNREADABLE_FORM_MESSAGE } from "../../worker/http/input.server";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { CURRENT_PASSWORD_WRONG_MESSAGE, OTP_INVALID_MESSAGE } from "../../worker/domains/accounts/auth";
import { call, env, testDb } from "../helpers/api";
import { addCategory, addProduct, uniqueName } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { countRows, freshUtr, placeOrder, putOrder, stateOf } from "../helpers/orders";
import { ACTION_PAGES, callPage, routeFilesWithActions } from "../helpers/pages";
import { creditIdOf, hdfcStatement, istDay, statementForm, upiCredit } from "../helpers/statements";

const FORM_TYPE = "application/x-www-form-urlencoded";

type Body = { label: string; body: BodyInit | undefined; type: string | null };

/** Bodies a form-reading action cannot read, with the message each must get. */
const NOT_FORMS: (Body & { message: string })[] = [
  { label: "a JSON object", body: JSON.stringify({ emailAddress: "a@example.com", password: "x" }), type: "application/json", message: NOT_A_FORM_MESSAGE },
  { label: "broken JSON", body: "{{{", type: "application/json", message: NOT_A_FORM_MESSAGE },
  { label: "plain text", body: "hello there", type: "text/plain", message: NOT_A_FORM_MESSAGE },
  { label: "bytes without a content type", body: new Uint8Array([0xff, 0xfe, 0x00, 0x7b]), type: null, message: NOT_A_FORM_MESSAGE },
  { label: "no body at all", body: undefined, type: null, message: NOT_A_FORM_MESSAGE },
  { label: "multipart without a boundary", body: "--b\r\nabc", type: "multipart/form-data", message: UNREADABLE_FORM_MESSAGE },
  { label: "multipart with broken framing", body: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc', type: "multipart/form-data; boundary=b", message: UNREADABLE_FORM_MESSAGE },
];

/** Bodies a JSON-reading action (admin pages, cart, checkout) cannot read. */
const NOT_JSON_OBJECTS: Body[] = [
  { label: "broken JSON", body: "{{{", type: "application/json" },
  { label: "a form", body: "intent=save&name=x", type: FORM_TYPE },
  { label: "bytes that are not UTF-8", body: new Uint8Array([0xff, 0xfe, 0x00, 0x7b]), type: "application/json" },
  { label: "a JSON array", body: "[1,2]", type: "application/json" },
  { label: "JSON null", body: "null", type: "application/json" },
];

// Issue 32: the COD confirmation link's page posts a plain form (its one button works without scripts).
const FORM_PAGES = ["/login", "/forgot-password", "/profile", "/profile/delete", "/profile/messages", "/support", "/verify-email", "/consent", "/orders/00000000000000000000000000/confirm"];

let customer: Account;
let admin: Account;

beforeAll(async () => {
  [customer, admin] = await Promise.all([createCustomer(), createAdmin()]);
});

const cookieOf = (token: string) => `${SESSION_COOKIE}=${token}`;

function sessionFor(path: string): string | undefined {
  if (path.startsWith("/admin")) return cookieOf(admin.token);
  if (path === "/login" || path === "/forgot-password") return undefined;
  return cookieOf(customer.token);
}

function post(path: string, { body, type }: Body, cookie = sessionFor(path.replace(/\.data$/, ""))) {
  return callPage(path, { method: "POST", body, cookie, headers: type ? { "Content-Type": type } : {} });
}

/** The error an action answered: from the document report (JSON) or the single-fetch stream (its text). */
function errorIn(response: Awaited<ReturnType<typeof callPage>>): string {
  if (response.body && typeof response.body === "object" && "actionData" in response.body) return String(response.body.actionData?.error);
  return response.text;
}

describe("page actions and bodies they cannot read", () => {
  it("covers every page that has an action", () => {
    expect(routeFilesWithActions()).toEqual(Object.keys(ACTION_PAGES).sort());
  });

  for (const page of FORM_PAGES) {
    for (const kind of ["document", "single fetch"] as const) {
      const path = kind === "document" ? page : `${page}.data`;
      it.each(NOT_FORMS)(`POST ${path} with %s answers 400 with a message`, async (body) => {
        const response = await post(path, body);
        expect(response.status, response.text.slice(0, 300)).toBe(400);
        expect(errorIn(response)).toContain(body.message);
      });
    }
  }

  const jsonPages = Object.values(ACTION_PAGES).filter((path) => !FORM_PAGES.includes(path) && path !== "/logout");
  for (const page of jsonPages) {
    // /cart also takes the Add to Cart form posted without scripts (issue 31), /checkout its order form: a form is
    // not garbage there.
    const takesForms = page === "/cart" || page === "/checkout";
    const unreadable = takesForms ? NOT_JSON_OBJECTS.filter((body) => body.type !== FORM_TYPE) : NOT_JSON_OBJECTS;
    it.each(unreadable)(`POST ${page} and ${page}.data with %s answer 400 with a message`, async (body) => {
      for (const path of [page, `${page}.data`]) {
        const response = await post(path, body);
        expect(response.status, `${path}: ${response.text.slice(0, 300)}`).toBe(400);
        expect(errorIn(response)).toMatch(/Request body must be (valid JSON|a JSON object)/);
      }
    });
  }

  it("POST /cart with a form that names no product answers 400 naming the field", async () => {
    for (const path of ["/cart", "/cart.data"]) {
      const response = await post(path, { label: "a form", body: "intent=save&name=x", type: FORM_TYPE });
      expect(response.status, `${path}: ${response.text.slice(0, 300)}`).toBe(400);
      expect(errorIn(response)).toMatch(/productId/);
    }
  });

  it("POST /checkout with a form that is no order answers 400 naming the problem", async () => {
    for (const path of ["/checkout", "/checkout.data"]) {
      const unknown = await post(path, { label: "a form", body: "intent=save&name=x", type: FORM_TYPE });
      expect(unknown.status, `${path}: ${unknown.text.slice(0, 300)}`).toBe(400);
      expect(errorIn(unknown)).toMatch(/Unknown action/);
      const empty = await post(path, { label: "an empty order", body: "intent=place", type: FORM_TYPE });
      expect(empty.status).toBe(400);
      expect(errorIn(empty)).toMatch(/Please select at least one product/);
    }
  });

  // /cart has no intents (it sets a quantity); every other JSON page names its operation with `intent`.
  const intentPages = jsonPages.filter((path) => path !== "/cart");
  it.each(intentPages)("POST %s with an intent it does not know answers 400 Unknown action, never 200", async (page) => {
    for (const path of [page, `${page}.data`]) {
      const response = await post(path, { label: "unknown intent", body: JSON.stringify({ intent: "no-such-thing", id: "x" }), type: "application/json" });
      expect(response.status, `${path}: ${response.text.slice(0, 300)}`).toBe(400);
      expect(errorIn(response)).toMatch(/Unknown (order )?action/);
    }
  });

  it("POST /logout ignores its body: any body signs out, none answers 500", async () => {
    for (const body of [...NOT_FORMS, ...NOT_JSON_OBJECTS]) {
      const leaver = await createCustomer();
      const response = await callPage("/logout", { method: "POST", body: body.body, cookie: cookieOf(leaver.token), headers: body.type ? { "Content-Type": body.type } : {} });
      expect(response.status, body.label).toBe(302);
      expect(response.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    }
  });

  it("a form that fails validation is a 400 with the field's message too", async () => {
    const response = await post("/login.data", { label: "garbage form", body: "%%%", type: FORM_TYPE });
    expect(response.status).toBe(400);
    expect(response.text).toContain("Email address is required");
  });
});

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

function postForm(path: string, values: Record<string, string>, cookie?: string) {
  return callPage(path, { method: "POST", body: form(values), cookie, headers: { "Content-Type": FORM_TYPE } });
}

function profileForm(account: Account, overrides: Record<string, string> = {}) {
  const { address } = account.user;
  return { name: account.user.name, phoneNumber: account.user.phoneNumber, emailAddress: account.email, password: "", currentPassword: "", ...address, ...overrides };
}

const tokenIn = (setCookie: string | null) => setCookie?.match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))?.[1];

describe("/profile action: changing the e-mail or password", () => {
  it("needs the current password, then renews this session's cookie and signs out the others", async () => {
    const account = await createCustomer();
    const otherDevice = (await call("/api/login", { json: { emailAddress: account.email, password: account.password } })).body.token;
    const newEmail = `page.${Date.now()}@example.com`;

    const wrong = await postForm("/profile", profileForm(account, { emailAddress: newEmail, currentPassword: "Not#the-password1" }), cookieOf(account.token));
    expect(wrong.status).toBe(401);
    expect(wrong.body.actionData).toEqual({ error: CURRENT_PASSWORD_WRONG_MESSAGE });

    const saved = await postForm("/profile", profileForm(account, { emailAddress: newEmail, currentPassword: account.password }), cookieOf(account.token));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.actionData).toMatchObject({ saved: true, user: { emailAddress: newEmail } });
    const fresh = tokenIn(saved.headers.get("Set-Cookie"));
    expect(fresh).toBeTruthy();
    expect((await call("/api/cart/", { cookie: cookieOf(fresh!) })).status).toBe(200);
    expect((await call("/api/cart/", { cookie: cookieOf(account.token) })).status).toBe(401);
    expect((await call("/api/cart/", { token: otherDevice })).status).toBe(401);
  });

  it("an address-only edit needs no password and keeps the cookie", async () => {
    const account = await createCustomer();
    const saved = await postForm("/profile", profileForm(account, { city: "Tenali" }), cookieOf(account.token));
    expect(saved.status, saved.text).toBe(200);
    // No new session cookie (the D1 bookmark cookie of any write may come: worker/lib/d1-session.ts).
    expect(saved.headers.get("Set-Cookie") ?? "").not.toContain(SESSION_COOKIE);
    expect((await call("/api/cart/", { cookie: cookieOf(account.token) })).status).toBe(200);
  });
});

describe("/forgot-password action: e-mail, code, new password", () => {
  async function latestOtp(email: string) {
    const mail = await testDb().query.mailOutbox.findFirst({ where: eq(mailOutbox.recipient, email), orderBy: desc(mailOutbox.id) });
    return mail!.textBody.match(/\b(\d{6})\b/)![1];
  }
  const attemptsOn = async (userId: string) =>
    (await testDb().query.passwordResetOtps.findFirst({ where: eq(passwordResetOtps.userId, userId), orderBy: desc(passwordResetOtps.id) }))!;

  it("checks the code (a wrong try counts, a right one gives its attempt back; not spent), asks for a matching new password and signs the person in with it", async () => {
    const account = await createCustomer();
    const sent = await postForm("/forgot-password", { intent: "send", email: account.email });
    expect(sent.body.actionData).toMatchObject({ step: "otp", email: account.email });
    const otp = await latestOtp(account.email);
    const wrongOtp = otp === "000000" ? "111111" : "000000";

    const wrong = await postForm("/forgot-password", { intent: "verify", email: account.email, otp: wrongOtp });
    expect(wrong.status).toBe(400);
    expect(wrong.body.actionData).toEqual({ error: OTP_INVALID_MESSAGE });
    const checked = await postForm("/forgot-password", { intent: "verify", email: account.email, otp });
    expect(checked.body.actionData).toEqual({ step: "password", email: account.email, otp });
    expect(await attemptsOn(account.user._id)).toMatchObject({ failedAttempts: 1, usedAt: null });

    const newPassword = "Fresh#Start2026";
    const reset = { intent: "reset", email: account.email, otp, password: newPassword };
    const mismatch = await postForm("/forgot-password", { ...reset, confirmPassword: "Other#Start2026" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.actionData).toEqual({ error: "The two passwords do not match" });
    const short = await postForm("/forgot-password", { ...reset, password: "short", confirmPassword: "short" });
    expect(short.status).toBe(400);
    expect(short.body.actionData.error).toMatch(/at least 8 characters/);

    const done = await postForm("/forgot-password", { ...reset, confirmPassword: newPassword });
    expect(done.status, done.text).toBe(302);
    expect(done.headers.get("Location")).toBe("/");
    const session = tokenIn(done.headers.get("Set-Cookie"));
    expect((await call("/api/cart/", { cookie: cookieOf(session!) })).status).toBe(200);
    expect((await call("/api/cart/", { token: account.token })).status).toBe(401);
    expect((await call("/api/login", { json: { emailAddress: account.email, password: account.password } })).status).toBe(401);
    expect((await call("/api/login", { json: { emailAddress: account.email, password: newPassword } })).status).toBe(200);

    const again = await postForm("/forgot-password", { ...reset, confirmPassword: newPassword });
    expect(again.status).toBe(400);
    expect(again.body.actionData).toEqual({ error: OTP_INVALID_MESSAGE });
  });
});

describe("/logout and /admin/users actions act as the signed-in principal", () => {
  it("/logout revokes every token of the person signed in, and only theirs", async () => {
    const [leaver, bystander] = await Promise.all([createCustomer(), createCustomer()]);
    const otherDevice = (await call("/api/login", { json: { emailAddress: leaver.email, password: leaver.password } })).body.token;

    const response = await callPage("/logout", { method: "POST", cookie: cookieOf(leaver.token) });
    expect(response.status).toBe(302);
    expect((await call("/api/cart/", { token: otherDevice })).status).toBe(401);
    expect((await call("/api/cart/", { token: bystander.token })).status).toBe(200);
  });

  it("/admin/users assigns and removes the admin role, and refuses the acting admin's own demotion", async () => {
    const [actingAdmin, target] = await Promise.all([createAdmin(), createCustomer()]);
    const submit = (intent: string, id: string) =>
      callPage("/admin/users", { method: "POST", json: { intent, id }, cookie: cookieOf(actingAdmin.token) });

    expect((await submit("assign-admin", target.user._id)).body.actionData).toEqual({ ok: true });
    expect((await call("/api/all-users", { token: actingAdmin.token })).body.users).toContainEqual(
      expect.objectContaining({ _id: target.user._id, role: "admin" }),
    );
    expect((await submit("remove-admin", target.user._id)).body.actionData).toEqual({ ok: true });

    const self = await submit("remove-admin", actingAdmin.user._id);
    expect(self.status).toBe(409);
    expect(self.body.actionData).toEqual({ error: "You cannot remove your own admin role" });
  });
});

describe("/admin/products stock intents and a pack's history; /admin/activity's low-stock list", () => {
  const adminCookie = () => cookieOf(admin.token);
  const submit = (json: Record<string, unknown>) => callPage("/admin/products", { method: "POST", json, cookie: adminCookie() });
  const pagesData = async (path: string, routeId: string) => {
    const response = await callPage(path, { cookie: adminCookie() });
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    return response.body.loaderData[routeId];
  };

  async function productWithPacks() {
    const category = await addCategory(admin);
    const sku = uniqueName("PA").replace(/\W/g, "").toUpperCase();
    const pack = (label: string, netQuantity: number, stock: number | null) =>
      ({ label, netQuantity, unit: "l", mrp: 500 * netQuantity, salePrice: 450 * netQuantity, sku: `${sku}-${netQuantity}`, stock, lowStockThreshold: 5 });
    const product = await addProduct(admin, category._id, { variants: [pack("1 L", 1, 3), pack("5 L", 5, null)] });
    const [litre, fiveLitres] = product.variants as { _id: string; stock: number | null }[];
    return { product, litre: litre!._id, fiveLitres: fiveLitres!._id };
  }

  it("receive-stock and adjust-stock change the stock through the ledger and answer what it is now", async () => {
    const { product, litre } = await productWithPacks();
    const received = await submit({ intent: "receive-stock", variantId: litre, quantity: "4", note: "Batch 7" });
    expect(received.status, received.text.slice(0, 300)).toBe(200);
    expect(received.body.actionData).toEqual({ ok: true, message: `Received: ${product.name} (1 L) now has 7` });
    const adjusted = await submit({ intent: "adjust-stock", variantId: litre, count: "5", reason: "Two bottles broke" });
    expect(adjusted.body.actionData).toEqual({ ok: true, message: `Adjusted: ${product.name} (1 L) now has 5` });

    const { history } = await pagesData(`/admin/products?movements=${litre}`, "routes/admin/products");
    expect(history.variantId).toBe(litre);
    expect(history.movements.map((m: { kind: string; delta: number; reason: string | null }) => [m.kind, m.delta, m.reason])).toEqual([
      ["adjusted", -2, "Two bottles broke"],
      ["received", 4, "Batch 7"],
      ["received", 3, "Opening stock"],
    ]);
  });

  it("adjust-stock stops counting a pack only when the admin chooses to; refusals come back as 4xx with the reason", async () => {
    const { product, litre, fiveLitres } = await productWithPacks();
    // The form as the admin leaves it with an empty count: refused, naming the field, and the pack stays counted.
    const empty = await submit({ intent: "adjust-stock", variantId: litre, count: "", stopCounting: false, reason: "Stocktake" });
    expect(empty.status).toBe(400);
    expect(empty.body.actionData.error).toContain("Stock (count) is required");
    const stopped = await submit({ intent: "adjust-stock", variantId: litre, count: "", stopCounting: true, reason: "Made to order" });
    expect(stopped.body.actionData).toEqual({ ok: true, message: `${product.name} (1 L) is no longer counted` });

    const refusals: [Record<string, unknown>, number, string][] = [
      [{ intent: "adjust-stock", variantId: litre, count: "4" }, 400, "Reason is required"],
      [{ intent: "adjust-stock", variantId: fiveLitres, count: "", stopCounting: true, reason: "x" }, 400, "is already not counted"],
      [{ intent: "receive-stock", variantId: litre, quantity: "0" }, 400, "Quantity received must be at least 1"],
      [{ intent: "receive-stock", variantId: litre, quantity: "two" }, 400, "Quantity received must be a whole number"],
      [{ intent: "receive-stock", variantId: "no-such-pack", quantity: "1" }, 404, "Pack not found"],
    ];
    for (const [json, status, message] of refusals) {
      const response = await submit(json);
      expect(response.status, JSON.stringify(json)).toBe(status);
      expect(response.body.actionData.error).toContain(message);
    }
  });

  it("the products page names an unknown pack's history instead of failing", async () => {
    const { history } = await pagesData("/admin/products?movements=no-such-pack", "routes/admin/products");
    expect(history).toEqual({ variantId: "no-such-pack", error: "Pack not found" });
    expect((await pagesData("/admin/products", "routes/admin/products")).history).toBeNull();
  });

  it("/admin/activity lists a pack at its threshold as low and the stock change in the activity log", async () => {
    const { product, litre, fiveLitres } = await productWithPacks();
    await submit({ intent: "receive-stock", variantId: litre, quantity: "2", note: "Batch 8" });
    const { lowPacks, activity } = await pagesData("/admin/activity", "routes/admin/activity");
    expect(lowPacks).toContainEqual(expect.objectContaining({ variantId: litre, productId: product._id, stock: 5, lowStockThreshold: 5 }));
    expect(lowPacks.map((pack: { variantId: string }) => pack.variantId)).not.toContain(fiveLitres);
    expect(activity).toContainEqual(
      expect.objectContaining({ action: "receive-stock", entity: "variant", entityId: litre, details: expect.objectContaining({ quantity: 2, note: "Batch 8" }) }),
    );
  });
});

describe("/admin/payments: statement import and acting on the matches", () => {
  const adminCookie = () => cookieOf(admin.token);
  const importForm = (form: FormData, cookie = adminCookie()) => callPage("/admin/payments", { method: "POST", body: form, cookie });
  const submit = (json: Record<string, unknown>, cookie = adminCookie()) => callPage("/admin/payments", { method: "POST", json, cookie });
  const statementCount = () => countRows("select count(*) as n from bank_statements");
  const paymentsData = async (query = "") => {
    const response = await callPage(`/admin/payments${query}`, { cookie: adminCookie() });
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    return response.body.loaderData["routes/admin/payments"];
  };

  /** A customer's order of one product at `price` rupees, reported as paid with `utr` when given. */
  async function orderAt(price: number, utr?: string) {
    const category = await addCategory(admin);
    const product = await addProduct(admin, category._id, { mrp: String(price), salePrice: String(price) });
    const order = await placeOrder(customer.token, [{ productId: product._id, quantity: 1 }]);
    if (utr) expect((await putOrder(customer.token, order._id, { amountPaid: price, transactionId: utr })).status).toBe(200);
    return order;
  }

  it("imports an HDFC statement from the upload form and lists the order it pays as matched", async () => {
    const utr = freshUtr();
    const order = await orderAt(311.25, utr);
    const response = await importForm(statementForm(hdfcStatement([upiCredit(utr, 311.25), { narration: "ATM WDL", debit: 500 }]), {}, "april.csv"));
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    expect(response.body.actionData).toMatchObject({ ok: true, message: expect.stringMatching(/^Imported april\.csv: 2 lines from .* 1 credit\./) });

    const data = await paymentsData("?status=matched");
    expect(data.status).toBe("matched");
    expect(data.statements[0]).toMatchObject({ fileName: "april.csv", lines: 2, credits: 1 });
    expect(data.matches).toContainEqual(expect.objectContaining({ status: "matched", order: expect.objectContaining({ _id: order._id }) }));
    // An unknown status in the address shows the default list instead of an error.
    expect((await paymentsData("?status=no-such-status")).status).toBe("matched");
  });

  it("refuses what it cannot import with a 400 {error}, never a 500, storing no statement", async () => {
    const before = await statementCount();
    const file = (text: string) => new File([text], "statement.csv", { type: "text/csv" });
    const cases: [string, FormData | string, RegExp][] = [
      ["a table of another kind", statementForm("hello,world\n1,2\n"), /header row/],
      ["an empty file", statementForm(""), /Choose a statement file/],
      ["no file", (() => { const form = new FormData(); form.set("mapping", ""); return form; })(), /Choose a statement file/],
      ["the file as text", (() => { const form = new FormData(); form.set("file", hdfcStatement([upiCredit(freshUtr(), 5)])); return form; })(), /Choose a statement file/],
      ["a mapping never saved", statementForm(hdfcStatement([upiCredit(freshUtr(), 5)]), { mapping: "No such bank" }), /No such bank/],
      ["columns that are not JSON", statementForm(hdfcStatement([upiCredit(freshUtr(), 5)]), { mapping: "Co-op", columns: "{date:" }), /column mapping could not be read/],
      ["columns without a name", statementForm(hdfcStatement([upiCredit(freshUtr(), 5)]), { columns: JSON.stringify({ date: "D", narration: "N", credit: "C" }) }), /Mapping name is required/],
      ["columns without the credit column", statementForm(hdfcStatement([upiCredit(freshUtr(), 5)]), { mapping: "Co-op", columns: JSON.stringify({ date: "D", narration: "N" }) }), /Credit column/],
      ["columns as a list", statementForm(hdfcStatement([upiCredit(freshUtr(), 5)]), { mapping: "Co-op", columns: "[1,2]" }), /columns/],
      ["a row whose date is not a date", (() => { const form = new FormData(); form.set("file", file(hdfcStatement([{ day: "2026-02-28", narration: "X", credit: 5 }]).replace("28/02/26,", "31/02/26,"))); return form; })(), /not a date/],
      ["broken multipart framing", '--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc', /could not be read/],
    ];
    for (const [label, body, message] of cases) {
      const headers: Record<string, string> = typeof body === "string" ? { "Content-Type": "multipart/form-data; boundary=b" } : {};
      const response = await callPage("/admin/payments", { method: "POST", body, headers, cookie: adminCookie() });
      expect(response.status, `${label}: ${response.text.slice(0, 300)}`).toBe(400);
      expect(response.body.actionData.error, label).toMatch(message);
    }
    const tooLarge = await importForm(statementForm(`${hdfcStatement([upiCredit(freshUtr(), 5)])}\n${" ".repeat(5 * 1024 * 1024)}`));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.actionData.error).toMatch(/larger than 5 MB/);
    expect(await statementCount()).toBe(before);
  });

  it("saves an unknown bank's columns under a name and imports with them in one post", async () => {
    const utr = freshUtr();
    const name = uniqueName("Village Bank");
    const columns = { date: "Txn Dt", narration: "Particulars", reference: "", credit: "Cr Amt", debit: "Dr Amt" };
    const text = ["Txn Dt,Particulars,Dr Amt,Cr Amt", `01-04-2026,UPI/P2A/${utr}/MEENA/State Ban/order,,640.00`].join("\n");
    const response = await importForm(statementForm(text, { mapping: name, columns: JSON.stringify(columns) }));
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    expect(await countRows("select count(*) as n from bank_credits where utr = ? and amount_paise = 64000", utr)).toBe(1);
    expect((await paymentsData()).mappings).toContainEqual(expect.objectContaining({ name, columns: { ...columns, reference: null } }));
  });

  it("verify-matched, settle, fake and auto-verify change orders only through the state machine", async () => {
    const [exactUtr, shortUtr, missingUtr, lonelyUtr] = [freshUtr(), freshUtr(), freshUtr(), freshUtr()];
    const exact = await orderAt(411.5, exactUtr);
    const short = await orderAt(412.5, shortUtr);
    const missing = await orderAt(413.5, missingUtr);
    const unreported = await orderAt(414.5);
    // Reported yesterday, before the statement's last complete day: only then is it called missing (issue 29).
    await env.DB.prepare("update orders set created_at = ? where id = ?").bind(`${istDay(-1)}T06:00:00.000Z`, missing._id).run();
    await env.DB.prepare("update order_events set created_at = ? where order_id = ? and transition = 'pay'").bind(`${istDay(-1)}T06:30:00.000Z`, missing._id).run();
    const cashWithdrawal = { day: istDay(-1), narration: "ATW-512345XXXXXX1234-S1ANBG03-BENGALURU", debit: 500 };
    const imported = await importForm(
      statementForm(hdfcStatement([cashWithdrawal, upiCredit(exactUtr, 411.5), upiCredit(shortUtr, 400), upiCredit(lonelyUtr, 414.5)])),
    );
    expect(imported.status, imported.text.slice(0, 300)).toBe(200);

    const verified = await submit({ intent: "verify-matched" });
    expect(verified.body.actionData).toMatchObject({ ok: true, message: expect.stringMatching(/payments? verified/) });
    expect(await stateOf(exact._id)).toEqual({ paymentStatus: "verified", orderStatus: "not yet delivered" });
    expect(await stateOf(short._id)).toEqual({ paymentStatus: "done", orderStatus: "not yet delivered" });

    const shortCredit = await creditIdOf(shortUtr);
    const unconfirmed = await submit({ intent: "settle", orderId: short._id, creditId: shortCredit });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.actionData.error).toMatch(/₹12\.50? less/);
    const confirmed = await submit({ intent: "settle", orderId: short._id, creditId: shortCredit, confirm: true });
    expect(confirmed.body.actionData).toEqual({ ok: true, message: "Payment verified from the bank statement" });
    expect(await stateOf(short._id)).toEqual({ paymentStatus: "verified", orderStatus: "not yet delivered" });

    const lonelyCredit = await creditIdOf(lonelyUtr);
    expect((await submit({ intent: "settle", orderId: unreported._id, creditId: lonelyCredit })).status).toBe(200);
    expect(await stateOf(unreported._id)).toEqual({ paymentStatus: "verified", orderStatus: "not yet delivered" });
    const reused = await submit({ intent: "settle", orderId: missing._id, creditId: lonelyCredit });
    expect(reused.status).toBe(409);

    const refusals: [Record<string, unknown>, number, RegExp][] = [
      [{ intent: "settle", creditId: lonelyCredit }, 400, /Order id is required/],
      [{ intent: "settle", orderId: missing._id, creditId: 42 }, 400, /Statement line id must be text/],
      [{ intent: "settle", orderId: missing._id, creditId: lonelyCredit, confirm: "yes" }, 400, /confirm must be true or false/],
      [{ intent: "fake" }, 400, /Missing id/],
      [{ intent: "fake", id: unreported._id }, 409, /can be marked fake/],
      [{ intent: "auto-verify", autoVerify: "yes" }, 400, /autoVerify must be true or false/],
    ];
    for (const [json, status, message] of refusals) {
      const response = await submit(json);
      expect(response.status, JSON.stringify(json)).toBe(status);
      expect(response.body.actionData.error, JSON.stringify(json)).toMatch(message);
    }

    // The reported payment the statement does not hold is the likely fake.
    expect((await paymentsData("?status=not_in_statement")).matches).toContainEqual(expect.objectContaining({ order: expect.objectContaining({ _id: missing._id }) }));
    expect((await submit({ intent: "fake", id: missing._id })).body.actionData).toEqual({ ok: true, message: "Order marked fake" });
    expect(await stateOf(missing._id)).toEqual({ paymentStatus: "nopayment", orderStatus: "wrong order" });

    try {
      expect((await submit({ intent: "auto-verify", autoVerify: true })).body.actionData).toEqual({ ok: true, message: "Saved" });
      expect((await paymentsData()).summary.autoVerify).toBe(true);
    } finally {
      await submit({ intent: "auto-verify", autoVerify: false });
    }
    expect((await paymentsData()).summary.autoVerify).toBe(false);
  });

  it("a customer can neither import nor act: sent home, nothing stored or changed", async () => {
    const utr = freshUtr();
    const order = await orderAt(415.5, utr);
    const before = await statementCount();
    const cookie = cookieOf(customer.token);
    const upload = await importForm(statementForm(hdfcStatement([upiCredit(utr, 415.5)])), cookie);
    expect(upload.status).toBe(302);
    expect(upload.headers.get("Location")).toBe("/");
    expect(await statementCount()).toBe(before);
    for (const json of [{ intent: "verify-matched" }, { intent: "auto-verify", autoVerify: true }, { intent: "fake", id: order._id }]) {
      const response = await submit(json, cookie);
      expect(response.status, JSON.stringify(json)).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    }
    expect(await stateOf(order._id)).toEqual({ paymentStatus: "done", orderStatus: "not yet delivered" });
    expect((await paymentsData()).summary.autoVerify).toBe(false);
  });
});

describe("issue 17: the admin orders page's forms and the customer's Cancel order on /checkout", () => {
  const adminSubmit = (json: Record<string, unknown>, cookie = cookieOf(admin.token)) => callPage("/admin/orders", { method: "POST", json, cookie });
  const checkoutSubmit = (json: Record<string, unknown>, account: Account = customer) => callPage("/checkout", { method: "POST", json, cookie: cookieOf(account.token) });

  async function verifiedOrder(owner: Account = customer) {
    const category = await addCategory(admin);
    const product = await addProduct(admin, category._id, { mrp: "300", salePrice: "250" });
    const order = await placeOrder(owner.token, [{ productId: product._id, quantity: 1 }]);
    expect((await putOrder(owner.token, order._id, { amountPaid: order.bill, transactionId: freshUtr() })).status).toBe(200);
    expect((await putOrder(admin.token, order._id, { paymentStatus: "verified" })).status).toBe(200);
    return order;
  }
  const orderRow = (id: string) =>
    testDb().query.orders.findFirst({ where: (orders, { eq: equals }) => equals(orders.id, id) });

  it("ships with courier and tracking, refusing a shipment without them as a 400 naming the field", async () => {
    const order = await verifiedOrder();
    const missing = await adminSubmit({ intent: "transition", transition: "ship", id: order._id, courier: "Delhivery", trackingNumber: "" });
    expect(missing.status).toBe(400);
    expect(missing.body.actionData.error).toMatch(/Tracking number/);
    const shipped = await adminSubmit({ intent: "transition", transition: "ship", id: order._id, courier: "Delhivery", trackingNumber: "DL778899", trackingUrl: "https://track.example/DL778899" });
    expect(shipped.body.actionData, shipped.text.slice(0, 300)).toEqual({ ok: true });
    expect(await orderRow(order._id)).toMatchObject({ orderStatus: "shipped", courier: "Delhivery", trackingNumber: "DL778899", trackingUrl: "https://track.example/DL778899" });
    // The page's list carries the shipment and the history note.
    const page = await callPage("/admin/orders", { cookie: cookieOf(admin.token) });
    const data = page.body.loaderData["routes/admin/orders"];
    expect(data.orders.find((o: { _id: string }) => o._id === order._id)).toMatchObject({ courier: "Delhivery", trackingNumber: "DL778899" });
    expect(data.history[order._id].at(-1)).toMatchObject({ transition: "ship", note: "Delhivery DL778899" });
  });

  it("the customer cancels their own unshipped order with a reason; the admin records the refund with its reference", async () => {
    const order = await verifiedOrder();
    const noReason = await checkoutSubmit({ intent: "cancel", orderId: order._id, reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.actionData.error).toMatch(/Reason/);
    const cancelled = await checkoutSubmit({ intent: "cancel", orderId: order._id, reason: "Bought it at the market" });
    expect(cancelled.body.actionData).toEqual({ cancelled: order._id });
    expect(await stateOf(order._id)).toEqual({ paymentStatus: "refund pending", orderStatus: "cancelled" });
    expect((await orderRow(order._id))?.cancelReason).toBe("Bought it at the market");
    // Once cancelled it cannot be cancelled again.
    expect((await checkoutSubmit({ intent: "cancel", orderId: order._id, reason: "Again" })).status).toBe(409);

    const noReference = await adminSubmit({ intent: "transition", transition: "refund", id: order._id, refundReference: "" });
    expect(noReference.status).toBe(400);
    expect(noReference.body.actionData.error).toMatch(/Refund reference/);
    expect((await adminSubmit({ intent: "transition", transition: "refund", id: order._id, refundReference: "NEFT-00991" })).body.actionData).toEqual({ ok: true });
    expect(await stateOf(order._id)).toEqual({ paymentStatus: "refunded", orderStatus: "cancelled" });
    expect((await orderRow(order._id))?.refundReference).toBe("NEFT-00991");
  });

  it("another customer cannot cancel the order (404); nobody cancels a shipped order from /checkout (409); a body without an order id is a 400", async () => {
    const order = await verifiedOrder();
    const stranger = await createCustomer();
    expect((await checkoutSubmit({ intent: "cancel", orderId: order._id, reason: "Not mine" }, stranger)).status).toBe(404);
    expect((await checkoutSubmit({ intent: "cancel", reason: "No id" })).status).toBe(400);
    expect((await adminSubmit({ intent: "transition", transition: "ship", id: order._id, courier: "DTDC", trackingNumber: "D1" })).body.actionData).toEqual({ ok: true });
    const late = await checkoutSubmit({ intent: "cancel", orderId: order._id, reason: "Too late" });
    expect(late.status).toBe(409);
    expect(late.body.actionData.error).toMatch(/before it is shipped/);
    expect(await stateOf(order._id)).toEqual({ paymentStatus: "verified", orderStatus: "shipped" });
  });
});
