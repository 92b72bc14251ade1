/** The /api router: one sub-router per domain, one error shape, JSON for every answer. */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { handleApiError, handleApiNotFound, jsonError } from "./errors";
import { apiCors, sameOriginForUnsafe } from "./origin";
import type { HonoEnv } from "./hono-env";
import { accountRoutes } from "../domains/accounts/api";
import { analyticsRoutes } from "../domains/analytics/api";
import { catalogueRoutes } from "../domains/catalogue/api";
import { checkoutRoutes } from "../domains/checkout/api";
import { codRoutes } from "../domains/cod/api";
import { contentRoutes } from "../domains/content/api";
import { deliveryRoutes } from "../domains/delivery/api";
import { grievanceRoutes } from "../domains/grievances/api";
import { invoiceRoutes } from "../domains/invoices/api";
import { mediaRoutes } from "../domains/media/api";
import { messageRoutes } from "../domains/messages/api";
import { orderRoutes } from "../domains/orders/api";
import { paymentRoutes } from "../domains/payments/api";
import { policyRoutes } from "../domains/policies/api";
import { settingsRoutes } from "../domains/settings/api";
import { stockRoutes } from "../domains/stock/api";
import { vitalsRoutes } from "../domains/vitals/api";
import { wellnessRoutes } from "../domains/wellness/api";

export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export const api = new Hono<HonoEnv>({ strict: false });

api.use(apiCors);
api.use(sameOriginForUnsafe("api"));
const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT_BYTES,
  onError: (c) => jsonError(c, 413, `Request body is too large (limit ${JSON_BODY_LIMIT_BYTES / 1024} KB)`),
});
const isUpload = (path: string) => /^\/api\/(upload|admin\/payments\/statements)\/?$/.test(path);
// Image and statement uploads have their own, larger limits (worker/domains/media/api.ts, worker/domains/payments/api.ts).
api.use((c, next) => (isUpload(c.req.path) ? next() : jsonBodyLimit(c, next)));

// The body types an HTML form can send: a JSON route refuses them before reading the body (only the upload takes
// multipart). This also keeps cross-site form posts away from the JSON routes.
const FORM_BODY = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
// MSG91's delivery reports (webhook v2) come as form data; that route checks its secret token first (issue 31).
const takesFormBody = (path: string) => isUpload(path) || /^\/api\/webhooks\/msg91\//.test(path);
api.use(async (c, next) => {
  if (!["GET", "HEAD", "OPTIONS"].includes(c.req.method) && !takesFormBody(c.req.path) && FORM_BODY.test(c.req.header("Content-Type") ?? "")) {
    // 400 (invalid input), the status API.md gives for a body the route cannot take.
    return jsonError(c, 400, "Send the request body as JSON (Content-Type: application/json)");
  }
  await next();
});

// Liveness for monitors and benchmarks: answers without a query (a monitor sends no session to resolve).
api.get("/health", (c) => c.json({ ok: true }));

// One sub-router per domain (worker/domains/<domain>/api.ts); their paths do not overlap.
api.route("/", accountRoutes);
api.route("/", catalogueRoutes);
api.route("/", stockRoutes);
api.route("/", contentRoutes);
api.route("/", mediaRoutes);
api.route("/", checkoutRoutes);
api.route("/", orderRoutes);
api.route("/", paymentRoutes);
api.route("/", analyticsRoutes);
api.route("/", wellnessRoutes);
api.route("/", settingsRoutes);
api.route("/", deliveryRoutes);
api.route("/", invoiceRoutes);
api.route("/", grievanceRoutes);
api.route("/", vitalsRoutes);
api.route("/", policyRoutes);
api.route("/", messageRoutes);
api.route("/", codRoutes);

api.notFound(handleApiNotFound);
api.onError(handleApiError);
