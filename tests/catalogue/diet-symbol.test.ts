/**
 * Issue 33: the veg / non-veg symbol as the FSS (Labelling and Display) Regulations 2020 draw it: a green filled
 * circle in a green-outlined square for vegetarian food, a brown filled triangle in a brown-outlined square for
 * non-vegetarian food, with its text alternative in the page's language (or hidden beside a text that says it).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DIET_COLOURS, DietSymbol } from "../../app/components/catalogue/diet-symbol";
import { inLang } from "../helpers/i18n";

// With the "shop" messages only, as the shop page loads them: the symbol must not need the product page's.
const render = (lang: "en" | "te", mark: "veg" | "non-veg", decorative = false) =>
  renderToStaticMarkup(inLang(lang, createElement(DietSymbol, { mark, decorative }), ["shop"]));

describe("DietSymbol", () => {
  it("draws vegetarian as a green circle inside a green square, named Vegetarian / శాకాహారం", () => {
    const html = render("en", "veg");
    expect(html).toMatch(/^<svg[^>]*role="img"[^>]*aria-label="Vegetarian"/);
    expect(html).toContain(`<rect x="1" y="1" width="18" height="18" fill="white" stroke="${DIET_COLOURS.veg}"`);
    expect(html).toContain(`<circle cx="10" cy="10" r="4.5" fill="${DIET_COLOURS.veg}"`);
    expect(html).not.toContain("<path");
    expect(render("te", "veg")).toContain('aria-label="శాకాహారం"');
  });

  it("draws non-vegetarian as a brown triangle inside a brown square, named Non-vegetarian / మాంసాహారం", () => {
    const html = render("en", "non-veg");
    expect(html).toContain('aria-label="Non-vegetarian"');
    expect(html).toContain(`stroke="${DIET_COLOURS["non-veg"]}"`);
    expect(html).toMatch(new RegExp(`<path d="M10 5.5 L14.8 14 H5.2 Z" fill="${DIET_COLOURS["non-veg"]}"`));
    expect(html).not.toContain("<circle");
    expect(render("te", "non-veg")).toContain('aria-label="మాంసాహారం"');
  });

  it("uses a green and a brown (not the same colour), and hides itself where a text beside it says the mark", () => {
    expect(DIET_COLOURS.veg).not.toBe(DIET_COLOURS["non-veg"]);
    const hidden = render("en", "veg", true);
    expect(hidden).toContain('aria-hidden="true"');
    expect(hidden).not.toContain("role=");
    expect(hidden).not.toContain("aria-label");
  });
});
