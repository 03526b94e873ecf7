/**
 * Generated landscape banners (fells, forest, lake) for the demo banners (758x447), brand promo images
 * (720x480) and the share image (1200x630). Drawn in the output's own pixel space so any aspect ratio
 * composes well; deterministic for the same options.
 */
import { mix, requireHex } from "./color.ts";
import { circle, createRng, hashSeed, n, rect, requireSize, type Rng } from "./svg-kit.ts";

export const BANNER_THEMES = ["summer", "autumn", "winter", "evening"] as const;
export type BannerTheme = (typeof BANNER_THEMES)[number];

export function isBannerTheme(value: unknown): value is BannerTheme {
  return typeof value === "string" && (BANNER_THEMES as readonly string[]).includes(value);
}

/** The banner sizes the shop uses: image banners, brand promo images, share image. */
export const BANNER_SIZES = {
  banner: [758, 447],
  promo: [720, 480],
  share: [1200, 630],
} as const;

export interface BannerSvgOptions {
  width: number;
  height: number;
  theme: BannerTheme;
  /** The banner's own colour: the tent by the lake and a tint in the far fells. */
  colorHex: string;
  /** Changes the ridge lines and tree rows; defaults to a value derived from the other options. */
  seed?: string | number;
}

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  mid: string;
  forest: string;
  lake: string;
  lakeFar: string;
  bank: string;
  /** Round deciduous crowns among the spruces (autumn colours). */
  crowns?: string[];
  /** Sun height as a share of the horizon height (1 = on the horizon). */
  sunY: number;
}

const PALETTES: Record<BannerTheme, Palette> = {
  summer: {
    skyTop: "#8fbfe0", skyBottom: "#eaf1ec", sun: "#fff6d8", far: "#a3b8c6", mid: "#7d9b80", forest: "#2f5a43",
    lake: "#5f8fae", lakeFar: "#b9d3df", bank: "#4d6e3f", sunY: 0.35,
  },
  autumn: {
    skyTop: "#b8cad8", skyBottom: "#f4e7d3", sun: "#ffe6b8", far: "#a89f9e", mid: "#b0713f", forest: "#34503a",
    lake: "#5d7c94", lakeFar: "#c4d0d6", bank: "#6b5a2f", crowns: ["#d9962a", "#c4582c", "#e3b43c"], sunY: 0.4,
  },
  winter: {
    skyTop: "#9fbad6", skyBottom: "#f1f4f6", sun: "#fffdf4", far: "#f4f7fa", mid: "#d5dfe8", forest: "#2d4a45",
    lake: "#d3e0ea", lakeFar: "#edf2f6", bank: "#f6f8fa", sunY: 0.42,
  },
  evening: {
    skyTop: "#34476b", skyBottom: "#f2aa6e", sun: "#ffd68f", far: "#7a6a84", mid: "#4f4d68", forest: "#232839",
    lake: "#3c4a6c", lakeFar: "#d69a72", bank: "#1e2231", sunY: 0.5,
  },
};

/** A rounded fell ridge: two slow waves plus a little noise, smoothed through midpoints. */
function ridge(rng: Rng, w: number, base: number, amp: number, bottom: number): string {
  const f1 = rng.range(0.6, 1.4);
  const f2 = rng.range(2, 3.5);
  const p1 = rng.range(0, 6.3);
  const p2 = rng.range(0, 6.3);
  const steps = 24;
  const pts: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const y = base - amp * (0.55 + 0.3 * Math.sin(6.283 * f1 * t + p1) + 0.12 * Math.sin(6.283 * f2 * t + p2) + 0.05 * rng.next());
    pts.push([t * w, y]);
  }
  const first = pts[0] ?? [0, base];
  let d = `M0 ${n(bottom)}L0 ${n(first[1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1] ?? first;
    const [x1, y1] = pts[i] ?? first;
    d += `Q${n(x0)} ${n(y0)} ${n((x0 + x1) / 2)} ${n((y0 + y1) / 2)}`;
  }
  return `${d}L${n(w)} ${n(pts.at(-1)?.[1] ?? base)}L${n(w)} ${n(bottom)}Z`;
}

/** One path of two-tier spruce silhouettes standing on y = baseY. */
function spruces(rng: Rng, x0: number, x1: number, baseY: number, minH: number, maxH: number, gap: number): string {
  let d = "";
  for (let x = x0; x < x1; x += gap * rng.range(0.6, 1.3)) {
    const t = rng.range(minH, maxH);
    const y = baseY + rng.range(0, minH * 0.15);
    d += `M${n(x)} ${n(y - t)}l${n(t * 0.22)} ${n(t * 0.45)}h${n(-t * 0.1)}l${n(t * 0.2)} ${n(t * 0.55)}h${n(-t * 0.64)}l${n(t * 0.2)} ${n(-t * 0.55)}h${n(-t * 0.1)}z`;
  }
  return d;
}

/** Renders a landscape banner as a standalone SVG of exactly width x height pixels. */
export function renderBannerSvg(options: BannerSvgOptions): string {
  const w = requireSize(options.width, "width");
  const h = requireSize(options.height, "height");
  if (!isBannerTheme(options.theme)) throw new RangeError(`theme must be one of ${BANNER_THEMES.join(", ")}, got ${JSON.stringify(options.theme)}`);
  const color = requireHex(options.colorHex, "colorHex");
  const p = PALETTES[options.theme];
  const key = `${options.theme}:${color}:${w}x${h}:${options.seed ?? ""}`;
  const rng = createRng(key);
  // Ids carry a hash so two banners inlined in one page never share a gradient by accident.
  const id = `b${hashSeed(key).toString(36)}`;
  const horizon = h * 0.7;

  let s = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;
  s += `<defs><linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>`;
  s += `<linearGradient id="${id}l" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.lakeFar}"/><stop offset="1" stop-color="${p.lake}"/></linearGradient></defs>`;
  s += rect(0, 0, w, h, 0, `url(#${id}s)`);

  const sunX = w * rng.range(0.55, 0.8);
  const sunY = horizon * p.sunY;
  s += circle(sunX, sunY, h * 0.16, p.sun, ' fill-opacity=".25"') + circle(sunX, sunY, h * 0.075, p.sun);

  const far = mix(p.far, color, 0.12);
  s += `<path d="${ridge(rng, w, horizon * 0.74, h * 0.2, horizon)}" fill="${far}"/>`;
  s += `<path d="${ridge(rng, w, horizon * 0.88, h * 0.14, horizon)}" fill="${p.mid}"/>`;

  // Far shore: a dark tree line standing on the water's edge, mirrored faintly in the lake.
  const gap = Math.max(6, h * 0.018);
  let shore = `<path d="M0 ${n(horizon - h * 0.015)}H${w}V${n(horizon)}H0Z" fill="${p.forest}"/>`;
  shore += `<path d="${spruces(rng, -gap, w + gap, horizon, h * 0.035, h * 0.085, gap)}" fill="${p.forest}"/>`;
  if (p.crowns) {
    for (const crown of p.crowns) {
      let d = "";
      for (let i = 0; i < Math.round(w / 90); i++) {
        const x = rng.range(0, w);
        const r = rng.range(h * 0.012, h * 0.022);
        const y = horizon - r * 1.3;
        d += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r * 1.3)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r * 1.3)} 0 1 0 ${n(-2 * r)} 0`;
      }
      shore += `<path d="${d}" fill="${crown}"/>`;
    }
  }
  s += `<g id="${id}f">${shore}</g>`;
  s += rect(0, horizon, w, h - horizon, 0, `url(#${id}l)`);
  s += `<use href="#${id}f" transform="matrix(1 0 0 -1 0 ${n(2 * horizon)})" opacity=".22"/>`;

  let shimmer = "";
  for (let i = 0; i < 14; i++) {
    const y = horizon + (h - horizon) * rng.range(0.12, 0.95);
    const x = rng.range(0, w);
    shimmer += `M${n(x)} ${n(y)}h${n(rng.range(w * 0.02, w * 0.07))}`;
  }
  s += `<path d="${shimmer}" stroke="#fff" stroke-opacity=".35" stroke-width="${n(Math.max(1, h * 0.004))}" stroke-linecap="round"/>`;
  if (options.theme === "evening") {
    let glow = "";
    for (let i = 1; i < 7; i++) {
      const y = horizon + (h - horizon) * (i / 8);
      const half = h * 0.06 * (1 - i / 10);
      glow += `M${n(sunX - half)} ${n(y)}h${n(half * 2)}`;
    }
    s += `<path d="${glow}" stroke="${p.sun}" stroke-opacity=".5" stroke-width="${n(Math.max(1.5, h * 0.008))}" stroke-linecap="round"/>`;
  }

  // Near bank on the left with a few tall spruces and a small tent in the banner's colour.
  const bankTop = h * 0.84;
  s += `<path d="M0 ${n(bankTop)}Q${n(w * 0.18)} ${n(bankTop - h * 0.05)} ${n(w * 0.42)} ${n(h * 0.93)}Q${n(w * 0.5)} ${n(h * 0.97)} ${n(w * 0.52)} ${h}H0Z" fill="${p.bank}"/>`;
  const tentX = w * 0.27;
  const tentY = bankTop + h * 0.025;
  const tw = h * 0.09;
  s += `<path d="M${n(tentX)} ${n(tentY - tw * 0.62)}L${n(tentX + tw * 0.62)} ${n(tentY)}H${n(tentX - tw * 0.62)}Z" fill="${color}"/>`;
  s += `<path d="M${n(tentX)} ${n(tentY - tw * 0.42)}L${n(tentX + tw * 0.2)} ${n(tentY)}H${n(tentX - tw * 0.2)}Z" fill="#000" fill-opacity=".35"/>`;
  s += `<path d="${spruces(rng, w * 0.03, w * 0.2, bankTop + h * 0.02, h * 0.16, h * 0.3, h * 0.07)}" fill="${mix(p.forest, "#000000", 0.2)}"/>`;
  return `${s}</svg>`;
}
