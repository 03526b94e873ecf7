import { describe, expect, it } from "vitest";
import { parseSort, resolveSort, SORT_OPTIONS, sortParam } from "./sort.ts";

describe("sort options (document 2 §4)", () => {
  it("lists the eight values with their backend forms in the spec's order", () => {
    expect(SORT_OPTIONS.map((option) => [option.value, option.backend])).toEqual([
      ["default", "most-popular"],
      ["popular", "most-sold"],
      ["newest", "newest"],
      ["stars", null],
      ["offers", "best-offer"],
      ["lowest", "price-lowest"],
      ["highest", "price-highest"],
      ["alphabetical", "alphabetical-asc"],
    ]);
  });

  it("reads either form and refuses anything else", () => {
    expect(parseSort("lowest")).toBe("lowest");
    expect(parseSort("price-lowest")).toBe("lowest");
    expect(parseSort(" Best-Offer ")).toBe("offers");
    expect(parseSort("stars")).toBe("stars");
    expect(parseSort("cheapest")).toBeNull();
    expect(parseSort("")).toBeNull();
    expect(parseSort(null)).toBeNull();
  });

  it("uses the asked sort, else the group's default in either form, else default", () => {
    expect(resolveSort("newest", "price-lowest")).toBe("newest");
    expect(resolveSort(null, "price-lowest")).toBe("lowest");
    expect(resolveSort(null, "highest")).toBe("highest");
    expect(resolveSort(null, "nonsense")).toBe("default");
    expect(resolveSort(null, null)).toBe("default");
  });

  it("removes the parameter for default", () => {
    expect(sortParam("default")).toBeNull();
    expect(sortParam("alphabetical")).toBe("alphabetical");
  });
});
