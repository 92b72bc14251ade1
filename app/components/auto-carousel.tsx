import { useEffect, useState } from "react";

export const COLLECTION_AUTOPLAY_MS = 3000;

/** A looping picture carousel that advances every 3 s, with clickable dots (still for reduced motion). */
export function AutoCarousel({ images, label }: { images: { src: string; alt: string }[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = images.length;
  useEffect(() => {
    if (count < 2 || paused || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), COLLECTION_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);
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
      <div className="absolute bottom-0 left-1/2 flex -translate-x-1/2">
        {images.map((image, i) => (
          <button
            key={image.src}
            type="button"
            onClick={() => setIndex(i)}
            aria-label={`Show picture ${i + 1} of ${count}`}
            aria-current={i === index}
            className="grid h-7 w-7 place-items-center"
          >
            {/* The dot is small; the button around it is a 28px touch target. */}
            <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ring-1 ring-white ${i === index ? "bg-white" : "bg-white/50"}`} />
          </button>
        ))}
      </div>
    </div>
  );
}
