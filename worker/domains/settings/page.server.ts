/** Bridges from the pages (shell footer, admin Settings and overview) to the settings and declarations services. */
export { incompleteListings, type IncompleteListing } from "../catalogue/declarations";
export { getOrderAlert, getShopProfile, getShopSettings, saveOrderAlert, saveShopSettings } from "./settings";
