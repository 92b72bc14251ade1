import { Hono } from "hono";
import { orderListQuerySchema, orderUpdateSchema, placeOrderSchema } from "../../app/lib/schemas/orders";
import { notFound } from "../lib/errors";
import { requireAdmin, requireUser } from "../middleware/auth";
import { parseJsonBody } from "../middleware/request";
import { countOrders, listOrders, listOrdersOfUser, orderBatches, placeOrder, updateOrderStatus } from "../services/orders";
import type { HonoEnv } from "../types";

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
  c.header("X-Total-Count", String(await countOrders(c.var.ctx.db, query)));
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

orderRoutes.get("/order/user/:userId", requireUser, async (c) => {
  const userId = c.req.param("userId");
  // Another customer's list does not exist as far as this caller can tell.
  if (userId !== c.var.principal.id && c.var.principal.role !== "admin") throw notFound("Orders not found");
  return c.json(await listOrdersOfUser(c.var.ctx, userId));
});

orderRoutes.post("/order", requireUser, async (c) => {
  const input = await parseJsonBody(c, placeOrderSchema);
  const key = c.req.header("Idempotency-Key")?.trim().slice(0, 100) || null;
  const { order, created } = await placeOrder(c.var.ctx, c.var.principal, input, key);
  return c.json(order, created ? 201 : 200);
});

orderRoutes.put("/order/:orderId", requireUser, async (c) => {
  const body = await parseJsonBody(c, orderUpdateSchema);
  return c.json(await updateOrderStatus(c.var.ctx, c.var.principal, c.req.param("orderId"), body));
});
