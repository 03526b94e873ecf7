import { describe, expect, it } from "vitest";
import { checkImport, ImportCheck, ModelAssembly, textFingerprint, type ImportReferences, type ImportRow, type ModelChange } from "./catalogue-import.ts";

const references: ImportReferences = {
  brands: new Map([["kuusikko", 1]]),
  groups: new Map([["takit", 5]]),
  colours: new Set(["red", "blue"]),
  storeIds: [1, 20],
  skus: new Map([["OLD-1", { variantId: 900, modelId: 90, modelKey: "vanha-takki" }]]),
  models: new Map([["vanha-takki", 90]]),
  eans: new Map([["6400000000017", "OLD-1"]]),
};

let line = 1;
const row = (values: Record<string, string>): ImportRow => ({ line: ++line, values });

/** Checks rows in batches as a streamed file is checked, then assembles its models as the second pass does. */
function streamed(batches: ImportRow[][]) {
  const check = new ImportCheck(references.storeIds);
  for (const batch of batches) check.check(batch, references);
  const result = check.finish();
  const again = new ImportCheck(references.storeIds);
  const assembly = ModelAssembly.byLastLines(result.lastLines);
  const completed: ModelChange[][] = [];
  for (const batch of batches) completed.push(assembly.add(again.check(batch, references), batch[batch.length - 1]!.line));
  completed.push(assembly.flush());
  return { result, completed };
}

describe("the import's check in batches", () => {
  it("finds a model's conflicting texts and duplicate SKUs across batches, keeping fingerprints only", () => {
    line = 1;
    const first = [row({ sku: "A-1", model: "takki", brand: "kuusikko", group: "takit", name_fi: "Takki", regular_price: "10" })];
    const second = [
      row({ sku: "A-2", model: "takki", name_fi: "Toinen nimi", regular_price: "12" }),
      row({ sku: "A-1", model: "takki", regular_price: "10" }),
      row({ sku: "A-3", model: "takki", brand: "kuusikko", name_fi: "Takki", regular_price: "11" }),
    ];
    const { result } = streamed([first, second]);
    expect(result.problems).toEqual([
      { line: 3, column: "name_fi", problem: "conflict" },
      { line: 4, column: "sku", problem: "duplicate" },
    ]);
    expect(result.counts).toEqual({ newModels: 1, changedModels: 0, newVariants: 4, changedVariants: 0 });
    expect(textFingerprint("Takki")).toBe(textFingerprint("Takki"));
    expect(textFingerprint("Takki")).not.toBe(textFingerprint("Takkj"));
  });

  it("answers a model only once the file is past its last row, whole, with the columns a later batch gave", () => {
    line = 1;
    const batches = [
      [row({ sku: "S-1", model: "sukka", name_fi: "Sukka", regular_price: "5", colour: "red" }), row({ sku: "P-1", model: "pipo", brand: "kuusikko", group: "takit", name_fi: "Pipo", regular_price: "9" })],
      [row({ sku: "S-2", model: "sukka", brand: "kuusikko", regular_price: "6", colour: "blue", name_en: "Sock" })],
      [row({ sku: "S-3", model: "sukka", group: "takit", regular_price: "7" }), row({ sku: "OLD-1", regular_price: "20", stock_20: "4" })],
    ];
    const { result, completed } = streamed(batches);
    expect(result.problems).toEqual([]);
    expect(completed.map((models) => models.map((model) => model.key))).toEqual([["pipo"], [], ["sukka", "vanha-takki"], []]);
    const sock = completed[2]![0]!;
    expect(sock).toMatchObject({ modelId: null, brandId: 1, groupId: 5, texts: { fi: { name: "Sukka" }, en: { name: "Sock" } } });
    expect(sock.variants.map((variant) => [variant.sku, variant.colourSlug, variant.prices.regularCents])).toEqual([
      ["S-1", "red", 500],
      ["S-2", "blue", 600],
      ["S-3", undefined, 700],
    ]);
    // A row naming only a stored SKU belongs to that SKU's model.
    expect(completed[2]![1]).toMatchObject({ key: "vanha-takki", modelId: 90, variants: [{ sku: "OLD-1", variantId: 900, stock: new Map([[20, 4]]) }] });
  });

  it("names what a new model misses on its first line, unless that line already named the column", () => {
    line = 1;
    const { result } = streamed([
      [row({ sku: "N-1", model: "uusi", brand: "no-such-brand", regular_price: "10" })],
      [row({ sku: "N-2", model: "uusi", regular_price: "11" })],
    ]);
    expect(result.problems).toEqual([
      { line: 2, column: "brand", problem: "unknown" },
      { line: 2, column: "group", problem: "required" },
      { line: 2, column: "name_fi", problem: "required" },
    ]);
  });

  it("is the same check for rows held in memory", () => {
    line = 1;
    const rows = [row({ sku: "M-1", model: "malli", brand: "kuusikko", group: "takit", name_fi: "Malli", regular_price: "abc", ean: "6400000000017" })];
    expect(checkImport(rows, references).problems).toEqual([
      { line: 2, column: "ean", problem: "taken" },
      { line: 2, column: "regular_price", problem: "invalid" },
    ]);
  });
});
