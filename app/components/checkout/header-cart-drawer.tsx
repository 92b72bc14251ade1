/**
 * The cart drawer opened from the header (./header-cart.tsx), loaded on the first tap: it loads /cart (the
 * customer's cart, or the guest's from the cookie, with the cart's texts, which pages other than the shop's do not
 * carry) through the cart's shared fetcher, so changes made in it show everywhere on the page. Should the cart not
 * load (a dropped connection), the tap goes where the link goes: the checkout page.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { setupI18n } from "@lingui/core";
import { I18nProvider, useLingui } from "@lingui/react";
import { useT } from "~/lib/i18n";
import type { CartView } from "../../../worker/domains/checkout/shared/cart";
import { CartDrawer } from "./cart-drawer";
import { useCart, type CartAnswer } from "./use-cart";

type Loaded = { cart: CartView; messages: Record<string, unknown> };

export default function HeaderCartDrawer({ onClose }: { onClose: () => void }) {
  const fetcher = useFetcher<CartAnswer>({ key: "cart" });
  const navigate = useNavigate();
  const { path } = useT();
  const cartPath = path("/cart");
  const started = useRef(false);
  useEffect(() => {
    void fetcher.load(cartPath);
    // Loaded once per opening; the drawer's changes answer with the cart themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cartPath]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const data = fetcher.data;
  if (!loaded && data && "messages" in data && data.messages) setLoaded({ cart: data.cart, messages: data.messages });
  useEffect(() => {
    if (fetcher.state === "loading") started.current = true;
    else if (started.current && fetcher.state === "idle" && !loaded && !(data && "messages" in data)) {
      onClose();
      void navigate(path("/checkout"));
    }
  }, [fetcher.state, data, loaded, onClose, navigate, path]);
  const { i18n } = useLingui();
  const withCart = useMemo(
    () => (loaded ? setupI18n({ locale: i18n.locale, locales: i18n.locales, messages: { [i18n.locale]: { ...i18n.messages, ...loaded.messages } as never } }) : null),
    [i18n, loaded],
  );
  if (!loaded || !withCart) return null;
  return (
    <I18nProvider i18n={withCart}>
      <Drawer initial={loaded.cart} onClose={onClose} />
    </I18nProvider>
  );
}

function Drawer({ initial, onClose }: { initial: CartView; onClose: () => void }) {
  const { cart, setLineQuantity, pendingPackId } = useCart(initial);
  if (!cart) return null;
  return <CartDrawer cart={cart} pendingPackId={pendingPackId} onClose={onClose} onSetQuantity={setLineQuantity} />;
}
