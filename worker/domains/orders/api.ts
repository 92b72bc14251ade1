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
import { confirmCodOrder } from "./cod-confirmation";
import { getOrderDocument, orderDocumentPdf } from "../invoices/invoices";
import { invoiceJson } from "../invoices/views";
import type { HonoEnv } from "../../http/hono-env";

export const orderRoutes = new Hono<HonoEnv>({ strict: false });

/** Bare array, newest first (API.md 3.7.1). Optional filters and `page` cut it down; X-Total-Count says how
 * many orders match in all. */
orderRoutes.get("/order", requireAdmin, async (c) => {
  const query = orderListQuerySchema.parse(c.req.query());
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

/** Issue 32: the customer (or an admin after a phone call) confirms a cash-on-delivery order; no body. */
orderRoutes.post("/order/:orderId/confirm", requireUser, async (c) => c.json(await confirmCodOrder(c.var.ctx, c.var.principal, c.req.param("orderId"))));

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
