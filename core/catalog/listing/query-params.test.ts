import { describe, expect, it } from "vitest";
import { decodeSize, dropFullSpanRange, emptyFilters, encodeSize, parseListingParams, serializeListingParams } from "./query-params.ts";

const properties = new Map<string, "range" | "checkbox">([
  ["weight", "range"],
  ["material", "checkbox"],
]);
const parse = (query: string, textIsSearch = false) => parseListingParams(new URLSearchParams(query), { properties, textIsSearch });

describe("parseListingParams", () => {
  it("reads every filter of the grid URL", () => {
    const { filters, sort, errors } = parse(
      "text=%20Gore%20%20tex%20&price=20-150&manufacturer=halti,fjallraven&color=red&store=kuopio,web&size=S,42_5&group=12,7&weight=200-900&material=wool,down&sort=lowest",
    );
    expect(errors).toEqual([]);
    expect(filters).toEqual({
      text: "Gore tex",
      price: { min: 20, max: 150 },
      manufacturer: ["halti", "fjallraven"],
      color: ["red"],
      store: ["kuopio", "web"],
      size: ["S", "42,5"],
      group: [12, 7],
      properties: { weight: { kind: "range", min: 200, max: 900 }, material: { kind: "checkbox", values: ["wool", "down"] } },
    });
    expect(sort).toBe("lowest");
  });

  it("drops nonsense with a reason and never throws", () => {
    const { filters, sort, errors } = parse("price=150-20&manufacturer=<script>,halti&group=-1,abc,5&sort=cheapest&weight=x&unknown=1");
    expect(filters.price).toBeNull();
    expect(filters.manufacturer).toEqual(["halti"]);
    expect(filters.group).toEqual([5]);
    expect(filters.properties).toEqual({});
    expect(sort).toBeNull();
    expect(errors.map((error) => error.param).sort()).toEqual(["group", "manufacturer", "price", "sort", "weight"]);
  });

  it("refuses negative and absurd ranges", () => {
    expect(parse("price=-5-10").filters.price).toBeNull();
    expect(parse("price=0-99999999999").filters.price).toBeNull();
    expect(parse("price=abc").errors[0]?.param).toBe("price");
  });

  it("cuts a very long text to 200 characters", () => {
    const { filters } = parse(`text=${"a".repeat(10_000)}`);
    expect(filters.text).toHaveLength(200);
  });

  it("leaves the text to the search on the search page", () => {
    expect(parse("text=tent", true).filters.text).toBeNull();
  });

  it("removes duplicate values", () => {
    expect(parse("color=red,red,blue").filters.color).toEqual(["red", "blue"]);
  });
});

describe("serializeListingParams", () => {
  it("writes a stable query, sizes with underscores, no default sort", () => {
    const filters = emptyFilters();
    filters.size = ["42,5", "M"];
    filters.manufacturer = ["halti"];
    filters.price = { min: 10, max: 90 };
    filters.properties = { weight: { kind: "range", min: 1, max: 3 }, material: { kind: "checkbox", values: ["wool"] } };
    expect(serializeListingParams(filters, "default").toString()).toBe("price=10-90&manufacturer=halti&size=42_5%2CM&material=wool&weight=1-3");
    expect(serializeListingParams(filters, "highest").get("sort")).toBe("highest");
  });

  it("round-trips through the parser", () => {
    const query = "text=kuori&price=20-150&manufacturer=halti&color=red,blue&store=web&size=S,42_5&group=3&material=wool&weight=1-5&sort=newest";
    const first = parse(query);
    const again = parse(serializeListingParams(first.filters, first.sort).toString());
    expect(again.filters).toEqual(first.filters);
    expect(again.sort).toBe(first.sort);
  });
});

describe("sizes and ranges", () => {
  it("encodes a comma in a size as an underscore", () => {
    expect(encodeSize("42,5")).toBe("42_5");
    expect(decodeSize("42_5")).toBe("42,5");
  });

  it("drops a range covering the full span", () => {
    expect(dropFullSpanRange({ min: 0, max: 500 }, { min: 10, max: 400 })).toBeNull();
    expect(dropFullSpanRange({ min: 10, max: 400 }, { min: 10, max: 400 })).toBeNull();
    expect(dropFullSpanRange({ min: 20, max: 400 }, { min: 10, max: 400 })).toEqual({ min: 20, max: 400 });
    expect(dropFullSpanRange(null, { min: 10, max: 400 })).toBeNull();
  });
});
