/** The /api router: one sub-router per resource, one error shape, JSON for every answer. */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { handleApiError, handleApiNotFound, jsonError } from "../middleware/errors";
import { apiCors, sameOriginForUnsafe } from "../middleware/origin";
import type { HonoEnv } from "../types";
import { authRoutes } from "./auth";

export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export const api = new Hono<HonoEnv>({ strict: false });

api.use(apiCors);
api.use(sameOriginForUnsafe("api"));
api.use(
  bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: (c) => jsonError(c, 413, `Request body is too large (limit ${JSON_BODY_LIMIT_BYTES / 1024} KB)`),
  }),
);

// Liveness for monitors and benchmarks: answers without touching D1.
api.get("/health", (c) => c.json({ ok: true }));

api.route("/", authRoutes);

api.notFound(handleApiNotFound);
api.onError(handleApiError);
