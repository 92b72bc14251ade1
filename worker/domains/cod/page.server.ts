/**
 * Issue 32: the admin pages' way into the cod domain (the API's is ./api.ts): the Settings page's rules form and
 * block list, the order card's "Block this phone / address for COD". Services answer records; views make JSON shapes.
 */
import { z } from "zod";
import type { ServiceContext } from "../../http/context";
import type { Principal } from "../accounts/shared/user";
import { parseInput } from "../../lib/validation";
import { requiredText } from "../../shared/text-fields";
import { codRulesInputSchema, type CodRulesView } from "./shared/rules";
import { BLOCK_KIND_MESSAGE, codBlockInputSchema, type CodBlockView } from "./shared/blocks";
import { readCodRules, saveCodRules } from "./rules";
import { addCodBlock, blockFromOrder, deleteCodBlock, listCodBlocks } from "./blocks";
import { toCodBlockView, toCodRulesView } from "./views";

type Ctx = Pick<ServiceContext, "db">;

export async function codRulesAndBlocks(ctx: Ctx): Promise<{ codRules: CodRulesView; codBlocks: CodBlockView[] }> {
  const [rules, blocks] = await Promise.all([readCodRules(ctx), listCodBlocks(ctx)]);
  return { codRules: toCodRulesView(rules), codBlocks: blocks.map(toCodBlockView) };
}

/** The rules form's submission (the same schema as PUT /api/admin/cod-rules). */
export async function saveCodRulesFrom(ctx: Ctx, admin: Principal, submission: unknown): Promise<CodRulesView> {
  return toCodRulesView(await saveCodRules(ctx, admin, parseInput(codRulesInputSchema, submission)));
}

export async function addCodBlockFrom(ctx: Ctx, admin: Principal, submission: unknown): Promise<CodBlockView> {
  return toCodBlockView(await addCodBlock(ctx, admin, parseInput(codBlockInputSchema, submission)));
}

export async function removeCodBlock(ctx: Ctx, admin: Principal, id: unknown): Promise<void> {
  await deleteCodBlock(ctx, admin, parseInput(z.string({ error: CHOOSE_BLOCK_MESSAGE }).min(1, CHOOSE_BLOCK_MESSAGE).max(64, CHOOSE_BLOCK_MESSAGE), id));
}

const CHOOSE_BLOCK_MESSAGE = "Choose a block to remove";
const CHOOSE_ORDER_MESSAGE = "Choose an order";

const orderBlockSchema = z.object({
  id: z.string({ error: CHOOSE_ORDER_MESSAGE }).min(1, CHOOSE_ORDER_MESSAGE).max(64, CHOOSE_ORDER_MESSAGE),
  kind: z.enum(["phone", "address"], { error: BLOCK_KIND_MESSAGE }),
  reason: requiredText("Reason", 300),
});

/** The order card's "Block this phone / address for COD": the order's own stored key. */
export async function blockFromOrderCard(ctx: Ctx, admin: Principal, submission: unknown): Promise<CodBlockView> {
  const { id, kind, reason } = parseInput(orderBlockSchema, submission);
  return toCodBlockView(await blockFromOrder(ctx, admin, { orderId: id, kind, reason }));
}
