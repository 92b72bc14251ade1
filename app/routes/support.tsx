import { keepPageOnFailure } from "~/lib/client-action";
import { originFrom } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import { ComplaintForm, FiledComplaint, SupportIntro } from "~/components/grievances/complaint-form";
import { readFormBody } from "../../worker/http/input.server";
import { complaintFromForm, complaintOrderOptions, fileGrievance } from "../../worker/domains/grievances/page.server";
import { actionFailure, currentUser, serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/support";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    title: "Complaints and support | Ghani",
    description: "Tell us what went wrong with an order, a delivery, a refund or a product. You get a ticket number at once; we acknowledge within 48 hours and resolve within a month.",
    origin: originFrom(matches),
    path: "/support",
  });
}

/** Who is filing (a signed-in customer names one of their orders), and the order a link chose (?order=). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = currentUser(context);
  const orders = user ? await complaintOrderOptions(serviceContextFrom(context), user) : [];
  const chosen = url.searchParams.get("order");
  return {
    customer: user ? { name: user.name, emailAddress: user.emailAddress } : null,
    orders,
    chosenOrder: orders.some((order) => order._id === chosen) ? chosen : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  try {
    const input = complaintFromForm(await readFormBody(request));
    const filed = await fileGrievance(serviceContextFrom(context), currentUser(context), input);
    return { filed };
  } catch (error) {
    return actionFailure(error);
  }
}

/** A dropped connection or a 5xx keeps the page and what was typed (see keepPageOnFailure). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction, "Your complaint could not be sent. Please try again.");

export default function Support({ loaderData, actionData }: Route.ComponentProps) {
  const filed = actionData && "filed" in actionData ? actionData.filed : null;
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <section aria-labelledby="support-heading" className="mx-auto max-w-2xl px-4 py-10">
      <h1 id="support-heading" className="text-3xl font-bold text-leaf-900">
        Complaints and support
      </h1>
      <SupportIntro />
      {filed ? <FiledComplaint filed={filed} signedIn={loaderData.customer !== null} /> : <ComplaintForm {...loaderData} error={error} />}
    </section>
  );
}
