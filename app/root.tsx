import { lazy, Suspense, useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import inlinedStyles from "./app.css?inline";
import { NotFound } from "./components/ui/not-found";
import { VitalsReporter } from "./components/vitals/vitals-reporter";
import { rootData } from "../worker/http/session.server";
import { I18nPage, useT } from "./lib/i18n";
import { langCookie, LANG_COOKIE, LANG_COOKIE_MAX_AGE, type Lang } from "../worker/shared/i18n/languages";

// The toasts' library loads after the page, not with it (see app/lib/notify.ts).
const Toaster = lazy(() => import("react-hot-toast").then((module) => ({ default: module.Toaster })));

const STYLES_ID = "ghani-styles";

/**
 * The one stylesheet travels inside the page rather than as a file of its own: on a slow mobile link that file
 * is one more round trip before anything can be drawn (about 0.2 s of first paint on Lighthouse's slow 4G), for
 * 8 kB gzip. The server renders the text from the build; the browser reads it back from the page, so the client
 * bundle never carries it and hydration (or a later client render of the document) keeps the very same text.
 */
const styles = import.meta.env.SSR ? inlinedStyles : (document.getElementById(STYLES_ID)?.textContent ?? "");

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return rootData(request, context);
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.nonce;
  const lang: Lang = data?.lang ?? "en";
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3f6212" />
        {/* No font preload: a Telugu page's inline styles name its font (app/app.css), fetched as soon as Telugu text is
            laid out. Preloaded, Lighthouse's mobile simulation charged its 63 kB to the largest paint: Telugu pages'
            LCP went from about 1.3 s to 2.7-3.0 s, over issue 30's 2.0 s budget (docs/performance.md). */}
        <style id={STYLES_ID} dangerouslySetInnerHTML={{ __html: styles }} />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nPage lang={lang}>{children}</I18nPage>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The language a shopper reads is remembered (worker/http/language.ts): a page opened in a language, from a shared
 * link say, becomes the choice the next visit to an English address follows.
 */
function useRememberedLang(lang: Lang) {
  useEffect(() => {
    if (langCookie(document.cookie) === lang) return;
    const secure = location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${LANG_COOKIE}=${lang}; Path=/; SameSite=Lax; Max-Age=${LANG_COOKIE_MAX_AGE}${secure}`;
  }, [lang]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  useRememberedLang(loaderData.lang);
  return (
    <>
      <Outlet />
      <VitalsReporter sampleRate={loaderData.vitalsSampleRate} />
      <Suspense fallback={null}>
        <Toaster position="top-center" toastOptions={{ duration: 3000 }} />
      </Suspense>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, path } = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message = isRouteErrorResponse(error) ? error.statusText || t("common.errorOurSide") : t("common.errorOurSide");
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <title>{`${t("common.errorTitle")} | Ghani`}</title>
      <h1 className="text-3xl font-bold text-leaf-800">{t("common.errorSorry")}</h1>
      <p role="alert" className="mt-4 text-stone-700">
        {message}
      </p>
      <a href={path("/")} className="mt-6 inline-block rounded-lg bg-leaf-700 px-5 py-2 font-semibold text-white">
        {t("common.backHome")}
      </a>
    </main>
  );
}
