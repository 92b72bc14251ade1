import { useState } from "react";
import { Outlet, useLoaderData, useLocation, useNavigation, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { Link, NavLink } from "~/components/ui/link";
import { useT, type Translate } from "~/lib/i18n";
import type { MessageId } from "../../worker/shared/i18n/catalogs";
import { LANG_NAME, pathInLang, pathWithoutLang } from "../../worker/shared/i18n/languages";
import { useShopProfile } from "~/components/settings/use-shop-profile";
import { FooterContact } from "~/components/settings/footer-contact";
import { PolicyLinks } from "~/components/policies/policy-links";
import type { loader as rootLoader } from "~/root";
import { serviceContextFrom } from "../../worker/http/session.server";
import { getShopProfile } from "../../worker/domains/settings/page.server";
import { cartItemsOf } from "../../worker/domains/checkout/page.server";
import { HeaderCart } from "~/components/checkout/header-cart";
import type { Route } from "./+types/shell";

/**
 * What the shop says about itself (name, legal identity, consumer care, grievance officer, UPI payee) for the footer
 * and every page inside the shell (useShopProfile): one primary-key read of Settings, kept by the Worker for a minute.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = serviceContextFrom(context);
  const user = ctx.principal;
  // The header's cart count (issue 31), for a signed-in customer only: a guest's is read in the browser, so the
  // anonymous pages the edge keeps carry nothing of any one visitor's cart.
  const [profile, cartItems] = await Promise.all([getShopProfile(ctx), user ? cartItemsOf(ctx, user) : null]);
  return { profile, cart: cartItems === null ? null : { count: cartItems } };
}

/**
 * Read once per page load: navigating inside the shop never changes the profile (admins edit it outside the shell).
 * After a form post (an order placed, Buy again, signing in) the cart count may have changed: read again, except
 * after the cart's own posts, which answer with the cart themselves, and the checkout's quotes.
 */
export function shouldRevalidate({ formMethod, formAction, actionResult }: ShouldRevalidateFunctionArgs) {
  if (!formMethod || formMethod.toUpperCase() === "GET") return false;
  // The checkout's quotes (one per address change) change nothing.
  if (typeof actionResult === "object" && actionResult !== null && "quote" in actionResult) return false;
  return !(formAction && pathWithoutLang(formAction.split("?")[0]) === "/cart");
}

type NavItem = { to: string; label: MessageId };

const PUBLIC_NAV: NavItem[] = [
  { to: "/", label: "common.navHome" },
  { to: "/shop", label: "common.navShop" },
  { to: "/promotions", label: "common.navGallery" },
  { to: "/checkout", label: "common.navCheckout" },
  { to: "/protocols", label: "common.navProtocols" },
  { to: "/blobs", label: "common.navBlobs" },
  { to: "/aichat", label: "common.navAi" },
];

/** Navigation by login state (SPEC.md, Customer shell): My orders (issue 31) and Profile when signed in, Login when not. */
export function navItems(signedIn: boolean): NavItem[] {
  const personal: NavItem[] = signedIn
    ? [
        { to: "/orders", label: "common.navOrders" },
        { to: "/profile", label: "common.navProfile" },
      ]
    : [{ to: "/login", label: "common.navLogin" }];
  return [...PUBLIC_NAV, ...personal];
}

/**
 * The language switch: a plain link (it works without JavaScript) to /language, which remembers the choice and
 * opens this same page in the other language (worker/http/language.ts).
 */
function LanguageSwitch() {
  const { lang } = useT();
  const location = useLocation();
  const other = lang === "te" ? "en" : "te";
  const next = pathInLang(`${pathWithoutLang(location.pathname)}${location.search}`, other);
  return (
    <a
      href={`/language?to=${other}&next=${encodeURIComponent(next)}`}
      hrefLang={other}
      lang={other}
      className="rounded-md border border-leaf-700 px-3 py-1.5 text-sm font-semibold text-leaf-800 hover:bg-leaf-50"
    >
      {LANG_NAME[other]}
    </a>
  );
}

function NavItems({ items, t, itemClass }: { items: NavItem[]; t: Translate; itemClass: typeof navClass }) {
  return items.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} end={item.to === "/"} className={itemClass}>
        {t(item.label)}
      </NavLink>
    </li>
  ));
}

function navClass({ isActive }: { isActive: boolean }) {
  return `rounded-md px-3 py-2 text-sm font-semibold transition-colors ${
    isActive ? "bg-leaf-100 text-leaf-900" : "text-stone-700 hover:bg-leaf-50 hover:text-leaf-800"
  }`;
}

function TopBar({ signedIn, cart }: { signedIn: boolean; cart: { count: number } | null }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const [menuPath, setMenuPath] = useState(location.pathname);
  // Close the mobile menu after navigating.
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }
  const items = navItems(signedIn);
  const { t } = useT();

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to="/" className="flex items-center" aria-label={t("common.logoLabel")}>
          <img src="/logo.svg" alt="Ghani" width={125} height={40} className="h-10 w-auto" />
        </Link>
        <nav aria-label={t("common.mainMenu")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            <NavItems items={items} t={t} itemClass={navClass} />
          </ul>
        </nav>
        <div className="flex items-center gap-2">
        <HeaderCart customer={cart} />
        <LanguageSwitch />
        <button
          type="button"
          className="rounded-md p-2 text-stone-800 hover:bg-leaf-50 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">{menuOpen ? t("common.closeMenu") : t("common.openMenu")}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label={t("common.mobileMenu")} className="border-t border-stone-200 bg-white md:hidden">
          <ul className="flex flex-col gap-1 px-4 py-3">
            <NavItems items={items} t={t} itemClass={(state) => `block ${navClass(state)}`} />
          </ul>
        </nav>
      )}
    </header>
  );
}

function Footer() {
  const profile = useShopProfile();
  const { t } = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-leaf-900 text-leaf-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-bold text-white">
            {t("common.footerAbout", { name: profile.name || "Ghani" })}
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-leaf-100">
            {t("common.footerBlurb")}
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-bold text-white">
            {t("common.footerLinks")}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className="text-leaf-100 underline-offset-4 hover:underline" to="/promotions">
                {t("common.footerAboutUs")}
              </Link>
            </li>
            <li>
              <Link className="text-leaf-100 underline-offset-4 hover:underline" to="/shop">
                {t("common.footerProducts")}
              </Link>
            </li>
            <li>
              <Link className="text-leaf-100 underline-offset-4 hover:underline" to="/commonqueries">
                {t("common.footerQueries")}
              </Link>
            </li>
            <li>
              <Link className="text-leaf-100 underline-offset-4 hover:underline" to="/support">
                {t("common.footerSupport")}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className="text-lg font-bold text-white">
            {t("common.footerPolicies")}
          </h2>
          <PolicyLinks listClassName="mt-3 space-y-2 text-sm" linkClassName="text-leaf-100 underline-offset-4 hover:underline" />
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-bold text-white">
            {t("common.footerContact")}
          </h2>
          <FooterContact profile={profile} />
        </section>
      </div>
      <p className="border-t border-leaf-800 py-4 text-center text-xs text-leaf-100">
        {t("common.footerRights", { year: String(year), name: profile.name || "Ghani" })}
      </p>
    </footer>
  );
}

/** A bar across the top while the next page loads. */
function LoadingIndicator() {
  const loading = useNavigation().state === "loading";
  const { t } = useT();
  return (
    <div role="status" aria-live="polite" className="fixed inset-x-0 top-0 z-50 h-1">
      {loading && (
        <>
          <div className="h-full w-full animate-pulse bg-turmeric-400" />
          <span className="sr-only">{t("common.loading")}</span>
        </>
      )}
    </div>
  );
}

export default function Shell() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  const { cart } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <LoadingIndicator />
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
        {t("common.skipToContent")}
      </a>
      <TopBar signedIn={Boolean(data?.user)} cart={cart} />
      <main id="main" className="flex-1 pt-16">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
