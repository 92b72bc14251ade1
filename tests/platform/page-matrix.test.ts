/**
 * The authorization matrix of the pages, like tests/platform/authorization-matrix.test.ts for /api: every route of
 * app/routes.ts that runs server code (a loader, an action or both) × {anonymous, customer, another customer,
 * admin}, through React Router's real request handler and the real route modules (tests/helpers/pages.ts). The
 * table below must name every such route, so a new page without an entry fails here. "Another customer" checks
 * that owner data on pages is the signed-in person's own: customer B never sees customer A's orders or profile.
 * Each page loader is also asked for alone (single fetch `?_routes=`), where no parent layout guards it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import protocols from "../../worker/domains/wellness/data/protocols.json";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { addBlob, addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { placeOrder } from "../helpers/orders";
import { call, ORIGIN } from "../helpers/api";
import { callPage, routesWithServerCode } from "../helpers/pages";
import { PLACEHOLDER_ID, tableCoverage } from "../helpers/routes";

const PERSONAS = ["anonymous", "customer", "otherCustomer", "admin"] as const;
type Persona = (typeof PERSONAS)[number];

/**
 * What a persona gets: a status the page answers itself, `login` (302 to /login, back to `back` or to the page
 * asked for), or a redirect to a fixed place.
 */
type Outcome = 200 | 400 | 401 | 403 | 404 | { login: string | true } | { redirect: string };
type Expectations = Record<Persona, Outcome>;

const LOGIN: Outcome = { login: true };
const HOME: Outcome = { redirect: "/" };
const PUBLIC: Expectations = { anonymous: 200, customer: 200, otherCustomer: 200, admin: 200 };
const SIGNED_IN: Expectations = { anonymous: LOGIN, customer: 200, otherCustomer: 200, admin: 200 };
const ADMIN_ONLY: Expectations = { anonymous: LOGIN, customer: HOME, otherCustomer: HOME, admin: 200 };
/** Admin page actions with a body that names the intent but not valid fields: 400 once the guard lets the admin in. */
const ADMIN_ACTION: Expectations = { anonymous: LOGIN, customer: HOME, otherCustomer: HOME, admin: 400 };
const adminAction = (json: Record<string, unknown>, expectations = ADMIN_ACTION) => ({ body: { json }, expect: expectations });

type Post = { form: Record<string, string> } | { json: Record<string, unknown> };

type Entry = {
  /** A concrete URL of the route. */
  path: string;
  /** Where the action is posted when that differs from `path` (an index route's action needs `?index`). */
  actionPath?: string;
  loader?: Expectations;
  /** What the loader answers when asked for alone (single fetch `?_routes=`), where that differs from `loader`. */
  loaderAlone?: Expectations;
  action?: { body: Post; expect: Expectations };
};

const FORM_TYPE = "application/x-www-form-urlencoded";
const conditionId = protocols.groups[0]!.diseases[0]!.id;

/** Named so that their pages' addresses are known before beforeAll makes them (storage is this file's own). */
const MATRIX_PRODUCT_SLUG = "page-matrix-product";
const MATRIX_ARTICLE_SLUG = "page-matrix-article";

/** Route id (app/routes.ts) → what each persona gets from its loader and its action. */
const PAGES: Record<string, Entry> = {
  // The shell layout's loader reads the shop settings for the footer.
  "routes/shell": { path: "/", loader: PUBLIC },
  "routes/home": { path: "/", loader: PUBLIC },
  "routes/shop": { path: "/shop", loader: PUBLIC },
  "routes/blobs": { path: "/blobs", loader: PUBLIC },
  "routes/product": { path: `/products/${MATRIX_PRODUCT_SLUG}`, loader: PUBLIC },
  "routes/blob": { path: `/blobs/${MATRIX_ARTICLE_SLUG}`, loader: PUBLIC },
  "routes/promotions": { path: "/promotions", loader: PUBLIC },
  "routes/protocols": { path: "/protocols", loader: PUBLIC },
  "routes/protocol-condition": { path: `/protocols/${conditionId}`, loader: PUBLIC },
  // Their loaders bring only their words in the page's language (issue 30).
  "routes/commonqueries": { path: "/commonqueries", loader: PUBLIC },
  "routes/aichat": { path: "/aichat", loader: PUBLIC },
  "routes/contact": { path: "/contact", loader: PUBLIC },
  "routes/policy": { path: "/policies/privacy", loader: PUBLIC },
  "routes/profile": {
    path: "/profile",
    loader: SIGNED_IN,
    action: { body: { form: { name: "Asha", emailAddress: "not-an-address" } }, expect: { anonymous: LOGIN, customer: 400, otherCustomer: 400, admin: 400 } },
  },
  // Erasing one's account (issue 20): a form without the password is refused before anything happens (the real
  // erasure through this page: tests/accounts/data-rights.test.ts).
  "routes/delete-account": {
    path: "/profile/delete",
    loader: SIGNED_IN,
    action: { body: { form: { password: "" } }, expect: { anonymous: LOGIN, customer: 400, otherCustomer: 400, admin: 400 } },
  },
  // Issue 31: a customer's message channels; WhatsApp without the consent box is refused before anything is saved
  // (the real flows: tests/messages/message-channels.test.ts).
  "routes/profile-messages": {
    path: "/profile/messages",
    loader: SIGNED_IN,
    action: { body: { form: { whatsapp: "on" } }, expect: { anonymous: LOGIN, customer: 400, otherCustomer: 400, admin: 400 } },
  },
  // Issue 29: the confirmation link's page shows its button to anyone and refuses a token that matches nothing; the
  // consent prompt is for the signed-in (the personas signed up through the API, so none is on record) and refuses
  // an unticked box (the real flows: tests/accounts/email-ownership.test.ts, tests/policies/consents.test.ts).
  // Issue 31: where a deletion lands, for anyone (signed out by then).
  "routes/account-deleted": { path: "/account-deleted?kept=1&anonymised=0", loader: PUBLIC },
  "routes/verify-email": {
    path: "/verify-email?token=page-matrix",
    loader: PUBLIC,
    action: { body: { form: { token: "page-matrix" } }, expect: { anonymous: 400, customer: 400, otherCustomer: 400, admin: 400 } },
  },
  "routes/consent": {
    path: "/consent",
    loader: SIGNED_IN,
    action: { body: { form: {} }, expect: { anonymous: LOGIN, customer: 400, otherCustomer: 400, admin: 400 } },
  },
  // Issue 31: signed out, the checkout shows the guest's cart and the phone sign-in; anything else posted signed out
  // still goes to sign in.
  "routes/checkout": {
    path: "/checkout",
    loader: PUBLIC,
    action: { body: { json: { intent: "place", variantIds: [], idempotencyKey: "page-matrix-key" } }, expect: { anonymous: LOGIN, customer: 400, otherCustomer: 400, admin: 400 } },
  },
  // "My orders" (issue 31): signed in to ask. Each persona's list is their own (see below); an order page is 404 for
  // anyone but its customer, admins included, and "Buy again" of an order that is not the caller's is 404 too.
  "routes/my-orders": { path: "/orders", loader: SIGNED_IN },
  "routes/my-order": {
    path: `/orders/${PLACEHOLDER_ID}`,
    loader: { anonymous: LOGIN, customer: 404, otherCustomer: 404, admin: 404 },
    action: { body: { json: { intent: "buy-again" } }, expect: { anonymous: LOGIN, customer: 404, otherCustomer: 404, admin: 404 } },
  },
  // Issue 32: the COD confirmation link's page works signed out; a token that is not the order's is 403 for anyone,
  // shown and posted alike (the real flows: tests/orders/cod-confirm-link.test.ts).
  "routes/confirm-order": {
    path: `/orders/${PLACEHOLDER_ID}/confirm?token=page-matrix`,
    loader: { anonymous: 403, customer: 403, otherCustomer: 403, admin: 403 },
    action: { body: { form: { token: "page-matrix" } }, expect: { anonymous: 403, customer: 403, otherCustomer: 403, admin: 403 } },
  },
  // Anyone may file a complaint (issue 20); a form without a category is refused for everyone alike.
  "routes/support": {
    path: "/support",
    loader: PUBLIC,
    action: { body: { form: { category: "", description: "" } }, expect: { anonymous: 400, customer: 400, otherCustomer: 400, admin: 400 } },
  },
  "routes/login": {
    path: "/login",
    loader: { anonymous: 200, customer: HOME, otherCustomer: HOME, admin: { redirect: "/admin" } },
    // Someone already signed in is sent to their home page whatever they post (the login loader runs after it).
    action: { body: { form: { emailAddress: "nobody@example.com", password: "Wrong#Pass2026" } }, expect: { anonymous: 401, customer: HOME, otherCustomer: HOME, admin: { redirect: "/admin" } } },
  },
  "routes/forgot-password": {
    path: "/forgot-password",
    // Its loader sends only the page's texts and title (issue 30).
    loader: PUBLIC,
    action: { body: { form: { intent: "send" } }, expect: { anonymous: 400, customer: 400, otherCustomer: 400, admin: 400 } },
  },
  "routes/logout": {
    path: "/logout",
    loader: { anonymous: HOME, customer: HOME, otherCustomer: HOME, admin: HOME },
    // Signing out is tested last (it ends the personas' sessions): see the describe block below.
  },
  // Issue 31: a signed-out visitor has a cart too (the guest cart, a signed cookie).
  "routes/cart": {
    path: "/cart",
    loader: PUBLIC,
    action: { body: { json: { productId: "" } }, expect: { anonymous: 400, customer: 400, otherCustomer: 400, admin: 400 } },
  },
  // Issue 31: the shop search box's suggestions, public like the shop.
  "routes/shop-suggestions": { path: "/shop/suggestions?q=oil", loader: PUBLIC },
  // An order's GST documents (issue 19): signed in to ask; an order that is not the caller's, or has no document
  // yet, is 404 (owners and admins downloading real ones: tests/invoices/invoices.test.ts).
  "order-invoice": { path: `/orders/${PLACEHOLDER_ID}/invoice`, loader: { anonymous: LOGIN, customer: 404, otherCustomer: 404, admin: 404 } },
  "order-credit-note": { path: `/orders/${PLACEHOLDER_ID}/credit-note`, loader: { anonymous: LOGIN, customer: 404, otherCustomer: 404, admin: 404 } },
  "routes/sitemap": { path: "/sitemap.xml", loader: PUBLIC },
  "routes/robots": { path: "/robots.txt", loader: PUBLIC },
  "routes/admin/layout": { path: "/admin", loader: ADMIN_ONLY },
  "admin-index": {
    path: "/admin",
    actionPath: "/admin?index",
    loader: ADMIN_ONLY,
    // React Router drops its own `index` parameter from the URL the guard sees, so the way back is /admin.
    action: adminAction({}, { ...ADMIN_ACTION, anonymous: { login: "/admin" } }),
  },
  "routes/admin/orders": { path: "/admin/orders", loader: ADMIN_ONLY, action: adminAction({}) },
  "routes/admin/packing-slip": { path: `/admin/orders/${PLACEHOLDER_ID}/packing-slip`, loader: { anonymous: LOGIN, customer: HOME, otherCustomer: HOME, admin: 404 } },
  "routes/admin/activity": { path: "/admin/activity", loader: ADMIN_ONLY },
  // Issue 33: the Best-before report (read only: writing off is on the products page).
  "routes/admin/expiry": { path: "/admin/expiry?days=60", loader: ADMIN_ONLY },
  "routes/admin/settings": { path: "/admin/settings", loader: ADMIN_ONLY, action: adminAction({ intent: "save", fssaiNumber: "123" }) },
  "routes/admin/gst": { path: "/admin/gst?month=2026-11", loader: ADMIN_ONLY, action: adminAction({ intent: "add-rate", hsnPrefix: "x" }) },
  "routes/admin/grievances": { path: "/admin/grievances", loader: ADMIN_ONLY, action: adminAction({ intent: "step", id: PLACEHOLDER_ID }) },
  "routes/admin/analysis": { path: "/admin/analysis", loader: ADMIN_ONLY },
  // Its other intents and the multipart statement import: see the payments block below.
  "routes/admin/payments": { path: "/admin/payments", loader: ADMIN_ONLY, action: adminAction({ intent: "settle" }) },
  "routes/admin/analysis-export": { path: "/admin/analysis/export?period=30d", loader: ADMIN_ONLY },
  "routes/admin/categories": { path: "/admin/categories", loader: ADMIN_ONLY, action: adminAction({ intent: "add", name: "" }) },
  "routes/admin/products": { path: "/admin/products", loader: ADMIN_ONLY, action: adminAction({ intent: "save" }) },
  "routes/admin/banners": { path: "/admin/banners", loader: ADMIN_ONLY, action: adminAction({ intent: "save" }) },
  "routes/admin/blobs": { path: "/admin/blobs", loader: ADMIN_ONLY, action: adminAction({ intent: "save" }) },
  "routes/admin/promotions": { path: "/admin/promotions", loader: ADMIN_ONLY, action: adminAction({ intent: "create" }) },
  // Issue 30: the content still without its Telugu.
  "routes/admin/translations": { path: "/admin/translations", loader: ADMIN_ONLY },
  "routes/admin/users": {
    path: "/admin/users",
    loader: ADMIN_ONLY,
    action: adminAction({ intent: "assign-admin", id: PLACEHOLDER_ID }, { ...ADMIN_ACTION, admin: 404 }),
  },
  "routes/admin/not-found": {
    path: "/admin/no-such-page",
    loader: { anonymous: LOGIN, customer: HOME, otherCustomer: HOME, admin: 404 },
    // Alone it answers 404 with no data to anyone: the layout's guard is what keeps visitors out of /admin.
    loaderAlone: { anonymous: 404, customer: 404, otherCustomer: 404, admin: 404 },
  },
  "routes/not-found": { path: "/no-such-page", loader: { anonymous: 404, customer: 404, otherCustomer: 404, admin: 404 } },
};

let accounts: Record<Exclude<Persona, "anonymous">, Account>;
/** Customer A's order: customer B's pages must never show it. */
let orderOfCustomer: string;

beforeAll(async () => {
  const [customer, otherCustomer, admin] = await Promise.all([createCustomer(), createCustomer(), createAdmin()]);
  accounts = { customer, otherCustomer, admin };
  const category = await addCategory(admin);
  const product = await addProduct(admin, category._id, { name: "Page Matrix Product" });
  await addBlob(admin, category._id, { title: "Page Matrix Article" });
  orderOfCustomer = (await placeOrder(customer.token, [{ productId: product._id, quantity: 1 }]))._id;
});

const cookieFor = (persona: Persona) => (persona === "anonymous" ? undefined : `${SESSION_COOKIE}=${accounts[persona].token}`);

function send(path: string, persona: Persona, post?: Post) {
  const cookie = cookieFor(persona);
  if (!post) return callPage(path, { cookie });
  if ("json" in post) return callPage(path, { method: "POST", cookie, body: JSON.stringify(post.json), headers: { "Content-Type": "application/json" } });
  return callPage(path, { method: "POST", cookie, body: new URLSearchParams(post.form).toString(), headers: { "Content-Type": FORM_TYPE } });
}

function expectOutcome(response: Awaited<ReturnType<typeof callPage>>, outcome: Outcome, path: string) {
  const detail = `${response.status} ${response.headers.get("Location") ?? ""} ${response.text.slice(0, 300)}`;
  if (typeof outcome === "number") {
    expect(response.status, detail).toBe(outcome);
    return;
  }
  expect(response.status, detail).toBe(302);
  const location = response.headers.get("Location");
  if ("redirect" in outcome) {
    expect(location).toBe(outcome.redirect);
    return;
  }
  const back = outcome.login === true ? path : outcome.login;
  expect(location).toBe(`/login?redirectTo=${encodeURIComponent(back)}`);
}

describe("page matrix: every loader and action of app/routes.ts × persona", () => {
  it("has an entry for every route with a loader or an action, and none for routes that are gone", () => {
    const ids = routesWithServerCode().map((route) => route.id);
    expect(tableCoverage(PAGES, ids)).toEqual({ missingFromTable: [], staleInTable: [] });
  });

  it("states the loader and the action of exactly the routes that have them", () => {
    for (const route of routesWithServerCode()) {
      const entry = PAGES[route.id];
      if (!entry) continue;
      expect(Boolean(entry.loader), `${route.id} loader`).toBe(typeof route.module.loader === "function");
      // logout's action is covered by its own block below, because it ends the sessions it is called with.
      if (route.id !== "routes/logout") expect(Boolean(entry.action), `${route.id} action`).toBe(typeof route.module.action === "function");
    }
  });

  for (const [id, entry] of Object.entries(PAGES)) {
    for (const persona of PERSONAS) {
      if (entry.loader) {
        const outcome = entry.loader[persona];
        it(`GET ${entry.path} (${id}) as ${persona}`, async () => {
          expectOutcome(await send(entry.path, persona), outcome, entry.path);
        });
      }
      if (entry.action) {
        const { body, expect: expectations } = entry.action;
        const path = entry.actionPath ?? entry.path;
        it(`POST ${path} (${id}) as ${persona}`, async () => {
          expectOutcome(await send(path, persona, body), expectations[persona], path);
        });
      }
    }
  }
});

/**
 * The products page answers more intents than "save" (one route, so one PAGES entry above): each goes through the
 * same admin guard before its own checks, and a pack's history (`?movements=`) is admin-only like the page.
 */
describe("page matrix: /admin/products stock intents and pack history × persona", () => {
  const STOCK_INTENTS = [
    { intent: "receive-stock", variantId: PLACEHOLDER_ID },
    { intent: "adjust-stock", variantId: PLACEHOLDER_ID, count: "1" },
  ];
  for (const json of STOCK_INTENTS) {
    for (const persona of PERSONAS) {
      it(`POST /admin/products ${json.intent} as ${persona}`, async () => {
        expectOutcome(await send("/admin/products", persona, { json }), ADMIN_ACTION[persona], "/admin/products");
      });
    }
  }
  const historyPath = `/admin/products?movements=${PLACEHOLDER_ID}`;
  for (const persona of PERSONAS) {
    it(`GET ${historyPath} as ${persona}`, async () => {
      expectOutcome(await send(historyPath, persona), ADMIN_ONLY[persona], historyPath);
    });
  }
});

/**
 * The payments page answers several intents and a multipart statement upload (one route, so one PAGES entry above):
 * each goes through the admin guard before its own checks; its loader takes a status filter.
 */
describe("page matrix: /admin/payments intents, statement upload and status filter × persona", () => {
  const PAYMENT_INTENTS: [Record<string, unknown>, Outcome][] = [
    [{ intent: "verify-matched" }, 200],
    [{ intent: "settle", orderId: PLACEHOLDER_ID, creditId: PLACEHOLDER_ID }, 404],
    [{ intent: "fake", id: PLACEHOLDER_ID }, 404],
    [{ intent: "auto-verify", autoVerify: "yes" }, 400],
  ];
  for (const [json, adminOutcome] of PAYMENT_INTENTS) {
    for (const persona of PERSONAS) {
      it(`POST /admin/payments ${String(json.intent)} as ${persona}`, async () => {
        expectOutcome(await send("/admin/payments", persona, { json }), { ...ADMIN_ACTION, admin: adminOutcome }[persona], "/admin/payments");
      });
    }
  }
  for (const persona of PERSONAS) {
    it(`POST /admin/payments with a statement that is not one (multipart) as ${persona}`, async () => {
      const form = new FormData();
      form.set("file", new File(["hello,world\n1,2\n"], "statement.csv", { type: "text/csv" }));
      const response = await callPage("/admin/payments", { method: "POST", cookie: cookieFor(persona), body: form });
      expectOutcome(response, ADMIN_ACTION[persona], "/admin/payments");
    });
  }
  for (const path of ["/admin/payments?status=short&page=2", "/admin/payments?status=no-such-status"]) {
    for (const persona of PERSONAS) {
      it(`GET ${path} as ${persona}`, async () => {
        expectOutcome(await send(path, persona), ADMIN_ONLY[persona], path);
      });
    }
  }
});

/** The loader data of one route from the document report of tests/helpers/pages.ts. */
async function loaderDataOf(path: string, persona: Persona, routeId: string) {
  const response = await send(path, persona);
  expect(response.status, response.text.slice(0, 300)).toBe(200);
  return response.body.loaderData[routeId];
}

/**
 * A single-fetch request that asks for this one route's loader alone (`?_routes=`), as React Router's client does
 * on revalidation: parent layouts do not run, so a page whose own loader lacks its guard would leak here even
 * though the layout's guard hides that on a document request.
 */
function loaderAloneUrl(path: string, routeId: string) {
  const url = new URL(path, ORIGIN);
  const dataPath = url.pathname === "/" ? "/_root.data" : `${url.pathname}.data`;
  url.searchParams.set("_routes", routeId);
  return `${dataPath}${url.search}`;
}

/** A single-fetch answer as an outcome: redirects arrive as 202 with the target in the encoded body. */
function singleFetchAsDocument(response: Awaited<ReturnType<typeof callPage>>) {
  if (response.status !== 202 || !response.text.includes("SingleFetchRedirect")) return response;
  const encoded = JSON.parse(response.text) as unknown[];
  const location = encoded[encoded.indexOf("redirect") + 1];
  return { ...response, status: 302, headers: new Headers({ Location: String(location) }) };
}

describe("page matrix: each page loader alone, as single fetch asks for it", () => {
  const pages = routesWithServerCode().filter((route) => typeof route.module.loader === "function" && route.module.default);
  for (const route of pages) {
    const entry = PAGES[route.id];
    if (!entry?.loader) continue;
    for (const persona of PERSONAS) {
      it(`GET ${loaderAloneUrl(entry.path, route.id)} as ${persona}`, async () => {
        const response = await send(loaderAloneUrl(entry.path, route.id), persona);
        expectOutcome(singleFetchAsDocument(response), (entry.loaderAlone ?? entry.loader!)[persona], entry.path);
      });
    }
  }
});

describe("page matrix: owner data is the signed-in person's own", () => {
  it("customer A's /checkout lists A's order; customer B's never does", async () => {
    const mine = await loaderDataOf("/checkout", "customer", "routes/checkout");
    expect(mine.orders.map((order: { _id: string }) => order._id)).toContain(orderOfCustomer);
    const theirs = await loaderDataOf("/checkout", "otherCustomer", "routes/checkout");
    expect(JSON.stringify(theirs)).not.toContain(orderOfCustomer);
    expect(theirs.user.id).toBe(accounts.otherCustomer.user._id);
  });

  it("customer A's /orders and /orders/:id show A's order; B's never do, and B's /orders/:id of it is 404 (issue 31)", async () => {
    const mine = await loaderDataOf("/orders", "customer", "routes/my-orders");
    expect(mine.orders.map((order: { _id: string }) => order._id)).toContain(orderOfCustomer);
    const theirs = await loaderDataOf("/orders", "otherCustomer", "routes/my-orders");
    expect(JSON.stringify(theirs)).not.toContain(orderOfCustomer);
    expect((await loaderDataOf(`/orders/${orderOfCustomer}`, "customer", "routes/my-order")).order._id).toBe(orderOfCustomer);
    for (const persona of ["otherCustomer", "admin"] as const) {
      const response = await send(`/orders/${orderOfCustomer}`, persona);
      expect(response.status, persona).toBe(404);
      expect(JSON.stringify(response.body.loaderData["routes/my-order"])).not.toContain(orderOfCustomer);
      const bought = await send(`/orders/${orderOfCustomer}`, persona, { json: { intent: "buy-again" } });
      expect(bought.status, persona).toBe(404);
    }
  });

  it("/profile shows each customer their own profile", async () => {
    for (const persona of ["customer", "otherCustomer"] as const) {
      const { user } = await loaderDataOf("/profile", persona, "routes/profile");
      expect(user.emailAddress).toBe(accounts[persona].email);
      expect(JSON.stringify(user)).not.toContain(accounts[persona === "customer" ? "otherCustomer" : "customer"].email);
    }
  });

  it("/support offers customer A's orders to A only, and none to a visitor; ?order= picks only one's own", async () => {
    const mine = await loaderDataOf(`/support?order=${orderOfCustomer}`, "customer", "routes/support");
    expect(mine.orders.map((order: { _id: string }) => order._id)).toContain(orderOfCustomer);
    expect(mine.chosenOrder).toBe(orderOfCustomer);
    expect(mine.customer.emailAddress).toBe(accounts.customer.email);
    const theirs = await loaderDataOf(`/support?order=${orderOfCustomer}`, "otherCustomer", "routes/support");
    expect(JSON.stringify(theirs)).not.toContain(orderOfCustomer);
    expect(theirs.chosenOrder).toBeNull();
    const visitor = await loaderDataOf("/support", "anonymous", "routes/support");
    // Besides the page's texts and title (issue 30), nothing.
    const { messages, meta, ...visitorData } = visitor;
    expect(messages).toBeTypeOf("object");
    expect(meta).toBeTypeOf("object");
    expect(visitorData).toEqual({ customer: null, orders: [], chosenOrder: null });
  });

  it("/profile lists each customer's own complaints only", async () => {
    const filed = await call("/api/grievances", {
      method: "POST",
      token: accounts.customer.token,
      json: { category: "delivery", description: "The parcel came a week late.", orderId: orderOfCustomer },
    });
    expect(filed.status, filed.text).toBe(201);
    const mine = await loaderDataOf("/profile", "customer", "routes/profile");
    expect(mine.complaints.map((complaint: { ticket: string }) => complaint.ticket)).toEqual([filed.body.grievance.ticket]);
    const theirs = await loaderDataOf("/profile", "otherCustomer", "routes/profile");
    expect(theirs.complaints).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain(filed.body.grievance.ticket);
  });

  it("the root loader names who is signed in, and nobody for a visitor", async () => {
    const response = await send("/", "otherCustomer");
    expect(response.body.loaderData.root.user.id).toBe(accounts.otherCustomer.user._id);
    const anonymous = await send("/", "anonymous");
    expect(anonymous.body.loaderData.root.user).toBeNull();
  });

  it("customer B cannot report a payment for customer A's order from /checkout", async () => {
    const response = await send("/checkout", "otherCustomer", {
      json: { intent: "pay", orderId: orderOfCustomer, amountPaid: 100, transactionId: "123456789012" },
    });
    expect(response.status, response.text.slice(0, 300)).toBe(404);
  });

  it("customer B cannot cancel customer A's order from /checkout (issue 17)", async () => {
    const response = await send("/checkout", "otherCustomer", { json: { intent: "cancel", orderId: orderOfCustomer, reason: "Not mine" } });
    expect(response.status, response.text.slice(0, 300)).toBe(404);
    const mine = await loaderDataOf("/checkout", "customer", "routes/checkout");
    expect(mine.orders.find((order: { _id: string }) => order._id === orderOfCustomer)).toMatchObject({ orderStatus: "not yet delivered", cancelReason: null });
  });
});

describe("page matrix: sitemap.xml and robots.txt name the public origin", () => {
  const PUBLIC_ORIGIN = "https://www.ghani.example";

  it("use PUBLIC_ORIGIN when it is set, whatever host the request came to", async () => {
    const sitemap = await callPage("/sitemap.xml", { env: { PUBLIC_ORIGIN } });
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain(`<loc>${PUBLIC_ORIGIN}/shop</loc>`);
    expect(sitemap.text).not.toContain("shop.test");
    const robots = await callPage("/robots.txt", { env: { PUBLIC_ORIGIN } });
    expect(robots.status).toBe(200);
    expect(robots.text).toContain(`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`);
  });

  it("use the request's origin when PUBLIC_ORIGIN is not set", async () => {
    const robots = await callPage("/robots.txt", { env: { PUBLIC_ORIGIN: undefined } });
    expect(robots.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("page matrix: signing out (last, because it ends the sessions it is called with)", () => {
  it.each(PERSONAS)("POST /logout as %s clears the session cookie and goes to /login", async (persona) => {
    // Fresh accounts: signing out ends every session of the account, and the other tests still use theirs.
    const account = persona === "anonymous" ? null : persona === "admin" ? await createAdmin() : await createCustomer();
    const cookie = account ? `${SESSION_COOKIE}=${account.token}` : undefined;
    const response = await callPage("/logout", { method: "POST", cookie, body: "", headers: { "Content-Type": FORM_TYPE } });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login");
    expect(response.headers.get("Set-Cookie")).toContain(`${SESSION_COOKIE}=;`);
    if (account) expect((await callPage("/profile", { cookie })).headers.get("Location")).toBe("/login?redirectTo=%2Fprofile");
  });
});
