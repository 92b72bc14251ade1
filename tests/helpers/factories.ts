import { eq } from "drizzle-orm";
import { users } from "../../worker/domains/accounts/tables";
import { call, env, testDb } from "./api";

let counter = 0;

export function signupBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: "Asha Rani",
    phoneNumber: "9876543210",
    emailAddress: `asha.${unique}@example.com`,
    password: `Secret#${unique}`,
    address: { doorNo: "4-12", street: "Temple Street", city: "Guntur", pincode: "522002", state: "Andhra Pradesh" },
    ...overrides,
  };
}

/** Signs up a fresh customer through the API and returns their token, user and password. */
export async function createCustomer(overrides: Record<string, unknown> = {}) {
  const body = signupBody(overrides);
  const response = await call("/api/signup", { json: body });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${response.text}`);
  return { token: response.body.token as string, user: response.body.user, password: body.password, email: body.emailAddress };
}

/** A signed-up account as the tests hold it: token, user, password and e-mail. */
export type Account = Awaited<ReturnType<typeof createCustomer>>;

export async function createAdmin() {
  const customer = await createCustomer();
  await testDb().update(users).set({ role: "admin" }).where(eq(users.id, customer.user._id));
  return customer;
}

/** The profile as the existing clients send it to PUT /api/edit-profile: every field, `password: ""`, the same e-mail. */
export function profileBody(account: Account, overrides: Record<string, unknown> = {}) {
  return {
    name: account.user.name,
    phoneNumber: account.user.phoneNumber,
    emailAddress: account.email,
    password: "",
    address: account.user.address,
    ...overrides,
  };
}

/**
 * Confirms an account's e-mail address the way its owner does (issue 29): the link in the newest confirmation mail
 * sent to the address, its token posted to /api/verify-email. Returns the answer's user.
 */
export async function verifyEmailOf(account: Pick<Account, "email">) {
  const mail = await env.DB.prepare("select text_body from mail_outbox where recipient = ? and subject like '%confirm your e-mail%' order by id desc limit 1")
    .bind(account.email)
    .first<{ text_body: string }>();
  const token = /verify-email\?token=([0-9a-f]+)/.exec(mail?.text_body ?? "")?.[1];
  if (!token) throw new Error(`no confirmation mail for ${account.email}`);
  const response = await call("/api/verify-email", { json: { token } });
  if (response.status !== 200) throw new Error(`verification failed: ${response.status} ${response.text}`);
  return response.body.user;
}

let mobileCounter = 0;
/** An Indian mobile number (+91 and ten digits) no other call in this run returns, for phone sign-in (issue 31). */
export function freshMobile(): string {
  mobileCounter += 1;
  return `+919${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}${String(mobileCounter % 10_000).padStart(4, "0")}`;
}
