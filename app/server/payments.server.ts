/** The payments page's way into the statement import and the matcher (the API reaches them via worker/api/payments.ts). */
import { badRequest } from "../../worker/lib/errors";
import { parseInput } from "../../worker/lib/validation";
import type { ServiceContext } from "../../worker/services/context";
import { importStatement, statementHeader } from "../../worker/services/bank-statements";
import { statementMappingSchema } from "../lib/schemas/payments";
import type { Principal } from "../lib/user";

export {
  importStatement,
  listMappings,
  listStatements,
  setAutoVerify,
  settleWithCredit,
  verifyAllMatched,
  type MappingView,
} from "../../worker/services/bank-statements";
export { listMatches, paymentSummary } from "../../worker/services/payment-matching";
export { applyTransition } from "../../worker/services/orders";

/**
 * The page's upload form: the statement file, optionally the name of a saved mapping, and optionally the columns of
 * a new mapping to save under that name first (the admin mapped an unknown bank's columns).
 */
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

export async function importFromForm(ctx: ServiceContext, actor: Principal, form: FormData) {
  const file = statementFile(form);
  const mapping = String(form.get("mapping") ?? "").trim() || null;
  const columns = form.get("columns");
  const upload = { fileName: file.name || "statement.csv", data: await file.arrayBuffer() };
  if (typeof columns !== "string" || !columns) return importStatement(ctx, actor, { ...upload, mapping });
  let parsed: unknown;
  try {
    parsed = JSON.parse(columns);
  } catch {
    throw badRequest("The column mapping could not be read");
  }
  return importStatement(ctx, actor, { ...upload, newMapping: parseInput(statementMappingSchema, { name: mapping ?? "", columns: parsed }) });
}
