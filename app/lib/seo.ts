import type { MetaDescriptor } from "react-router";
import { absoluteImageUrl } from "./image-urls";

export const SITE_NAME = "Ghani Natural Foods";

/** An image URL as Open Graph and structured data need it: absolute, on the shop's public origin. */
export const absoluteMetaImageUrl = (image: string, origin: string) => absoluteImageUrl(image, { origin, requestOrigin: origin });

/** Title, description, canonical URL and Open Graph tags for a public page; `origin` is the public origin. */
export function seoMeta({
  title,
  description,
  origin,
  path,
  image = "/logo.svg",
}: {
  title: string;
  description: string;
  origin: string;
  path: string;
  image?: string;
}): MetaDescriptor[] {
  const url = `${origin}${path}`;
  const imageUrl = absoluteMetaImageUrl(image, origin);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
