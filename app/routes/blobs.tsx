/** /blobs: the articles by category and the non-product ("GRD") articles; fixed words from "content". */
import { useState } from "react";
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { pageMessages, t } from "../../worker/shared/i18n/messages.server";
import { BlobModal } from "~/components/content/blob-modal";
import { NON_PRODUCT_CATEGORY, toBlobSummary, type BlobLink, type BlobSummary } from "../../worker/domains/catalogue/shared/views";
import { langFrom, originFrom } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import { blobPath } from "../../worker/domains/catalogue/shared/slug";
import { listCategories } from "../../worker/domains/catalogue/page.server";
import { listBlobs } from "../../worker/domains/content/page.server";
import { serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/blobs";

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = serviceContextFrom(context);
  const { lang } = ctx;
  const [categories, blobs] = await Promise.all([listCategories(ctx), listBlobs(ctx)]);
  return {
    categories,
    blobs: blobs.map(toBlobSummary),
    meta: { title: t(lang, "content.blobsMetaTitle"), description: t(lang, "content.blobsMetaDescription") },
    messages: pageMessages(lang, "content"),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  return seoMeta({
    ...loaderData.meta,
    origin: originFrom(matches),
    lang: langFrom(matches),
    path: "/blobs",
  });
}

const ICONS: Record<string, string> = { Oils: "🫙", Millets: "🌾", Pulses: "🫘", Spices: "🌶️", Sweets: "🍬", Protocols: "📋" };
const DEFAULT_ICON = "🌿";

/** `firstOnScreen`: the list's first picture is the largest thing on a phone's first screen, so it is fetched at
 * once and first (not lazily, after layout), which decides when the page looks ready. */
function BlobList({ blobs, onOpen, firstOnScreen = false }: { blobs: BlobSummary[]; onOpen: (blob: BlobLink) => void; firstOnScreen?: boolean }) {
  const { t } = useT();
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {blobs.map((blob, index) => (
        <li key={blob._id} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
          {blob.image && (
            <img
              src={blob.image}
              alt=""
              width={800}
              height={450}
              loading={firstOnScreen && index === 0 ? "eager" : "lazy"}
              fetchPriority={firstOnScreen && index === 0 ? "high" : "auto"}
              className="aspect-video w-full object-cover"
            />
          )}
          <div className="flex flex-1 flex-col p-4">
            <h3 lang={blob.textLang?.title} className="font-semibold text-stone-900">
              <Link to={blobPath(blob.slug)} className="hover:underline">
                {blob.title}
              </Link>
            </h3>
            <p lang={blob.textLang?.excerpt} className="mt-1 flex-1 text-sm text-stone-700">
              {blob.excerpt}
            </p>
            <button type="button" onClick={() => onOpen(blob)} className="mt-3 self-start rounded-lg px-3 py-2 text-sm font-semibold text-leaf-800 ring-1 ring-leaf-700 hover:bg-leaf-50">
              {t("content.readMore")}
              <span className="sr-only"> {t("content.readMoreAbout", { title: blob.title })}</span>
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function Blobs({ loaderData }: Route.ComponentProps) {
  const { categories, blobs } = loaderData;
  const { t } = useT();
  // Special categories are known by their English name (`key`), whatever the page's language.
  const nonProduct = categories.find((category) => category.key === NON_PRODUCT_CATEGORY);
  const tiles = categories.filter((category) => category.key !== NON_PRODUCT_CATEGORY);
  const [selected, setSelected] = useState<string>(tiles[0]?._id ?? "");
  const [open, setOpen] = useState<BlobLink | null>(null);
  const selectedBlobs = blobs.filter((blob) => blob.categoryId === selected);
  const selectedName = tiles.find((tile) => tile._id === selected)?.name;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-900">{t("content.blobsHeading")}</h1>
      <p className="mt-2 text-stone-700">{t("content.blobsIntro")}</p>
      <div role="group" aria-label={t("content.categories")} className="mt-6 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {tiles.map((category) => (
          <button
            key={category._id}
            type="button"
            aria-pressed={category._id === selected}
            onClick={() => setSelected(category._id)}
            className={`flex flex-col items-center gap-1 rounded-xl p-4 text-sm font-semibold ring-1 transition-colors ${
              category._id === selected ? "bg-leaf-700 text-white ring-leaf-700" : "bg-white text-stone-800 ring-stone-200 hover:bg-leaf-50"
            }`}
          >
            <span aria-hidden="true" className="text-2xl">
              {ICONS[category.key] ?? DEFAULT_ICON}
            </span>
            <span lang={category.textLang?.name}>{category.name}</span>
          </button>
        ))}
      </div>

      <section aria-labelledby="selected-blobs" className="mt-8">
        <h2 id="selected-blobs" className="text-2xl font-bold text-stone-900">
          {selectedName ? t("content.categoryBlobs", { name: selectedName }) : t("content.blobs")}
        </h2>
        {selectedBlobs.length === 0 ? <p className="mt-3 text-stone-700">{t("content.noBlobs")}</p> : <BlobList blobs={selectedBlobs} onOpen={setOpen} firstOnScreen />}
      </section>

      <section aria-labelledby="grd-blobs" className="mt-12">
        <h2 id="grd-blobs" className="text-2xl font-bold text-stone-900">
          {t("content.grdHeading")}
        </h2>
        {nonProduct ? (
          <BlobList blobs={blobs.filter((blob) => blob.categoryId === nonProduct._id)} onOpen={setOpen} />
        ) : (
          <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {t("content.nonProductMissing")}
          </p>
        )}
      </section>

      {open && <BlobModal link={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
