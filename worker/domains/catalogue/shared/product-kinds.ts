/**
 * Kinds of product (issue 33): the shop sells food and some goods that are not food (cosmetics such as a face oil
 * or a bath powder, utensils, other goods), and each kind has its own declarations. This table is the one place
 * that says, per kind, which declarations a listing must carry, which ones it cannot carry (a veg mark is a food
 * label's; a manufacturing licence number a cosmetic's), whether the shop's FSSAI licence number belongs on its page
 * and whether its ingredients are held to the allergen declaration. Read by the input rules, the views, the admin
 * form and the pages; no imports (./declarations.ts imports this), so Node scripts (seed) load it as it is.
 *
 * Sources: FSSAI e-commerce and FSS (Labelling and Display) Regulations 2020 for food; the Drugs and Cosmetics Rules
 * 1945 (a cosmetic's label names its ingredients and its manufacturing licence number); Legal Metrology (Packaged
 * Commodities) Rules 2011 rule 6 for every package (generic name, manufacturer or packer, country of origin).
 */
export const PRODUCT_KINDS = ["food", "cosmetic", "utensil", "other"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
/** The kind of a product saved without one (and of every product made before issue 33). */
export const DEFAULT_PRODUCT_KIND: ProductKind = "food";

/** The declarations (keys of ./declarations.ts's ProductDeclarationsView) a kind's rules name. */
export type DeclarationKey =
  | "genericName"
  | "ingredients"
  | "manufacturer"
  | "countryOfOrigin"
  | "shelfLife"
  | "storage"
  | "dietMark"
  | "labelImage"
  | "labelBackImage"
  | "licenceNumber";

/** The declarations that only some kinds carry; a product of another kind holds none of them. */
export const KIND_ONLY_DECLARATIONS = ["dietMark", "licenceNumber"] as const satisfies readonly DeclarationKey[];
export type KindOnlyDeclaration = (typeof KIND_ONLY_DECLARATIONS)[number];

export type KindRules = {
  /** The admin form's name of the kind. */
  label: string;
  /** The declarations a listing of this kind must give, with the words the admin pages use, in a fixed order. */
  required: readonly (readonly [DeclarationKey, string])[];
  /** Which of the kind-only declarations this kind carries. */
  carries: readonly KindOnlyDeclaration[];
  /** Whether the shop's FSSAI licence number is shown with it: the licence covers food, and only food. */
  showsFssai: boolean;
  /** Whether its ingredients must agree with its allergen declaration (../shared/allergens.ts): a food rule. */
  checksAllergens: boolean;
};

const FRONT_LABEL = ["labelImage", "front label picture"] as const;
const BACK_LABEL = ["labelBackImage", "back label picture"] as const;
/** What Legal Metrology asks of any package, for goods no other rule covers. */
const ANY_PACKAGE = [
  ["genericName", "generic name"],
  ["manufacturer", "manufacturer"],
  ["countryOfOrigin", "country of origin"],
] as const;

export const KIND_RULES: Record<ProductKind, KindRules> = {
  food: {
    label: "Food",
    required: [
      ["genericName", "generic name"],
      ["ingredients", "ingredients"],
      ["shelfLife", "shelf life"],
      ["storage", "storage"],
      ["dietMark", "veg mark"],
      FRONT_LABEL,
      BACK_LABEL,
    ],
    carries: ["dietMark"],
    showsFssai: true,
    checksAllergens: true,
  },
  cosmetic: {
    label: "Cosmetic or personal care",
    required: [
      ["ingredients", "ingredients"],
      ["licenceNumber", "manufacturing licence number"],
    ],
    carries: ["licenceNumber"],
    showsFssai: false,
    checksAllergens: false,
  },
  utensil: { label: "Utensil", required: ANY_PACKAGE, carries: [], showsFssai: false, checksAllergens: false },
  other: { label: "Other goods", required: ANY_PACKAGE, carries: [], showsFssai: false, checksAllergens: false },
};

/** Whether a product of `kind` may hold the kind-only declaration `key`. */
export function kindCarries(kind: ProductKind, key: KindOnlyDeclaration): boolean {
  return KIND_RULES[kind].carries.includes(key);
}

/** The kinds that carry a kind-only declaration, for messages ("food", "cosmetic"). */
export function kindsCarrying(key: KindOnlyDeclaration): ProductKind[] {
  return PRODUCT_KINDS.filter((kind) => kindCarries(kind, key));
}

/** A stored or sent kind read leniently (rows written before the column existed default to food). */
export function productKindOf(value: string | null | undefined): ProductKind {
  return PRODUCT_KINDS.find((kind) => kind === value) ?? DEFAULT_PRODUCT_KIND;
}
