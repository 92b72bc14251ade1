/** Bridges from the pages (shell footer, admin Settings and overview) to the settings and declarations services. */
export { incompleteListings, type IncompleteListing } from "../../worker/services/declarations";
export { getShopSettings, saveShopSettings } from "../../worker/services/settings";
