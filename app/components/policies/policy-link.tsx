import { policyPath, type PolicySlug } from "../../../worker/domains/policies/shared/policies";

/**
 * A link to a policy from inside a form (checkout, signup): it opens in a new tab, so reading the policy never
 * loses what was typed or chosen in the form.
 */
export function PolicyLink({ slug, children }: { slug: PolicySlug; children: string }) {
  return (
    <a href={policyPath(slug)} target="_blank" rel="noopener" className="font-semibold text-leaf-800 underline underline-offset-4">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
