/**
 * A product save's rules that follow its kind (issue 33; the kinds' table is ./shared/product-kinds.ts): the kind
 * a save ends with (the one sent, else the stored one, else food), the kind-only declarations it must not carry,
 * and, for food, allergens kept true (./shared/allergens.ts). Framework-free: ./products.ts calls it before writing.
 *
 * A non-food product saved WITH a veg mark (or a non-cosmetic with a licence number) is refused with a 400, not
 * silently cleaned: the client stated something false about the goods, and dropping it would answer a product that
 * differs from the one it sent without telling it why. A save that says nothing of them (an old client, or a kind
 * change alone) clears what is stored, so a product turned cosmetic never keeps its food label's veg mark.
 */
import { badRequest } from "../../lib/errors";
import { storedTelugu } from "../../shared/i18n/telugu-input";
import { undeclaredAllergens } from "./shared/allergens";
import { KIND_ONLY_DECLARATIONS, KIND_RULES, kindCarries, productKindOf, type KindOnlyDeclaration, type ProductKind } from "./shared/product-kinds";
import type { ProductInput } from "./shared/schemas";
import type { Product } from "./tables";

/** The refusals of a kind-only declaration on a product of another kind, naming the field. */
export const DIET_MARK_NOT_FOOD_MESSAGE = "Veg mark (dietMark) is for food only: leave it empty for a product that is not food";
export const LICENCE_NOT_COSMETIC_MESSAGE = "Manufacturing licence number (licenceNumber) is for cosmetics only: leave it empty for other kinds";

function refuseNotForKind(key: KindOnlyDeclaration): never {
  if (key === "dietMark") throw badRequest(DIET_MARK_NOT_FOOD_MESSAGE);
  throw badRequest(LICENCE_NOT_COSMETIC_MESSAGE);
}

/** What a save already stored holds (null for a new product). */
type Stored = Pick<Product, "kind" | "ingredients" | "allergens" | "te"> | null;

/** The columns the kind decides: the kind itself when sent, and the kind-only declarations it clears. */
export type KindColumns = { kind?: ProductKind } & Partial<Record<KindOnlyDeclaration, null>>;

/**
 * Checks a save against its kind's rules and answers the columns they decide; throws a 400 naming the field when a
 * kind-only declaration is sent for another kind or a food's ingredients name an allergen its declaration leaves out.
 */
export function checkKindRules(input: ProductInput, stored: Stored): KindColumns {
  const kind = input.kind ?? productKindOf(stored?.kind);
  const columns: KindColumns = input.kind ? { kind: input.kind } : {};
  for (const key of KIND_ONLY_DECLARATIONS) {
    if (kindCarries(kind, key)) continue;
    if (input[key]) refuseNotForKind(key);
    columns[key] = null;
  }
  if (KIND_RULES[kind].checksAllergens) assertAllergensDeclared(input, stored);
  return columns;
}

const given = <T>(sent: T | undefined, stored: T | null | undefined) => (sent !== undefined ? sent : stored);

/** Food: every allergen its ingredients (English or Telugu) or description name is in its declaration (English or Telugu). */
function assertAllergensDeclared(input: ProductInput, stored: Stored) {
  const te = storedTelugu(stored?.te ?? {}, input.te);
  const declaration = [given(input.allergens, stored?.allergens), te.allergens].filter(Boolean).join("\n");
  const [first] = undeclaredAllergens(
    [
      { source: "the ingredients", text: given(input.ingredients, stored?.ingredients) },
      { source: "the Telugu ingredients", text: te.ingredients },
      { source: "the description", text: input.description },
    ],
    declaration,
  );
  if (first) throw badRequest(`Allergen note (allergens) must declare ${first.allergen}: "${first.word}" in ${first.source} is or contains ${first.allergen}`);
}
