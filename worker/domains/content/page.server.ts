/** Bridges from the content pages (banners, blobs, gallery, protocols) to their services. */
export { addBanner, deleteBanner, listBanners, updateBanner } from "./banners";
export { addBlob, deleteBlob, listBlobs, updateBlob } from "./blobs";
export { addPromotion, deletePromotion, listPromotions } from "./promotions";
export { resolveBlobAddress } from "../catalogue/slugs";
