/**
 * /contact: who the seller is and how to reach customer care and the grievance officer (Consumer Protection
 * (E-Commerce) Rules 2020, rules 4 and 5). Everything comes from Settings, which the shell layout already loads
 * for the footer, so this page needs no loader of its own.
 */
import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { PolicyLinks } from "~/components/policy-links";
import { useShopSettings } from "~/components/use-shop-settings";
import { CONTACT_PATH, formatPolicyDate } from "~/lib/policies";
import { originFrom } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
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
  const settings = useShopSettings();
  const shop = useRouteLoaderData<typeof rootLoader>("root")?.shop;
  // The deployment's own contact details (wrangler.toml) stand in until Settings are saved, as in the footer.
  const careEmail = settings.careEmail || shop?.email || "";
  const carePhone = settings.carePhone || shop?.phone || "";
  const officerEmail = settings.grievanceOfficerEmail || careEmail;
  const officerPhone = settings.grievanceOfficerPhone || carePhone;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-900">Contact us</h1>
      {settings.updatedAt && <p className="mt-2 text-sm text-stone-700">Last updated {formatPolicyDate(settings.updatedAt)}</p>}

      <Section id="contact-seller" title="The seller">
        <dl className="mt-3 divide-y divide-stone-100">
          <Detail label="Legal name">{settings.legalName || shop?.name}</Detail>
          <Detail label="Address">{settings.address || (shop && `${shop.city}, ${shop.state}`)}</Detail>
          <Detail label="FSSAI licence number">{settings.fssaiNumber}</Detail>
          <Detail label="GSTIN">{settings.gstin}</Detail>
        </dl>
      </Section>

      <Section id="contact-care" title="Customer care">
        <p className="mt-2 text-stone-700">For questions about products, orders, delivery and refunds.</p>
        <dl className="mt-3 divide-y divide-stone-100">
          <Detail label="E-mail">{careEmail && <EmailLink email={careEmail} />}</Detail>
          <Detail label="Phone">{carePhone && <PhoneLink phone={carePhone} />}</Detail>
        </dl>
      </Section>

      <Section id="contact-grievance" title="Grievance officer">
        <p className="mt-2 text-stone-700">
          If customer care has not settled your complaint, write to our grievance officer. Every complaint gets a ticket number, is acknowledged within 48
          hours and is resolved within one month.
        </p>
        <dl className="mt-3 divide-y divide-stone-100">
          <Detail label="Name">{settings.grievanceOfficerName || "Through customer care"}</Detail>
          <Detail label="Designation">{settings.grievanceOfficerDesignation}</Detail>
          <Detail label="E-mail">{officerEmail && <EmailLink email={officerEmail} />}</Detail>
          <Detail label="Phone">{officerPhone && <PhoneLink phone={officerPhone} />}</Detail>
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
