/**
 * /contact: who the seller is and how to reach customer care and the grievance officer (Consumer Protection
 * (E-Commerce) Rules 2020, rules 4 and 5). Everything comes from Settings, which the shell layout already loads
 * for the footer, so this page needs no loader of its own.
 */
import type { ReactNode } from "react";
import { PolicyLinks } from "~/components/policies/policy-links";
import { useShopProfile } from "~/components/settings/use-shop-profile";
import { CONTACT_PATH, formatPolicyDate } from "../../worker/domains/policies/shared/policies";
import { originFrom } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    title: "Contact us and grievances | Ghani",
    description: "The seller's legal name and address, customer care, and the grievance officer who answers complaints within 48 hours.",
    origin: originFrom(matches),
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
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-900">Contact us</h1>
      {profile.updatedAt && <p className="mt-2 text-sm text-stone-700">Last updated {formatPolicyDate(profile.updatedAt)}</p>}

      <Section id="contact-seller" title="The seller">
        <dl className="mt-3 divide-y divide-stone-100">
          <Detail label="Legal name">{profile.legalName}</Detail>
          <Detail label="Address">{profile.address}</Detail>
          <Detail label="FSSAI licence number">{profile.fssaiNumber}</Detail>
          <Detail label="GSTIN">{profile.gstin}</Detail>
        </dl>
      </Section>

      <Section id="contact-care" title="Customer care">
        <p className="mt-2 text-stone-700">For questions about products, orders, delivery and refunds.</p>
        <dl className="mt-3 divide-y divide-stone-100">
          <Detail label="E-mail">{care.email && <EmailLink email={care.email} />}</Detail>
          <Detail label="Phone">{care.phone && <PhoneLink phone={care.phone} />}</Detail>
        </dl>
      </Section>

      <Section id="contact-grievance" title="Grievance officer">
        <p className="mt-2 text-stone-700">
          If customer care has not settled your complaint, write to our grievance officer. Every complaint gets a ticket number, is acknowledged within 48
          hours and is resolved within one month.
        </p>
        <dl className="mt-3 divide-y divide-stone-100">
          <Detail label="Name">{officer.name || "Through customer care"}</Detail>
          <Detail label="Designation">{officer.designation}</Detail>
          <Detail label="E-mail">{officer.email && <EmailLink email={officer.email} />}</Detail>
          <Detail label="Phone">{officer.phone && <PhoneLink phone={officer.phone} />}</Detail>
        </dl>
      </Section>

      <nav aria-labelledby="contact-policies" className="mt-10">
        <h2 id="contact-policies" className="text-lg font-bold text-stone-900">
          Our policies
        </h2>
        <PolicyLinks listClassName="mt-3 flex flex-wrap gap-x-6 gap-y-2" linkClassName={linkClass} />
      </nav>
    </div>
  );
}
