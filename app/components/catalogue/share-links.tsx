import { useSyncExternalStore } from "react";
import { notify } from "~/lib/notify";

/** The text a shared product link carries: name, price and the page's address (WhatsApp shows all three). */
export function shareText(name: string, price: string, url: string): string {
  return `${name} - ${price}\n${url}`;
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
      notify.success("Link copied");
    } catch {
      notify.error(`Could not copy. The link is ${url}`);
    }
  }

  const buttonClass = "rounded-lg px-3 py-2 text-sm font-semibold text-leaf-800 ring-1 ring-leaf-700 hover:bg-leaf-50";
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Share this product">
      {canShare && (
        <button type="button" onClick={() => void share()} className={buttonClass}>
          Share
        </button>
      )}
      <a href={whatsAppShareUrl(text)} target="_blank" rel="noopener noreferrer" className={buttonClass}>
        Share on WhatsApp
      </a>
      <button type="button" onClick={() => void copy()} className={buttonClass}>
        Copy link
      </button>
    </div>
  );
}
