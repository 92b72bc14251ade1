/**
 * Who may call what, generated from the router itself: every route Hono has registered under /api must appear in
 * EXPECTED with its access level, and is then called by an anonymous client, a signed-in customer and an admin.
 * A new route without an entry here (or an entry for a route that is gone) fails the suite.
 */
import { describe, expect, it } from "vitest";
import { api } from "../../worker/api";
import { call } from "../helpers/api";
import { createAdmin, createCustomer } from "../helpers/factories";

type Access = "public" | "user" | "admin";

const EXPECTED: Record<string, Access> = {
  "GET /health": "public",
  // Accounts
  "POST /signup": "public",
  "POST /login": "public",
  "POST /logout": "user",
  "PUT /edit-profile": "user",
  "POST /forgot-password": "public",
  "POST /forgotpassword": "public",
  "POST /verify-otp": "public",
  // Users and the audit log
  "GET /all-users": "admin",
  "PUT /assign-admin/:userId": "admin",
  "PUT /remove-admin/:userId": "admin",
  "GET /admin/audit": "admin",
  // Categories
  "GET /admin/category/all": "public",
  "POST /admin/category/add": "admin",
  "PUT /admin/category/edit/:id": "admin",
  "DELETE /admin/category/delete/:id": "admin",
  // Products
  "GET /admin/product/all": "public",
  "GET /admin/product/:id": "public",
  "GET /admin/admin/product/:id": "public",
  "POST /admin/product/add": "admin",
  "PUT /admin/product/update/:id": "admin",
  "PUT /admin/product/update": "admin",
  "DELETE /admin/product/delete/:id": "admin",
  // Banners
  "GET /admin/banner/banners": "public",
  "POST /admin/banner/banners": "admin",
  "PUT /admin/banner/banners/:id": "admin",
  "DELETE /admin/banner/banners/:id": "admin",
  // Blobs
  "GET /admin/blob/blobs": "public",
  "GET /admin/blob/blobs/:id": "public",
  "POST /admin/blob/blobs": "admin",
  "PUT /admin/blob/blobs/:id": "admin",
  "DELETE /admin/blob/blobs/:id": "admin",
  // Promotions
  "GET /promotion": "public",
  "POST /promotion": "admin",
  "DELETE /promotion/:id": "admin",
  // Uploads
  "POST /upload": "admin",
  // Cart: the signed-in customer's own (clients call /api/cart/ with a trailing slash)
  "GET /cart": "user",
  "PUT /cart": "user",
  // Orders: all orders for admins; a customer's own list, placing and the payment report for signed-in users
  // (the service itself answers 404 for another customer's list or order)
  "GET /order": "admin",
  "GET /order/user/:userId": "user",
  "POST /order": "user",
  "PUT /order/:orderId": "user",
  "GET /admin/analysis/dashboard": "admin",
  "GET /admin/analysis/orderAnalytics": "admin",
  "GET /admin/analysis/revenueAnalytics": "admin",
  "GET /admin/analysis/topProducts": "admin",
  // The wellness assistant is public (rate-limited per IP).
  "POST /chat": "public",
};

/** A syntactically plausible id (26 characters, like the ids the app makes) that names no record. */
const PLACEHOLDER_ID = "00000000000000000000000000";

/**
 * The router's routes as "METHOD /path". Route-level middleware (requireAdmin, bodyLimit) registers one entry per
 * handler, so entries repeat; `use` middleware appears as method ALL and is not a route.
 */
function routerRoutes(): string[] {
  const keys = api.routes.filter((route) => route.method !== "ALL").map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)].sort();
}

const concretePath = (path: string) => `/api${path.replace(/:[^/]+/g, PLACEHOLDER_ID)}`;

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
    const routes = routerRoutes();
    const missingFromTable = routes.filter((key) => !(key in EXPECTED));
    const staleInTable = Object.keys(EXPECTED).filter((key) => !routes.includes(key));
    // Both lists in one assertion so a failure shows every difference at once.
    expect({ missingFromTable, staleInTable }).toEqual({ missingFromTable: [], staleInTable: [] });
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
