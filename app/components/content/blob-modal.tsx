import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import type { BlobLink, BlobView } from "../../../worker/domains/catalogue/shared/views";
import { blobPath } from "../../../worker/domains/catalogue/shared/slug";
import { BlobArticle } from "./blob-article";
import { FetchedContent, useFetchedJson } from "../ui/fetched-json";
import { Modal } from "../ui/modal";

/** A blob opened from a product card: the dialog opens at once with the title, the text follows from the API. */
export function BlobModal({ link, onClose }: { link: BlobLink; onClose: () => void }) {
  // The article in the page's language (issue 30: `?lang=te` answers its Telugu, sections marked where still English).
  const { t, lang } = useT();
  const fetched = useFetchedJson<BlobView>(`/api/admin/blob/blobs/${encodeURIComponent(link._id)}${lang === "te" ? "?lang=te" : ""}`);
  return (
    <Modal title={link.title} onClose={onClose}>
      <FetchedContent fetched={fetched} failedText={t("content.articleFailed")}>
        {(blob) => <BlobArticle blob={blob} />}
      </FetchedContent>
      <p className="px-6 pb-6">
        <Link to={blobPath(link.slug)} className="font-semibold text-leaf-800 underline">
          {t("content.openArticle")}<span className="sr-only">: {link.title}</span>
        </Link>
      </p>
    </Modal>
  );
}
