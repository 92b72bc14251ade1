/**
 * Issue 20, consent at signup (DPDP Act 2023): every account is created with a record of its consent to the
 * privacy notice, naming the notice version in force and how the consent was given. Our signup form asks with an
 * unticked box (unticked: refused); the API takes `privacyConsent` (false: refused), and an original-contract
 * client that cannot send it is recorded as "legacy-api" rather than turned away.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_CONSENT_REQUIRED_MESSAGE, consentsOf } from "../../worker/domains/policies/consents";
import { call, env } from "../helpers/api";
import { createAdmin, signupBody, type Account } from "../helpers/factories";
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
  it("without privacyConsent (an original-contract client) creates the account and records a legacy-api consent", async () => {
    const body = signupBody();
    const response = await call("/api/signup", { json: body });
    expect(response.status, response.text).toBe(201);
    const [row, ...more] = await consentRows(response.body.user._id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ purpose: "privacy-notice", source: "legacy-api", notice_version: await privacyVersion() });
    expect(Date.parse(row.created_at)).not.toBeNaN();
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
