/**
 * Core Web Vitals: POST /api/vitals takes a visitor's speed beacon (anonymous, per-IP limited, 2 KB at most);
 * GET /api/admin/vitals answers the p75 per page and per day (admins). See worker/domains/vitals/vitals.ts.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { VITALS_BODY_LIMIT_BYTES, vitalsBeaconSchema, vitalsQuerySchema } from "./schemas";
import { parseInput } from "../../lib/validation";
import { requireAdmin } from "../../http/auth";
import { jsonError } from "../../http/errors";
import { parseJsonBody } from "../../http/request";
import { admitVitalsBeacon, recordVitals, vitalsOverview } from "./vitals";
import type { HonoEnv } from "../../http/hono-env";

export const vitalsRoutes = new Hono<HonoEnv>({ strict: false });

const beaconBodyLimit = bodyLimit({
  maxSize: VITALS_BODY_LIMIT_BYTES,
  onError: (c) => jsonError(c, 413, `Speed report is too large (limit ${VITALS_BODY_LIMIT_BYTES / 1024} KB)`),
});

// 200 with a JSON body rather than 204: every API answer has one (API.md 0); sendBeacon ignores it anyway.
vitalsRoutes.post("/vitals", beaconBodyLimit, async (c) => {
  const ctx = c.var.ctx;
  await admitVitalsBeacon(ctx);
  await recordVitals(ctx, await parseJsonBody(c, vitalsBeaconSchema));
  return c.json({ success: true });
});

vitalsRoutes.get("/admin/vitals", requireAdmin, async (c) => {
  const { days } = parseInput(vitalsQuerySchema, { days: c.req.query("days") });
  return c.json({ success: true, ...(await vitalsOverview(c.var.ctx, days)) });
});
