import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "#core/images/color.ts";
import { PAIRS, PALETTE, REQUIRED_RATIO, pairRatio } from "./palette.ts";

const TOKENS_CSS = readFileSync(path.join(import.meta.dirname, "../../styles/tokens.css"), "utf8");

function cssColours(): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of TOKENS_CSS.matchAll(/(--color-[a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi)) {
    found.set(match[1]!, match[2]!.toLowerCase());
  }
  return found;
}

describe("palette", () => {
  it("matches the colours of app/styles/tokens.css", () => {
    const css = cssColours();
    expect(css.size).toBeGreaterThan(10);
    for (const swatch of PALETTE) expect(css.get(swatch.token), swatch.token).toBe(swatch.value);
    for (const token of css.keys()) expect(PALETTE.some((swatch) => swatch.token === token), `${token} missing from palette.ts`).toBe(true);
  });

  it.each(PAIRS.map((pair) => [`${pair.foreground} on ${pair.background}`, pair] as const))(
    "%s meets WCAG 2.2 AA",
    (_name, pair) => {
      expect(pairRatio(pair)).toBeGreaterThanOrEqual(REQUIRED_RATIO[pair.use]);
    },
  );

  it("rounds ratios down to two decimals, never up", () => {
    const pair = { foreground: "--color-text-muted", background: "--color-bg", use: "text" } as const;
    const exact = contrastRatio("#565d58", "#f6f3ec");
    expect(pairRatio(pair)).toBeLessThanOrEqual(exact);
    expect(exact - pairRatio(pair)).toBeLessThan(0.01);
  });
});
