import { useSearchParams } from "react-router";
import { PaymentsPage } from "~/components/admin/payments/payments-page";
import { keepPageOnFailure } from "~/lib/client-action";
import { matchListQuerySchema } from "../../../worker/domains/payments/shared/schemas";
import { autoVerifySchema, linkCreditSchema, matchWindowSchema } from "../../../worker/domains/payments/shared/schemas";
import { idOf } from "../../../worker/http/admin-actions.server";
import { parseInput, readFormBody, readSubmission, unknownAction } from "../../../worker/http/input.server";
import {
  applyTransition,
  headerFromForm,
  importFromForm,
  listMappings,
  listMatches,
  listStatements,
  paymentSummary,
  savePaymentSettings,
  settleWithCredit,
  verifyAllMatched,
} from "../../../worker/domains/payments/page.server";
import { actionFailure, requireAdminUser, serviceContextFrom } from "../../../worker/http/session.server";
import type { Route } from "./+types/payments";

export const PAYMENTS_PAGE_SIZE = 25;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Payments | Ghani Admin" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdminUser(context, url);
  const ctx = serviceContextFrom(context);
  // An unknown status in the address shows the default list rather than an error page.
  const query = matchListQuerySchema.catch({ page: 1, pageSize: PAYMENTS_PAGE_SIZE }).parse(Object.fromEntries(url.searchParams));
  const summary = await paymentSummary(ctx);
  const status = query.status ?? "matched";
  const [{ matches, total }, statements, mappings] = await Promise.all([
    listMatches(ctx, { status, page: query.page, pageSize: PAYMENTS_PAGE_SIZE }),
    listStatements(ctx),
    listMappings(ctx),
  ]);
  return { summary, status, matches, total, page: query.page, pageCount: Math.max(1, Math.ceil(total / PAYMENTS_PAGE_SIZE)), statements, mappings };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = requireAdminUser(context, url);
  const ctx = serviceContextFrom(context);
  try {
    // The statement comes as a multipart form (a file); every other action is a JSON submission with an intent.
    if (/^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "")) {
      const form = await readFormBody(request);
      // "header": read the file's column names for the mapping form; otherwise import it.
      if (form.get("intent") === "header") return { ok: true as const, header: await headerFromForm(form) };
      const { statement, verified } = await importFromForm(ctx, admin, form);
      return { ok: true as const, message: importMessage(statement, verified) };
    }
    const submission = await readSubmission(request);
    switch (submission.intent) {
      case "verify-matched": {
        const { verified, remaining } = await verifyAllMatched(ctx, admin);
        const more = remaining ? ` ${remaining} more to verify: press Verify all matched again.` : "";
        return { ok: true as const, message: `${verified} payment${verified === 1 ? "" : "s"} verified.${more}` };
      }
      case "settle":
        await settleWithCredit(ctx, admin, parseInput(linkCreditSchema, submission));
        return { ok: true as const, message: "Payment verified from the bank statement" };
      case "fake":
        await applyTransition(ctx, admin, idOf(submission), "fake");
        return { ok: true as const, message: "Order marked fake" };
      case "auto-verify":
        await savePaymentSettings(ctx, admin, { autoVerify: parseInput(autoVerifySchema, submission).autoVerify });
        return { ok: true as const, message: "Saved" };
      case "match-window":
        await savePaymentSettings(ctx, admin, { matchWindowDays: parseInput(matchWindowSchema, submission).matchWindowDays });
        return { ok: true as const, message: "Saved" };
      default:
        throw unknownAction();
    }
  } catch (error) {
    return actionFailure(error);
  }
}

function importMessage(statement: { fileName: string; lines: number; credits: number; duplicates: number; from: string; to: string }, verified: number) {
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-IN", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });
  const parts = [
    `Imported ${statement.fileName}: ${count(statement.lines, "line")} from ${day(statement.from)} to ${day(statement.to)}, ${count(statement.credits, "credit")}`,
    statement.duplicates ? ` (${statement.duplicates} already imported)` : "",
    verified ? `; ${count(verified, "exact match")} verified automatically` : "",
  ];
  return `${parts.join("")}.`;
}

/** A dropped connection or a 5xx keeps the page, the chosen file and what was typed (see keepPageOnFailure). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

export default function PaymentsAdmin({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return <PaymentsPage data={loaderData} searchParams={searchParams} />;
}
