/**
 * The product page's label pictures (issue 33): the printed label's front and back, as the shop uploaded them, so
 * a shopper can read the pack itself (FSSAI's e-commerce rules ask the listing to carry what the label says). Each
 * has its text alternative in the page's language, loads lazily below the fold and is sized to keep the layout still.
 */
import type { ProductView } from "../../../worker/domains/catalogue/shared/views";
import { useT } from "~/lib/i18n";

export function LabelPictures({ product }: { product: Pick<ProductView, "name" | "declarations"> }) {
  const { t } = useT();
  const { labelImage, labelBackImage } = product.declarations;
  const sides = [
    { src: labelImage, alt: t("product.labelFrontOf", { name: product.name }), caption: t("product.labelFront") },
    { src: labelBackImage, alt: t("product.labelBackOf", { name: product.name }), caption: t("product.labelBack") },
  ].filter((side): side is { src: string; alt: string; caption: string } => Boolean(side.src));
  if (sides.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-stone-800">{t("product.printedLabel")}</h3>
      <div className="mt-2 grid grid-cols-2 gap-3 sm:max-w-xl">
        {sides.map((side) => (
          <figure key={side.src} className="min-w-0">
            {/* Small on a phone, two side by side: the picture opens at full size to be read. */}
            <a href={side.src} target="_blank" rel="noopener" className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-800">
              <img src={side.src} alt={side.alt} loading="lazy" decoding="async" width={320} height={240} className="h-auto w-full rounded-lg bg-stone-50 ring-1 ring-stone-200" />
            </a>
            <figcaption className="mt-1 text-xs text-stone-600">{side.caption}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}
