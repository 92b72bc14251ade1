/**
 * /checkout for a signed-out shopper (issue 31: fill a cart first, sign in by phone at checkout). It shows the guest
 * cart (the signed cookie, priced now) with its quantities changeable, then "Sign in with your phone number": the
 * same forms as the login page (./../accounts/phone-sign-in.tsx), posted to the checkout's own action, which hands
 * them to worker/http/sign-in.server.ts. On the code's check the shopper is signed in (a new number makes an
 * account), the guest lines merge into the account's cart, and they come back to /checkout signed in, where the
 * address form asks what delivery needs. E-mail and password stay one link away, back to here too.
 *
 * A cart posted without scripts lands here with `?added=<pack>`: the page says what went in.
 */
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { PhoneSignIn } from "~/components/accounts/phone-sign-in";
import { useCart } from "./use-cart";
import { CartTotals, LineQuantity, LineStockNote, PackLineText } from "./cart-drawer";
import { loginPathFor } from "../../../worker/domains/accounts/shared/redirect";
import type { PhoneAnswer } from "../../../worker/domains/accounts/shared/phone-steps";
import type { CartView } from "../../../worker/domains/checkout/shared/cart";
import { packName } from "../../../worker/domains/catalogue/shared/views";

export function GuestCheckout({ cart: initial, addedPackId, phoneAnswer }: { cart: CartView; addedPackId: string | null; phoneAnswer: PhoneAnswer | null }) {
  const { t, path } = useT();
  const { cart, setLineQuantity, pendingPackId } = useCart(initial);
  const lines = cart?.products ?? [];
  const added = lines.find((line) => line.variantId === addedPackId);
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-900">{t("checkout.title")}</h1>
      {added && (
        <p role="status" className="mt-4 rounded-lg bg-leaf-50 px-4 py-3 text-sm font-semibold text-leaf-900">
          {t("checkout.guestAdded", { name: packName(added.productId.name, added.variantLabel) })}
        </p>
      )}
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="guest-cart-title">
          <h2 id="guest-cart-title" className="text-xl font-bold text-stone-900">
            {t("checkout.guestCartTitle")}
          </h2>
          {lines.length === 0 ? (
            <p className="mt-4 text-stone-700">{t("cart.empty")}</p>
          ) : (
            <ul className="mt-2 divide-y divide-stone-200">
              {lines.map((line) => (
                <li key={line.variantId} className="flex gap-3 py-4">
                  <img src={line.productId.images[0] ?? "/favicon.svg"} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded-lg object-cover" />
                  <div className="min-w-0 flex-1">
                    <PackLineText line={line} />
                    <LineStockNote line={line} />
                    <div className="mt-2">
                      <LineQuantity line={line} busy={pendingPackId === line.variantId} onSetQuantity={setLineQuantity} />
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {cart && lines.length > 0 && (
            <div className="mt-2 border-t border-stone-200 pt-4">
              <CartTotals cart={cart} />
            </div>
          )}
          <p className="mt-4">
            <Link to="/shop" className="font-semibold text-leaf-800 underline">
              {t("checkout.continueShopping")}
            </Link>
          </p>
        </section>
        <section aria-labelledby="guest-sign-in-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <h2 id="guest-sign-in-title" className="text-xl font-bold text-stone-900">
            {t("checkout.guestSignInTitle")}
          </h2>
          <p className="mt-1 text-sm text-stone-700">{t("checkout.guestSignInIntro")}</p>
          <PhoneSignIn answer={phoneAnswer} redirectTo={path("/checkout")} />
          <p className="mt-6 text-sm">
            <Link to={loginPathFor(path("/checkout"))} className="font-semibold text-leaf-800 underline">
              {t("checkout.emailSignIn")}
            </Link>
          </p>
        </section>
      </div>
    </section>
  );
}
