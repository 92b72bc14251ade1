/** Bridges from the pages (policy pages, sitemap, admin Settings) to the policies service. */
export { getPolicy, listPolicies, policyDates, previewPolicy, savePolicyOnceConfirmed, type PolicyEditorView } from "./policies";
