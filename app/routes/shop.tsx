/**
 * The shop page (/shop): every live product as cards, a category filter and the search. `?q=` is searched on the
 * server (issue 30 part 6: Telugu, transliterations, synonyms, misspellings; results in the HTML, the box a GET form
 * that works without JavaScript); typing filters the loaded cards by name in place, and Enter asks the server again.
 * Every fixed text is from the "shop" messages (banners and the article dialog: "content"), in the page's language;
 * the search form and the products' links stay in that language. Anyone can fill the cart (issue 31).
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Form, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { useT } from "~/lib/i18n";
import { pathInLang, pathWithoutLang, type Lang } from "../../worker/shared/i18n/languages";
import { pageMessages, t } from "../../worker/shared/i18n/messages.server";
import { BannerCarousel } from "~/components/content/banner-carousel";
import { ProductCard } from "~/components/catalogue/product-card";
import { SearchBox } from "~/components/catalogue/search-box";
import { useSearchText } from "~/components/catalogue/use-search-text";
import { useCart } from "~/components/checkout/use-cart";
import { cartItemCount } from "../../worker/domains/checkout/shared/cart";
import type { BlobLink, ShopPack, ShopProduct } from "../../worker/domains/catalogue/shared/views";
import { langFrom, originFrom } from "~/lib/route-meta";
import { absoluteMetaImageUrl, seoMeta, snippet } from "~/lib/seo";
import { productPath } from "../../worker/domains/catalogue/shared/slug";
import { filterProducts, searchSuggestions, shopCategories } from "../../worker/domains/catalogue/shared/shop-filter";
import { getCart } from "../../worker/domains/checkout/page.server";
import { listCategories, listShopProducts, searchShopProductIds } from "../../worker/domains/catalogue/page.server";
import { listBanners } from "../../worker/domains/content/page.server";
import { serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/shop";

// The article dialog and the cart drawer open only on a tap: their code loads then, not before the first paint.
const BlobModal = lazy(() => import("~/components/content/blob-modal").then((module) => ({ default: module.BlobModal })));
const CartDrawer = lazy(() => import("~/components/checkout/cart-drawer").then((module) => ({ default: module.CartDrawer })));

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = serviceContextFrom(context);
  const { lang } = ctx;
  const user = ctx.principal;
  const q = new URL(request.url).searchParams.get("q");
  const [products, categories, banners, cart, found] = await Promise.all([
    listShopProducts(ctx),
    listCategories(ctx),
    listBanners(ctx),
    user ? getCart(ctx, user) : null,
    q ? searchShopProductIds(ctx, user, q) : null,
  ]);
  // Every product still comes: clearing or retyping the search filters them in place.
  const search = q && found ? { q: q.trim(), ids: found } : null;
  return {
    products,
    search,
    categories: shopCategories(categories),
    banners,
    cart,
    signedIn: Boolean(user),
    meta: { title: t(lang, "shop.metaTitle"), description: t(lang, "shop.metaDescription") },
    messages: pageMessages(lang, "shop", "content", "cart"),
  };
}

type ShopData = Pick<Route.ComponentProps["loaderData"], "products" | "search">;

/** The cards for a search text: the server's ranked answer when it searched this very text, else the name filter. */
function productsFor({ products, search }: ShopData, query: string): ShopProduct[] {
  if (!search || search.q !== query.trim()) return filterProducts(products, { query });
  const byId = new Map(products.map((product) => [product._id, product]));
  return search.ids.flatMap((id) => byId.get(id) ?? []);
}

/** Typing and category changes filter the loaded list in place, and cart changes answer with the new cart:
 * neither needs the catalogue reloaded. Submitting the search form (Enter, the button) does: the server searches. */
export function shouldRevalidate({ currentUrl, nextUrl, formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction && pathWithoutLang(formAction) === "/cart") return false;
  if (!formAction && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function meta({ matches, location, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const origin = originFrom(matches);
  const lang = langFrom(matches);
  // The products the page shows for its address's search, in its order.
  const products = productsFor(loaderData, new URLSearchParams(location.search).get("q") ?? "");
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: products.map((product, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: productJsonLd(product, origin, lang),
    })),
  };
  return [
    ...seoMeta({
      ...loaderData.meta,
      origin,
      lang,
      path: location.search ? `/shop${location.search}` : "/shop",
    }),
    { "script:ld+json": jsonLd },
  ];
}

/** Structured data for one product. The description is cut to a snippet's length and only the main picture is
 * named: the full text is on the page already, and this block is repeated for every product. Its address is the
 * product page in this page's language. */
function productJsonLd(product: ShopProduct, origin: string, lang: Lang) {
  const image = product.images[0];
  const url = `${origin}${pathInLang(productPath(product.slug), lang)}`;
  return {
    "@type": "Product",
    name: product.name,
    description: snippet(product.description, 160),
    ...(image ? { image: absoluteMetaImageUrl(image, origin) } : {}),
    category: product.category.name,
    url,
    offers: {
      "@type": "Offer",
      priceCurrency: "INR",
      price: product.salePrice.toFixed(2),
      availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url,
    },
  };
}

/** Cards rendered at first (and added per "Show more"): keeps the page light however large the catalogue. */
const PAGE_SIZE = 24;
/** The cards a first screen can show (one row of four on a wide screen); the rest render lazily. */
const FIRST_ROWS = 4;

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { products, categories, banners, signedIn } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const { t, path, number } = useT();
  const { cart, addPack, setLineQuantity, pendingProductId, pendingPackId, quantityIn } = useCart(loaderData.cart);
  const [cartOpen, setCartOpen] = useState(false);
  const [viewing, setViewing] = useState<BlobLink | null>(null);
  const [shown, setShown] = useState({ filter: "", count: PAGE_SIZE });

  const categoryId = searchParams.get("category") ?? "";
  const { text, typeText, takeText } = useSearchText(searchParams.get("q") ?? "", (q) => updateParams({ q }));
  const visible = productsFor(loaderData, text).filter((product) => !categoryId || product.category._id === categoryId);
  const suggestions = searchSuggestions(products, text);
  // A new search or category starts again from the first page of cards.
  const filterKey = `${text}|${categoryId}`;
  const shownCount = shown.filter === filterKey ? shown.count : PAGE_SIZE;

  // The address last asked for, until the page has re-rendered with it: two quick changes (clearing the search,
  // then picking a category, on a slow phone) must not build the second on the address before the first, or the
  // cleared search comes back and the category shows nothing.
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (searchParams.toString() === askedFor.current) askedFor.current = null;
  }, [searchParams]);

  function updateParams(changes: Record<string, string>) {
    const next = new URLSearchParams(askedFor.current ?? searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    askedFor.current = next.toString();
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }

  // Anyone can fill a cart (issue 31): a guest's lives in a cookie until they sign in at checkout.
  function addToCart(product: ShopProduct, pack: ShopPack) {
    addPack(product, pack, quantityIn(pack._id));
  }

  return (
    <div>
      <div className="sticky top-16 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
        <Form method="get" action={path("/shop")} role="search" className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3 sm:flex-nowrap">
          <div className="min-w-0 flex-1 basis-full sm:basis-auto">
            <SearchBox name="q" value={text} suggestions={suggestions} onChange={typeText} />
          </div>
          <label htmlFor="category-filter" className="sr-only">
            {t("shop.categoryLabel")}
          </label>
          <select
            id="category-filter"
            name="category"
            value={categoryId}
            onChange={(event) => updateParams({ category: event.target.value, q: takeText() })}
            className="flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2 sm:flex-none"
          >
            <option value="">{t("shop.allCategories")}</option>
            {categories.map((category) => (
              <option key={category._id} value={category._id} lang={category.textLang?.name}>
                {category.name}
              </option>
            ))}
          </select>
          <button type="submit" className="rounded-lg bg-stone-100 px-4 py-2 font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-200">
            {t("shop.search")}
          </button>
          {signedIn && (
            <button
              type="button"
              onClick={() => setCartOpen(true)}
              className="relative rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white hover:bg-leaf-800"
            >
              {t("shop.cart")}
              <span className="ml-2 rounded-full bg-white px-2 py-0.5 text-xs font-bold text-leaf-900" aria-label={t("shop.cartItems", { count: cartItemCount(cart) })}>
                {cartItemCount(cart)}
              </span>
            </button>
          )}
        </Form>
      </div>

      <div className="mx-auto max-w-6xl px-4 py-6">
        <h1 className="sr-only">{t("shop.heading")}</h1>
        <BannerCarousel banners={banners} />

        <p className="mt-6 text-sm text-stone-700" aria-live="polite">
          {text ? t("shop.countMatching", { count: visible.length, query: text }) : t("shop.count", { count: visible.length })}
        </p>
        {visible.length === 0 ? (
          <p className="mt-6 text-center text-stone-700">{t("shop.noMatch")}</p>
        ) : (
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
            {visible.slice(0, shownCount).map((product, index) => (
              // Cards below the first rows are laid out only when scrolled near: less work before the first paint
              // on a cheap phone (the browser keeps their last size once drawn, so the page does not jump).
              <li key={product._id} className={index >= FIRST_ROWS ? "[contain-intrinsic-size:auto_640px] [content-visibility:auto]" : undefined}>
                <ProductCard
                  product={product}
                  priority={index === 0}
                  adding={pendingProductId === product._id}
                  quantityInCart={quantityIn}
                  onAdd={(pack) => addToCart(product, pack)}
                  onViewBlob={setViewing}
                />
              </li>
            ))}
          </ul>
        )}
        {visible.length > shownCount && (
          <div className="mt-8 text-center">
            <button
              type="button"
              onClick={() => setShown({ filter: filterKey, count: shownCount + PAGE_SIZE })}
              className="rounded-lg px-6 py-3 font-semibold text-leaf-800 ring-2 ring-leaf-700 hover:bg-leaf-50"
            >
              {t("shop.showMore", { count: number(visible.length - shownCount) })}
            </button>
          </div>
        )}
      </div>

      <Suspense fallback={null}>
        {viewing && <BlobModal link={viewing} onClose={() => setViewing(null)} />}
        {cartOpen && cart && (
          <CartDrawer
            cart={cart}
            pendingPackId={pendingPackId}
            onClose={() => setCartOpen(false)}
            onSetQuantity={setLineQuantity}
          />
        )}
      </Suspense>
    </div>
  );
}
