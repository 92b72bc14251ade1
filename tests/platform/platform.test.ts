import { afterEach, describe, expect, it, vi } from "vitest";
import { call, env } from "../helpers/api";
import { createCustomer, signupBody } from "../helpers/factories";

describe("the API's platform rules", () => {
  it("GET /api/health answers { ok: true }", async () => {
    const response = await call("/api/health");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
  });

  it("answers unknown routes and wrong methods with a JSON error", async () => {
    for (const [method, path] of [
      ["GET", "/api/nothing-here"],
      ["DELETE", "/api/login"],
      ["GET", "/api"],
    ]) {
      const response = await call(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
      expect(response.body.success).toBe(false);
      expect(response.body.message).toMatch(/No API route/);
    }
  });

  it("accepts a trailing slash on every path", async () => {
    expect((await call("/api/health/")).body).toEqual({ ok: true });
    const response = await call("/api/login/", { json: { emailAddress: "nobody@example.com", password: "whatever1" } });
    expect(response.status).toBe(401);
  });

  it("ignores `Authorization: Bearer null` on public calls", async () => {
    const response = await call("/api/login", { token: "null", json: { emailAddress: "n@example.com", password: "x1234567" } });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe("Invalid email or password");
    expect((await call("/api/health", { token: "null" })).status).toBe(200);
  });

  it("sends security headers on API responses and pages", async () => {
    for (const path of ["/api/health", "/"]) {
      const response = await call(path);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
      expect(response.headers.get("Content-Security-Policy")).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get("Strict-Transport-Security")).toMatch(/max-age=/);
    }
    // A page rendered for one request admits its inline scripts by nonce; one the edge cache keeps, by hash.
    const page = await call("/login");
    expect(page.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    const kept = await call("/");
    expect(kept.headers.get("Content-Security-Policy")).toMatch(/script-src 'self'(?: 'sha256-[A-Za-z0-9+/=]+')*;/);
  });

  it("refuses a cross-site write authenticated by the session cookie", async () => {
    const customer = await createCustomer();
    const cookie = `ghani_session=${customer.token}`;
    const crossSite = await call("/api/logout", {
      method: "POST",
      cookie,
      headers: { Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.message).toBe("Cross-site request refused");

    const sameSite = await call("/api/logout", { method: "POST", cookie, headers: { Origin: "https://shop.test" } });
    expect(sameSite.status).toBe(200);
    expect(sameSite.headers.get("Set-Cookie")).toMatch(/ghani_session=;.*Max-Age=0/);
  });

  it("refuses cross-site form posts to pages", async () => {
    const response = await call("/login", { method: "POST", body: "mode=signin", headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(403);
  });

  it("clears a session cookie whose token is invalid on the next page load", async () => {
    const page = await call("/", { cookie: "ghani_session=garbage.token.value" });
    expect(page.status).toBe(200);
    expect(page.headers.get("Set-Cookie")).toMatch(/ghani_session=;.*Max-Age=0/);
    const customer = await createCustomer();
    const valid = await call("/", { cookie: `ghani_session=${customer.token}` });
    expect(valid.headers.get("Set-Cookie")).toBeNull();
  });

  it("grants CORS only to configured origins, never with credentials", async () => {
    const response = await call("/api/health", { headers: { Origin: "https://evil.example" } });
    expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(response.headers.get("Access-Control-Allow-Credentials")).toBeNull();
  });
});

describe("rate limits", () => {
  it("allows 20 logins per minute per IP, then answers 429 with a message", async () => {
    const ip = "192.0.2.10";
    // A different e-mail each time: the per-account limit (10 failures) is not what is under test here.
    const attempt = (n: number, from = ip) => call("/api/login", { json: { emailAddress: `n${n}@example.com`, password: "x1234567" }, ip: from });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await attempt(i)).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    const limited = await attempt(21);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, message: "Too many attempts. Please wait a minute and try again." });
    // Another address is not affected.
    expect((await attempt(22, "192.0.2.11")).status).toBe(401);
  });

  it("allows 20 signups per minute per IP, then 429", async () => {
    const ip = "192.0.2.20";
    for (let i = 0; i < 20; i++) {
      expect((await call("/api/signup", { json: signupBody(), ip })).status).toBe(201);
    }
    expect((await call("/api/signup", { json: signupBody(), ip })).status).toBe(429);
  });
});

describe("secrets stay secret", () => {
  const logged: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    logged.length = 0;
  });

  it("no response, log line or table row holds a plaintext password", async () => {
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(" "));
      });
    }
    const password = `Plain#Text#${Date.now()}`;
    const newPassword = `Other#Plain#${Date.now()}`;
    const body = signupBody({ password });
    const responses = [await call("/api/signup", { json: body })];
    responses.push(await call("/api/login", { json: { emailAddress: body.emailAddress, password } }));
    responses.push(await call("/api/login", { json: { emailAddress: body.emailAddress, password: "wrong-password" } }));
    const token = responses[1].body.token;
    responses.push(
      await call("/api/edit-profile", { method: "PUT", token, json: { ...body, password: newPassword, currentPassword: password } }),
    );
    expect(responses.at(-1)?.status).toBe(200);
    responses.push(await call("/api/forgot-password", { json: { email: body.emailAddress } }));

    for (const response of responses) {
      expect(response.text).not.toContain(password);
      expect(response.text).not.toContain(newPassword);
      expect(response.text).not.toContain("password_hash");
      expect(response.text).not.toContain("passwordHash");
    }
    for (const line of logged) {
      expect(line).not.toContain(password);
      expect(line).not.toContain(newPassword);
    }
    const tables = await env.DB.prepare("select name from sqlite_master where type = 'table' and name not like '\\_%' escape '\\'").all<{ name: string }>();
    expect(tables.results.length).toBeGreaterThan(5);
    for (const { name } of tables.results) {
      const rows = await env.DB.prepare(`select * from "${name}"`).all();
      const dump = JSON.stringify(rows.results);
      expect(dump, name).not.toContain(password);
      expect(dump, name).not.toContain(newPassword);
    }
  });
});
