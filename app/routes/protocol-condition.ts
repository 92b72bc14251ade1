/**
 * Resource route: one condition's protocol tables as JSON, loaded when its card on /protocols is opened (from
 * /te/protocols/<id> on a Telugu page, which words a refusal in Telugu; the tables are the data's own).
 */
import { isDomainError, protocolCondition } from "../../worker/domains/wellness/page.server";
import { serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/protocol-condition";

export function loader({ params, context }: Route.LoaderArgs) {
  try {
    // The data changes only with a deployment: browsers and the edge may keep it for an hour.
    return Response.json(protocolCondition(params.conditionId, serviceContextFrom(context).lang), { headers: { "Cache-Control": "public, max-age=3600" } });
  } catch (error) {
    if (isDomainError(error)) return Response.json({ success: false, message: error.message }, { status: error.status });
    throw error;
  }
}
