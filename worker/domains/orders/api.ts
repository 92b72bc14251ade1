/** The orders API (API.md 3.7): thin handlers over ./place.ts, ./transitions.ts and ./queries.ts, plus the GST documents' downloads. */
import { Hono } from "hono";
import { advanceReportBodySchema, advanceVerifySchema, attentionQuerySchema, orderListQuerySchema, orderUpdateSchema, placeOrderSchema } from "./shared/schemas";
import { orderAttention } from "./attention";
import { parseInput } from "../../lib/validation";
import { transitionForBody } from "./shared/status";
import { transitionInputOf } from "./shared/transition-input";
import { badRequest } from "../../lib/errors";
import { requireAdmin, requireUser } from "../../http/auth";
import { parseJsonBody } from "../../http/request";
import { countOrders, listOrders, listOrdersOfUser, orderBatches } from "./queries";
import { placeOrder } from "./place";
import { applyTransition, assertOrderVisible } from "./transitions";
import { confirmCodOrder, confirmCodOrderByToken } from "./cod-confirmation";
import { expireUnconfirmedCodOrders } from "./cod-expiry";
import { nowIso } from "../../lib/ids";
import { recordDeliveryAttempt, setRtoCosts } from "./delivery-attempts";
import { deliveryAttemptSchema, rtoCostsUpdateSchema } from "./shared/delivery-attempt-schemas";
import { getOrderDocument, orderDocumentPdf } from "../invoices/invoices";
import { invoiceJson } from "../invoices/views";
import type { HonoEnv } from "../../http/hono-env";

export const orderRoutes = new Hono<HonoEnv>({ strict: false });

/** Bare array, newest first (API.md 3.7.1). Optional filters and `page` cut it down; X-Total-Count says how
 * many orders match in all. */
orderRoutes.get("/order", requireAdmin, async (c) => {
  const query = orderListQuerySchema.parse(c.req.query());
  // Issue 32: unconfirmed COD orders past their deadline are cancelled before the admin reads the list.
  await expireUnconfirmedCodOrders(c.var.ctx, nowIso());
  if (query.page) {
    const { orders, total } = await listOrders(c.var.ctx, query);
    c.header("X-Total-Count", String(total));
    return c.json(orders);
  }
  // The whole list is streamed as one JSON array, batch by batch, so its size is not bounded by memory.
  c.header("X-Total-Count", String(await countOrders(c.var.ctx, query)));
  c.header("Content-Type", "application/json; charset=utf-8");
  return c.body(jsonArrayStream(orderBatches(c.var.ctx, query)));
});

function jsonArrayStream(batches: AsyncGenerator<unknown[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let first = true;
  let opened = false;
  return new ReadableStream({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode("["));
      }
      const next = await batches.next();
      if (next.done) {
        controller.enqueue(encoder.encode("]"));
        controller.close();
        return;
      }
      const chunk = next.value.map((item) => JSON.stringify(item)).join(",");
      if (chunk) {
        controller.enqueue(encoder.encode(`${first ? "" : ","}${chunk}`));
        first = false;
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

/** Issue 31: what an open admin page polls for its new-order notice (the newest order, counts waiting for the owner). */
orderRoutes.get("/admin/attention", requireAdmin, async (c) =>
  c.json(await orderAttention(c.var.ctx, c.var.principal, parseInput(attentionQuerySchema, c.req.query()))),
);

orderRoutes.get("/order/user/:userId", requireUser, async (c) =>
  c.json(await listOrdersOfUser(c.var.ctx, c.var.principal, c.req.param("userId"))),
);

orderRoutes.post("/order", requireUser, async (c) => {
  const input = await parseJsonBody(c, placeOrderSchema);
  const key = c.req.header("Idempotency-Key")?.trim().slice(0, 100) || null;
  const { order, created } = await placeOrder(c.var.ctx, c.var.principal, input, key);
  return c.json(order, created ? 201 : 200);
});

/** The contract's update bodies (API.md 3.7.4) each name one transition; the service applies it by name. */
orderRoutes.put("/order/:orderId", requireUser, async (c) => {
  const body = await parseJsonBody(c, orderUpdateSchema);
  const orderId = c.req.param("orderId");
  const name = transitionForBody(body);
  if (!name) {
    // An order the caller cannot see answers 404 before the body is judged, as it always has.
    await assertOrderVisible(c.var.ctx, c.var.principal, orderId);
    throw badRequest("Send either a payment report (amountPaid, transactionId) or one status change");
  }
  const payment = name === "pay" ? { amountPaid: body.amountPaid, transactionId: body.transactionId } : undefined;
  const input = transitionInputOf(body);
  return c.json(await applyTransition(c.var.ctx, c.var.principal, orderId, name, { payment, confirmUnderpaid: body.confirmUnderpaid, confirmCashDifference: body.confirmCashDifference, input }));
});

/** Issue 32: a confirmation link's token in POST /order/:orderId/confirm's body must be its text. */
export const COD_TOKEN_FIELD_MESSAGE = "token must be the text after token= in the confirmation link";

/**
 * The signed link's token a confirmation body carries (`{ "token": "…" }`), or null when it carries none (no body,
 * not JSON, no token, token null): old clients sent no body, and whatever they sent is still ignored. A token that
 * is not a text of 1 to 200 characters is a 400.
 */
function confirmationTokenOf(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = body.trim() ? JSON.parse(body) : null;
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed) || !("token" in parsed)) return null;
  const { token } = parsed as { token: unknown };
  if (token === null || token === undefined) return null;
  if (typeof token !== "string" || token.length === 0 || token.length > 200) throw badRequest(COD_TOKEN_FIELD_MESSAGE);
  return token;
}

/**
 * Issue 32: the customer (or an admin after a phone call) confirms a cash-on-delivery order. A body
 * `{ "token": "…" }` (the signed link's token) confirms it as its customer without signing in; with no token the
 * caller must be signed in, as before (any other body is ignored, as it always was).
 */
orderRoutes.post("/order/:orderId/confirm", async (c) => {
  const orderId = c.req.param("orderId");
  const token = confirmationTokenOf(await c.req.text());
  if (token !== null) return c.json(await confirmCodOrderByToken(c.var.ctx, orderId, token));
  let answer: Response | undefined;
  await requireUser(c, async () => {
    answer = c.json(await confirmCodOrder(c.var.ctx, c.var.principal, orderId));
  });
  return answer!;
});

/**
 * Issue 32 (item 4): an admin records a failed delivery attempt on a shipped order ({ reason, note?, nextAttemptOn? });
 * a COD order awaits its customer's confirmation again. Answers the order (201: an attempt was added).
 */
orderRoutes.post("/order/:orderId/delivery-attempts", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, deliveryAttemptSchema);
  return c.json(await recordDeliveryAttempt(c.var.ctx, c.var.principal, c.req.param("orderId"), input), 201);
});

/** Issue 32 (item 4): an admin records or corrects a returned parcel's courier costs ({ rtoForwardCost?, rtoReturnCost? }, rupees). */
orderRoutes.put("/order/:orderId/rto-costs", requireAdmin, async (c) => {
  const update = await parseJsonBody(c, rtoCostsUpdateSchema);
  return c.json(await setRtoCosts(c.var.ctx, c.var.principal, c.req.param("orderId"), update));
});

/**
 * Issue 32: a COD order's advance by UPI. Its customer reports the UTR ({ transactionId }; the amount is the advance);
 * an admin verifies it on the order ({ confirmUnderpaid? }; from a bank statement line it is the Payments page's
 * "Verify"). Both are transitions of the status table ("pay-advance", "verify-advance"): 409 naming the rule when the
 * order is not in a state for it, 404 for another customer's order.
 */
orderRoutes.post("/order/:orderId/advance", requireUser, async (c) => {
  const body = await parseJsonBody(c, advanceReportBodySchema);
  return c.json(await applyTransition(c.var.ctx, c.var.principal, c.req.param("orderId"), "pay-advance", { payment: { amountPaid: undefined, transactionId: body.transactionId } }));
});
orderRoutes.post("/order/:orderId/advance/verify", requireAdmin, async (c) => {
  const body = await parseJsonBody(c, advanceVerifySchema);
  return c.json(await applyTransition(c.var.ctx, c.var.principal, c.req.param("orderId"), "verify-advance", { confirmUnderpaid: body.confirmUnderpaid }));
});

/**
 * An order's GST invoice (or its credit note) for its customer or an admin: the PDF, or with ?format=json the same
 * document as data, amounts in rupees. Another customer's order, and a document not issued yet, are 404.
 */
for (const [path, kind] of [["invoice", "invoice"], ["credit-note", "credit-note"]] as const) {
  orderRoutes.get(`/order/:orderId/${path}`, requireUser, async (c) => {
    const format = c.req.query("format") ?? "pdf";
    if (format !== "pdf" && format !== "json") throw badRequest('format must be "pdf" or "json"');
    c.header("Cache-Control", "private, no-store");
    if (format === "json") return c.json(invoiceJson(await getOrderDocument(c.var.ctx, c.var.principal, c.req.param("orderId"), kind)));
    const pdf = await orderDocumentPdf(c.var.ctx, c.var.principal, c.req.param("orderId"), kind);
    c.header("Content-Type", "application/pdf");
    c.header("Content-Disposition", `attachment; filename="${pdf.fileName}"`);
    return c.body(pdf.bytes.slice().buffer as ArrayBuffer);
  });
}
