import { describe, expect, it } from "vitest";
import {
  decodeSize,
  dropFullSpanRange,
  emptyFilters,
  encodeSize,
  LIST_MAX,
  parseListingParams,
  parseRange,
  RANGE_MAX,
  readableQuery,
  serializeListingParams,
  TEXT_MAX_LENGTH,
} from "./query-params.ts";
import type { ListingFilters } from "./types.ts";

const properties = new Map<string, "range" | "checkbox">([
  ["weight", "range"],
  ["material", "checkbox"],
  ["comfort-temperature", "range"],
]);
const parse = (query: string | URLSearchParams, textIsSearch = false) =>
  parseListingParams(typeof query === "string" ? new URLSearchParams(query) : query, { properties, textIsSearch });
const paramsOf = (entries: Record<string, string>) => new URLSearchParams(entries);

describe("parseListingParams", () => {
  it("reads every filter of the grid URL", () => {
    const { filters, sort, errors, searchText } = parse(
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
    expect(searchText).toBeNull();
  });

  it("reads a sort in its backend form too", () => {
    expect(parse("sort=price-highest").sort).toBe("highest");
  });

  it("gives empty filters and no errors for an empty query, blank values and unknown parameters", () => {
    const { filters, sort, errors } = parse("price=&color=&size=,,&group=&text=%20%20&sort=&utm_source=mail&page=3");
    expect(filters).toEqual(emptyFilters());
    expect(sort).toBeNull();
    expect(errors).toEqual([]);
  });

  it("drops nonsense with a reason naming the parameter and never throws", () => {
    const { filters, sort, errors } = parse("price=150-20&manufacturer=<script>,halti&group=-1,abc,5&sort=cheapest&weight=x&unknown=1");
    expect(filters.price).toBeNull();
    expect(filters.manufacturer).toEqual(["halti"]);
    expect(filters.group).toEqual([5]);
    expect(filters.properties).toEqual({});
    expect(sort).toBeNull();
    expect(errors.map((error) => error.param).sort()).toEqual(["group", "manufacturer", "price", "sort", "weight"]);
    for (const error of errors) expect(error.message).not.toBe("");
  });

  it("merges a list parameter given more than once and removes duplicates in first-seen order", () => {
    expect(parse("color=red,red,blue").filters.color).toEqual(["red", "blue"]);
    expect(parse("color=red&color=blue,red&color=green").filters.color).toEqual(["red", "blue", "green"]);
    expect(parse("group=3,03,3").filters.group).toEqual([3]);
    expect(parse("size=M,M,L").filters.size).toEqual(["M", "L"]);
  });

  it("lower-cases slugs and keeps only a-z, 0-9 and hyphens", () => {
    const { filters, errors } = parse("manufacturer=Halti,the%20north%20face,fjäll,-dash,ok-1&store=Web");
    expect(filters.manufacturer).toEqual(["halti", "ok-1"]);
    expect(filters.store).toEqual(["web"]);
    expect(errors).toEqual([{ param: "manufacturer", message: expect.any(String) }]);
    expect(parse(`color=${"a".repeat(101)}`).filters.color).toEqual([]);
  });

  it(`reads at most ${LIST_MAX} values of a list and says so`, () => {
    const many = Array.from({ length: LIST_MAX + 10 }, (_, i) => `c${i}`);
    const { filters, errors } = parse(`color=${many.join(",")}`);
    expect(filters.color).toEqual(many.slice(0, LIST_MAX));
    expect(errors.map((error) => error.param)).toEqual(["color"]);
  });

  it("accepts only positive whole group ids that fit a database integer", () => {
    const { filters, errors } = parse("group=0,-4,1.5,1e3,1234567890,007,999999999");
    expect(filters.group).toEqual([7, 999999999]);
    expect(errors.map((error) => error.param)).toEqual(["group"]);
  });

  it("refuses negative, reversed, non-numeric and absurd prices", () => {
    for (const price of ["-5-10", "5--10", "150-20", "abc", "10", "10-20-30", `0-${RANGE_MAX + 1}`, "0-99999999999", "1e3-2e3"]) {
      const { filters, errors } = parse(paramsOf({ price }));
      expect(filters.price, price).toBeNull();
      expect(errors.map((error) => error.param), price).toEqual(["price"]);
    }
  });

  it("accepts a single-point price, the upper limit, spaces and a decimal comma", () => {
    expect(parse("price=0-0").filters.price).toEqual({ min: 0, max: 0 });
    expect(parse(paramsOf({ price: `0-${RANGE_MAX}` })).filters.price).toEqual({ min: 0, max: RANGE_MAX });
    expect(parse(paramsOf({ price: " 20 - 150 " })).filters.price).toEqual({ min: 20, max: 150 });
    expect(parse(paramsOf({ price: "9,5-20.25" })).filters.price).toEqual({ min: 9.5, max: 20.25 });
  });

  it("lets a property range go below zero but not run backwards", () => {
    expect(parse("comfort-temperature=-10--2").filters.properties["comfort-temperature"]).toEqual({ kind: "range", min: -10, max: -2 });
    expect(parse("comfort-temperature=-5-3").filters.properties["comfort-temperature"]).toEqual({ kind: "range", min: -5, max: 3 });
    const reversed = parse("comfort-temperature=5--10");
    expect(reversed.filters.properties).toEqual({});
    expect(reversed.errors.map((error) => error.param)).toEqual(["comfort-temperature"]);
  });

  it("reads only the properties of the grid, and never a property that shadows a fixed parameter", () => {
    const withShadow = new Map<string, "range" | "checkbox">([
      ["color", "checkbox"],
      ["material", "checkbox"],
    ]);
    const { filters } = parseListingParams(new URLSearchParams("color=red&material=wool&fill=down"), { properties: withShadow });
    expect(filters.color).toEqual(["red"]);
    expect(filters.properties).toEqual({ material: { kind: "checkbox", values: ["wool"] } });
  });

  it(`cleans the text: trimmed, whitespace collapsed, cut to ${TEXT_MAX_LENGTH} characters`, () => {
    expect(parse(`text=${"a".repeat(10_000)}`).filters.text).toHaveLength(TEXT_MAX_LENGTH);
    expect(parse(paramsOf({ text: "  kuori\t\n takki  " })).filters.text).toBe("kuori takki");
    expect(parse(paramsOf({ text: "gore\u0000tex\u0007" })).filters.text).toBe("goretex");
  });

  it("never cuts a character outside the basic plane in half", () => {
    const text = parse(paramsOf({ text: "🏔".repeat(300) })).filters.text ?? "";
    expect(Array.from(text)).toHaveLength(TEXT_MAX_LENGTH);
    expect(text.isWellFormed()).toBe(true);
  });

  it("keeps markup and SQL as the plain text they are (the renderer escapes, the query binds)", () => {
    const text = "<b>x</b>' OR 1=1 --";
    expect(parse(paramsOf({ text })).filters.text).toBe(text);
  });

  it("leaves the text to the search on the search page", () => {
    const { filters, searchText } = parse("text=%20tent%20%20dome&color=red", true);
    expect(filters.text).toBeNull();
    expect(filters.color).toEqual(["red"]);
    expect(searchText).toBe("tent dome");
  });

  it("reads size names with a comma written as an underscore, and refuses control characters and very long names", () => {
    const { filters, errors } = parse(paramsOf({ size: `42_5,XL, One size ,bad\u0001,${"x".repeat(41)}` }));
    expect(filters.size).toEqual(["42,5", "XL", "One size"]);
    expect(errors.map((error) => error.param)).toEqual(["size"]);
  });
});

describe("parseRange", () => {
  it("says why a range is refused", () => {
    expect(parseRange("20-10")).toEqual({ error: "the minimum is above the maximum" });
    expect(parseRange("-1-10")).toEqual({ error: "negative values are not accepted" });
    expect(parseRange("-1-10", { allowNegative: true })).toEqual({ range: { min: -1, max: 10 } });
  });
});

describe("serializeListingParams", () => {
  const full = (): ListingFilters => ({
    text: "kuori takki",
    price: { min: 20, max: 150 },
    manufacturer: ["halti"],
    color: ["red", "blue"],
    store: ["web"],
    size: ["S", "42,5"],
    group: [3, 14],
    properties: {
      weight: { kind: "range", min: 1.5, max: 5 },
      material: { kind: "checkbox", values: ["wool", "down"] },
      "comfort-temperature": { kind: "range", min: -10, max: -2 },
    },
  });

  it("writes a stable order: text, price, manufacturer, color, store, size, group, properties by slug, sort", () => {
    expect([...serializeListingParams(full(), "newest").keys()]).toEqual([
      "text",
      "price",
      "manufacturer",
      "color",
      "store",
      "size",
      "group",
      "comfort-temperature",
      "material",
      "weight",
      "sort",
    ]);
  });

  it("writes sizes with underscores, leaves out empty filters and the default sort", () => {
    const filters = emptyFilters();
    filters.size = ["42,5", "M"];
    filters.manufacturer = ["halti"];
    filters.price = { min: 10, max: 90 };
    filters.properties = { weight: { kind: "range", min: 1, max: 3 }, material: { kind: "checkbox", values: ["wool"] }, fill: { kind: "checkbox", values: [] } };
    expect(serializeListingParams(filters, "default").toString()).toBe("price=10-90&manufacturer=halti&size=42_5%2CM&material=wool&weight=1-3");
    expect(serializeListingParams(filters, null).has("sort")).toBe(false);
    expect(serializeListingParams(filters, "highest").get("sort")).toBe("highest");
    expect(serializeListingParams(emptyFilters(), null).toString()).toBe("");
  });

  it("adds extra parameters last, without blanks, and never over the grid's own", () => {
    const filters = emptyFilters();
    filters.color = ["red"];
    const params = serializeListingParams(filters, null, { text: "tent", color: "blue", empty: "" });
    expect(params.toString()).toBe("color=red&text=tent");
  });

  it("leaves out a property that shadows a fixed parameter, as the parser would ignore it", () => {
    const filters = emptyFilters();
    filters.properties = { sort: { kind: "checkbox", values: ["x"] } };
    expect(serializeListingParams(filters, null).toString()).toBe("");
  });

  it("round-trips through the parser", () => {
    const filters = full();
    const again = parse(serializeListingParams(filters, "stars"));
    expect(again.errors).toEqual([]);
    expect(again.filters).toEqual(filters);
    expect(again.sort).toBe("stars");

    const query = "text=kuori&price=20-150&manufacturer=halti&color=red,blue&store=web&size=S,42_5&group=3&material=wool&weight=1-5&sort=newest";
    const first = parse(query);
    const second = parse(serializeListingParams(first.filters, first.sort));
    expect(second.filters).toEqual(first.filters);
    expect(second.sort).toBe(first.sort);
  });

  it("round-trips through the readable query string", () => {
    const filters = full();
    const query = readableQuery(serializeListingParams(filters, "lowest"));
    expect(query).toContain("size=S,42_5");
    expect(query).not.toContain("%2C");
    expect(parse(query).filters).toEqual(filters);
  });
});

describe("sizes and ranges", () => {
  it("encodes a comma in a size as an underscore", () => {
    expect(encodeSize("42,5")).toBe("42_5");
    expect(decodeSize("42_5")).toBe("42,5");
    expect(decodeSize(encodeSize("EU 44,5 2/3"))).toBe("EU 44,5 2/3");
  });

  it("drops a range covering the full span", () => {
    expect(dropFullSpanRange({ min: 0, max: 500 }, { min: 10, max: 400 })).toBeNull();
    expect(dropFullSpanRange({ min: 10, max: 400 }, { min: 10, max: 400 })).toBeNull();
    expect(dropFullSpanRange({ min: 20, max: 400 }, { min: 10, max: 400 })).toEqual({ min: 20, max: 400 });
    expect(dropFullSpanRange({ min: 10, max: 399 }, { min: 10, max: 400 })).toEqual({ min: 10, max: 399 });
    expect(dropFullSpanRange(null, { min: 10, max: 400 })).toBeNull();
  });
});
