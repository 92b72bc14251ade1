/**
 * Malformed inputs for every write route of the router (a route without an entry in ROUTES fails the suite):
 * at least 50 cases each, generated from one valid body by tests/helpers/malformed.ts, plus malformed path ids
 * and, for the upload, malformed multipart bodies. Callers are signed in with the rights the route needs, so what
 * is exercised is validation, not authorization.
 *
 * Every answer: below 500, JSON, and for errors a readable `message` (`error` for /api/chat) with no internals.
 * Cases every correct server must refuse (wrong types, missing required fields, invalid JSON, non-object bodies,
 * oversized bodies, unstorable text, bad path ids) must get a 4xx that leaves the database unchanged, and when
 * the case broke one field, the message names it. Cases that may be accepted (unknown extra fields, unicode in a
 * name, a missing Content-Type) must, when accepted, have stored exactly what was sent (after the documented
 * normalisation) and must not have polluted Object.prototype.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { JSON_BODY_LIMIT_BYTES } from "../../worker/http/api.ts";
import { STATEMENT_BODY_LIMIT_BYTES } from "../../worker/domains/payments/api";
import { UPLOAD_BODY_LIMIT_BYTES } from "../../worker/domains/media/api";
import { MAX_STATEMENT_BYTES } from "../../worker/domains/payments/statements";
import { OTP_SENT_MESSAGE } from "../../worker/domains/accounts/auth";
import { signSessionToken } from "../../worker/lib/jwt";
import { call, env, ORIGIN } from "../helpers/api";
import { addBlob, addCategory, addProduct, blobBody, PNG_1X1, productBody, uniqueName } from "../helpers/catalogue";
import { describeChanges, diffSnapshots, snapshotDb } from "../helpers/db-snapshot";
import { createAdmin, createCustomer, freshMobile, signupBody, type Account } from "../helpers/factories";
import { PHONE_CODE_SENT_MESSAGE } from "../../worker/domains/accounts/phone-login";
import {
  expectedStored,
  getPath,
  junkBodies,
  malformedBodies,
  MALFORMED_IDS,
  type Body,
  type BuiltRequest,
  type FieldRules,
  type MalformedCase,
} from "../helpers/malformed";
import { confirmCodOrder, enableCashOnDelivery, freshUtr, placeOrder, SHIPMENT } from "../helpers/orders";
import { concretePath, EXPECTED, PLACEHOLDER_ID, tableCoverage, writeRoutes } from "../helpers/routes";
import { expectJsonError, expectNoInternals, type ApiResponse } from "../helpers/security";
import { hdfcDate, hdfcStatement, istDay, statementForm, upiCredit } from "../helpers/statements";

type Fixture = { token?: string; params?: Record<string, string>; id?: string; account?: Account; [key: string]: unknown };
type Caller = "admin" | "customer" | "public";

type CommonSpec = {
  caller: Caller;
  /** Records the route acts on; with `perCase` it runs again before every case (acceptance uses them up). */
  setup?: () => Promise<Fixture>;
  perCase?: boolean;
  /** Checks an accepted request's effect. */
  accepted?: (response: ApiResponse, built: BuiltRequest, fixture: Fixture) => Promise<void>;
};
type JsonSpec = CommonSpec & {
  body: "json";
  valid: (fixture: Fixture) => Body;
  rules?: FieldRules;
  /** What a refusal of a case that broke a field must say: field path -> pattern of the message. */
  labels: Record<string, RegExp>;
  /** What an accepted request stored, by field path (for the fields of `rules.stored`). */
  stored?: (response: ApiResponse, fixture: Fixture) => Promise<Record<string, unknown>>;
  errorField?: "error";
};
/** Routes that read no body: junk bodies change nothing about the answer, which is `outcome`. */
type BodylessSpec = CommonSpec & { body: "ignored"; outcome: "accepted" | "refused" };
/** Multipart routes: the generic junk bodies (all refused) plus the route's own multipart cases. */
type MultipartSpec = CommonSpec & { body: "multipart"; cases: () => MalformedCase[]; limitBytes: number };
type RouteSpec = JsonSpec | BodylessSpec | MultipartSpec;

let admin: Account;
let customer: Account;
/** Signs out once per case: an account of its own, so the other routes' customer stays signed in. */
let leaver: Account;
let categoryId: string;
let productId: string;
const IMAGE_URL = `${ORIGIN}/images/01hzzzzzzzzzzzzzzzzzzzzzzz.png`;

const ADDRESS_LABELS = {
  address: /Address/,
  "address.doorNo": /Door number/,
  "address.street": /Street/,
  "address.city": /City/,
  "address.pincode": /Pincode/,
  "address.state": /State/,
};
const PROFILE_LABELS = { name: /Name/, phoneNumber: /phone number/i, emailAddress: /email address/i, password: /Password/, ...ADDRESS_LABELS };
const PROFILE_STORED: FieldRules["stored"] = {
  name: "text",
  phoneNumber: "text",
  emailAddress: "email",
  "address.doorNo": "text",
  "address.street": "text",
  "address.city": "text",
  "address.pincode": "text",
  "address.state": "text",
};
const PRODUCT_LABELS = {
  name: /Product name/,
  description: /Description/,
  category: /Category/,
  mrp: /MRP/,
  salePrice: /Sale price/,
  blobId: /Blob/,
  images: /Images|Image URL/,
  "images.0": /Image URL/,
};
const PRODUCT_RULES: FieldRules = {
  optional: ["blobId", "images"],
  nullable: ["blobId"],
  stored: { name: "text", description: "text", "images.0": "url" },
};
/** A new client's product: its packs in `variants`, no top-level prices. */
const PACK_LABELS = {
  variants: /MRP|[Pp]ack/,
  "variants.0": /[Pp]ack/,
  "variants.0._id": /_id|[Pp]ack/,
  "variants.0.label": /Pack label/,
  "variants.0.netQuantity": /Net quantity/,
  "variants.0.unit": /Unit/,
  "variants.0.mrp": /MRP/,
  "variants.0.salePrice": /Sale price/,
  "variants.0.sku": /SKU/,
  "variants.0.stock": /Stock/,
  "variants.0.weightGrams": /Shipping weight/,
  "variants.0.lowStockThreshold": /Low-stock threshold/,
};
const PACK_RULES: FieldRules = {
  optional: ["blobId", "images", "variants.0.stock", "variants.0.weightGrams", "variants.0.lowStockThreshold"],
  nullable: ["blobId", "variants.0.stock"],
  nonEmpty: ["variants"],
  stored: { name: "text", description: "text", "images.0": "url", "variants.0.label": "text" },
};
const uniqueSku = () => uniqueName("SKU").replace(/\W/g, "").toUpperCase();

function packedProductBody() {
  const { mrp: _mrp, salePrice: _salePrice, ...product } = productBody(categoryId, { images: [IMAGE_URL] });
  return {
    ...product,
    variants: [{ label: "1 L", netQuantity: 1, unit: "l", mrp: 250, salePrice: 199.5, sku: uniqueSku(), stock: 10, weightGrams: 1000, lowStockThreshold: 5 }],
  };
}

async function storedPackedProduct(id: string) {
  const pack = await env.DB.prepare("select * from product_variants where product_id = ? and deleted_at is null order by position").bind(id).first<Record<string, any>>();
  expect(pack!.sale_price_paise).toBeLessThanOrEqual(pack!.mrp_paise);
  return { ...(await storedProduct(id)), "variants.0.label": pack!.label };
}

/** A live product with one counted pack (10 on hand): the pack the stock routes act on. */
async function countedPack(): Promise<Fixture> {
  const response = await call("/api/admin/product/add", { token: admin.token, json: packedProductBody() });
  if (response.status !== 201) throw new Error(`add product failed: ${response.text}`);
  return { variantId: response.body.product.variants[0]._id };
}

const BLOB_LABELS = {
  categoryId: /Category/,
  title: /Title/,
  images: /Images|Image URL/,
  "images.0": /Image URL/,
  content: /[Cc]ontent|section/,
  "content.0": /section/,
  "content.0.heading": /Section heading/,
  "content.0.paragraph": /Section paragraph/,
};
const BLOB_RULES: FieldRules = {
  optional: ["images"],
  nonEmpty: ["content"],
  stored: { title: "text", "images.0": "url", "content.0.heading": "text", "content.0.paragraph": "text" },
};

/** A cash-on-delivery order of the customer, confirmed and shipped (issue 32's routes act on one). */
async function shippedCodOrder(): Promise<string> {
  await enableCashOnDelivery(0);
  const placed = await call("/api/order", { method: "POST", token: customer.token, json: { products: [{ productId, quantity: 1 }], paymentMethod: "cod" } });
  expect(placed.status, placed.text).toBe(201);
  await confirmCodOrder(customer.token, placed.body._id);
  const shipped = await call(`/api/order/${placed.body._id}`, { method: "PUT", token: admin.token, json: { orderStatus: "shipped", ...SHIPMENT } });
  expect(shipped.status, shipped.text).toBe(200);
  return placed.body._id as string;
}

async function row(table: string, id: string): Promise<Record<string, any>> {
  const found = await env.DB.prepare(`select * from "${table}" where id = ?`).bind(id).first<Record<string, any>>();
  if (!found) throw new Error(`no ${table} row ${id}`);
  return found;
}

async function storedUser(id: string) {
  const user = await row("users", id);
  return {
    name: user.name,
    phoneNumber: user.phone_number,
    emailAddress: user.email_address,
    "address.doorNo": user.door_no,
    "address.street": user.street,
    "address.city": user.city,
    "address.pincode": user.pincode,
    "address.state": user.state,
  };
}

async function storedProduct(id: string) {
  const product = await row("products", id);
  expect(product.sale_price_paise).toBeGreaterThan(0);
  expect(product.sale_price_paise).toBeLessThanOrEqual(product.mrp_paise);
  return { name: product.name, description: product.description, "images.0": JSON.parse(product.images)[0] };
}

async function storedBlob(id: string) {
  const blob = await row("blobs", id);
  const content = JSON.parse(blob.content);
  return { title: blob.title, "images.0": JSON.parse(blob.images)[0], "content.0.heading": content[0]?.heading, "content.0.paragraph": content[0]?.paragraph };
}

/** A token for the account's current token version (logout revokes the previous one). */
async function freshToken(userId: string): Promise<string> {
  const user = await row("users", userId);
  return signSessionToken({ userId, tokenVersion: user.token_version }, env.JWT_SECRET);
}

async function addBanner(): Promise<string> {
  const response = await call("/api/admin/banner/banners", { token: admin.token, json: { title: uniqueName("Banner"), banner: IMAGE_URL } });
  if (response.status !== 201) throw new Error(`add banner failed: ${response.text}`);
  return response.body._id;
}

/** A visitor's fresh complaint: the ticket the admin route acts on. */
async function filedGrievance(): Promise<Fixture> {
  const response = await call("/api/grievances", {
    json: { category: "delivery", description: "The parcel came a week late.", name: "Ravi Kumar", emailAddress: "ravi.kumar@example.com" },
  });
  if (response.status !== 201) throw new Error(`filing a complaint failed: ${response.text}`);
  return { params: { id: response.body.grievance._id } };
}

const categoryBody = () => ({ name: uniqueName("Millets") });
const bannerBody = () => ({ title: uniqueName("Offer"), banner: IMAGE_URL });

/** Statement lines (cash deposits of the product's price, no UPI reference) waiting to settle an order each. */
const unusedCredits: string[] = [];
let creditBatch = 0;

/** Imports a statement of `count` fresh cash deposits of ₹199.50 and keeps their ids for settling. */
async function importCreditPool(count: number) {
  creditBatch += 1;
  const lines = Array.from({ length: count }, (_, index) => ({ narration: `CASH DEPOSIT POOL ${creditBatch}-${index}`, credit: 199.5 }));
  const response = await call("/api/admin/payments/statements", { method: "POST", token: admin.token, body: statementForm(hdfcStatement(lines)) });
  if (response.status !== 201) throw new Error(`statement import failed: ${response.text}`);
  const stored = await env.DB.prepare("select id from bank_credits where statement_id = ?").bind(response.body.statement._id).all<{ id: string }>();
  unusedCredits.push(...stored.results.map((credit) => credit.id));
}

/** An unreported order of ₹199.50 and an unused statement line of that amount: what "settle" acts on. */
async function orderAndCredit(): Promise<Fixture> {
  if (unusedCredits.length === 0) await importCreditPool(100);
  const orderId = (await placeOrder(customer.token, [{ productId, quantity: 1 }]))._id;
  return { orderId, creditId: unusedCredits.pop() };
}

async function storedMapping(id: string) {
  const mapping = await row("statement_mappings", id);
  const columns = JSON.parse(mapping.columns);
  expect(Object.keys(columns).sort()).toEqual(["credit", "date", "debit", "narration", "reference"]);
  return {
    name: mapping.name,
    "columns.date": columns.date,
    "columns.narration": columns.narration,
    "columns.reference": columns.reference,
    "columns.credit": columns.credit,
    "columns.debit": columns.debit,
  };
}

const FORGOT_PASSWORD: JsonSpec = {
  caller: "public",
  body: "json",
  valid: () => ({ email: `nobody.${uniqueName("x").replace(/\W/g, "")}@example.com` }),
  labels: { email: /email address/i },
  accepted: async (response) => expect(response.body.message).toBe(OTP_SENT_MESSAGE),
};

const ROUTES: Record<string, RouteSpec> = {
  "POST /signup": {
    caller: "public",
    body: "json",
    valid: () => ({ ...signupBody(), privacyConsent: true }),
    // Absent (an original-contract client): the account is created with no consent record (issue 29: asked at sign-in).
    rules: { optional: ["privacyConsent"], stored: PROFILE_STORED },
    labels: { ...PROFILE_LABELS, privacyConsent: /privacyConsent/ },
    stored: (response) => storedUser(response.body.user._id),
    accepted: async (response) => {
      expect(response.status).toBe(201);
      expect(response.body.user.role).toBe("user");
    },
  },
  "POST /login": {
    caller: "public",
    setup: async () => ({ account: await createCustomer() }),
    body: "json",
    valid: (fixture) => ({ emailAddress: fixture.account!.email, password: fixture.account!.password }),
    labels: { emailAddress: /email address/i, password: /password/i },
    accepted: async (response, _built, fixture) => {
      expect(response.body.user).toMatchObject({ _id: fixture.account!.user._id, role: "user" });
    },
  },
  "POST /logout": {
    caller: "customer",
    perCase: true,
    setup: async () => ({ token: await freshToken(leaver.user._id), version: (await row("users", leaver.user._id)).token_version }),
    body: "ignored",
    outcome: "accepted",
    accepted: async (_response, _built, fixture) => {
      expect((await row("users", leaver.user._id)).token_version).toBe((fixture.version as number) + 1);
    },
  },
  "PUT /edit-profile": {
    caller: "customer",
    setup: async () => {
      const account = await createCustomer();
      return { account, token: account.token };
    },
    body: "json",
    valid: (fixture) => ({ ...signupBody(), emailAddress: fixture.account!.email, password: "" }),
    rules: { optional: ["password"], stored: PROFILE_STORED },
    labels: PROFILE_LABELS,
    stored: (_response, fixture) => storedUser(fixture.account!.user._id),
    accepted: async (response, _built, fixture) => {
      expect(response.body.user).toMatchObject({ _id: fixture.account!.user._id, role: "user" });
    },
  },
  // Phone sign-in (issue 31): any number gets the same answer; a code for a number never sent one is refused.
  "POST /login/phone": {
    caller: "public",
    body: "json",
    valid: () => ({ phoneNumber: freshMobile() }),
    labels: { phoneNumber: /phone number|mobile number/i },
    accepted: async (response) => expect(response.body.message).toBe(PHONE_CODE_SENT_MESSAGE),
  },
  "POST /login/phone/verify": {
    caller: "public",
    body: "json",
    valid: () => ({ phoneNumber: freshMobile(), otp: "123456" }),
    labels: { phoneNumber: /phone number|mobile number/i, otp: /OTP/ },
    accepted: async (response) => {
      throw new Error(`a code for a number never sent one was accepted: ${response.text}`);
    },
  },
  // Two paths of one endpoint (API.md keeps the old spelling for existing clients).
  "POST /forgot-password": FORGOT_PASSWORD,
  "POST /forgotpassword": FORGOT_PASSWORD,
  "POST /verify-otp": {
    caller: "public",
    body: "json",
    valid: () => ({ email: `nobody.${uniqueName("x").replace(/\W/g, "")}@example.com`, otp: "123456" }),
    labels: { email: /email address/i, otp: /OTP/ },
    accepted: async (response) => {
      throw new Error(`a code for an unregistered address was accepted: ${response.text}`);
    },
  },
  "POST /reset-password": {
    caller: "public",
    body: "json",
    valid: () => ({ email: `nobody.${uniqueName("x").replace(/\W/g, "")}@example.com`, otp: "123456", password: "Fresh#Start2026" }),
    labels: { email: /email address/i, otp: /OTP/, password: /Password/ },
    accepted: async (response) => {
      throw new Error(`a code for an unregistered address was accepted: ${response.text}`);
    },
  },
  // Issue 29: a token that matches no link is refused whatever else comes with it; a confirmed account's resend is
  // refused (409) whatever the body; consent takes exactly privacyConsent: true.
  "POST /verify-email": {
    caller: "public",
    body: "json",
    valid: () => ({ token: "0".repeat(64) }),
    labels: { token: /Token|token/ },
    accepted: async (response) => {
      throw new Error(`a token that matches no link was accepted: ${response.text}`);
    },
  },
  "POST /me/verify-email": {
    caller: "customer",
    setup: async () => {
      const account = await createCustomer();
      await env.DB.prepare("update users set email_verified_at = ?, email_verification_hash = null where id = ?").bind(new Date().toISOString(), account.user._id).run();
      return { token: account.token };
    },
    body: "ignored",
    outcome: "refused",
  },
  "POST /me/consent": {
    caller: "customer",
    body: "json",
    valid: () => ({ privacyConsent: true }),
    labels: { privacyConsent: /privacyConsent/ },
    accepted: async () => {
      const consents = await env.DB.prepare("select source from consents where user_id = ?").bind(customer.user._id).all<{ source: string }>();
      expect(consents.results).toEqual([{ source: "sign-in-prompt" }]);
    },
  },
  // Issue 31: message channels (booleans only), the owner's alert number, and the providers' webhooks, which refuse
  // everything here (no secret is configured in tests: nothing can prove itself).
  "PUT /me/message-preferences": {
    caller: "customer",
    body: "json",
    valid: () => ({ email: true, sms: false, whatsapp: false, whatsappOptIn: false }),
    rules: { optional: ["email", "sms", "whatsapp", "whatsappOptIn"] },
    labels: { email: /\(email\)/, sms: /\(sms\)/, whatsapp: /\(whatsapp\)/, whatsappOptIn: /\(whatsappOptIn\)/ },
  },
  "PUT /admin/settings/order-alert": {
    caller: "admin",
    body: "json",
    valid: () => ({ orderAlertPhone: "9876543210", orderAlertChannel: "sms" }),
    rules: { optional: ["orderAlertChannel"] },
    labels: { orderAlertPhone: /orderAlertPhone/, orderAlertChannel: /orderAlertChannel/ },
  },
  // Issue 32 (risk): the owner's COD rules (every field optional, limits and scores nullable) and block list.
  "PUT /admin/cod-rules": {
    caller: "admin",
    body: "json",
    valid: () => ({ confirmHours: 24, refuseScore: 80, advanceScore: 50, advanceKind: "delivery-fee", advanceFixed: 100, dayMaxOrders: 3, weekMaxOrders: 6, dayMaxValue: 5000, weekMaxValue: 10000, prepaidDiscountPercent: 2 }),
    rules: {
      optional: ["confirmHours", "refuseScore", "advanceScore", "advanceKind", "advanceFixed", "dayMaxOrders", "weekMaxOrders", "dayMaxValue", "weekMaxValue", "prepaidDiscountPercent"],
      nullable: ["refuseScore", "advanceScore", "dayMaxOrders", "weekMaxOrders", "dayMaxValue", "weekMaxValue"],
    },
    labels: {
      confirmHours: /Confirmation hours/,
      refuseScore: /[Rr]efuse score/,
      advanceScore: /Advance score/,
      advanceKind: /Advance kind/,
      advanceFixed: /Fixed advance/,
      dayMaxOrders: /COD orders per (day|week)/,
      weekMaxOrders: /COD orders per week/,
      dayMaxValue: /COD value per (day|week)/,
      weekMaxValue: /COD value per week/,
      prepaidDiscountPercent: /Prepaid discount/,
    },
  },
  "POST /admin/cod-blocks": {
    caller: "admin",
    setup: async () => {
      await env.DB.prepare("delete from cod_blocks").run();
      return {};
    },
    perCase: true,
    body: "json",
    valid: () => ({ kind: "phone", phoneNumber: "9876500001", reason: "Refused two parcels" }),
    rules: { stored: { reason: "text" } },
    labels: { kind: /phone or address/, phoneNumber: /Phone number|mobile number/, reason: /Reason/ },
    stored: async (response) => ({ reason: (await row("cod_blocks", response.body.block._id)).reason }),
  },
  "DELETE /admin/cod-blocks/:id": { caller: "admin", body: "ignored", outcome: "refused" },
  "POST /webhooks/whatsapp": { caller: "public", body: "ignored", outcome: "refused" },
  "POST /webhooks/msg91/:token": { caller: "public", body: "ignored", outcome: "refused" },
  "PUT /assign-admin/:userId": { caller: "admin", body: "ignored", outcome: "refused" },
  "PUT /remove-admin/:userId": { caller: "admin", body: "ignored", outcome: "refused" },
  "POST /admin/category/add": {
    caller: "admin",
    body: "json",
    valid: categoryBody,
    rules: { stored: { name: "text" } },
    labels: { name: /Category name/ },
    stored: async (response) => ({ name: (await row("categories", response.body.category._id)).name }),
  },
  "PUT /admin/category/edit/:id": {
    caller: "admin",
    setup: async () => ({ params: { id: (await addCategory(admin))._id } }),
    body: "json",
    valid: categoryBody,
    rules: { stored: { name: "text" } },
    labels: { name: /Category name/ },
    stored: async (_response, fixture) => ({ name: (await row("categories", fixture.params!.id)).name }),
  },
  "DELETE /admin/category/delete/:id": { caller: "admin", body: "ignored", outcome: "refused" },
  "POST /admin/product/add": {
    caller: "admin",
    body: "json",
    valid: packedProductBody,
    rules: PACK_RULES,
    labels: { ...PRODUCT_LABELS, ...PACK_LABELS },
    stored: (response) => storedPackedProduct(response.body.product._id),
  },
  "PUT /admin/product/update/:id": {
    caller: "admin",
    setup: async () => ({ params: { id: (await addProduct(admin, categoryId))._id } }),
    body: "json",
    valid: () => productBody(categoryId, { mrp: 250, salePrice: 199.5, images: [IMAGE_URL] }),
    rules: PRODUCT_RULES,
    labels: PRODUCT_LABELS,
    stored: (_response, fixture) => storedProduct(fixture.params!.id),
  },
  "PUT /admin/product/update": {
    caller: "admin",
    setup: async () => ({ id: (await addProduct(admin, categoryId))._id }),
    body: "json",
    valid: (fixture) => ({ _id: fixture.id, ...productBody(categoryId, { mrp: 250, salePrice: 199.5, images: [IMAGE_URL] }) }),
    rules: PRODUCT_RULES,
    labels: { _id: /Product/, ...PRODUCT_LABELS },
    stored: (_response, fixture) => storedProduct(fixture.id!),
  },
  "DELETE /admin/product/delete/:id": { caller: "admin", body: "ignored", outcome: "refused" },
  "POST /admin/stock/receive": {
    caller: "admin",
    setup: countedPack,
    body: "json",
    valid: (fixture) => ({ variantId: fixture.variantId, quantity: 5, note: "Batch 12 from the mill" }),
    rules: { optional: ["note"], nullable: ["note"], stored: { note: "text" } },
    labels: { variantId: /Pack/, quantity: /Quantity received/, note: /Note/ },
    stored: async (response, fixture) => {
      const movement = await env.DB.prepare("select reason from stock_movements where variant_id = ? and kind = 'received' order by id desc").bind(fixture.variantId).first<{ reason: string }>();
      return { note: movement?.reason };
    },
  },
  "POST /admin/stock/adjust": {
    caller: "admin",
    // Each accepted case sets the count, after which the same count is refused: a fresh pack per case.
    perCase: true,
    setup: countedPack,
    body: "json",
    valid: (fixture) => ({ variantId: fixture.variantId, count: 7, reason: "Stocktake: two bottles broken" }),
    rules: { nullable: ["count"], stored: { reason: "text" } },
    labels: { variantId: /Pack/, count: /Stock/, reason: /Reason/ },
    stored: async (_response, fixture) => {
      const movement = await env.DB.prepare("select reason from stock_movements where variant_id = ? and kind = 'adjusted' order by id desc").bind(fixture.variantId).first<{ reason: string }>();
      return { reason: movement?.reason };
    },
  },
  // Issue 33: batches and best-before.
  "POST /admin/stock/batches": {
    caller: "admin",
    // A lot number is taken once per pack: a fresh pack per case.
    perCase: true,
    setup: countedPack,
    body: "json",
    valid: (fixture) => ({ variantId: fixture.variantId, lotNumber: "GL-2611-07", packedOn: istDay(-3), shelfLifeDays: 180, quantity: 12, supplier: "Ravi Oil Mill" }),
    rules: { optional: ["supplier"], nullable: ["supplier"], stored: { lotNumber: "text", supplier: "text" } },
    labels: { variantId: /Pack/, lotNumber: /Lot number/, packedOn: /Packed on/, shelfLifeDays: /Shelf life/, quantity: /Quantity/, supplier: /Supplier/ },
    stored: async (response) => {
      const batch = await row("stock_batches", response.body.batch._id);
      return { lotNumber: batch.lot_number, supplier: batch.supplier };
    },
  },
  "POST /admin/stock/batches/:id/write-off": {
    caller: "admin",
    setup: async () => {
      const { variantId } = await countedPack();
      const received = await call("/api/admin/stock/receive", { token: admin.token, json: { variantId, quantity: 100000 } });
      if (received.status !== 200) throw new Error(`receive failed: ${received.text}`);
      const batch = await env.DB.prepare("select id from stock_batches where variant_id = ? order by on_hand desc limit 1").bind(variantId).first<{ id: string }>();
      return { variantId, params: { id: batch!.id } };
    },
    body: "json",
    valid: () => ({ quantity: 1, reason: "damaged", note: "Bottle cracked in the carton" }),
    rules: { optional: ["note"], nullable: ["note"], stored: { note: "text" } },
    labels: { quantity: /Quantity/, reason: /Reason/, note: /Note/ },
    stored: async (_response, fixture) => {
      const movement = await env.DB.prepare("select reason from stock_movements where batch_id = ? and write_off is not null order by id desc").bind(fixture.params!.id).first<{ reason: string }>();
      return { note: movement?.reason };
    },
  },
  "POST /admin/stock/shelf-life-rules": {
    caller: "admin",
    body: "json",
    valid: () => ({ effectiveFrom: istDay(40), minPercent: 30, minDays: 45, assumedDeliveryDays: 7 }),
    labels: { effectiveFrom: /Effective from/, minPercent: /minPercent/, minDays: /minDays/, assumedDeliveryDays: /assumedDeliveryDays/ },
  },
  "POST /admin/banner/banners": {
    caller: "admin",
    body: "json",
    valid: bannerBody,
    rules: { stored: { title: "text", banner: "url" } },
    labels: { title: /Title/, banner: /Banner image/ },
    stored: async (response) => {
      const banner = await row("banners", response.body._id);
      return { title: banner.title, banner: banner.image_url };
    },
  },
  "PUT /admin/banner/banners/:id": {
    caller: "admin",
    setup: async () => ({ params: { id: await addBanner() } }),
    body: "json",
    valid: bannerBody,
    rules: { stored: { title: "text", banner: "url" } },
    labels: { title: /Title/, banner: /Banner image/ },
    stored: async (_response, fixture) => {
      const banner = await row("banners", fixture.params!.id);
      return { title: banner.title, banner: banner.image_url };
    },
  },
  "DELETE /admin/banner/banners/:id": { caller: "admin", body: "ignored", outcome: "refused" },
  "POST /admin/blob/blobs": {
    caller: "admin",
    body: "json",
    valid: () => blobBody(categoryId, { images: [IMAGE_URL] }),
    rules: BLOB_RULES,
    labels: BLOB_LABELS,
    stored: (response) => storedBlob(response.body._id),
  },
  "PUT /admin/blob/blobs/:id": {
    caller: "admin",
    setup: async () => ({ params: { id: (await addBlob(admin, categoryId))._id } }),
    body: "json",
    valid: () => blobBody(categoryId, { images: [IMAGE_URL] }),
    rules: BLOB_RULES,
    labels: BLOB_LABELS,
    stored: (_response, fixture) => storedBlob(fixture.params!.id),
  },
  "DELETE /admin/blob/blobs/:id": { caller: "admin", body: "ignored", outcome: "refused" },
  "POST /promotion": {
    caller: "admin",
    body: "json",
    valid: () => ({ type: "video", link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }),
    rules: { stored: { link: "url" } },
    labels: { type: /Type/, link: /[Ll]ink/ },
    stored: async (response) => ({ link: (await row("promotions", response.body._id)).link }),
  },
  "DELETE /promotion/:id": { caller: "admin", body: "ignored", outcome: "refused" },
  "POST /upload": {
    caller: "admin",
    body: "multipart",
    cases: uploadCases,
    limitBytes: UPLOAD_BODY_LIMIT_BYTES,
    accepted: async (response) => {
      expect(response.status).toBe(201);
      const head = await env.IMAGES.head(response.body.key);
      expect(head?.httpMetadata?.contentType).toMatch(/^image\/(png|jpeg|gif|webp|avif)$/);
    },
  },
  "PUT /cart": {
    caller: "customer",
    body: "json",
    valid: () => ({ productId, quantity: 1 }),
    labels: { productId: /productId/, quantity: /quantity/ },
    accepted: async (response) => {
      for (const line of response.body.cart.products) {
        expect(line.quantity).toBeGreaterThanOrEqual(1);
        expect(line.quantity).toBeLessThanOrEqual(99);
      }
    },
  },
  "POST /order": {
    caller: "customer",
    body: "json",
    valid: () => ({ products: [{ productId, quantity: 1 }] }),
    rules: { nonEmpty: ["products"] },
    labels: { products: /product/i, "products.0": /product/i, "products.0.productId": /productId/, "products.0.quantity": /Quantity/ },
    accepted: async (response) => {
      const order = await row("orders", response.body._id);
      const lines = await env.DB.prepare("select sum(product_bill_paise) as total from order_items where order_id = ?").bind(order.id).first<{ total: number }>();
      expect(order).toMatchObject({ user_id: customer.user._id, payment_status: "pending", order_status: "not yet delivered", amount_paid_paise: 0 });
      expect(order.bill_paise).toBe(lines?.total);
    },
  },
  // Issue 32: confirming reads no body; a UPI order needs no confirmation, so whatever is sent is refused (409).
  "POST /order/:orderId/confirm": {
    caller: "customer",
    setup: async () => ({ params: { orderId: (await placeOrder(customer.token, [{ productId, quantity: 1 }]))._id } }),
    body: "ignored",
    outcome: "refused",
  },
  // Issue 32 (item 4): a failed delivery attempt on a shipped COD order; its note is stored as typed.
  "POST /order/:orderId/delivery-attempts": {
    caller: "admin",
    setup: async () => ({ params: { orderId: await shippedCodOrder() } }),
    body: "json",
    valid: () => ({ reason: "not-available", note: "Door locked", nextAttemptOn: istDay(1) }),
    rules: { optional: ["note", "nextAttemptOn"], nullable: ["note", "nextAttemptOn"], stored: { note: "text" } },
    labels: { reason: /Reason \(reason\)/, note: /Note \(note\)/, nextAttemptOn: /Next attempt \(nextAttemptOn\)/ },
    stored: async (_response, fixture) => {
      const latest = await env.DB.prepare("select note from order_delivery_attempts where order_id = ? order by created_at desc, id desc limit 1")
        .bind(fixture.params!.orderId)
        .first<{ note: string | null }>();
      return { note: latest?.note };
    },
  },
  // Issue 32 (item 4): a returned parcel's courier costs, recorded later (rupees; null clears one).
  "PUT /order/:orderId/rto-costs": {
    caller: "admin",
    setup: async () => {
      const orderId = await shippedCodOrder();
      const returned = await call(`/api/order/${orderId}`, { method: "PUT", token: admin.token, json: { orderStatus: "returned" } });
      expect(returned.status, returned.text).toBe(200);
      return { params: { orderId } };
    },
    body: "json",
    valid: () => ({ rtoForwardCost: 85, rtoReturnCost: 70.5 }),
    rules: { optional: ["rtoForwardCost", "rtoReturnCost"], nullable: ["rtoForwardCost", "rtoReturnCost"] },
    labels: { rtoForwardCost: /rtoForwardCost/, rtoReturnCost: /rtoReturnCost/ },
  },
  // Issue 32: a UPI order has no advance, so whatever is sent to report or verify one is refused (400 or 409).
  "POST /order/:orderId/advance": {
    caller: "customer",
    setup: async () => ({ params: { orderId: (await placeOrder(customer.token, [{ productId, quantity: 1 }]))._id } }),
    body: "ignored",
    outcome: "refused",
  },
  "POST /order/:orderId/advance/verify": {
    caller: "admin",
    setup: async () => ({ params: { orderId: (await placeOrder(customer.token, [{ productId, quantity: 1 }]))._id } }),
    body: "ignored",
    outcome: "refused",
  },
  "PUT /order/:orderId": {
    caller: "customer",
    perCase: true,
    setup: async () => ({ params: { orderId: (await placeOrder(customer.token, [{ productId, quantity: 1 }]))._id } }),
    body: "json",
    // confirmUnderpaid belongs to an admin's verification; a customer's report may carry it (ignored), but typed.
    valid: () => ({ amountPaid: 199.5, transactionId: freshUtr(), paymentStatus: "done", confirmUnderpaid: false }),
    rules: { optional: ["paymentStatus", "confirmUnderpaid"] },
    labels: { amountPaid: /Amount paid/, transactionId: /Transaction ID/, paymentStatus: /paymentStatus/, confirmUnderpaid: /confirmUnderpaid/ },
    accepted: async (response, built, fixture) => {
      const order = await row("orders", fixture.params!.orderId);
      // Spaces and dashes pasted around the 12 digits are dropped.
      expect(order).toMatchObject({ payment_status: "done", transaction_id: String(built.sent?.transactionId).replace(/[\s\u2010-\u2015\u2212-]/g, "") });
      expect(order.amount_paid_paise).toBe(Math.round(Number(built.sent?.amountPaid) * 100));
    },
  },
  "PUT /admin/settings": {
    caller: "admin",
    body: "json",
    valid: () => ({
      legalName: "Ghani Naturals (Demo) Pvt Ltd",
      address: "1 Demo Street, Guntur 522002",
      fssaiNumber: "10000000000001",
      gstin: "27AAPFU0939F1ZV",
      carePhone: "+91 98765 43210",
      careEmail: "care@example.com",
      grievanceOfficerName: "Sita Devi",
      grievanceOfficerDesignation: "Grievance Officer",
      grievanceOfficerEmail: "grievance@example.com",
      grievanceOfficerPhone: "+91 90000 22222",
    }),
    // The grievance officer (issue 20) is optional: clients from before it send none of its fields.
    rules: {
      optional: ["gstin", "grievanceOfficerName", "grievanceOfficerDesignation", "grievanceOfficerEmail", "grievanceOfficerPhone"],
      nullable: ["gstin"],
      stored: { legalName: "text", address: "text", careEmail: "email", grievanceOfficerName: "text", grievanceOfficerDesignation: "text" },
    },
    labels: {
      legalName: /Legal name/,
      address: /Address/,
      fssaiNumber: /FSSAI/,
      gstin: /GSTIN/,
      carePhone: /Consumer-care phone/,
      careEmail: /Consumer-care e-mail/,
      grievanceOfficerName: /grievanceOfficerName/,
      grievanceOfficerDesignation: /grievanceOfficerDesignation/,
      grievanceOfficerEmail: /grievanceOfficerEmail/,
      grievanceOfficerPhone: /grievanceOfficerPhone/,
    },
    stored: async () => {
      const settings = await row("shop_settings", "1");
      return {
        legalName: settings.legal_name,
        address: settings.address,
        careEmail: settings.care_email,
        grievanceOfficerName: settings.grievance_officer_name,
        grievanceOfficerDesignation: settings.grievance_officer_designation,
      };
    },
  },
  "PUT /admin/policies/:slug": {
    caller: "admin",
    setup: async () => ({ params: { slug: "terms" } }),
    body: "json",
    // A text of its own per case, so that every accepted case is a new version.
    valid: () => ({ body: `## Orders\n\nAn order is confirmed once its payment reaches us. (${uniqueName("v")})` }),
    rules: { stored: { body: "text" } },
    labels: { body: /Policy text \(body\)/ },
    accepted: async (response) => {
      const latest = await env.DB.prepare("select max(version) as version from policies where slug = 'terms'").first<{ version: number }>();
      expect(response.body).toMatchObject({ slug: "terms", version: latest!.version });
    },
    stored: async () => {
      const latest = await env.DB.prepare("select body from policies where slug = 'terms' order by version desc limit 1").first<{ body: string }>();
      return { body: latest!.body };
    },
  },
  "PUT /admin/delivery": {
    caller: "admin",
    body: "json",
    valid: () => ({
      zones: [
        {
          name: "Andhra Pradesh & Telangana",
          states: ["Andhra Pradesh"],
          pincodePrefixes: ["5200"],
          baseFee: 40,
          perExtra500g: 20,
          freeAbove: 999,
          etaMinDays: 2,
          etaMaxDays: 4,
        },
      ],
      unservedPincodes: ["744"],
      cod: { enabled: true, maxOrderValue: 3000, fee: 40, excludedPincodes: ["110001"] },
    }),
    rules: {
      optional: ["zones.0.states", "zones.0.pincodePrefixes", "zones.0.freeAbove", "cod.maxOrderValue", "cod.excludedPincodes"],
      nullable: ["zones.0.freeAbove", "cod.maxOrderValue"],
      stored: { "zones.0.name": "text" },
    },
    labels: {
      zones: /Zones/,
      "zones.0": /Zone/,
      "zones.0.name": /Zone name/,
      "zones.0.states": /Zone states/,
      "zones.0.states.0": /Zone states/,
      "zones.0.pincodePrefixes": /Zone pincode prefixes/,
      "zones.0.pincodePrefixes.0": /Zone pincode prefixes/,
      "zones.0.baseFee": /Zone base fee/,
      "zones.0.perExtra500g": /Zone fee per extra 500 g/,
      "zones.0.freeAbove": /Zone free-delivery threshold/,
      "zones.0.etaMinDays": /Zone minimum delivery days/,
      "zones.0.etaMaxDays": /Zone maximum delivery days/,
      unservedPincodes: /Unserved pincodes/,
      "unservedPincodes.0": /Unserved pincodes/,
      cod: /Cash on delivery settings/,
      "cod.enabled": /Cash on delivery enabled/,
      "cod.maxOrderValue": /Cash on delivery maximum order value/,
      "cod.fee": /Cash on delivery fee/,
      "cod.excludedPincodes": /Cash on delivery excluded pincodes/,
      "cod.excludedPincodes.0": /Cash on delivery excluded pincodes/,
    },
    accepted: async (response, built) => {
      const zones = await env.DB.prepare("select count(*) as n from delivery_zones").first<{ n: number }>();
      expect(zones?.n).toBe(response.body.delivery.zones.length);
      expect(response.body.delivery.zones.length).toBe((built.sent?.zones as unknown[] | undefined)?.length);
    },
    stored: async () => {
      const zone = await env.DB.prepare("select name from delivery_zones order by position limit 1").first<{ name: string }>();
      return { "zones.0.name": zone?.name };
    },
  },
  "POST /admin/payments/statements": {
    caller: "admin",
    body: "multipart",
    cases: statementCases,
    limitBytes: STATEMENT_BODY_LIMIT_BYTES,
    accepted: async (response, built) => {
      expect(response.status).toBe(201);
      const statement = await row("bank_statements", response.body.statement._id);
      expect(statement).toMatchObject({ lines: response.body.statement.lines, credits: response.body.statement.credits, duplicates: 0 });
      const file = (built.body as FormData).get("file") as File;
      expect(statement.file_name).toBe((file.name || "statement.csv").slice(0, 200));
      const stored = await env.DB.prepare("select count(*) as n from bank_credits where statement_id = ?").bind(statement.id).first<{ n: number }>();
      expect(stored?.n).toBe(statement.credits);
    },
  },
  "POST /admin/payments/verify-matched": {
    caller: "admin",
    body: "ignored",
    outcome: "accepted",
    accepted: async (response) => {
      expect(response.body).toMatchObject({ success: true, verified: expect.any(Number), remaining: expect.any(Number) });
    },
  },
  "POST /admin/payments/settle": {
    caller: "admin",
    // An accepted case settles its order with its statement line: a fresh pair per case.
    perCase: true,
    setup: orderAndCredit,
    body: "json",
    valid: (fixture) => ({ orderId: fixture.orderId, creditId: fixture.creditId, confirm: false }),
    rules: { optional: ["confirm"] },
    labels: { orderId: /Order id/, creditId: /Statement line id/, confirm: /confirm/ },
    accepted: async (response, _built, fixture) => {
      expect(response.body.order).toMatchObject({ _id: fixture.orderId, paymentStatus: "verified", amountPaid: 199.5 });
      expect(await row("orders", fixture.orderId as string)).toMatchObject({ payment_status: "verified", payment_credit_id: fixture.creditId, amount_paid_paise: 19950 });
    },
  },
  "PUT /admin/payments/settings": {
    caller: "admin",
    // Off, so that the statement imports of this file are not verified on import.
    body: "json",
    valid: () => ({ autoVerify: false }),
    labels: { autoVerify: /autoVerify/ },
    accepted: async (response) => {
      expect(response.body.summary.autoVerify).toBe(false);
      expect((await row("shop_settings", "1")).auto_verify_statement_matches).toBe(0);
    },
  },
  "PUT /admin/payments/mappings": {
    caller: "admin",
    body: "json",
    valid: () => ({ name: uniqueName("Village Bank"), columns: { date: "Txn Dt", narration: "Particulars", reference: "Ref No", credit: "Cr Amt", debit: "Dr Amt" } }),
    rules: {
      optional: ["columns.reference", "columns.debit"],
      nullable: ["columns.reference", "columns.debit"],
      stored: { name: "text", "columns.date": "text", "columns.narration": "text", "columns.reference": "text", "columns.credit": "text", "columns.debit": "text" },
    },
    labels: {
      name: /Mapping name/,
      columns: /columns/,
      "columns.date": /Date column/,
      "columns.narration": /Narration column/,
      "columns.reference": /Reference column|columns\.reference/,
      "columns.credit": /Credit column/,
      "columns.debit": /Debit column|columns\.debit/,
    },
    stored: (response) => storedMapping(response.body.mapping._id),
  },
  // Issue 31: a code to delete an account without a password; an account with one is refused (409) whatever the body.
  "POST /me/erasure-code": {
    caller: "customer",
    body: "ignored",
    outcome: "refused",
  },
  "DELETE /me": {
    caller: "customer",
    // Each accepted case erases its account: every case gets an account of its own (a copy of one signed-up row, so
    // that no case pays for a signup's password hashing).
    perCase: true,
    setup: async () => {
      erasable ??= await createCustomer();
      const id = `erasable${Date.now().toString(36)}${(erasableCount += 1)}`;
      await env.DB.prepare(
        `insert into users (id, name, phone_number, email_address, password_hash, role, door_no, street, city, pincode, state, token_version, created_at, updated_at)
          select ?, name, phone_number, ?, password_hash, 'user', door_no, street, city, pincode, state, 1, created_at, updated_at from users where id = ?`,
      )
        .bind(id, `${id}@example.com`, erasable.user._id)
        .run();
      return { token: await freshToken(id), id, password: erasable.password };
    },
    body: "json",
    valid: (fixture) => ({ password: fixture.password }),
    labels: { password: /password/i },
    accepted: async (response, _built, fixture) => {
      expect(response.body.erasure.ordersKept).toBe(0);
      expect((await row("users", fixture.id!)).erased_at).toBeTruthy();
    },
  },
  "POST /admin/gst/rates": {
    caller: "admin",
    body: "json",
    // Each accepted body adds a row: a fresh day per acceptance keeps the (prefix, day) pairs unique.
    valid: () => ({ hsnPrefix: "1508", ratePercent: 5, effectiveFrom: nextRateDay() }),
    rules: { optional: [], nullable: [] },
    labels: { hsnPrefix: /HSN prefix/, ratePercent: /Rate/, effectiveFrom: /Effective from/ },
  },
  // Complaints (issue 20): a visitor files with a name and an e-mail; an admin moves a fresh ticket per case.
  "POST /grievances": {
    caller: "public",
    body: "json",
    valid: () => ({
      category: "refund",
      description: "The refund for the oil I sent back has not come.",
      name: "Lakshmi Devi",
      emailAddress: `lakshmi.${uniqueName("x").replace(/\W/g, "")}@example.com`,
    }),
    rules: { stored: { description: "text", name: "text", emailAddress: "email" } },
    labels: { category: /Category/, description: /Description/, name: /Name/, emailAddress: /email address/i },
    stored: async (response) => {
      const grievance = await row("grievances", response.body.grievance._id);
      return { description: grievance.description, name: grievance.name, emailAddress: grievance.email };
    },
    accepted: async (response) => {
      expect(response.status).toBe(201);
      expect(await row("grievances", response.body.grievance._id)).toMatchObject({ status: "open", user_id: null, order_id: null });
    },
  },
  "PUT /admin/grievances/:id": {
    caller: "admin",
    // An accepted case acknowledges its ticket, after which acknowledging it again is refused: a fresh ticket per case.
    perCase: true,
    setup: filedGrievance,
    body: "json",
    valid: () => ({ status: "acknowledged", reply: "Sorry about this: we are checking with the courier." }),
    rules: { stored: { reply: "text" } },
    labels: { status: /Status/, reply: /Reply/ },
    stored: async (_response, fixture) => {
      const step = await env.DB.prepare("select reply from grievance_events where grievance_id = ? and to_status = 'acknowledged'").bind(fixture.params!.id).first<{ reply: string }>();
      return { reply: step?.reply };
    },
    accepted: async (_response, _built, fixture) => {
      expect(await row("grievances", fixture.params!.id)).toMatchObject({ status: "acknowledged" });
    },
  },
  "POST /chat": {
    caller: "public",
    body: "json",
    valid: () => ({ system: "You are a wellness assistant.", prompt: "Which millets give energy?" }),
    rules: { ignored: ["system"] },
    labels: { prompt: /question|prompt/i },
    errorField: "error",
    accepted: async (response) => {
      expect(typeof response.body.response).toBe("string");
      expect(response.body.response.length).toBeGreaterThan(0);
      expect(response.body.response.isWellFormed()).toBe(true);
    },
  },
  "POST /vitals": {
    caller: "public",
    body: "json",
    valid: () => ({ page: "/products/:slug", metrics: [{ name: "LCP", value: 1830.4 }] }),
    // A field long enough to break the 2 KB beacon limit is refused as too large (413) before it is read.
    labels: {
      page: /Page|too large/,
      metrics: /Metrics|Each metric|too large/,
      "metrics.0": /Metrics|Each metric|too large/,
      "metrics.0.name": /Metric name|too large/,
      "metrics.0.value": /Metric value|too large/,
    },
    accepted: async (response) => {
      expect(response.body).toEqual({ success: true });
      const stored = await env.DB.prepare("select count(*) as n from web_vitals_daily where page = '/products/:slug' and metric = 'LCP'").first<{ n: number }>();
      expect(stored!.n).toBeGreaterThan(0);
    },
  },
};

let erasable: Account | undefined;
let erasableCount = 0;

let rateDay = Date.parse("2040-01-01T00:00:00Z");
/** A day no rate row has yet (malformed-input bodies that are accepted each add one). */
function nextRateDay(): string {
  rateDay += 86_400_000;
  return new Date(rateDay).toISOString().slice(0, 10);
}

/** Multipart bodies for the upload: missing or wrong parts, files that are not images, broken framing. */
function uploadCases(): MalformedCase[] {
  const form = (parts: [string, string | File][]): BuiltRequest => {
    const data = new FormData();
    for (const [name, value] of parts) data.append(name, value);
    return { body: data, contentType: null };
  };
  const file = (bytes: Uint8Array<ArrayBuffer> | string, name = "photo.png", type = "image/png") => new File([bytes], name, { type });
  const refuse = (label: string, build: () => BuiltRequest): MalformedCase => ({ label, kind: "multipart", mustRefuse: true, build });
  const allow = (label: string, build: () => BuiltRequest): MalformedCase => ({ label, kind: "multipart", mustRefuse: false, build });
  const rawMultipart = (text: string, contentType = "multipart/form-data; boundary=b"): BuiltRequest => ({ body: text, contentType });
  return [
    refuse("no file field", () => form([["other", "value"]])),
    refuse("the file field as plain text", () => form([["file", "not a file"]])),
    refuse("an empty file", () => form([["file", file(new Uint8Array(0))]])),
    refuse("an HTML file named .png", () => form([["file", file("<html><script>alert(1)</script></html>")]])),
    refuse("an SVG with a script", () => form([["file", file('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "x.svg", "image/svg+xml")]])),
    refuse("a PDF", () => form([["file", file("%PDF-1.4\n%âãÏÓ\n", "x.pdf", "application/pdf")]])),
    refuse("text declared as image/png", () => form([["file", file("just some text, really")]])),
    refuse("the field name in another case", () => form([["File", file(PNG_1X1)]])),
    refuse("a file over 2 MB", () => {
      const big = new Uint8Array(2 * 1024 * 1024 + 1);
      big.set(PNG_1X1);
      return form([["file", file(big)]]);
    }),
    refuse("framing without a closing boundary", () => rawMultipart('--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc')),
    refuse("a multipart type without a boundary", () => rawMultipart("--b\r\n\r\n--b--\r\n", "multipart/form-data")),
    refuse("a boundary that never appears", () => rawMultipart("no boundary here at all", "multipart/form-data; boundary=zzz")),
    refuse("the PNG bytes sent raw as image/png", () => ({ body: PNG_1X1, contentType: "image/png" })),
    allow("a PNG with a traversal filename", () => form([["file", file(PNG_1X1, "../../../etc/passwd.png")]])),
    allow("a PNG with a unicode filename", () => form([["file", file(PNG_1X1, "\u202Egnp.exe 😀.png")]])),
    allow("a PNG declared as text/html", () => form([["file", file(PNG_1X1, "page.html", "text/html")]])),
    allow("two file fields", () => form([["file", file(PNG_1X1)], ["file", file("not an image")]])),
  ];
}

/**
 * Multipart bodies for the statement import: missing or wrong parts, files that are not a statement of a known bank
 * (or are one with a broken row), a mapping that is not saved, too large a file, broken framing. Each statement
 * that may be accepted is built when sent, with fresh UPI references, so that its credits are new.
 */
function statementCases(): MalformedCase[] {
  const form = (parts: [string, string | File][]): BuiltRequest => {
    const data = new FormData();
    for (const [name, value] of parts) data.append(name, value);
    return { body: data, contentType: null };
  };
  const csv = (text: string | Uint8Array<ArrayBuffer>, name = "statement.csv", type = "text/csv") => new File([text], name, { type });
  const fresh = () => hdfcStatement([upiCredit(freshUtr(), 420), { narration: "POS 4321 AMAZON", debit: 99 }]);
  const withRow = (row: string) => fresh().replace("\n\nSTATEMENT SUMMARY", `\n${row}\n\nSTATEMENT SUMMARY`);
  const refuse = (label: string, build: () => BuiltRequest): MalformedCase => ({ label, kind: "multipart", mustRefuse: true, build });
  const allow = (label: string, build: () => BuiltRequest): MalformedCase => ({ label, kind: "multipart", mustRefuse: false, build });
  const rawMultipart = (text: string, contentType = "multipart/form-data; boundary=b"): BuiltRequest => ({ body: text, contentType });
  const header = "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance";
  return [
    refuse("no file field", () => form([["other", "value"]])),
    refuse("the file field as plain text", () => form([["file", fresh()]])),
    refuse("an empty file", () => form([["file", csv("")]])),
    refuse("a header row and no transactions", () => form([["file", csv(`${header}\n`)]])),
    refuse("a table of another kind", () => form([["file", csv("hello,world\n1,2\n")]])),
    refuse("a PNG named statement.csv", () => form([["file", csv(PNG_1X1)]])),
    refuse("a workbook's zip bytes (XLSX is converted in the browser)", () => form([["file", csv(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), "statement.xlsx")]])),
    refuse("a row whose date is not a date", () => form([["file", csv(withRow('31/02/26,"UPI-X-123456789012-pay",0,31/02/26,,10.00,1.00'))]])),
    refuse("a row whose amount is not an amount", () => form([["file", csv(withRow(`${hdfcDate(istDay())},"CASH",0,${hdfcDate(istDay())},,12abc,1.00`))]])),
    refuse("a transaction after the summary", () => form([["file", csv(`${fresh()}\n${hdfcStatement([upiCredit(freshUtr(), 5)]).split("\n")[3]}`)]])),
    refuse("a mapping that was never saved", () => form([["file", csv(fresh())], ["mapping", "No such bank"]])),
    refuse("a mapping name with a NUL character", () => form([["file", csv(fresh())], ["mapping", "Village\u0000Bank"]])),
    refuse("a mapping name of 5000 characters", () => form([["file", csv(fresh())], ["mapping", "x".repeat(5000)]])),
    refuse("the field name in another case", () => form([["File", csv(fresh())]])),
    refuse("a file one byte over the statement limit", () => form([["file", csv(`${fresh()}\n${" ".repeat(MAX_STATEMENT_BYTES)}`.slice(0, MAX_STATEMENT_BYTES + 1))]])),
    refuse("a body over the upload limit", () => form([["file", csv("x".repeat(STATEMENT_BODY_LIMIT_BYTES + 1))]])),
    refuse("framing without a closing boundary", () => rawMultipart('--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc')),
    refuse("a multipart type without a boundary", () => rawMultipart("--b\r\n\r\n--b--\r\n", "multipart/form-data")),
    refuse("a boundary that never appears", () => rawMultipart("no boundary here at all", "multipart/form-data; boundary=zzz")),
    refuse("the CSV sent raw as text/csv", () => ({ body: fresh(), contentType: "text/csv" })),
    refuse("the CSV as a form-encoded field", () => ({ body: new URLSearchParams({ file: fresh() }).toString(), contentType: "application/x-www-form-urlencoded" })),
    allow("a statement with a traversal file name", () => form([["file", csv(fresh(), "../../../etc/passwd.csv")]])),
    allow("a statement with a unicode file name", () => form([["file", csv(fresh(), "बयान 😀 statement.csv")]])),
    allow("a statement with a 1000-character file name", () => form([["file", csv(fresh(), `${"s".repeat(1000)}.csv`)]])),
    allow("a statement declared as image/png", () => form([["file", csv(fresh(), "statement.png", "image/png")]])),
    allow("two file fields, the first a statement", () => form([["file", csv(fresh())], ["file", csv("not a statement")]])),
    allow("a byte-order mark before the statement", () => form([["file", csv(`\uFEFF${fresh()}`)]])),
    allow("Windows line endings", () => form([["file", csv(fresh().replaceAll("\n", "\r\n"))]])),
    allow("an empty mapping field", () => form([["file", csv(fresh())], ["mapping", "  "]])),
    allow("debits only", () => form([["file", csv(hdfcStatement([{ narration: "ATM WDL", debit: 500 }]))]])),
    allow("a narration with emoji, right-to-left text and a spreadsheet formula", () =>
      form([["file", csv(hdfcStatement([{ narration: `=HYPERLINK("x") 😀 שלום UPI-A-${freshUtr()}-x`, credit: 77 }]))]]),
    ),
    allow("a narration of 100 KB", () => form([["file", csv(hdfcStatement([{ narration: `CASH ${"y".repeat(100_000)}`, credit: 78 }]))]])),
  ];
}

function casesFor(spec: RouteSpec, validSample: Body | null): MalformedCase[] {
  if (spec.body === "json") return malformedBodies(validSample!, spec.rules ?? {}, JSON_BODY_LIMIT_BYTES);
  if (spec.body === "multipart") return [...junkBodies(spec.limitBytes).map((kase) => ({ ...kase, mustRefuse: true })), ...spec.cases()];
  // The body is never read: the answer is the route's own, except that oversized bodies are refused first.
  return junkBodies(JSON_BODY_LIMIT_BYTES).map((kase) => ({
    ...kase,
    mustRefuse: kase.kind === "oversize" || kase.kind === "huge" || spec.outcome === "refused",
  }));
}

/** Path cases: each parameter in turn replaced by a malformed id (the body stays valid). */
function pathCases(path: string): { label: string; params: Record<string, string> }[] {
  const names = [...path.matchAll(/:([^/]+)/g)].map((match) => match[1]);
  return names.flatMap((name) => MALFORMED_IDS.map(([label, value]) => ({ label: `${name} as ${label}`, params: { [name]: value } })));
}

async function send(method: string, path: string, token: string | undefined, built: BuiltRequest) {
  const headers: Record<string, string> = {};
  if (built.contentType) headers["Content-Type"] = built.contentType;
  // A string body would get "text/plain" from the Request constructor: bytes carry no type of their own.
  const body = built.contentType === null && typeof built.body === "string" ? new TextEncoder().encode(built.body) : built.body;
  return call(path, { method, token, headers, body: body ?? undefined });
}

function expectNoPrototypePollution() {
  const probe: Record<string, unknown> = {};
  expect(probe.role).toBeUndefined();
  expect(probe.isAdmin).toBeUndefined();
}

type Outcome = { failures: string[]; refused: number; accepted: number; total: number };

async function runRoute(key: string, spec: RouteSpec): Promise<Outcome> {
  const [method, routePath] = key.split(" ");
  const tokenOf = (fixture: Fixture) => fixture.token ?? (spec.caller === "admin" ? admin.token : spec.caller === "customer" ? customer.token : undefined);
  let shared: Fixture = spec.setup && !spec.perCase ? await spec.setup() : {};
  const fixtureFor = async () => (spec.perCase && spec.setup ? await spec.setup() : shared);
  const sample = spec.body === "json" ? spec.valid(await fixtureFor()) : null;
  const errorField = spec.body === "json" && spec.errorField ? spec.errorField : "message";

  type Planned = { label: string; kase?: MalformedCase; pathParams?: Record<string, string>; mustRefuse: boolean };
  const planned: Planned[] = casesFor(spec, sample).map((kase) => ({ label: kase.label, kase, mustRefuse: kase.mustRefuse }));
  for (const { label, params } of pathCases(routePath)) planned.push({ label: `path ${label}`, pathParams: params, mustRefuse: true });
  // Refusals first, so the database can be compared across all of them at once.
  planned.sort((a, b) => Number(b.mustRefuse) - Number(a.mustRefuse));

  const outcome: Outcome = { failures: [], refused: 0, accepted: 0, total: planned.length };
  const refusals = planned.filter((plan) => plan.mustRefuse);
  let before = spec.perCase ? null : await snapshotDb();

  for (const plan of planned) {
    if (!plan.mustRefuse && before) {
      // The last refusal is done: nothing may have changed since the first.
      const changes = describeChanges(diffSnapshots(before, await snapshotDb()));
      if (changes.length) outcome.failures.push(`refused cases changed the database: ${changes.join("; ")}`);
      before = null;
    }
    const fixture = await fixtureFor();
    if (spec.perCase) shared = fixture;
    const valid = spec.body === "json" ? spec.valid(fixture) : {};
    const built: BuiltRequest = plan.kase
      ? plan.kase.build(valid)
      : spec.body === "json"
        ? { body: JSON.stringify(valid), contentType: "application/json", sent: valid }
        : { body: null, contentType: null };
    const params = { ...(fixture.params ?? {}), ...(plan.pathParams ?? {}) };
    const path = concretePath(routePath, params);
    const caseBefore = spec.perCase && plan.mustRefuse ? await snapshotDb() : null;
    let response: ApiResponse | null = null;
    try {
      response = await send(method, path, tokenOf(fixture), built);
      const context = `${key} with ${plan.label}`;
      expect(response.status, `${context}: ${response.text.slice(0, 200)}`).toBeLessThan(500);
      expect(response.headers.get("Content-Type"), context).toMatch(/^application\/json/);
      if (response.status >= 400) {
        expectJsonError(response, [response.status], context, errorField);
        outcome.refused += 1;
      } else {
        outcome.accepted += 1;
      }
      if (plan.mustRefuse) {
        expect(response.status, `${context} must be refused: ${response.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        const field = plan.kase?.field;
        if (field && spec.body === "json") {
          const label = spec.labels[field];
          expect(label, `${key}: no label for field ${field}`).toBeDefined();
          expect(response.body[errorField], `${context}: the message should name the field`).toMatch(label);
        }
        if (caseBefore) expect(describeChanges(diffSnapshots(caseBefore, await snapshotDb())), `${context} changed the database`).toEqual([]);
      } else if (response.status < 300) {
        expectNoPrototypePollution();
        expectNoInternals(response.text, context);
        await spec.accepted?.(response, built, fixture);
        if (spec.body === "json" && spec.stored && built.sent) {
          const stored = await spec.stored(response, fixture);
          for (const [field, kind] of Object.entries(spec.rules?.stored ?? {})) {
            const sent = getPath(built.sent, field);
            if (typeof sent !== "string") continue;
            expect(stored[field], `${context}: stored ${field}`).toBe(expectedStored(sent, kind));
          }
        }
      }
    } catch (error) {
      outcome.failures.push(`${plan.label} -> ${response?.status ?? "no response"}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    }
  }
  if (before) {
    const changes = describeChanges(diffSnapshots(before, await snapshotDb()));
    if (changes.length) outcome.failures.push(`refused cases changed the database: ${changes.join("; ")}`);
  }
  if (spec.body !== "ignored" || spec.outcome === "refused") {
    expect(refusals.length, `${key}: the generator produced too few must-refuse cases`).toBeGreaterThan(10);
  }
  return outcome;
}

beforeAll(async () => {
  [admin, customer, leaver] = await Promise.all([createAdmin(), createCustomer(), createCustomer()]);
  categoryId = (await addCategory(admin))._id;
  productId = (await addProduct(admin, categoryId, { mrp: 250, salePrice: 199.5 }))._id;
});

/**
 * Issue 17: the bodies of PUT /order/:orderId that carry a transition's details, each against an order in the
 * state the transition starts from (a fresh order per case): the shipment, the cancellation's reason (sent by the
 * customer), the refund reference and the cash a courier collected.
 */
async function orderIn(paymentStatus: string, orderStatus: string): Promise<Fixture> {
  const order = await placeOrder(customer.token, [{ productId, quantity: 1 }]);
  const paid = paymentStatus === "cod" || paymentStatus === "pending" ? 0 : 19950;
  await env.DB.prepare("update orders set payment_status = ?, order_status = ?, amount_paid_paise = ? where id = ?").bind(paymentStatus, orderStatus, paid, order._id).run();
  return { params: { orderId: order._id } };
}
const TRANSITION_BODIES: Record<string, RouteSpec> = {
  ship: {
    caller: "admin",
    perCase: true,
    setup: () => orderIn("verified", "not yet delivered"),
    body: "json",
    valid: () => ({ orderStatus: "shipped", courier: "Blue Dart", trackingNumber: "BD1234567890", trackingUrl: "https://track.example/BD1234567890" }),
    rules: { optional: ["trackingUrl"], nullable: ["trackingUrl"], stored: { courier: "text", trackingNumber: "text" } },
    labels: { orderStatus: /orderStatus|status change/, courier: /Courier/, trackingNumber: /Tracking number/, trackingUrl: /Tracking URL/ },
    stored: async (_response, fixture) => {
      const order = await row("orders", fixture.params!.orderId);
      return { courier: order.courier, trackingNumber: order.tracking_number };
    },
    accepted: async (_response, _built, fixture) => {
      expect(await row("orders", fixture.params!.orderId)).toMatchObject({ payment_status: "verified", order_status: "shipped" });
    },
  },
  cancel: {
    caller: "customer",
    perCase: true,
    setup: () => orderIn("verified", "not yet delivered"),
    body: "json",
    valid: () => ({ orderStatus: "cancelled", reason: "Ordered the wrong size" }),
    rules: { stored: { reason: "text" } },
    labels: { orderStatus: /orderStatus|status change/, reason: /Reason/ },
    stored: async (_response, fixture) => ({ reason: (await row("orders", fixture.params!.orderId)).cancel_reason }),
    accepted: async (_response, _built, fixture) => {
      expect(await row("orders", fixture.params!.orderId)).toMatchObject({ payment_status: "refund pending", order_status: "cancelled" });
    },
  },
  refund: {
    caller: "admin",
    perCase: true,
    setup: () => orderIn("refund pending", "cancelled"),
    body: "json",
    valid: () => ({ paymentStatus: "refunded", refundReference: "NEFT-00991" }),
    rules: { stored: { refundReference: "text" } },
    labels: { paymentStatus: /paymentStatus|status change/, refundReference: /Refund reference/ },
    stored: async (_response, fixture) => ({ refundReference: (await row("orders", fixture.params!.orderId)).refund_reference }),
    accepted: async (_response, _built, fixture) => {
      expect(await row("orders", fixture.params!.orderId)).toMatchObject({ payment_status: "refunded", order_status: "cancelled" });
    },
  },
  collect: {
    caller: "admin",
    perCase: true,
    setup: () => orderIn("cod", "shipped"),
    body: "json",
    valid: () => ({ orderStatus: "delivered", amountPaid: 199.5 }),
    // Without amountPaid the body is the prepaid "delivered", refused because the payment is not verified; without
    // orderStatus it is a payment report, which only the customer sends.
    labels: { orderStatus: /orderStatus|status change|report its payment/, amountPaid: /amountPaid|payment is verified/ },
    accepted: async (_response, built, fixture) => {
      const order = await row("orders", fixture.params!.orderId);
      expect(order).toMatchObject({ payment_status: "verified", order_status: "delivered" });
      expect(order.amount_paid_paise).toBe(Math.round(Number(built.sent?.amountPaid) * 100));
    },
  },
};

describe("malformed inputs", () => {
  it("has an entry for every write route of the router, and no stale ones", () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(25);
    expect(tableCoverage(ROUTES, routes)).toEqual({ missingFromTable: [], staleInTable: [] });
  });

  it("the generator breaks every field of a body, nested ones included", () => {
    const cases = malformedBodies({ a: "x", b: { c: 1 }, d: [{ e: "y" }], f: ["z"] }, { optional: ["a"], nonEmpty: ["d"] }, 1000);
    const fields = new Set(cases.map((kase) => kase.field).filter(Boolean));
    expect([...fields].sort()).toEqual(["a", "b", "b.c", "d", "d.0", "d.0.e", "f", "f.0"]);
    const mustRefuse = (label: string) => cases.find((kase) => kase.label === label)?.mustRefuse;
    expect([mustRefuse("a missing"), mustRefuse("b.c missing"), mustRefuse("d.0 missing"), mustRefuse("f.0 missing")]).toEqual([false, true, true, false]);
    expect(mustRefuse("b.c as a non-numeric string")).toBe(true);
    const oversize = cases.find((kase) => kase.kind === "oversize")!.build({ a: "x" });
    expect(new TextEncoder().encode(oversize.body as string).length).toBe(1001);
  });

  it.each(writeRoutes())("%s answers at least 50 malformed inputs with a readable 4xx or a sane acceptance", async (key) => {
    const spec = ROUTES[key];
    expect(spec, `no malformed-input entry for ${key}`).toBeDefined();
    const outcome = await runRoute(key, spec);
    expect(outcome.total, `${key}: too few cases`).toBeGreaterThanOrEqual(50);
    expect(outcome.failures, `${key}: ${outcome.failures.length} of ${outcome.total} cases failed`).toEqual([]);
    expect(outcome.refused, `${key}: nothing was refused`).toBeGreaterThan(0);
    // Up to ~180 requests, each with database snapshots (2.6 s for PUT /order/:orderId on an idle machine): the
    // limit leaves room for a machine ten times slower, and only catches a hang.
  }, 180_000);

  it.each(Object.keys(TRANSITION_BODIES))("PUT /order/:orderId with the %s body's details answers malformed inputs with a readable 4xx or a sane acceptance", async (name) => {
    const outcome = await runRoute("PUT /order/:orderId", TRANSITION_BODIES[name]);
    expect(outcome.total, `${name}: too few cases`).toBeGreaterThanOrEqual(50);
    expect(outcome.failures, `${name}: ${outcome.failures.length} of ${outcome.total} cases failed`).toEqual([]);
    expect(outcome.refused, `${name}: nothing was refused`).toBeGreaterThan(0);
  }, 180_000);

  it("an id that names no record is refused the same way on every route that takes one", async () => {
    // A provider's webhook (issue 31) takes a secret token, not an id: it refuses a wrong one with 403 (tests/messages).
    for (const key of writeRoutes().filter((route) => route.includes(":") && EXPECTED[route] !== "provider")) {
      const [method, path] = key.split(" ");
      const response = await call(concretePath(path, {}), { method, token: admin.token, json: {} });
      expectJsonError(response, [400, 404], `${key} with ${PLACEHOLDER_ID}`);
    }
  });
});
