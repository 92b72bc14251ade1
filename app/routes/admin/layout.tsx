import { useState } from "react";
import { NavLink, Outlet } from "react-router";
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
  return { admin: requireAdminUser(context, url), messages: pageMessages("en", "orders") };
}

export const ADMIN_SECTIONS = [
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/payments", label: "Payments" },
  { to: "/admin/grievances", label: "Grievances" },
  { to: "/admin/categories", label: "Categories" },
  { to: "/admin/promotions", label: "Promotions (Gallery)" },
  { to: "/admin/products", label: "Products" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/blobs", label: "Blobs" },
  { to: "/admin/banners", label: "Banners" },
  { to: "/admin/translations", label: "Translations" },
  { to: "/admin/analysis", label: "Analysis" },
  { to: "/admin/gst", label: "GST" },
  { to: "/admin/settings", label: "Settings" },
] as const;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // null = automatic: collapsed on phones, expanded from the md breakpoint; a click makes it explicit.
  const [collapsedChoice, setCollapsed] = useState<boolean | null>(null);
  const auto = collapsedChoice === null;
  const collapsed = collapsedChoice === true;
  const width = auto ? "w-16 md:w-64" : collapsed ? "w-16" : "w-64";
  const labelClass = auto ? "sr-only md:not-sr-only" : collapsed ? "sr-only" : "";
  return (
    <div className="flex min-h-screen bg-stone-100 print:bg-white">
      <aside
        className={`flex shrink-0 flex-col bg-leaf-900 text-leaf-50 transition-[width] print:hidden ${width}`}
        aria-label="Admin sections"
      >
        <div className="flex h-16 items-center justify-between px-3">
          <h2 className={`text-lg font-bold text-white ${labelClass}`}>Ghani Admin</h2>
          <button
            type="button"
            onClick={() => setCollapsed(auto ? window.matchMedia("(min-width: 768px)").matches : !collapsed)}
            aria-expanded={auto ? undefined : !collapsed}
            aria-controls="admin-nav"
            className="rounded-md p-2 hover:bg-leaf-800"
          >
            <span className="sr-only">Toggle sidebar</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          </button>
        </div>
        <nav id="admin-nav" className="flex-1 px-2">
          <ul className="space-y-1">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  title={section.label}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-semibold ${
                      isActive ? "bg-leaf-700 text-white" : "text-leaf-50 hover:bg-leaf-800"
                    }`
                  }
                >
                  <span aria-hidden="true" className="w-5 text-center">
                    {section.label[0]}
                  </span>
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
        <header className="flex h-16 items-center justify-between gap-2 border-b border-stone-200 bg-white px-4 md:px-6 print:hidden">
          <h1 className="text-lg font-bold text-stone-900 md:text-xl">Admin Dashboard</h1>
          <p className="hidden text-sm text-stone-700 sm:block">
            Signed in as {loaderData.admin.name} ·{" "}
            <NavLink to="/admin/activity" className="font-semibold text-leaf-800 underline">
              Activity log
            </NavLink>
          </p>
        </header>
        <main className="flex-1 p-3 md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
