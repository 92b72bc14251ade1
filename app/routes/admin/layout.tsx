import { useState } from "react";
import { NavLink, Outlet } from "react-router";
import { LogoutButton } from "~/components/logout-button";
import { requireAdminUser } from "~/server/session.server";
import type { Route } from "./+types/layout";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Admin Dashboard | Ghani" },
    { name: "description", content: "Run the Ghani shop." },
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return { admin: requireAdminUser(context) };
}

export const ADMIN_SECTIONS = [
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/categories", label: "Categories" },
  { to: "/admin/promotions", label: "Promotions (Gallery)" },
  { to: "/admin/products", label: "Products" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/blobs", label: "Blobs" },
  { to: "/admin/banners", label: "Banners" },
  { to: "/admin/analysis", label: "Analysis" },
] as const;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <div className="flex min-h-screen bg-stone-100">
      <aside
        className={`flex shrink-0 flex-col bg-leaf-900 text-leaf-50 transition-[width] ${collapsed ? "w-16" : "w-64"}`}
        aria-label="Admin sections"
      >
        <div className="flex h-16 items-center justify-between px-3">
          {!collapsed && <h2 className="text-lg font-bold text-white">Ghani Admin</h2>}
          <button
            type="button"
            onClick={() => setCollapsed((value) => !value)}
            aria-expanded={!collapsed}
            aria-controls="admin-nav"
            className="rounded-md p-2 hover:bg-leaf-800"
          >
            <span className="sr-only">{collapsed ? "Expand sidebar" : "Collapse sidebar"}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              {collapsed ? <path d="M9 6l6 6-6 6" /> : <path d="M15 6l-6 6 6 6" />}
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
                  <span className={collapsed ? "sr-only" : ""}>{section.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="p-3">
          <LogoutButton className="w-full rounded-md bg-leaf-700 px-3 py-2 text-sm font-semibold text-white hover:bg-leaf-600 disabled:opacity-70" />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center justify-between border-b border-stone-200 bg-white px-6">
          <h1 className="text-xl font-bold text-stone-900">Admin Dashboard</h1>
          <p className="text-sm text-stone-700">Signed in as {loaderData.admin.name}</p>
        </header>
        <main className="flex-1 p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
