/**
 * Tiny string builders shared by the illustration renderers. Everything returns SVG markup fragments;
 * numbers are rounded so the output stays compact and byte-for-byte deterministic.
 */

/** Rounds to at most one decimal and drops a trailing ".0" so paths stay short. */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

/** A filled path; outline comes from the surrounding group unless `extra` overrides it. */
export function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

/** A stroke-only path (seams, zips, straps). */
export function line(d: string, stroke: string, width: number, extra = ""): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}"${extra}/>`;
}

/** A thick stroke with an outline: drawn twice, outline first. Used for straps, loops and ropes. */
export function band(d: string, fill: string, width: number, outline: string, extra = ""): string {
  return line(d, outline, width + 3, extra) + line(d, fill, width, extra);
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
}

export function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ""): string {
  const round = rx > 0 ? ` rx="${n(rx)}"` : "";
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${round} fill="${fill}"${extra}/>`;
}

export function group(transform: string, inner: string, extra = ""): string {
  return `<g transform="${transform}"${extra}>${inner}</g>`;
}

/** No outline on this element. */
export const NO_STROKE = ' stroke="none"';

/** A translucent dark overlay for the shadow side of a part. */
export function shadow(d: string, opacity = 0.08): string {
  return `<path d="${d}" fill="#000" fill-opacity="${opacity}" stroke="none"/>`;
}

/** A translucent light overlay for a highlight. */
export function shine(d: string, opacity = 0.22): string {
  return `<path d="${d}" fill="#fff" fill-opacity="${opacity}" stroke="none"/>`;
}

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/**
 * Removes characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF);
 * escaping cannot make those legal.
 */
export function stripInvalidXmlChars(text: string): string {
  return text.replace(
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    "",
  );
}

/** A small deterministic pseudo-random source (mulberry32) seeded from any string or number. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** An integer in [0, count). */
  pick(count: number): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
}

export function hashSeed(seed: string | number): number {
  // FNV-1a over the UTF-16 code units: stable across runs and platforms.
  const text = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: string | number): Rng {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p) => next() < p,
    pick: (count) => Math.floor(next() * count),
    range: (min, max) => min + next() * (max - min),
  };
}

/** Validates an output dimension: a whole number of pixels within reason. */
export function requireSize(value: number, field: string, max = 4096): number {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new RangeError(`${field} must be a whole number from 1 to ${max}, got ${String(value)}`);
  }
  return value;
}
