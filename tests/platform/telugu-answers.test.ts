/**
 * The Worker answers in the request's language (issue 30): a Telugu request (`?lang=te`, the `lang=te` cookie, or a
 * post from a /te/ page) is refused in Telugu, both when its input is invalid (a schema's message, zod's own
 * wording) and when a service says no; the same request without them gets today's English, word for word. The
 * account and complaint mails speak the language of the request that caused them; a complaint's later replies,
 * sent by an admin in English, speak the complaint's.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { call, env } from "../helpers/api";
import { createAdmin, createCustomer, signupBody, type Account } from "../helpers/factories";
import { callPage } from "../helpers/pages";

const TELUGU = /[\u0C00-\u0C7F]/;
const FORM_TYPE = "application/x-www-form-urlencoded";

let customer: Account;
let admin: Account;

beforeAll(async () => {
  [customer, admin] = await Promise.all([createCustomer(), createAdmin()]);
});

type Mail = { subject: string; text_body: string; html_body: string | null };

/** The newest mail to `recipient` whose subject holds `subjectPart` (compared here: D1's LIKE refuses long Telugu patterns). */
async function newestMail(recipient: string, subjectPart: string): Promise<Mail | null> {
  const { results } = await env.DB.prepare("select subject, text_body, html_body from mail_outbox where recipient = ? order by id desc").bind(recipient).all<Mail>();
  return results.find((mail) => mail.subject.includes(subjectPart)) ?? null;
}

describe("a refused API request, in the request's language", () => {
  const badPincode = () => signupBody({ address: { doorNo: "1", street: "Main Road", city: "Vijayawada", pincode: "52001", state: "Andhra Pradesh" } });

  it("a validation error: Telugu with ?lang=te or the lang=te cookie, today's English without", async () => {
    const english = await call("/api/signup", { json: badPincode() });
    expect(english.status).toBe(400);
    expect(english.body).toEqual({ success: false, message: "Pincode must be 6 digits" });

    const asked = await call("/api/signup?lang=te", { json: badPincode() });
    expect(asked.status).toBe(400);
    expect(asked.body).toEqual({ success: false, message: "పిన్‌కోడ్ 6 అంకెలు ఉండాలి" });

    const remembered = await call("/api/signup", { json: badPincode(), cookie: "lang=te" });
    expect(remembered.body.message).toBe("పిన్‌కోడ్ 6 అంకెలు ఉండాలి");
    // An explicit ?lang=en wins over the remembered choice.
    expect((await call("/api/signup?lang=en", { json: badPincode(), cookie: "lang=te" })).body.message).toBe("Pincode must be 6 digits");
  });

  it("a field rule with its label: the label is translated inside the sentence", async () => {
    const body = signupBody({ name: "   " });
    expect((await call("/api/signup", { json: body })).body.message).toBe("Name is required");
    expect((await call("/api/signup?lang=te", { json: body })).body.message).toBe("పేరు తప్పనిసరి");
  });

  it("a field's type error, and zod's own wording where a schema has none, name the field in Telugu", async () => {
    const body = { productId: "some-product", quantity: "two" };
    const english = await call("/api/cart", { method: "PUT", token: customer.token, json: body });
    expect(english.status).toBe(400);
    expect(english.body.message).toBe("quantity must be a whole number");
    const telugu = await call("/api/cart?lang=te", { method: "PUT", token: customer.token, json: body });
    expect(telugu.body.message).toBe("సంఖ్య (quantity) పూర్ణ సంఖ్యగా ఉండాలి");

    // A schema with no message of its own: zod's default in English (as today), the Telugu wording for Telugu.
    const key = { intent: "place", variantIds: ["a-pack"], idempotencyKey: "short" };
    const cookie = `${SESSION_COOKIE}=${customer.token}`;
    const englishPage = await callPage("/checkout", { method: "POST", json: key, cookie });
    expect(englishPage.body.actionData.error).toBe("idempotencyKey: Too small: expected string to have >=8 characters");
    const teluguPage = await callPage("/te/checkout", { method: "POST", json: key, cookie });
    expect(teluguPage.status).toBe(400);
    expect(teluguPage.body.actionData.error).toBe("ఆర్డర్ కీ (idempotencyKey) కనీసం 8 అక్షరాలు ఉండాలి");
  });

  it("a domain error (wrong password, not signed in, a missing route): Telugu when asked, English otherwise", async () => {
    const wrong = { emailAddress: customer.email, password: "not-the-password" };
    expect((await call("/api/login", { json: wrong })).body).toEqual({ success: false, message: "Invalid email or password" });
    const telugu = await call("/api/login?lang=te", { json: wrong });
    expect(telugu.status).toBe(401);
    expect(telugu.body).toEqual({ success: false, message: "ఈమెయిల్ లేదా పాస్‌వర్డ్ తప్పు" });
    expect((await call("/api/login", { json: wrong, cookie: "lang=te" })).body.message).toBe("ఈమెయిల్ లేదా పాస్‌వర్డ్ తప్పు");

    expect((await call("/api/cart")).body.message).toBe("Please sign in to continue.");
    expect((await call("/api/cart?lang=te")).body.message).toBe("కొనసాగడానికి దయచేసి లాగిన్ అవ్వండి.");
    expect((await call("/api/nothing-here?lang=te")).body.message).toBe("GET /api/nothing-here కి API దారి లేదు");
  });

  it("a composed message (a stock shortage) translates whole, the product's name kept", async () => {
    const shortage = await call("/api/order?lang=te", { token: customer.token, json: { products: [{ productId: "no-such-product", quantity: 1 }] } });
    expect(shortage.status).toBe(400);
    expect(shortage.body.message).toBe("ఈ ప్రొడక్ట్స్ ఇప్పుడు అందుబాటులో లేవు: no-such-product");
  });

  it("a page action posted from a /te/ page answers in Telugu, from the English page in English", async () => {
    const form = new URLSearchParams({ emailAddress: customer.email, password: "not-the-password" }).toString();
    const english = await callPage("/login", { method: "POST", body: form, headers: { "Content-Type": FORM_TYPE } });
    expect(english.body.actionData.error).toBe("Invalid email or password");
    const telugu = await callPage("/te/login", { method: "POST", body: form, headers: { "Content-Type": FORM_TYPE } });
    expect(telugu.status).toBe(401);
    expect(telugu.body.actionData.error).toBe("ఈమెయిల్ లేదా పాస్‌వర్డ్ తప్పు");
  });

  it("the admin area is English whatever the remembered language", async () => {
    const cookie = `${SESSION_COOKIE}=${admin.token}; lang=te`;
    const answer = await callPage("/admin/users", { method: "POST", json: { intent: "nonsense" }, cookie });
    expect(answer.status).toBe(400);
    expect(answer.body.actionData.error).toBe("Unknown action");
  });
});

describe("answers a shopper reads that are not refusals", () => {
  it("the pincode check says where and when it delivers in Telugu when asked", async () => {
    const english = await call("/api/delivery/quote?pincode=744101");
    const telugu = await call("/api/delivery/quote?pincode=744101&lang=te");
    expect(english.body.message).toMatch(/^(Delivers to 744101|We do not deliver)/);
    expect(TELUGU.test(telugu.body.message)).toBe(true);
    expect(telugu.body.serviceable).toBe(english.body.serviceable);
  });

  it("the password reset answer and its code's mail are Telugu for a Telugu request", async () => {
    const answer = await call("/api/forgot-password?lang=te", { json: { email: customer.email } });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("ఈ ఈమెయిల్ అడ్రస్‌తో అకౌంట్ ఉంటే, దానికి 6 అంకెల OTP పంపాం.");
    const mail = await newestMail(customer.email, "పాస్‌వర్డ్ రీసెట్ కోడ్");
    expect(mail?.text_body).toMatch(/పాస్‌వర్డ్ రీసెట్ కోడ్ \d{6}\./);
    expect(mail?.html_body).toMatch(/<strong>\d{6}<\/strong>/);
    expect(mail?.text_body).toContain("ఇది 10 నిమిషాలు మాత్రమే పనిచేస్తుంది");
  });

  it("a Telugu sign-up's confirmation mail is Telugu and links the Telugu confirmation page; an English one as today", async () => {
    const body = signupBody();
    expect((await call("/api/signup?lang=te", { json: body })).status).toBe(201);
    const mail = await newestMail(body.emailAddress, "");
    expect(mail?.subject).toMatch(/: దయచేసి మీ ఈమెయిల్ అడ్రస్‌ను నిర్ధారించండి$/);
    expect(mail?.text_body).toMatch(/^నమస్కారం,\n/);
    expect(mail?.text_body).toMatch(/\/te\/verify-email\?token=[0-9a-f]{64}/);

    const english = signupBody();
    await call("/api/signup", { json: english });
    const englishMail = await newestMail(english.emailAddress, "");
    expect(englishMail?.subject).toMatch(/: please confirm your e-mail address$/);
    expect(englishMail?.text_body).toMatch(/^Hello,\nA .+ account was created with this e-mail address, or its address was changed to this one\.\nIf it was you, confirm the address here within 7 days: https:\/\/shop\.test\/verify-email\?token=/);
  });
});

describe("complaint mails speak the complaint's language", () => {
  it("a complaint filed in Telugu gets a Telugu receipt, and the officer's reply (an English admin request) in Telugu", async () => {
    const filed = await call("/api/grievances?lang=te", {
      token: customer.token,
      json: { category: "delivery", description: "పార్సెల్ ఇంకా రాలేదు, దయచేసి చూడండి" },
    });
    expect(filed.status, filed.text).toBe(201);
    const { ticket, _id } = filed.body.grievance ?? filed.body;
    const receipt = await newestMail(customer.email, ticket);
    expect(receipt?.subject).toMatch(new RegExp(`: ఫిర్యాదు ${ticket} అందింది$`));
    expect(receipt?.text_body).toContain(`మీ ఫిర్యాదు ${ticket} (డెలివరీ) మాకు అందింది`);
    expect(receipt?.text_body).toContain("/te/profile");

    const reply = await call(`/api/admin/grievances/${_id}`, { method: "PUT", token: admin.token, json: { status: "acknowledged", reply: "We are checking with the courier." } });
    expect(reply.status, reply.text).toBe(200);
    const replyMail = await newestMail(customer.email, `ఫిర్యాదు ${ticket} స్వీకరించాం`);
    expect(replyMail?.text_body).toContain(`మా ఫిర్యాదుల అధికారి మీ ఫిర్యాదు ${ticket} ను చూశారు.`);
    expect(replyMail?.text_body).toContain("We are checking with the courier.");
  });

  it("a complaint filed without a language is mailed in English, as before", async () => {
    const filed = await call("/api/grievances", { token: customer.token, json: { category: "delivery", description: "The parcel has not come yet." } });
    const { ticket } = filed.body.grievance ?? filed.body;
    const receipt = await newestMail(customer.email, ticket);
    expect(receipt?.subject).toMatch(new RegExp(`: complaint ${ticket} received$`));
    expect(receipt?.text_body).toContain(`We have received your complaint ${ticket} (Delivery); please quote its number when you write to us.`);
  });
});
