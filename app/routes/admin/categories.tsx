/**
 * Admin → Categories: add, rename (inline) and delete; each name has its Telugu beside it (issue 30). `?edit=<id>`
 * opens a category's row for editing at once (the Translations page links here).
 */
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ErrorAlert } from "~/components/ui/form-field";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { WarningsConfirmation } from "~/components/admin/warnings-confirmation";
import { keepPageOnFailure } from "~/lib/client-action";
import { categoryInputSchema } from "../../../worker/domains/catalogue/shared/schemas";
import { adminActionFailure, idOf, warningsModeOf } from "../../../worker/http/admin-actions.server";
import { addCategory, deleteCategory, listAdminCategories, renameCategory } from "../../../worker/domains/catalogue/page.server";
import type { CategoryListView } from "../../../worker/domains/catalogue/shared/views";
import { parseInput, readSubmission, unknownAction } from "../../../worker/http/input.server";
import { requireAdminUser, serviceContextFrom } from "../../../worker/http/session.server";
import type { Route } from "./+types/categories";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Categories | Ghani Admin" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdminUser(context, url);
  return { categories: await listAdminCategories(serviceContextFrom(context)) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const actor = requireAdminUser(context, url);
  const ctx = serviceContextFrom(context);
  try {
    const submission = await readSubmission(request);
    switch (submission.intent) {
      case "add":
        await addCategory(ctx, actor, parseInput(categoryInputSchema, submission), warningsModeOf(submission));
        return { ok: true as const };
      case "rename":
        await renameCategory(ctx, actor, idOf(submission), parseInput(categoryInputSchema, submission), warningsModeOf(submission));
        return { ok: true as const };
      case "delete":
        await deleteCategory(ctx, actor, idOf(submission));
        return { ok: true as const };
      default:
        throw unknownAction();
    }
  } catch (error) {
    return adminActionFailure(error);
  }
}

/** A dropped connection or a 5xx keeps the page and what was typed (see keepPageOnFailure). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

const DELETE_CONFIRMATION =
  "If you delete the category all the products associated in this category will be deleted. So Are you sure?";

const FALLBACK: Record<string, string> = {
  add: "Failed to add category",
  rename: "Failed to update category",
  delete: "Failed to delete category",
};

function CategoryRow({
  category,
  startEditing,
  onRename,
  onDelete,
  busy,
}: {
  category: CategoryListView;
  startEditing: boolean;
  onRename: (name: string, teName: string) => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const [editing, setEditing] = useState(startEditing);
  const [draft, setDraft] = useState(category.name);
  const [teDraft, setTeDraft] = useState(category.te.name ?? "");
  const confirmRename = () => {
    if (draft.trim() && (draft.trim() !== category.name || teDraft.trim() !== (category.te.name ?? ""))) onRename(draft.trim(), teDraft.trim());
    setEditing(false);
  };
  const keys = (event: { key: string }) => {
    if (event.key === "Enter") confirmRename();
    if (event.key === "Escape") setEditing(false);
  };
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg bg-white px-4 py-3 ring-1 ring-stone-200">
      {editing ? (
        <div className="grid flex-1 gap-2 sm:grid-cols-2">
          <input
            aria-label={`New name for ${category.name}`}
            value={draft}
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={keys}
            className="rounded-md border border-stone-300 px-3 py-1.5"
          />
          <input
            aria-label={`Telugu name for ${category.name}`}
            lang="te"
            value={teDraft}
            placeholder="Telugu name"
            onChange={(event) => setTeDraft(event.target.value)}
            onKeyDown={keys}
            className="rounded-md border border-stone-300 px-3 py-1.5"
          />
        </div>
      ) : (
        <span className="font-semibold text-stone-900">
          {category.name}
          {category.te.name ? (
            <span lang="te" className="ml-2 font-normal text-stone-700">
              {category.te.name}
            </span>
          ) : (
            <span className="ml-2 text-xs font-normal text-amber-800">(no Telugu name)</span>
          )}
        </span>
      )}
      <div className="flex gap-2">
        {editing ? (
          <>
            <button type="button" onClick={confirmRename} className="rounded-md bg-leaf-700 px-3 py-1.5 text-sm font-semibold text-white">
              Confirm
            </button>
            <button type="button" onClick={() => setEditing(false)} className="rounded-md px-3 py-1.5 text-sm font-semibold text-stone-700 ring-1 ring-stone-300">
              Cancel
            </button>
          </>
        ) : (
          <button
            type="button"
            onClick={() => {
              setDraft(category.name);
              setTeDraft(category.te.name ?? "");
              setEditing(true);
            }}
            className="rounded-md px-3 py-1.5 text-sm font-semibold text-leaf-800 ring-1 ring-leaf-700"
          >
            Edit<span className="sr-only"> {category.name}</span>
          </button>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            if (window.confirm(DELETE_CONFIRMATION)) onDelete();
          }}
          className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          Delete<span className="sr-only"> {category.name}</span>
        </button>
      </div>
    </li>
  );
}

export default function CategoriesAdmin({ loaderData }: Route.ComponentProps) {
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [teName, setTeName] = useState("");
  const editId = useSearchParams()[0].get("edit");
  const { submit, busy, pendingWarnings } = useAdminFetcher({
    onDone: (intent) => {
      setError(null);
      if (intent === "add") {
        setName("");
        setTeName("");
      }
    },
    onError: (message, intent) => setError(message || FALLBACK[intent] || "Something went wrong"),
    onWarnings: () => setError(null),
  });

  return (
    // An edit (of the new name or a rename) replaces the text the warnings were about: Save anyway must not save the older one.
    <section aria-labelledby="categories-heading" className="max-w-3xl" onChange={pendingWarnings?.dismiss}>
      <h2 id="categories-heading" className="text-2xl font-bold text-stone-900">
        Categories
      </h2>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          // A blank name (after trimming) does nothing.
          if (!name.trim()) return;
          submit({ intent: "add", name: name.trim(), te: { name: teName.trim() } });
        }}
      >
        <div className="min-w-48 flex-1">
          <label htmlFor="new-category" className="sr-only">
            New category name
          </label>
          <input
            id="new-category"
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="New category name"
            className="w-full rounded-lg border border-stone-300 px-3 py-2"
          />
        </div>
        <div className="min-w-48 flex-1">
          <label htmlFor="new-category-te" className="sr-only">
            Telugu name
          </label>
          <input
            id="new-category-te"
            lang="te"
            value={teName}
            onChange={(event) => setTeName(event.target.value)}
            placeholder="Telugu name (optional)"
            className="w-full rounded-lg border border-stone-300 px-3 py-2"
          />
        </div>
        <button type="submit" disabled={busy} className="rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white disabled:opacity-60">
          Add Category
        </button>
      </form>
      <div className="mt-4 space-y-3">
        <ErrorAlert message={error} />
        <WarningsConfirmation pending={pendingWarnings} busy={busy} />
      </div>
      {loaderData.categories.length === 0 ? (
        <p className="mt-6 text-stone-700">No categories found</p>
      ) : (
        <ul className="mt-6 space-y-2">
          {loaderData.categories.map((category) => (
            <CategoryRow
              key={`${category._id}-${category.name}-${category.te.name ?? ""}`}
              category={category}
              startEditing={category._id === editId}
              busy={busy}
              onRename={(newName, newTeName) => submit({ intent: "rename", id: category._id, name: newName, te: { name: newTeName } })}
              onDelete={() => submit({ intent: "delete", id: category._id })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
