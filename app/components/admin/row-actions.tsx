/**
 * The Edit and Delete buttons of an admin list row. Edit fills the page's form and scrolls it into view;
 * Delete asks the spec's confirmation first. `label` names the record for screen readers.
 */
export function EditButton({ label, onEdit }: { label: string; onEdit: () => void }) {
  return (
    <button
      type="button"
      onClick={() => {
        onEdit();
        window.scrollTo({ top: 0, behavior: "smooth" });
      }}
      className="rounded-md px-3 py-1.5 text-sm font-semibold text-stone-800 ring-1 ring-stone-300"
    >
      Edit<span className="sr-only"> {label}</span>
    </button>
  );
}

export function DeleteButton({ label, confirmation, disabled, onDelete }: { label: string; confirmation: string; disabled: boolean; onDelete: () => void }) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => {
        if (window.confirm(confirmation)) onDelete();
      }}
      className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-60"
    >
      Delete<span className="sr-only"> {label}</span>
    </button>
  );
}
