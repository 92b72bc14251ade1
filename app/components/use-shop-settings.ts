import { useRouteLoaderData } from "react-router";
import { EMPTY_SHOP_SETTINGS, type ShopSettingsView } from "~/lib/shop-settings";

/** The shop settings the shell layout loaded once for the page (routes/shell.tsx), for any page inside it. */
export function useShopSettings(): ShopSettingsView {
  return useRouteLoaderData<{ settings: ShopSettingsView }>("routes/shell")?.settings ?? EMPTY_SHOP_SETTINGS;
}
