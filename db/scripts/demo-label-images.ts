/**
 * Issue 33: the demo foods' label pictures, drawn by make-demo-images.ts into public/demo/labels/ (the seed's
 * products.label_image and label_back_image name them: db/seed-data.ts demoLabelImage). A real shop photographs its
 * printed labels; the demo draws plausible ones from its own data, so the product page shows what a label holds:
 * the front with the name, the generic name, the net quantity, the veg symbol and the FSSAI number; the back with the
 * ingredients, the allergens, "Best before: see pack", the packer and the FSSAI number (both plainly demo values).
 * Kept apart from make-demo-images.ts (its own concern, and that file's size); SVG strings only, rendered there.
 */
import { seedDeclarations, seedShopSettings, type SeedProduct } from "../seed-data.ts";

export const LABEL_WIDTH = 480;
export const LABEL_HEIGHT = 360;

/** Also make-demo-images.ts's: text safe inside an SVG. */
export function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** Lines of at most `perLine` characters, at most `maxLines` of them (the last ending in … when cut); also make-demo-images.ts's. */
export function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** The FSSAI veg / non-veg symbol as app/components/catalogue/diet-symbol.tsx draws it, at x, y, `size` px a side. */
function dietSymbolSvg(mark: "veg" | "non-veg", x: number, y: number, size: number): string {
  const colour = mark === "veg" ? "#0a7d2c" : "#7b3f00";
  const inner = mark === "veg" ? `<circle cx="10" cy="10" r="4.5" fill="${colour}"/>` : `<path d="M10 5.5 L14.8 14 H5.2 Z" fill="${colour}"/>`;
  return `<g transform="translate(${x} ${y}) scale(${size / 20})"><rect x="1" y="1" width="18" height="18" fill="white" stroke="${colour}" stroke-width="2"/>${inner}</g>`;
}

const SANS = "DejaVu Sans, Liberation Sans, sans-serif";
const text = (x: number, y: number, size: number, body: string, weight = 400, fill = "#1f2937") =>
  `<text x="${x}" y="${y}" font-family="${SANS}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(body)}</text>`;

function frame(accent: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LABEL_WIDTH}" height="${LABEL_HEIGHT}">
    <rect width="${LABEL_WIDTH}" height="${LABEL_HEIGHT}" fill="#fffbeb"/>
    <rect x="8" y="8" width="${LABEL_WIDTH - 16}" height="${LABEL_HEIGHT - 16}" rx="14" fill="none" stroke="${accent}" stroke-width="4"/>
    ${body}</svg>`;
}

const fssaiLine = () => `FSSAI Lic. No. ${seedShopSettings.fssaiNumber} (demo)`;

/** The front: name, generic name, net quantity, the veg symbol and the FSSAI number. */
export function labelFrontSvg(product: SeedProduct, accent: string): string {
  const declarations = seedDeclarations(product);
  const name = wrap(product.name, 20, 2).map((line, i) => text(32, 86 + i * 34, 28, line, 700, "#1f3309")).join("");
  const generic = wrap(declarations.genericName, 40, 2).map((line, i) => text(32, 176 + i * 24, 18, line, 400, "#5b3a1e")).join("");
  const net = product.packs.map((pack) => pack.label).join(" · ");
  return frame(
    accent,
    `<rect x="8" y="8" width="${LABEL_WIDTH - 16}" height="34" rx="14" fill="${accent}"/>
    ${text(32, 32, 16, "GHANI NATURAL FOODS (DEMO)", 700, "#fffbeb")}
    ${declarations.dietMark ? dietSymbolSvg(declarations.dietMark, LABEL_WIDTH - 76, 54, 40) : ""}
    ${name}${generic}
    ${text(32, 262, 20, `Net quantity: ${net}`, 700)}
    ${text(32, 324, 15, fssaiLine(), 400, "#374151")}`,
  );
}

/** The back: ingredients, allergens, best before, the packer and the FSSAI number. */
export function labelBackSvg(product: SeedProduct, accent: string): string {
  const declarations = seedDeclarations(product);
  const ingredients = wrap(`Ingredients: ${declarations.ingredients}`, 46, 4).map((line, i) => text(28, 56 + i * 22, 16, line)).join("");
  const allergens = declarations.allergens ? wrap(`Allergens: ${declarations.allergens}`, 46, 2).map((line, i) => text(28, 162 + i * 22, 16, line, 700)).join("") : "";
  const packer = wrap(`Packed by: ${declarations.manufacturer}`, 52, 3).map((line, i) => text(28, 248 + i * 18, 13, line, 400, "#374151")).join("");
  return frame(
    accent,
    `${ingredients}${allergens}
    ${text(28, 222, 16, "Best before: see pack", 700)}
    ${declarations.dietMark ? dietSymbolSvg(declarations.dietMark, LABEL_WIDTH - 64, 200, 28) : ""}
    ${packer}
    ${text(28, 328, 14, fssaiLine(), 400, "#374151")}`,
  );
}
