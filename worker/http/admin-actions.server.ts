/** Helpers for admin route actions: the acting admin, JSON submissions and uniform answers. */
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { badRequest, isDomainError } from "../lib/errors";
import type { ServiceContext } from "./context";
import { adjustStock, receiveStock, stockMovementsOf, type StockMovementView } from "../domains/stock/ledger";
import { isWarningsToConfirm, type WarningsMode } from "../domains/claims/screening";
import { packName } from "../domains/catalogue/shared/views";
import { stockAdjustmentSchema, stockReceiptSchema } from "../domains/catalogue/shared/schemas";
import type { Principal } from "../domains/accounts/shared/user";
import { parseInput, readSubmission, unknownAction } from "./input.server";
import { actionFailure, requireAdminUser, serviceContextFrom } from "./session.server";

/** The signed-in admin acting on an admin page (visitors go to /login, customers home). */
export function idOf(submission: Record<string, unknown>): string {
  const id = submission.id;
  if (typeof id !== "string" || !id) throw badRequest("Missing id");
  return id;
}

/**
 * How a page save treats regulated words ("organic", "natural", ...): the first submission saves nothing and answers
 * them; the admin's "Save anyway" sends the same submission again with `confirmWarnings: true`.
 */
export function warningsModeOf(submission: Record<string, unknown>): WarningsMode {
  return submission.confirmWarnings === true ? "report" : "ask";
}

/**
 * `actionFailure` for the admin pages that save text: a save held back for the admin's confirmation answers its
 * warnings beside the message (use-admin-fetcher.ts shows them with a "Save anyway" button).
 */
export function adminActionFailure(error: unknown) {
  if (isWarningsToConfirm(error)) return data({ error: error.message, warnings: error.warnings }, { status: error.status });
  return actionFailure(error);
}

/** A page's own operation beside save and delete: reads its fields from the submission, answers a message. */
type ExtraIntent = (ctx: ServiceContext, actor: Principal, submission: Record<string, unknown>) => Promise<string>;

type Service<T> = {
  schema: z.ZodType<T>;
  add: (ctx: ServiceContext, actor: Principal, input: T, mode: WarningsMode) => Promise<unknown>;
  update: (ctx: ServiceContext, actor: Principal, id: string, input: T, mode: WarningsMode) => Promise<unknown>;
  remove: (ctx: ServiceContext, actor: Principal, id: string) => Promise<unknown>;
  more?: Record<string, ExtraIntent>;
};

/**
 * The action of an admin list page with one form: "save" adds (no id) or updates (with id), "delete" removes.
 * Intents in `more` run their own operation and answer `{ ok: true, message }`.
 * Answers `{ ok: true }` or `{ error }` with the domain error's status; a save whose text has regulated words
 * answers `{ error, warnings }` until it is confirmed (warningsModeOf).
 */
export async function saveOrDeleteAction<T>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  url: URL,
  service: Service<T>,
) {
  const actor = requireAdminUser(context, url);
  const ctx = serviceContextFrom(context);
  try {
    const submission = await readSubmission(request);
    if (submission.intent === "save") {
      const input = parseInput(service.schema, submission);
      const mode = warningsModeOf(submission);
      if (submission.id) await service.update(ctx, actor, idOf(submission), input, mode);
      else await service.add(ctx, actor, input, mode);
      return { ok: true as const };
    }
    if (submission.intent === "delete") {
      await service.remove(ctx, actor, idOf(submission));
      return { ok: true as const };
    }
    const extra = service.more && Object.hasOwn(service.more, submission.intent) ? service.more[submission.intent] : undefined;
    if (extra) return { ok: true as const, message: await extra(ctx, actor, submission) };
    throw unknownAction();
  } catch (error) {
    return adminActionFailure(error);
  }
}

/** The products page's stock operations on one pack: units received, and a count after a stocktake. */
export const stockIntents: Record<string, ExtraIntent> = {
  "receive-stock": async (ctx, actor, submission) => {
    const level = await receiveStock(ctx, actor, parseInput(stockReceiptSchema, submission));
    return `Received: ${packName(level.productName, level.label)} now has ${level.stock}`;
  },
  "adjust-stock": async (ctx, actor, submission) => {
    const level = await adjustStock(ctx, actor, parseInput(stockAdjustmentSchema, submission));
    const name = packName(level.productName, level.label);
    return level.stock === null ? `${name} is no longer counted` : `Adjusted: ${name} now has ${level.stock}`;
  },
};

/** A pack's recent stock movements as the products page shows them, or why they cannot be shown. */
export type PackHistory = { variantId: string; movements: StockMovementView[] } | { variantId: string; error: string };

export async function packHistory(ctx: ServiceContext, variantId: string | null): Promise<PackHistory | null> {
  if (!variantId) return null;
  try {
    return { variantId, movements: await stockMovementsOf(ctx, variantId, 20) };
  } catch (error) {
    if (isDomainError(error) && error.status === 404) return { variantId, error: error.message };
    throw error;
  }
}
