import { useEffect, useState } from "react";

/**
 * The slide index of a carousel that advances by itself every `intervalMs`: not with fewer than two slides, not
 * while paused (hover or focus), and never for visitors who prefer reduced motion.
 */
export function useAutoAdvance(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (count < 2 || paused || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, paused, intervalMs]);
  return { index, setIndex, setPaused };
}

const DOT_SIZES = {
  // The dot is small; the button around it is the touch target (28 or 32 px).
  small: { target: "h-7 w-7", dot: "h-2.5 w-2.5", inactive: "bg-white/50" },
  large: { target: "h-8 w-8", dot: "h-3 w-3", inactive: "bg-white/40" },
};

/** One button per slide, centred along the carousel's bottom edge; the current one is marked. */
export function CarouselDots({
  count,
  index,
  onSelect,
  label,
  size,
  className,
}: {
  count: number;
  index: number;
  onSelect: (index: number) => void;
  label: (index: number) => string;
  size: keyof typeof DOT_SIZES;
  className: string;
}) {
  const sizes = DOT_SIZES[size];
  return (
    <div className={`absolute left-1/2 flex -translate-x-1/2 ${className}`}>
      {Array.from({ length: count }, (_, i) => (
        <button key={i} type="button" onClick={() => onSelect(i)} aria-label={label(i)} aria-current={i === index} className={`grid place-items-center ${sizes.target}`}>
          <span aria-hidden="true" className={`rounded-full ring-1 ring-white ${sizes.dot} ${i === index ? "bg-white" : sizes.inactive}`} />
        </button>
      ))}
    </div>
  );
}
