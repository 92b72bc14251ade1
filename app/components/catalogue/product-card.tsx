import { useState } from "react";
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import type { BlobLink, ShopPack, ShopProduct } from "../../../worker/domains/catalogue/shared/views";
import { addBlockerReason, chosenPack } from "../../../worker/domains/catalogue/shared/pack-choice";
import { productPath } from "../../../worker/domains/catalogue/shared/slug";
import { ImageCarousel } from "../ui/image-carousel";
import { Price } from "./price";
import { BusyButton } from "../ui/busy-button";
import { blockerText } from "./pack-words";
import { AddToCartForm } from "./add-to-cart-form";
import { DietSymbol } from "./diet-symbol";

/**
 * A product in the shop grid: pictures, name, description, pack picker, price, View Blob and Add to Cart. Compact on
 * a phone, two to a row (issue 31: one card per screen made a long scroll): smaller type and padding, and the
 * description left to the product page.
 */
export function ProductCard({
  product,
  priority,
  adding,
  quantityInCart,
  onAdd,
  onViewBlob,
}: {
  product: ShopProduct;
  priority: boolean;
  adding: boolean;
  /** How many of a pack the shopper's cart holds already. */
  quantityInCart: (variantId: string) => number;
  onAdd: (pack: ShopPack) => void;
  onViewBlob: (blob: BlobLink) => void;
}) {
  const { t } = useT();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const pack = chosenPack(product.variants, chosenId);
  const blocker = blockerText(addBlockerReason(pack, quantityInCart(pack._id)), t);
  // A sold-out pack's button says so itself; other reasons (all that is left is in the cart) get a line of their own.
  const note = pack.inStock ? blocker : null;
  const noteId = `why-not-${product._id}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <ImageCarousel images={product.images} alt={product.name} className="aspect-square" priority={priority} href={productPath(product.slug)} />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        {/* Issue 33: the veg / non-veg symbol beside the name, food only. */}
        <div className="flex items-start gap-1.5">
          {product.dietMark && <DietSymbol mark={product.dietMark} size={14} className="mt-0.5 sm:mt-1" />}
          <h2 lang={product.textLang?.name} className="min-w-0 text-sm font-semibold text-stone-900 sm:text-base">
            {/* Two lines, always: a name wraps differently before and after the Telugu font arrives, and the card
                must not change height when it does (issue 30's no-shift check). */}
            <Link to={productPath(product.slug)} className="line-clamp-2 min-h-[2lh] hover:underline">
              {product.name}
            </Link>
          </h2>
        </div>
        {!product.inStock && <p className="w-fit rounded-full bg-stone-200 px-2 py-0.5 text-xs font-bold text-stone-800">{t("shop.outOfStock")}</p>}
        <p lang={product.textLang?.description} className="hidden text-sm text-stone-700 sm:line-clamp-3">
          {product.description}
        </p>
        <AddToCartForm
          productId={product._id}
          onlyPackId={product.variants.length === 1 ? pack._id : null}
          onAdd={() => onAdd(pack)}
          className="mt-auto space-y-3 pt-2"
        >
          <PackPicker product={product} chosen={pack} onChoose={setChosenId} compact />
          <Price mrp={pack.mrp} salePrice={pack.salePrice} unitSalePrice={pack.unitSalePrice} categoryKey={product.category.key} />
          {note && (
            <p id={noteId} className="text-sm font-semibold text-red-800">
              {note}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {product.blob && (
              <button
                type="button"
                onClick={() => product.blob && onViewBlob(product.blob)}
                className="rounded-lg px-2 py-2 text-xs font-semibold text-leaf-800 ring-1 ring-leaf-700 hover:bg-leaf-50 sm:px-3 sm:text-sm"
              >
                {t("shop.viewBlob")}
              </button>
            )}
            <BusyButton
              submit
              unavailable={adding || blocker !== null}
              aria-describedby={note ? noteId : undefined}
              className="flex-1 rounded-lg bg-leaf-700 px-2 py-2 text-xs font-semibold text-white hover:bg-leaf-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-70 sm:px-3 sm:text-sm"
            >
              {adding ? t("shop.adding") : pack.inStock ? t("shop.addToCart") : t("shop.outOfStock")}
              <span className="sr-only">
                {" "}
                {product.name} ({pack.label})
              </span>
            </BusyButton>
          </div>
        </AddToCartForm>
      </div>
    </article>
  );
}

/**
 * The pack sizes as a radio group (arrow keys move between packs, as in any radio group); a product sold in one
 * pack just names it. Sold-out packs stay choosable, so the shopper sees their price and why they cannot be added.
 */
export function PackPicker({
  product,
  chosen,
  onChoose,
  compact = false,
}: {
  product: ShopProduct;
  chosen: ShopPack;
  onChoose: (variantId: string) => void;
  /** Smaller on a phone, where the shop's cards stand two to a row. */
  compact?: boolean;
}) {
  const { t } = useT();
  if (product.variants.length === 1) return <p className="text-sm text-stone-700">{t("shop.packOne", { label: chosen.label })}</p>;
  return (
    <fieldset>
      <legend className="text-sm text-stone-700">{t("shop.packSize")}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {product.variants.map((pack) => (
          <label
            key={pack._id}
            className={`cursor-pointer rounded-lg border py-1.5 font-semibold ${compact ? "px-2 text-xs sm:px-3 sm:text-sm" : "px-3 text-sm"} has-checked:border-leaf-700 has-checked:bg-leaf-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-leaf-800 ${
              pack.inStock ? "border-stone-300 text-stone-900" : "border-dashed border-stone-400 text-stone-600"
            }`}
          >
            <input
              type="radio"
              // Each card's (and the product page's) picker is inside its own Add to Cart form: one group per form.
              name="variantId"
              value={pack._id}
              checked={pack._id === chosen._id}
              onChange={() => onChoose(pack._id)}
              className="sr-only"
            />
            {pack.label}
            {!pack.inStock && <span className="sr-only"> {t("shop.packOutOfStock")}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
