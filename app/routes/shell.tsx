import { useState } from "react";
import { Link, NavLink, Outlet, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { useShopProfile } from "~/components/settings/use-shop-profile";
import { FooterContact } from "~/components/settings/footer-contact";
import { PolicyLinks } from "~/components/policies/policy-links";
import type { loader as rootLoader } from "~/root";
import { serviceContextFrom } from "../../worker/http/session.server";
import { getShopProfile } from "../../worker/domains/settings/page.server";
import type { Route } from "./+types/shell";

/**
 * What the shop says about itself (name, legal identity, consumer care, grievance officer, UPI payee) for the footer
 * and every page inside the shell (useShopProfile): one primary-key read of Settings, kept by the Worker for a minute.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { profile: await getShopProfile(serviceContextFrom(context)) };
}

// Read once per page load: navigating inside the shop never changes them (admins edit them outside the shell).
export const shouldRevalidate = () => false;

type NavItem = { to: string; label: string };

const PUBLIC_NAV: NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/shop", label: "Shop" },
  { to: "/promotions", label: "Gallery" },
  { to: "/checkout", label: "Checkout" },
  { to: "/protocols", label: "Protocols" },
  { to: "/blobs", label: "Blobs" },
  { to: "/aichat", label: "AI" },
];

/** Navigation by login state (SPEC.md, Customer shell): Profile when signed in, Login when not. */
export function navItems(signedIn: boolean): NavItem[] {
  return [...PUBLIC_NAV, signedIn ? { to: "/profile", label: "Profile" } : { to: "/login", label: "Login" }];
}

function navClass({ isActive }: { isActive: boolean }) {
  return `rounded-md px-3 py-2 text-sm font-semibold transition-colors ${
    isActive ? "bg-leaf-100 text-leaf-900" : "text-stone-700 hover:bg-leaf-50 hover:text-leaf-800"
  }`;
}

function TopBar({ signedIn }: { signedIn: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const [menuPath, setMenuPath] = useState(location.pathname);
  // Close the mobile menu after navigating.
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }
  const items = navItems(signedIn);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to="/" className="flex items-center" aria-label="Ghani home">
          <img src="/logo.svg" alt="Ghani" width={125} height={40} className="h-10 w-auto" />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={navClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="rounded-md p-2 text-stone-800 hover:bg-leaf-50 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-stone-200 bg-white md:hidden">
          <ul className="flex flex-col gap-1 px-4 py-3">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={(s) => `block ${navClass(s)}`}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}

function Footer() {
  const profile = useShopProfile();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-leaf-900 text-leaf-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-bold text-white">
            About {profile.name || "Ghani"}
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-leaf-100">
            Bull-driven wood-pressed oils, millets, pulses, spices and traditional sweets and snacks, made the slow
            way by farmers and families we know.
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-bold text-white">
            Quick Links
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className="text-leaf-100 underline-offset-4 hover:underline" to="/promotions">
                About Us
              </Link>
            </li>
            <li>
              <Link className="text-leaf-100 underline-offset-4 hover:underline" to="/shop">
                Products
              </Link>
            </li>
            <li>
              <Link className="text-leaf-100 underline-offset-4 hover:underline" to="/commonqueries">
                Common Queries
              </Link>
            </li>
            <li>
              <Link className="text-leaf-100 underline-offset-4 hover:underline" to="/support">
                Complaints and support
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className="text-lg font-bold text-white">
            Policies
          </h2>
          <PolicyLinks listClassName="mt-3 space-y-2 text-sm" linkClassName="text-leaf-100 underline-offset-4 hover:underline" />
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-bold text-white">
            Contact
          </h2>
          <FooterContact profile={profile} />
        </section>
      </div>
      <p className="border-t border-leaf-800 py-4 text-center text-xs text-leaf-100">
        © {year} {profile.name || "Ghani"}. All rights reserved.
      </p>
    </footer>
  );
}

/** A bar across the top while the next page loads. */
function LoadingIndicator() {
  const loading = useNavigation().state === "loading";
  return (
    <div role="status" aria-live="polite" className="fixed inset-x-0 top-0 z-50 h-1">
      {loading && (
        <>
          <div className="h-full w-full animate-pulse bg-turmeric-400" />
          <span className="sr-only">Loading…</span>
        </>
      )}
    </div>
  );
}

export default function Shell() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <div className="flex min-h-screen flex-col">
      <LoadingIndicator />
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
        Skip to content
      </a>
      <TopBar signedIn={Boolean(data?.user)} />
      <main id="main" className="flex-1 pt-16">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
