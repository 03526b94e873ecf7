import { describe, expect, it } from "vitest";
import { createRng, escapeXml, n, requireSize, stripInvalidXmlChars } from "./svg-kit.ts";

describe("svg-kit", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;");
  });

  it("strips control characters and lone surrogates but keeps valid text", () => {
    expect(stripInvalidXmlChars("a\u0000b\u001Fc\tñ\n😀\uD83D")).toBe("abc\tñ\n😀");
  });

  it("writes compact numbers", () => {
    expect([n(1), n(1.04), n(1.25), n(-0.01), n(200)]).toEqual(["1", "1", "1.3", "0", "200"]);
  });

  it("gives the same random sequence for the same seed and another for another seed", () => {
    const seq = (seed: string | number) => {
      const rng = createRng(seed);
      return Array.from({ length: 5 }, () => rng.next());
    };
    expect(seq("jacket:7")).toEqual(seq("jacket:7"));
    expect(seq("jacket:7")).not.toEqual(seq("jacket:8"));
    for (const v of seq(42)) expect(v >= 0 && v < 1).toBe(true);
  });

  it("accepts whole pixel sizes only", () => {
    expect(requireSize(320, "width")).toBe(320);
    for (const bad of [0, -1, 1.5, Number.NaN, 5000]) expect(() => requireSize(bad, "width")).toThrow(/width/);
  });
});
