import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/shell.tsx", [
    index("routes/home.tsx"),
    route("shop", "routes/shop.tsx"),
    route("blobs", "routes/blobs.tsx"),
    route("promotions", "routes/promotions.tsx"),
    route("commonqueries", "routes/commonqueries.tsx"),
    route("protocols", "routes/protocols.tsx"),
    route("protocols/:conditionId", "routes/protocol-condition.ts"),
    route("aichat", "routes/aichat.tsx"),
    route("profile", "routes/profile.tsx"),
    route("checkout", "routes/checkout.tsx"),
  ]),
  route("login", "routes/login.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("logout", "routes/logout.tsx"),
  route("cart", "routes/cart.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("admin", "routes/admin/layout.tsx", [
    // SPEC.md: the admin index and /admin/orders both show the orders.
    index("routes/admin/orders.tsx", { id: "admin-index" }),
    route("orders", "routes/admin/orders.tsx"),
    route("activity", "routes/admin/activity.tsx"),
    route("analysis", "routes/admin/analysis.tsx"),
    route("analysis/export", "routes/admin/analysis-export.ts"),
    route("categories", "routes/admin/categories.tsx"),
    route("products", "routes/admin/products.tsx"),
    route("banners", "routes/admin/banners.tsx"),
    route("blobs", "routes/admin/blobs.tsx"),
    route("promotions", "routes/admin/promotions.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
