/**
 * The customer's data rights (issue 20): the export holds everything the shop keeps about them; erasure leaves
 * nothing personal in users, addresses, carts, reset codes, the mail outbox or the sales roll-ups, keeps invoiced
 * orders (their invoices byte for byte), ends every session and frees the e-mail address; the log names no one.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, env, ORIGIN } from "../helpers/api";
import { callPage } from "../helpers/pages";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, signupBody, verifyEmailOf, type Account } from "../helpers/factories";
import { freshUtr, postOrder, putOrder } from "../helpers/orders";

let admin: Account;
let productId: string;
const NEW_ADDRESS = { doorNo: "9-1", street: "Canal Road", city: "Vijayawada", pincode: "520002", state: "Andhra Pradesh" };

/** A customer with a saved address, a cart line, an invoiced (verified) order, a pending order and a reset code. */
async function customerWithHistory() {
  // A name of its own, so that finding it anywhere after the erasure means it was left behind.
  const customer = await createCustomer({ name: `Zarina ${Math.random().toString(36).slice(2, 8)} Begum` });
  // Confirmed, so that erasure may delete the mails sent to the address (issue 29).
  await verifyEmailOf(customer);
  const invoiced = await postOrder(customer.token, [{ productId, quantity: 1 }], { deliveryAddress: NEW_ADDRESS, saveAddress: true });
  await putOrder(customer.token, invoiced.body._id, { amountPaid: invoiced.body.bill, transactionId: freshUtr() });
  const verified = await putOrder(admin.token, invoiced.body._id, { paymentStatus: "verified" });
  expect(verified.body.invoiceNumber).toBeTruthy();
  const pending = await postOrder(customer.token, [{ productId, quantity: 2 }]);
  await call("/api/cart/", { method: "PUT", token: customer.token, json: { productId, quantity: 3 } });
  await call("/api/forgot-password", { json: { email: customer.email } });
  const complaint = await call("/api/grievances", {
    token: customer.token,
    json: { category: "delivery", orderId: invoiced.body._id, description: `The parcel for ${customer.user.name} at 9-1 Canal Road came late` },
  });
  expect(complaint.status, complaint.text).toBe(201);
  return { customer, invoicedId: invoiced.body._id as string, pendingId: pending.body._id as string };
}

const row = (sql: string, ...params: unknown[]) => env.DB.prepare(sql).bind(...params).first<Record<string, unknown>>();
const rows = async (sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).all<Record<string, unknown>>()).results;

beforeAll(async () => {
  admin = await createAdmin();
  const category = await addCategory(admin);
  productId = (await addProduct(admin, category._id, { mrp: "250", salePrice: "200" }))._id;
});

describe("GET /api/me/export", () => {
  it("holds the profile, saved addresses, cart and every order with its invoice number, as a download", async () => {
    const { customer, invoicedId, pendingId } = await customerWithHistory();
    const response = await call("/api/me/export", { token: customer.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="my-data-\d{4}-\d\d-\d\d\.json"/);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const data = response.body;
    expect(data.profile).toMatchObject({ _id: customer.user._id, emailAddress: customer.email, name: customer.user.name, phoneNumber: customer.user.phoneNumber });
    expect(data.profile.passwordHash).toBeUndefined();
    expect(data.addresses.map((address: Record<string, string>) => address.street)).toContain(NEW_ADDRESS.street);
    expect(data.cart).toEqual([expect.objectContaining({ quantity: 3 })]);
    expect(data.orders.map((order: { _id: string }) => order._id).sort()).toEqual([invoicedId, pendingId].sort());
    expect(data.orders.find((order: { _id: string }) => order._id === invoicedId).invoiceNumber).toMatch(/\//);
    expect(data.complaints).toEqual([expect.objectContaining({ category: "delivery", status: "open" })]);
    expect(data.complaints[0].ticket).toMatch(/^GR-/);
    // Signed up through the old API contract, which cannot send a consent: none recorded, and the export says so.
    expect(data.consents).toEqual([]);
    expect(data.privacyConsent).toMatchObject({ given: false });
    expect(data.profile.emailVerified).toBe(true);
    expect(JSON.stringify(data)).not.toMatch(/pbkdf2|code_hash/);
  });

  it("is the caller's own: another customer's export holds none of it; a visitor gets 401", async () => {
    const { customer } = await customerWithHistory();
    const other = await createCustomer();
    const theirs = await call("/api/me/export", { token: other.token });
    expect(theirs.body.orders).toEqual([]);
    expect(theirs.text).not.toContain(customer.email);
    expect((await call("/api/me/export")).status).toBe(401);
  });
});

describe("DELETE /api/me", () => {
  it("refuses a missing or wrong password and an admin account, changing nothing", async () => {
    const { customer } = await customerWithHistory();
    const before = await row("select * from users where id = ?", customer.user._id);
    const missing = await call("/api/me", { method: "DELETE", token: customer.token, json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/password/i);
    const wrong = await call("/api/me", { method: "DELETE", token: customer.token, json: { password: "Not#TheRight1" } });
    expect(wrong.status).toBe(401);
    expect(await row("select * from users where id = ?", customer.user._id)).toEqual(before);
    const asAdmin = await call("/api/me", { method: "DELETE", token: admin.token, json: { password: admin.password } });
    expect(asAdmin.status).toBe(409);
  });

  it("erases everything personal, keeps invoiced orders and their invoices, ends sessions and frees the address", async () => {
    const { customer, invoicedId, pendingId } = await customerWithHistory();
    const email = customer.email;
    const invoicesBefore = await rows("select * from invoices where order_id = ? order by id", invoicedId);
    expect(invoicesBefore).toHaveLength(1);
    expect(await rows("select id from mail_outbox where recipient = ?", email)).not.toHaveLength(0);

    const response = await call("/api/me", { method: "DELETE", token: customer.token, json: { password: customer.password } });
    expect(response.status, response.text).toBe(200);
    expect(response.body.erasure).toMatchObject({ ordersKept: 1, ordersAnonymised: 1 });

    const user = await row("select * from users where id = ?", customer.user._id);
    expect(user).toMatchObject({ name: "Erased customer", phone_number: "", door_no: "", street: "", city: "", pincode: "", state: "", password_hash: "erased" });
    expect(String(user!.email_address)).toMatch(/@erased\.invalid$/);
    expect(user!.erased_at).toBeTruthy();
    for (const [table, sql] of [
      ["addresses", "select * from user_addresses where user_id = ?"],
      ["cart lines", "select ci.* from cart_items ci join carts c on c.id = ci.cart_id where c.user_id = ?"],
      ["reset codes", "select * from password_reset_otps where user_id = ?"],
    ]) {
      expect(await rows(sql, customer.user._id), table).toEqual([]);
    }
    // Every mail to the verified address is gone; the shop's own copies (to its own addresses) stay (issue 29).
    expect(await rows("select id from mail_outbox where lower(recipient) = ?", email)).toEqual([]);
    expect(await rows("select * from sales_customer_days where email = ?", email)).toEqual([]);
    const complaints = await rows("select name, email, description, ticket from grievances where user_id = ?", customer.user._id);
    expect(complaints).toHaveLength(1);
    expect(complaints[0]).toMatchObject({ name: "Erased customer", description: "[erased at the customer's request]" });
    expect(JSON.stringify(complaints)).not.toContain(email);
    const everything = JSON.stringify(await rows("select * from users where id = ?", customer.user._id)) + JSON.stringify(await rows("select * from orders where user_id = ?", customer.user._id));
    expect(everything).not.toContain(email);
    expect(everything).not.toContain(customer.user.phoneNumber);

    // The invoiced order keeps what its invoice holds (name, address), not the e-mail or phone; the invoice is intact.
    expect(await row("select name, street, email_address, phone_number from orders where id = ?", invoicedId)).toMatchObject({
      name: customer.user.name,
      street: NEW_ADDRESS.street,
      phone_number: "",
    });
    expect(await rows("select * from invoices where order_id = ? order by id", invoicedId)).toEqual(invoicesBefore);
    expect(await row("select name, street, city, pincode from orders where id = ?", pendingId)).toEqual({ name: "Erased customer", street: "", city: "", pincode: "" });

    // Every session ends; the old password opens nothing; the address can sign up again as a new account.
    expect((await call("/api/cart/", { token: customer.token })).status).toBe(401);
    expect((await call("/api/login", { json: { emailAddress: email, password: customer.password } })).status).toBe(401);
    const again = await call("/api/signup", { json: signupBody({ emailAddress: email }) });
    expect(again.status, again.text).toBe(201);
    expect(again.body.user._id).not.toBe(customer.user._id);
    expect((await call("/api/me/export", { token: again.body.token })).body.orders).toEqual([]);

    // The shop's sales figures still count the kept orders.
    const log = await call("/api/admin/erasures", { token: admin.token });
    expect(log.status).toBe(200);
    expect(log.body.erasures[0]).toMatchObject({ _id: response.body.erasure._id, ordersKept: 1, ordersAnonymised: 1 });
    expect(JSON.stringify(log.body)).not.toContain(email);
    expect(JSON.stringify(log.body)).not.toContain(customer.user._id);
  });

  it("the page /profile/delete erases the signed-in customer and drops the session cookie; a wrong password is named", async () => {
    const { customer } = await customerWithHistory();
    const cookie = `${SESSION_COOKIE}=${customer.token}`;
    const form = (password: string) => new URLSearchParams({ password }).toString();
    const headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN };
    const wrong = await callPage("/profile/delete", { method: "POST", cookie, headers, body: form("Wrong#Password9") });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain("Current password is incorrect");
    expect((await row("select erased_at from users where id = ?", customer.user._id))!.erased_at).toBeNull();
    const done = await callPage("/profile/delete", { method: "POST", cookie, headers, body: form(customer.password) });
    // Issue 31: it lands on the page that says the account is deleted, with what was kept (here nothing invoiced).
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toMatch(/^\/account-deleted\?kept=\d+&anonymised=\d+$/);
    expect(done.headers.get("set-cookie")).toMatch(new RegExp(`${SESSION_COOKIE}=;|Max-Age=0`));
    expect((await row("select erased_at from users where id = ?", customer.user._id))!.erased_at).toBeTruthy();
    expect((await callPage("/profile", { cookie })).status).toBe(302);
  });

  it("two erasures at once erase once", async () => {
    const { customer } = await customerWithHistory();
    const answers = await Promise.all([1, 2].map(() => call("/api/me", { method: "DELETE", token: customer.token, json: { password: customer.password } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const logged = await rows("select * from account_erasures");
    expect(new Set(logged.map((entry) => entry.id)).size).toBe(logged.length);
    expect((await call("/api/admin/erasures", { token: admin.token })).body.erasures.filter((entry: { _id: string }) => answers.some((answer) => answer.body.erasure?._id === entry._id))).toHaveLength(1);
  });
});
