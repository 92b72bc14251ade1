/**
 * A signed-out visitor's cart as this browser holds it (issue 31): the lines of the guest cart cookie, read after
 * hydration, never during the server render (nor the hydrating render), so an anonymous page kept at the edge is the
 * same for everyone and the count appears once the page is running. The cookie is read again whenever the cart's
 * shared fetcher changes state (a /cart answer just set it) and after every navigation (a post elsewhere may have).
 */
import { useMemo, useSyncExternalStore } from "react";
import { useFetcher, useLocation } from "react-router";
import { readGuestLinesUnverified, type GuestLine } from "../../../worker/domains/checkout/shared/guest-cart-cookie";

/** Cookies announce no changes: the reads follow this component's renders, which the fetcher and location drive. */
const subscribeToNothing = () => () => {};
const browserCookies = () => document.cookie;
const noCookiesOnServer = () => null;

/** The cookie's lines, or null before the page has hydrated (nothing is known yet). */
export function useGuestCartLines(): GuestLine[] | null {
  // Subscribed for their re-renders: the cart's answers and navigations are when the cookie may have changed.
  useFetcher({ key: "cart" });
  useLocation();
  const cookies = useSyncExternalStore(subscribeToNothing, browserCookies, noCookiesOnServer);
  return useMemo(() => (cookies === null ? null : readGuestLinesUnverified(cookies)), [cookies]);
}

/** How many of a pack the guest's cookie holds. */
export function guestQuantityOf(lines: readonly GuestLine[] | null, packId: string): number {
  return lines?.find(([id]) => id === packId)?.[1] ?? 0;
}
