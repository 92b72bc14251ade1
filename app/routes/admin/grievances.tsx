import { GrievanceAdminList, GRIEVANCE_PAGE_FILTERS, type GrievancePageFilter } from "~/components/admin/grievance-list";
import { keepPageOnFailure } from "~/lib/client-action";
import { adminGrievanceStepFrom, grievanceCounts, listGrievancesForAdmin, updateGrievance } from "../../../worker/domains/grievances/page.server";
import { readSubmission, unknownAction } from "../../../worker/http/input.server";
import { actionFailure, requireAdminUser, serviceContextFrom } from "../../../worker/http/session.server";
import type { Route } from "./+types/grievances";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Grievances | Ghani Admin" }];
}

/** `?status=` picks the tab: the tickets that need action (the default), the resolved ones, or all. */
function filterFrom(url: URL): GrievancePageFilter {
  const asked = url.searchParams.get("status");
  return GRIEVANCE_PAGE_FILTERS.find((filter) => filter.value === asked)?.value ?? "unresolved";
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdminUser(context, url);
  const ctx = serviceContextFrom(context);
  const filter = filterFrom(url);
  const [grievances, counts] = await Promise.all([listGrievancesForAdmin(ctx, filter === "all" ? undefined : filter), grievanceCounts(ctx)]);
  return { grievances, counts, filter };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = requireAdminUser(context, url);
  try {
    const submission = await readSubmission(request);
    if (submission.intent !== "step") throw unknownAction();
    const { id, input } = adminGrievanceStepFrom(submission);
    const grievance = await updateGrievance(serviceContextFrom(context), admin, id, input);
    return { ok: true as const, message: `${grievance.ticket} is ${grievance.status}; the customer has been e-mailed your reply.` };
  } catch (error) {
    return actionFailure(error);
  }
}

/** A dropped connection or a 5xx keeps the page and what was typed (see keepPageOnFailure). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

export default function GrievancesAdmin({ loaderData }: Route.ComponentProps) {
  return <GrievanceAdminList {...loaderData} />;
}
