import { describe, expect, it } from "vitest";
import type { FullTextRow } from "./full-text-index.ts";
import { createFullTextSearch, type FullTextSource } from "./full-text-search.ts";
import type { FullTextQuery } from "./search-service.ts";

/** A source over fixed documents with a toy stemmer (drops a final vowel; "ja" is a stop word). */
function fakeSource(documents: FullTextRow[]) {
  const calls = { documents: 0, stems: [] as string[][], version: "1" };
  const source: FullTextSource = {
    catalogueVersion: async () => calls.version,
    documents: async () => {
      calls.documents++;
      return documents;
    },
    stems: async (_lang, words) => {
      calls.stems.push([...words]);
      return new Map(words.map((word) => [word, word === "ja" ? [] : [word.replace(/[aeiouyäö]$/u, "")]]));
    },
  };
  return { source, calls };
}

const doc = (modelId: number, document: string, name: string): FullTextRow => ({
  modelId,
  document,
  nameKey: name,
  fullKey: `brand ${name}`,
  brandKey: "brand",
  salesRank: modelId,
  brandName: "Brand",
  groupName: "Takit",
  brandSlug: "brand",
  mainGroupId: 2,
  groupIds: [],
  properties: [],
});

const DOCUMENTS = [doc(1, "'takk':1A 'miesten':2A", "takki miesten"), doc(2, "'kuoritakk':1A", "kuoritakki"), doc(3, "'telt':1A", "teltta")];

const query = (terms: FullTextQuery["terms"], match: FullTextQuery["match"] = "all"): FullTextQuery => ({
  match,
  terms,
  key: terms.map((term) => term.word).join(" "),
  phrases: [],
  intentGroups: [],
});

describe("createFullTextSearch", () => {
  it("stems the words and their compounds, and matches the last word as a beginning", async () => {
    const { source } = fakeSource(DOCUMENTS);
    const { fullText } = createFullTextSearch(source);
    expect(await fullText("fi", query([{ word: "takki", prefix: false, compounds: ["kuoritakki"] }]), 10)).toEqual([1, 2]);
    expect(await fullText("fi", query([{ word: "tel", prefix: true, compounds: [] }]), 10)).toEqual([3]);
  });

  it("leaves stop words out of the query, as to_tsquery does", async () => {
    const { source } = fakeSource(DOCUMENTS);
    const { fullText } = createFullTextSearch(source);
    const terms = [
      { word: "takki", prefix: false, compounds: [] },
      { word: "ja", prefix: false, compounds: [] },
      { word: "miesten", prefix: false, compounds: [] },
    ];
    expect(await fullText("fi", query(terms), 10)).toEqual([1]);
    expect(await fullText("fi", query([{ word: "ja", prefix: false, compounds: [] }]), 10)).toEqual([]);
  });

  it("matches a term's groups and property values as well as its words, even a stop word's", async () => {
    const docs = [
      { ...doc(1, "'takk':1A", "takki"), groupIds: [1, 2], properties: ["material:down"] },
      { ...doc(2, "'kuoritakk':1A", "kuoritakki"), groupIds: [1, 3], properties: ["features:waterproof"] },
      { ...doc(3, "'telt':1A", "teltta"), groupIds: [21], properties: ["material:down"] },
    ];
    const { source } = fakeSource(docs);
    const { fullText } = createFullTextSearch(source);
    // "ja" has no lexeme: with a meaning it still takes part, through the value alone.
    const down = { word: "ja", prefix: false, compounds: [], properties: ["material:down"] };
    expect(await fullText("fi", query([down]), 10)).toEqual([1, 3]);
    expect(await fullText("fi", query([down, { word: "", prefix: false, compounds: [], groups: [1] }]), 10)).toEqual([1]);
    // "telta" stems (in this source) to the lexeme "telt" of the tent.
    expect(await fullText("fi", query([{ word: "telta", prefix: false, compounds: [], groups: [3] }]), 10)).toEqual([2, 3]);
  });

  it("puts the products of a group the text names first", async () => {
    const docs = [
      // This source stems "ski" to "sk".
      { ...doc(1, "'sk':1A 'boot':2A", "ski boot"), groupIds: [39] },
      { ...doc(2, "'sk':1A", "ski"), groupIds: [33] },
    ];
    const { source } = fakeSource(docs);
    const { fullText } = createFullTextSearch(source);
    const ski = [{ word: "ski", prefix: false, compounds: [] }];
    expect(await fullText("en", { ...query(ski), key: "" }, 10)).toEqual([1, 2]);
    expect(await fullText("en", { ...query(ski), key: "", intentGroups: [33] }, 10)).toEqual([2, 1]);
  });

  it("asks the database for a word's stems once", async () => {
    const { source, calls } = fakeSource(DOCUMENTS);
    const { fullText } = createFullTextSearch(source);
    await fullText("fi", query([{ word: "takki", prefix: false, compounds: [] }]), 10);
    await fullText("fi", query([{ word: "takki", prefix: false, compounds: ["kuoritakki"] }]), 10);
    expect(calls.stems).toEqual([["takki"], ["kuoritakki"]]);
  });

  it("builds a language's index once per catalogue version", async () => {
    const { source, calls } = fakeSource(DOCUMENTS);
    const { fullText } = createFullTextSearch(source);
    const takki = query([{ word: "takki", prefix: false, compounds: [] }]);
    await Promise.all([fullText("fi", takki, 10), fullText("fi", takki, 10)]);
    expect(calls.documents).toBe(1);
    calls.version = "2";
    await fullText("fi", takki, 10);
    expect(calls.documents).toBe(2);
    await fullText("sv", takki, 10);
    expect(calls.documents).toBe(3);
  });

  it("keeps answering from the old index while allowed to be stale", async () => {
    const { source, calls } = fakeSource(DOCUMENTS);
    let clock = 0;
    const { fullText } = createFullTextSearch(source, { maxStaleMs: 10_000, now: () => clock });
    const takki = query([{ word: "takki", prefix: false, compounds: [] }]);
    await fullText("fi", takki, 10);
    calls.version = "2";
    clock = 5_000;
    await fullText("fi", takki, 10);
    expect(calls.documents).toBe(1);
    clock = 12_000;
    await fullText("fi", takki, 10);
    // Past the limit: a new index builds in the background while the old one answers.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.documents).toBe(2);
  });
});
