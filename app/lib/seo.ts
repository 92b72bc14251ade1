import type { MetaDescriptor } from "react-router";
import { absoluteImageUrl } from "../../worker/shared/image-urls";
import { absoluteShareImage, DEFAULT_SHARE_IMAGE, DEFAULT_SHARE_IMAGE_ALT_TE, type ShareImage } from "../../worker/shared/share-image";
import { INTL_LOCALE, LANGS, pathInLang, type Lang } from "../../worker/shared/i18n/languages";

export const SITE_NAME = "Ghani Natural Foods";

/** An image URL as Open Graph and structured data need it: absolute, on the shop's public origin. */
export const absoluteMetaImageUrl = (image: string, origin: string) => absoluteImageUrl(image, { origin, requestOrigin: origin });

/**
 * The page's address in each language (hreflang alternates, x-default being English) for `path`, the page's
 * English path: search engines then list each language's page for its readers and treat them as one page.
 */
export function languageAlternates(origin: string, path: string): MetaDescriptor[] {
  return [
    ...LANGS.map((lang) => ({ tagName: "link" as const, rel: "alternate", hrefLang: INTL_LOCALE[lang].slice(0, 2), href: `${origin}${pathInLang(path, lang)}` })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${pathInLang(path, "en")}` },
  ];
}

/**
 * Title, description, canonical URL (the page's own language's), language alternates and Open Graph tags for a
 * public page; `origin` is the public origin, `path` the page's English path, `lang` the language it is shown in. The
 * preview picture is the shop's default raster one unless the page names its own (a `ShareImage`, see
 * worker/shared/share-image.ts; a bare URL is passed through without size or type, so use one only for a known raster).
 */
export function seoMeta({
  title,
  description,
  origin,
  path,
  lang,
  image = DEFAULT_SHARE_IMAGE,
}: {
  title: string;
  description: string;
  origin: string;
  path: string;
  lang: Lang;
  image?: string | ShareImage;
}): MetaDescriptor[] {
  const url = `${origin}${pathInLang(path, lang)}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...languageAlternates(origin, path),
    { property: "og:locale", content: INTL_LOCALE[lang].replace("-", "_") },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...openGraphImageMeta(image === DEFAULT_SHARE_IMAGE && lang === "te" ? { ...image, alt: DEFAULT_SHARE_IMAGE_ALT_TE } : image, origin),
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** `og:image` with its size, type and text alternative, which let a preview draw at once and be read aloud. */
export function openGraphImageMeta(image: string | ShareImage, origin: string): MetaDescriptor[] {
  if (typeof image === "string") return [{ property: "og:image", content: absoluteMetaImageUrl(image, origin) }];
  const { url, width, height, type, alt } = absoluteShareImage(image, origin);
  return [
    { property: "og:image", content: url },
    { property: "og:image:type", content: type },
    { property: "og:image:width", content: String(width) },
    { property: "og:image:height", content: String(height) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:image:alt", content: alt },
  ];
}

// Structured data (schema.org JSON-LD) for the product and article pages. Prices are rupees with two decimals,
// as Google's merchant listings read them.

type JsonLd = Record<string, unknown>;

const availability = (inStock: boolean) => (inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock");

/** One pack as a schema.org Offer. */
export type OfferPack = { label: string; salePrice: number; sku: string; inStock: boolean };

/** A product with one Offer per pack size (price, INR, availability, sku, the product page's URL). */
export function productJsonLd({
  name,
  description,
  images,
  category,
  packs,
  url,
  origin,
}: {
  name: string;
  description: string;
  images: string[];
  category: string;
  packs: OfferPack[];
  url: string;
  origin: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    description,
    ...(images.length ? { image: images.map((image) => absoluteMetaImageUrl(image, origin)) } : {}),
    category,
    url,
    offers: packs.map((pack) => ({
      "@type": "Offer",
      name: pack.label,
      sku: pack.sku,
      price: pack.salePrice.toFixed(2),
      priceCurrency: "INR",
      availability: availability(pack.inStock),
      url,
    })),
  };
}

/** The trail from the home page to a page: [name, path] pairs, the last one the page itself. */
export function breadcrumbJsonLd(trail: [name: string, path: string][], origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map(([name, path], index) => ({ "@type": "ListItem", position: index + 1, name, item: `${origin}${path}` })),
  };
}

export function articleJsonLd({
  title,
  description,
  images,
  url,
  published,
  modified,
  origin,
}: {
  title: string;
  description: string;
  images: string[];
  url: string;
  published: string;
  modified: string;
  origin: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: title,
    description,
    ...(images.length ? { image: images.map((image) => absoluteMetaImageUrl(image, origin)) } : {}),
    datePublished: published,
    dateModified: modified,
    mainEntityOfPage: url,
    url,
    author: { "@type": "Organization", name: SITE_NAME, url: origin || undefined },
    publisher: { "@type": "Organization", name: SITE_NAME },
  };
}

/** The text cut at a word boundary to at most `max` characters, with an ellipsis when something was cut. */
export function snippet(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/**
 * A private page's tags (checkout, My orders, account steps): its title, a description where it has one, and
 * `noindex`, since a search engine has nothing to show from a page behind sign-in.
 */
export function privatePageMeta(meta: { title: string; description?: string } | undefined): MetaDescriptor[] {
  return [
    { title: meta?.title },
    ...(meta?.description === undefined ? [] : [{ name: "description", content: meta.description }]),
    { name: "robots", content: "noindex" },
  ];
}
