/** Bridge from public pages to the link-preview picture of a product (see app/lib/share-image.ts). */
export { productShareImage } from "../../worker/services/share-images";
