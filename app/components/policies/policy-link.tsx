import type { ReactNode } from "react";
import { useT } from "~/lib/i18n";
import { policyPath, type PolicySlug } from "../../../worker/domains/policies/shared/policies";

/**
 * A link to a policy from inside a form (checkout, signup): it opens in a new tab, so reading the policy never
 * loses what was typed or chosen in the form; in the page's language. Its words are the children the caller gives,
 * or the words a catalogue message's tag wraps (app/lib/trans.tsx).
 */
export function PolicyLink({ slug, children }: { slug: PolicySlug; children?: ReactNode }) {
  const { t, path } = useT();
  return (
    <a href={path(policyPath(slug))} target="_blank" rel="noopener" className="font-semibold text-leaf-800 underline underline-offset-4">
      {children}
      <span className="sr-only"> {t("common.opensInNewTab")}</span>
    </a>
  );
}
