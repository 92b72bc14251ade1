/** /blobs/{slug}: an article's own page, opened from /blobs and from a product's "View Blob". */
import { data, Link, redirect } from "react-router";
import { ImageCarousel } from "~/components/ui/image-carousel";
import { NotFound } from "~/components/ui/not-found";
import { blobExcerpt } from "../../worker/domains/catalogue/shared/views";
import { originFrom } from "~/lib/route-meta";
import { articleJsonLd, seoMeta, snippet } from "~/lib/seo";
import { blobPath } from "../../worker/domains/catalogue/shared/slug";
import { resolveBlobAddress } from "../../worker/domains/content/page.server";
import { serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/blob";

export async function loader({ params, context }: Route.LoaderArgs) {
  const address = await resolveBlobAddress(serviceContextFrom(context), params.slug);
  if (!address) return data({ found: false as const }, { status: 404 });
  if ("movedTo" in address) throw redirect(blobPath(address.movedTo), 301);
  return { found: true as const, blob: address.page };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData?.found) return [{ title: "Page Not Found | Ghani" }];
  const { blob } = loaderData;
  const origin = originFrom(matches);
  const path = blobPath(blob.slug);
  const description = snippet(blob.content.map((section) => section.paragraph).join(" ") || blobExcerpt(blob), 160);
  return [
    ...seoMeta({ title: `${blob.title} | Ghani`, description, origin, path, image: blob.images[0] }),
    {
      "script:ld+json": articleJsonLd({
        title: blob.title,
        description,
        images: blob.images,
        url: `${origin}${path}`,
        published: blob.createdAt,
        modified: blob.updatedAt,
        origin,
      }),
    },
  ];
}

export default function BlobPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFound />;
  const { blob } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm">
        <Link to="/blobs" className="font-semibold text-leaf-800 underline">
          All blobs
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold text-leaf-900">{blob.title}</h1>
      {blob.images.length > 0 && (
        <div className="mt-6">
          <ImageCarousel images={blob.images} alt={blob.title} priority />
        </div>
      )}
      {blob.content.map((section, index) => (
        <section key={section._id ?? index} className="mt-6">
          <h2 className="text-xl font-bold text-leaf-800">{section.heading}</h2>
          <p className="mt-2 whitespace-pre-line leading-relaxed text-stone-800">{section.paragraph}</p>
        </section>
      ))}
    </article>
  );
}
