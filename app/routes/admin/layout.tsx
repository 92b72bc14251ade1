import { useState } from "react";
import { NavLink, Outlet } from "react-router";
import { NewOrderNotice } from "~/components/admin/new-order-notice";
import { SectionIcon, type SectionIconName } from "~/components/admin/section-icon";
import { LogoutButton } from "~/components/accounts/logout-button";
import { requireAdminUser } from "../../../worker/http/session.server";
import { pageMessages } from "../../../worker/shared/i18n/messages.server";
import type { Route } from "./+types/layout";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Admin Dashboard | Ghani" },
    { name: "description", content: "Run the Ghani shop." },
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ context, url }: Route.LoaderArgs) {
  // The admin area is English; the order cards it shares with the storefront take their words from the catalogue.
  // openedAt: the new-order notice counts the orders placed after the page was rendered (the server's clock).
  return { admin: requireAdminUser(context, url), messages: pageMessages("en", "orders"), openedAt: new Date().toISOString() };
}

export const ADMIN_SECTIONS = [
  { to: "/admin/orders", label: "Orders", icon: "orders" },
  { to: "/admin/payments", label: "Payments", icon: "payments" },
  { to: "/admin/grievances", label: "Grievances", icon: "grievances" },
  { to: "/admin/categories", label: "Categories", icon: "categories" },
  { to: "/admin/promotions", label: "Promotions (Gallery)", icon: "promotions" },
  { to: "/admin/products", label: "Products", icon: "products" },
  // Issue 33: the batches that reach their best-before soon, and what was written off.
  { to: "/admin/expiry", label: "Best-before", icon: "expiry" },
  { to: "/admin/users", label: "Users", icon: "users" },
  { to: "/admin/blobs", label: "Blobs", icon: "blobs" },
  { to: "/admin/banners", label: "Banners", icon: "banners" },
  { to: "/admin/translations", label: "Translations", icon: "translations" },
  { to: "/admin/analysis", label: "Analysis", icon: "analysis" },
  { to: "/admin/gst", label: "GST", icon: "gst" },
  { to: "/admin/settings", label: "Settings", icon: "settings" },
] as const satisfies readonly { to: string; label: string; icon: SectionIconName }[];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-semibold ${isActive ? "bg-leaf-700 text-white" : "text-leaf-50 hover:bg-leaf-800"}`;

/**
 * Issue 31: on a phone the sidebar would leave a sliver for the page (and, collapsed, showed first letters only). Below
 * the md breakpoint the sections are a labelled list behind the header's Menu button instead: icon and name each,
 * closed again once a section is chosen. From md up the sidebar stays, with names (collapsible to icons).
 */
function PhoneMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <div className="md:hidden print:hidden">
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls="admin-phone-menu"
        className="flex items-center gap-2 rounded-md bg-leaf-800 px-3 py-2 text-sm font-semibold text-white"
      >
        <SectionIcon name={open ? "close" : "menu"} />
        Menu
      </button>
      <nav
        id="admin-phone-menu"
        aria-label="Admin sections"
        hidden={!open}
        className="absolute inset-x-0 top-16 z-40 max-h-[calc(100vh-4rem)] overflow-y-auto bg-leaf-900 p-3 text-leaf-50 shadow-lg"
      >
        <ul className="grid grid-cols-2 gap-1">
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} onClick={close} className={linkClass}>
                <SectionIcon name={section.icon} />
                <span>{section.label}</span>
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/admin/activity" onClick={close} className={linkClass}>
              <SectionIcon name="activity" />
              <span>Activity log</span>
            </NavLink>
          </li>
        </ul>
        <div className="mt-3 border-t border-leaf-700 pt-3">
          <LogoutButton className="w-full rounded-md bg-leaf-700 px-3 py-2 text-sm font-semibold text-white hover:bg-leaf-600 disabled:opacity-70" />
        </div>
      </nav>
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // From the md breakpoint (the only widths that show the sidebar): expanded, or icons only once collapsed.
  const [collapsed, setCollapsed] = useState(false);
  const labelClass = collapsed ? "sr-only" : "";
  return (
    <div className="flex min-h-screen bg-stone-100 print:bg-white">
      <aside
        className={`hidden shrink-0 flex-col bg-leaf-900 text-leaf-50 transition-[width] md:flex print:hidden ${collapsed ? "w-16" : "w-64"}`}
        aria-label="Admin sections"
      >
        <div className="flex h-16 items-center justify-between px-3">
          <h2 className={`text-lg font-bold text-white ${labelClass}`}>Ghani Admin</h2>
          <button
            type="button"
            onClick={() => setCollapsed(!collapsed)}
            aria-expanded={!collapsed}
            aria-controls="admin-nav"
            className="rounded-md p-2 hover:bg-leaf-800"
          >
            <span className="sr-only">Toggle sidebar</span>
            <SectionIcon name="menu" />
          </button>
        </div>
        <nav id="admin-nav" className="flex-1 px-2">
          <ul className="space-y-1">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} title={collapsed ? section.label : undefined} className={linkClass}>
                  <SectionIcon name={section.icon} />
                  <span className={labelClass}>{section.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="p-2">
          <LogoutButton className="w-full rounded-md bg-leaf-700 px-1 py-2 text-xs font-semibold text-white hover:bg-leaf-600 disabled:opacity-70 md:text-sm" />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="relative flex h-16 items-center justify-between gap-2 border-b border-stone-200 bg-white px-4 md:px-6 print:hidden">
          <h1 className="text-lg font-bold text-stone-900 md:text-xl">Admin Dashboard</h1>
          <p className="hidden text-sm text-stone-700 sm:block">
            Signed in as {loaderData.admin.name} ·{" "}
            <NavLink to="/admin/activity" className="font-semibold text-leaf-800 underline">
              Activity log
            </NavLink>
          </p>
          <PhoneMenu />
        </header>
        <main className="min-w-0 flex-1 p-3 md:p-6">
          <NewOrderNotice openedAt={loaderData.openedAt} />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
