/**
 * Bridges from the pages (policy pages, sitemap, admin Settings) to the policies service. A policy page shows the
 * version in force in its own language (`ctx.lang`, issue 30): the Telugu text where there is one.
 */
import type { PolicyView } from "./shared/policies";
import { getPolicy as getPolicyIn } from "./policies";
import type { ServiceContext } from "../../http/context";

export { listPolicies, policyDates, previewPolicy, savePolicyOnceConfirmed, type PolicyEditorView } from "./policies";

/** The version in force of a policy, in the page's language. */
export function getPolicy(ctx: Pick<ServiceContext, "db" | "env" | "catalogueVersion"> & Partial<Pick<ServiceContext, "lang">>, slug: string): Promise<PolicyView> {
  return getPolicyIn(ctx, slug, ctx.lang ?? "en");
}
