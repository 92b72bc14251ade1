import { useRef, type KeyboardEvent, type ReactNode } from "react";

export type TabItem<Id extends string> = { id: Id; label: string };

const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;

/** The two looks of a tab row: underlined tabs over their panel (checkout), or a row of pills (protocols). */
const TAB_STYLES = {
  underline: {
    row: "flex gap-2 border-b border-stone-200",
    tab: (active: boolean) =>
      `-mb-px rounded-t-lg px-4 py-2 font-semibold ${active ? "border-b-2 border-leaf-700 text-leaf-900" : "text-stone-700 hover:text-leaf-800"}`,
  },
  pills: {
    row: "flex flex-wrap gap-2",
    tab: (active: boolean) =>
      `rounded-full px-5 py-2 font-semibold ${active ? "bg-leaf-700 text-white" : "bg-white text-stone-800 ring-1 ring-stone-300"}`,
  },
};
const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/** The tab a key moves to (WAI-ARIA tabs pattern: arrows wrap around, Home and End jump), or null. */
function targetIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/**
 * A row of tabs after the WAI-ARIA tabs pattern: only the selected tab is in the Tab order (roving tabindex),
 * Left/Right (wrapping), Home and End move the focus and select the tab at once, and every tab names its panel.
 * Render each panel with `TabPanel` and the same `idPrefix`.
 */
export function TabList<Id extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
  look = "underline",
}: {
  label: string;
  idPrefix: string;
  tabs: TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  look?: keyof typeof TAB_STYLES;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function moveWithKeys(event: KeyboardEvent<HTMLDivElement>) {
    const next = targetIndex(event.key, tabs.findIndex((tab) => tab.id === selected), tabs.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next].id);
    buttons.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} onKeyDown={moveWithKeys} className={TAB_STYLES[look].row}>
      {tabs.map((item, index) => {
        const active = item.id === selected;
        return (
          <button
            key={item.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            id={tabId(idPrefix, item.id)}
            role="tab"
            type="button"
            aria-selected={active}
            aria-controls={panelId(idPrefix, item.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(item.id)}
            className={TAB_STYLES[look].tab(active)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of one tab. Every tab's panel is in the page (so each tab's aria-controls names an element); only
 * the selected one shows and renders its content. */
export function TabPanel({
  idPrefix,
  id,
  selected,
  children,
  className = "pt-6",
}: {
  idPrefix: string;
  id: string;
  selected: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div id={panelId(idPrefix, id)} role="tabpanel" aria-labelledby={tabId(idPrefix, id)} tabIndex={0} hidden={!selected} className={className}>
      {selected && children}
    </div>
  );
}
