/**
 * Generated demo brand logos: a small emblem and the brand name as a wordmark in the system font.
 * The name is user data, so it is cleaned of characters XML cannot carry and escaped.
 */
import { GRANITE_TEXT, contrastRatio, darken, requireHex } from "./color.ts";
import { escapeXml, group, hashSeed, n, requireSize, stripInvalidXmlChars } from "./svg-kit.ts";

export interface BrandLogoSvgOptions {
  name: string;
  colorHex: string;
  width: number;
  height: number;
}

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

/** Emblems drawn on a 100 x 100 box; the brand name picks one so each brand keeps its own. */
const EMBLEMS: ((color: string) => string)[] = [
  (c) => `<circle cx="50" cy="50" r="50" fill="${c}"/><path d="M12 74L38 38L50 54L62 34L88 74Z" fill="#fff"/>`,
  (c) =>
    `<rect width="100" height="100" rx="22" fill="${c}"/><path d="M50 12L66 40H58L74 66H56V86H44V66H26L42 40H34Z" fill="#fff"/>`,
  (c) =>
    `<circle cx="50" cy="50" r="50" fill="${c}"/><path d="M50 20L84 76H16Z" fill="#fff"/><path d="M50 46L61 76H39Z" fill="${c}"/>`,
  (c) =>
    `<circle cx="50" cy="50" r="46" fill="none" stroke="${c}" stroke-width="8"/><path d="M50 8L59 41L92 50L59 59L50 92L41 59L8 50L41 41Z" fill="${c}"/>`,
];

/** Renders a brand logo (emblem + name) as a standalone SVG of exactly width x height pixels. */
export function renderBrandLogoSvg(options: BrandLogoSvgOptions): string {
  const w = requireSize(options.width, "width");
  const h = requireSize(options.height, "height");
  const color = requireHex(options.colorHex, "colorHex");
  const name = stripInvalidXmlChars(String(options.name ?? "")).replace(/\s+/g, " ").trim();
  if (!name) throw new RangeError("name must contain at least one visible character");

  const pad = h * 0.14;
  const size = Math.min(h - pad * 2, w * 0.3);
  const textX = pad + size + h * 0.2;
  const available = Math.max(1, w - textX - pad);
  const chars = [...name].length;
  // System fonts differ; 0.64 em per character is a safe bold average, and textLength guards the rest.
  const estimate = (fontSize: number) => chars * fontSize * 0.64;
  const fontSize = Math.max(h * 0.18, Math.min(h * 0.42, available / (chars * 0.64)));
  const squeeze = estimate(fontSize) > available ? ` textLength="${n(available)}" lengthAdjust="spacingAndGlyphs"` : "";
  // Coloured text only where it stays readable on a light page; otherwise the granite text colour.
  const textColor = contrastRatio(color, "#ffffff") >= 4.5 ? darken(color, 0.15) : GRANITE_TEXT;
  const emblem = EMBLEMS[hashSeed(name) % EMBLEMS.length] ?? EMBLEMS[0]!;
  // A near-white brand colour would vanish on a white page; its emblem gets a darker tone of it.
  const emblemColor = contrastRatio(color, "#ffffff") < 1.5 ? darken(color, 0.45) : color;
  const label = escapeXml(name);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${label}</title>` +
    group(`translate(${n(pad)} ${n((h - size) / 2)}) scale(${n3(size / 100)})`, emblem(emblemColor)) +
    `<text x="${n(textX)}" y="${n(h / 2 + fontSize * 0.35)}" font-family="${FONT}" font-size="${n(fontSize)}" font-weight="700" fill="${textColor}"${squeeze}>${label}</text>` +
    "</svg>"
  );
}

function n3(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}
