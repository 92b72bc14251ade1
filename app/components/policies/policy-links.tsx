import { Link } from "react-router";
import { CONTACT_PATH, POLICY_PAGES, POLICY_SLUGS, policyPath } from "../../../worker/domains/policies/shared/policies";

/** Every policy page and the contact page, as a list of links (the footer and each policy page). */
export function PolicyLinks({ linkClassName, listClassName = "space-y-2" }: { linkClassName: string; listClassName?: string }) {
  return (
    <ul className={listClassName}>
      {POLICY_SLUGS.map((slug) => (
        <li key={slug}>
          <Link className={linkClassName} to={policyPath(slug)}>
            {POLICY_PAGES[slug].linkLabel}
          </Link>
        </li>
      ))}
      <li>
        <Link className={linkClassName} to={CONTACT_PATH}>
          Contact and grievances
        </Link>
      </li>
    </ul>
  );
}
