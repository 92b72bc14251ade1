import { useRef, useState } from "react";
import { Link } from "./link";
import { useT } from "~/lib/i18n";

/** How far (px) a finger must travel sideways before a touch counts as a swipe. */
const SWIPE_DISTANCE = 40;

/** Steps through a list of pictures with previous/next buttons; the index wraps around at both ends. */
export function ImageCarousel({
  images,
  alt,
  className = "aspect-video",
  priority = false,
  href,
}: {
  images: string[];
  alt: string;
  className?: string;
  /** The first picture of a page's grid loads at once and first; the rest lazily. */
  priority?: boolean;
  /** Where a tap on the picture leads (a product card's product page); the arrows keep stepping. */
  href?: string;
}) {
  const [index, setIndex] = useState(0);
  const { t } = useT();
  const touchStartX = useRef<number | null>(null);
  if (images.length === 0) return null;
  const current = index % images.length;
  const step = (delta: number) => setIndex((value) => (value + delta + images.length) % images.length);
  const picture = (
    <img
      src={images[current]}
      alt={images.length > 1 ? t("common.pictureOf", { alt, number: current + 1, count: images.length }) : alt}
      className="h-full w-full object-cover"
      width={800}
      height={450}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
    />
  );
  return (
    <div
      className={`relative overflow-hidden rounded-xl bg-stone-100 ${className}`}
      onTouchStart={(event) => {
        touchStartX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStartX.current;
        const end = event.changedTouches[0]?.clientX;
        touchStartX.current = null;
        if (images.length < 2 || start === null || end === undefined || Math.abs(end - start) < SWIPE_DISTANCE) return;
        step(end < start ? 1 : -1);
      }}
    >
      {href ? (
        // The name beside it is the keyboard's way to the same page: one tab stop per card is enough.
        <Link to={href} tabIndex={-1} className="block h-full w-full">
          {picture}
        </Link>
      ) : (
        picture
      )}
      {images.length > 1 && (
        <>
          <button
            type="button"
            onClick={() => step(-1)}
            className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-white/90 px-3 py-1 text-lg font-bold text-stone-900 shadow"
            aria-label={t("common.previousPicture")}
          >
            ‹
          </button>
          <button
            type="button"
            onClick={() => step(1)}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-white/90 px-3 py-1 text-lg font-bold text-stone-900 shadow"
            aria-label={t("common.nextPicture")}
          >
            ›
          </button>
        </>
      )}
    </div>
  );
}
