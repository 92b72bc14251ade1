import { CarouselDots, useAutoAdvance } from "./carousel-controls";
import { useT } from "~/lib/i18n";

export const COLLECTION_AUTOPLAY_MS = 3000;

/** A looping picture carousel that advances every 3 s, with clickable dots (still for reduced motion). */
export function AutoCarousel({ images, label }: { images: { src: string; alt: string }[]; label: string }) {
  const count = images.length;
  const { index, setIndex, setPaused } = useAutoAdvance(count, COLLECTION_AUTOPLAY_MS);
  const { t } = useT();
  if (count === 0) return null;
  return (
    <div
      aria-roledescription="carousel"
      aria-label={label}
      className="relative overflow-hidden"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className="flex transition-transform duration-500" style={{ transform: `translateX(-${index * 100}%)` }}>
        {images.map((image, i) => (
          <img key={image.src} src={image.src} alt={image.alt} aria-hidden={i !== index} width={480} height={480} loading="lazy" className="aspect-square w-full shrink-0 object-cover" />
        ))}
      </div>
      <CarouselDots count={count} index={index} onSelect={setIndex} label={(i) => t("common.showPictureOf", { number: i + 1, count })} size="small" className="bottom-0" />
    </div>
  );
}
