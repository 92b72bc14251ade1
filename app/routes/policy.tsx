/** /policies/{returns,shipping,privacy,terms}: the version in force of a shop policy, with its date and version. */
import { data } from "react-router";
import { NotFound } from "~/components/ui/not-found";
import { PolicyLinks } from "~/components/policies/policy-links";
import { PolicyText } from "~/components/policies/policy-text";
import { formatPolicyDate, isPolicySlug, POLICY_PAGES, policyPath } from "../../worker/domains/policies/shared/policies";
import { originFrom } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import { getPolicy } from "../../worker/domains/policies/page.server";
import { serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/policy";

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isPolicySlug(params.slug)) return data({ found: false as const }, { status: 404 });
  return { found: true as const, policy: await getPolicy(serviceContextFrom(context), params.slug) };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData?.found) return [{ title: "Page Not Found | Ghani" }];
  const { slug } = loaderData.policy;
  const page = POLICY_PAGES[slug];
  return seoMeta({ title: `${page.title} | Ghani`, description: page.description, origin: originFrom(matches), path: policyPath(slug) });
}

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFound />;
  const { policy } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <article aria-labelledby="policy-heading">
        <h1 id="policy-heading" className="text-3xl font-bold text-leaf-900">
          {policy.title}
        </h1>
        <p className="mt-2 text-sm text-stone-700">
          Last updated {formatPolicyDate(policy.updatedAt)} (version {policy.version})
        </p>
        <PolicyText html={policy.html} className="mt-6" />
      </article>
      <nav aria-labelledby="other-policies" className="mt-10 border-t border-stone-200 pt-6">
        <h2 id="other-policies" className="text-lg font-bold text-stone-900">
          Our policies
        </h2>
        <PolicyLinks listClassName="mt-3 flex flex-wrap gap-x-6 gap-y-2" linkClassName="font-semibold text-leaf-800 underline underline-offset-4" />
      </nav>
    </div>
  );
}
