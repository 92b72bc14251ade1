/**
 * Issue 29, finding 9: e-mail ownership. A new account is mailed a one-time confirmation link (stored only hashed;
 * the mail carries nothing the signer typed); `emailVerified` on the user says whether it was followed. Erasure
 * touches only what is tied to the account's id, plus mails to its exact address once verified: never a visitor's
 * complaint from the same address, never mails by substring, never mails to the shop's own addresses.
 */
import { describe, expect, it } from "vitest";
import { call, env } from "../helpers/api";
import { callPage } from "../helpers/pages";
import { createCustomer, profileBody, signupBody, verifyEmailOf } from "../helpers/factories";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";

const rows = async (sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).all<Record<string, unknown>>()).results;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function confirmationMails(email: string) {
  return rows("select text_body, html_body from mail_outbox where recipient = ? and subject like '%confirm your e-mail%' order by id", email);
}

const tokenIn = (text: unknown) => /verify-email\?token=([0-9a-f]+)/.exec(String(text))?.[1];

const fileAsVisitor = (email: string, description: string) =>
  call("/api/grievances", { json: { category: "refund", name: "Alice Visitor", emailAddress: email, description } });

const erase = (account: { token: string; password: string }) => call("/api/me", { method: "DELETE", token: account.token, json: { password: account.password } });

describe("confirming the address", () => {
  it("signup answers emailVerified: false and mails a link holding no typed text; the token is stored only hashed", async () => {
    const account = await createCustomer({ name: "Visit http://evil.example now" });
    expect(account.user.emailVerified).toBe(false);
    const [mail, ...more] = await confirmationMails(account.email);
    expect(more).toEqual([]);
    expect(String(mail.text_body)).not.toContain("evil.example");
    const token = tokenIn(mail.text_body)!;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const stored = await rows("select email_verification_hash, email_verified_at from users where id = ?", account.user._id);
    expect(stored[0].email_verified_at).toBeNull();
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("no mail to an unverified address carries the name its signer typed (reset code, change notice); once verified, it greets by name", async () => {
    const account = await createCustomer({ name: "Visit http://evil.example now" });
    expect((await call("/api/forgot-password", { json: { email: account.email } })).status).toBe(200);
    const edited = await call("/api/edit-profile", { method: "PUT", token: account.token, json: profileBody(account, { password: "Another#Pass2026", currentPassword: account.password }) });
    expect(edited.status, edited.text).toBe(200);
    const mails = await rows("select subject, text_body, html_body from mail_outbox where recipient = ? order by id", account.email);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/confirm your e-mail/), expect.stringMatching(/password reset code/), expect.stringMatching(/password was changed/)]);
    expect(JSON.stringify(mails)).not.toContain("evil.example");

    await verifyEmailOf(account);
    await call("/api/forgot-password", { json: { email: account.email } });
    const [latest] = await rows("select text_body from mail_outbox where recipient = ? order by id desc limit 1", account.email);
    expect(latest.text_body).toContain("Hello Visit http://evil.example now,");
  });

  it("the link verifies once: emailVerified is true on /api/verify-email's answer and the profile; a second use is 400", async () => {
    const account = await createCustomer();
    const token = tokenIn((await confirmationMails(account.email))[0].text_body);
    const first = await call("/api/verify-email", { json: { token } });
    expect(first.status, first.text).toBe(200);
    expect(first.body.user).toMatchObject({ _id: account.user._id, emailVerified: true });
    const again = await call("/api/verify-email", { json: { token } });
    expect(again.status).toBe(400);
    expect((await call("/api/verify-email", { json: { token: "0".repeat(64) } })).status).toBe(400);
  });

  it("the /verify-email page verifies only on its button (a mail scanner opening the link verifies nothing)", async () => {
    const account = await createCustomer();
    const token = tokenIn((await confirmationMails(account.email))[0].text_body)!;
    const opened = await callPage(`/verify-email?token=${token}`);
    expect(opened.status).toBe(200);
    expect((await rows("select email_verified_at from users where id = ?", account.user._id))[0].email_verified_at).toBeNull();
    const posted = await callPage("/verify-email", { method: "POST", body: new URLSearchParams({ token }).toString(), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(posted.status).toBe(200);
    expect((await rows("select email_verified_at from users where id = ?", account.user._id))[0].email_verified_at).not.toBeNull();
  });

  it("a new address is unverified again, with a new link; the old link no longer works", async () => {
    const account = await createCustomer();
    const oldToken = tokenIn((await confirmationMails(account.email))[0].text_body);
    const newEmail = `moved.${unique()}@example.com`;
    const edited = await call("/api/edit-profile", { method: "PUT", token: account.token, json: profileBody(account, { emailAddress: newEmail, currentPassword: account.password }) });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.user.emailVerified).toBe(false);
    expect((await call("/api/verify-email", { json: { token: oldToken } })).status).toBe(400);
    expect(await confirmationMails(newEmail)).toHaveLength(1);
    expect((await verifyEmailOf({ email: newEmail })).emailVerified).toBe(true);
  });

  it("a verified account changing its address loses the verification", async () => {
    const account = await createCustomer();
    await verifyEmailOf(account);
    const edited = await call("/api/edit-profile", { method: "PUT", token: account.token, json: profileBody(account, { emailAddress: `other.${unique()}@example.com`, currentPassword: account.password }) });
    expect(edited.body.user.emailVerified).toBe(false);
  });

  it("resend: a signed-in unverified account gets a new link (the old one dies), 409 once verified, 401 for a visitor", async () => {
    const account = await createCustomer();
    const oldToken = tokenIn((await confirmationMails(account.email))[0].text_body);
    const resent = await call("/api/me/verify-email", { method: "POST", token: account.token });
    expect(resent.status, resent.text).toBe(200);
    expect(await confirmationMails(account.email)).toHaveLength(2);
    expect((await call("/api/verify-email", { json: { token: oldToken } })).status).toBe(400);
    await verifyEmailOf(account);
    expect((await call("/api/me/verify-email", { method: "POST", token: account.token })).status).toBe(409);
    expect((await call("/api/me/verify-email", { method: "POST" })).status).toBe(401);
  });

  it("the /profile page offers the resend while unverified, and its action sends one", async () => {
    const account = await createCustomer();
    const cookie = `${SESSION_COOKIE}=${account.token}`;
    const page = await callPage("/profile", { cookie });
    expect(page.body.loaderData["routes/profile"].user.emailVerified).toBe(false);
    const posted = await callPage("/profile", { method: "POST", cookie, body: new URLSearchParams({ intent: "resend-verification" }).toString(), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(posted.status, posted.text).toBe(200);
    expect(await confirmationMails(account.email)).toHaveLength(2);
  });
});

describe("erasure touches only what is the account's (issue 29)", () => {
  it("an account signed up with a visitor's address, never verified, erases neither the visitor's complaint nor their mails", async () => {
    const visitorEmail = `alice.${unique()}@probe.test`;
    const filed = await fileAsVisitor(visitorEmail, "My refund for the sesame oil has not arrived.");
    expect(filed.status, filed.text).toBe(201);
    const mailsBefore = await rows("select id from mail_outbox where recipient = ? order by id", visitorEmail);
    expect(mailsBefore.length).toBeGreaterThan(0);

    const impostor = await createCustomer({ emailAddress: visitorEmail });
    const erased = await erase(impostor);
    expect(erased.status, erased.text).toBe(200);
    expect((await rows("select name, email, description from grievances where id = ?", filed.body.grievance._id))[0]).toEqual({
      name: "Alice Visitor",
      email: visitorEmail,
      description: "My refund for the sesame oil has not arrived.",
    });
    // Every mail to the visitor stays (with the confirmation link the impostor's signup sent them, never followed).
    const mailsAfter = await rows("select id from mail_outbox where recipient = ? order by id", visitorEmail);
    expect(mailsAfter).toEqual(expect.arrayContaining(mailsBefore));
    expect(mailsAfter).toHaveLength(mailsBefore.length + 1);
  });

  it("a verified account erases mails to its exact address (any case) only: not by substring, not a guest complaint from it", async () => {
    const tag = unique();
    const short = `${tag}@probe.te`;
    const longer = `alice${tag}@probe.test`;
    await fileAsVisitor(longer, `A complaint mentioning ${short} in its text.`);
    const account = await createCustomer({ emailAddress: short });
    await verifyEmailOf(account);
    const guest = await fileAsVisitor(short.toUpperCase(), "Filed as a guest before signing in.");
    expect(guest.status, guest.text).toBe(201);
    const longerBefore = await rows("select id from mail_outbox where recipient = ?", longer);
    expect(longerBefore.length).toBeGreaterThan(0);
    expect((await rows("select id from mail_outbox where lower(recipient) = ?", short)).length).toBeGreaterThan(1);

    expect((await erase(account)).status).toBe(200);
    expect(await rows("select id from mail_outbox where lower(recipient) = ?", short)).toEqual([]);
    expect(await rows("select id from mail_outbox where recipient = ?", longer)).toEqual(longerBefore);
    const guestRow = (await rows("select description, user_id from grievances where id = ?", guest.body.grievance._id))[0];
    expect(guestRow).toEqual({ description: "Filed as a guest before signing in.", user_id: null });
  });

  it("an account with the shop's own address, even verified, erases none of the shop's mails", async () => {
    const shopEmail = env.SHOP_EMAIL;
    // Free the address for this test if an earlier run holds it (every account here is a test account).
    await env.DB.prepare("update users set email_address = 'moved-' || id || '@example.com' where email_address = ?").bind(shopEmail).run();
    await env.DB.prepare("insert into mail_outbox (id, recipient, subject, text_body, status, created_at) values (?, ?, 'Order alert', 'A new order', 'logged', ?)")
      .bind(`SHOPMAIL${unique().toUpperCase()}`, shopEmail, new Date().toISOString())
      .run();
    const before = await rows("select id from mail_outbox where lower(recipient) = ?", shopEmail);
    const account = await createCustomer({ emailAddress: shopEmail });
    await verifyEmailOf(account);
    const mine = await rows("select id from mail_outbox where lower(recipient) = ?", shopEmail);
    expect((await erase(account)).status).toBe(200);
    expect(await rows("select id from mail_outbox where lower(recipient) = ?", shopEmail)).toEqual(mine);
    expect(mine.length).toBeGreaterThan(before.length);
  });

  it("signing up is unchanged for the original client: 201 with a token that works at once", async () => {
    const response = await call("/api/signup", { json: signupBody() });
    expect(response.status).toBe(201);
    expect((await call("/api/cart/", { token: response.body.token })).status).toBe(200);
  });
});
