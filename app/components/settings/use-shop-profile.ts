import { useRouteLoaderData } from "react-router";
import { EMPTY_SHOP_SETTINGS } from "../../../worker/domains/settings/shared/shop-settings";
import { resolveShopProfile, type ShopProfile } from "../../../worker/domains/settings/shared/shop-profile";

const NO_PROFILE = resolveShopProfile(EMPTY_SHOP_SETTINGS, { SHOP_NAME: "", SHOP_EMAIL: "", SHOP_PHONE: "", SHOP_CITY: "", SHOP_STATE: "", UPI_VPA: "", UPI_PAYEE_NAME: "" });

/**
 * What the shop says about itself (name, legal name, address, consumer care, grievance officer, UPI payee), as the
 * shell layout loaded it once for the page (routes/shell.tsx): Settings first, the deployment's details where they
 * are not given. Every page inside the shell reads the shop's details here, never from Settings or the config apart.
 */
export function useShopProfile(): ShopProfile {
  return useRouteLoaderData<{ profile: ShopProfile }>("routes/shell")?.profile ?? NO_PROFILE;
}
