/**
 * /products/{slug}: one product's own page, the address shared on WhatsApp and listed in the sitemap. An old slug
 * or the product's id (links made before pages had slugs) answers 301 to the current address, in the same language.
 * Fixed texts come from the "product" and "shop" messages; the share links and structured data name the page's
 * own address (a Telugu page shares its Telugu address).
 */
import { useState } from "react";
import { data, redirect, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { Link } from "~/components/ui/link";
import { useT, type Translate } from "~/lib/i18n";
import { blockerText } from "~/components/catalogue/pack-words";
import { pathInLang, pathWithoutLang } from "../../worker/shared/i18n/languages";
import { pageMessages, t } from "../../worker/shared/i18n/messages.server";
import { BusyButton } from "~/components/ui/busy-button";
import { ImageCarousel } from "~/components/ui/image-carousel";
import { NotFound } from "~/components/ui/not-found";
import { Price, UnitPriceText } from "~/components/catalogue/price";
import { PackPicker } from "~/components/catalogue/product-card";
import { ProductDeclarations } from "~/components/catalogue/product-declarations";
import { NutritionPanel } from "~/components/catalogue/nutrition-panel";
import { DietSymbol } from "~/components/catalogue/diet-symbol";
import { PincodeCheck } from "~/components/delivery/pincode-check";
import { packShareUrl, ShareLinks, shareText } from "~/components/catalogue/share-links";
import { AddToCartForm } from "~/components/catalogue/add-to-cart-form";
import { useCart } from "~/components/checkout/use-cart";
import { useShopProfile } from "~/components/settings/use-shop-profile";
import { defaultPack, type ProductPageProduct, type ShopPack, type ShopProduct } from "../../worker/domains/catalogue/shared/views";
import { addBlockerReason, chosenPack } from "../../worker/domains/catalogue/shared/pack-choice";
import { discountOnMrp, mrpStyle } from "../../worker/domains/catalogue/shared/prices";
import { langFrom, originFrom } from "~/lib/route-meta";
import { blobPath, categoryShopPath, productPath } from "../../worker/domains/catalogue/shared/slug";
import { breadcrumbJsonLd, productJsonLd, seoMeta, snippet } from "~/lib/seo";
import { shareImageFor } from "../../worker/shared/share-image";
import { getCart } from "../../worker/domains/checkout/page.server";
import { pincodeAnswer, type PincodeAnswer } from "../../worker/domains/delivery/page.server";
import { listShopProducts, resolveProductPage, productShareImage } from "../../worker/domains/catalogue/page.server";
import { serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/product";

/** How many products of the same category the page suggests. */
const RELATED_COUNT = 4;
/** Below this many units on hand the page says how many are left. */
const FEW_LEFT = 5;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = serviceContextFrom(context);
  const { lang } = ctx;
  // The product and its category's other products at once (by the address): one D1 round trip, not two.
  const [address, relatedBySlug] = await Promise.all([
    resolveProductPage(ctx, params.slug),
    listShopProducts(ctx, { relatedToSlug: params.slug, limit: RELATED_COUNT }),
  ]);
  if (!address) return data({ found: false as const }, { status: 404 });
  if ("movedTo" in address) throw redirect(pathInLang(productPath(address.movedTo), lang), 301);
  const product = address.page;
  const user = ctx.principal;
  // A product still without a slug is addressed by its id: its related products are found by its category.
  const bySlug = product.slug === params.slug;
  // The pincode check asked for in the address (its form without JavaScript, issue 31), for the pack shown.
  const search = new URL(request.url).searchParams;
  const pincode = search.get("pincode");
  const [related, cart, shareImage, pincodeCheck] = await Promise.all([
    bySlug ? relatedBySlug : listShopProducts(ctx, { categoryId: product.category._id, excludeId: product._id, limit: RELATED_COUNT }),
    user ? getCart(ctx, user) : null,
    // The link preview's picture: the first upload when it is a large enough raster (one R2 metadata read).
    productShareImage(ctx, product),
    pincode === null ? null : pincodeAnswer(ctx, user, pincode, { productId: product._id, variantId: chosenPack(product.variants, search.get("pack"))._id }),
  ]);
  return {
    found: true as const,
    product,
    related,
    cart,
    signedIn: Boolean(user),
    url: `${ctx.origin}${pathInLang(productPath(product.slug), lang)}`,
    shareImage,
    pincodeCheck,
    meta: { title: t(lang, "product.metaTitle", { name: product.name }) },
    messages: pageMessages(lang, "product", "shop", "cart"),
  };
}

/** Cart changes answer with the new cart: the product need not be loaded again. */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction && pathWithoutLang(formAction) === "/cart") return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  // An unknown address is the not-found page, which names its own title and description in the page's language.
  if (!loaderData?.found) return [];
  const { product } = loaderData;
  const origin = originFrom(matches);
  const lang = langFrom(matches);
  // Structured data names this page's own addresses (the Telugu page's are under /te/); the names stay as they are.
  const inLang = (path: string) => pathInLang(path, lang);
  const url = `${origin}${inLang(productPath(product.slug))}`;
  const description = snippet(product.description, 160);
  return [
    ...seoMeta({
      title: loaderData.meta.title,
      description,
      origin,
      lang,
      path: productPath(product.slug),
      image: shareImageFor({ ...product, shareImage: loaderData.shareImage }, origin),
    }),
    {
      "script:ld+json": productJsonLd({
        name: product.name,
        description,
        images: product.images,
        category: product.category.name,
        packs: product.variants,
        url,
        origin,
      }),
    },
    {
      "script:ld+json": breadcrumbJsonLd(
        [
          ["Home", inLang("/")],
          ["Shop", inLang("/shop")],
          [product.category.name, inLang(categoryShopPath(product.category._id))],
          [product.name, inLang(productPath(product.slug))],
        ],
        origin,
      ),
    },
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFound />;
  return <ProductDetails key={loaderData.product._id} {...loaderData} />;
}

function stockText(pack: ShopPack, t: Translate): string {
  if (!pack.inStock) return t("shop.outOfStock");
  if (pack.stock !== null && pack.stock <= FEW_LEFT) return t("product.onlyLeft", { count: pack.stock });
  return t("product.inStock");
}

function ProductDetails({
  product,
  related,
  url,
  cart: initialCart,
  pincodeCheck,
}: {
  product: ProductPageProduct;
  related: ShopProduct[];
  url: string;
  cart: Parameters<typeof useCart>[0];
  pincodeCheck: PincodeAnswer | null;
}) {
  const { t, rupees } = useT();
  const profile = useShopProfile();
  const { addPack, pendingProductId, quantityIn } = useCart(initialCart);
  // A shared link names its pack (`?pack=`, issue 31): the page opens on it, server-rendered too.
  const [searchParams] = useSearchParams();
  const [chosenId, setChosenId] = useState<string | null>(searchParams.get("pack"));
  const pack = chosenPack(product.variants, chosenId);
  const shareUrl = packShareUrl(url, pack._id, defaultPack(product.variants)._id);
  const inCart = quantityIn(pack._id);
  const blocker = blockerText(addBlockerReason(pack, inCart), t);
  const adding = pendingProductId === product._id;

  // Anyone can fill a cart (issue 31): a guest's lives in a cookie until they sign in at checkout.
  function addToCart() {
    addPack(product, pack, inCart);
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label={t("product.breadcrumb")} className="text-sm text-stone-700">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/shop" className="underline">
              {t("common.navShop")}
            </Link>{" "}
            /
          </li>
          <li>
            <Link to={categoryShopPath(product.category._id)} lang={product.category.textLang?.name} className="underline">
              {product.category.name}
            </Link>{" "}
            /
          </li>
          <li aria-current="page" lang={product.textLang?.name}>
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <ImageCarousel images={product.images} alt={product.name} className="aspect-square" priority />
        <div className="flex flex-col gap-3">
          {/* Issue 33: the FSSAI veg / non-veg symbol beside the name (food only: the card carries no mark otherwise). */}
          <div className="flex items-start gap-3">
            {product.dietMark && <DietSymbol mark={product.dietMark} size={24} className="mt-2" />}
            <h1 lang={product.textLang?.name} className="text-3xl font-bold text-stone-900">
              {product.name}
            </h1>
          </div>
          <AddToCartForm productId={product._id} onlyPackId={product.variants.length === 1 ? pack._id : null} onAdd={addToCart} className="flex flex-col gap-3">
          <PackPicker product={product} chosen={pack} onChoose={setChosenId} />
          <Price mrp={pack.mrp} salePrice={pack.salePrice} unitSalePrice={pack.unitSalePrice} categoryKey={product.category.key} />
          {mrpStyle(product.category.key) === "struck" && discountOnMrp(pack.mrp, pack.salePrice) > 0 && (
            <p className="text-sm text-stone-700">{t("product.mrpInclTaxes", { price: rupees(pack.mrp) })}</p>
          )}
          <p className={`text-sm font-semibold ${pack.inStock ? "text-leaf-800" : "text-red-800"}`}>{stockText(pack, t)}</p>
          {pack.inStock && blocker && <p className="text-sm font-semibold text-red-800">{blocker}</p>}
          <BusyButton
            submit
            unavailable={adding || blocker !== null}
            className="rounded-lg bg-leaf-700 px-4 py-3 font-semibold text-white hover:bg-leaf-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
          >
            {adding ? t("shop.adding") : pack.inStock ? t("shop.addToCart") : t("shop.outOfStock")}
            <span className="sr-only">
              {" "}
              {product.name} ({pack.label})
            </span>
          </BusyButton>
          </AddToCartForm>
          {/* Said as soon as an add is answered (a live region present from the start); a guest's count is known once the
              page runs, so the page kept at the edge is the same for everyone. */}
          <p role="status" className="text-sm text-stone-800">
            {inCart > 0 && (
              <>
                {t("product.inYourCart", { count: inCart })} ·{" "}
                <Link to="/checkout" className="font-semibold text-leaf-800 underline">
                  {t("product.viewCart")}
                </Link>
              </>
            )}
          </p>
          <PincodeCheck product={{ productId: product._id, variantId: pack._id }} answered={pincodeCheck} />
          <ShareLinks title={product.name} text={shareText(product.name, rupees(pack.salePrice), shareUrl)} url={shareUrl} />
          <p lang={product.textLang?.description} className="whitespace-pre-line leading-relaxed text-stone-800">
            {product.description}
          </p>
          {product.blob && (
            <p>
              <Link to={blobPath(product.blob.slug)} className="font-semibold text-leaf-800 underline">
                {t("product.read", { title: product.blob.title })}
              </Link>
            </p>
          )}
        </div>
      </div>

      <ProductDeclarations product={product} shop={profile} />
      {product.nutrition && <NutritionPanel nutrition={product.nutrition} />}
      <RelatedProducts products={related} category={product.category} />
    </div>
  );
}

function RelatedProducts({ products, category }: { products: ShopProduct[]; category: ShopProduct["category"] }) {
  const { t, rupees } = useT();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products" className="mt-12">
      <h2 id="related-products" className="text-2xl font-bold text-stone-900">
        {t("product.more", { category: category.name })}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {products.map((product) => {
          // The pack the shop shows first, with its label and unit price like every price in the shop.
          const pack = defaultPack(product.variants);
          return (
            <li key={product._id} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
              <Link to={productPath(product.slug)} className="block">
                <img
                  src={product.images[0] ?? "/favicon.svg"}
                  alt=""
                  width={400}
                  height={400}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
                <div className="p-3">
                  <p lang={product.textLang?.name} className="font-semibold text-stone-900">
                    {product.name}
                  </p>
                  <p className="text-sm text-stone-700">
                    {pack.label}: <span className="font-bold text-leaf-800">{rupees(pack.salePrice)}</span> <UnitPriceText unitSalePrice={pack.unitSalePrice} />
                  </p>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
