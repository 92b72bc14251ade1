import { desc, eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { carts } from "../../worker/domains/checkout/tables";
import { mailOutbox, rateLimitCounters } from "../../worker/lib/tables";
import { users } from "../../worker/domains/accounts/tables";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { ACCOUNT_LOCKED_MESSAGE, CURRENT_PASSWORD_REQUIRED_MESSAGE, CURRENT_PASSWORD_WRONG_MESSAGE } from "../../worker/domains/accounts/auth";
import { call, env, testDb } from "../helpers/api";
import { createCustomer, profileBody, signupBody, verifyEmailOf, type Account } from "../helpers/factories";

const USER_KEYS = ["_id", "address", "emailAddress", "emailVerified", "name", "phoneNumber", "role"];

describe("POST /api/signup", () => {
  it("creates a customer with a cart and answers token and user without any password", async () => {
    const body = signupBody();
    const response = await call("/api/signup", { json: body });
    expect(response.status).toBe(201);
    expect(response.body.token.split(".")).toHaveLength(3);
    expect(Object.keys(response.body.user).sort()).toEqual(USER_KEYS);
    expect(response.body.user).toMatchObject({ name: body.name, emailAddress: body.emailAddress, role: "user" });
    expect(response.text).not.toContain(body.password);
    expect(response.text).not.toContain("pbkdf2");

    const cart = await testDb().query.carts.findFirst({ where: eq(carts.userId, response.body.user._id) });
    expect(cart).toBeDefined();
  });

  it("never lets the client choose a role", async () => {
    const response = await call("/api/signup", { json: signupBody({ role: "admin" }) });
    expect(response.status).toBe(201);
    expect(response.body.user.role).toBe("user");
  });

  it("stores the e-mail lower-cased and refuses a duplicate in any case with 409", async () => {
    const body = signupBody();
    await call("/api/signup", { json: body });
    const again = await call("/api/signup", { json: { ...body, emailAddress: body.emailAddress.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: "An account with this email address already exists" });
  });

  const missing: [string, (body: ReturnType<typeof signupBody>) => unknown, RegExp][] = [
    ["name", (b) => ({ ...b, name: "  " }), /Name is required/],
    ["phone", (b) => ({ ...b, phoneNumber: undefined }), /Phone number is required/],
    ["bad phone", (b) => ({ ...b, phoneNumber: "12ab" }), /valid phone number/],
    ["email", (b) => ({ ...b, emailAddress: "" }), /Email address is required/],
    ["bad email", (b) => ({ ...b, emailAddress: "not-an-email" }), /valid email/],
    ["password", (b) => ({ ...b, password: undefined }), /Password is required/],
    ["short password", (b) => ({ ...b, password: "short" }), /at least 8/],
    ["address", (b) => ({ ...b, address: undefined }), /Address is required/],
    ["door no", (b) => ({ ...b, address: { ...b.address, doorNo: "" } }), /Door number is required/],
    ["street", (b) => ({ ...b, address: { ...b.address, street: " " } }), /Street is required/],
    ["city", (b) => ({ ...b, address: { ...b.address, city: undefined } }), /City is required/],
    ["pincode", (b) => ({ ...b, address: { ...b.address, pincode: "52" } }), /Pincode must be 6 digits/],
    ["state", (b) => ({ ...b, address: { ...b.address, state: "" } }), /State is required/],
    ["wrong type", (b) => ({ ...b, name: 42 }), /Name must be text/],
  ];
  it.each(missing)("refuses a missing or invalid %s with 400 naming the field", async (_label, change, message) => {
    const response = await call("/api/signup", { json: change(signupBody()) });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toMatch(message);
  });

  it("refuses malformed JSON and non-object bodies with 400", async () => {
    const malformed = await call("/api/signup", { body: "{name:", headers: { "Content-Type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Request body must be valid JSON");
    const array = await call("/api/signup", { json: [1, 2] });
    expect(array.status).toBe(400);
    expect(array.body.message).toBe("Request body must be a JSON object");
  });

  it("refuses an oversized body with 413", async () => {
    const response = await call("/api/signup", { json: signupBody({ name: "x".repeat(70_000) }) });
    expect(response.status).toBe(413);
    expect(response.body.success).toBe(false);
  });
});

describe("POST /api/login", () => {
  it("signs in with the whole signup form as body (extra fields ignored)", async () => {
    const customer = await createCustomer();
    const response = await call("/api/login", {
      json: {
        name: "",
        phoneNumber: "",
        emailAddress: customer.email.toUpperCase(),
        password: customer.password,
        role: "admin",
        address: { doorNo: "", street: "", city: "", pincode: "", state: "" },
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.user._id).toBe(customer.user._id);
    expect(response.body.user.role).toBe("user");
    const payload = JSON.parse(atob(response.body.token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")));
    expect(typeof payload.exp).toBe("number");
  });

  it("gives one generic message for a wrong password and an unknown e-mail", async () => {
    const customer = await createCustomer();
    const wrongPassword = await call("/api/login", { json: { emailAddress: customer.email, password: "Wrong#12345" } });
    const unknownEmail = await call("/api/login", { json: { emailAddress: "nobody@example.com", password: "Wrong#12345" } });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body.message).toBe("Invalid email or password");
  });

  it("refuses missing credentials with 400", async () => {
    const response = await call("/api/login", { json: { emailAddress: "a@b.co" } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Password is required");
  });
});

describe("POST /api/logout and tokens", () => {
  it("revokes the token on the server: a replayed token gets 401", async () => {
    const customer = await createCustomer();
    const profileBody = { ...signupBody(), emailAddress: customer.email, password: "" };
    expect((await call("/api/edit-profile", { method: "PUT", token: customer.token, json: profileBody })).status).toBe(200);

    const logout = await call("/api/logout", { method: "POST", token: customer.token });
    expect(logout.status).toBe(200);
    expect(logout.body.success).toBe(true);

    const replay = await call("/api/edit-profile", { method: "PUT", token: customer.token, json: profileBody });
    expect(replay.status).toBe(401);
    expect(replay.body.success).toBe(false);
    expect((await call("/api/logout", { method: "POST", token: customer.token })).status).toBe(401);
  });

  it("refuses logout without a token", async () => {
    const response = await call("/api/logout", { method: "POST" });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe("Please sign in to continue.");
  });

  it("refuses forged, expired, wrong-algorithm and malformed tokens", async () => {
    const customer = await createCustomer();
    const sub = customer.user._id;
    const body = { ...signupBody(), emailAddress: customer.email };
    const sign = (secret: string, claims: Record<string, unknown>, exp: string | number = "1h") =>
      new SignJWT({ ver: 1, ...claims })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(sub)
        .setIssuer("ghani-shop")
        .setAudience("ghani-shop-web")
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const forged = await sign("another-secret-another-secret-123456", {});
    const expired = await sign(env.JWT_SECRET, {}, Math.floor(Date.now() / 1000) - 60);
    const header = btoa(JSON.stringify({ alg: "none", typ: "JWT" })).replace(/=+$/, "");
    const claims = btoa(JSON.stringify({ sub, ver: 1, iss: "ghani-shop", aud: "ghani-shop-web", exp: 9999999999 })).replace(/=+$/, "");
    const unsigned = `${header}.${claims}.`;
    for (const token of [forged, expired, unsigned, "not-a-token", "a.b.c"]) {
      const response = await call("/api/edit-profile", { method: "PUT", token, json: body });
      expect(response.status, token).toBe(401);
    }
  });
});

describe("PUT /api/edit-profile", () => {
  it("updates the profile, keeps the password when blank and never changes the role", async () => {
    const customer = await createCustomer();
    const response = await call("/api/edit-profile", {
      method: "PUT",
      token: customer.token,
      json: {
        name: "Asha R.",
        phoneNumber: "+91 99887 76655",
        emailAddress: customer.email,
        password: "",
        role: "admin",
        address: { doorNo: "9", street: "New Street", city: "Tenali", pincode: "522201", state: "Andhra Pradesh" },
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(Object.keys(response.body.user).sort()).toEqual(USER_KEYS);
    expect(response.body.user).toMatchObject({ name: "Asha R.", role: "user", address: { city: "Tenali" } });
    // No sensitive change: no new token, and the session goes on as it was.
    expect(response.body.token).toBeUndefined();
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect((await call("/api/cart/", { token: customer.token })).status).toBe(200);

    const login = await call("/api/login", { json: { emailAddress: customer.email, password: customer.password } });
    expect(login.status).toBe(200);
  });

  it("changes the password when one is given with the current password", async () => {
    const customer = await createCustomer();
    const response = await call("/api/edit-profile", {
      method: "PUT",
      token: customer.token,
      json: { ...signupBody(), emailAddress: customer.email, password: "Brand-new#Pass1", currentPassword: customer.password },
    });
    expect(response.status).toBe(200);
    expect((await call("/api/login", { json: { emailAddress: customer.email, password: customer.password } })).status).toBe(401);
    expect((await call("/api/login", { json: { emailAddress: customer.email, password: "Brand-new#Pass1" } })).status).toBe(200);
  });

  it("refuses another account's e-mail with 409 and invalid fields with 400", async () => {
    const first = await createCustomer();
    const second = await createCustomer();
    const clash = await call("/api/edit-profile", {
      method: "PUT",
      token: second.token,
      json: { ...signupBody(), emailAddress: first.email, password: "", currentPassword: second.password },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.success).toBe(false);
    const invalid = await call("/api/edit-profile", {
      method: "PUT",
      token: second.token,
      json: { ...signupBody(), emailAddress: second.email, password: "abc" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/Password must be at least 8/);
  });

  it("needs a signed-in user", async () => {
    const response = await call("/api/edit-profile", { method: "PUT", json: signupBody() });
    expect(response.status).toBe(401);
    expect(response.body.success).toBe(false);
  });

  it("identifies the user by the token, never by the body", async () => {
    const first = await createCustomer();
    const second = await createCustomer();
    await call("/api/edit-profile", {
      method: "PUT",
      token: second.token,
      json: { ...signupBody(), _id: first.user._id, emailAddress: second.email, name: "Changed", password: "" },
    });
    const untouched = await testDb().query.users.findFirst({ where: eq(users.id, first.user._id) });
    expect(untouched?.name).toBe("Asha Rani");
  });
});


const editProfile = (account: Account, json: Record<string, unknown>, options: { cookie?: boolean } = {}) =>
  options.cookie
    ? call("/api/edit-profile", { method: "PUT", cookie: `${SESSION_COOKIE}=${account.token}`, json })
    : call("/api/edit-profile", { method: "PUT", token: account.token, json });

async function signInAgain(account: Account, password = account.password): Promise<string> {
  const response = await call("/api/login", { json: { emailAddress: account.email, password } });
  expect(response.status, response.text).toBe(200);
  return response.body.token;
}

async function storedUser(id: string) {
  return testDb().query.users.findFirst({ where: eq(users.id, id) });
}

/** The notices mailed to `email`, without the address confirmation links (issue 29; tests/accounts/email-ownership.test.ts). */
async function mailsTo(email: string) {
  const all = await testDb().query.mailOutbox.findMany({ where: eq(mailOutbox.recipient, email), orderBy: desc(mailOutbox.id) });
  return all.filter((mail) => !mail.subject.includes("confirm your e-mail address"));
}

describe("PUT /api/edit-profile: a new e-mail or password needs the current password", () => {
  it("refuses a new password or e-mail without the current password (400) or with a wrong one (401), changing nothing", async () => {
    const customer = await createCustomer();
    const before = await storedUser(customer.user._id);
    const attempts = [
      { password: "Brand-new#Pass1" },
      { emailAddress: `moved.${Date.now()}@example.com` },
      { password: "Brand-new#Pass1", currentPassword: "" },
      { password: "Brand-new#Pass1", currentPassword: null },
    ];
    for (const change of attempts) {
      const response = await editProfile(customer, profileBody(customer, change));
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body).toEqual({ success: false, message: CURRENT_PASSWORD_REQUIRED_MESSAGE });
    }
    for (const change of [{ password: "Brand-new#Pass1" }, { emailAddress: `moved.${Date.now()}@example.com` }]) {
      const response = await editProfile(customer, profileBody(customer, { ...change, currentPassword: "Not-the#password1" }));
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: CURRENT_PASSWORD_WRONG_MESSAGE });
    }
    expect(await storedUser(customer.user._id)).toEqual(before);
    expect(await mailsTo(customer.email)).toEqual([]);
    await signInAgain(customer);
  });

  it("takes the unchanged e-mail in another case or with spaces as unchanged (no password needed)", async () => {
    const customer = await createCustomer();
    const response = await editProfile(customer, profileBody(customer, { emailAddress: `  ${customer.email.toUpperCase()} `, name: "Asha K." }));
    expect(response.status, response.text).toBe(200);
    expect(response.body.user).toMatchObject({ name: "Asha K.", emailAddress: customer.email });
    expect(response.body.token).toBeUndefined();
  });

  it("a new password signs out every other session, hands the caller a fresh token and tells the owner by mail", async () => {
    const customer = await createCustomer({ name: "Asha <b>&</b> Rani" });
    // Confirmed, so the notice greets by name (issue 29) and the name's escaping is seen.
    await verifyEmailOf(customer);
    const otherDevice = await signInAgain(customer);
    const newPassword = "Brand-new#Pass1";
    const response = await editProfile(customer, profileBody(customer, { password: newPassword, currentPassword: customer.password }));
    expect(response.status, response.text).toBe(200);
    expect(response.body.success).toBe(true);
    expect(Object.keys(response.body.user).sort()).toEqual(USER_KEYS);
    expect(response.body.token.split(".")).toHaveLength(3);
    // A bearer client gets its token in the body only.
    expect(response.headers.get("Set-Cookie")).toBeNull();

    expect((await call("/api/cart/", { token: customer.token })).status).toBe(401);
    expect((await call("/api/cart/", { token: otherDevice })).status).toBe(401);
    expect((await call("/api/cart/", { token: response.body.token })).status).toBe(200);
    expect((await storedUser(customer.user._id))?.tokenVersion).toBe(2);
    await signInAgain(customer, newPassword);

    const [notice] = await mailsTo(customer.email);
    expect(notice.subject).toMatch(/your password was changed/);
    expect(notice.textBody).toMatch(/every other device signed in to the account was signed out/);
    expect(notice.textBody).toMatch(/forgot-password/);
    expect(notice.htmlBody).toContain("Asha &lt;b&gt;&amp;&lt;/b&gt; Rani");
    for (const secret of [newPassword, customer.password, response.body.token]) {
      expect(notice.textBody).not.toContain(secret);
      expect(notice.htmlBody).not.toContain(secret);
    }
  });

  it("a new e-mail address: the notice goes to the old address, the cookie session gets a fresh cookie", async () => {
    const customer = await createCustomer();
    const otherDevice = await signInAgain(customer);
    const newEmail = `moved.${Date.now()}@example.com`;
    const response = await editProfile(customer, profileBody(customer, { emailAddress: newEmail.toUpperCase(), currentPassword: customer.password }), { cookie: true });
    expect(response.status, response.text).toBe(200);
    expect(response.body.user.emailAddress).toBe(newEmail);
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=${response.body.token.replace(/\./g, "\\.")};.*HttpOnly`));

    expect((await call("/api/cart/", { cookie: `${SESSION_COOKIE}=${customer.token}` })).status).toBe(401);
    expect((await call("/api/cart/", { token: otherDevice })).status).toBe(401);
    expect((await call("/api/cart/", { cookie: `${SESSION_COOKIE}=${response.body.token}` })).status).toBe(200);
    await signInAgain({ ...customer, email: newEmail });

    const [notice] = await mailsTo(customer.email);
    expect(notice.subject).toMatch(/your email address was changed/);
    expect(notice.textBody).toMatch(/contact us right away/);
    expect(await mailsTo(newEmail)).toEqual([]);
    // The new address gets only its confirmation link (it is unverified until followed).
    expect(response.body.user.emailVerified).toBe(false);
  });

  it("changes both at once with one notice", async () => {
    const customer = await createCustomer();
    const newEmail = `both.${Date.now()}@example.com`;
    const response = await editProfile(customer, profileBody(customer, { emailAddress: newEmail, password: "Brand-new#Pass1", currentPassword: customer.password }));
    expect(response.status, response.text).toBe(200);
    const notices = await mailsTo(customer.email);
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toMatch(/your email address and password were changed/);
    await signInAgain({ ...customer, email: newEmail }, "Brand-new#Pass1");
  });

  it("of two password changes sent at once with the same session, one wins and the other is refused", { timeout: 60_000 }, async () => {
    const customer = await createCustomer();
    const passwords = ["First#Change2026", "Second#Change2026"];
    const responses = await Promise.all(passwords.map((password) => editProfile(customer, profileBody(customer, { password, currentPassword: customer.password }))));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 401]);
    const winner = passwords[responses.findIndex((response) => response.status === 200)];
    expect((await storedUser(customer.user._id))?.tokenVersion).toBe(2);
    await signInAgain(customer, winner);
  });

  it("counts wrong current passwords against the account's sign-in limit", async () => {
    const customer = await createCustomer();
    for (let i = 0; i < 10; i++) {
      const wrong = await editProfile(customer, profileBody(customer, { password: "Brand-new#Pass1", currentPassword: `Wrong#${i}xxxx` }));
      expect(wrong.status).toBe(401);
    }
    const locked = await editProfile(customer, profileBody(customer, { password: "Brand-new#Pass1", currentPassword: customer.password }));
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(ACCOUNT_LOCKED_MESSAGE);
    const login = await call("/api/login", { json: { emailAddress: customer.email, password: customer.password } });
    expect(login.status).toBe(429);
    // Edits that need no password still work: the session itself is not locked out.
    expect((await editProfile(customer, profileBody(customer, { name: "Still Me" }))).status).toBe(200);
  });
});

describe("POST /api/login: failed sign-ins per account", () => {
  const login = (emailAddress: string, password: string) => call("/api/login", { json: { emailAddress, password } });

  it("after 10 failures in 15 minutes refuses even the right password with 429, for that account only", async () => {
    const [customer, bystander] = [await createCustomer(), await createCustomer()];
    for (let i = 0; i < 10; i++) expect((await login(customer.email, `Wrong#${i}xxxx`)).status).toBe(401);
    const locked = await login(customer.email.toUpperCase(), customer.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ success: false, message: ACCOUNT_LOCKED_MESSAGE });
    expect((await login(bystander.email, bystander.password)).status).toBe(200);
  });

  it("counts only failures: successful sign-ins in between do not add up", async () => {
    const customer = await createCustomer();
    for (let i = 0; i < 9; i++) expect((await login(customer.email, `Wrong#${i}xxxx`)).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login(customer.email, customer.password)).status).toBe(200);
    expect((await login(customer.email, "Wrong#9xxxx")).status).toBe(401);
    expect((await login(customer.email, customer.password)).status).toBe(429);
  });

  it("treats an unknown address like a registered one", async () => {
    const email = `ghost.${Date.now()}@example.com`;
    for (let i = 0; i < 10; i++) expect((await login(email, `Wrong#${i}xxxx`)).status).toBe(401);
    expect((await login(email, "Wrong#10xxxx")).body).toEqual({ success: false, message: ACCOUNT_LOCKED_MESSAGE });
  });

  it("checks at most 10 passwords of 30 sent at once", { timeout: 60_000 }, async () => {
    const customer = await createCustomer();
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(customer.email, `Wrong#${i}xxxx`).then((response) => response.status)),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it("keys the counter on a hash of the address, never the address itself", async () => {
    const customer = await createCustomer();
    await login(customer.email, "Wrong#0xxxx");
    const keys = (await testDb().select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys.some((key) => key.startsWith("sign-in-failures:"))).toBe(true);
    for (const key of keys) expect(key).not.toContain(customer.email.split("@")[0]);
  });
});
