import type { ProductDeclarationsView } from "../../worker/domains/catalogue/shared/declarations";

/** A product that declares nothing: every declaration null (not given). */
export const NO_DECLARATIONS: ProductDeclarationsView = {
  genericName: null,
  ingredients: null,
  manufacturer: null,
  countryOfOrigin: null,
  shelfLife: null,
  storage: null,
  dietMark: null,
  allergens: null,
  labelImage: null,
  labelBackImage: null,
  licenceNumber: null,
  hsnCode: null,
};
