import { describe, expect, it } from "vitest";
import { emptyFilters } from "#core/catalog/listing/query-params.ts";
import type { ListingFilters } from "#core/catalog/listing/types.ts";
import { clearedHref, filterFormHref, gridSearch, hiddenFields, rangeFieldNames, sortQueryValue } from "./grid-query.ts";

const some: ListingFilters = { ...emptyFilters(), manufacturer: ["halti", "sasta"], size: ["42,5"], price: { min: 20, max: 80 } };

describe("sortQueryValue", () => {
  it("leaves out the sort that applies anyway", () => {
    expect(sortQueryValue("default", "default")).toBeNull();
    expect(sortQueryValue(null, "default")).toBeNull();
    expect(sortQueryValue("newest", "newest")).toBeNull();
  });
  it("keeps any other sort, including Recommended where the group's default is another", () => {
    expect(sortQueryValue("lowest", "default")).toBe("lowest");
    expect(sortQueryValue("default", "newest")).toBe("default");
  });
});

describe("gridSearch", () => {
  it("writes the filters in the listing format and the sort last", () => {
    expect(gridSearch("", some, "lowest", "default")).toBe("price=20-80&manufacturer=halti%2Csasta&size=42_5&sort=lowest");
  });
  it("drops the default sort: choosing Recommended removes the parameter", () => {
    expect(gridSearch("", some, "default", "default")).not.toContain("sort");
    expect(gridSearch("", emptyFilters(), "default", "default")).toBe("");
  });
  it("keeps the page's own parameters first (the search text)", () => {
    expect(gridSearch("text=teltta", { ...emptyFilters(), color: ["red"] }, null, "default")).toBe("text=teltta&color=red");
  });
});

describe("hiddenFields", () => {
  it("lists the page's parameters and the filters, without the sort", () => {
    expect(hiddenFields("text=kengat", { ...emptyFilters(), store: ["helsinki"] })).toEqual([
      ["text", "kengat"],
      ["store", "helsinki"],
    ]);
  });
});

describe("clearedHref", () => {
  it("removes every filter and keeps the sort and the search text", () => {
    expect(clearedHref("/haku/", "text=teltta", "lowest", "default")).toBe("/haku/?text=teltta&sort=lowest");
    expect(clearedHref("/tuotteet/", "", null, "default")).toBe("/tuotteet/");
  });
});

describe("rangeFieldNames", () => {
  it("names the two ends of a range field apart from the URL's own parameter", () => {
    expect(rangeFieldNames("price")).toEqual({ min: "price.min", max: "price.max" });
  });
});

describe("filterFormHref", () => {
  it("opens and closes the no-JavaScript filter form, keeping the rest of the address", () => {
    expect(filterFormHref("/vaatteet/", "?manufacturer=halti&sort=lowest", true)).toBe("/vaatteet/?manufacturer=halti&sort=lowest&filters=open");
    expect(filterFormHref("/vaatteet/", "?manufacturer=halti&filters=open&sort=lowest", false)).toBe("/vaatteet/?manufacturer=halti&sort=lowest");
    expect(filterFormHref("/vaatteet/", "?filters=open", false)).toBe("/vaatteet/");
    expect(filterFormHref("/vaatteet/", "", true)).toBe("/vaatteet/?filters=open");
  });
});
