/**
 * Generated demo product images: flat illustrations (a jacket, a boot, a tent ...) in the variant's colour.
 * Pure string building, no I/O. Every product image is square and drawn on a 200 x 200 viewBox, so one
 * drawing serves the card (320), product page (960) and zoom (1920) sizes without layout shift.
 */
import { deriveShades, mix, relativeLuminance, requireHex, type Shades } from "./color.ts";
import {
  NO_STROKE,
  band,
  circle,
  createRng,
  ellipse,
  group,
  line,
  n,
  path,
  rect,
  requireSize,
  shadow,
  shine,
  type Rng,
} from "./svg-kit.ts";

// Banners and logos live in their own modules; re-exported so callers need one import for all images.
export { BANNER_SIZES, BANNER_THEMES, isBannerTheme, renderBannerSvg, type BannerSvgOptions, type BannerTheme } from "./banner-svg.ts";
export { renderBrandLogoSvg, type BrandLogoSvgOptions } from "./logo-svg.ts";

export const PRODUCT_SHAPES = [
  "jacket",
  "vest",
  "fleece",
  "shirt",
  "trousers",
  "shorts",
  "hat",
  "gloves",
  "boot",
  "shoe",
  "sandal",
  "sock",
  "backpack",
  "tent",
  "sleeping-bag",
  "sleeping-pad",
  "ski",
  "snowboard",
  "ski-pole",
  "ski-boot",
  "binding",
  "helmet",
  "goggles",
  "climbing-harness",
  "carabiner",
  "rope",
  "stove",
  "pot",
  "bottle",
  "headlamp",
  "knife",
  "map",
  "compass",
  "gift-card",
  "generic",
] as const;

export type ProductShape = (typeof PRODUCT_SHAPES)[number];

export function isProductShape(value: unknown): value is ProductShape {
  return typeof value === "string" && (PRODUCT_SHAPES as readonly string[]).includes(value);
}

/** The widths the storefront asks for (card, product page, zoom). Routes may restrict requests to these. */
export const PRODUCT_IMAGE_WIDTHS = [320, 960, 1920] as const;

/** Birch-white from the shop palette (the light, warm neutral background). */
export const DEFAULT_IMAGE_BACKGROUND = "#f4efe6";

export interface ProductSvgOptions {
  shape: ProductShape;
  /** Main body colour, `#rgb` or `#rrggbb`. */
  colorHex: string;
  /** Trims, cuffs, straps; defaults to a granite tone (or a shape's own classic accent). */
  accentHex?: string;
  /** Small deterministic variations (hood, pockets ...) so a catalogue does not look cloned. */
  variantSeed?: string | number;
  /** Output width and height in pixels (the image is square). */
  width: number;
  /** A hex colour, or "none" for a transparent background. */
  background?: string;
}

const METAL = "#c6cbd0";
const METAL_DARK = "#7f878e";
const GRANITE = "#353a3e";
const SOLE = "#33302d";
const MIDSOLE = "#ece7de";
const PAPER = "#faf7f0";
const MIRROR = "matrix(-1 0 0 1 200 0)";

interface Ctx {
  c: Shades;
  a: Shades;
  rng: Rng;
}

interface ShapeDef {
  /** Centre, half width and (default 172) height of the floor shadow. */
  floor: [cx: number, rx: number, y?: number];
  /** Accent used when the caller gives none: a colour or one derived from the main colour. */
  accent?: string | ((base: string) => string);
  draw(ctx: Ctx): string;
}

const mirror = (inner: string) => group(MIRROR, inner);
const both = (inner: string) => inner + mirror(inner);

function jacketLike(c: Shades, a: Shades, opts: { hood: boolean; yoke?: string }): string {
  const sleeve = "M62 44Q48 48 44 62L30 136L50 140L62 88Z";
  let s = "";
  if (opts.hood) s += path("M76 46Q70 12 100 10Q130 12 124 46Z", c.base) + path("M86 40Q85 20 100 19Q115 20 114 40Z", c.deep);
  s += both(path(sleeve, c.base) + shadow("M50 140L62 88V60Q56 100 44 139Z", 0.06) + path("M30 136L50 140L51.5 132.5L31.5 128.5Z", a.base));
  s += path("M84 36L62 44V164H138V44L116 36Q100 46 84 36Z", c.base);
  if (opts.yoke) s += path("M62 44L84 36Q100 46 116 36L138 44V66Q100 74 62 66Z", opts.yoke);
  s += shadow("M100 42Q110 40 116 36L138 44V164H100Z", 0.07) + path("M62 156H138V164H62Z", c.shade);
  s += path(opts.hood ? "M85 37L86 31Q100 37 114 31L115 37Q100 46 85 37Z" : "M84 37L85 25Q100 31 115 25L116 37Q100 46 84 37Z", c.shade);
  return s;
}

const SHAPES: Record<ProductShape, ShapeDef> = {
  jacket: {
    floor: [100, 72],
    draw: ({ c, a, rng }) => {
      const hood = rng.chance(0.5);
      const quilted = rng.chance(0.3);
      let s = jacketLike(c, a, { hood });
      if (quilted) for (const y of [68, 88, 108, 128, 148]) s += line(`M63 ${y}Q100 ${y + 5} 137 ${y}`, c.shade, 1.4);
      s += line("M100 41V164", c.deep, 2) + rect(97.5, 46, 5, 9, 1.5, a.base);
      if (rng.chance(0.6)) s += line("M110 64L126 60", c.deep, 1.6) + rect(124, 58, 3, 7, 1, a.base);
      s += both(line("M72 110L78 140", c.deep, 1.6));
      return s;
    },
  },
  vest: {
    floor: [100, 48],
    draw: ({ c, a, rng }) => {
      let s = path("M84 36L66 42Q70 68 60 86V164H140V86Q130 68 134 42L116 36Q100 46 84 36Z", c.base);
      s += shadow("M100 42Q110 40 116 36L134 42Q130 68 140 86V164H100Z", 0.07);
      s += both(line("M67 44Q70 68 61 84", c.shade, 3));
      if (rng.chance(0.7)) {
        for (const y of [70, 92, 114, 136]) {
          const x = y < 86 ? 68 : 61;
          s += line(`M${x} ${y}Q100 ${y + 5} ${200 - x} ${y}`, c.shade, 1.4);
        }
      } else {
        s += line("M108 66L124 62", c.deep, 1.6);
      }
      s += path("M60 156H140V164H60Z", c.shade) + path("M84 37L85 26Q100 32 115 26L116 37Q100 46 84 37Z", c.shade);
      s += line("M100 41V164", c.deep, 2) + rect(97.5, 46, 5, 9, 1.5, a.base);
      return s;
    },
  },
  fleece: {
    floor: [100, 72],
    draw: ({ c, a, rng }) => {
      let s = jacketLike(c, a, { hood: false, yoke: a.base });
      s += line("M63 74Q100 80 137 74", c.shade, 1.4, ' stroke-dasharray="2 3"');
      s += line("M100 41V98", c.deep, 2) + rect(97.5, 46, 5, 9, 1.5, c.light);
      if (rng.chance(0.5)) s += both(line("M70 116L76 142", c.deep, 1.6));
      else s += path("M108 82H128V102Q118 106 108 102Z", c.shade);
      return s;
    },
  },
  shirt: {
    floor: [100, 62],
    draw: ({ c, a, rng }) => {
      let s = path("M82 40Q100 32 118 40Q100 56 82 40Z", c.deep);
      s += path("M82 40L60 48L30 72L44 98L62 86V162H138V86L156 98L170 72L140 48L118 40Q100 58 82 40Z", c.base);
      s += shadow("M100 49Q110 47 118 40L140 48L170 72L156 98L138 86V162H100Z", 0.07);
      s += both(line("M62 86Q64 66 60 48", c.shade, 1.4) + line("M32.6 67.8L46.6 93.8", c.shade, 1.4));
      s += line("M84 42Q100 58 116 42", c.shade, 3.5) + line("M63 155H137", c.shade, 1.4);
      const v = rng.pick(3);
      if (v === 0) s += path("M62 96H138V108H62Z", a.base);
      else if (v === 1) s += path("M110 70H126V86Q118 90 110 86Z", c.shade);
      return s;
    },
  },
  trousers: {
    floor: [100, 50],
    draw: ({ c, a, rng }) => {
      let s = path("M63 44H137L143 168H108L100 82L92 168H57Z", c.base);
      s += shadow("M100 44H137L143 168H108L100 82Z", 0.07);
      s += path("M64 32H136L137 44H63Z", c.shade);
      s += both(rect(76, 30, 4, 15, 1.5, c.shade) + line("M72 44Q76 58 64 62", c.deep, 1.4) + line("M58 160H91", c.shade, 1.4));
      s += line("M96 44V72Q96 78 100 80", c.deep, 1.4);
      s += both(line("M62 118Q74 123 88 117", c.shade, 1.4));
      if (rng.chance(0.5)) s += rect(59, 88, 20, 26, 3, c.shade) + rect(58.5, 86, 21, 8, 2, c.deep);
      if (rng.chance(0.5)) s += rect(64, 34, 72, 7, 1, a.base, NO_STROKE) + rect(94, 32, 12, 11, 2, METAL);
      return s;
    },
  },
  shorts: {
    floor: [100, 54, 150],
    draw: ({ c, a, rng }) => {
      let s = path("M61 68H139L148 140H106L100 104L94 140H52Z", c.base);
      s += shadow("M100 68H139L148 140H106L100 104Z", 0.07);
      s += path("M62 56H138L139 68H61Z", c.shade);
      s += both(line("M70 68Q74 80 63 84", c.deep, 1.4) + line("M53 133H95", c.shade, 1.4));
      s += line("M96 68V92Q96 98 100 100", c.deep, 1.4);
      if (rng.chance(0.5)) s += line("M98 62Q96 76 92 82M102 62Q104 76 108 82", a.base, 2);
      else s += rect(124, 86, 18, 22, 3, c.shade);
      return s;
    },
  },
  hat: {
    floor: [100, 52],
    accent: (base) => mix(base, "#f4efe6", 0.7),
    draw: ({ c, a, rng }) => {
      let s = "";
      const pompom = rng.chance(0.75);
      if (pompom) s += circle(100, 50, 16, a.base) + circle(94, 44, 6, "#fff", ' fill-opacity=".25" stroke="none"');
      s += path("M58 124Q54 62 100 58Q146 62 142 124Z", c.base);
      for (const i of [-3, -2, -1, 0, 1, 2, 3]) {
        s += line(`M${100 + i * 6} 61Q${100 + i * 13} 90 ${100 + i * 12} 120`, c.shade, 1.2);
      }
      if (rng.chance(0.5)) s += path("M57 92Q100 86 143 92L143.5 104Q100 98 56.5 104Z", a.base);
      s += path("M54 118Q100 102 146 118L148 150Q100 166 52 150Z", c.shade);
      let ribs = "";
      for (let x = 60; x <= 140; x += 8) {
        const t = (x - 54) / 92;
        const bulge = 32 * t * (1 - t);
        ribs += `M${x} ${n(118 - bulge + 3)}V${n(150 + bulge - 3)}`;
      }
      s += line(ribs, c.deep, 1.2, ' stroke-opacity=".6"');
      if (!pompom) s += rect(92, 130, 16, 10, 2, a.base);
      return s;
    },
  },
  gloves: {
    floor: [100, 60],
    draw: ({ c, a, rng }) => {
      const glove = (main: Shades, cuff: string) =>
        rect(10, 6, 12, 44, 6, main.base) +
        rect(23, 0, 12, 50, 6, main.base) +
        rect(36, 4, 12, 46, 6, main.base) +
        rect(48, 14, 10, 38, 5, main.base) +
        path("M8 84L-7 60Q-12 49 -3 45Q3 43 7 50L14 62Z", main.base) +
        path("M6 86L8 44Q9 36 18 36H50Q58 38 58 48L56 86Z", main.base) +
        line("M14 50Q34 56 54 50", main.shade, 1.4) +
        path("M4 84H58L60 110H2Z", cuff) +
        line("M3 96H59", main.deep, 1.2);
      const back = deriveShades(c.shade);
      const mitten = rng.chance(0.2);
      const g = mitten
        ? (main: Shades, cuff: string) =>
            path("M8 84L-7 60Q-12 49 -3 45Q3 43 7 50L14 62Z", main.base) +
            path("M6 86L8 24Q10 2 32 2Q56 2 58 26L56 86Z", main.base) +
            path("M4 84H58L60 110H2Z", cuff) +
            line("M3 96H59", main.deep, 1.2)
        : glove;
      return group("translate(46 34) rotate(-10)", g(back, a.shade)) + group("translate(94 44) rotate(9)", g(c, a.base));
    },
  },
  boot: {
    floor: [112, 72],
    draw: ({ c, a, rng }) => {
      let s = path("M110 36Q114 22 126 26L134 94L120 96Z", c.shade);
      s += path("M68 32L118 30Q120 72 128 92Q156 98 168 112Q178 122 175 140H50Q46 108 62 90Q60 62 68 32Z", c.base);
      s += shadow("M50 140Q46 108 62 90L78 100Q68 120 74 140Z", 0.1);
      s += path("M67 34Q92 26 118.5 31L119 41Q92 36 66 44Z", c.shade);
      s += line("M70 102Q96 110 124 96", c.shade, 1.4);
      s += path("M142 116Q162 113 171 122Q176 130 175 140H136Q134 124 142 116Z", c.deep);
      let laces = "";
      let eyelets = "";
      for (const [x, y] of [[114, 46], [116, 60], [119, 74], [124, 88]] as const) {
        laces += `M${x} ${y}L${x + 13} ${y - 5}`;
        eyelets += circle(x, y, 2.4, METAL);
      }
      s += line(laces, a.base, 2.6) + eyelets;
      s += rect(47, 135, 131, 7, 2, MIDSOLE);
      s += path("M46 141H179Q181 152 172 158H54Q45 154 46 141Z", SOLE, ` stroke="${GRANITE}"`);
      let lugs = "";
      for (let x = 60; x < 172; x += 12) lugs += `M${x} 150v8`;
      s += line(lugs, GRANITE, 2.4);
      if (rng.chance(0.5)) s += rect(58, 54, 10, 6, 2, a.base);
      return s;
    },
  },
  shoe: {
    floor: [112, 72],
    draw: ({ c, a, rng }) => {
      let s = path("M98 92Q100 78 112 80L118 98Z", c.shade);
      s += path("M50 132Q44 110 54 96Q66 88 80 96Q92 100 104 90Q132 98 156 108Q178 116 177 132Z", c.base);
      s += line("M56 97Q66 90 80 97Q92 102 104 92", c.deep, 3);
      s += path("M146 106Q170 112 177 128V132H150Q144 118 146 106Z", c.shade);
      s += shadow("M50 132Q44 110 54 96L68 100Q62 116 66 132Z", 0.1);
      const v = rng.pick(2);
      s += v === 0 ? line("M78 124Q104 106 138 104", a.base, 5) : line("M74 118L96 104M86 124L110 108M98 128L122 112", a.base, 3.5);
      let laces = "";
      for (const [x, y] of [[108, 94], [118, 98], [128, 102], [138, 106]] as const) laces += `M${x} ${y}l4 -8`;
      s += line(laces, a.base, 2.4);
      s += path("M44 128H180Q182 138 176 142H48Q42 138 44 128Z", MIDSOLE);
      s += path("M48 140H176Q178 149 170 152H54Q47 149 48 140Z", SOLE, ` stroke="${GRANITE}"`);
      return s;
    },
  },
  sandal: {
    floor: [100, 64],
    draw: ({ c, a }) => {
      const foot = "M24 0Q46 0 46 30Q46 58 40 80Q36 100 40 118Q40 140 22 140Q4 140 4 118Q6 96 4 72Q0 40 4 24Q8 0 24 0Z";
      const one =
        group("translate(0 4)", path(foot, SOLE, ` stroke="${GRANITE}"`)) +
        path(foot, "#c99f72") +
        shadow("M12 30Q24 26 36 32Q38 60 30 90Q20 94 14 88Q16 60 12 30Z", 0.07) +
        path("M-2 32L50 24V38L-2 46Z", c.base) +
        path("M-2 70L48 62V78L-2 86Z", c.base) +
        path("M-1 112L47 108V122L-1 126Z", c.base) +
        rect(36, 64, 10, 12, 2, a.base);
      return group("translate(48 26)", one) + group("translate(152 26) scale(-1 1)", one);
    },
  },
  sock: {
    floor: [118, 56],
    draw: ({ c, a, rng }) => {
      let s = path("M70 28H120L122 104Q124 112 132 116L160 128Q178 138 172 156Q164 172 142 166L84 148Q64 142 66 118Z", c.base);
      s += path("M66 116Q64 142 84 148L96 152Q86 136 92 114Q80 112 67 110Z", a.base);
      s += path("M150 124L160 128Q178 138 172 156Q166 170 146 166Q160 148 150 124Z", a.base);
      s += path("M70 28H120L120.4 46H70.3Z", c.shade);
      s += line("M76 31V44M84 31V44M92 31V44M100 31V44M108 31V44M116 31V44", c.deep, 1.2, ' stroke-opacity=".6"');
      if (rng.chance(0.6)) s += path("M70.5 60H120.7L120.8 66H70.5ZM70.6 72H120.9L121 78H70.7Z", a.base, NO_STROKE);
      return s;
    },
  },
  backpack: {
    floor: [100, 58],
    draw: ({ c, a, rng }) => {
      let s = both(band("M62 52Q44 92 54 146", c.deep, 8, c.line));
      s += band("M90 28Q100 12 110 28", c.deep, 3, c.line);
      s += path("M58 48Q58 32 76 30H124Q142 32 142 48L146 158Q146 168 134 168H66Q54 168 54 158Z", c.base);
      s += shadow("M100 30H124Q142 32 142 48L146 158Q146 168 134 168H100Z", 0.07);
      s += path("M54 152H146V158Q146 168 134 168H66Q54 168 54 158Z", c.deep);
      s += path("M60 50Q58 26 80 24H120Q142 26 140 50Q140 60 128 62H72Q60 60 60 50Z", c.shade);
      s += line("M70 46Q100 52 130 46", c.deep, 1.6);
      if (rng.chance(0.6)) {
        s += path("M70 100H130Q136 100 136 106V150H64V106Q64 100 70 100Z", c.shade) + line("M70 108H130", c.deep, 1.6);
      } else {
        s += path("M72 96H128L132 148H68Z", c.shade, ' fill-opacity=".9"') + line("M72 104H128", a.base, 2.4);
      }
      s += both(rect(82, 58, 6, 30, 1.5, a.base) + rect(80, 80, 10, 8, 2, GRANITE));
      s += line("M100 152V166", a.base, 3);
      return s;
    },
  },
  tent: {
    floor: [104, 80],
    draw: ({ c, a, rng }) => {
      if (rng.chance(0.5)) {
        let s = path("M100 40L140 30L186 140L164 160Z", c.shade);
        s += path("M100 40L164 160H36Z", c.base);
        s += shine("M100 40L36 160H58Z", 0.14);
        s += path("M100 64L130 160H70Z", c.deep);
        s += path("M100 64L130 160H118Q112 110 100 64Z", c.light);
        s += line("M100 40L94 28M140 30L146 22", METAL_DARK, 2);
        s += line("M36 160L24 168M164 160L176 168M186 140L194 146", a.base, 1.6);
        return s;
      }
      let s = path("M26 160C30 96 60 58 100 58C140 58 170 96 174 160Z", c.base);
      s += shadow("M100 58C140 58 170 96 174 160H100Z", 0.08);
      s += line("M42 160C48 102 70 62 100 60M158 160C152 102 130 62 100 60", c.shade, 2.4);
      s += path("M62 160C62 118 78 94 100 94C122 94 138 118 138 160Z", c.deep);
      s += path("M100 94C122 94 138 118 138 160H120C120 124 112 100 100 94Z", c.light);
      s += line("M38 110L12 162M162 110L188 162", a.base, 1.2);
      return s;
    },
  },
  "sleeping-bag": {
    floor: [100, 46],
    draw: ({ c, a, rng }) => {
      let s = path("M100 16Q142 16 144 60Q148 112 134 164Q128 178 100 178Q72 178 66 164Q52 112 56 60Q58 16 100 16Z", c.base);
      s += shadow("M118 18Q142 24 144 60Q148 112 134 164Q128 176 114 178Q130 110 118 18Z", 0.08);
      s += ellipse(100, 52, 30, 27, c.shade) + ellipse(100, 54, 19, 18, a.base) + ellipse(100, 57, 12, 11, GRANITE);
      let baffles = "";
      for (const y of [94, 112, 130, 148, 164]) {
        const hw = y < 110 ? 43 : 44 - (y - 110) * 0.26;
        baffles += `M${n(100 - hw)} ${y}Q100 ${y + 6} ${n(100 + hw)} ${y}`;
      }
      s += line(baffles, c.shade, 1.6);
      s += line(rng.chance(0.5) ? "M126 72Q138 112 128 160" : "M74 72Q62 112 72 160", a.base, 2.4);
      s += rect(96, 78, 8, 6, 2, a.base);
      return s;
    },
  },
  "sleeping-pad": {
    floor: [100, 80],
    draw: ({ c, a, rng }) => {
      let s = "";
      if (rng.chance(0.5)) s += path("M40 126H152L178 166H18Z", c.base) + line("M36 134H156M31 142H162M26 150H167M22 158H172", c.shade, 1.4);
      s += path("M44 72H152A16 28 0 0 1 152 128H44Z", c.base);
      s += shadow("M44 108H166Q164 124 152 128H44Z", 0.08);
      s += line("M60 86H154M60 100H156M60 114H154", c.shade, 1.4);
      s += ellipse(44, 100, 16, 28, c.shade);
      s += line("M44 100m-3 0a3 4 0 1 1 6 0a6 9 0 1 1 -12 0a9 14 0 1 1 18 0a12 19 0 1 1 -24 0", c.deep, 1.4);
      s += rect(72, 68, 8, 64, 2, a.base) + rect(124, 68, 8, 64, 2, a.base);
      return s;
    },
  },
  ski: {
    floor: [100, 56],
    draw: ({ c, a, rng }) => {
      const graphic = rng.pick(2);
      const ski =
        path("M0 -84Q15 -84 15 -68Q10 0 13.8 70Q13.8 78 0 78Q-13.8 78 -13.8 70Q-10 0 -15 -68Q-15 -84 0 -84Z", c.base) +
        path("M0 -84Q15 -84 15 -68H-15Q-15 -84 0 -84Z", c.light) +
        (graphic === 0 ? path("M-12.2 -34L13 -52V-40L-11.8 -22Z", a.base, NO_STROKE) : path("M-12 -60H12V-54H-12ZM-12 44H12.5V50H-12Z", a.base, NO_STROKE)) +
        path("M-13.4 56H13.4V70Q13.8 78 0 78Q-13.8 78 -13.8 70Z", c.shade) +
        rect(-7, -14, 14, 36, 3, GRANITE) +
        rect(-6, -21, 12, 10, 2, METAL) +
        rect(-6, 20, 12, 12, 2, METAL);
      return group("translate(78 98) rotate(16)", ski) + group("translate(120 102) rotate(16)", ski);
    },
  },
  snowboard: {
    floor: [100, 50],
    draw: ({ c, a }) => {
      const board =
        path("M-22 -74Q-22 -88 0 -88Q22 -88 22 -74Q18 0 22 74Q22 88 0 88Q-22 88 -22 74Q-18 0 -22 -74Z", c.base) +
        path("M-21 -20L21 -44V-30L-20 -6Z", a.base, NO_STROKE) +
        shine("M-16 -76Q-14 -84 0 -84V84Q-16 84 -17 74Z", 0.12) +
        rect(-13, -52, 26, 22, 5, GRANITE) +
        rect(-10, -58, 20, 8, 3, METAL) +
        rect(-13, 30, 26, 22, 5, GRANITE) +
        rect(-10, 24, 20, 8, 3, METAL);
      return group("translate(100 100) rotate(18)", board);
    },
  },
  "ski-pole": {
    floor: [100, 40],
    draw: ({ c, a }) => {
      const pole =
        band("M0 -58V74", c.base, 3.6, c.line) +
        line("M-3 -74Q-18 -58 -4 -54", a.base, 2.4) +
        rect(-5.5, -82, 11, 28, 4.5, GRANITE) +
        rect(-6.5, -84, 13, 6, 2.5, a.base) +
        ellipse(0, 60, 13, 4.5, GRANITE) +
        ellipse(0, 60, 6, 2, c.base, NO_STROKE) +
        line("M0 74V82", METAL_DARK, 2.4);
      return group("translate(86 98) rotate(12)", pole) + group("translate(116 100) rotate(12)", pole);
    },
  },
  "ski-boot": {
    floor: [112, 70],
    draw: ({ c, a }) => {
      let s = path("M64 36Q94 24 126 32L126 22Q94 12 64 26Z", GRANITE);
      s += path("M52 140Q48 112 58 96L138 94Q160 100 172 114Q178 122 177 140Z", c.shade);
      s += path("M64 30H126Q128 62 142 96L124 108Q92 104 58 106Q54 66 64 30Z", c.base);
      s += shine("M68 34H78Q74 68 74 102H64Q60 68 68 34Z", 0.18);
      s += path("M63.6 38H126.3L126.9 48H63Z", GRANITE);
      for (const [x, y, r] of [[129, 62, -12], [135, 82, -18], [154, 104, -30], [167, 118, -42]] as const) {
        s += group(`translate(${x} ${y}) rotate(${r})`, rect(-9, -3.5, 18, 7, 2, METAL) + line("M-7 0H7", METAL_DARK, 1));
      }
      s += circle(70, 104, 4, a.base);
      s += path("M48 140H180V152H48Z", SOLE, ` stroke="${GRANITE}"`) + rect(42, 138, 12, 14, 2, SOLE) + rect(172, 138, 12, 14, 2, SOLE);
      return s;
    },
  },
  binding: {
    floor: [100, 90],
    draw: ({ c, a }) => {
      let s = band("M154 134L162 158", METAL_DARK, 2.6, GRANITE);
      s += rect(6, 140, 188, 10, 4, GRANITE) + line("M10 142.5H190", a.base, 1.6);
      s += rect(22, 134, 158, 6, 2, METAL) + rect(74, 130, 14, 4, 1, METAL_DARK) + rect(104, 128, 20, 6, 2, METAL_DARK);
      s += path("M20 134V114Q20 100 36 100H56Q70 102 70 116V134Z", c.base);
      s += path("M70 110H82Q86 110 86 114V124H70Z", c.shade) + rect(28, 108, 14, 6, 1.5, PAPER);
      s += band("M166 98L190 82", c.base, 5, c.line);
      s += path("M140 134V110Q140 94 156 92H172Q184 96 184 112L180 134Z", c.base);
      s += path("M128 104H142V120H128Q124 120 124 116V108Q124 104 128 104Z", c.shade) + rect(152, 104, 14, 6, 1.5, PAPER);
      s += shine("M26 104Q34 102 48 102L44 110H26Z", 0.3);
      return s;
    },
  },
  helmet: {
    floor: [104, 70],
    draw: ({ c, a, rng }) => {
      let s = path("M32 122Q28 52 102 44Q166 44 172 106Q174 122 162 126L120 124Q110 126 106 134H46Q34 134 32 122Z", c.base);
      s += shine("M48 86Q58 58 100 52Q74 62 60 90Z", 0.35) + shadow("M172 106Q174 122 162 126L120 124Q110 126 106 134H46Q34 134 32 122Q90 124 172 106Z", 0.1);
      s += line("M70 66L84 60M96 55H112M126 58L140 65M150 74L158 86", c.deep, 4);
      s += line("M34 124Q70 130 106 132M120 124H160", c.shade, 2.4);
      s += path("M66 112Q82 104 96 114Q102 134 86 146Q70 148 64 130Z", GRANITE);
      s += line("M88 146Q100 158 124 126", GRANITE, 2);
      s += rect(28, 100, 8, 16, 2, a.base);
      if (rng.chance(0.4)) s += path("M150 70Q176 80 178 100L168 98Q162 82 148 76Z", c.deep);
      return s;
    },
  },
  goggles: {
    floor: [100, 76],
    draw: ({ c, a }) => {
      const lens = mix("#27303c", c.base, 0.35);
      let s = path("M8 90Q100 80 192 90V114Q100 104 8 114Z", a.base);
      s += line("M10 102Q100 92 190 102", a.light, 2, ' stroke-dasharray="6 6"');
      s += path("M34 80Q34 62 56 62H144Q166 62 166 80V110Q166 128 146 128H122Q112 128 106 118Q100 110 94 118Q88 128 78 128H54Q34 128 34 110Z", c.base);
      s += path("M42 82Q42 70 58 70H142Q158 70 158 82V108Q158 120 144 120H124Q116 120 111 112Q100 98 89 112Q84 120 76 120H56Q42 120 42 108Z", lens);
      s += shine("M60 71H96L70 119H57Q46 117 46 106Z", 0.22) + shine("M104 71H116L100 100H94Z", 0.16);
      s += line("M58 66H142", c.deep, 1.4, ' stroke-dasharray="3 3"');
      return s;
    },
  },
  "climbing-harness": {
    floor: [100, 68],
    draw: ({ c, a }) => {
      let s = group("rotate(-16 69 136)", band("M38 138a29 20 0 1 0 58 0a29 20 0 1 0 -58 0", c.base, 9, c.line));
      s += group("rotate(16 131 136)", band("M104 138a29 20 0 1 0 58 0a29 20 0 1 0 -58 0", c.base, 9, c.line));
      s += band("M100 96V122", a.base, 7, a.line);
      s += both(band("M54 84Q54 106 72 98", a.base, 3, a.line));
      s += path("M36 64Q100 96 164 64L166 84Q100 118 34 84Z", c.base);
      s += line("M38 70Q100 101 162 70", c.shade, 1.4, ' stroke-dasharray="3 3"');
      s += rect(89, 82, 22, 16, 3, METAL) + rect(94, 86, 12, 8, 2, METAL_DARK);
      return s;
    },
  },
  carabiner: {
    floor: [100, 40],
    draw: ({ c, a, rng }) => {
      let k = band("M22 38C20 52 10 54 0 54H-8C-22 54 -26 44 -26 30V-34C-26 -48 -16 -54 0 -54C24 -54 34 -38 31 -18", c.base, 9, c.line);
      k += line("M-27.5 -28V28", "#fff", 2, ' stroke-opacity=".4" stroke-linecap="round"');
      k += band("M30 -12L22.5 36", METAL, 4, METAL_DARK);
      if (rng.chance(0.5)) k += group("rotate(9 26 28)", rect(21, 16, 10, 20, 3, a.base));
      return group("translate(100 100) rotate(-18)", k);
    },
  },
  rope: {
    floor: [100, 66],
    draw: ({ c, a }) => {
      let s = band("M122 136Q138 164 174 160", c.base, 7, c.line) + band("M112 140Q118 168 150 170", c.base, 7, c.line);
      for (let i = 0; i < 6; i++) {
        const x = 100 - 8 + i * 3.2;
        const y = 96 - 6 + i * 2.4;
        const d = `M${n(x - 56)} ${n(y)}a56 44 0 1 0 112 0a56 44 0 1 0 -112 0`;
        s += band(d, c.base, 7, c.line) + line(d, a.base, 2.6, ' stroke-dasharray="2 7"');
      }
      s += rect(88, 40, 26, 24, 5, c.base) + line("M88 46H114M88 52H114M88 58H114", c.line, 1.2);
      return s;
    },
  },
  stove: {
    floor: [100, 52],
    draw: ({ c, a }) => {
      let s = path("M90 68Q84 56 92 42Q96 56 98 68Z", "#4f86e8", NO_STROKE);
      s += path("M100 68Q94 52 102 36Q106 52 108 68Z", "#4f86e8", NO_STROKE) + path("M110 68Q106 56 112 44Q116 58 116 68Z", "#4f86e8", NO_STROKE);
      s += path("M93 68Q90 60 94 52Q97 60 97 68ZM102 68Q99 58 103 48Q106 58 106 68Z", "#a8c8ff", NO_STROKE);
      s += both(band("M76 78L54 64", METAL, 3, METAL_DARK));
      s += path("M74 72H126L120 82H80Z", METAL, ` stroke="${METAL_DARK}"`) + rect(80, 66, 40, 6, 2, METAL_DARK);
      s += rect(92, 82, 16, 22, 3, METAL, ` stroke="${METAL_DARK}"`);
      s += line("M108 94H130", METAL_DARK, 2) + rect(128, 88, 9, 12, 2, a.base);
      s += path("M56 116Q56 102 100 100Q144 102 144 116V156Q144 168 100 168Q56 168 56 156Z", c.base);
      s += path("M56 116Q56 102 100 100Q144 102 144 116Q144 124 100 126Q56 124 56 116Z", c.light);
      s += path("M56 132Q100 140 144 132V150Q100 158 56 150Z", PAPER);
      s += path("M84 151L98 138L104 144L110 138L122 151Q100 154 84 151Z", c.base, NO_STROKE);
      s += shadow("M124 104Q144 108 144 116V156Q144 166 124 167Z", 0.08);
      return s;
    },
  },
  pot: {
    floor: [100, 62],
    draw: ({ c }) => {
      let s = both(band("M46 98Q28 98 24 86", GRANITE, 4, GRANITE));
      s += path("M46 82V150Q46 166 62 166H138Q154 166 154 150V82Z", c.base);
      s += shine("M56 94V150Q56 156 64 158V94Z", 0.25) + shadow("M126 90H154V150Q154 166 138 166H126Z", 0.08);
      s += line("M140 104H147M140 116H147M140 128H147", c.deep, 1.4);
      s += path("M46 82Q48 62 100 60Q152 62 154 82Q154 90 100 92Q46 90 46 82Z", c.light);
      s += rect(88, 50, 24, 11, 4, GRANITE);
      return s;
    },
  },
  bottle: {
    floor: [100, 34],
    draw: ({ c, a }) => {
      let s = band("M92 20Q92 6 100 6Q108 6 108 20", a.base, 3, a.line);
      s += rect(84, 18, 32, 18, 5, a.base) + line("M90 22V32M96 22V32M102 22V32M108 22V32", a.shade, 1.2);
      s += path("M80 46Q80 34 90 34H110Q120 34 120 46Z", c.shade);
      s += path("M74 58Q74 44 86 44H114Q126 44 126 58V158Q126 172 112 172H88Q74 172 74 158Z", c.base);
      s += path("M74 100H126V134H74Z", c.shade);
      s += shine("M82 60H89V156H82Z", 0.3) + shadow("M112 46Q126 48 126 58V158Q126 172 112 172Z", 0.08);
      return s;
    },
  },
  headlamp: {
    floor: [100, 76],
    draw: ({ c, a }) => {
      let s = band("M30 100a70 38 0 1 0 140 0a70 38 0 1 0 -140 0", a.base, 10, a.line);
      s += path("M108 116L188 90V160Z", "#fff1a8", ' fill-opacity=".6" stroke="none"');
      s += path("M68 114Q68 102 80 102H120Q132 102 132 114V136Q132 148 120 148H80Q68 148 68 136Z", c.base);
      s += shadow("M120 102Q132 102 132 114V136Q132 148 120 148Z", 0.08);
      s += circle(94, 125, 16, METAL, ` stroke="${METAL_DARK}"`) + circle(94, 125, 11, "#fff6cf", ` stroke="${METAL_DARK}"`);
      s += circle(90, 121, 3.5, "#fff", NO_STROKE) + circle(120, 116, 3.5, "#e0523f", NO_STROKE);
      s += rect(110, 97, 14, 6, 2, GRANITE);
      return s;
    },
  },
  knife: {
    floor: [100, 62],
    draw: ({ c }) => {
      let k = path("M102 91H150Q168 91 184 101Q166 114 136 115H102Z", METAL, ` stroke="${METAL_DARK}"`);
      k += path("M104 106H136Q162 105 180 103Q164 113 136 114H104Z", "#e9ecef", NO_STROKE);
      k += line("M124 96Q128 98 132 96", METAL_DARK, 1.4);
      k += path("M36 89H100Q110 89 110 99V105Q110 117 98 117H40Q24 117 24 104Q24 89 36 89Z", c.base);
      k += line("M36 95H100", c.light, 1.4, ' stroke-opacity=".8"') + shadow("M26 108H110Q108 117 98 117H40Q28 117 26 108Z", 0.1);
      k += circle(46, 103, 2.6, METAL) + circle(88, 103, 2.6, METAL) + circle(104, 100, 4, METAL) + circle(33, 103, 3, c.deep);
      return group("rotate(-28 100 100)", k);
    },
  },
  map: {
    floor: [102, 70],
    draw: ({ c }) => {
      const land = mix(c.base, PAPER, 0.82);
      let s = path("M36 46L80 58V170L36 158Z", land) + path("M80 58L124 46V158L80 170Z", mix(c.base, PAPER, 0.72));
      s += path("M124 46L168 58V170L124 158Z", land);
      s += line("M40 84Q58 74 78 90M40 96Q58 86 78 102M126 86Q144 76 164 92M126 98Q146 90 164 106", c.base, 1.6);
      s += line("M82 80Q100 66 122 72M82 132Q104 122 122 130", c.deep, 1.2);
      s += path("M88 100Q104 92 116 104Q112 118 96 116Q84 112 88 100Z", "#8fb8d8", ' stroke="#5f8fb5"');
      s += path("M132 124l8 -12l8 12zM144 130l7 -10l7 10z", "#5f8a5a", NO_STROKE);
      s += line("M44 142Q66 120 84 132Q104 150 124 124Q140 104 160 118", "#c8412f", 2.2, ' stroke-dasharray="4 3"');
      s += path("M36 46L80 58L124 46L168 58", "none", ` stroke="${c.base}" stroke-width="3"`);
      return s;
    },
  },
  compass: {
    floor: [100, 52],
    draw: ({ c }) => {
      let s = path("M62 22H138Q146 22 146 30V170Q146 178 138 178H62Q54 178 54 170V30Q54 22 62 22Z", c.base, ' fill-opacity=".55"');
      s += line("M56 36h6M56 44h4M56 52h6M56 60h4M56 68h6M144 36h-6M144 44h-4M144 52h-6M144 60h-4M144 68h-6", c.deep, 1);
      s += path("M100 30L110 52H90Z", c.deep) + line("M100 52V76", c.deep, 1.4);
      s += circle(100, 120, 41, c.deep) + circle(100, 120, 37, "none", ' stroke="#f3efe6" stroke-width="3" stroke-dasharray="1 4.8"');
      s += circle(100, 120, 32, PAPER) + line("M86 94V146M100 90V150M114 94V146", "#e48a7c", 1);
      s += path("M100 90L107 120H93Z", "#d8483a", ` stroke="${GRANITE}"`) + path("M93 120H107L100 150Z", "#f4f1ea", ` stroke="${GRANITE}"`);
      s += circle(100, 120, 3, METAL);
      return s;
    },
  },
  "gift-card": {
    floor: [100, 74],
    accent: "#d9a441",
    draw: ({ c, a }) => {
      let k = rect(28, 52, 144, 96, 10, c.base);
      k += path("M40 140L70 104L84 120L102 96L132 140Z", c.light, ' fill-opacity=".55" stroke="none"');
      k += path("M118 52.5H130V147.5H118ZM28.5 88H171.5V100H28.5Z", a.base, NO_STROKE);
      k += path("M124 94Q100 70 106 86Q110 98 124 94Z", a.base, ` stroke="${a.line}"`) + path("M124 94Q148 70 142 86Q138 98 124 94Z", a.base, ` stroke="${a.line}"`);
      k += circle(124, 94, 4.5, a.shade, ` stroke="${a.line}"`) + shine("M36 56H76L52 144H36Z", 0.12);
      return group("rotate(-8 100 100)", k);
    },
  },
  generic: {
    floor: [100, 50],
    draw: ({ c, a }) => {
      let s = line("M100 50Q96 30 86 26M100 50Q106 30 116 26", a.base, 2.2) + rect(94, 32, 12, 12, 3, a.shade);
      s += path("M64 64Q60 56 70 52H130Q140 56 136 64L146 154Q148 168 132 168H68Q52 168 54 154Z", c.base);
      s += shadow("M118 52H130Q140 56 136 64L146 154Q148 168 132 168H118Z", 0.07);
      s += path("M70 52Q84 42 100 44Q116 42 130 52Q116 60 100 58Q84 60 70 52Z", c.shade);
      s += line("M84 58L80 82M116 58L120 82M100 58V76", c.shade, 1.4);
      s += path("M54 150H146L146.5 154Q148 168 132 168H68Q52 168 54 154Z", c.deep);
      s += rect(88, 104, 24, 12, 2, a.base);
      return s;
    },
  },
};

function floorShadow([cx, rx, y = 172]: ShapeDef["floor"]): string {
  const tone = "#3d3227";
  return (
    ellipse(cx, y, rx, 8, tone, ' fill-opacity=".06"') +
    ellipse(cx, y, rx * 0.8, 6, tone, ' fill-opacity=".07"') +
    ellipse(cx, y, rx * 0.55, 4, tone, ' fill-opacity=".08"')
  );
}

/**
 * Renders one product illustration as a standalone SVG document (square, `width` x `width` pixels).
 * Throws a RangeError naming the option when an input is invalid.
 */
export function renderProductSvg(options: ProductSvgOptions): string {
  const { shape, variantSeed } = options;
  if (!isProductShape(shape)) throw new RangeError(`shape must be one of ${PRODUCT_SHAPES.join(", ")}, got ${JSON.stringify(shape)}`);
  const width = requireSize(options.width, "width");
  const base = requireHex(options.colorHex, "colorHex");
  const def = SHAPES[shape];
  const own = typeof def.accent === "function" ? def.accent(base) : def.accent;
  const accent = options.accentHex === undefined ? (own ?? defaultAccent(base)) : requireHex(options.accentHex, "accentHex");
  const bg = options.background === undefined ? DEFAULT_IMAGE_BACKGROUND : options.background === "none" ? null : requireHex(options.background, "background");

  const c = deriveShades(base);
  const ctx: Ctx = { c, a: deriveShades(accent), rng: createRng(`${shape}:${variantSeed ?? ""}`) };
  const backdrop = bg ? rect(0, 0, 200, 200, 0, bg) + circle(100, 96, 82, "#fff", ' fill-opacity=".4"') : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 200 200">` +
    backdrop +
    floorShadow(def.floor) +
    `<g stroke="${c.line}" stroke-width="1.6" stroke-linejoin="round" stroke-linecap="round">` +
    def.draw(ctx) +
    "</g></svg>"
  );
}

/** Granite trims suit most colours; on an already dark product a lighter grey stays visible. */
function defaultAccent(base: string): string {
  return relativeLuminance(base) < 0.045 ? "#9aa1a7" : GRANITE;
}
