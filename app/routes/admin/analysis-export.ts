/** CSV of the chosen period's orders (admin only). */
import { parsePeriod } from "../../../worker/domains/analytics/shared";
import { ordersCsv } from "../../../worker/domains/analytics/page.server";
import { requireAdminUser, serviceContextFrom } from "../../../worker/http/session.server";
import type { Route } from "./+types/analysis-export";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  requireAdminUser(context, url);
  const period = parsePeriod(new URL(request.url).searchParams.get("period"));
  const csv = await ordersCsv(serviceContextFrom(context), period);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="ghani-orders-${period}.csv"`,
      // Cache-Control: private, no-store comes from the Worker's rule for /admin (worker/http/cache-control.ts).
    },
  });
}
