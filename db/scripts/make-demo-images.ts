/**
 * Draws the demo shop's pictures (product packshots, blob, banner and gallery images) as small WebP files in
 * public/demo/ (the banners also in Telugu, for the Telugu pages), plus the link-preview ("share") pictures: a 1200x630 JPEG per demo product in public/demo/share/
 * and the shop's default one in public/og/. WhatsApp and Facebook show neither SVG nor small images in a preview,
 * so these are raster, 1200x630 (the size both crop to) and JPEG (what every preview fetcher decodes). Run with
 * `npm run images` after changing db/seed-data.ts; the output is committed, so a fresh clone needs neither this
 * script's work nor any download. worker/shared/share-image.ts names these files: keep the two in step.
 *
 * Each picture is an SVG illustration (a bottle, jar, sack, box, pouch or leaf on a tinted background with
 * the product's label) rendered to WebP by sharp. Deterministic: the same data gives the same images. Issue 33: each
 * demo food's front and back label pictures in public/demo/labels/ (./demo-label-images.ts draws them).
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import {
  seedBanners,
  seedBlobs,
  seedCategories,
  seedDeclarations,
  seedProducts,
  seedPromotions,
  type ImageShape,
  type SeedProduct,
} from "../seed-data.ts";
import { seedBannersTe } from "../seed-data-te.ts";
import { escapeXml, labelBackSvg, labelFrontSvg, wrap } from "./demo-label-images.ts";

const PUBLIC = join(import.meta.dirname, "..", "..", "public");
const OUT = join(PUBLIC, "demo");
const SIZE = 480;
const SHARE_WIDTH = 1200;
const SHARE_HEIGHT = 630;

/** Small deterministic pseudo-random numbers from a string, so every picture differs but never changes. */
function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507);
    state = Math.imul(state ^ (state >>> 13), 3266489909);
    return ((state ^= state >>> 16) >>> 0) / 4294967296;
  };
}

const ACCENTS = ["#3f6212", "#a86206", "#7c2d12", "#365314", "#92400e", "#166534"];

function shapeSvg(shape: ImageShape, fill: string): string {
  switch (shape) {
    case "bottle":
      return `<rect x="205" y="70" width="70" height="40" rx="8" fill="#5b3a1e"/>
        <path d="M200 110h80v40c40 20 60 50 60 90v150a25 25 0 0 1-25 25H165a25 25 0 0 1-25-25V240c0-40 20-70 60-90z" fill="${fill}" opacity="0.92"/>
        <rect x="160" y="250" width="160" height="90" rx="10" fill="#fffbeb"/>`;
    case "jar":
      return `<rect x="150" y="110" width="180" height="40" rx="10" fill="#5b3a1e"/>
        <rect x="135" y="150" width="210" height="250" rx="30" fill="${fill}" opacity="0.9"/>
        <rect x="160" y="230" width="160" height="90" rx="10" fill="#fffbeb"/>`;
    case "sack":
      return `<path d="M170 110l20 30h100l20-30 25 60-10 230H155l-10-230z" fill="${fill}" opacity="0.88"/>
        <path d="M185 140h110" stroke="#5b3a1e" stroke-width="8" stroke-linecap="round"/>
        <rect x="165" y="240" width="150" height="90" rx="10" fill="#fffbeb"/>`;
    case "box":
      return `<path d="M120 170l120-55 120 55v200l-120 40-120-40z" fill="${fill}" opacity="0.9"/>
        <path d="M120 170l120 45 120-45M240 215v195" stroke="#fffbeb" stroke-width="6" fill="none"/>
        <rect x="150" y="250" width="180" height="80" rx="10" fill="#fffbeb"/>`;
    case "pouch":
      return `<path d="M150 100h180l15 290a20 20 0 0 1-20 20H155a20 20 0 0 1-20-20z" fill="${fill}" opacity="0.9"/>
        <path d="M160 130h160" stroke="#fffbeb" stroke-width="6"/>
        <rect x="160" y="240" width="160" height="90" rx="10" fill="#fffbeb"/>`;
    case "leaf":
      return `<path d="M240 80c110 70 130 180 60 280-40 50-100 50-130 0-60-100-40-210 70-280z" fill="${fill}" opacity="0.9"/>
        <path d="M240 100v300" stroke="#fffbeb" stroke-width="6"/>`;
  }
}

function labelSvg(label: string, y: number): string {
  // Long labels get a smaller font so they stay inside the pack's label area.
  const fontSize = Math.min(22, Math.floor(250 / label.length));
  return `<text x="240" y="${y}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif"
    font-size="${fontSize}" font-weight="700" fill="#1f2937">${escapeXml(label)}</text>`;
}

function seedsSvg(random: () => number, color: string, count: number, width = SIZE, height = SIZE): string {
  let dots = "";
  for (let i = 0; i < count; i++) {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const r = 3 + Math.round(random() * 6);
    dots += `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" opacity="0.25"/>`;
  }
  return dots;
}

/** View 1: the pack; view 2: close-up of the label; view 3: the pack among scattered seeds. */
function productSvg(product: SeedProduct, view: number, tint: string): string {
  const random = seededRandom(`${product.key}-${view}`);
  const accent = ACCENTS[Math.floor(random() * ACCENTS.length)];
  const background = `<rect width="${SIZE}" height="${SIZE}" fill="${tint}"/>`;
  const pack = shapeSvg(product.shape, accent);
  const labelY = product.shape === "box" ? 298 : product.shape === "sack" ? 292 : 292;
  if (view === 2) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">${background}
      ${seedsSvg(random, accent, 40)}
      <g transform="translate(-240 -240) scale(2)">${pack}</g>
      <rect x="60" y="380" width="360" height="60" rx="12" fill="#fffbeb"/>${labelSvg(product.label, 418)}</svg>`;
  }
  const scatter = view === 3 ? seedsSvg(random, "#5b3a1e", 120) : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">${background}${scatter}
    ${pack}${labelSvg(product.label, labelY)}</svg>`;
}

/** The fonts a scene's title and line are drawn in: Latin by default; Telugu pictures need Noto's Telugu faces. */
const LATIN_FONTS = { title: "DejaVu Serif, serif", line: "DejaVu Sans, sans-serif" };
const TELUGU_FONTS = { title: "Noto Serif Telugu, Noto Sans Telugu, serif", line: "Noto Sans Telugu, sans-serif" };

function sceneSvg(width: number, height: number, title: string, subtitle: string, seed: string, fonts = LATIN_FONTS): string {
  const random = seededRandom(seed);
  const accent = ACCENTS[Math.floor(random() * ACCENTS.length)];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1">
      <stop offset="0" stop-color="#f3f8ec"/><stop offset="1" stop-color="#fdf1d6"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    ${seedsSvg(random, accent, 60)}
    <circle cx="${width * 0.82}" cy="${height * 0.5}" r="${height * 0.32}" fill="${accent}" opacity="0.85"/>
    <path d="M${width * 0.82} ${height * 0.3}c${height * 0.12} ${height * 0.1} ${height * 0.12} ${height * 0.3} 0 ${height * 0.4}
      c-${height * 0.12}-${height * 0.1}-${height * 0.12}-${height * 0.3} 0-${height * 0.4}z" fill="#e9a93a"/>
    <text x="${width * 0.06}" y="${height * 0.46}" font-family="${fonts.title}" font-size="${Math.round(height * 0.11)}"
      font-weight="700" fill="#1f3309">${escapeXml(title)}</text>
    <text x="${width * 0.06}" y="${height * 0.62}" font-family="${fonts.line}" font-size="${Math.round(height * 0.055)}"
      fill="#5b3a1e">${escapeXml(subtitle)}</text></svg>`;
}

async function render(svg: string, file: string): Promise<void> {
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 68, effort: 6 }).toBuffer();
  await writeFile(join(OUT, file), webp);
}

/** The logo's drawing (public/logo.svg, viewBox 200x64) placed at x, y and scaled. */
function logoSvg(logo: string, x: number, y: number, scale: number): string {
  const inner = logo.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  return `<g transform="translate(${x} ${y}) scale(${scale})">${inner}</g>`;
}

/** A product's link preview: its pack on the left, its name, category and the shop's logo on the right. */
function productShareSvg(product: SeedProduct, tint: string, categoryName: string, logo: string): string {
  const pack = productSvg(product, 1, tint).replace("<svg ", `<svg x="50" y="75" `);
  // DejaVu Serif Bold at 40 px is about 24 px a character: 21 characters fill the 560 px beside the pack.
  const lines = wrap(product.name, 21, 3);
  const nameSvg = lines
    .map((line, i) => `<text x="600" y="${190 + i * 56}" font-family="DejaVu Serif, serif" font-size="40" font-weight="700" fill="#1f3309">${escapeXml(line)}</text>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}">
    <rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="${tint}"/>
    <rect x="560" y="0" width="${SHARE_WIDTH - 560}" height="${SHARE_HEIGHT}" fill="#fffbeb"/>
    ${pack}${nameSvg}
    <text x="600" y="${190 + lines.length * 56 + 20}" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#5b3a1e">${escapeXml(categoryName)}</text>
    ${logoSvg(logo, 600, 480, 1.5)}
    <text x="882" y="542" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#3f6212">Natural Foods</text></svg>`;
}

/** The shop's default link preview, for every page without a picture of its own: the logo, large, and a line. */
function defaultShareSvg(logo: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}">
    <defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1">
      <stop offset="0" stop-color="#f3f8ec"/><stop offset="1" stop-color="#fdf1d6"/></linearGradient></defs>
    <rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="url(#g)"/>
    ${seedsSvg(seededRandom("og-default"), "#3f6212", 90, SHARE_WIDTH, SHARE_HEIGHT)}
    ${logoSvg(logo, 200, 150, 4)}
    <text x="600" y="470" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="50" font-weight="700" fill="#1f3309">Ghani Natural Foods</text>
    <text x="600" y="530" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#5b3a1e">Wood-pressed oils, millets, spices and more</text></svg>`;
}

async function renderJpeg(svg: string, file: string): Promise<void> {
  const jpeg = await sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  await writeFile(file, jpeg);
}

async function main() {
  await rm(OUT, { recursive: true, force: true });
  for (const folder of ["products", "blobs", "banners", "promotions", "share", "labels"]) await mkdir(join(OUT, folder), { recursive: true });
  await mkdir(join(PUBLIC, "og"), { recursive: true });
  const logo = await readFile(join(PUBLIC, "logo.svg"), "utf8");
  await renderJpeg(defaultShareSvg(logo), join(PUBLIC, "og", "ghani-1200x630.jpg"));

  const tintOf = new Map(seedCategories.map((category) => [category.key, category.color]));
  for (const product of seedProducts) {
    for (let view = 1; view <= product.imageCount; view++) {
      await render(productSvg(product, view, tintOf.get(product.categoryKey) ?? "#f5f5f4"), `products/${product.key}-${view}.webp`);
    }
  }
  for (const product of seedProducts) {
    const declarations = seedDeclarations(product);
    const accent = ACCENTS[Math.floor(seededRandom(`${product.key}-label`)() * ACCENTS.length)];
    if (declarations.labelImage) await render(labelFrontSvg(product, accent), `labels/${product.key}-front.webp`);
    if (declarations.labelBackImage) await render(labelBackSvg(product, accent), `labels/${product.key}-back.webp`);
  }
  const categoryName = new Map(seedCategories.map((category) => [category.key, category.name]));
  for (const product of seedProducts) {
    const svg = productShareSvg(product, tintOf.get(product.categoryKey) ?? "#f5f5f4", categoryName.get(product.categoryKey) ?? "", logo);
    await renderJpeg(svg, join(OUT, "share", `${product.key}.jpg`));
  }
  for (const blob of seedBlobs) {
    const title = blob.title.length > 34 ? `${blob.title.slice(0, 32)}…` : blob.title;
    await render(sceneSvg(800, 450, title, categoryName.get(blob.categoryKey) ?? "", blob.key), `blobs/${blob.key}.webp`);
  }
  for (const banner of seedBanners) {
    await render(sceneSvg(1200, 400, banner.title, banner.subtitle, banner.key), `banners/${banner.key}.webp`);
    // The Telugu pages' picture (issue 30): the same scene, the Telugu words (db/seed-data-te.ts).
    const te = seedBannersTe[banner.key];
    if (te) await render(sceneSvg(1200, 400, te.title, te.subtitle, banner.key, TELUGU_FONTS), `banners/${banner.key}-te.webp`);
  }
  for (const promotion of seedPromotions) {
    await render(sceneSvg(800, 600, promotion.caption, "Ghani Natural Foods", promotion.key), `promotions/${promotion.key}.webp`);
  }
  console.log(`Demo images written to ${OUT}`);
}

await main();
