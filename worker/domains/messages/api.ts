/**
 * The messages domain's routes (issue 31): the customer's channels (GET/PUT /api/me/message-preferences) and the
 * providers' webhooks (/api/webhooks/whatsapp, /api/webhooks/msg91/:token). A webhook that does not prove its origin
 * (signature, verify token, URL token) is refused, 401 or 403, before its body is read as anything.
 */
import { Hono } from "hono";
import { requireUser } from "../../http/auth";
import { parseJsonBody } from "../../http/request";
import type { HonoEnv } from "../../http/hono-env";
import { badRequest, forbidden, unauthorized } from "../../lib/errors";
import { log } from "../../lib/log";
import { getMessagePreferences, saveMessagePreferences } from "./preferences";
import { messagePreferencesInputSchema } from "./shared/schemas";
import { parseMsg91Reports, processWhatsAppNotification, recordMsg91Reports, sameSecret, validWhatsAppSignature } from "./webhooks";

export const WEBHOOK_SIGNATURE_MESSAGE = "The webhook signature is missing or wrong";
export const WEBHOOK_NOT_CONFIGURED_MESSAGE = "This webhook is not configured";
export const WEBHOOK_VERIFY_TOKEN_MESSAGE = "The webhook verify token is wrong";
export const WEBHOOK_TOKEN_MESSAGE = "The webhook token is wrong";
export const WEBHOOK_BODY_MESSAGE = "The notification is not in the provider's format";

export const messageRoutes = new Hono<HonoEnv>({ strict: false });

messageRoutes.get("/me/message-preferences", requireUser, async (c) =>
  c.json({ success: true, preferences: await getMessagePreferences(c.var.ctx, c.var.principal) }),
);

messageRoutes.put("/me/message-preferences", requireUser, async (c) => {
  const input = await parseJsonBody(c, messagePreferencesInputSchema);
  const preferences = await saveMessagePreferences(c.var.ctx, c.var.principal, input, "api");
  return c.json({ success: true, message: "Your message preferences are saved", preferences });
});

// WhatsApp's subscription handshake: Meta calls with the verify token set in its dashboard and expects the challenge back.
messageRoutes.get("/webhooks/whatsapp", async (c) => {
  const expected = c.env.WHATSAPP_VERIFY_TOKEN;
  if (!expected) throw forbidden(WEBHOOK_NOT_CONFIGURED_MESSAGE);
  const mode = c.req.query("hub.mode");
  const token = c.req.query("hub.verify_token") ?? "";
  const challenge = c.req.query("hub.challenge") ?? "";
  if (mode !== "subscribe" || !(await sameSecret(token, expected))) throw forbidden(WEBHOOK_VERIFY_TOKEN_MESSAGE);
  return c.text(challenge, 200);
});

messageRoutes.post("/webhooks/whatsapp", async (c) => {
  const secret = c.env.WHATSAPP_APP_SECRET;
  if (!secret) throw forbidden(WEBHOOK_NOT_CONFIGURED_MESSAGE);
  const raw = await c.req.text();
  if (!(await validWhatsAppSignature(raw, c.req.header("X-Hub-Signature-256"), secret))) throw unauthorized(WEBHOOK_SIGNATURE_MESSAGE);
  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    throw badRequest(WEBHOOK_BODY_MESSAGE);
  }
  const processed = await processWhatsAppNotification(c.var.ctx, payload);
  log("info", "whatsapp webhook processed", { statuses: String(processed.statuses), optOuts: String(processed.optOuts) });
  return c.json({ success: true, ...processed });
});

messageRoutes.post("/webhooks/msg91/:token", async (c) => {
  const expected = c.env.MSG91_WEBHOOK_TOKEN;
  if (!expected) throw forbidden(WEBHOOK_NOT_CONFIGURED_MESSAGE);
  if (!(await sameSecret(c.req.param("token"), expected))) throw forbidden(WEBHOOK_TOKEN_MESSAGE);
  const reports = parseMsg91Reports(c.req.header("Content-Type") ?? "", await c.req.text());
  if (!reports) throw badRequest(WEBHOOK_BODY_MESSAGE);
  return c.json({ success: true, reports: reports.length, recorded: await recordMsg91Reports(c.var.ctx, reports) });
});
