/**
 * Small colour helpers for the generated illustrations. Colours travel as lowercase `#rrggbb` strings so they
 * can be written straight into SVG attributes.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX_RE = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses `#rgb`, `#rrggbb` (the `#` optional); null for anything else. */
export function parseHex(hex: string): Rgb | null {
  const m = HEX_RE.exec(hex.trim());
  if (!m) return null;
  let digits = m[1] ?? "";
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join("");
  const n = Number.parseInt(digits, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

/** `#rrggbb` in lowercase, or null when the input is not a hex colour. */
export function normalizeHex(hex: string): string | null {
  const rgb = parseHex(hex);
  return rgb ? toHex(rgb) : null;
}

/** Like normalizeHex but throws a RangeError naming the field, for inputs that must be valid. */
export function requireHex(hex: string, field: string): string {
  const normalized = typeof hex === "string" ? normalizeHex(hex) : null;
  if (!normalized) throw new RangeError(`${field} must be a hex colour like #1f4d3a, got ${JSON.stringify(hex)}`);
  return normalized;
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (v: number) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`;
}

function rgbOf(hex: string): Rgb {
  const rgb = parseHex(hex);
  if (!rgb) throw new RangeError(`not a hex colour: ${JSON.stringify(hex)}`);
  return rgb;
}

/** Linear blend in sRGB: t = 0 gives a, t = 1 gives b. Good enough for shading flat illustrations. */
export function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  const k = Math.min(1, Math.max(0, t));
  return toHex({ r: x.r + (y.r - x.r) * k, g: x.g + (y.g - x.g) * k, b: x.b + (y.b - x.b) * k });
}

export function darken(hex: string, amount: number): string {
  return mix(hex, "#000000", amount);
}

export function lighten(hex: string, amount: number): string {
  return mix(hex, "#ffffff", amount);
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = rgbOf(hex);
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The tones one flat illustration needs, all derived from one product colour. */
export interface Shades {
  base: string;
  /** Highlights and lit panels. */
  light: string;
  /** The shadow side, hems, inner panels. */
  shade: string;
  /** Seams, zips, openings. */
  deep: string;
  /** The silhouette outline. */
  line: string;
}

/**
 * Derives shading tones from one colour. Very dark colours cannot get darker visibly, so their seams and
 * outline go lighter instead; that keeps a black jacket readable.
 */
export function deriveShades(hex: string): Shades {
  const base = toHex(rgbOf(hex));
  const lum = relativeLuminance(base);
  const dark = lum < 0.045;
  return {
    base,
    light: lighten(base, lum > 0.75 ? 0.5 : 0.26),
    shade: dark ? lighten(base, 0.1) : darken(base, lum > 0.75 ? 0.1 : 0.16),
    deep: dark ? lighten(base, 0.26) : darken(base, lum > 0.75 ? 0.3 : 0.36),
    line: dark ? lighten(base, 0.2) : darken(base, lum > 0.75 ? 0.45 : 0.42),
  };
}

/** Dark granite text colour of the shop palette. */
export const GRANITE_TEXT = "#2b3033";
