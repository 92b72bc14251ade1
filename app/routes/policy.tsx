/** /policies/{returns,shipping,privacy,terms}: the version in force of a shop policy, with its date and version. */
import { data } from "react-router";
import { useT } from "~/lib/i18n";
import { NotFound } from "~/components/ui/not-found";
import { PolicyLinks } from "~/components/policies/policy-links";
import { PolicyText } from "~/components/policies/policy-text";
import { isPolicySlug, policyPath, type PolicySlug } from "../../worker/domains/policies/shared/policies";
import { langFrom, originFrom } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import { getPolicy } from "../../worker/domains/policies/page.server";
import { serviceContextFrom } from "../../worker/http/session.server";
import type { MessageId } from "../../worker/shared/i18n/catalogs";
import { pageMessages, t as serverT } from "../../worker/shared/i18n/messages.server";
import type { Route } from "./+types/policy";

/** Each policy's title and description (POLICY_PAGES' English, word for word) in the page's language. */
const POLICY_WORDS: Record<PolicySlug, { title: MessageId; description: MessageId }> = {
  returns: { title: "support.policyReturnsTitle", description: "support.policyReturnsDescription" },
  shipping: { title: "support.policyShippingTitle", description: "support.policyShippingDescription" },
  privacy: { title: "support.policyPrivacyTitle", description: "support.policyPrivacyDescription" },
  terms: { title: "support.policyTermsTitle", description: "support.policyTermsDescription" },
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { lang } = serviceContextFrom(context);
  if (!isPolicySlug(params.slug)) return data({ found: false as const, meta: { title: serverT(lang, "common.notFoundTitle") } }, { status: 404 });
  const words = POLICY_WORDS[params.slug];
  return {
    found: true as const,
    policy: await getPolicy(serviceContextFrom(context), params.slug),
    messages: pageMessages(lang, "support"),
    meta: { title: `${serverT(lang, words.title)} | Ghani`, description: serverT(lang, words.description) },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData?.found) return [{ title: loaderData?.meta.title }];
  const { title, description } = loaderData.meta;
  return seoMeta({ title, description, origin: originFrom(matches), lang: langFrom(matches), path: policyPath(loaderData.policy.slug) });
}

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  const { t, date } = useT();
  if (!loaderData.found) return <NotFound />;
  const { policy } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <article aria-labelledby="policy-heading">
        <h1 id="policy-heading" className="text-3xl font-bold text-leaf-900">
          {t(POLICY_WORDS[policy.slug].title)}
        </h1>
        <p className="mt-2 text-sm text-stone-700">
          {t("support.policyUpdated", { date: date(policy.updatedAt, { day: "numeric", month: "long", year: "numeric" }), version: policy.version })}
        </p>
        <PolicyText html={policy.html} lang={policy.textLang?.body} className="mt-6" />
      </article>
      <nav aria-labelledby="other-policies" className="mt-10 border-t border-stone-200 pt-6">
        <h2 id="other-policies" className="text-lg font-bold text-stone-900">
          {t("support.ourPolicies")}
        </h2>
        <PolicyLinks listClassName="mt-3 flex flex-wrap gap-x-6 gap-y-2" linkClassName="font-semibold text-leaf-800 underline underline-offset-4" />
      </nav>
    </div>
  );
}
