/** The /api router: one sub-router per resource, one error shape, JSON for every answer. */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { handleApiError, handleApiNotFound, jsonError } from "../middleware/errors";
import { apiCors, sameOriginForUnsafe } from "../middleware/origin";
import type { HonoEnv } from "../types";
import { analyticsRoutes } from "./analytics";
import { authRoutes } from "./auth";
import { cartRoutes } from "./cart";
import { chatRoutes } from "./chat";
import { categoryRoutes } from "./categories";
import { orderRoutes } from "./orders";
import { paymentRoutes } from "./payments";
import { policyRoutes } from "./policies";
import { contentRoutes } from "./content";
import { deliveryRoutes } from "./delivery";
import { grievanceRoutes } from "./grievances";
import { gstRoutes } from "./gst";
import { meRoutes } from "./me";
import { productRoutes } from "./products";
import { settingsRoutes } from "./settings";
import { stockRoutes } from "./stock";
import { uploadRoutes } from "./uploads";
import { userRoutes } from "./users";
import { vitalsRoutes } from "./vitals";

export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export const api = new Hono<HonoEnv>({ strict: false });

api.use(apiCors);
api.use(sameOriginForUnsafe("api"));
const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT_BYTES,
  onError: (c) => jsonError(c, 413, `Request body is too large (limit ${JSON_BODY_LIMIT_BYTES / 1024} KB)`),
});
const isUpload = (path: string) => /^\/api\/(upload|admin\/payments\/statements)\/?$/.test(path);
// Image and statement uploads have their own, larger limits (worker/api/uploads.ts, worker/api/payments.ts).
api.use((c, next) => (isUpload(c.req.path) ? next() : jsonBodyLimit(c, next)));

// The body types an HTML form can send: a JSON route refuses them before reading the body (only the upload takes
// multipart). This also keeps cross-site form posts away from the JSON routes.
const FORM_BODY = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
api.use(async (c, next) => {
  if (!["GET", "HEAD", "OPTIONS"].includes(c.req.method) && !isUpload(c.req.path) && FORM_BODY.test(c.req.header("Content-Type") ?? "")) {
    // 400 (invalid input), the status API.md gives for a body the route cannot take.
    return jsonError(c, 400, "Send the request body as JSON (Content-Type: application/json)");
  }
  await next();
});

// Liveness for monitors and benchmarks: answers without a query (a monitor sends no session to resolve).
api.get("/health", (c) => c.json({ ok: true }));

api.route("/", authRoutes);
api.route("/", userRoutes);
api.route("/", categoryRoutes);
api.route("/", productRoutes);
api.route("/", stockRoutes);
api.route("/", contentRoutes);
api.route("/", uploadRoutes);
api.route("/", cartRoutes);
api.route("/", orderRoutes);
api.route("/", paymentRoutes);
api.route("/", analyticsRoutes);
api.route("/", chatRoutes);
api.route("/", settingsRoutes);
api.route("/", deliveryRoutes);
api.route("/", gstRoutes);
api.route("/", meRoutes);
api.route("/", grievanceRoutes);
api.route("/", vitalsRoutes);
api.route("/", policyRoutes);

api.notFound(handleApiNotFound);
api.onError(handleApiError);
