/**
 * /contact: who the seller is and how to reach customer care and the grievance officer (Consumer Protection
 * (E-Commerce) Rules 2020, rules 4 and 5). Everything comes from Settings, which the shell layout already loads
 * for the footer; this page's loader only brings its words (the "content" messages) in the page's language.
 */
import type { ReactNode } from "react";
import { PolicyLinks } from "~/components/policies/policy-links";
import { useShopProfile } from "~/components/settings/use-shop-profile";
import { CONTACT_PATH } from "../../worker/domains/policies/shared/policies";
import { pageMessages, t } from "../../worker/shared/i18n/messages.server";
import { serviceContextFrom } from "../../worker/http/session.server";
import { useT } from "~/lib/i18n";
import { langFrom, originFrom } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export function loader({ context }: Route.LoaderArgs) {
  const { lang } = serviceContextFrom(context);
  return {
    meta: { title: t(lang, "content.contactMetaTitle"), description: t(lang, "content.contactMetaDescription") },
    messages: pageMessages(lang, "content"),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  return seoMeta({
    ...loaderData.meta,
    origin: originFrom(matches),
    lang: langFrom(matches),
    path: CONTACT_PATH,
  });
}

const linkClass = "font-semibold text-leaf-800 underline underline-offset-4";

const EmailLink = ({ email }: { email: string }) => (
  <a className={linkClass} href={`mailto:${email}`}>
    {email}
  </a>
);
const PhoneLink = ({ phone }: { phone: string }) => (
  <a className={linkClass} href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
    {phone}
  </a>
);

/** A labelled detail; a value Settings does not have yet is left out, never shown empty. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3">
      <dt className="font-semibold text-stone-800">{label}</dt>
      <dd className="text-stone-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h2 id={id} className="text-xl font-bold text-leaf-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function ContactPage() {
  // The shop's profile: Settings, with the deployment's own details (wrangler.toml) where they are not given.
  const profile = useShopProfile();
  const { care, grievanceOfficer: officer } = profile;
  const { t, date } = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-900">{t("content.contactHeading")}</h1>
      {profile.updatedAt && (
        <p className="mt-2 text-sm text-stone-700">{t("content.lastUpdated", { date: date(profile.updatedAt, { day: "numeric", month: "long", year: "numeric" }) })}</p>
      )}

      <Section id="contact-seller" title={t("content.seller")}>
        <dl className="mt-3 divide-y divide-stone-100">
          <Detail label={t("content.legalName")}>{profile.legalName}</Detail>
          <Detail label={t("content.address")}>{profile.address}</Detail>
          <Detail label={t("content.fssaiLicence")}>{profile.fssaiNumber}</Detail>
          <Detail label={t("content.gstin")}>{profile.gstin}</Detail>
        </dl>
      </Section>

      <Section id="contact-care" title={t("content.customerCare")}>
        <p className="mt-2 text-stone-700">{t("content.careIntro")}</p>
        <dl className="mt-3 divide-y divide-stone-100">
          <Detail label={t("content.email")}>{care.email && <EmailLink email={care.email} />}</Detail>
          <Detail label={t("content.phone")}>{care.phone && <PhoneLink phone={care.phone} />}</Detail>
        </dl>
      </Section>

      <Section id="contact-grievance" title={t("content.grievanceOfficer")}>
        <p className="mt-2 text-stone-700">{t("content.grievanceIntro")}</p>
        <dl className="mt-3 divide-y divide-stone-100">
          <Detail label={t("content.name")}>{officer.name || t("content.throughCare")}</Detail>
          <Detail label={t("content.designation")}>{officer.designation}</Detail>
          <Detail label={t("content.email")}>{officer.email && <EmailLink email={officer.email} />}</Detail>
          <Detail label={t("content.phone")}>{officer.phone && <PhoneLink phone={officer.phone} />}</Detail>
        </dl>
      </Section>

      <nav aria-labelledby="contact-policies" className="mt-10">
        <h2 id="contact-policies" className="text-lg font-bold text-stone-900">
          {t("content.ourPolicies")}
        </h2>
        <PolicyLinks listClassName="mt-3 flex flex-wrap gap-x-6 gap-y-2" linkClassName={linkClass} />
      </nav>
    </div>
  );
}
