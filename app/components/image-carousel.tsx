import { useState } from "react";

/** Steps through a list of pictures with previous/next buttons; the index wraps around at both ends. */
export function ImageCarousel({
  images,
  alt,
  className = "aspect-video",
  priority = false,
}: {
  images: string[];
  alt: string;
  className?: string;
  /** The first picture of a page's grid loads at once and first; the rest lazily. */
  priority?: boolean;
}) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  const current = index % images.length;
  const step = (delta: number) => setIndex((value) => (value + delta + images.length) % images.length);
  return (
    <div className={`relative overflow-hidden rounded-xl bg-stone-100 ${className}`}>
      <img
        src={images[current]}
        alt={images.length > 1 ? `${alt} (picture ${current + 1} of ${images.length})` : alt}
        className="h-full w-full object-cover"
        width={800}
        height={450}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
      />
      {images.length > 1 && (
        <>
          <button
            type="button"
            onClick={() => step(-1)}
            className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-white/90 px-3 py-1 text-lg font-bold text-stone-900 shadow"
            aria-label="Previous picture"
          >
            ‹
          </button>
          <button
            type="button"
            onClick={() => step(1)}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-white/90 px-3 py-1 text-lg font-bold text-stone-900 shadow"
            aria-label="Next picture"
          >
            ›
          </button>
        </>
      )}
    </div>
  );
}
