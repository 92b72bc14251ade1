/**
 * React Router's Link and NavLink, keeping the page's language: on a Telugu page `to="/shop"` goes to /te/shop
 * (worker/shared/i18n/languages.ts decides which paths have a Telugu twin). Storefront code imports links from
 * here, so no link needs to know the language.
 */
import { forwardRef } from "react";
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps, type To } from "react-router";
import { pathInLang, type Lang } from "../../../worker/shared/i18n/languages";
import { useLang } from "~/lib/i18n";

function localized(to: To, lang: Lang): To {
  if (typeof to === "string") return pathInLang(to, lang);
  return to.pathname ? { ...to, pathname: pathInLang(to.pathname, lang) } : to;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  return <RouterLink ref={ref} to={localized(to, useLang())} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  return <RouterNavLink ref={ref} to={localized(to, useLang())} {...props} />;
});
