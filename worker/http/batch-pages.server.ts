/**
 * Issue 33: the admin pages' way into the stock domain's batches (the API's is ../domains/stock/api.ts): a pack's
 * batches on the products page with its Receive-a-batch and Write-off forms, the Best-before report, the shelf-life
 * rule in Settings. Thin: it parses a page's submission with the API's own schemas and calls the same services, so
 * the pages and the API answer the same messages.
 */
import type { ServiceContext } from "./context";
import type { Principal } from "../domains/accounts/shared/user";
import { isDomainError } from "../lib/errors";
import { idOf } from "./admin-actions.server";
import { parseInput } from "../lib/validation";
import { packName } from "../domains/catalogue/shared/views";
import { listBatches, receiveBatch, writeOffBatch, type BatchView } from "../domains/stock/batches";
import { expiryReport } from "../domains/stock/expiry";
import { toExpiryReportView, type ExpiryReportView } from "../domains/stock/views";
import { addShelfLifeRule, shelfLifeRulesView as rulesView } from "../domains/stock/shelf-life-rules";
import { batchReceiptSchema, EXPIRY_WINDOWS, expiringQuerySchema, shelfLifeRuleSchema, writeOffSchema } from "../domains/stock/shared/schemas";

export type { BatchView };
export type ExpiryReport = ExpiryReportView;
export type ShelfLifeRules = Awaited<ReturnType<typeof rulesView>>;

type Ctx = Pick<ServiceContext, "db">;

/**
 * The batches of the given packs, by pack (first-expiry-first-out within each). A pack deleted since the product
 * list was read has none to show, rather than failing the page.
 */
export async function batchesOfPacks(ctx: Ctx, variantIds: string[]): Promise<Record<string, BatchView[]>> {
  const batchesOf = (variantId: string) =>
    listBatches(ctx, variantId).catch((error: unknown) => {
      if (isDomainError(error) && error.status === 404) return [];
      throw error;
    });
  const lists = await Promise.all(variantIds.map(batchesOf));
  return Object.fromEntries(variantIds.map((variantId, index) => [variantId, lists[index]]));
}

/**
 * The Best-before page: `?days=` as the API reads it; like the other admin pages' addresses (the GST month), a value
 * the page does not offer shows its first period (30 days) rather than an error page.
 */
export async function expiryReportFor(ctx: ServiceContext, days: string | null): Promise<ExpiryReport> {
  const query = expiringQuerySchema.safeParse({ days: days ?? undefined });
  return toExpiryReportView(await expiryReport(ctx, query.success ? query.data.days : EXPIRY_WINDOWS[0]));
}

export const shelfLifeRulesView = (ctx: Ctx): Promise<ShelfLifeRules> => rulesView(ctx);

/** Settings' "Set a new rule": answers the page's message. */
export async function saveShelfLifeRuleFrom(ctx: ServiceContext, actor: Principal, submission: Record<string, unknown>): Promise<string> {
  const input = parseInput(shelfLifeRuleSchema, submission);
  await addShelfLifeRule(ctx, actor, input);
  return `Shelf-life rule saved: from ${input.effectiveFrom}, ${input.minPercent} % or ${input.minDays} days`;
}

/** The products page's batch operations (beside ./admin-actions.server.ts's stockIntents): each answers a message. */
export const batchIntents: Record<string, (ctx: ServiceContext, actor: Principal, submission: Record<string, unknown>) => Promise<string>> = {
  "receive-batch": async (ctx, actor, submission) => {
    const { batch, stock } = await receiveBatch(ctx, actor, parseInput(batchReceiptSchema, submission));
    return `Received lot ${batch.lotNumber}: ${packName(stock.productName, stock.label)} now has ${stock.stock}`;
  },
  "write-off": async (ctx, actor, submission) => {
    // The batch is the submission's `id`, as the pages' delete buttons send theirs ("Missing id" without one).
    const { batch, stock } = await writeOffBatch(ctx, actor, idOf(submission), parseInput(writeOffSchema, submission));
    return `Written off from lot ${batch.lotNumber}: ${packName(stock.productName, stock.label)} now has ${stock.stock}`;
  },
};
