import { useState } from "react";
import { ErrorAlert } from "~/components/ui/form-field";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { WarningsConfirmation } from "~/components/admin/warnings-confirmation";
import { keepPageOnFailure } from "~/lib/client-action";
import { categoryInputSchema } from "../../../worker/domains/catalogue/shared/schemas";
import { adminActionFailure, idOf, warningsModeOf } from "../../../worker/http/admin-actions.server";
import { addCategory, deleteCategory, listCategories, renameCategory } from "../../../worker/domains/catalogue/page.server";
import { parseInput, readSubmission, unknownAction } from "../../../worker/http/input.server";
import { requireAdminUser, serviceContextFrom } from "../../../worker/http/session.server";
import type { Route } from "./+types/categories";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Categories | Ghani Admin" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdminUser(context, url);
  return { categories: await listCategories(serviceContextFrom(context)) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const actor = requireAdminUser(context, url);
  const ctx = serviceContextFrom(context);
  try {
    const submission = await readSubmission(request);
    switch (submission.intent) {
      case "add":
        await addCategory(ctx, actor, parseInput(categoryInputSchema, submission).name, warningsModeOf(submission));
        return { ok: true as const };
      case "rename":
        await renameCategory(ctx, actor, idOf(submission), parseInput(categoryInputSchema, submission).name, warningsModeOf(submission));
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
  onRename,
  onDelete,
  busy,
}: {
  category: { _id: string; name: string };
  onRename: (name: string) => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(category.name);
  const confirmRename = () => {
    if (draft.trim() && draft.trim() !== category.name) onRename(draft.trim());
    setEditing(false);
  };
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg bg-white px-4 py-3 ring-1 ring-stone-200">
      {editing ? (
        <input
          aria-label={`New name for ${category.name}`}
          value={draft}
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") confirmRename();
            if (event.key === "Escape") setEditing(false);
          }}
          className="flex-1 rounded-md border border-stone-300 px-3 py-1.5"
        />
      ) : (
        <span className="font-semibold text-stone-900">{category.name}</span>
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
  const { submit, busy, pendingWarnings } = useAdminFetcher({
    onDone: (intent) => {
      setError(null);
      if (intent === "add") setName("");
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
        className="mt-4 flex gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          // A blank name (after trimming) does nothing.
          if (!name.trim()) return;
          submit({ intent: "add", name: name.trim() });
        }}
      >
        <label htmlFor="new-category" className="sr-only">
          New category name
        </label>
        <input
          id="new-category"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="New category name"
          className="flex-1 rounded-lg border border-stone-300 px-3 py-2"
        />
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
              key={`${category._id}-${category.name}`}
              category={category}
              busy={busy}
              onRename={(newName) => submit({ intent: "rename", id: category._id, name: newName })}
              onDelete={() => submit({ intent: "delete", id: category._id })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
