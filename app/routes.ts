import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/**
 * Every storefront page answers at its English address and under /te/ in Telugu (issue 30): "te?" is an optional
 * segment, so one route serves both and its loader reads the language from the URL (worker/shared/i18n/languages.ts).
 * The admin area, the documents and the feeds are English only.
 */

export default [
  ...prefix("te?", [
    layout("routes/shell.tsx", [
      index("routes/home.tsx"),
      route("shop", "routes/shop.tsx"),
      route("products/:slug", "routes/product.tsx"),
      route("blobs", "routes/blobs.tsx"),
      route("blobs/:slug", "routes/blob.tsx"),
      route("promotions", "routes/promotions.tsx"),
      route("commonqueries", "routes/commonqueries.tsx"),
      route("protocols", "routes/protocols.tsx"),
      route("protocols/:conditionId", "routes/protocol-condition.ts"),
      route("aichat", "routes/aichat.tsx"),
      route("profile", "routes/profile.tsx"),
      route("profile/delete", "routes/delete-account.tsx"),
      // Issue 31: how order updates reach the customer (e-mail, SMS, WhatsApp opt-in).
      route("profile/messages", "routes/profile-messages.tsx"),
      // Issue 31: where deleting the account lands, with what was erased and kept.
      route("account-deleted", "routes/account-deleted.tsx"),
      route("checkout", "routes/checkout.tsx"),
      // Issue 31: the customer's own orders ("My orders") and each order's page.
      route("orders", "routes/my-orders.tsx"),
      route("orders/:orderId", "routes/my-order.tsx"),
      // Issue 32: the signed link that confirms a cash-on-delivery order (works signed out).
      route("orders/:orderId/confirm", "routes/confirm-order.tsx"),
      route("policies/:slug", "routes/policy.tsx"),
      route("contact", "routes/contact.tsx"),
      route("support", "routes/support.tsx"),
      route("verify-email", "routes/verify-email.tsx"),
      route("consent", "routes/consent.tsx"),
    ]),
    route("login", "routes/login.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("logout", "routes/logout.tsx"),
    route("cart", "routes/cart.ts"),
    // Issue 31: the shop search box's suggestions (a resource route: JSON, no page).
    route("shop/suggestions", "routes/shop-suggestions.ts"),
  ]),
  route("orders/:orderId/invoice", "routes/order-document.ts", { id: "order-invoice" }),
  route("orders/:orderId/credit-note", "routes/order-document.ts", { id: "order-credit-note" }),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("admin", "routes/admin/layout.tsx", [
    // SPEC.md: the admin index and /admin/orders both show the orders.
    index("routes/admin/orders.tsx", { id: "admin-index" }),
    route("orders", "routes/admin/orders.tsx"),
    route("orders/:orderId/packing-slip", "routes/admin/packing-slip.tsx"),
    route("activity", "routes/admin/activity.tsx"),
    route("analysis", "routes/admin/analysis.tsx"),
    route("analysis/export", "routes/admin/analysis-export.ts"),
    route("categories", "routes/admin/categories.tsx"),
    route("products", "routes/admin/products.tsx"),
    // Issue 33: batches near their best-before and what was written off.
    route("expiry", "routes/admin/expiry.tsx"),
    route("banners", "routes/admin/banners.tsx"),
    route("blobs", "routes/admin/blobs.tsx"),
    route("promotions", "routes/admin/promotions.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("payments", "routes/admin/payments.tsx"),
    route("gst", "routes/admin/gst.tsx"),
    route("grievances", "routes/admin/grievances.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("translations", "routes/admin/translations.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
  ...prefix("te?", [route("*", "routes/not-found.tsx")]),
] satisfies RouteConfig;
