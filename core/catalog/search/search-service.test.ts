import { describe, expect, it } from "vitest";
import { closestWord, createSearch, editDistance, relatedSearches, searchWords, type SearchRepository } from "./search-service.ts";

describe("searchWords", () => {
  it("keeps letters and digits of every script, lower case", () => {
    expect(searchWords("  Kuori-TAKKI 3L ")).toEqual(["kuori", "takki", "3l"]);
    expect(searchWords("Палатка, зимняя")).toEqual(["палатка", "зимняя"]);
  });

  it("turns SQL and markup into plain words or nothing", () => {
    expect(searchWords("'; drop table x; --")).toEqual(["drop", "table", "x"]);
    expect(searchWords("<b>")).toEqual(["b"]);
    expect(searchWords("<>'\";--")).toEqual([]);
  });

  it("reads at most 200 characters", () => {
    expect(searchWords("a".repeat(10_000))[0]).toHaveLength(200);
  });
});

describe("typo correction", () => {
  it("counts a swap of neighbours as one edit", () => {
    expect(editDistance("jakcet", "jacket", 2)).toBe(1);
    expect(editDistance("teltta", "teltat", 2)).toBe(1);
    expect(editDistance("kenkä", "kenkä", 2)).toBe(0);
    expect(editDistance("reppu", "makuupussi", 2)).toBe(3);
  });

  it("picks the most frequent known word within the allowed typos", () => {
    const vocabulary = ["jacket", "jackets", "packet"];
    const known = new Set(vocabulary);
    expect(closestWord("jakcet", vocabulary, known)).toBe("jacket");
    expect(closestWord("jacket", vocabulary, known)).toBe("jacket");
    expect(closestWord("xyzzyq", vocabulary, known)).toBeNull();
    // Too short to guess at.
    expect(closestWord("jac", vocabulary, known)).toBeNull();
  });
});

describe("relatedSearches", () => {
  it("leaves out the query and repeats", () => {
    expect(relatedSearches(["Teltat", "Halti", "teltat", "Retkeily"], ["teltat"], 5)).toEqual(["Halti", "Retkeily"]);
    expect(relatedSearches(["a", "b", "c"], ["x"], 2)).toEqual(["a", "b"]);
  });
});

describe("createSearch", () => {
  const repository = (hits: Record<string, number[]>, vocabulary: string[]): SearchRepository => ({
    fullText: async (_lang, words) => hits[words.join(" ")] ?? [],
    vocabulary: async () => vocabulary,
    relatedNames: async () => ["Jackets", "Halti"],
  });

  it("answers exact words without saying approximate", async () => {
    const search = createSearch(repository({ jacket: [3, 1] }, ["jacket"]));
    expect(await search("en", "Jacket")).toEqual({ ids: [3, 1], approximate: false, relatedSearches: ["Jackets", "Halti"] });
  });

  it("corrects a typo and says the results are approximate", async () => {
    const search = createSearch(repository({ jacket: [3, 1] }, ["jacket"]));
    expect(await search("en", "jakcet")).toEqual({ ids: [3, 1], approximate: true, relatedSearches: ["Jackets", "Halti"] });
  });

  it("finds nothing for nonsense and for empty text", async () => {
    const search = createSearch(repository({ jacket: [3] }, ["jacket"]));
    expect(await search("en", "qqqqqqq")).toEqual({ ids: [], approximate: false, relatedSearches: [] });
    expect(await search("en", "   ")).toEqual({ ids: [], approximate: false, relatedSearches: [] });
  });
});
