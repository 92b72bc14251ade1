/** Bridges from the content pages (banners, blobs, gallery, protocols) to their services. */
export { addBanner, deleteBanner, listBanners, updateBanner } from "../../worker/services/banners";
export { addBlob, deleteBlob, listBlobs, updateBlob } from "../../worker/services/blobs";
export { addPromotion, deletePromotion, listPromotions } from "../../worker/services/promotions";
export { resolveBlobAddress } from "../../worker/services/slugs";
