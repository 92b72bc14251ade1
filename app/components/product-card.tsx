import { OILS_CATEGORY, type BlobLink, type ShopProduct } from "~/lib/catalog";
import { ImageCarousel } from "./image-carousel";
import { Price } from "./price";
import { BusyButton } from "./busy-button";

/** A product in the shop grid: pictures, name, description, price, View Blob and Add to Cart. */
export function ProductCard({
  product,
  priority,
  adding,
  onAdd,
  onViewBlob,
}: {
  product: ShopProduct;
  priority: boolean;
  adding: boolean;
  onAdd: () => void;
  onViewBlob: (blob: BlobLink) => void;
}) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <ImageCarousel images={product.images} alt={product.name} className="aspect-square" priority={priority} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-base font-semibold text-stone-900">{product.name}</h2>
        <p className="line-clamp-3 text-sm text-stone-700">{product.description}</p>
        <div className="mt-auto space-y-3 pt-2">
          {/* The struck-through MRP is not shown for oils (SPEC.md, Storefront). */}
          <Price mrp={product.mrp} salePrice={product.salePrice} showMrp={product.category.name !== OILS_CATEGORY} />
          <div className="flex flex-wrap gap-2">
            {product.blob && (
              <button
                type="button"
                onClick={() => product.blob && onViewBlob(product.blob)}
                className="rounded-lg px-3 py-2 text-sm font-semibold text-leaf-800 ring-1 ring-leaf-700 hover:bg-leaf-50"
              >
                View Blob
              </button>
            )}
            <BusyButton
              unavailable={adding}
              onClick={onAdd}
              className="flex-1 rounded-lg bg-leaf-700 px-3 py-2 text-sm font-semibold text-white hover:bg-leaf-800 aria-disabled:cursor-wait aria-disabled:opacity-70"
            >
              {adding ? "Adding..." : "Add to Cart"}
              <span className="sr-only"> {product.name}</span>
            </BusyButton>
          </div>
        </div>
      </div>
    </article>
  );
}
