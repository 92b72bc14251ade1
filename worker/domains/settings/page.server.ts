/** Bridges from the pages (shell footer, admin Settings and overview) to the settings and declarations services. */
export { incompleteListings, type IncompleteListing } from "../catalogue/declarations";
export { getShopProfile, getShopSettings, saveShopSettings } from "./settings";
