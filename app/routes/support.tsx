/** /support: filing a complaint (signed in or not) and its receipt with the ticket number. */
import { keepPageOnFailure } from "~/lib/client-action";
import { useT } from "~/lib/i18n";
import { langFrom, originFrom } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import { ComplaintForm, FiledComplaint, SupportIntro } from "~/components/grievances/complaint-form";
import { readFormBody } from "../../worker/http/input.server";
import { complaintFromForm, complaintOrderOptions, fileGrievance } from "../../worker/domains/grievances/page.server";
import { actionFailure, currentUser, serviceContextFrom } from "../../worker/http/session.server";
import { pageMessages, t as serverT } from "../../worker/shared/i18n/messages.server";
import type { Route } from "./+types/support";

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    origin: originFrom(matches),
    lang: langFrom(matches),
    path: "/support",
  });
}

/** Who is filing (a signed-in customer names one of their orders), and the order a link chose (?order=). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = currentUser(context);
  const ctx = serviceContextFrom(context);
  const orders = user ? await complaintOrderOptions(ctx, user) : [];
  const chosen = url.searchParams.get("order");
  return {
    messages: pageMessages(ctx.lang, "support"),
    meta: { title: serverT(ctx.lang, "support.metaTitle"), description: serverT(ctx.lang, "support.metaDescription") },
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

/** A dropped connection or a 5xx keeps the page and what was typed (see keepPageOnFailure); the page says what failed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

export default function Support({ loaderData, actionData }: Route.ComponentProps) {
  const filed = actionData && "filed" in actionData ? actionData.filed : null;
  const { t } = useT();
  const error = actionData && "error" in actionData ? actionData.error || t("support.sendFailed") : null;
  return (
    <section aria-labelledby="support-heading" className="mx-auto max-w-2xl px-4 py-10">
      <h1 id="support-heading" className="text-3xl font-bold text-leaf-900">
        {t("support.title")}
      </h1>
      <SupportIntro />
      {filed ? <FiledComplaint filed={filed} signedIn={loaderData.customer !== null} /> : <ComplaintForm customer={loaderData.customer} orders={loaderData.orders} chosenOrder={loaderData.chosenOrder} error={error} />}
    </section>
  );
}
