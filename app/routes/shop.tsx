/**
 * The shop page (/shop): one page of cards for its address's category (`?category=`), search (`?q=`, issue 30 part
 * 6: Telugu, transliterations, synonyms, misspellings) and pages (`?page=n`: the first n pages), filtered, searched
 * and paged on the server (issue 31: the page used to carry every product, ~1.4 kB of HTML each, to filter in the
 * browser), with how many match in all. Everything works without JavaScript: the search and category are a GET
 * form, "Show more" a link. With scripts, the box owns its text and the address follows when typing pauses
 * (use-search-text.ts); each address change asks the loader for its page; suggestions come from
 * /shop/suggestions. Every fixed text is from the "shop" messages (banners and the article dialog: "content"), in
 * the page's language; the search form and the products' links stay in that language. Anyone can fill the cart (issue 31).
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Form, useLocation, useNavigation, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { pathInLang, pathWithoutLang, type Lang } from "../../worker/shared/i18n/languages";
import { pageMessages, t } from "../../worker/shared/i18n/messages.server";
import { BannerCarousel } from "~/components/content/banner-carousel";
import { ProductCard } from "~/components/catalogue/product-card";
import { SearchBox } from "~/components/catalogue/search-box";
import { useSearchText } from "~/components/catalogue/use-search-text";
import { useSuggestions } from "~/components/catalogue/use-suggestions";
import { useCart } from "~/components/checkout/use-cart";
import { cartItemCount } from "../../worker/domains/checkout/shared/cart";
import type { BlobLink, ShopPack, ShopProduct } from "../../worker/domains/catalogue/shared/views";
import { langFrom, originFrom } from "~/lib/route-meta";
import { absoluteMetaImageUrl, seoMeta, snippet } from "~/lib/seo";
import { productPath } from "../../worker/domains/catalogue/shared/slug";
import { SHOP_MAX_PAGE, shopCategories, shopQueryFrom, shopSearchFor } from "../../worker/domains/catalogue/shared/shop-filter";
import { getCart } from "../../worker/domains/checkout/page.server";
import { listCategories, listShopPage } from "../../worker/domains/catalogue/page.server";
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
  const query = shopQueryFrom(new URL(request.url).searchParams);
  const [listing, categories, banners, cart] = await Promise.all([
    listShopPage(ctx, user, query),
    listCategories(ctx),
    listBanners(ctx),
    user ? getCart(ctx, user) : null,
  ]);
  return {
    products: listing.products,
    total: listing.total,
    query,
    categories: shopCategories(categories),
    banners,
    cart,
    signedIn: Boolean(user),
    meta: { title: t(lang, "shop.metaTitle"), description: t(lang, "shop.metaDescription") },
    messages: pageMessages(lang, "shop", "content", "cart"),
  };
}

/** Cart changes answer with the new cart: the catalogue need not be loaded again. Any change of the address
 * (search, category, page) asks the loader for that view: the page holds only the cards it shows. */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction && pathWithoutLang(formAction) === "/cart") return false;
  return defaultShouldRevalidate;
}

export function meta({ matches, location, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const origin = originFrom(matches);
  const lang = langFrom(matches);
  // The products the page shows for its address, in its order.
  const { products } = loaderData;
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

/** The cards a first screen can show (one row of four on a wide screen); the rest render lazily. */
const FIRST_ROWS = 4;

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { products, total, query, categories, banners, signedIn } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const { t, path, number } = useT();
  const { cart, addPack, setLineQuantity, pendingProductId, pendingPackId, quantityIn } = useCart(loaderData.cart);
  const [cartOpen, setCartOpen] = useState(false);
  const [viewing, setViewing] = useState<BlobLink | null>(null);

  const categoryId = searchParams.get("category") ?? "";
  // A new search or category starts again from the first page of cards.
  const { text, typeText, takeText } = useSearchText(searchParams.get("q") ?? "", (q) => updateParams({ q, page: "" }));
  const suggestions = useSuggestions(text);
  // The cards of another view of the shop are on their way: the ones shown are dimmed until they come.
  const loadingView = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const nextPage = total > products.length && query.page < SHOP_MAX_PAGE ? `/shop${shopSearchFor({ ...query, page: query.page + 1 })}` : null;

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
            onChange={(event) => updateParams({ category: event.target.value, q: takeText(), page: "" })}
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
          {query.q ? t("shop.countMatching", { count: total, query: query.q }) : t("shop.count", { count: total })}
        </p>
        {products.length === 0 ? (
          <p className="mt-6 text-center text-stone-700">{t("shop.noMatch")}</p>
        ) : (
          <ul aria-busy={loadingView} className={`mt-3 grid grid-cols-2 gap-3 transition-opacity sm:gap-4 lg:grid-cols-3 xl:grid-cols-4 ${loadingView ? "opacity-60" : ""}`}>
            {products.map((product, index) => (
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
        {!nextPage && total > products.length && (
          // The most pages one address shows: past them, a search or a category finds the rest.
          <p className="mt-8 text-center text-sm text-stone-700">{t("shop.refineToSeeMore", { shown: number(products.length), count: number(total) })}</p>
        )}
        {nextPage && (
          <div className="mt-8 text-center">
            {/* A link: without scripts it loads the next page's address (the pages so far, then the next); with
                them the cards come in below the ones shown, and the page stays where it is. */}
            <Link
              to={nextPage}
              preventScrollReset
              className="inline-block rounded-lg px-6 py-3 font-semibold text-leaf-800 ring-2 ring-leaf-700 hover:bg-leaf-50"
            >
              {t("shop.showMore", { count: number(total - products.length) })}
            </Link>
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
