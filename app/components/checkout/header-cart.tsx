/**
 * The header's cart on every storefront page (issue 31): a link with the number of items in the cart.
 *
 * - A plain link to /checkout, which shows the cart (a guest's too), before and after the page's scripts run. (A drawer
 *   opened from here was tried: its lazy chunk's preload list alone put /shop and the product page over the 130 kB
 *   budget of JavaScript; the shop page keeps its own drawer.)
 * - A signed-in customer's count comes from the shell's loader (their pages are never kept at the edge), then from
 *   the cart's answers; a guest's is read from the guest cart cookie in the browser after hydration, so an anonymous
 *   page is the same HTML for every visitor and stays an edge-cache HIT (nothing about the cart is in it).
 * - Its accessible name says the count: "Cart, 3 items" / "కార్ట్, 3 వస్తువులు".
 */
import { useState } from "react";
import { useFetcher } from "react-router";
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { cartItemCount } from "../../../worker/domains/checkout/shared/cart";
import { guestItemCount } from "../../../worker/domains/checkout/shared/guest-cart-cookie";
import { useGuestCartLines } from "./use-guest-cart-lines";
import type { CartAnswer } from "./use-cart";

/**
 * The count to show: for a customer the latest of the shell loader's (a new loader answer, after an order say, wins)
 * and the cart fetcher's; for a guest the cookie's; null while nothing is known (a guest before hydration).
 */
function useCartCount(customer: { count: number } | null): number | null {
  const fetcher = useFetcher<CartAnswer>({ key: "cart" });
  const answered = fetcher.data && "cart" in fetcher.data ? fetcher.data : null;
  const [latest, setLatest] = useState({ customer, answered, count: customer?.count ?? null });
  const guestLines = useGuestCartLines();
  let count = latest.count;
  if (customer !== latest.customer) {
    count = customer?.count ?? null;
    setLatest({ customer, answered, count });
  } else if (answered !== latest.answered) {
    count = answered ? cartItemCount(answered.cart) : latest.count;
    setLatest({ customer, answered, count });
  }
  if (!customer) return guestLines ? guestItemCount(guestLines) : null;
  return count;
}

export function HeaderCart({ customer }: { customer: { count: number } | null }) {
  const { t } = useT();
  const count = useCartCount(customer);
  return (
    <Link
      to="/checkout"
      aria-label={count === null ? t("common.cart") : t("common.cartWithCount", { count })}
      className="relative rounded-md p-2 text-stone-800 hover:bg-leaf-50"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
        <circle cx="9.5" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      {count !== null && count > 0 && (
        <span aria-hidden="true" className="absolute -right-1 -top-1 min-w-5 rounded-full bg-turmeric-400 px-1 text-center text-xs font-bold leading-5 text-stone-900">
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
