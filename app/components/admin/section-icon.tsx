/**
 * The admin menu's icons (issue 31: on a phone the menu showed only first letters). Small inline SVG outlines, one
 * path list per section, so the admin area carries no icon library; always shown beside the section's name.
 */
const PATHS = {
  orders: ["M6 4h12l1 4H5z", "M5 8h14v11a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1z", "M9 12h6"],
  payments: ["M3 7h18v10H3z", "M3 10h18", "M7 14h3"],
  grievances: ["M4 5h16v11H9l-5 4z", "M12 8v3", "M12 13.5v.5"],
  categories: ["M4 4h7v7H4z", "M13 4h7v7h-7z", "M4 13h7v7H4z", "M13 13h7v7h-7z"],
  promotions: ["M4 5h16v14H4z", "M4 15l4-4 4 4 3-3 5 5", "M15 9h.01"],
  products: ["M9 3h6v3l2 3v11a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V9l2-3z", "M7 13h10"],
  expiry: ["M7 3h10", "M7 21h10", "M8 3c0 5 8 5 8 9s-8 4-8 9", "M16 3c0 5-8 5-8 9s8 4 8 9"],
  users: ["M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z", "M3 20c0-3 3-5 6-5s6 2 6 5", "M16 5a3 3 0 0 1 0 6", "M18 15c2 .6 3 2.4 3 5"],
  blobs: ["M6 3h9l4 4v14H6z", "M15 3v4h4", "M9 12h7", "M9 16h7"],
  banners: ["M3 6h18v8H3z", "M7 14v5", "M17 14v5"],
  translations: ["M4 5h8", "M8 5v2c0 4-2 7-4 8", "M6 10c1 2 3 4 5 5", "M13 20l4-9 4 9", "M14.5 17h5"],
  analysis: ["M4 20V4", "M4 20h16", "M8 16v-4", "M12 16V8", "M16 16v-6"],
  gst: ["M6 3h12v18l-3-2-3 2-3-2-3 2z", "M9 8h6", "M9 12h6", "M9 16h3"],
  settings: ["M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z", "M12 2v3", "M12 19v3", "M2 12h3", "M19 12h3", "M4.9 4.9l2.1 2.1", "M17 17l2.1 2.1", "M4.9 19.1L7 17", "M17 7l2.1-2.1"],
  activity: ["M3 12h4l3-7 4 14 3-7h4"],
  menu: ["M4 7h16", "M4 12h16", "M4 17h16"],
  close: ["M6 6l12 12", "M18 6L6 18"],
} as const;

export type SectionIconName = keyof typeof PATHS;

export function SectionIcon({ name, className = "h-5 w-5" }: { name: SectionIconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={`shrink-0 ${className}`} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
