import type { MetaDescriptor } from "react-router";
import { absoluteImageUrl } from "./image-urls";
import { absoluteShareImage, DEFAULT_SHARE_IMAGE, type ShareImage } from "./share-image";

export const SITE_NAME = "Ghani Natural Foods";

/** An image URL as Open Graph and structured data need it: absolute, on the shop's public origin. */
export const absoluteMetaImageUrl = (image: string, origin: string) => absoluteImageUrl(image, { origin, requestOrigin: origin });

/**
 * Title, description, canonical URL and Open Graph tags for a public page; `origin` is the public origin. The
 * preview picture is the shop's default raster one unless the page names its own (a `ShareImage`, see
 * app/lib/share-image.ts; a bare URL is passed through without size or type, so use one only for a known raster).
 */
export function seoMeta({
  title,
  description,
  origin,
  path,
  image = DEFAULT_SHARE_IMAGE,
}: {
  title: string;
  description: string;
  origin: string;
  path: string;
  image?: string | ShareImage;
}): MetaDescriptor[] {
  const url = `${origin}${path}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...openGraphImageMeta(image, origin),
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
