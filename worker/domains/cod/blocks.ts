/**
 * Issue 32: the block list: phones and addresses refused cash on delivery, each once (the unique index on kind and
 * normalised value), with the owner's reason; added from the admin's list or from an order's card (that order's own
 * keys), removed from the list. Every change is audited in its batch.
 */
import { desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../http/context";
import type { Principal } from "../accounts/shared/user";
import { auditStatement } from "../../lib/audit";
import { badRequest, conflict, isUniqueViolation, notFound } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { codBlocks, type CodBlock } from "./tables";
import { orders } from "../orders/tables";
import type { CodBlockInput } from "./shared/blocks";

export const BLOCK_NOT_FOUND_MESSAGE = "That block is no longer in the list";

/** The list, newest first. */
export async function listCodBlocks(ctx: Pick<ServiceContext, "db">): Promise<CodBlock[]> {
  return ctx.db.select().from(codBlocks).orderBy(desc(codBlocks.createdAt), desc(codBlocks.id));
}

/** Adds a block; the same phone or address twice is a 409 naming it. */
export async function addCodBlock(ctx: Pick<ServiceContext, "db">, actor: Principal, input: CodBlockInput): Promise<CodBlock> {
  const block: CodBlock = { id: newId(), ...input, createdBy: actor.emailAddress, createdAt: nowIso() };
  try {
    await ctx.db.batch([
      ctx.db.insert(codBlocks).values(block),
      auditStatement(ctx, actor, { action: "create", entity: "cod-block", entityId: block.id, details: { kind: block.kind, label: block.label, reason: block.reason } }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error, "cod_blocks")) throw conflict(block.kind === "phone" ? "This phone is already blocked for cash on delivery" : "This address is already blocked for cash on delivery");
    throw error;
  }
  return block;
}

/** Blocks the phone or the address an order was placed with (its stored keys), from the admin's order card. */
export async function blockFromOrder(ctx: Pick<ServiceContext, "db">, actor: Principal, input: { orderId: string; kind: "phone" | "address"; reason: string }): Promise<CodBlock> {
  const order = await ctx.db.query.orders.findFirst({ where: eq(orders.id, input.orderId) });
  if (!order) throw notFound("Order not found");
  const value = input.kind === "phone" ? order.phoneKey : order.addressKey;
  // Orders placed before issue 32 (or whose phone or address could not be read) have no key to block.
  if (!value) throw badRequest(input.kind === "phone" ? "This order has no phone number to block" : "This order has no address to block");
  const label = input.kind === "phone" ? value : `${order.doorNo}, ${order.street}, ${order.pincode}`;
  return addCodBlock(ctx, actor, { kind: input.kind, value, label, reason: input.reason });
}

/** Removes a block (404 when it is not there). */
export async function deleteCodBlock(ctx: Pick<ServiceContext, "db">, actor: Principal, id: string): Promise<void> {
  const existing = await ctx.db.query.codBlocks.findFirst({ where: eq(codBlocks.id, id) });
  if (!existing) throw notFound(BLOCK_NOT_FOUND_MESSAGE);
  await ctx.db.batch([
    ctx.db.delete(codBlocks).where(eq(codBlocks.id, id)),
    auditStatement(ctx, actor, { action: "delete", entity: "cod-block", entityId: id, details: { kind: existing.kind, label: existing.label } }),
  ]);
}
