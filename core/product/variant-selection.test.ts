import { describe, expect, it } from "vitest";
import type { ProductVariant } from "./types.ts";
import {
  defaultColour,
  defaultSize,
  defaultType,
  initialChoice,
  NO_SUCH_VARIANT,
  NO_VARIANT_CHOSEN,
  optionViews,
  orderColours,
  recordSizeHistory,
  selectedVariantId,
  SIZE_HISTORY_LIMIT,
} from "./variant-selection.ts";

let nextId = 1;
function variant(fields: Partial<ProductVariant>): ProductVariant {
  return {
    id: nextId++,
    colorSlug: "black",
    colorControl: "010-black",
    sizeSlug: "m",
    typeSlug: null,
    shippingTime: 2,
    onOrder: false,
    inStock: true,
    blockedStock: false,
    ...fields,
  };
}

const names = new Map([
  ["black", "Black"],
  ["blue", "Blue"],
  ["red", "Red"],
]);

describe("colour order", () => {
  it("puts the colour with most in-stock variants first, then sorts by name", () => {
    const variants = [
      variant({ colorSlug: "red", sizeSlug: "s" }),
      variant({ colorSlug: "blue", sizeSlug: "s" }),
      variant({ colorSlug: "blue", sizeSlug: "m" }),
      variant({ colorSlug: "black", sizeSlug: "s", inStock: false }),
    ];
    expect(orderColours(variants, names, "en")).toEqual(["blue", "red", "black"]);
  });

  it("sorts equal counts by the localized name, not the slug", () => {
    const variants = [variant({ colorSlug: "black" }), variant({ colorSlug: "red" })];
    const fi = new Map([
      ["black", "Musta"],
      ["red", "Punainen"],
    ]);
    const reversed = new Map([
      ["black", "Zwart"],
      ["red", "Rood"],
    ]);
    expect(orderColours(variants, fi, "fi")).toEqual(["black", "red"]);
    expect(orderColours(variants, reversed, "nl")).toEqual(["red", "black"]);
  });
});

describe("defaults on arrival", () => {
  const variants = [
    variant({ colorSlug: "black", colorControl: "010-black" }),
    variant({ colorSlug: "blue", colorControl: "300-blue" }),
    variant({ colorSlug: "red", colorControl: "200-red" }),
  ];
  const ordered = ["black", "blue", "red"];

  it("takes the color query first, then select-color, then the promoted colour, then the first colour", () => {
    expect(defaultColour(variants, ordered, { colorQuery: "red", selectColorQuery: "300-blue", promotedColour: "blue" })).toBe("red");
    expect(defaultColour(variants, ordered, { selectColorQuery: "300-blue", promotedColour: "red" })).toBe("blue");
    expect(defaultColour(variants, ordered, { promotedColour: "red" })).toBe("red");
    expect(defaultColour(variants, ordered, {})).toBe("black");
  });

  it("takes a colour slug in select-color too, as cards once linked", () => {
    expect(defaultColour(variants, ordered, { selectColorQuery: "blue", promotedColour: "red" })).toBe("blue");
  });

  it("passes over values the model does not have", () => {
    expect(defaultColour(variants, ordered, { colorQuery: "green", selectColorQuery: "999-none", promotedColour: "pink" })).toBe("black");
  });

  it("has no colour for a model without colours", () => {
    expect(defaultColour([variant({ colorSlug: null })], [], { colorQuery: "red" })).toBeNull();
  });

  it("takes the type query when the model has it, else the first type", () => {
    expect(defaultType(["men", "women"], "women")).toBe("women");
    expect(defaultType(["men", "women"], "kids")).toBe("men");
    expect(defaultType([], "kids")).toBeNull();
  });
});

describe("default size", () => {
  const variants = [
    variant({ colorSlug: "black", sizeSlug: "s" }),
    variant({ colorSlug: "black", sizeSlug: "m" }),
    variant({ colorSlug: "blue", sizeSlug: "l" }),
  ];

  it("takes the size query when the model has that size", () => {
    expect(defaultSize(variants, { color: "black", type: null }, { sizeQuery: "m" })).toBe("m");
    expect(defaultSize(variants, { color: "black", type: null }, { sizeQuery: "xxl" })).toBeNull();
  });

  it("takes the newest remembered size that exists for the chosen colour and type", () => {
    expect(defaultSize(variants, { color: "black", type: null }, { sizeHistory: ["l", "m", "s"] })).toBe("m");
    expect(defaultSize(variants, { color: "blue", type: null }, { sizeHistory: ["m", "l"] })).toBe("l");
  });

  it("selects a single size by itself and leaves several for the shopper", () => {
    expect(defaultSize([variant({ sizeSlug: "one-size" })], { color: "black", type: null }, {})).toBe("one-size");
    expect(defaultSize(variants, { color: "black", type: null }, {})).toBeNull();
  });

  it("has no size for a model without sizes", () => {
    expect(defaultSize([variant({ sizeSlug: null })], { color: "black", type: null }, { sizeQuery: "m" })).toBeNull();
  });

  it("combines the defaults into the arrival choice", () => {
    const typed = [variant({ colorSlug: "red", typeSlug: "men", sizeSlug: "m" }), variant({ colorSlug: "red", typeSlug: "women", sizeSlug: "s" })];
    expect(initialChoice(typed, ["red"], { sizeHistory: ["s"], typeQuery: "women" })).toEqual({ color: "red", type: "women", size: "s" });
  });
});

describe("selected variant id", () => {
  const black = variant({ colorSlug: "black", sizeSlug: "m" });
  const blackS = variant({ colorSlug: "black", sizeSlug: "s" });
  const variants = [black, blackS, variant({ colorSlug: "blue", sizeSlug: "l" })];

  it("is 0 while a selector with options is unset", () => {
    expect(selectedVariantId(variants, { color: "black", size: null, type: null })).toBe(NO_VARIANT_CHOSEN);
    expect(NO_VARIANT_CHOSEN).toBe(0);
  });

  it("is -1 when the chosen combination does not exist", () => {
    expect(selectedVariantId(variants, { color: "blue", size: "m", type: null })).toBe(NO_SUCH_VARIANT);
    expect(NO_SUCH_VARIANT).toBe(-1);
  });

  it("is the matching variant, an orderable one first", () => {
    expect(selectedVariantId(variants, { color: "black", size: "s", type: null })).toBe(blackS.id);
    const gone = variant({ colorSlug: "green", sizeSlug: "m", inStock: false });
    const onOrder = variant({ colorSlug: "green", sizeSlug: "m", inStock: false, onOrder: true });
    expect(selectedVariantId([gone, onOrder], { color: "green", size: "m", type: null })).toBe(onOrder.id);
    expect(selectedVariantId([gone], { color: "green", size: "m", type: null })).toBe(gone.id);
  });

  it("does not need a choice in a dimension the model lacks", () => {
    const plain = variant({ colorSlug: null, sizeSlug: null, typeSlug: null });
    expect(selectedVariantId([plain], { color: null, size: null, type: null })).toBe(plain.id);
  });
});

describe("unavailable options", () => {
  const variants = [
    variant({ colorSlug: "black", sizeSlug: "s", inStock: false }),
    variant({ colorSlug: "black", sizeSlug: "m" }),
    variant({ colorSlug: "blue", sizeSlug: "s" }),
  ];

  it("marks a size without an orderable variant in the chosen colour", () => {
    expect(optionViews(variants, "size", ["s", "m"], { color: "black", size: null, type: null })).toEqual([
      { slug: "s", unavailable: true },
      { slug: "m", unavailable: false },
    ]);
    expect(optionViews(variants, "size", ["s", "m"], { color: "blue", size: null, type: null })).toEqual([
      { slug: "s", unavailable: false },
      { slug: "m", unavailable: true },
    ]);
  });

  it("judges each option against the other choices, not against itself", () => {
    expect(optionViews(variants, "color", ["black", "blue"], { color: "black", size: "s", type: null })).toEqual([
      { slug: "black", unavailable: true },
      { slug: "blue", unavailable: false },
    ]);
  });

  it("counts blocked stock as unavailable when nothing later stands in for it", () => {
    const blocked = (shippingTime: number) => [variant({ colorSlug: "black", sizeSlug: "s", blockedStock: true, shippingTime })];
    expect(optionViews(blocked(2), "size", ["s"], { color: "black", size: null, type: null })[0]!.unavailable).toBe(true);
    expect(optionViews(blocked(999), "size", ["s"], { color: "black", size: null, type: null })[0]!.unavailable).toBe(true);
    expect(optionViews(blocked(14), "size", ["s"], { color: "black", size: null, type: null })[0]!.unavailable).toBe(false);
  });
});

describe("size history", () => {
  it("puts the newest choice first, once", () => {
    expect(recordSizeHistory(["m", "l"], "l")).toEqual(["l", "m"]);
    expect(recordSizeHistory([], "42")).toEqual(["42"]);
  });

  it("forgets the oldest past the limit", () => {
    const long = Array.from({ length: SIZE_HISTORY_LIMIT }, (_, index) => `s${index}`);
    const next = recordSizeHistory(long, "new");
    expect(next).toHaveLength(SIZE_HISTORY_LIMIT);
    expect(next[0]).toBe("new");
    expect(next).not.toContain(`s${SIZE_HISTORY_LIMIT - 1}`);
  });
});
