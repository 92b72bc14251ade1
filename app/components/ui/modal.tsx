import { useEffect, useRef, type ReactNode } from "react";
import { useT } from "~/lib/i18n";

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, closes on Escape and returns focus
 * to where it was. A click on the backdrop closes it too.
 */
export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useT();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-label={title}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="m-auto max-h-[90vh] w-[min(44rem,92vw)] overflow-y-auto rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-black/50"
    >
      <div className="sticky top-0 flex items-center justify-between border-b border-stone-200 bg-white px-6 py-4">
        <h2 className="text-xl font-bold text-stone-900">{title}</h2>
        <button type="button" onClick={onClose} className="rounded-md px-2 py-1 text-2xl leading-none text-stone-700 hover:bg-stone-100">
          <span aria-hidden="true">×</span>
          <span className="sr-only">{t("common.close")}</span>
        </button>
      </div>
      <div className="px-6 py-5">{children}</div>
    </dialog>
  );
}
