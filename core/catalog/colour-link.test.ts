import { describe, expect, it } from "vitest";
import { withSelectedColour } from "./colour-link.ts";

describe("a product page link opening on a colour", () => {
  it("adds the colour's control name, keeping the query the path has", () => {
    expect(withSelectedColour("/salomon/kengat/xa-pro/", "090-turquoise")).toBe("/salomon/kengat/xa-pro/?select-color=090-turquoise");
    expect(withSelectedColour("/old/lahjakortti/?amount=50", "black")).toBe("/old/lahjakortti/?amount=50&select-color=black");
    expect(withSelectedColour("/a/?select-color=red", "blue")).toBe("/a/?select-color=blue");
  });

  it("leaves the path as it is without a colour", () => {
    expect(withSelectedColour("/salomon/kengat/xa-pro/", null)).toBe("/salomon/kengat/xa-pro/");
  });
});
