import { describe, expect, it } from "vitest";
import { isMessageKey, messageText } from "#i18n/messages.ts";
import { parseSort, resolveSort, SORT_OPTIONS, sortParam } from "./sort.ts";

describe("sort options", () => {
  it("lists the eight values with their backend forms in the select's order", () => {
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

  it("labels them Recommended, Best Sellers, Newest, Top Rated, Offers, Lowest Price, Highest Price, Alphabetical", () => {
    for (const option of SORT_OPTIONS) expect(isMessageKey(option.labelKey), option.labelKey).toBe(true);
    expect(SORT_OPTIONS.map((option) => messageText("en", option.labelKey))).toEqual([
      "Recommended",
      "Best Sellers",
      "Newest",
      "Top Rated",
      "Offers",
      "Lowest Price",
      "Highest Price",
      "Alphabetical",
    ]);
  });

  it("reads every option back from its URL value and its backend form", () => {
    for (const option of SORT_OPTIONS) {
      expect(parseSort(option.value)).toBe(option.value);
      if (option.backend) expect(parseSort(option.backend)).toBe(option.value);
      expect(parseSort(sortParam(option.value))).toBe(option.value === "default" ? null : option.value);
    }
  });

  it("reads either form and refuses anything else", () => {
    expect(parseSort("lowest")).toBe("lowest");
    expect(parseSort("price-lowest")).toBe("lowest");
    expect(parseSort(" Best-Offer ")).toBe("offers");
    expect(parseSort("stars")).toBe("stars");
    expect(parseSort("cheapest")).toBeNull();
    expect(parseSort("")).toBeNull();
    expect(parseSort(null)).toBeNull();
    expect(parseSort(undefined)).toBeNull();
    expect(parseSort("constructor")).toBeNull();
    expect(parseSort("lowest;drop table")).toBeNull();
  });

  it("uses the asked sort, else the group's default in either form, else default", () => {
    expect(resolveSort("newest", "price-lowest")).toBe("newest");
    expect(resolveSort(null, "price-lowest")).toBe("lowest");
    expect(resolveSort(null, "highest")).toBe("highest");
    expect(resolveSort(null, "nonsense")).toBe("default");
    expect(resolveSort("default", "most-sold")).toBe("default");
    expect(resolveSort(null, "most-sold")).toBe("popular");
    expect(resolveSort(null, null)).toBe("default");
  });

  it("removes the parameter for default", () => {
    expect(sortParam("default")).toBeNull();
    expect(sortParam("alphabetical")).toBe("alphabetical");
  });
});
