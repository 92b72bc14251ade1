/**
 * Who may call what, generated from the router itself: every route Hono has registered under /api must appear in
 * EXPECTED (tests/helpers/routes.ts) with its access level, and is then called by an anonymous client, a signed-in customer and an admin.
 * A new route without an entry here (or an entry for a route that is gone) fails the suite.
 */
import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createAdmin, createCustomer } from "../helpers/factories";
import { concretePath, EXPECTED, routerRoutes, tableCoverage } from "../helpers/routes";

async function request(key: string, token?: string) {
  const [method, path] = key.split(" ");
  const writes = method !== "GET";
  return call(concretePath(path), { method, token, ...(writes ? { json: {} } : {}) });
}

describe("authorization matrix generated from the router", () => {
  it("finds routes in the router (the enumeration itself works)", () => {
    expect(routerRoutes().length).toBeGreaterThanOrEqual(30);
    expect(routerRoutes()).toContain("POST /admin/category/add");
  });

  it("has an expectation for every route of the router and no stale entries", () => {
    // Both lists in one assertion so a failure shows every difference at once.
    expect(tableCoverage(EXPECTED, routerRoutes())).toEqual({ missingFromTable: [], staleInTable: [] });
  });

  it.each(routerRoutes())("%s answers each caller according to its access level", async (key) => {
    const access = EXPECTED[key];
    expect(access, `no expectation for ${key}`).toBeDefined();
    // Fresh accounts per route: POST /logout revokes the caller's token.
    const [customer, admin] = await Promise.all([createCustomer(), createAdmin()]);

    const anonymous = await request(key);
    const nullBearer = await request(key, "null");
    const garbageToken = await request(key, "not.a.token");
    const asCustomer = await request(key, customer.token);
    const asAdmin = await request(key, admin.token);
    const all = { anonymous, nullBearer, garbageToken, asCustomer, asAdmin };

    for (const [who, response] of Object.entries(all)) {
      expect(response.status, `${key} as ${who}: ${response.text}`).toBeLessThan(500);
      expect(response.headers.get("Content-Type"), `${key} as ${who}`).toMatch(/application\/json/);
    }

    if (access === "provider") {
      // A provider's webhook proves itself with a signature or a secret token, never a session: refused for everyone.
      for (const [who, response] of Object.entries(all)) {
        expect([401, 403], `${key} is a provider's webhook, ${who} got ${response.status}: ${response.text}`).toContain(response.status);
      }
      return;
    }

    if (access === "public") {
      for (const [who, response] of Object.entries(all)) {
        expect([401, 403], `${key} is public, ${who} got ${response.status}: ${response.text}`).not.toContain(response.status);
      }
      return;
    }

    for (const [who, response] of Object.entries({ anonymous, nullBearer, garbageToken })) {
      expect(response.status, `${key} as ${who}: ${response.text}`).toBe(401);
      expect(response.body.success, `${key} as ${who}`).toBe(false);
      expect(typeof response.body.message).toBe("string");
    }
    expect([401, 403], `${key} as admin: ${asAdmin.text}`).not.toContain(asAdmin.status);
    if (access === "user") {
      expect([401, 403], `${key} as customer: ${asCustomer.text}`).not.toContain(asCustomer.status);
    } else {
      expect(asCustomer.status, `${key} as customer: ${asCustomer.text}`).toBe(403);
      expect(asCustomer.body.success).toBe(false);
    }
  });
});
