import { useSyncExternalStore } from "react";
import { notify } from "~/lib/notify";
import { useT } from "~/lib/i18n";

/** The text a shared product link carries: name, price and the page's address (WhatsApp shows all three). */
export function shareText(name: string, price: string, url: string): string {
  return `${name} - ${price}\n${url}`;
}

/** The page's address for sharing a pack: the page's own for the pack it opens on, else naming the pack (`?pack=`). */
export function packShareUrl(pageUrl: string, packId: string, defaultPackId: string): string {
  return packId === defaultPackId ? pageUrl : `${pageUrl}?pack=${encodeURIComponent(packId)}`;
}

export const whatsAppShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

const neverChanges = () => () => {};
const browserCanShare = () => typeof navigator.share === "function";

/**
 * Share a page: the phone's own share sheet where the browser has the Web Share API (shown only once the page
 * knows it does, so no dead button is drawn), a WhatsApp link and a copy-link button that work everywhere.
 */
export function ShareLinks({ title, text, url }: { title: string; text: string; url: string }) {
  const canShare = useSyncExternalStore(neverChanges, browserCanShare, () => false);
  const { t } = useT();

  async function share() {
    try {
      await navigator.share({ title, text, url });
    } catch {
      // The shopper closed the share sheet: nothing to say.
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t("product.linkCopied"));
    } catch {
      notify.error(t("product.copyFailed", { url }));
    }
  }

  const buttonClass = "rounded-lg px-3 py-2 text-sm font-semibold text-leaf-800 ring-1 ring-leaf-700 hover:bg-leaf-50";
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t("product.shareGroup")}>
      {canShare && (
        <button type="button" onClick={() => void share()} className={buttonClass}>
          {t("product.share")}
        </button>
      )}
      <a href={whatsAppShareUrl(text)} target="_blank" rel="noopener noreferrer" className={buttonClass}>
        {t("product.shareWhatsApp")}
      </a>
      <button type="button" onClick={() => void copy()} className={buttonClass}>
        {t("product.copyLink")}
      </button>
    </div>
  );
}
