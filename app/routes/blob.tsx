/** /blobs/{slug}: an article's own page, opened from /blobs and from a product's "View Blob". */
import { data, redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { pathInLang } from "../../worker/shared/i18n/languages";
import { pageMessages } from "../../worker/shared/i18n/messages.server";
import { ImageCarousel } from "~/components/ui/image-carousel";
import { NotFound } from "~/components/ui/not-found";
import { blobExcerpt } from "../../worker/domains/catalogue/shared/views";
import { langFrom, originFrom } from "~/lib/route-meta";
import { articleJsonLd, seoMeta, snippet } from "~/lib/seo";
import { blobPath } from "../../worker/domains/catalogue/shared/slug";
import { resolveBlobAddress } from "../../worker/domains/content/page.server";
import { serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/blob";

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = serviceContextFrom(context);
  const { lang } = ctx;
  const address = await resolveBlobAddress(ctx, params.slug);
  if (!address) return data({ found: false as const }, { status: 404 });
  if ("movedTo" in address) throw redirect(pathInLang(blobPath(address.movedTo), lang), 301);
  return { found: true as const, blob: address.page, messages: pageMessages(lang, "content") };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  // An unknown address is the not-found page, which names its own title and description in the page's language.
  if (!loaderData?.found) return [];
  const { blob } = loaderData;
  const origin = originFrom(matches);
  const lang = langFrom(matches);
  const path = blobPath(blob.slug);
  const description = snippet(blob.content.map((section) => section.paragraph).join(" ") || blobExcerpt(blob), 160);
  return [
    ...seoMeta({ title: `${blob.title} | Ghani`, description, origin, lang, path, image: blob.images[0] }),
    {
      "script:ld+json": articleJsonLd({
        title: blob.title,
        description,
        images: blob.images,
        url: `${origin}${pathInLang(path, lang)}`,
        published: blob.createdAt,
        modified: blob.updatedAt,
        origin,
      }),
    },
  ];
}

export default function BlobPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  if (!loaderData.found) return <NotFound />;
  const { blob } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm">
        <Link to="/blobs" className="font-semibold text-leaf-800 underline">
          {t("content.allBlobs")}
        </Link>
      </p>
      <h1 lang={blob.textLang?.title} className="mt-3 text-3xl font-bold text-leaf-900">
        {blob.title}
      </h1>
      {blob.images.length > 0 && (
        <div className="mt-6">
          <ImageCarousel images={blob.images} alt={blob.title} priority />
        </div>
      )}
      {blob.content.map((section, index) => (
        <section key={section._id ?? index} className="mt-6">
          <h2 lang={section.textLang?.heading} className="text-xl font-bold text-leaf-800">
            {section.heading}
          </h2>
          <p lang={section.textLang?.paragraph} className="mt-2 whitespace-pre-line leading-relaxed text-stone-800">
            {section.paragraph}
          </p>
        </section>
      ))}
    </article>
  );
}
