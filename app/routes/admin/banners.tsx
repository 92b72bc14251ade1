/**
 * Admin → Banners: the carousel's pictures and titles, each title with its Telugu beside it, and optionally a
 * Telugu picture for the Telugu pages (a banner's picture usually carries words; issue 30). `?edit=<id>` opens a
 * banner's form at once (the Translations page links here).
 */
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ErrorAlert } from "~/components/ui/form-field";
import { ImageUploader } from "~/components/admin/image-uploader";
import { DeleteButton, EditButton } from "~/components/admin/row-actions";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { WarningsConfirmation } from "~/components/admin/warnings-confirmation";
import { TeluguField } from "~/components/admin/telugu-field";
import { keepPageOnFailure } from "~/lib/client-action";
import { bannerInputSchema } from "../../../worker/domains/catalogue/shared/schemas";
import { saveOrDeleteAction } from "../../../worker/http/admin-actions.server";
import { addBanner, deleteBanner, listBanners, updateBanner } from "../../../worker/domains/content/page.server";
import { requireAdminUser, serviceContextFrom } from "../../../worker/http/session.server";
import type { BannerView } from "../../../worker/domains/catalogue/shared/views";
import type { Route } from "./+types/banners";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Banners | Ghani Admin" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdminUser(context, url);
  return { banners: await listBanners(serviceContextFrom(context)) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  return saveOrDeleteAction(request, context, url, { schema: bannerInputSchema, add: addBanner, update: updateBanner, remove: deleteBanner });
}

/** A dropped connection or a 5xx keeps the page and what was typed (see keepPageOnFailure). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

type FormState = { id: string | null; title: string; banner: string; te: { title: string; banner: string } };
const EMPTY: FormState = { id: null, title: "", banner: "", te: { title: "", banner: "" } };

const formFrom = (banner: BannerView): FormState => ({
  id: banner._id,
  title: banner.title,
  banner: banner.banner,
  te: { title: banner.te.title ?? "", banner: banner.te.banner ?? "" },
});

export default function BannersAdmin({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const [form, setForm] = useState<FormState>(() => {
    const editing = loaderData.banners.find((banner) => banner._id === searchParams.get("edit"));
    return editing ? formFrom(editing) : EMPTY;
  });
  const [error, setError] = useState<string | null>(null);
  const { submit, busy, pendingWarnings } = useAdminFetcher({
    onDone: (intent) => {
      setError(null);
      if (intent === "save") setForm(EMPTY);
    },
    onError: (message, intent) => setError(message || (intent === "delete" ? "Failed to delete banner" : "Failed to save banner")),
    onWarnings: () => setError(null),
  });

  return (
    <section aria-labelledby="banners-heading" className="max-w-4xl">
      <h2 id="banners-heading" className="text-2xl font-bold text-stone-900">
        Banners
      </h2>
      <form
        aria-label={form.id ? `Edit ${form.title}` : "Add a banner"}
        className="mt-4 space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
        // An edit replaces the text the warnings were about: Save anyway must not save the older text.
        onChange={pendingWarnings?.dismiss}
        onSubmit={(event) => {
          event.preventDefault();
          if (!form.banner) return setError("Please upload a banner image");
          submit({ intent: "save", ...form });
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <div>
            <label htmlFor="banner-title" className="block text-sm font-semibold text-stone-800">Title</label>
            <input
              id="banner-title"
              required
              value={form.title}
              onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))}
              className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2"
            />
          </div>
          <TeluguField id="banner-te-title" field="title" value={form.te.title} onChange={(title) => setForm((f) => ({ ...f, te: { ...f.te, title } }))} />
        </div>
        <ImageUploader
          label="Banner Image"
          multiple={false}
          value={form.banner ? [form.banner] : []}
          onChange={(urls) => setForm((f) => ({ ...f, banner: urls[0] ?? "" }))}
          onError={setError}
        />
        <ImageUploader
          label="Telugu banner image (optional: the Telugu pages show it instead, when the picture has words on it)"
          multiple={false}
          value={form.te.banner ? [form.te.banner] : []}
          onChange={(urls) => setForm((f) => ({ ...f, te: { ...f.te, banner: urls[0] ?? "" } }))}
          onError={setError}
        />
        <ErrorAlert message={error} />
        <WarningsConfirmation pending={pendingWarnings} busy={busy} />
        <div className="flex gap-3">
          <button type="submit" disabled={busy} className="rounded-lg bg-leaf-700 px-5 py-2 font-semibold text-white disabled:opacity-60">
            {form.id ? "Update Banner" : "Add Banner"}
          </button>
          {form.id && (
            <button type="button" onClick={() => setForm(EMPTY)} className="rounded-lg px-5 py-2 font-semibold text-stone-800 ring-1 ring-stone-300">
              Cancel
            </button>
          )}
        </div>
      </form>
      <ul className="mt-8 space-y-4">
        {loaderData.banners.map((banner) => (
          <li key={banner._id} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
            <img src={banner.banner} alt={banner.title} width={1200} height={400} loading="lazy" className="aspect-[3/1] w-full object-cover" />
            <div className="flex items-center justify-between gap-3 p-4">
              <div>
                <h3 className="font-semibold text-stone-900">{banner.title}</h3>
                {banner.te.title && (
                  <p lang="te" className="text-sm text-stone-700">
                    {banner.te.title}
                  </p>
                )}
              </div>
              <div className="flex gap-2">
                <EditButton label={banner.title} onEdit={() => setForm(formFrom(banner))} />
                <DeleteButton
                  label={banner.title}
                  confirmation="Are you sure you want to delete this banner?"
                  disabled={busy}
                  onDelete={() => submit({ intent: "delete", id: banner._id })}
                />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
