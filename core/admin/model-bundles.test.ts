import { describe, expect, it } from "vitest";
import { formFields } from "./model-form.ts";
import { bundleAreaPrices, bundleFieldName, bundleIdOf, parseBundleForm, partReferences, resolveBundle, type PartModel } from "./model-bundles.ts";

const form = (entries: Array<[string, string]>) => formFields(new URLSearchParams(entries));

const model = (modelId: number, lowestRegularCents: number | null, sellsAlone = false): PartModel => ({ modelId, lowestRegularCents, sellsAlone });
const found = (models: PartModel[], skus: Record<string, PartModel> = {}) => ({ byId: new Map(models.map((entry) => [entry.modelId, entry])), bySku: new Map(Object.entries(skus)) });

describe("the bundle form", () => {
  it("reads the bundle it is of: new, or a stored one's id", () => {
    expect(bundleIdOf(form([["bundle", "new"]]))).toBeNull();
    expect(bundleIdOf(form([["bundle", "12"]]))).toBe(12);
    expect(bundleIdOf(form([["bundle", "0"]]))).toBeUndefined();
    expect(bundleIdOf(form([]))).toBeUndefined();
  });

  it("keeps the typed rows in order, a quantity of 1 when left empty, and the texts of the named languages", () => {
    const parsed = parseBundleForm(
      form([
        [bundleFieldName.active, "on"],
        [bundleFieldName.order, "3"],
        [bundleFieldName.name("fi"), "  Retki   paketti "],
        [bundleFieldName.description("fi"), "Kuvaus"],
        [bundleFieldName.part(0), " 42 "],
        [bundleFieldName.part(2), "SKU-1"],
        [bundleFieldName.quantity(2), "2"],
        [bundleFieldName.price, "1 299,5"],
      ]),
    );
    expect(parsed).toEqual({
      problems: {},
      value: {
        bundleId: null,
        isActive: true,
        sortOrder: 3,
        texts: { fi: { name: "Retki paketti", description: "Kuvaus" } },
        parts: [
          { row: 0, text: "42", quantity: 1 },
          { row: 2, text: "SKU-1", quantity: 2 },
        ],
        activeCents: 129_950,
      },
    });
    expect(partReferences(parsed.value.parts)).toEqual({ ids: [42], skus: ["42", "SKU-1"] });
  });

  it("names a missing Finnish name, a description without its name, a bad order, quantity and price", () => {
    const { problems } = parseBundleForm(
      form([
        [bundleFieldName.order, "10000"],
        [bundleFieldName.description("sv"), "Text"],
        [bundleFieldName.part(0), "1"],
        [bundleFieldName.quantity(0), "0"],
        [bundleFieldName.part(1), "2"],
        [bundleFieldName.quantity(1), "1.5"],
        [bundleFieldName.price, "0"],
      ]),
    );
    expect(problems).toEqual({
      [bundleFieldName.order]: "invalid",
      [bundleFieldName.name("fi")]: "required",
      [bundleFieldName.name("sv")]: "required",
      [bundleFieldName.quantity(0)]: "invalid",
      [bundleFieldName.quantity(1)]: "invalid",
      [bundleFieldName.price]: "invalid",
    });
    expect(parseBundleForm(form([[bundleFieldName.name("fi"), "x"]])).problems).toEqual({ [bundleFieldName.price]: "required" });
  });
});

describe("a bundle's parts and regular price", () => {
  const typed = (parts: Array<[string, number]>, activeCents: number) => ({
    bundleId: null,
    isActive: true,
    sortOrder: 0,
    texts: {},
    parts: parts.map(([text, quantity], row) => ({ row, text, quantity })),
    activeCents,
  });

  it("sums the main model and each part times its pieces, finding a part by id or by SKU", () => {
    const resolved = resolveBundle(typed([["20", 1], ["POLE-1", 2]], 30_000), found([model(10, 20_000), model(20, 8_000)], { "POLE-1": model(30, 3_000) }), { model: model(10, 20_000), isPackage: false });
    expect(resolved).toEqual({ parts: [{ modelId: 20, quantity: 1 }, { modelId: 30, quantity: 2 }], regularCents: 34_000, problems: {} });
  });

  it("takes a number that is no model's id as a SKU", () => {
    const resolved = resolveBundle(typed([["1234", 1]], 100), found([], { "1234": model(20, 8_000) }), { model: model(10, 2_000), isPackage: false });
    expect(resolved.parts).toEqual([{ modelId: 20, quantity: 1 }]);
  });

  it("names an unknown model, one twice, the main model, a package, one without a price, and a price not below the sum", () => {
    const resolved = resolveBundle(
      typed([["99", 1], ["20", 1], ["20", 1], ["10", 1], ["30", 1], ["40", 1]], 1),
      found([model(10, 1_000), model(20, 1_000), model(30, 1_000, true), model(40, null)]),
      { model: model(10, 1_000), isPackage: false },
    );
    expect(resolved.problems).toEqual({
      [bundleFieldName.part(0)]: "noModel",
      [bundleFieldName.part(2)]: "twice",
      [bundleFieldName.part(3)]: "twice",
      [bundleFieldName.part(4)]: "notPart",
      [bundleFieldName.part(5)]: "noPrice",
    });
    expect(resolveBundle(typed([["20", 1]], 2_000), found([model(20, 1_000)]), { model: model(10, 1_000), isPackage: false }).problems).toEqual({ [bundleFieldName.price]: "notBelowParts" });
    expect(resolveBundle(typed([["20", 1]], 500), found([model(20, 1_000)]), { model: model(10, null), isPackage: false }).problems).toEqual({ [bundleFieldName.price]: "mainNoPrice" });
  });

  it("leaves a package model out of its own bundle and asks for two models in it", () => {
    const pack = model(10, null, true);
    expect(resolveBundle(typed([["20", 1], ["30", 1]], 1_500), found([model(20, 1_000), model(30, 1_000)]), { model: pack, isPackage: true })).toEqual({
      parts: [{ modelId: 20, quantity: 1 }, { modelId: 30, quantity: 1 }],
      regularCents: 2_000,
      problems: {},
    });
    expect(resolveBundle(typed([["10", 1]], 1_500), found([pack]), { model: pack, isPackage: true }).problems).toEqual({
      [bundleFieldName.part(0)]: "notPart",
      [bundleFieldName.part(1)]: "required",
    });
  });
});

describe("a bundle's prices per tax area", () => {
  it("converts both prices from the home tax area's VAT to each area's", () => {
    expect(bundleAreaPrices(12_400, 15_500, { homeBp: 2_550, areas: [{ id: 1, rateBp: 2_550 }, { id: 2, rateBp: 2_400 }, { id: 3, rateBp: 0 }] })).toEqual([
      { taxAreaId: 1, activeCents: 12_400, regularCents: 15_500 },
      { taxAreaId: 2, activeCents: 12_252, regularCents: 15_315 },
      { taxAreaId: 3, activeCents: 9_880, regularCents: 12_351 },
    ]);
  });
});
