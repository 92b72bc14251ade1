/**
 * Admin "GST": the month's invoices and credit notes, totals by rate and state, the GSTR-1 CSV and the zip for the
 * GST offline tool, the HSN check, the rate table.
 */
import { Form } from "react-router";
import { GstDocumentsTable, GstGroupTable, GstTotals } from "~/components/admin/gst/gst-month";
import { GstRates } from "~/components/admin/gst/gst-rates";
import { HsnCheck } from "~/components/admin/gst/hsn-check";
import { istDay } from "../../../worker/domains/invoices/shared/gst";
import { keepPageOnFailure } from "~/lib/client-action";
import { gstMonthSchema, gstRateInputSchema } from "../../../worker/domains/invoices/shared/schemas";
import { addGstRate, gstMonthSummary, hsnCheck, listGstRates } from "../../../worker/domains/invoices/page.server";
import { parseInput, readSubmission, unknownAction } from "../../../worker/http/input.server";
import { actionFailure, requireAdminUser, serviceContextFrom } from "../../../worker/http/session.server";
import type { Route } from "./+types/gst";

export function meta(): Route.MetaDescriptors {
  return [{ title: "GST | Ghani Admin" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdminUser(context, url);
  const ctx = serviceContextFrom(context);
  // The current month in India unless the address names a valid one.
  const month = gstMonthSchema.catch(istDay().slice(0, 7)).parse(url.searchParams.get("month"));
  const [summary, rates, check] = await Promise.all([gstMonthSummary(ctx, month), listGstRates(ctx), hsnCheck(ctx)]);
  return { summary, rates, check };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const actor = requireAdminUser(context, url);
  try {
    const submission = await readSubmission(request);
    if (submission.intent !== "add-rate") throw unknownAction();
    await addGstRate(serviceContextFrom(context), actor, parseInput(gstRateInputSchema, submission));
    return { ok: true as const, message: "Rate added" };
  } catch (error) {
    return actionFailure(error);
  }
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

export default function GstAdmin({ loaderData }: Route.ComponentProps) {
  const { summary, rates, check } = loaderData;
  return (
    <section aria-labelledby="gst-heading">
      <h2 id="gst-heading" className="text-2xl font-bold text-stone-900">
        GST
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Form method="get" className="flex items-end gap-2">
          <div>
            <label htmlFor="gst-month" className="block text-sm font-semibold text-stone-800">
              Month
            </label>
            <input id="gst-month" name="month" type="month" defaultValue={summary.month} required className="mt-1 rounded-lg border border-stone-300 bg-white px-3 py-2" />
          </div>
          <button type="submit" className="rounded-lg bg-stone-800 px-4 py-2 font-semibold text-white">
            Show
          </button>
        </Form>
        <a href={`/api/admin/gst/gstr1.csv?month=${summary.month}`} download className="rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white">
          Download GSTR-1 figures (CSV)
        </a>
        <a href={`/api/admin/gst/gstr1.zip?month=${summary.month}`} download className="rounded-lg border border-leaf-700 px-4 py-2 font-semibold text-leaf-800">
          Download GSTR-1 for the GST offline tool (ZIP)
        </a>
      </div>
      <GstTotals summary={summary} />
      <HsnCheck check={check} />
      <h3 className="mt-8 text-lg font-semibold text-stone-900">Invoices and credit notes</h3>
      <GstDocumentsTable documents={summary.documents} />
      <GstGroupTable title="By rate (net of credit notes)" rows={summary.byRate} label="Rate" keyOf={(row) => `${row.rate} %`} />
      <GstGroupTable title="By place of supply (net of credit notes)" rows={summary.byState} label="State" keyOf={(row) => `${row.state} (${row.stateCode})`} />
      <GstRates rates={rates} />
    </section>
  );
}
