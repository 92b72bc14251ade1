/**
 * One reader of what the shop says about itself (issue 27): Settings first, the deployment's vars where a setting is
 * not given. A new consumer-care phone and e-mail saved in Settings must reach every place a customer reads them:
 * the footer (the shell's profile on every page), /contact, the UPI payment step (checkout), order mails and the
 * password-reset mail; the shop's own alerts go to the same inbox.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { resolveShopProfile, type ShopVars } from "../../worker/domains/settings/shared/shop-profile";
import { EMPTY_SHOP_SETTINGS } from "../../worker/domains/settings/shared/shop-settings";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { call, env } from "../helpers/api";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { placeOrder } from "../helpers/orders";
import { callPage } from "../helpers/pages";

const VARS: ShopVars = {
  SHOP_NAME: "Ghani Natural Foods",
  SHOP_EMAIL: "hello@deploy.example",
  SHOP_PHONE: "+91 98765 43210",
  SHOP_CITY: "Guntur",
  SHOP_STATE: "Andhra Pradesh",
  UPI_VPA: "ghani@upi",
  UPI_PAYEE_NAME: "Ghani Natural Foods",
};

describe("the shop's profile", () => {
  it("is the deployment's details until Settings give them", () => {
    const profile = resolveShopProfile(EMPTY_SHOP_SETTINGS, VARS);
    expect(profile).toMatchObject({
      name: "Ghani Natural Foods",
      legalName: "Ghani Natural Foods",
      address: "Guntur, Andhra Pradesh",
      state: "Andhra Pradesh",
      care: { email: "hello@deploy.example", phone: "+91 98765 43210" },
      grievanceOfficer: { name: "", email: "hello@deploy.example", phone: "+91 98765 43210" },
      upi: { vpa: "ghani@upi", payeeName: "Ghani Natural Foods" },
    });
  });

  it("takes every detail Settings give, and the grievance officer falls back to consumer care field by field", () => {
    const settings = { ...EMPTY_SHOP_SETTINGS, legalName: "Ghani Foods LLP", address: "1 Mill Road", careEmail: "care@x.example", carePhone: "1800 1", shopState: "Telangana", grievanceOfficerName: "Asha", grievanceOfficerEmail: "go@x.example" };
    const profile = resolveShopProfile(settings, VARS);
    expect(profile).toMatchObject({
      legalName: "Ghani Foods LLP",
      address: "1 Mill Road",
      state: "Telangana",
      care: { email: "care@x.example", phone: "1800 1" },
      grievanceOfficer: { name: "Asha", email: "go@x.example", phone: "1800 1" },
    });
  });
});

describe("consumer care changed in Settings shows everywhere", () => {
  const CARE = { carePhone: "1800 425 7777", careEmail: "new-care@profile.example" };
  let admin: Account;
  let customer: Account;
  let productId: string;

  beforeAll(async () => {
    [admin, customer] = await Promise.all([createAdmin(), createCustomer()]);
    const category = await addCategory(admin);
    productId = (await addProduct(admin, category._id))._id;
    const saved = await call("/api/admin/settings", {
      method: "PUT",
      token: admin.token,
      json: { legalName: "Profile Test Foods", address: "3 Care Street, Guntur", fssaiNumber: "10000000000077", gstin: "", ...CARE },
    });
    expect(saved.status, saved.text).toBe(200);
  }, 120_000);

  const shellProfile = async (path: string, cookie?: string) => {
    const page = await callPage(path, { cookie });
    expect(page.status, path).toBe(200);
    return page.body.loaderData["routes/shell"].profile;
  };

  it("the footer of every shop page", async () => {
    for (const path of ["/", "/shop"]) expect((await shellProfile(path)).care).toEqual({ phone: CARE.carePhone, email: CARE.careEmail });
  });

  it("/contact: consumer care and the grievance officer who stands in through it", async () => {
    const profile = await shellProfile("/contact");
    expect(profile.care).toEqual({ phone: CARE.carePhone, email: CARE.careEmail });
    expect(profile.grievanceOfficer).toMatchObject({ phone: CARE.carePhone, email: CARE.careEmail });
  });

  it("the UPI payment step of checkout (its contact line and payee)", async () => {
    const profile = await shellProfile("/checkout", `${SESSION_COOKIE}=${customer.token}`);
    expect(profile.care).toEqual({ phone: CARE.carePhone, email: CARE.careEmail });
    expect(profile.upi.vpa).toBe(env.UPI_VPA);
  });

  it("order mails: the customer's ends with consumer care, the shop's alert goes to it", async () => {
    const order = await placeOrder(customer.token, [{ productId, quantity: 1 }]);
    const ref = order._id.slice(-6);
    const { results } = await env.DB.prepare("select recipient, subject, text_body from mail_outbox where subject like ? order by id")
      .bind(`%${ref}%`)
      .all<{ recipient: string; subject: string; text_body: string }>();
    const placed = results.find((mail) => mail.recipient === customer.email);
    expect(placed?.text_body).toContain(`call ${CARE.carePhone} or write to ${CARE.careEmail}`);
    expect(placed?.text_body).not.toContain(env.SHOP_EMAIL);
    expect(results.some((mail) => mail.recipient === CARE.careEmail && mail.subject.includes("new order"))).toBe(true);
    expect(results.some((mail) => mail.recipient === env.SHOP_EMAIL)).toBe(false);
  });

  it("the password-reset mail", async () => {
    const asked = await call("/api/forgot-password", { json: { email: customer.email }, headers: { "CF-Connecting-IP": "203.0.113.77" } });
    expect(asked.status, asked.text).toBe(200);
    const mail = await env.DB.prepare("select text_body, html_body from mail_outbox where recipient = ? and subject like '%password reset code%' order by id desc")
      .bind(customer.email)
      .first<{ text_body: string; html_body: string }>();
    expect(mail?.text_body).toContain(`call ${CARE.carePhone} or write to ${CARE.careEmail}`);
    expect(mail?.html_body).toContain(CARE.careEmail);
    expect(mail?.text_body).not.toContain(env.SHOP_PHONE);
  });
});
