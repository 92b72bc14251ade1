import { useEffect, useState } from "react";

export const BANNER_INTERVAL_MS = 6000;

type Banner = { _id: string; title: string; banner: string };

/**
 * The shop's banner carousel: advances every 6 s with a 500 ms slide, has previous/next arrows and dots,
 * and stands still while hovered or focused, and for visitors who prefer reduced motion.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Offers"
      className="relative overflow-hidden rounded-2xl bg-stone-200"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="flex transition-transform duration-500 ease-out" style={{ transform: `translateX(-${index * 100}%)` }}>
        {banners.map((banner, i) => (
          <div
            key={banner._id}
            className="w-full shrink-0"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}: ${banner.title}`}
            aria-hidden={i !== index}
          >
            <img
              src={banner.banner}
              alt={banner.title}
              width={1200}
              height={400}
              loading={i === 0 ? "eager" : "lazy"}
              className="aspect-[3/1] w-full object-cover"
            />
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button type="button" onClick={() => go(-1)} aria-label="Previous banner" className="absolute top-1/2 left-3 -translate-y-1/2 rounded-full bg-white/90 px-3 py-1 text-xl font-bold shadow">
            ‹
          </button>
          <button type="button" onClick={() => go(1)} aria-label="Next banner" className="absolute top-1/2 right-3 -translate-y-1/2 rounded-full bg-white/90 px-3 py-1 text-xl font-bold shadow">
            ›
          </button>
          <div className="absolute bottom-1 left-1/2 flex -translate-x-1/2">
            {banners.map((banner, i) => (
              <button
                key={banner._id}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show banner ${i + 1}`}
                aria-current={i === index}
                className="grid h-8 w-8 place-items-center"
              >
                {/* The dot is small; the button around it is a 32px touch target. */}
                <span aria-hidden="true" className={`h-3 w-3 rounded-full ring-1 ring-white ${i === index ? "bg-white" : "bg-white/40"}`} />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
