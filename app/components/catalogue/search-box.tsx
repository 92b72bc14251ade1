import { useId, useState } from "react";
import { useT } from "~/lib/i18n";

/**
 * A search field with up to five suggestions, following the ARIA combobox pattern: arrow keys move through
 * the suggestions, Enter picks one, Escape closes the list.
 */
export function SearchBox({
  value,
  suggestions,
  onChange,
  name,
}: {
  value: string;
  suggestions: string[];
  onChange: (value: string) => void;
  /** The field's name when the box is part of a form (the shop's GET form sends it as `q`). */
  name?: string;
}) {
  const id = useId();
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const showList = open && suggestions.length > 0;

  function pick(suggestion: string) {
    onChange(suggestion);
    setOpen(false);
    setActive(-1);
  }

  return (
    <div className="relative w-full">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t("shop.searchLabel")}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        name={name}
        role="combobox"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
        placeholder={t("shop.searchPlaceholder")}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && suggestions.length) {
            event.preventDefault();
            setOpen(true);
            setActive((i) => (i + 1) % suggestions.length);
          } else if (event.key === "ArrowUp" && suggestions.length) {
            event.preventDefault();
            setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
          } else if (event.key === "Enter" && showList && active >= 0) {
            event.preventDefault();
            pick(suggestions[active]);
          } else if (event.key === "Escape") {
            setOpen(false);
          }
        }}
        className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900"
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={t("shop.suggestions")}
        hidden={!showList}
        className="absolute z-30 mt-1 w-full overflow-hidden rounded-lg bg-white shadow-lg ring-1 ring-stone-200"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: it fires before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-leaf-100 text-leaf-900" : "text-stone-800 hover:bg-stone-100"}`}
          >
            {suggestion}
          </li>
        ))}
      </ul>
    </div>
  );
}
