/**
 * Orders remember the language they were placed in (issue 30): a placement from a Telugu context (`?lang=te` on the
 * API, the /te/ checkout page) stores `lang: "te"`, the API shows it, and every mail to the customer speaks it, those
 * an admin's English request sends later (shipped, delivered, refunded) included; rupees are written the te-IN way.
 * An order placed as before is English and its mails are today's, word for word; the shop's own mails stay English.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { shortOrderRef } from "../../worker/domains/orders/shared/status";
import { call, env } from "../helpers/api";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { freshUtr, orderRow, putOrder, SHIPMENT, type MailRow } from "../helpers/orders";
import { callPage } from "../helpers/pages";

let customer: Account;
let admin: Account;
let product: { _id: string; variants: { _id: string }[] };

beforeAll(async () => {
  [customer, admin] = await Promise.all([createCustomer(), createAdmin()]);
  product = await addProduct(admin, (await addCategory(admin))._id);
});

/** The mails to `recipient` whose subject holds `part`, oldest first (compared here: D1's LIKE refuses long Telugu patterns). */
async function mailsTo(recipient: string, part: string): Promise<MailRow[]> {
  const { results } = await env.DB.prepare("select recipient, subject, text_body, html_body from mail_outbox where recipient = ? order by id").bind(recipient).all<MailRow>();
  return results.filter((mail) => mail.subject.includes(part));
}

async function placeVia(path: string) {
  const placed = await call(path, { token: customer.token, json: { products: [{ productId: product._id, quantity: 2 }] } });
  expect(placed.status, placed.text).toBe(201);
  return placed.body as { _id: string; bill: number; lang: string };
}

/** Pays and verifies the order, then ships it: the admin's requests carry no language. */
async function payAndShip(orderId: string, bill: number) {
  expect((await putOrder(customer.token, orderId, { amountPaid: bill, transactionId: freshUtr() })).status).toBe(200);
  expect((await putOrder(admin.token, orderId, { paymentStatus: "verified" })).status).toBe(200);
  const shipped = await putOrder(admin.token, orderId, { orderStatus: "shipped", ...SHIPMENT });
  expect(shipped.status, shipped.text).toBe(200);
}

describe("an order placed in Telugu", () => {
  it("keeps lang te, and its placed, paid and shipped mails are Telugu though the admin's requests are not", async () => {
    const order = await placeVia("/api/order?lang=te");
    expect(order.lang).toBe("te");
    expect((await orderRow(order._id))?.lang).toBe("te");
    const ref = shortOrderRef(order._id);

    const [placed] = await mailsTo(customer.email, `${ref} ప్లేస్`);
    expect(placed.subject).toMatch(new RegExp(`: ఆర్డర్ ${ref} ప్లేస్ అయింది$`));
    expect(placed.text_body).toContain(`నమస్కారం ${customer.user.name} గారూ,`);
    expect(placed.text_body).toContain(`మీ ఆర్డర్ ${ref} కి ధన్యవాదాలు.`);
    expect(placed.text_body).toContain("మొత్తం (అన్ని పన్నులతో కలిపి): ₹");
    expect(placed.text_body).toContain("https://shop.test/te/checkout");
    // The shop's copy of the same placement stays English.
    const shopCopy = await env.DB.prepare("select subject, text_body from mail_outbox where subject like ? order by id desc limit 1").bind(`%new order ${ref}%`).first<MailRow>();
    expect(shopCopy?.text_body).toContain(`placed order ${ref}, paying by UPI.`);

    await payAndShip(order._id, order.bill);
    const mails = await mailsTo(customer.email, ref);
    const paid = mails.find((mail) => mail.subject.endsWith(`ఆర్డర్ ${ref} కి చెల్లింపు అందింది`));
    expect(paid?.text_body).toContain(`ఆర్డర్ ${ref} కి మీరు చెల్లించిన ₹`);
    const shipped = mails.find((mail) => mail.subject.endsWith(`ఆర్డర్ ${ref} పంపాం`));
    expect(shipped?.text_body).toContain(`మీ ఆర్డర్ ${ref} దారిలో ఉంది.`);
    expect(shipped?.text_body).toContain(`కొరియర్: ${SHIPMENT.courier}, ట్రాకింగ్ నంబర్ ${SHIPMENT.trackingNumber}. ${SHIPMENT.trackingUrl} లో ట్రాక్ చేయవచ్చు.`);
    expect(shipped?.html_body).toContain("<p>మీ ఆర్డర్");
    expect(mails.every((mail) => !/\b(Hello|Your order|shipped)\b/.test(mail.subject + mail.text_body))).toBe(true);
  });

  it("placed from the /te/ checkout page, it keeps lang te", async () => {
    const variantId = product.variants[0]._id;
    expect((await call("/api/cart", { method: "PUT", token: customer.token, json: { productId: product._id, quantity: 1, variantId } })).status).toBe(200);
    const placed = await callPage("/te/checkout", {
      method: "POST",
      json: { intent: "place", variantIds: [variantId], idempotencyKey: `key-${crypto.randomUUID()}` },
      cookie: `${SESSION_COOKIE}=${customer.token}`,
    });
    expect(placed.status, placed.text).toBe(200);
    const order = placed.body.actionData.placed;
    expect(order.lang).toBe("te");
    const [mail] = await mailsTo(customer.email, `${shortOrderRef(order._id)} ప్లేస్`);
    expect(mail.subject).toContain("ప్లేస్ అయింది");
  });
});

describe("an order placed as before", () => {
  it("is English, and its mails are today's English", async () => {
    const order = await placeVia("/api/order");
    expect(order.lang).toBe("en");
    const ref = shortOrderRef(order._id);
    await payAndShip(order._id, order.bill);
    const mails = await mailsTo(customer.email, ref);
    expect(mails.map((mail) => mail.subject.replace(/^.*?: /, ""))).toEqual([`order ${ref} placed`, `payment received for order ${ref}`, `order ${ref} shipped`]);
    const shipped = mails[2];
    expect(shipped.text_body).toBe(
      [
        `Hello ${customer.user.name},`,
        `Your order ${ref} is on its way.`,
        `Courier: ${SHIPMENT.courier}, tracking number ${SHIPMENT.trackingNumber}. Track it at ${SHIPMENT.trackingUrl}.`,
        ...(/Questions\? Please/.test(shipped.text_body) ? [shipped.text_body.trim().split("\n").at(-1)] : []),
      ].join("\n") + "\n",
    );
    expect(mails[0].text_body).toContain(`Please pay ₹`);
    expect(mails[0].text_body).toContain("by UPI from Your Orders (Pay Now) on https://shop.test/checkout and enter the 12-digit UPI reference");
  });
});
