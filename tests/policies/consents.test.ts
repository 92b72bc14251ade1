/**
 * Issue 20, consent at signup (DPDP Act 2023): every account is created with a record of its consent to the
 * privacy notice, naming the notice version in force and how the consent was given. Our signup form asks with an
 * unticked box (unticked: refused); the API takes `privacyConsent` (false: refused), and an original-contract
 * client that cannot send it is recorded as "legacy-api" rather than turned away.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_CONSENT_REQUIRED_MESSAGE, consentsOf } from "../../worker/domains/policies/consents";
import { call, env } from "../helpers/api";
import { createAdmin, createCustomer, signupBody, type Account } from "../helpers/factories";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { callPage } from "../helpers/pages";
import { serviceContext } from "../helpers/services";

type ConsentRow = { user_id: string; purpose: string; notice_version: number; source: string; created_at: string };

let admin: Account;

beforeAll(async () => {
  admin = await createAdmin();
}, 60_000);

async function consentRows(userId: string): Promise<ConsentRow[]> {
  return (await env.DB.prepare("select user_id, purpose, notice_version, source, created_at from consents where user_id = ?").bind(userId).all<ConsentRow>()).results;
}

async function userCount(email: string): Promise<number> {
  return (await env.DB.prepare("select count(*) as n from users where email_address = ?").bind(email.toLowerCase()).first<{ n: number }>())!.n;
}

async function privacyVersion(): Promise<number> {
  return (await env.DB.prepare("select max(version) as v from policies where slug = 'privacy'").first<{ v: number }>())!.v;
}

/** The signup form of /login as the browser posts it; `privacyConsent: "on"` is the ticked box. */
function signupForm(body: ReturnType<typeof signupBody>, extra: Record<string, string> = {}) {
  const { address, ...account } = body;
  const values = { mode: "signup", ...account, ...address, ...extra };
  return callPage("/login", { method: "POST", body: new URLSearchParams(values).toString(), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
}

describe("signing up through the API (POST /api/signup)", () => {
  it("without privacyConsent (an original-contract client) creates the account but records no consent (issue 29)", async () => {
    const body = signupBody();
    const response = await call("/api/signup", { json: body });
    expect(response.status, response.text).toBe(201);
    expect(await consentRows(response.body.user._id)).toEqual([]);
    const asked = await call("/api/me/consent", { token: response.body.token });
    expect(asked.body).toMatchObject({ success: true, privacyConsent: false });
  });

  it("with privacyConsent: true records an api consent", async () => {
    const response = await call("/api/signup", { json: signupBody({ privacyConsent: true }) });
    expect(response.status, response.text).toBe(201);
    expect(await consentRows(response.body.user._id)).toMatchObject([{ source: "api", notice_version: await privacyVersion() }]);
  });

  it("with privacyConsent: false is refused with a 400, and no account is created", async () => {
    const body = signupBody({ privacyConsent: false });
    const response = await call("/api/signup", { json: body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: PRIVACY_CONSENT_REQUIRED_MESSAGE });
    expect(PRIVACY_CONSENT_REQUIRED_MESSAGE).toBe("Please accept the privacy notice to sign up");
    expect(await userCount(body.emailAddress)).toBe(0);
  });

  it("with privacyConsent that is not true or false is refused with a 400 naming the field", async () => {
    for (const privacyConsent of ["yes", 1, null, {}]) {
      const body = signupBody({ privacyConsent });
      const response = await call("/api/signup", { json: body });
      expect(response.status, JSON.stringify(privacyConsent)).toBe(400);
      expect(response.body.message).toBe("Privacy notice consent (privacyConsent) must be true or false");
      expect(await userCount(body.emailAddress)).toBe(0);
    }
  });
});

describe("signing up on our signup form (/login)", () => {
  it("with the box ticked creates the account and records a signup-form consent", async () => {
    const body = signupBody();
    const response = await signupForm(body, { privacyConsent: "on" });
    expect(response.status, response.text.slice(0, 300)).toBe(302);
    const user = await env.DB.prepare("select id from users where email_address = ?").bind(body.emailAddress.toLowerCase()).first<{ id: string }>();
    expect(await consentRows(user!.id)).toMatchObject([{ purpose: "privacy-notice", source: "signup-form", notice_version: await privacyVersion() }]);
  });

  it("with the box unticked is refused with a 400 saying so, and no account is created", async () => {
    const body = signupBody();
    const response = await signupForm(body);
    expect(response.status).toBe(400);
    expect(response.body.actionData).toEqual({ error: PRIVACY_CONSENT_REQUIRED_MESSAGE });
    expect(await userCount(body.emailAddress)).toBe(0);
    // A forged value other than the checkbox's is no consent either.
    const forged = await signupForm(body, { privacyConsent: "true" });
    expect(forged.status).toBe(400);
    expect(await userCount(body.emailAddress)).toBe(0);
  });
});

describe("the notice version a consent names", () => {
  it("is the privacy notice in force when the account was created: a new version applies to later signups only", async () => {
    const before = await call("/api/signup", { json: signupBody({ privacyConsent: true }) });
    const version = await privacyVersion();
    const saved = await call("/api/admin/policies/privacy", { method: "PUT", token: admin.token, json: { body: `A revised notice from {{legalName}}. (${Date.now()})` } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.version).toBe(version + 1);

    const after = await call("/api/signup", { json: signupBody({ privacyConsent: true }) });
    expect((await consentRows(before.body.user._id))[0].notice_version).toBe(version);
    expect((await consentRows(after.body.user._id))[0].notice_version).toBe(version + 1);
    // The service read used by the data export says the same.
    expect(await consentsOf(serviceContext(), after.body.user._id)).toEqual([
      { purpose: "privacy-notice", noticeVersion: version + 1, source: "api", createdAt: expect.any(String) },
    ]);
  });
});

describe("asking once after sign-in (issue 29)", () => {
  const form = (values: Record<string, string>) => ({ method: "POST", body: new URLSearchParams(values).toString(), headers: { "Content-Type": "application/x-www-form-urlencoded" } });

  it("signing in on our pages without a consent on record goes to the prompt; accepting records one sign-in-prompt consent", async () => {
    const account = await createCustomer();
    const signedIn = await callPage("/login", form({ mode: "signin", emailAddress: account.email, password: account.password, redirectTo: "/shop" }));
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/consent?redirectTo=%2Fshop");
    const cookie = `${SESSION_COOKIE}=${account.token}`;
    expect((await callPage("/consent", { cookie })).status).toBe(200);
    // An unticked box records nothing.
    await callPage("/consent", { cookie, ...form({ redirectTo: "/shop" }) });
    expect(await consentRows(account.user._id)).toEqual([]);
    const accepted = await callPage("/consent", { cookie, ...form({ privacyConsent: "on", redirectTo: "/shop" }) });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/shop");
    await callPage("/consent", { cookie, ...form({ privacyConsent: "on", redirectTo: "/shop" }) });
    expect(await consentRows(account.user._id)).toMatchObject([{ purpose: "privacy-notice", source: "sign-in-prompt", notice_version: await privacyVersion() }]);
    // Asked once: the next sign-in goes straight on, and the prompt page sends them on.
    const again = await callPage("/login", form({ mode: "signin", emailAddress: account.email, password: account.password, redirectTo: "/shop" }));
    expect(again.headers.get("location")).toBe("/shop");
    expect((await callPage("/consent", { cookie })).status).toBe(302);
  });

  it("POST /api/me/consent records it only for privacyConsent: true, once; the export shows its absence, then the consent", async () => {
    const account = await createCustomer();
    const before = await call("/api/me/export", { token: account.token });
    expect(before.body.consents).toEqual([]);
    expect(before.body.privacyConsent).toMatchObject({ given: false });
    expect((await call("/api/me/consent", { token: account.token, json: { privacyConsent: false } })).status).toBe(400);
    expect((await call("/api/me/consent", { token: account.token, json: {} })).status).toBe(400);
    expect(await consentRows(account.user._id)).toEqual([]);
    const given = await call("/api/me/consent", { token: account.token, json: { privacyConsent: true } });
    expect(given.status, given.text).toBe(200);
    await call("/api/me/consent", { token: account.token, json: { privacyConsent: true } });
    expect(await consentRows(account.user._id)).toHaveLength(1);
    const after = await call("/api/me/export", { token: account.token });
    expect(after.body.consents).toEqual([expect.objectContaining({ source: "sign-in-prompt" })]);
    expect(after.body.privacyConsent).toMatchObject({ given: true, noticeVersion: await privacyVersion() });
  });

  it("a legacy-api row written before issue 29 is not a consent: its owner is still asked", async () => {
    const account = await createCustomer();
    await env.DB.prepare("insert into consents (id, user_id, purpose, notice_version, source, created_at) values (?, ?, 'privacy-notice', 1, 'legacy-api', ?)")
      .bind(`LEGACY${Date.now()}`, account.user._id, new Date().toISOString())
      .run();
    expect((await call("/api/me/consent", { token: account.token })).body.privacyConsent).toBe(false);
    const exported = await call("/api/me/export", { token: account.token });
    expect(exported.body.privacyConsent).toMatchObject({ given: false });
  });

  it("an admin (the shop's staff) signs in to the back office without the prompt", async () => {
    const signedIn = await callPage("/login", form({ mode: "signin", emailAddress: admin.email, password: admin.password }));
    expect(signedIn.headers.get("location")).toBe("/admin");
  });

  it("a signup on our form (box ticked) is not asked again", async () => {
    const body = signupBody();
    await signupForm(body, { privacyConsent: "on" });
    const signedIn = await callPage("/login", form({ mode: "signin", emailAddress: body.emailAddress, password: body.password, redirectTo: "/shop" }));
    expect(signedIn.headers.get("location")).toBe("/shop");
  });
});
