import type { BlobView } from "../../../worker/domains/catalogue/shared/views";
import { ImageCarousel } from "../ui/image-carousel";

/** A blob's full text: its pictures, then every section's heading and paragraph. */
export function BlobArticle({ blob }: { blob: Pick<BlobView, "title" | "images" | "content"> }) {
  return (
    <article className="space-y-4">
      {blob.images.length > 0 && <ImageCarousel images={blob.images} alt={blob.title} />}
      {blob.content.map((section, index) => (
        <section key={section._id ?? index}>
          <h3 lang={section.textLang?.heading} className="text-lg font-bold text-leaf-800">
            {section.heading}
          </h3>
          <p lang={section.textLang?.paragraph} className="mt-1 whitespace-pre-line leading-relaxed text-stone-800">
            {section.paragraph}
          </p>
        </section>
      ))}
    </article>
  );
}
