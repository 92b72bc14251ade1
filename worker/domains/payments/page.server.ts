/**
 * The payments page's way into the statement import and the matcher (the API reaches them via
 * worker/domains/payments/api.ts). The services answer in paise with row ids; what the page draws is made here by
 * views.ts, as the API's answers are.
 */
import { badRequest } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import type { ServiceContext } from "../../http/context";
import {
  importStatement,
  listMappings as listMappingRecords,
  listStatements as listStatementRecords,
  statementHeader,
  type StatementUpload,
} from "./statements";
import { listMatches as listMatchRecords } from "./matching";
import { mappingView, paymentMatchView, statementImportView, type MappingView } from "./views";
import { statementMappingSchema } from "./shared/schemas";
import type { MatchStatus, PaymentMatchView, StatementImportView } from "./shared/matching";
import type { Principal } from "../accounts/shared/user";

export { savePaymentSettings, settleWithCredit, verifyAllMatched } from "./statements";
export { paymentSummary } from "./matching";
export { applyTransition } from "../orders/transitions";
export type { MappingView } from "./views";

/** One page of the matches, in rupees. */
export async function listMatches(
  ctx: Pick<ServiceContext, "db">,
  query: { status?: MatchStatus; page: number; pageSize: number },
): Promise<{ matches: PaymentMatchView[]; total: number }> {
  const { matches, total } = await listMatchRecords(ctx, query);
  return { matches: matches.map(paymentMatchView), total };
}

export async function listStatements(ctx: Pick<ServiceContext, "db">): Promise<StatementImportView[]> {
  return (await listStatementRecords(ctx)).map(statementImportView);
}

export async function listMappings(ctx: Pick<ServiceContext, "db">): Promise<MappingView[]> {
  return (await listMappingRecords(ctx)).map(mappingView);
}

/** The form's file, or a 400 naming what is missing. */
function statementFile(form: FormData): File {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) throw badRequest("Choose a statement file to import");
  return file;
}

/** The header row of the form's file: the columns the admin maps for a bank without a preset. */
export async function headerFromForm(form: FormData): Promise<string[]> {
  return statementHeader(await statementFile(form).arrayBuffer());
}

/**
 * The page's upload form: the statement file, optionally the name of a saved mapping, and optionally the columns of
 * a new mapping to save under that name first (the admin mapped an unknown bank's columns).
 */
async function uploadFromForm(form: FormData): Promise<StatementUpload> {
  const file = statementFile(form);
  const mapping = String(form.get("mapping") ?? "").trim() || null;
  const columns = form.get("columns");
  const upload = { fileName: file.name || "statement.csv", data: await file.arrayBuffer() };
  if (typeof columns !== "string" || !columns) return { ...upload, mapping };
  let parsed: unknown;
  try {
    parsed = JSON.parse(columns);
  } catch {
    throw badRequest("The column mapping could not be read");
  }
  return { ...upload, newMapping: parseInput(statementMappingSchema, { name: mapping ?? "", columns: parsed }) };
}

/** Imports the form's statement; the page reports what was imported and how many payments were verified. */
export async function importFromForm(ctx: ServiceContext, actor: Principal, form: FormData): Promise<{ statement: StatementImportView; verified: number }> {
  const { statement, verified } = await importStatement(ctx, actor, await uploadFromForm(form));
  return { statement: statementImportView(statement), verified };
}
