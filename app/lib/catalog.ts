/** Catalogue shapes as clients read them (API.md section 1). Money in rupees. */
export type CategoryView = { _id: string; name: string };

export type BlobView = {
  _id: string;
  categoryId: string;
  title: string;
  images: string[];
  content: { _id?: string; heading: string; paragraph: string }[];
  createdAt: string;
  updatedAt: string;
};

export type ProductView = {
  _id: string;
  name: string;
  description: string;
  mrp: number;
  salePrice: number;
  category: CategoryView;
  blobId: BlobView | null;
  images: string[];
  deleted: false;
  createdAt: string;
  updatedAt: string;
};

/** Category names with a meaning of their own (data, not code: admins create them like any other). */
export const NON_PRODUCT_CATEGORY = "Non Product Category";
export const PROTOCOLS_CATEGORY = "Protocols";
export const OILS_CATEGORY = "Oils";
