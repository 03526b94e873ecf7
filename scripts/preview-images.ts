/**
 * node scripts/preview-images.ts [--out /tmp/image-preview]
 *
 * Writes a contact sheet of every generated product shape in a few colours, plus banners and brand logos,
 * as standalone .svg files and an index.html that shows them. For eyeballing the illustrations; take a
 * screenshot with headless Chromium to review them without a desktop.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { BANNER_THEMES, renderBannerSvg } from "../core/images/banner-svg.ts";
import { renderBrandLogoSvg } from "../core/images/logo-svg.ts";
import { PRODUCT_SHAPES, renderProductSvg } from "../core/images/product-svg.ts";

const { values } = parseArgs({ options: { out: { type: "string", default: "/tmp/image-preview" } } });
const out = path.resolve(values.out);
mkdirSync(path.join(out, "svg"), { recursive: true });

const COLORS = ["#c0392b", "#1f4d3a", "#2f5f8f", "#e8b923", "#f2f2ef", "#1b1b1b"];
const html: string[] = [];
const write = (name: string, svg: string) => {
  writeFileSync(path.join(out, "svg", name), svg);
  return `svg/${name}`;
};

let largest = 0;
const rows = PRODUCT_SHAPES.map((shape) => {
  const cells = COLORS.map((color, i) => {
    const svg = renderProductSvg({ shape, colorHex: color, variantSeed: i, width: 160 });
    largest = Math.max(largest, Buffer.byteLength(svg));
    const src = write(`${shape}-${i}.svg`, svg);
    return `<img src="${src}" width="160" height="160" alt="${shape} ${color}" title="${shape} ${color} ${Buffer.byteLength(svg)} B">`;
  });
  return `<div class="row"><span>${shape}</span>${cells.join("")}</div>`;
});
html.push(`<h1>Products (largest ${largest} bytes)</h1>`, ...rows);

const banners = BANNER_THEMES.flatMap((theme, i) =>
  ([[758, 447], [720, 480], [1200, 630]] as const).map(([w, h]) => {
    const color = COLORS[i % COLORS.length] ?? "#1f4d3a";
    const svg = renderBannerSvg({ width: w, height: h, theme, colorHex: color });
    const src = write(`banner-${theme}-${w}x${h}.svg`, svg);
    return `<figure><img src="${src}" width="${Math.round(w / 2.2)}" height="${Math.round(h / 2.2)}" alt=""><figcaption>${theme} ${w}x${h} ${Buffer.byteLength(svg)} B</figcaption></figure>`;
  }),
);
html.push(`<h1>Banners</h1><div class="wrap">${banners.join("")}</div>`);

const brands = ["Fjällräven", "Black Diamond", "Tom & Jerry's <Outdoor>", "Haglöfs", "Arc'teryx", "Ortovox", "Salomon", "Petzl"];
const logos = brands.map((name, i) => {
  const svg = renderBrandLogoSvg({ name, colorHex: COLORS[i % COLORS.length] ?? "#1f4d3a", width: 240, height: 80 });
  const src = write(`logo-${i}.svg`, svg);
  return `<img class="logo" src="${src}" width="240" height="80" alt="">`;
});
html.push(`<h1>Logos</h1><div class="wrap">${logos.join("")}</div>`);

const page = (file: string, body: string) =>
  writeFileSync(
    path.join(out, file),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Image preview</title><style>
body{font:13px system-ui,sans-serif;margin:12px;background:#ddd}h1{font-size:16px;margin:12px 0 6px}
.row{display:flex;align-items:center;gap:4px;margin-bottom:4px}.row span{width:120px}
.wrap{display:flex;flex-wrap:wrap;gap:8px}figure{margin:0}.logo{background:#fff}
</style>${body}</html>`,
  );
page("index.html", html.join("\n"));
// Smaller pages so one screenshot shows a whole part at full size.
for (let part = 0; part * 12 < rows.length; part++) page(`products-${part + 1}.html`, rows.slice(part * 12, part * 12 + 12).join("\n"));
page("banners.html", `<div class="wrap">${banners.join("")}</div>`);
page("logos.html", `<div class="wrap">${logos.join("")}</div>`);
console.log(`wrote ${path.join(out, "index.html")} and its parts`);
