import { useEffect, useState } from "react";
import type { BlobLink, BlobView } from "~/lib/catalog";
import { BlobArticle } from "./blob-article";
import { Modal } from "./modal";

type Loaded = { state: "loading" } | { state: "ready"; blob: BlobView } | { state: "failed" };

/** A blob opened from a product card: the dialog opens at once with the title, the text follows from the API. */
export function BlobModal({ link, onClose }: { link: BlobLink; onClose: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/admin/blob/blobs/${encodeURIComponent(link._id)}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        setLoaded({ state: "ready", blob: (await response.json()) as BlobView });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ state: "failed" });
      });
    return () => controller.abort();
  }, [link._id]);

  return (
    <Modal title={link.title} onClose={onClose}>
      {loaded.state === "ready" && <BlobArticle blob={loaded.blob} />}
      {loaded.state === "loading" && (
        <p role="status" className="text-stone-700">
          Loading…
        </p>
      )}
      {loaded.state === "failed" && (
        <p role="alert" className="text-red-800">
          This article could not be loaded. Please check your connection and try again.
        </p>
      )}
    </Modal>
  );
}
