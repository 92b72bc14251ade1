/** /promotions, "About us" in the menu: our values and the gallery's pictures and videos, words from "content". */
import { useT } from "~/lib/i18n";
import type { MessageId } from "../../worker/shared/i18n/catalogs";
import { pageMessages, t } from "../../worker/shared/i18n/messages.server";
import { langFrom, originFrom } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import { youTubeEmbedUrl } from "../../worker/domains/content/shared/video";
import { listPromotions } from "../../worker/domains/content/page.server";
import { serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/promotions";

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = serviceContextFrom(context);
  const { lang } = ctx;
  return {
    promotions: await listPromotions(ctx),
    meta: { title: t(lang, "content.galleryMetaTitle"), description: t(lang, "content.galleryMetaDescription") },
    messages: pageMessages(lang, "content"),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  return seoMeta({
    ...loaderData.meta,
    origin: originFrom(matches),
    lang: langFrom(matches),
    path: "/promotions",
  });
}

const VALUES: { title: MessageId; text: MessageId }[] = [
  { title: "content.valueConnectivityTitle", text: "content.valueConnectivityText" },
  { title: "content.valueIntegrityTitle", text: "content.valueIntegrityText" },
  { title: "content.valueGoodnessTitle", text: "content.valueGoodnessText" },
  { title: "content.valueSocialTitle", text: "content.valueSocialText" },
  { title: "content.valueWorldTitle", text: "content.valueWorldText" },
];

export default function Promotions({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const images = loaderData.promotions.filter((promotion) => promotion.type === "image");
  const videos = loaderData.promotions.flatMap((promotion) => {
    const embed = promotion.type === "video" ? youTubeEmbedUrl(promotion.link) : null;
    return embed ? [{ ...promotion, embed }] : [];
  });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-900">{t("content.aboutHeading")}</h1>
      <section aria-labelledby="values-heading" className="mt-6">
        <h2 id="values-heading" className="text-2xl font-bold text-stone-900">
          {t("content.valuesHeading")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
              <h3 className="font-bold text-leaf-800">{t(value.title)}</h3>
              <p className="mt-2 text-sm text-stone-700">{t(value.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      {images.length === 0 && videos.length === 0 && <p className="mt-10 text-center text-stone-700">{t("content.noPromotions")}</p>}
      {images.length > 0 && (
        <section aria-labelledby="images-heading" className="mt-10">
          <h2 id="images-heading" className="text-2xl font-bold text-stone-900">
            {t("content.featuredImages")}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3">
            {images.map((image, index) => (
              <li key={image._id}>
                <img src={image.link} alt={t("content.galleryPicture", { number: index + 1 })} width={800} height={600} loading={index < 3 ? "eager" : "lazy"} className="aspect-[4/3] w-full rounded-xl object-cover" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {videos.length > 0 && (
        <section aria-labelledby="videos-heading" className="mt-10">
          <h2 id="videos-heading" className="text-2xl font-bold text-stone-900">
            {t("content.featuredVideos")}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {videos.map((video, index) => (
              <li key={video._id}>
                <iframe
                  src={video.embed}
                  title={t("content.galleryVideo", { number: index + 1 })}
                  loading="lazy"
                  allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                  allowFullScreen
                  className="aspect-video w-full rounded-xl"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
