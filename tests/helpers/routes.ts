/**
 * The /api routes as the router registers them, and who may call each one. Tests that must cover every route
 * (the authorization matrix, the security suites) enumerate the router through here, so a new route without an
 * entry in their tables fails them.
 */
import { api } from "../../worker/http/api.ts";

/**
 * "provider": a webhook a provider calls (issue 31). No session counts there: it proves itself with a signature or a
 * secret token, so without one every caller, signed in or not, is refused (401 or 403).
 */
export type Access = "public" | "user" | "admin" | "provider";

export const EXPECTED: Record<string, Access> = {
  "GET /health": "public",
  // Accounts
  "POST /signup": "public",
  "POST /login": "public",
  // Phone sign-in (issue 31)
  "POST /login/phone": "public",
  "POST /login/phone/verify": "public",
  "POST /logout": "user",
  "PUT /edit-profile": "user",
  "POST /forgot-password": "public",
  "POST /forgotpassword": "public",
  "POST /verify-otp": "public",
  "POST /reset-password": "public",
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
  // Product search (issue 30 part 6).
  "GET /products/search": "public",
  "POST /admin/product/add": "admin",
  "PUT /admin/product/update/:id": "admin",
  "PUT /admin/product/update": "admin",
  "DELETE /admin/product/delete/:id": "admin",
  // Stock
  "POST /admin/stock/receive": "admin",
  "POST /admin/stock/adjust": "admin",
  "GET /admin/stock/low": "admin",
  "GET /admin/stock/movements/:variantId": "admin",
  // Batches and best-before (issue 33).
  "POST /admin/stock/batches": "admin",
  "GET /admin/stock/batches": "admin",
  "POST /admin/stock/batches/:id/write-off": "admin",
  "GET /admin/stock/expiring": "admin",
  "GET /admin/stock/shelf-life-rules": "admin",
  "POST /admin/stock/shelf-life-rules": "admin",
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
  // The content whose Telugu is missing (issue 30): admins only.
  "GET /admin/translations/missing": "admin",
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
  // Issue 32: confirming a cash-on-delivery order (its customer, or an admin; the service answers 404 for another's)
  "POST /order/:orderId/confirm": "user",
  // Issue 32 (item 4): a failed delivery attempt, a returned parcel's courier costs (admins only)
  "POST /order/:orderId/delivery-attempts": "admin",
  "PUT /order/:orderId/rto-costs": "admin",
  // Issue 32: a COD order's advance: reported by its customer, verified by an admin
  "POST /order/:orderId/advance": "user",
  "POST /order/:orderId/advance/verify": "admin",
  // The admin pages' new-order notice (issue 31).
  "GET /admin/attention": "admin",
  "GET /admin/analysis/dashboard": "admin",
  "GET /admin/analysis/orderAnalytics": "admin",
  "GET /admin/analysis/revenueAnalytics": "admin",
  "GET /admin/analysis/topProducts": "admin",
  // Issue 32 (item 5): returns (RTO) analytics.
  "GET /admin/analysis/rto": "admin",
  // The wellness assistant is public (rate-limited per IP).
  "POST /chat": "public",
  // Shop settings: the legal identity and consumer care every page shows; admins edit them.
  "GET /settings": "public",
  "PUT /admin/settings": "admin",
  // Delivery (issue 17): the pincode check is public (a signed-in caller's cart is priced); the rules are admins'.
  "GET /delivery/quote": "public",
  "GET /admin/delivery": "admin",
  "PUT /admin/delivery": "admin",
  // Payments checked against the bank statement (issue 16): admins only.
  "POST /admin/payments/statements": "admin",
  "GET /admin/payments/statements": "admin",
  "GET /admin/payments/summary": "admin",
  "GET /admin/payments/matches": "admin",
  "POST /admin/payments/verify-matched": "admin",
  "POST /admin/payments/settle": "admin",
  "PUT /admin/payments/settings": "admin",
  "GET /admin/payments/mappings": "admin",
  "PUT /admin/payments/mappings": "admin",
  // Core Web Vitals (issue 18): any visitor's browser sends its page's speed (rate-limited per IP); admins read it.
  "POST /vitals": "public",
  "GET /admin/vitals": "admin",
  // GST (issue 19): an order's invoice and credit note for its customer or an admin (another customer gets 404);
  // the month's figures, the GSTR-1 CSV, the GSTR-1 zip for the offline tool (issue 28) and the rate table are admins'.
  "GET /order/:orderId/invoice": "user",
  "GET /order/:orderId/credit-note": "user",
  "GET /admin/gst/summary": "admin",
  "GET /admin/gst/gstr1.csv": "admin",
  "GET /admin/gst/gstr1.zip": "admin",
  "GET /admin/gst/rates": "admin",
  "POST /admin/gst/rates": "admin",
  "GET /admin/gst/hsn-check": "admin",
  // The customer's data (issue 20): their own copy and erasure; the erasure log is admins'.
  "GET /me/export": "user",
  "DELETE /me": "user",
  // Issue 31: the code that confirms deleting an account without a password (made by phone sign-in).
  "POST /me/erasure-code": "user",
  "GET /admin/erasures": "admin",
  // E-mail ownership and consent after sign-in (issue 29): the mailed link's token verifies (anyone holding it); a
  // customer asks for a new link, reads whether their consent is on record and gives it.
  "POST /verify-email": "public",
  "POST /me/verify-email": "user",
  "GET /me/consent": "user",
  "POST /me/consent": "user",
  // Policies (issue 20): anyone reads the version in force; admins save a new version.
  "GET /policies/:slug": "public",
  "PUT /admin/policies/:slug": "admin",
  // Complaints (issue 20): anyone files one (signed in, or with a name and an e-mail); a customer reads their own
  // tickets; admins read and answer them all.
  "POST /grievances": "public",
  "GET /grievances": "user",
  "GET /admin/grievances": "admin",
  "PUT /admin/grievances/:id": "admin",
  // Message channels (issue 31): a customer's own channels and WhatsApp opt-in; the owner's new-order alert number;
  // the providers' webhooks (WhatsApp's handshake and signed notifications, MSG91's reports on a secret URL).
  "GET /me/message-preferences": "user",
  "PUT /me/message-preferences": "user",
  "GET /admin/settings/order-alert": "admin",
  "PUT /admin/settings/order-alert": "admin",
  "GET /webhooks/whatsapp": "provider",
  "POST /webhooks/whatsapp": "provider",
  "POST /webhooks/msg91/:token": "provider",
  // Issue 32 (risk): the owner's COD rules and block list, admins only.
  "GET /admin/cod-rules": "admin",
  "PUT /admin/cod-rules": "admin",
  "GET /admin/cod-blocks": "admin",
  "POST /admin/cod-blocks": "admin",
  "DELETE /admin/cod-blocks/:id": "admin",
};

/** A syntactically plausible id (26 characters, like the ids the app makes) that names no record. */
export const PLACEHOLDER_ID = "00000000000000000000000000";

/**
 * The router's routes as "METHOD /path". Route-level middleware (requireAdmin, bodyLimit) registers one entry per
 * handler, so entries repeat; `use` middleware appears as method ALL and is not a route.
 */
export function routerRoutes(): string[] {
  const keys = api.routes.filter((route) => route.method !== "ALL").map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)].sort();
}

/** The routes that write: every method but GET. */
export function writeRoutes(): string[] {
  return routerRoutes().filter((key) => !key.startsWith("GET "));
}

/** The router's routes whose expected access level is `access` (a route missing from EXPECTED is not one). */
export function routesWithAccess(access: Access): string[] {
  return routerRoutes().filter((key) => EXPECTED[key] === access);
}

/** The URL path of a route key with every parameter filled in (`/api` prefixed). */
export function concretePath(path: string, params: Record<string, string> = {}): string {
  return `/api${path.replace(/:([^/]+)/g, (_match, name: string) => params[name] ?? PLACEHOLDER_ID)}`;
}

/** Compares a table keyed by route with the router: lists routes it lacks and entries for routes that are gone. */
export function tableCoverage(table: Record<string, unknown>, routes: string[]) {
  return {
    missingFromTable: routes.filter((key) => !(key in table)),
    staleInTable: Object.keys(table).filter((key) => !routes.includes(key)),
  };
}
