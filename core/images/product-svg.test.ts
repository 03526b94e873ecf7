import { describe, expect, it } from "vitest";
import {
  BANNER_THEMES,
  PRODUCT_IMAGE_WIDTHS,
  PRODUCT_SHAPES,
  renderBannerSvg,
  renderBrandLogoSvg,
  renderProductSvg,
  type ProductShape,
} from "./product-svg.ts";

/**
 * A small XML well-formedness check (node has no DOMParser): tags balance and nest, one root element,
 * attributes are quoted and unique, '&' only starts a predefined or numeric entity, no stray '<'.
 * Returns the problems found; empty means well-formed.
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/)?([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/)?>/y;
  const attr = /([A-Za-z_][\w.:-]*)\s*=\s*("[^"]*"|'[^']*')/g;
  const badAmp = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
  let roots = 0;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf("<", i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (badAmp.test(text)) problems.push(`bare '&' in text near ${i}`);
    if (stack.length === 0 && text.trim() !== "") problems.push(`text outside the root near ${i}`);
    if (lt === -1) break;
    if (xml.startsWith("<!--", lt)) {
      const end = xml.indexOf("-->", lt + 4);
      if (end === -1) {
        problems.push("unclosed comment");
        break;
      }
      i = end + 3;
      continue;
    }
    tag.lastIndex = lt;
    const m = tag.exec(xml);
    if (!m) {
      problems.push(`malformed tag near ${lt}: ${xml.slice(lt, lt + 40)}`);
      break;
    }
    const [whole, closing, name = "", attrs = "", selfClosing] = m;
    if (closing) {
      if (attrs.trim() || selfClosing) problems.push(`closing tag </${name}> with attributes`);
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? "nothing"}>`);
    } else {
      if (stack.length === 0) roots++;
      const seen = new Set<string>();
      for (const [, attrName = "", value = ""] of attrs.matchAll(attr)) {
        if (seen.has(attrName)) problems.push(`duplicate attribute ${attrName} on <${name}>`);
        seen.add(attrName);
        if (badAmp.test(value)) problems.push(`bare '&' in attribute ${attrName}`);
      }
      if (!selfClosing) stack.push(name);
    }
    i = lt + whole.length;
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(" > ")}`);
  if (roots !== 1) problems.push(`expected one root element, found ${roots}`);
  return problems;
}

/** The attributes of the root element. */
function rootAttrs(svg: string): Record<string, string> {
  const open = /^<svg\b([^>]*)>/.exec(svg);
  if (!open) throw new Error(`not an <svg> document: ${svg.slice(0, 40)}`);
  return Object.fromEntries([...(open[1] ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k = "", v = ""]) => [k, v]));
}

/** Every url(#id) and href="#id" must point at an id defined in the same document. */
function danglingRefs(svg: string): string[] {
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  const refs = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  return refs.filter((r) => !r || !ids.has(r)).map(String);
}

/** Nothing that runs, loads or links out: standalone images only. */
function externalOrActive(svg: string): string[] {
  const withoutNs = svg.replace(' xmlns="http://www.w3.org/2000/svg"', "");
  const found: string[] = [];
  if (/<script/i.test(svg)) found.push("script");
  if (/\son[a-z]+\s*=/i.test(svg)) found.push("event handler");
  if (/https?:|data:|javascript:/i.test(withoutNs)) found.push("external reference");
  if (/<(image|foreignObject|iframe|a)\b/i.test(svg)) found.push("embedding element");
  if (/href="(?!#)/.test(svg)) found.push("non-local href");
  return found;
}

describe("the test's XML check", () => {
  it("accepts well-formed documents", () => {
    expect(xmlProblems('<svg a="1"><g b=\'2\'><path d="M0 0"/></g><text>A &amp; B &#38;</text></svg>')).toEqual([]);
  });
  it.each([
    ["unbalanced", "<svg><g></svg>"],
    ["unclosed", "<svg><g>"],
    ["two roots", "<svg></svg><svg></svg>"],
    ["duplicate attribute", '<svg a="1" a="2"/>'],
    ["bare ampersand in text", "<svg>Tom & Jerry</svg>"],
    ["bare ampersand in attribute", '<svg a="x&y"/>'],
    ["unknown entity", "<svg>&nbsp;</svg>"],
    ["unquoted attribute", "<svg a=1/>"],
    ["stray less-than", "<svg>a < b</svg>"],
    ["text outside root", "x<svg/>"],
  ])("rejects %s", (_label, xml) => {
    expect(xmlProblems(xml).length).toBeGreaterThan(0);
  });
});

describe("renderProductSvg", () => {
  const colors = ["#c0392b", "#1b1b1b", "#f2f2ef", "#e8b923"];

  it.each(PRODUCT_SHAPES.map((shape) => [shape]))("%s renders well-formed, standalone, small SVG in every size", (shape) => {
    for (const width of PRODUCT_IMAGE_WIDTHS) {
      for (const [i, colorHex] of colors.entries()) {
        const svg = renderProductSvg({ shape, colorHex, width, variantSeed: `v${i}` });
        expect(xmlProblems(svg)).toEqual([]);
        const attrs = rootAttrs(svg);
        expect(attrs).toMatchObject({
          xmlns: "http://www.w3.org/2000/svg",
          width: String(width),
          height: String(width),
          viewBox: "0 0 200 200",
        });
        expect(svg).toContain(colorHex);
        expect(externalOrActive(svg)).toEqual([]);
        expect(danglingRefs(svg)).toEqual([]);
        expect(svg).not.toMatch(/<text\b/);
        expect(svg.length).toBeLessThan(4096);
      }
    }
  });

  it("is deterministic for the same input", () => {
    for (const shape of PRODUCT_SHAPES) {
      const options = { shape, colorHex: "#2f5f8f", accentHex: "#e8b923", variantSeed: 1234, width: 960 };
      expect(renderProductSvg(options)).toBe(renderProductSvg({ ...options }));
    }
  });

  it("varies by seed, so a catalogue does not look cloned", () => {
    for (const shape of ["jacket", "vest", "shirt", "trousers", "backpack", "tent", "hat"] satisfies ProductShape[]) {
      const looks = new Set(Array.from({ length: 24 }, (_, seed) => renderProductSvg({ shape, colorHex: "#1f4d3a", width: 320, variantSeed: seed })));
      expect(looks.size, shape).toBeGreaterThan(1);
    }
  });

  it("draws every shape differently", () => {
    const drawings = new Set(PRODUCT_SHAPES.map((shape) => renderProductSvg({ shape, colorHex: "#1f4d3a", width: 320 })));
    expect(drawings.size).toBe(PRODUCT_SHAPES.length);
  });

  it("normalizes the colour and uses the accent when given", () => {
    const svg = renderProductSvg({ shape: "jacket", colorHex: "#ABC", accentHex: "D35400", width: 320 });
    expect(svg).toContain("#aabbcc");
    expect(svg).toContain("#d35400");
  });

  it("uses derived shades rather than one flat colour", () => {
    const svg = renderProductSvg({ shape: "jacket", colorHex: "#c0392b", width: 320 });
    const fills = new Set([...svg.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]));
    expect(fills.size).toBeGreaterThanOrEqual(4);
  });

  it("paints the warm default background, a custom one, or none", () => {
    const svg = (background?: string) => renderProductSvg({ shape: "boot", colorHex: "#1f4d3a", width: 320, background });
    expect(svg()).toContain('<rect x="0" y="0" width="200" height="200" fill="#f4efe6"/>');
    expect(svg("#FFFFFF")).toContain('<rect x="0" y="0" width="200" height="200" fill="#ffffff"/>');
    expect(svg("none")).not.toContain('width="200" height="200"');
    expect(xmlProblems(svg("none"))).toEqual([]);
  });

  it.each([
    ["colour", { colorHex: "red" }, /colorHex/],
    ["accent", { accentHex: "#12" }, /accentHex/],
    ["background", { background: "url(x)" }, /background/],
    ["zero width", { width: 0 }, /width/],
    ["fractional width", { width: 320.5 }, /width/],
    ["huge width", { width: 100_000 }, /width/],
    ["unknown shape", { shape: "spaceship" }, /shape/],
  ])("rejects a bad %s with a RangeError naming the option", (_label, override, message) => {
    const options = { shape: "jacket", colorHex: "#1f4d3a", width: 320, ...override } as Parameters<typeof renderProductSvg>[0];
    expect(() => renderProductSvg(options)).toThrow(RangeError);
    expect(() => renderProductSvg(options)).toThrow(message);
  });
});

describe("renderBannerSvg", () => {
  const sizes = [
    [758, 447],
    [720, 480],
    [1200, 630],
  ] as const;

  it.each(BANNER_THEMES.map((theme) => [theme]))("%s renders a well-formed landscape in the shop's banner sizes", (theme) => {
    for (const [width, height] of sizes) {
      const svg = renderBannerSvg({ width, height, theme, colorHex: "#C0392B" });
      expect(xmlProblems(svg)).toEqual([]);
      expect(rootAttrs(svg)).toMatchObject({ width: String(width), height: String(height), viewBox: `0 0 ${width} ${height}` });
      expect(svg).toContain("#c0392b");
      expect(externalOrActive(svg)).toEqual([]);
      expect(danglingRefs(svg)).toEqual([]);
      expect(svg).not.toMatch(/<text\b/);
      expect(svg.length).toBeLessThan(16_000);
    }
  });

  it("is deterministic, and the seed changes the scenery", () => {
    const options = { width: 758, height: 447, theme: "summer", colorHex: "#1f4d3a" } as const;
    expect(renderBannerSvg(options)).toBe(renderBannerSvg({ ...options }));
    expect(renderBannerSvg({ ...options, seed: 1 })).not.toBe(renderBannerSvg({ ...options, seed: 2 }));
  });

  it("gives each banner its own gradient ids so inlined banners never clash", () => {
    const ids = (svg: string) => [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    const a = ids(renderBannerSvg({ width: 758, height: 447, theme: "summer", colorHex: "#1f4d3a" }));
    const b = ids(renderBannerSvg({ width: 758, height: 447, theme: "winter", colorHex: "#1f4d3a" }));
    expect(a.length).toBeGreaterThan(0);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });

  it("rejects bad input with a RangeError", () => {
    expect(() => renderBannerSvg({ width: 758, height: 0, theme: "summer", colorHex: "#1f4d3a" })).toThrow(/height/);
    expect(() => renderBannerSvg({ width: 758, height: 447, theme: "monsoon" as "summer", colorHex: "#1f4d3a" })).toThrow(/theme/);
    expect(() => renderBannerSvg({ width: 758, height: 447, theme: "summer", colorHex: "green" })).toThrow(/colorHex/);
  });
});

describe("renderBrandLogoSvg", () => {
  it("escapes XML special characters in the brand name", () => {
    const svg = renderBrandLogoSvg({ name: `Tom & Jerry's <Outdoor> "Co"`, colorHex: "#1f4d3a", width: 240, height: 80 });
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain("Tom &amp; Jerry&apos;s &lt;Outdoor&gt; &quot;Co&quot;");
    expect(svg).not.toContain("<Outdoor>");
  });

  it("drops characters XML cannot carry at all and keeps the rest", () => {
    const svg = renderBrandLogoSvg({ name: "Fj\u0001äll\uD800räven", colorHex: "#1f4d3a", width: 240, height: 80 });
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain(">Fjällräven</text>");
    expect(svg).not.toMatch(/[\u0001\uD800]/);
  });

  it("has the requested size, the colour and a text wordmark", () => {
    const svg = renderBrandLogoSvg({ name: "Haglöfs", colorHex: "#2F5F8F", width: 300, height: 90 });
    expect(rootAttrs(svg)).toMatchObject({ xmlns: "http://www.w3.org/2000/svg", width: "300", height: "90", viewBox: "0 0 300 90" });
    expect(svg).toContain("#2f5f8f");
    expect(svg).toMatch(/<text\b[^>]*>Haglöfs<\/text>/);
    expect(externalOrActive(svg)).toEqual([]);
  });

  it("fits a long name into the width", () => {
    const svg = renderBrandLogoSvg({ name: "The Very Long Name Mountain Equipment Company", colorHex: "#1f4d3a", width: 200, height: 60 });
    const textLength = /textLength="([\d.]+)"/.exec(svg);
    const x = /<text x="([\d.]+)"/.exec(svg);
    expect(textLength && x).toBeTruthy();
    expect(Number(x?.[1]) + Number(textLength?.[1])).toBeLessThanOrEqual(200);
  });

  it("is deterministic and rejects an empty name", () => {
    const options = { name: "Petzl", colorHex: "#e8b923", width: 240, height: 80 };
    expect(renderBrandLogoSvg(options)).toBe(renderBrandLogoSvg({ ...options }));
    expect(() => renderBrandLogoSvg({ ...options, name: " \u0002 " })).toThrow(RangeError);
  });
});
