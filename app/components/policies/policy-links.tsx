import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import type { MessageId } from "../../../worker/shared/i18n/catalogs";
import { CONTACT_PATH, POLICY_SLUGS, policyPath, type PolicySlug } from "../../../worker/domains/policies/shared/policies";

/** Each policy's link text, in the page's language (the English is POLICY_PAGES' linkLabel). */
export const POLICY_LINK_LABELS: Record<PolicySlug, MessageId> = {
  returns: "common.policyReturns",
  shipping: "common.policyShipping",
  privacy: "common.policyPrivacy",
  terms: "common.policyTerms",
};

/** Every policy page and the contact page, as a list of links (the footer and each policy page). */
export function PolicyLinks({ linkClassName, listClassName = "space-y-2" }: { linkClassName: string; listClassName?: string }) {
  const { t } = useT();
  return (
    <ul className={listClassName}>
      {POLICY_SLUGS.map((slug) => (
        <li key={slug}>
          <Link className={linkClassName} to={policyPath(slug)}>
            {t(POLICY_LINK_LABELS[slug])}
          </Link>
        </li>
      ))}
      <li>
        <Link className={linkClassName} to={CONTACT_PATH}>
          {t("common.contactAndGrievances")}
        </Link>
      </li>
    </ul>
  );
}
