/**
 * The edge cache (issue 18) and D1 sessions, through the real app in workerd with the real Cache API and D1:
 * what is kept (anonymous public pages and lists only, with no cookie, no person and no reusable nonce), that a
 * catalogue write is visible to the very next anonymous request, that signed-in requests bypass it, and that a
 * client's next request starts its D1 session at the bookmark of its own last write.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp, type PageRenderer } from "../../worker/app";
import { requestContext } from "../../worker/http/page-context";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { call, env, type CallOptions } from "../helpers/api";
import { addCategory, addProduct, productBody, uniqueName } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { placeOrder } from "../helpers/orders";
import { callPage } from "../helpers/pages";

let admin: Account;
let customer: Account;
let categoryId: string;

beforeAll(async () => {
  [admin, customer] = await Promise.all([createAdmin(), createCustomer()]);
  categoryId = (await addCategory(admin))._id;
});

const xCache = (response: { headers: Headers }) => response.headers.get("X-Cache");

/** A page renderer with inline scripts, one of them carrying the request's nonce as React Router's do. */
const SCRIPTS = ['window.__context = {"page":1};', 'import("/assets/entry.js");'];
const renderWithScripts: PageRenderer = async (_request, context) => {
  const { nonce, principal } = context.get(requestContext);
  const attribute = nonce ? ` nonce="${nonce}"` : "";
  const html = `<!doctype html><title>shop</title><link rel="modulepreload" href="/assets/entry.js"/><p>${principal ? `Hello ${principal.name}` : "Welcome"}</p>` + `<script${attribute}>${SCRIPTS[0]}</script><script type="module"${attribute}>${SCRIPTS[1]}</script>` + `<script src="/assets/x.js"></script>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
};
const scriptsApp = createApp(renderWithScripts, () => "scripts-app");
const callScripts = (path: string, options: CallOptions = {}) => call(path, { ...options, app: scriptsApp });

/** SHA-256 of each inline script, computed here from the scripts themselves (not by the app's code). */
async function expectedHashes(scripts: string[]): Promise<string[]> {
  return Promise.all(
    scripts.map(async (text) => {
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
      return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
    }),
  );
}

const scriptSources = (response: { headers: Headers }) => /script-src ([^;]*)/.exec(response.headers.get("Content-Security-Policy") ?? "")![1].split(" ");

describe("what the edge cache keeps", () => {
  it("kept pages carry no nonce: their CSP admits exactly their inline scripts by hash, the same on a miss and a hit", async () => {
    const path = `/shop?csp=${uniqueName("x").replace(/\W/g, "")}`;
    const miss = await callScripts(path);
    const hit = await callScripts(path);
    expect([xCache(miss), xCache(hit)]).toEqual(["MISS", "HIT"]);
    for (const response of [miss, hit]) {
      expect(response.text).not.toContain("nonce");
      expect(response.headers.get("Content-Security-Policy")).not.toContain("'nonce-");
      expect(scriptSources(response).sort()).toEqual(["'self'", ...(await expectedHashes(SCRIPTS))].sort());
      expect(response.text).toBe(miss.text);
    }
  });

  it("script preloads are fetched at low priority (the first paint and the largest picture come first), kept or not", async () => {
    const kept = await callScripts(`/shop?preload=${Date.now()}`);
    const personal = await callScripts("/shop", { cookie: `${SESSION_COOKIE}=${customer.token}` });
    for (const response of [kept, personal]) expect(response.text).toContain('<link rel="modulepreload" href="/assets/entry.js" fetchpriority="low" />');
  });

  it("a page made for one person (signed in) keeps its fresh nonce and is not kept", async () => {
    const path = `/shop?signed=${Date.now()}`;
    const cookie = `${SESSION_COOKIE}=${customer.token}`;
    const [first, second] = [await callScripts(path, { cookie }), await callScripts(path, { cookie })];
    for (const response of [first, second]) {
      expect(xCache(response)).toBe("BYPASS");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.text).toContain(`Hello ${customer.user.name}`);
    }
    const nonceOf = (response: typeof first) => /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy")!)![1];
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(first.text).toContain(`nonce="${nonceOf(first)}"`);
    // The anonymous visitor after them gets a page rendered for nobody, not theirs.
    const anonymous = await callScripts(path);
    expect(xCache(anonymous)).toBe("MISS");
    expect(anonymous.text).toContain("Welcome");
    expect(anonymous.text).not.toContain(customer.user.name);
  });

  it("no cookie or personal data enters a kept answer: real loaders, a signed-in visit first, a dead cookie, a bookmark cookie", async () => {
    const path = `/shop?people=${Date.now()}`;
    const signedIn = await callPage(path, { cookie: `${SESSION_COOKIE}=${customer.token}` });
    expect(xCache(signedIn)).toBe("BYPASS");
    expect(signedIn.text).toContain(customer.email);

    const deadCookie = await callPage(path, { cookie: `${SESSION_COOKIE}=not.a.token` });
    expect(xCache(deadCookie)).toBe("BYPASS");
    expect(deadCookie.headers.get("Set-Cookie")).toContain(`${SESSION_COOKIE}=;`);

    const miss = await callPage(path);
    const hit = await callPage(path, { cookie: "ghani_d1=00000000-00000001-00000000-00000000000000000000000000000000; theme=dark" });
    expect([xCache(miss), xCache(hit)]).toEqual(["MISS", "HIT"]);
    for (const response of [miss, hit]) {
      expect(response.headers.get("Set-Cookie")).toBeNull();
      expect(response.headers.get("X-D1-Bookmark")).toBeNull();
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
      expect(response.text).not.toContain(customer.email);
      expect(response.text).not.toContain(customer.user.name);
      expect(response.body.loaderData.root.user).toBeNull();
      expect(response.body.loaderData.root.nonce).toBeUndefined();
    }
  });

  it("public API lists are kept for anonymous callers (and `Bearer null`); a bearer token, a cross-origin client or HEAD bypass", async () => {
    const path = "/api/admin/category/all";
    await call(path);
    expect(xCache(await call(path))).toBe("HIT");
    expect(xCache(await call(path, { token: "null" }))).toBe("HIT");
    expect(xCache(await call(path, { token: admin.token }))).toBe("BYPASS");
    expect(xCache(await call(path, { headers: { Origin: "https://other.example" } }))).toBe("BYPASS");
    expect(xCache(await call(path, { method: "HEAD" }))).toBe("BYPASS");
    expect(xCache(await call(`${path}?${"q".repeat(600)}`))).toBe("BYPASS");
    // Personal and non-public reads are never on the cache's path at all.
    expect(xCache(await call("/api/cart/", { token: customer.token }))).toBeNull();
    expect(xCache(await call("/login"))).toBeNull();
  });

  it("sends the kept bytes Brotli- or gzip-compressed as the client accepts, and plain to one that accepts neither", async () => {
    const path = "/api/admin/category/all";
    const plain = await call(path);
    // The bytes as sent (call() reads what the runtime would hand a client); the second request comes from memory.
    const sent = async (acceptEncoding: string) => {
      const fetchOnce = () => scriptsApp.fetch(new Request(`https://shop.test${path}`, { headers: { "Accept-Encoding": acceptEncoding } }), env, { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext);
      await (await fetchOnce()).arrayBuffer();
      const response = await fetchOnce();
      return { encoding: response.headers.get("Content-Encoding"), vary: response.headers.get("Vary"), bytes: new Uint8Array(await response.arrayBuffer()) };
    };
    const brotli = await sent("gzip, deflate, br");
    expect(brotli.encoding).toBe("br");
    expect(brotli.vary).toContain("Accept-Encoding");
    expect(JSON.parse(Buffer.from(brotliDecompressSync(brotli.bytes)).toString("utf8"))).toEqual(plain.body);
    const gzip = await sent("gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(JSON.parse(Buffer.from(gunzipSync(gzip.bytes)).toString("utf8"))).toEqual(plain.body);
    const identity = await sent("identity");
    expect(identity.encoding).toBeNull();
    expect(JSON.parse(new TextDecoder().decode(identity.bytes))).toEqual(plain.body);
  });
});

describe("revalidation", () => {
  it("a browser revalidating a kept page it already has gets a 304 without the bytes; after a change, the new page", async () => {
    const path = "/api/admin/category/all";
    const first = await call(path);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9+/]{22}"$/);
    const again = await call(path, { headers: { "If-None-Match": etag } });
    expect([again.status, again.text, xCache(again)]).toEqual([304, "", "HIT"]);
    expect((await call(path, { headers: { "If-None-Match": '"something-else"' } })).status).toBe(200);
    await addCategory(admin);
    const changed = await call(path, { headers: { "If-None-Match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
  });
});

describe("a catalogue change is visible to the next anonymous request", () => {
  const LIST = "/api/admin/product/all";
  const listed = async (productId: string) => {
    const response = await call(LIST);
    return { cache: xCache(response), product: (response.body.products as { _id: string; name: string; salePrice: number; variants: { stock: number | null }[] }[]).find((p) => p._id === productId) };
  };

  it("an admin's edit through the API: the next anonymous list and page data show it", async () => {
    const product = await addProduct(admin, categoryId);
    await call(LIST);
    expect((await listed(product._id)).cache).toBe("HIT");
    const renamed = uniqueName("Renamed oil");
    const update = await call(`/api/admin/product/update/${product._id}`, { method: "PUT", token: admin.token, json: productBody(categoryId, { name: renamed, salePrice: "123" }) });
    expect(update.status).toBe(200);
    const after = await listed(product._id);
    expect(after.cache).toBe("MISS");
    expect(after.product).toMatchObject({ name: renamed, salePrice: 123 });
    expect((await listed(product._id)).cache).toBe("HIT");
    const shop = await callPage("/shop.data");
    expect(shop.text).toContain(renamed);
  });

  it("an admin's edit through a page form (the settings page): the next anonymous read shows it", async () => {
    await call("/api/settings");
    expect(xCache(await call("/api/settings"))).toBe("HIT");
    const legalName = uniqueName("Ghani Foods LLP");
    const saved = await callPage("/admin/settings", {
      method: "POST",
      cookie: `${SESSION_COOKIE}=${admin.token}`,
      json: { intent: "save", legalName, address: "7 Main Road, Guntur 522002", fssaiNumber: "10099999999999", gstin: "", carePhone: "1800 425 0000", careEmail: "care@example.com" },
    });
    expect(saved.status).toBeLessThan(400);
    const after = await call("/api/settings");
    expect(xCache(after)).toBe("MISS");
    expect(after.body.settings.legalName).toBe(legalName);
  });

  it("stock taken by a customer's order: the next anonymous list shows what is left", async () => {
    const { mrp: _m, salePrice: _s, ...body } = productBody(categoryId);
    const added = await call("/api/admin/product/add", { token: admin.token, json: { ...body, variants: [{ label: "1 kg", netQuantity: 1, unit: "kg", mrp: 100, salePrice: 90, sku: uniqueName("SKU").replace(/\W/g, ""), stock: 5 }] } });
    const productId = added.body.product._id as string;
    await call(LIST);
    expect((await listed(productId)).product!.variants[0].stock).toBe(5);
    await placeOrder(customer.token, [{ productId, quantity: 2 }]);
    const after = await listed(productId);
    expect(after.cache).toBe("MISS");
    expect(after.product!.variants[0].stock).toBe(3);
  });

  it("a change made around the Worker shows once the kept version expires (at once with EDGE_VERSION_TTL_SECONDS=0)", async () => {
    const product = await addProduct(admin, categoryId);
    const noKeeping = { env: { EDGE_VERSION_TTL_SECONDS: "0" } };
    await call(LIST, noKeeping);
    expect(xCache(await call(LIST, noKeeping))).toBe("HIT");
    const renamed = uniqueName("Renamed around the Worker");
    await env.DB.prepare("update products set name = ? where id = ?").bind(renamed, product._id).run();
    const after = await call(LIST, noKeeping);
    expect(xCache(after)).toBe("MISS");
    expect(JSON.stringify(after.body)).toContain(renamed);
  });
});

/** The D1 binding, recording where each session starts. */
function recordingDb(starts: string[]): D1Database {
  return new Proxy(env.DB, {
    get(target, property) {
      if (property === "withSession") {
        return (start: string) => {
          starts.push(start);
          return target.withSession(start);
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe("D1 sessions: a client reads its own writes", () => {
  const BOOKMARK = /^[0-9a-f]{8}(?:-[0-9a-f]+){3}$/;

  it("a write hands back its bookmark (cookie and header); the next request's session starts there and sees the write", async () => {
    const shopper = await createCustomer();
    const product = await addProduct(admin, categoryId);
    const starts: string[] = [];
    const cookie = `${SESSION_COOKIE}=${shopper.token}`;
    const added = await call("/api/cart/", { method: "PUT", cookie, json: { productId: product._id, quantity: 2 }, headers: { Origin: "https://shop.test" }, env: { DB: recordingDb(starts) } });
    expect(added.status).toBeLessThan(300);
    // Signed in with no bookmark yet: the primary, so an API client that ignores bookmarks still reads its writes.
    expect(starts).toEqual(["first-primary"]);
    const bookmark = added.headers.get("X-D1-Bookmark")!;
    expect(bookmark).toMatch(BOOKMARK);
    expect(added.headers.get("Set-Cookie")).toContain(`ghani_d1=${bookmark};`);
    expect(added.headers.get("Set-Cookie")).toContain("HttpOnly");

    const cart = await call("/api/cart/", { cookie: `${cookie}; ghani_d1=${bookmark}`, env: { DB: recordingDb(starts) } });
    expect(starts[1]).toBe(bookmark);
    expect(JSON.stringify(cart.body)).toContain(product._id);
  });

  it("an API client sends the header back; anonymous reads start anywhere; a made-up cookie is ignored", async () => {
    const starts: string[] = [];
    const db = { env: { DB: recordingDb(starts) } };
    const answered = await call("/api/cart/", { token: customer.token, ...db });
    const bookmark = answered.headers.get("X-D1-Bookmark")!;
    expect(bookmark).toMatch(BOOKMARK);
    // A bearer client's writes answer the header only (no cookie for a client that does not use them).
    const wrote = await call("/api/cart/", { method: "PUT", token: customer.token, json: {}, ...db });
    expect(wrote.headers.get("Set-Cookie") ?? "").not.toContain("ghani_d1");
    await call("/api/cart/", { token: customer.token, headers: { "X-D1-Bookmark": bookmark }, ...db });
    await call("/api/health", db);
    await call("/api/cart/", { token: customer.token, cookie: "ghani_d1=../../etc; x=1", ...db });
    expect(starts).toEqual(["first-primary", "first-primary", bookmark, "first-unconstrained", "first-primary"]);
  });

  it("a page the edge cache keeps is rendered in a session that starts at the catalogue version's bookmark", async () => {
    const starts: string[] = [];
    await addProduct(admin, categoryId); // a new version: the next list is rendered
    const response = await call("/api/admin/product/all", { env: { DB: recordingDb(starts) } });
    expect(xCache(response)).toBe("MISS");
    expect(starts.at(-1)).toMatch(BOOKMARK);
  });
});
