/**
 * Security headers on every kind of response the Worker gives (pages, API successes and each error status,
 * streamed lists, uploaded images and their 304s and 404s), session cookie attributes, the caching rule for
 * personal responses (`Cache-Control: private, no-store`), and the cross-site rules in one place: CORS grants
 * nothing to an unlisted origin (GET, preflight, writes) and never credentials, and a write authenticated by the
 * session cookie from another site is refused with 403 leaving the database as it was.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { call, env, ORIGIN } from "../helpers/api";
import { addCategory, addProduct, PNG_1X1, upload, uploadPng, imagePath } from "../helpers/catalogue";
import { describeChanges, diffSnapshots, snapshotDb } from "../helpers/db-snapshot";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { freshUtr, placeOrder, putOrder } from "../helpers/orders";
import { concretePath, routerRoutes, routesWithAccess } from "../helpers/routes";
import type { ApiResponse } from "../helpers/security";
import { hdfcStatement, statementForm, upiCredit } from "../helpers/statements";

let admin: Account;
let customer: Account;
let productId: string;
let image: { secure_url: string; key: string };

beforeAll(async () => {
  [admin, customer] = await Promise.all([createAdmin(), createCustomer()]);
  const category = await addCategory(admin);
  productId = (await addProduct(admin, category._id))._id;
  image = await uploadPng(admin);
});

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The headers every response carries, whatever produced it. */
function expectCommonHeaders(response: ApiResponse, what: string) {
  const header = (name: string) => response.headers.get(name);
  expect(header("X-Content-Type-Options"), what).toBe("nosniff");
  expect(header("Referrer-Policy"), what).toBe("strict-origin-when-cross-origin");
  expect(header("X-Frame-Options"), what).toBe("DENY");
  expect(header("Cross-Origin-Opener-Policy"), what).toBe("same-origin");
  expect(header("Permissions-Policy"), what).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\)/);
  // The test origin is https: a year of HSTS, subdomains included.
  const hsts = header("Strict-Transport-Security") ?? "";
  expect(Number(hsts.match(/max-age=(\d+)/)?.[1]), `${what}: ${hsts}`).toBeGreaterThanOrEqual(31_536_000);
  expect(hsts, what).toMatch(/includeSubDomains/);
  expect(header("Content-Security-Policy"), what).toMatch(/frame-ancestors 'none'/);
  expect(header("X-Powered-By"), what).toBeNull();
  // The id the request's log lines carry (tests/platform/logging.test.ts checks they match).
  expect(header("X-Request-Id"), what).toMatch(/^[\w-]{16,}$/);
}

/** A JSON or image response: nothing in it may run, load or be framed. */
function expectLockedDownCsp(response: ApiResponse, what: string) {
  expect(response.headers.get("Content-Security-Policy"), what).toBe(API_CSP);
}

describe("security headers", () => {
  it("pages carry the common headers and a strict CSP: a fresh nonce for pages made for one request", async () => {
    // /login is never kept; /shop for a signed-in person is theirs. Anonymous kept pages: tests/platform/edge-cache.test.ts.
    const [first, second] = [await call("/login"), await call("/shop", { cookie: `${SESSION_COOKIE}=${customer.token}` })];
    for (const [response, what] of [
      [first, "GET /login"],
      [second, "GET /shop signed in"],
    ] as const) {
      expect(response.status).toBe(200);
      expectCommonHeaders(response, what);
      const csp = response.headers.get("Content-Security-Policy")!;
      const directives = Object.fromEntries(csp.split(";").map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
      expect(directives["default-src"]).toEqual(["'self'"]);
      expect(directives["object-src"]).toEqual(["'none'"]);
      expect(directives["base-uri"]).toEqual(["'self'"]);
      expect(directives["form-action"]).toEqual(["'self'"]);
      expect(directives["frame-ancestors"]).toEqual(["'none'"]);
      expect(directives["script-src"]).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}==?'$/)]);
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
    }
    const nonce = (response: ApiResponse) => response.headers.get("Content-Security-Policy")!.match(/'nonce-([^']+)'/)![1];
    expect(nonce(first)).not.toBe(nonce(second));
  });

  it("page answers that are not 200 carry them too (a refused cross-site form post, a cleared cookie)", async () => {
    const refused = await call("/login", { method: "POST", body: "mode=signin", headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" } });
    expect(refused.status).toBe(403);
    expectCommonHeaders(refused, "refused page post");
    const cleared = await call("/", { cookie: `${SESSION_COOKIE}=not.a.token` });
    expectCommonHeaders(cleared, "page clearing a bad cookie");
  });

  it.each([
    ["200 GET /api/health", () => call("/api/health"), 200],
    ["201 POST /api/admin/category/add", () => call("/api/admin/category/add", { token: admin.token, json: { name: `Headers ${Date.now()}` } }), 201],
    ["200 streamed GET /api/order", () => call("/api/order", { token: admin.token }), 200],
    ["400 invalid JSON", () => call("/api/login", { method: "POST", body: "{", headers: { "Content-Type": "application/json" } }), 400],
    ["401 GET /api/cart without a session", () => call("/api/cart/"), 401],
    ["403 a customer on an admin route", () => call("/api/all-users", { token: customer.token }), 403],
    ["403 a cross-site cookie write", () => call("/api/cart/", { method: "PUT", cookie: `${SESSION_COOKIE}=${customer.token}`, headers: { Origin: "https://evil.example" }, json: {} }), 403],
    ["404 an unknown API route", () => call("/api/no-such-route"), 404],
    ["404 an unknown product", () => call("/api/admin/product/00000000000000000000000000"), 404],
    ["409 an e-mail already registered", () => call("/api/signup", { json: { ...signupLike(), emailAddress: customer.email } }), 409],
    ["413 an oversized body", () => call("/api/login", { json: { emailAddress: "a@example.com", password: "x".repeat(70_000) } }), 413],
    ["400 a form-encoded body", () => call("/api/login", { method: "POST", body: "emailAddress=a", headers: { "Content-Type": "application/x-www-form-urlencoded" } }), 400],
    ["429 rate-limited", rateLimited, 429],
    ["500 a deployment without its signing key", () => call("/api/cart/", { token: customer.token, env: { JWT_SECRET: "" } }), 500],
  ] as const)("API answer %s carries them, with a CSP that allows nothing", async (what, request, status) => {
    const response = await request();
    expect(response.status, response.text.slice(0, 200)).toBe(status);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expectCommonHeaders(response, what);
    expectLockedDownCsp(response, what);
  });

  it("a CORS preflight carries them", async () => {
    const preflight = await call("/api/cart/", {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "PUT", "Access-Control-Request-Headers": "authorization, content-type" },
    });
    expect(preflight.status).toBeLessThan(300);
    expectCommonHeaders(preflight, "preflight");
  });

  it("an uploaded image is served with its sniffed type, nosniff, a CSP that allows nothing and long caching", async () => {
    const response = await call(imagePath(image.secure_url));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Content-Disposition")).toBe("inline");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expectCommonHeaders(response, "image 200");
    expectLockedDownCsp(response, "image 200");

    const notModified = await call(imagePath(image.secure_url), { headers: { "If-None-Match": response.headers.get("ETag")! } });
    expect(notModified.status).toBe(304);
    expectCommonHeaders(notModified, "image 304");
    expectLockedDownCsp(notModified, "image 304");

    const missing = await call("/images/zzzzzzzzzzzzzzzzzzzzzzzzzz.png");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Content-Type")).toMatch(/^application\/json/);
    expectCommonHeaders(missing, "image 404");
    expectLockedDownCsp(missing, "image 404");
  });

  it("an upload declared as HTML is still served as the image it is", async () => {
    const response = await upload(admin.token, PNG_1X1, "page.html", "text/html");
    expect(response.status).toBe(201);
    const served = await call(imagePath(response.body.secure_url));
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expectLockedDownCsp(served, "image uploaded as text/html");
  });

  it("an object put into the bucket by other means with a non-image type is only ever an inert download", async () => {
    const key = "aaaaaaaaaaaaaaaaaaaaaaaaaa.png";
    await env.IMAGES.put(key, "<script>alert(1)</script>", { httpMetadata: { contentType: "text/html" } });
    const served = await call(`/images/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("application/octet-stream");
    expect(served.headers.get("Content-Disposition")).toBe("attachment");
    expect(served.headers.get("Content-Security-Policy")).toMatch(/sandbox/);
    expectCommonHeaders(served, "foreign object");
  });

  it("the session cookie is cleared with HttpOnly, SameSite=Lax, Secure and Path=/", async () => {
    const account = await createCustomer();
    const response = await call("/api/logout", { method: "POST", cookie: `${SESSION_COOKIE}=${account.token}`, headers: { Origin: ORIGIN } });
    expect(response.status).toBe(200);
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    for (const attribute of [/;\s*HttpOnly/i, /;\s*SameSite=Lax/i, /;\s*Secure/i, /;\s*Path=\//, /;\s*Max-Age=0/]) expect(cookie).toMatch(attribute);
  });
});

describe("page CSP and the public origin", () => {
  const imgSrc = (response: ApiResponse) =>
    response.headers.get("Content-Security-Policy")!.split(";").map((part) => part.trim()).find((part) => part.startsWith("img-src "));

  it("lets pages load images from PUBLIC_ORIGIN when it is another host than the page's", async () => {
    const page = await call("/shop", { env: { PUBLIC_ORIGIN: "https://www.ghani.example" } });
    expect(imgSrc(page)).toBe("img-src 'self' https://www.ghani.example data: blob:");
  });

  it("adds nothing when PUBLIC_ORIGIN is empty or is the page's own origin", async () => {
    for (const publicOrigin of ["", ORIGIN, `${ORIGIN}/`]) {
      const page = await call("/shop", { env: { PUBLIC_ORIGIN: publicOrigin } });
      expect(imgSrc(page), publicOrigin).toBe("img-src 'self' data: blob:");
    }
  });
});

describe("Cache-Control: private, no-store on personal responses", () => {
  const PERSONAL = "private, no-store";
  const cacheControl = (response: ApiResponse) => response.headers.get("Cache-Control");
  let account: Account;
  let cookie: string;

  beforeAll(async () => {
    account = await createAdmin();
    cookie = `${SESSION_COOKIE}=${account.token}`;
  });

  const PERSONAL_PAGES = [
    "/checkout",
    "/checkout.data",
    "/profile",
    "/profile.data",
    "/admin",
    "/admin.data",
    "/admin/orders",
    "/admin/orders.data",
    "/admin/products.data",
    "/admin/analysis/export?period=weekly",
    "/cart",
    // Issue 31: "My orders" and an order's page, in both languages.
    "/orders",
    "/orders.data",
    "/orders/00000000000000000000000000",
    "/te/orders",
    "/te/orders/00000000000000000000000000.data",
    "/te/checkout",
  ];

  it.each(PERSONAL_PAGES)("page %s, anonymous (a redirect to /login in the real app) or signed in", async (path) => {
    for (const [who, options] of [["anonymous", {}], ["signed in", { cookie }]] as const) {
      expect(cacheControl(await call(path, options)), `${path} ${who}`).toBe(PERSONAL);
    }
  });

  it.each([
    ["GET /api/cart/", () => call("/api/cart/")],
    ["PUT /api/cart/", () => call("/api/cart/", { method: "PUT", json: {} })],
    ["GET /api/order", () => call("/api/order")],
    ["GET /api/order/user/:userId", () => call(`/api/order/user/${customer.user._id}`)],
    ["POST /api/order", () => call("/api/order", { json: {} })],
    ["PUT /api/order/:orderId", () => call("/api/order/00000000000000000000000000", { method: "PUT", json: {} })],
  ])("%s without a session (its 401 too)", async (_what, request) => {
    const response = await request();
    expect(response.status).toBe(401);
    expect(cacheControl(response)).toBe(PERSONAL);
  });

  it.each([
    ["GET /api/cart/", () => call("/api/cart/", { token: customer.token })],
    ["GET /api/order (streamed)", () => call("/api/order", { token: admin.token })],
    ["GET /api/order/user/:userId", () => call(`/api/order/user/${customer.user._id}`, { token: customer.token })],
    ["POST /api/order", () => call("/api/order", { token: customer.token, json: { products: [{ productId, quantity: 1 }] } })],
  ])("%s answered to its owner", async (_what, request) => {
    const response = await request();
    expect(response.status, response.text).toBeLessThan(300);
    expect(cacheControl(response)).toBe(PERSONAL);
  });

  it("every API route, answered to a request with a bearer token, whatever the status", async () => {
    const routes = routerRoutes();
    expect(routes.length).toBeGreaterThan(40);
    for (const key of routes) {
      const [method, path] = key.split(" ");
      const response = await call(concretePath(path), { method, token: account.token, ...(method === "GET" ? {} : { json: {} }) });
      expect(cacheControl(response), `${key} -> ${response.status}`).toBe(PERSONAL);
    }
  });

  it("every API GET, answered to a request with the session cookie", async () => {
    for (const key of routerRoutes().filter((route) => route.startsWith("GET "))) {
      const response = await call(concretePath(key.slice(4)), { cookie });
      expect(cacheControl(response), `${key} -> ${response.status}`).toBe(PERSONAL);
    }
  });

  it("sign-up and login answers (they carry a token) and a page answer that clears a bad cookie", async () => {
    const email = `cache-${Date.now()}@example.com`;
    const signup = await call("/api/signup", { json: { ...signupLike(), emailAddress: email } });
    expect(signup.status, signup.text).toBe(201);
    expect(cacheControl(signup)).toBe(PERSONAL);
    const login = await call("/api/login", { json: { emailAddress: email, password: signupLike().password } });
    expect(login.status, login.text).toBe(200);
    expect(cacheControl(login)).toBe(PERSONAL);
    expect(cacheControl(await call("/", { cookie: `${SESSION_COOKIE}=not.a.token` }))).toBe(PERSONAL);
  });

  it.each(["/", "/shop", "/shop.data", "/blobs", "/promotions", "/_root.data"])("public page %s rendered for a signed-in person", async (path) => {
    expect(cacheControl(await call(path, { cookie }))).toBe(PERSONAL);
  });

  it("anonymous public pages and API reads are public: the edge-cached ones ask browsers to revalidate, the rest add nothing; `Bearer null` included", async () => {
    // The edge cache (issue 18) keeps these for anonymous visitors; a browser may store them but must ask again.
    const REVALIDATE = "public, max-age=0, must-revalidate";
    const EDGE_CACHED = new Set(["/", "/shop", "/shop.data", "/blobs", "/promotions", "/admin/category/all", "/admin/product/all", "/admin/banner/banners", "/admin/blob/blobs", "/admin/blob/blobs/:id", "/promotion", "/settings"]);
    for (const path of ["/", "/shop", "/shop.data", "/blobs", "/promotions", "/login"]) {
      expect(cacheControl(await call(path)), path).toBe(EDGE_CACHED.has(path) ? REVALIDATE : null);
    }
    const publicReads = routesWithAccess("public").filter((key) => key.startsWith("GET "));
    expect(publicReads.length).toBeGreaterThan(5);
    for (const key of publicReads) {
      const path = key === "GET /admin/product/:id" || key === "GET /admin/admin/product/:id" ? concretePath(key.slice(4), { id: productId }) : concretePath(key.slice(4));
      const expected = EDGE_CACHED.has(key.slice(4)) ? REVALIDATE : null;
      const response = await call(path);
      // A kept list for a missing id (404) is not kept, and says nothing either.
      expect(cacheControl(response), key).toBe(response.status === 200 ? expected : null);
      expect(cacheControl(await call(path, { headers: { Authorization: "Bearer null" } })), `${key} with Bearer null`).toBe(response.status === 200 ? expected : null);
    }
  });

  it("uploaded images keep their long-lived public caching, for signed-in people too", async () => {
    for (const options of [{}, { cookie }, { token: account.token }]) {
      const response = await call(imagePath(image.secure_url), options);
      expect(response.status).toBe(200);
      expect(cacheControl(response)).toBe("public, max-age=31536000, immutable");
    }
  });
});

function signupLike() {
  return {
    name: "Header Test",
    phoneNumber: "9876543210",
    emailAddress: "unused@example.com",
    password: "Secret#12345",
    address: { doorNo: "1", street: "Main Street", city: "Guntur", pincode: "522002", state: "Andhra Pradesh" },
  };
}

/** Six OTP requests from one address within the minute: the sixth is refused by the per-IP limit. */
async function rateLimited(): Promise<ApiResponse> {
  const ip = "198.51.100.77";
  let last: ApiResponse | null = null;
  for (let i = 0; i < 6; i++) last = await call("/api/forgot-password", { json: { email: `limit${i}@example.com` }, ip });
  return last!;
}

describe("cross-site requests", () => {
  const EVIL = "https://evil.example";
  const PARTNER = "https://partner.example";
  const preflight = (path: string, origin: string, corsOrigins?: string) =>
    call(path, {
      method: "OPTIONS",
      headers: { Origin: origin, "Access-Control-Request-Method": "PUT", "Access-Control-Request-Headers": "authorization, content-type" },
      env: corsOrigins === undefined ? undefined : { CORS_ORIGINS: corsOrigins },
    });

  function expectNoCorsGrant(response: ApiResponse, what: string) {
    expect(response.headers.get("Access-Control-Allow-Origin"), what).toBeNull();
    expect(response.headers.get("Access-Control-Allow-Credentials"), what).toBeNull();
  }

  it("an origin listed in CORS_ORIGINS is granted access, without credentials (so the absence below means something)", async () => {
    const get = await call("/api/health", { headers: { Origin: PARTNER }, env: { CORS_ORIGINS: PARTNER } });
    expect(get.headers.get("Access-Control-Allow-Origin")).toBe(PARTNER);
    expect(get.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    const options = await preflight("/api/cart/", PARTNER, PARTNER);
    expect(options.headers.get("Access-Control-Allow-Origin")).toBe(PARTNER);
    expect(options.headers.get("Access-Control-Allow-Methods")).toMatch(/PUT/);
    expect(options.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    // Like every API answer, a preflight has a JSON body (API.md: never 204).
    expect(options.status).toBe(200);
    expect(options.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(options.body).toEqual({ success: true });
  });

  it("an unlisted origin gets no CORS grant on GET, on a preflight or on writes, even when another origin is listed", async () => {
    for (const corsOrigins of [undefined, PARTNER]) {
      const env = corsOrigins === undefined ? undefined : { CORS_ORIGINS: corsOrigins };
      const label = `CORS_ORIGINS=${corsOrigins ?? "(default)"}`;
      expectNoCorsGrant(await call("/api/health", { headers: { Origin: EVIL }, env }), `GET, ${label}`);
      expectNoCorsGrant(await call("/api/admin/product/all", { headers: { Origin: EVIL }, env }), `public list, ${label}`);
      expectNoCorsGrant(await call("/api/cart/", { token: customer.token, headers: { Origin: EVIL }, env }), `signed-in GET, ${label}`);
      expectNoCorsGrant(await preflight("/api/cart/", EVIL, corsOrigins), `preflight, ${label}`);
      expectNoCorsGrant(await preflight("/api/order", "null", corsOrigins), `preflight from a null origin, ${label}`);
      expectNoCorsGrant(
        await call("/api/login", { headers: { Origin: EVIL }, json: { emailAddress: "nobody@example.com", password: "whatever1" }, env }),
        `POST /api/login, ${label}`,
      );
      expectNoCorsGrant(
        await call("/api/cart/", { method: "PUT", token: customer.token, headers: { Origin: EVIL }, json: { productId, quantity: 1 }, env }),
        `bearer PUT /api/cart, ${label}`,
      );
    }
  });

  /** Signs of a request another site started: each is refused on its own. */
  const CROSS_SITE: [string, Record<string, string>][] = [
    ["Origin https://evil.example", { Origin: EVIL }],
    ["Origin null (a sandboxed frame)", { Origin: "null" }],
    ["our host over http", { Origin: "http://shop.test" }],
    ["a look-alike suffix", { Origin: "https://shop.test.evil.example" }],
    ["a subdomain", { Origin: "https://evil.shop.test" }],
    ["Sec-Fetch-Site: cross-site without Origin", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site: cross-site with our Origin", { Origin: ORIGIN, "Sec-Fetch-Site": "cross-site" }],
  ];

  type CookieWrite = {
    who: "customer" | "admin";
    /** Creates what the write acts on (before the database is snapshotted): ids by name. */
    prepare?: () => Promise<Record<string, string>>;
    request: (cookie: string, headers: Record<string, string>, ids: Record<string, string>) => Promise<ApiResponse>;
  };

  /** Cookie-authenticated writes of every kind: each would change the database if it were let through. */
  const COOKIE_WRITES: Record<string, CookieWrite> = {
    "PUT /api/cart": { who: "customer", request: (cookie, headers) => call("/api/cart/", { method: "PUT", cookie, headers, json: { productId, quantity: 3 } }) },
    "POST /api/order": {
      who: "customer",
      request: (cookie, headers) => call("/api/order", { method: "POST", cookie, headers, json: { products: [{ productId, quantity: 1 }] } }),
    },
    "PUT /api/order/:orderId": {
      who: "customer",
      prepare: async () => ({ orderId: (await placeOrder(customer.token, [{ productId, quantity: 1 }]))._id }),
      request: (cookie, headers, ids) =>
        call(`/api/order/${ids.orderId}`, { method: "PUT", cookie, headers, json: { amountPaid: 10, transactionId: freshUtr(), paymentStatus: "done" } }),
    },
    "PUT /api/edit-profile": {
      who: "customer",
      request: (cookie, headers) =>
        call("/api/edit-profile", {
          method: "PUT",
          cookie,
          headers,
          json: { name: "Renamed Cross Site", phoneNumber: "9876543210", emailAddress: customer.email, password: "", address: customer.user.address },
        }),
    },
    "POST /api/logout": { who: "customer", request: (cookie, headers) => call("/api/logout", { method: "POST", cookie, headers }) },
    "POST /api/admin/category/add": {
      who: "admin",
      request: (cookie, headers) => call("/api/admin/category/add", { method: "POST", cookie, headers, json: { name: `Cross ${Math.random().toString(36).slice(2)}` } }),
    },
    "DELETE /api/admin/product/delete/:id": {
      who: "admin",
      prepare: async () => ({ productId: (await addProduct(admin, (await addCategory(admin))._id))._id }),
      request: (cookie, headers, ids) => call(`/api/admin/product/delete/${ids.productId}`, { method: "DELETE", cookie, headers }),
    },
    "PUT /api/assign-admin/:userId": {
      who: "admin",
      prepare: async () => ({ userId: (await createCustomer()).user._id }),
      request: (cookie, headers, ids) => call(`/api/assign-admin/${ids.userId}`, { method: "PUT", cookie, headers, json: {} }),
    },
    "POST /api/upload": {
      who: "admin",
      request: (cookie, headers) => {
        const form = new FormData();
        form.append("file", new File([PNG_1X1], "a.png", { type: "image/png" }));
        return call("/api/upload", { method: "POST", cookie, headers, body: form });
      },
    },
    // A statement upload is a multipart form, the kind of body another site's form can send.
    "POST /api/admin/payments/statements": {
      who: "admin",
      request: (cookie, headers) =>
        call("/api/admin/payments/statements", { method: "POST", cookie, headers, body: statementForm(hdfcStatement([upiCredit(freshUtr(), 321)])) }),
    },
    // Reads no body: a cross-site form post with any body would do, if the origin were not checked.
    "POST /api/admin/payments/verify-matched": {
      who: "admin",
      prepare: async () => {
        // A reported payment that the imported statement matches exactly: verifying it is a change.
        const order = await placeOrder(customer.token, [{ productId, quantity: 1 }]);
        const utr = freshUtr();
        await putOrder(customer.token, order._id, { amountPaid: order.bill, transactionId: utr });
        await call("/api/admin/payments/statements", { method: "POST", token: admin.token, body: statementForm(hdfcStatement([upiCredit(utr, order.bill)])) });
        return { orderId: order._id };
      },
      request: (cookie, headers) => call("/api/admin/payments/verify-matched", { method: "POST", cookie, headers }),
    },
  };

  it.each(Object.keys(COOKIE_WRITES))("%s with the session cookie from another site: 403 and the database unchanged", async (key) => {
    const { who, prepare, request } = COOKIE_WRITES[key];
    const cookie = `${SESSION_COOKIE}=${(who === "admin" ? admin : customer).token}`;
    const objectsBefore = (await env.IMAGES.list()).objects.length;
    for (const [label, headers] of CROSS_SITE) {
      const ids = (await prepare?.()) ?? {};
      const before = await snapshotDb();
      const response = await request(cookie, headers, ids);
      expect(response.status, `${key} with ${label}: ${response.text}`).toBe(403);
      expect(response.body).toEqual({ success: false, message: "Cross-site request refused" });
      expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
      expect(describeChanges(diffSnapshots(before, await snapshotDb())), `${key} with ${label}`).toEqual([]);
    }
    expect((await env.IMAGES.list()).objects.length, `${key}: no image stored`).toBe(objectsBefore);
  });

  it("a refused cross-site payment report leaves the order pending", async () => {
    const order = await placeOrder(customer.token, [{ productId, quantity: 1 }]);
    const response = await call(`/api/order/${order._id}`, {
      method: "PUT",
      cookie: `${SESSION_COOKIE}=${customer.token}`,
      headers: { Origin: EVIL },
      json: { amountPaid: 10, transactionId: freshUtr(), paymentStatus: "done" },
    });
    expect(response.status).toBe(403);
    const row = await env.DB.prepare("select payment_status, transaction_id from orders where id = ?").bind(order._id).first();
    expect(row).toEqual({ payment_status: "pending", transaction_id: null });
  });

  it.each(Object.keys(COOKIE_WRITES))("%s with the session cookie from our own origin goes through (so the refusal above is the guard's)", async (key) => {
    const { who, prepare, request } = COOKIE_WRITES[key];
    const ids = (await prepare?.()) ?? {};
    const response = await request(`${SESSION_COOKIE}=${(who === "admin" ? admin : customer).token}`, { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" }, ids);
    expect(response.status, `${key}: ${response.text}`).toBeLessThan(300);
    // Signing out ends the shared customer's session: the next tests get a new one.
    if (key === "POST /api/logout") customer = await createCustomer();
  });

  it("a cross-site write carrying a bearer token (which another site cannot read) is not a forgery and goes through", async () => {
    const response = await call("/api/cart/", { method: "PUT", token: customer.token, headers: { Origin: EVIL }, json: { productId, quantity: 2 } });
    expect(response.status, response.text).toBe(200);
  });
});
