import { describe, expect, it } from "vitest";
import { singleSpaced } from "./single-spaced.ts";

describe("singleSpaced", () => {
  it("trims the ends and turns every run of white space, tabs and line breaks included, into one space", () => {
    expect(singleSpaced("  Maija \t  Meikäläinen\n ")).toBe("Maija Meikäläinen");
    expect(singleSpaced("   ")).toBe("");
    expect(singleSpaced("Oy  Ab\u00a0 Ltd")).toBe("Oy Ab Ltd");
  });
});
