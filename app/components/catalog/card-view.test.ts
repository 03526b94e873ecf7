import { describe, expect, it } from "vitest";
import { cardHref, visibleSwatches } from "./card-view.ts";

describe("cardHref", () => {
  it("is the product path without a preview", () => {
    expect(cardHref("/halti/takit/vaellustakki/", null)).toBe("/halti/takit/vaellustakki/");
  });
  it("adds select-color for a previewed colour, keeping a query the path has", () => {
    expect(cardHref("/halti/takit/vaellustakki/", "090-turquoise")).toBe("/halti/takit/vaellustakki/?select-color=090-turquoise");
    expect(cardHref("/x/y/?preview=1", "010-blue")).toBe("/x/y/?preview=1&select-color=010-blue");
    expect(cardHref("/x/y/?select-color=010-blue", "020-red")).toBe("/x/y/?select-color=020-red");
  });
  it("encodes the control name", () => {
    expect(cardHref("/x/", "a&b")).toBe("/x/?select-color=a%26b");
  });
});

describe("visibleSwatches", () => {
  it("draws every colour up to the limit", () => {
    expect(visibleSwatches([1, 2, 3, 4, 5], 5)).toEqual({ shown: [1, 2, 3, 4, 5], hidden: 0 });
  });
  it("sums up the rest, leaving room for the +N mark", () => {
    expect(visibleSwatches([1, 2, 3, 4, 5, 6, 7], 5)).toEqual({ shown: [1, 2, 3, 4], hidden: 3 });
  });
});
