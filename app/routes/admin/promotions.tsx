import { useState } from "react";
import { ErrorAlert } from "~/components/ui/form-field";
import { ImageUploader } from "~/components/admin/image-uploader";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { keepPageOnFailure } from "~/lib/client-action";
import { promotionInputSchema } from "../../../worker/domains/catalogue/shared/schemas";
import { youTubeEmbedUrl } from "../../../worker/domains/content/shared/video";
import { idOf } from "../../../worker/http/admin-actions.server";
import { addPromotion, deletePromotion, listPromotions } from "../../../worker/domains/content/page.server";
import { parseInput, readSubmission, unknownAction } from "../../../worker/http/input.server";
import { actionFailure, requireAdminUser, serviceContextFrom } from "../../../worker/http/session.server";
import type { Route } from "./+types/promotions";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Promotions | Ghani Admin" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdminUser(context, url);
  return { promotions: await listPromotions(serviceContextFrom(context)) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const actor = requireAdminUser(context, url);
  const ctx = serviceContextFrom(context);
  try {
    const submission = await readSubmission(request);
    if (submission.intent === "create") {
      await addPromotion(ctx, actor, parseInput(promotionInputSchema, submission));
      return { ok: true as const };
    }
    if (submission.intent === "delete") {
      await deletePromotion(ctx, actor, idOf(submission));
      return { ok: true as const };
    }
    throw unknownAction();
  } catch (error) {
    return actionFailure(error);
  }
}

/** A dropped connection or a 5xx keeps the page and what was typed (see keepPageOnFailure). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

type PromotionType = "image" | "video";

function DeleteButton({ label, onDelete, disabled }: { label: string; onDelete: () => void; disabled: boolean }) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onDelete}
      className="absolute top-2 right-2 rounded-md bg-red-700 px-3 py-1 text-sm font-semibold text-white opacity-100 shadow transition-opacity group-hover:opacity-100 focus:opacity-100 md:opacity-0"
    >
      Delete<span className="sr-only"> {label}</span>
    </button>
  );
}

export default function PromotionsAdmin({ loaderData }: Route.ComponentProps) {
  const [type, setType] = useState<PromotionType>("image");
  const [image, setImage] = useState("");
  const [video, setVideo] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { submit, busy, fetcher } = useAdminFetcher({
    onDone: (intent) => {
      setError(null);
      if (intent === "create") {
        setType("image");
        setImage("");
        setVideo("");
      }
    },
    onError: (message) => setError(message || "Failed to save promotion"),
  });
  const creating = busy && (fetcher.json as { intent?: string } | undefined)?.intent === "create";
  const images = loaderData.promotions.filter((p) => p.type === "image");
  const videos = loaderData.promotions.filter((p) => p.type === "video");

  return (
    <section aria-labelledby="promotions-heading" className="max-w-5xl">
      <h2 id="promotions-heading" className="text-2xl font-bold text-stone-900">
        Promotions Management
      </h2>
      <form
        className="mt-4 space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
        onSubmit={(event) => {
          event.preventDefault();
          const link = type === "image" ? image : video.trim();
          if (!link) return setError(type === "image" ? "Choose an image first" : "Paste a YouTube video URL first");
          submit({ intent: "create", type, link });
        }}
      >
        <div>
          <label htmlFor="promotion-type" className="block text-sm font-semibold text-stone-800">Type</label>
          <select
            id="promotion-type"
            value={type}
            onChange={(e) => setType(e.target.value as PromotionType)}
            className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
          >
            <option value="image">Image</option>
            <option value="video">Video</option>
          </select>
        </div>
        {type === "image" ? (
          <ImageUploader label="Image" multiple={false} value={image ? [image] : []} onChange={(urls) => setImage(urls[0] ?? "")} onError={setError} />
        ) : (
          <div>
            <label htmlFor="promotion-video" className="block text-sm font-semibold text-stone-800">Video URL</label>
            <input
              id="promotion-video"
              type="url"
              value={video}
              onChange={(e) => setVideo(e.target.value)}
              placeholder="Paste YouTube video URL here"
              className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2"
            />
          </div>
        )}
        <ErrorAlert message={error} />
        <button type="submit" disabled={busy} className="inline-flex items-center gap-2 rounded-lg bg-leaf-700 px-5 py-2 font-semibold text-white disabled:opacity-60">
          {creating && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" />}
          Create Promotion
        </button>
      </form>

      <h3 className="mt-10 text-xl font-bold text-stone-900">Existing Promotions</h3>
      <h4 className="mt-4 text-lg font-semibold text-stone-800">Images</h4>
      {images.length === 0 ? (
        <p className="mt-2 text-stone-700">No image promotions yet.</p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-4 md:grid-cols-3">
          {images.map((promotion, index) => (
            <li key={promotion._id} className="group relative overflow-hidden rounded-xl ring-1 ring-stone-200">
              <img src={promotion.link} alt={`Gallery image ${index + 1}`} width={400} height={300} loading="lazy" className="aspect-[4/3] w-full object-cover" />
              <DeleteButton label={`gallery image ${index + 1}`} disabled={busy} onDelete={() => submit({ intent: "delete", id: promotion._id })} />
            </li>
          ))}
        </ul>
      )}
      <h4 className="mt-6 text-lg font-semibold text-stone-800">Videos</h4>
      {videos.length === 0 ? (
        <p className="mt-2 text-stone-700">No video promotions yet.</p>
      ) : (
        <ul className="mt-3 grid gap-4 md:grid-cols-2">
          {videos.map((promotion, index) => (
            <li key={promotion._id} className="group relative overflow-hidden rounded-xl bg-black ring-1 ring-stone-200">
              <iframe
                src={youTubeEmbedUrl(promotion.link) ?? undefined}
                title={`Gallery video ${index + 1}`}
                loading="lazy"
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
                className="aspect-video w-full"
              />
              <DeleteButton label={`gallery video ${index + 1}`} disabled={busy} onDelete={() => submit({ intent: "delete", id: promotion._id })} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
