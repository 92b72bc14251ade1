/**
 * The shop's published policies (Consumer Protection (E-Commerce) Rules 2020: returns, refunds, delivery and terms;
 * DPDP Act 2023: the privacy notice): their addresses, titles and the placeholders their Markdown may use. Shared by
 * the pages, the admin Settings page, the API and the policies table (../tables.ts, which Node scripts load too: hence no imports).
 */

export const POLICY_SLUGS = ["returns", "shipping", "privacy", "terms"] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

type PolicyPage = {
  /** The page's heading and title. */
  title: string;
  /** The short name links use (footer, checkout, signup). */
  linkLabel: string;
  /** The page's meta description. */
  description: string;
};

export const POLICY_PAGES: Readonly<Record<PolicySlug, PolicyPage>> = {
  returns: {
    title: "Returns, refunds and cancellation",
    linkLabel: "Returns & refunds",
    description: "When you can cancel an order, how refunds reach you and what to do if an item arrives damaged, wrong or missing.",
  },
  shipping: {
    title: "Shipping and delivery",
    linkLabel: "Shipping",
    description: "Where we deliver, what delivery costs, how long it takes and when cash on delivery is available.",
  },
  privacy: {
    title: "Privacy notice",
    linkLabel: "Privacy notice",
    description: "What personal data we collect, why, how long we keep it, and your rights under the DPDP Act 2023.",
  },
  terms: {
    title: "Terms of use",
    linkLabel: "Terms",
    description: "The terms that apply when you use this website and buy from us.",
  },
};

export function isPolicySlug(value: string): value is PolicySlug {
  return (POLICY_SLUGS as readonly string[]).includes(value);
}

export const policyPath = (slug: PolicySlug) => `/policies/${slug}`;

/** The page of the shop's seller and grievance details. */
export const CONTACT_PATH = "/contact";

/** How a consent to the privacy notice was given (consents.source). */
export const CONSENT_SOURCES = [
  /** The box on our signup form, ticked by the person. */
  "signup-form",
  /** `POST /api/signup` with `privacyConsent: true`. */
  "api",
  /**
   * `POST /api/signup` without `privacyConsent`, recorded by the code before issue 29 (no longer written): such a
   * row does not count as consent, so its owner is asked on their next sign-in (hasPrivacyConsent).
   */
  "legacy-api",
  /**
   * The prompt our pages show a signed-in person with no consent on record (issue 29): an API signup without
   * `privacyConsent: true` records none, so the person is asked on their next sign-in and this is their answer.
   */
  "sign-in-prompt",
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * The placeholders a policy's Markdown may use, written `{{name}}`, and what each becomes. They are filled from
 * Settings (and the delivery rules) whenever the policy is shown, so a policy never goes out of date when a phone
 * number or the grievance officer changes. A save naming any other placeholder is refused.
 */
export const POLICY_PLACEHOLDERS = {
  legalName: "The legal business name (Settings)",
  address: "The registered address (Settings)",
  careEmail: "The consumer-care e-mail, as a link",
  carePhone: "The consumer-care phone, as a link",
  fssaiNumber: "The FSSAI licence number",
  gstin: "The GSTIN (empty when not registered)",
  grievanceOfficer: "The grievance officer's name, designation, e-mail and phone in one line",
  grievanceOfficerName: "The grievance officer's name",
  grievanceOfficerDesignation: "The grievance officer's designation",
  grievanceOfficerEmail: "The grievance officer's e-mail, as a link",
  grievanceOfficerPhone: "The grievance officer's phone, as a link",
  deliveryCharges: "A table of the delivery zones: charge, free-delivery threshold and days (Settings → Delivery)",
  cashOnDelivery: "A sentence saying whether and up to what amount cash on delivery is offered",
} as const;
export type PolicyPlaceholder = keyof typeof POLICY_PLACEHOLDERS;

/** `{{name}}`, spaces inside the braces allowed. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

export function isPolicyPlaceholder(name: string): name is PolicyPlaceholder {
  return Object.hasOwn(POLICY_PLACEHOLDERS, name);
}

/** A policy version's Telugu (issue 30): its Markdown, with the same placeholders; absent until written. */
export type PolicyTe = { body?: string };

/** A policy as its public page and `GET /api/policies/:slug` show it. */
export type PolicyView = {
  slug: PolicySlug;
  title: string;
  version: number;
  /** The Markdown as saved, placeholders unfilled (in Telugu for `?lang=te` and Telugu pages, when there is one). */
  body: string;
  /** The Markdown rendered on the server, placeholders filled: safe to insert as HTML (worker/lib/markdown.ts). */
  html: string;
  /** When this version was saved. */
  updatedAt: string;
  /** The version's Telugu as saved (issue 30). */
  te: PolicyTe;
  /** In Telugu only: `{ body: "en" }` when the text shown is the English (no Telugu yet). */
  textLang?: { body?: "en" };
};

/** "12 March 2027", in India's time zone, as every policy page dates its version. */
export function formatPolicyDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
}
