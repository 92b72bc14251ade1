/**
 * Admin → Blobs (articles): pick a category, then write an article in sections; the title and every section's
 * heading and paragraph have their Telugu beside them (issue 30). `?edit=<id>` opens an article's form at once.
 */
import { useState } from "react";
import { useSearchParams } from "react-router";
import { BlobArticle } from "~/components/content/blob-article";
import { ErrorAlert } from "~/components/ui/form-field";
import { ImageUploader } from "~/components/admin/image-uploader";
import { DeleteButton, EditButton } from "~/components/admin/row-actions";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { WarningsConfirmation } from "~/components/admin/warnings-confirmation";
import { Modal } from "~/components/ui/modal";
import { TeluguField } from "~/components/admin/telugu-field";
import { keepPageOnFailure } from "~/lib/client-action";
import { blobExcerpt, type BlobView } from "../../../worker/domains/catalogue/shared/views";
import { blobInputSchema } from "../../../worker/domains/catalogue/shared/schemas";
import { saveOrDeleteAction } from "../../../worker/http/admin-actions.server";
import { listAdminCategories } from "../../../worker/domains/catalogue/page.server";
import { addBlob, deleteBlob, listBlobs, updateBlob } from "../../../worker/domains/content/page.server";
import { requireAdminUser, serviceContextFrom } from "../../../worker/http/session.server";
import type { Route } from "./+types/blobs";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Blobs | Ghani Admin" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdminUser(context, url);
  const ctx = serviceContextFrom(context);
  const [categories, blobs] = await Promise.all([listAdminCategories(ctx), listBlobs(ctx)]);
  return { categories, blobs };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  return saveOrDeleteAction(request, context, url, { schema: blobInputSchema, add: addBlob, update: updateBlob, remove: deleteBlob });
}

/** A dropped connection or a 5xx keeps the page and what was typed (see keepPageOnFailure). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

/** A section with its Telugu heading and paragraph ("" = none). */
type Section = { key: string; heading: string; paragraph: string; teHeading: string; teParagraph: string };
type FormState = { id: string | null; title: string; teTitle: string; images: string[]; content: Section[] };

const newSection = (): Section => ({ key: crypto.randomUUID(), heading: "", paragraph: "", teHeading: "", teParagraph: "" });
const emptyForm = (): FormState => ({ id: null, title: "", teTitle: "", images: [], content: [newSection()] });

function formFrom(blob: BlobView): FormState {
  return {
    id: blob._id,
    title: blob.title,
    teTitle: blob.te.title ?? "",
    images: blob.images,
    content: blob.content.map((s, index) => ({
      key: crypto.randomUUID(),
      heading: s.heading,
      paragraph: s.paragraph,
      teHeading: blob.te.content?.[index]?.heading ?? "",
      teParagraph: blob.te.content?.[index]?.paragraph ?? "",
    })),
  };
}

const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2";

export default function BlobsAdmin({ loaderData }: Route.ComponentProps) {
  const { categories, blobs } = loaderData;
  const [searchParams] = useSearchParams();
  // Opened from a link to one article's editor (?edit=<id>): its category chosen, its form filled.
  const [opened] = useState(() => blobs.find((blob) => blob._id === searchParams.get("edit")) ?? null);
  const [categoryId, setCategoryId] = useState(opened?.categoryId ?? "");
  const [form, setForm] = useState<FormState>(() => (opened ? formFrom(opened) : emptyForm()));
  const [error, setError] = useState<string | null>(null);
  const [viewing, setViewing] = useState<BlobView | null>(null);
  const { submit, busy, pendingWarnings } = useAdminFetcher({
    onDone: (intent) => {
      setError(null);
      if (intent === "save") setForm(emptyForm());
    },
    onError: (message, intent) => setError(message || (intent === "delete" ? "Failed to delete blob" : "Failed to save blob")),
    onWarnings: () => setError(null),
  });

  const setSection = (key: string, change: Partial<Section>) =>
    setForm((f) => ({ ...f, content: f.content.map((s) => (s.key === key ? { ...s, ...change } : s)) }));
  const categoryBlobs = blobs.filter((blob) => blob.categoryId === categoryId);

  return (
    <section aria-labelledby="blobs-heading" className="max-w-4xl">
      <h2 id="blobs-heading" className="text-2xl font-bold text-stone-900">
        Blobs
      </h2>
      <div className="mt-4">
        <label htmlFor="blob-category" className="block text-sm font-semibold text-stone-800">Category</label>
        <select
          id="blob-category"
          value={categoryId}
          onChange={(e) => {
            setCategoryId(e.target.value);
            setForm(emptyForm());
          }}
          className={inputClass}
        >
          <option value="">Select a category first</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>

      {categoryId && (
        <>
          <form
            aria-label={form.id ? `Edit ${form.title}` : "Add a blob"}
            className="mt-4 space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
            // An edit replaces the text the warnings were about: Save anyway must not save the older text.
            onChange={pendingWarnings?.dismiss}
            onSubmit={(event) => {
              event.preventDefault();
              submit({
                intent: "save",
                id: form.id,
                categoryId,
                title: form.title,
                images: form.images,
                content: form.content.map(({ heading, paragraph }) => ({ heading, paragraph })),
                te: { title: form.teTitle, content: form.content.map(({ teHeading, teParagraph }) => ({ heading: teHeading, paragraph: teParagraph })) },
              });
            }}
          >
            <div className="grid gap-4 md:grid-cols-2">
              <div>
                <label htmlFor="blob-title" className="block text-sm font-semibold text-stone-800">Title</label>
                <input id="blob-title" required value={form.title} onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))} className={inputClass} />
              </div>
              <TeluguField id="blob-te-title" field="title" value={form.teTitle} onChange={(teTitle) => setForm((f) => ({ ...f, teTitle }))} />
            </div>
            <ImageUploader label="Blob images" value={form.images} onChange={(images) => setForm((f) => ({ ...f, images }))} onError={setError} />
            <fieldset className="space-y-4">
              <legend className="text-sm font-bold text-stone-800">Content sections</legend>
              {form.content.map((section, index) => (
                <div key={section.key} className="grid gap-x-4 gap-y-3 rounded-lg bg-stone-50 p-4 ring-1 ring-stone-200 md:grid-cols-2">
                  <div>
                    <label htmlFor={`heading-${section.key}`} className="block text-sm font-semibold text-stone-800">
                      Section {index + 1} heading
                    </label>
                    <input id={`heading-${section.key}`} required value={section.heading} onChange={(e) => setSection(section.key, { heading: e.target.value })} className={inputClass} />
                  </div>
                  <TeluguField id={`te-heading-${section.key}`} field={`section ${index + 1} heading`} value={section.teHeading} onChange={(teHeading) => setSection(section.key, { teHeading })} />
                  <div>
                    <label htmlFor={`paragraph-${section.key}`} className="block text-sm font-semibold text-stone-800">
                      Section {index + 1} paragraph
                    </label>
                    <textarea id={`paragraph-${section.key}`} required rows={4} value={section.paragraph} onChange={(e) => setSection(section.key, { paragraph: e.target.value })} className={inputClass} />
                  </div>
                  <TeluguField id={`te-paragraph-${section.key}`} field={`section ${index + 1} paragraph`} rows={4} value={section.teParagraph} onChange={(teParagraph) => setSection(section.key, { teParagraph })} />
                  {index > 0 && (
                    <button
                      type="button"
                      onClick={() => setForm((f) => ({ ...f, content: f.content.filter((s) => s.key !== section.key) }))}
                      className="justify-self-start text-sm font-semibold text-red-700 underline md:col-span-2"
                    >
                      Remove section {index + 1}
                    </button>
                  )}
                </div>
              ))}
              <button type="button" onClick={() => setForm((f) => ({ ...f, content: [...f.content, newSection()] }))} className="rounded-md px-3 py-1.5 text-sm font-semibold text-leaf-800 ring-1 ring-leaf-700">
                Add Section
              </button>
            </fieldset>
            <ErrorAlert message={error} />
            <WarningsConfirmation pending={pendingWarnings} busy={busy} />
            <div className="flex gap-3">
              <button type="submit" disabled={busy} className="rounded-lg bg-leaf-700 px-5 py-2 font-semibold text-white disabled:opacity-60">
                {form.id ? "Update Blob" : "Add Blob"}
              </button>
              {form.id && (
                <button type="button" onClick={() => setForm(emptyForm())} className="rounded-lg px-5 py-2 font-semibold text-stone-800 ring-1 ring-stone-300">
                  Cancel
                </button>
              )}
            </div>
          </form>

          {categoryBlobs.length === 0 ? (
            <p className="mt-6 text-stone-700">No blobs in this category yet.</p>
          ) : (
            <ul className="mt-6 space-y-3">
              {categoryBlobs.map((blob) => (
                <li key={blob._id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                  <h3 className="font-semibold text-stone-900">{blob.title}</h3>
                  <p className="mt-1 text-sm text-stone-700">{blobExcerpt(blob)}</p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <button type="button" onClick={() => setViewing(blob)} className="rounded-md px-3 py-1.5 text-sm font-semibold text-leaf-800 ring-1 ring-leaf-700">
                      View Full Blob
                    </button>
                    <EditButton label={blob.title} onEdit={() => setForm(formFrom(blob))} />
                    <DeleteButton
                      label={blob.title}
                      confirmation="Are you sure you want to delete this blob?"
                      disabled={busy}
                      onDelete={() => submit({ intent: "delete", id: blob._id })}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {viewing && (
        <Modal title={viewing.title} onClose={() => setViewing(null)}>
          <BlobArticle blob={viewing} />
        </Modal>
      )}
    </section>
  );
}
