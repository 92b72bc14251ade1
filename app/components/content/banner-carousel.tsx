import { CarouselDots, useAutoAdvance } from "../ui/carousel-controls";
import { useT } from "~/lib/i18n";

export const BANNER_INTERVAL_MS = 6000;

/** `textLang.title`: "en" on a Telugu page when the title is the English for want of Telugu (issue 30). */
type Banner = { _id: string; title: string; banner: string; textLang?: { title?: "en" } };

/**
 * The shop's banner carousel: advances every 6 s with a 500 ms slide, has previous/next arrows and dots,
 * and stands still while hovered or focused, and for visitors who prefer reduced motion.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const count = banners.length;
  const { index, setIndex, setPaused } = useAutoAdvance(count, BANNER_INTERVAL_MS);
  const { t } = useT();

  if (count === 0) return null;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("content.banners")}
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
            aria-label={t("content.bannerSlide", { number: i + 1, count, title: banner.title })}
            aria-hidden={i !== index}
          >
            <img
              src={banner.banner}
              alt={banner.title}
              lang={banner.textLang?.title}
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
          <button type="button" onClick={() => go(-1)} aria-label={t("content.previousBanner")} className="absolute top-1/2 left-3 -translate-y-1/2 rounded-full bg-white/90 px-3 py-1 text-xl font-bold shadow">
            ‹
          </button>
          <button type="button" onClick={() => go(1)} aria-label={t("content.nextBanner")} className="absolute top-1/2 right-3 -translate-y-1/2 rounded-full bg-white/90 px-3 py-1 text-xl font-bold shadow">
            ›
          </button>
          <CarouselDots count={count} index={index} onSelect={setIndex} label={(i) => t("content.showBanner", { number: i + 1 })} size="large" className="bottom-1" />
        </>
      )}
    </section>
  );
}
