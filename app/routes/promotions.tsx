import { originFrom } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import { youTubeEmbedUrl } from "../../worker/domains/content/shared/video";
import { listPromotions } from "../../worker/domains/content/page.server";
import { serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/promotions";

export async function loader({ context }: Route.LoaderArgs) {
  return { promotions: await listPromotions(serviceContextFrom(context)) };
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    title: "About us and gallery | Ghani",
    description: "Who we are and what we value: pictures and videos from our wooden ghani, our farmers and our customers.",
    origin: originFrom(matches),
    path: "/promotions",
  });
}

const VALUES = [
  { title: "Connectivity", text: "We connect farmers who grow without chemicals directly with families who cook with care." },
  { title: "Integrity", text: "What is on the label is what is in the bottle: nothing added, nothing hidden." },
  { title: "Goodness", text: "Slow, traditional methods that keep the taste and nourishment of the seed." },
  { title: "Social responsibility", text: "Fair prices for farmers, work for local families, and bulls cared for as part of the mill." },
  { title: "Healthy World", text: "Less processing, less waste, and oil cake returned to the fields." },
];

export default function Promotions({ loaderData }: Route.ComponentProps) {
  const images = loaderData.promotions.filter((promotion) => promotion.type === "image");
  const videos = loaderData.promotions.flatMap((promotion) => {
    const embed = promotion.type === "video" ? youTubeEmbedUrl(promotion.link) : null;
    return embed ? [{ ...promotion, embed }] : [];
  });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-900">About Us</h1>
      <section aria-labelledby="values-heading" className="mt-6">
        <h2 id="values-heading" className="text-2xl font-bold text-stone-900">
          Our Values
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
              <h3 className="font-bold text-leaf-800">{value.title}</h3>
              <p className="mt-2 text-sm text-stone-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      {images.length === 0 && videos.length === 0 && <p className="mt-10 text-center text-stone-700">No promotions available at the moment</p>}
      {images.length > 0 && (
        <section aria-labelledby="images-heading" className="mt-10">
          <h2 id="images-heading" className="text-2xl font-bold text-stone-900">
            Featured Images
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3">
            {images.map((image, index) => (
              <li key={image._id}>
                <img src={image.link} alt={`Gallery picture ${index + 1}`} width={800} height={600} loading={index < 3 ? "eager" : "lazy"} className="aspect-[4/3] w-full rounded-xl object-cover" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {videos.length > 0 && (
        <section aria-labelledby="videos-heading" className="mt-10">
          <h2 id="videos-heading" className="text-2xl font-bold text-stone-900">
            Featured Videos
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {videos.map((video, index) => (
              <li key={video._id}>
                <iframe
                  src={video.embed}
                  title={`Gallery video ${index + 1}`}
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
