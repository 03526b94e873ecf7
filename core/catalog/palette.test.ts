import { describe, expect, it } from "vitest";
import { normalHex, pairClass, paletteCss, ribbonColours, swatchClass } from "./palette.ts";

describe("the palette of the shop's colours", () => {
  it("names a class after the colour itself, short and long forms and any case alike", () => {
    expect(swatchClass("#1F5D3A")).toBe("c-1f5d3a");
    expect(swatchClass("#abc")).toBe("c-aabbcc");
    expect(pairClass("#EEE", "#222222")).toBe("p-eeeeee-222222");
    expect(normalHex(" #AbCdEf ")).toBe("#abcdef");
  });

  it("gives no class to a text that is no colour, so nothing of it reaches the stylesheet", () => {
    for (const value of ["", "red", "#12345", "#1234567", "#ggg", "#fff;}body{display:none", "#fff}</style><script>", "url(x)"]) {
      expect(normalHex(value), value).toBeNull();
      expect(swatchClass(value), value).toBeUndefined();
      expect(pairClass(value, "#fff"), value).toBeUndefined();
      expect(pairClass("#fff", value), value).toBeUndefined();
    }
  });

  it("writes one rule per colour and pair, sorted, and leaves out what is no colour", () => {
    const css = paletteCss({
      swatches: ["#00FF00", "#0f0", "#ff0000", "#fff;}body{display:none"],
      pairs: [
        ["#eeeeee", "#222222"],
        ["#EEE", "#222"],
        ["#eeeeee", "nope"],
      ],
    });
    expect(css).toBe(".c-00ff00{--swatch:#00ff00}.c-ff0000{--swatch:#ff0000}.p-eeeeee-222222{--label-bg:#eeeeee;--label-fg:#222222}");
    expect(paletteCss({ swatches: [], pairs: [] })).toBe("");
  });

  it("reads a ribbon's stored colours, with its defaults for a missing half", () => {
    expect(ribbonColours("#b3261e;#ffffff")).toEqual(["#b3261e", "#ffffff"]);
    expect(ribbonColours(" #123456 ; #abcdef ")).toEqual(["#123456", "#abcdef"]);
    expect(ribbonColours("#123456")).toEqual(["#123456", "#ffffff"]);
    expect(ribbonColours("")).toEqual(["#1a1a1a", "#ffffff"]);
  });
});
