/**
 * Toast messages ("… added to cart!", "Link copied"). react-hot-toast is loaded on the first message, not with the
 * page: it is about 4.5 kB gzip that no first paint needs (the storefront's JavaScript budget). The library keeps
 * its messages in a module-level store, so a message sent before the lazily mounted <Toaster> (root.tsx) has loaded
 * is shown once it has.
 */
import type * as HotToast from "react-hot-toast";

type Library = typeof HotToast;

let library: Promise<Library> | null = null;
const loadLibrary = () => (library ??= import("react-hot-toast"));

export const notify = {
  success(message: string) {
    void loadLibrary().then(({ toast }) => toast.success(message));
  },
  error(message: string) {
    void loadLibrary().then(({ toast }) => toast.error(message));
  },
};
