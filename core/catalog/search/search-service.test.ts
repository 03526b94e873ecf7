import { describe, expect, it } from "vitest";
import { buildLexicon, type LexiconRow } from "./shopper-words.ts";
import {
  buildVocabulary,
  closestWord,
  compoundsOf,
  createSearch,
  editDistance,
  isPartOf,
  splitWords,
  shopWords,
  understoodTerms,
  type ShopWords,
  fallbackSearches,
  normalizeSearchText,
  relatedSearches,
  searchKey,
  searchTerms,
  searchWords,
  wordRuns,
  type FullTextQuery,
  type SearchRepository,
} from "./search-service.ts";

const vocabulary = (...words: string[]) => buildVocabulary(words.map((word, index) => ({ word, count: words.length - index })));

describe("normalizeSearchText", () => {
  it("trims, collapses spaces and keeps letters, digits and hyphens of every script", () => {
    expect(normalizeSearchText("  Kuori-TAKKI \t\n 3L ")).toBe("Kuori-TAKKI 3L");
    expect(normalizeSearchText("Палатка, зимняя!")).toBe("Палатка зимняя");
    expect(normalizeSearchText("Men's")).toBe("Men s");
  });

  it("composes decomposed letters, so a typed ä is the stored ä", () => {
    expect(normalizeSearchText("ja\u0308ka\u0308la\u0308")).toBe("jäkälä");
  });

  it("turns SQL and markup into plain words", () => {
    expect(normalizeSearchText("'; drop table x; --")).toBe("drop table x --");
    expect(normalizeSearchText("<script>alert(1)</script>")).toBe("script alert 1 script");
    expect(normalizeSearchText(`<>'";%_\\`)).toBe("");
  });

  it("keeps at most 200 characters", () => {
    expect(normalizeSearchText("a".repeat(10_000))).toHaveLength(200);
    expect(normalizeSearchText(`${" ".repeat(5000)}teltta`)).toBe("teltta");
  });
});

describe("searchWords", () => {
  it("splits at spaces and hyphens, lower case, without repeats", () => {
    expect(searchWords("  Kuori-TAKKI 3L takki")).toEqual(["kuori", "takki", "3l"]);
    expect(searchWords("Палатка, ЗИМНЯЯ")).toEqual(["палатка", "зимняя"]);
  });

  it("has no words for punctuation only", () => {
    expect(searchWords("<>'\";-- - ")).toEqual([]);
  });

  it("searches at most eight words", () => {
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("name keys", () => {
  it("compare names without case and punctuation, as the database keys them", () => {
    expect(searchKey("Hanki Air 3 T-Shirt Women's")).toBe("hanki air 3 t shirt women s");
    expect(searchKey("  УТЕПЛЁННАЯ   куртка ")).toBe("утеплённая куртка");
    expect(searchKey("<>")).toBe("");
  });

  it("offers runs of up to three words for brand names", () => {
    expect(wordRuns(["vltava", "ridge", "takki"])).toEqual(["vltava", "ridge", "takki", "vltava ridge", "ridge takki", "vltava ridge takki"]);
    expect(wordRuns(["a", "b", "c", "d"])).toHaveLength(4 + 3 + 2);
  });
});

describe("typo correction", () => {
  it("counts a swap of neighbours as one edit", () => {
    expect(editDistance("jakcet", "jacket", 2)).toBe(1);
    expect(editDistance("teltta", "teltat", 2)).toBe(1);
    expect(editDistance("kenkä", "kenkä", 2)).toBe(0);
    expect(editDistance("reppu", "makuupussi", 2)).toBe(3);
  });

  it("measures an unfinished word against the closest beginning", () => {
    expect(editDistance("tlet", "teltta", 1, true)).toBe(1);
    expect(editDistance("tlet", "teltta", 1)).toBe(2);
    expect(editDistance("jakc", "jacket", 1, true)).toBe(1);
  });

  it("picks the most frequent known word within the allowed typos", () => {
    const shop = vocabulary("racket", "jacket", "packet");
    expect(closestWord("xacket", shop)).toBe("racket");
    expect(closestWord("jakcet", shop)).toBe("jacket");
    expect(closestWord("jacket", shop)).toBe("jacket");
    expect(closestWord("pakcet", shop)).toBe("packet");
    expect(closestWord("xyzzyq", shop)).toBeNull();
    // Too short to guess at.
    expect(closestWord("jac", shop)).toBeNull();
  });

  it("prefers fewer typos to a more frequent word", () => {
    const shop = vocabulary("jackets", "makuualusta", "makuupussi", "jacket");
    expect(closestWord("makuupusi", shop)).toBe("makuupussi");
    expect(closestWord("jakcet", shop)).toBe("jacket");
  });

  it("prefers a word with the typed first letter", () => {
    const shop = vocabulary("gletscherli", "teltat", "reppu");
    expect(closestWord("tlet", shop, true)).toBe("teltat");
    expect(closestWord("rpepu", shop)).toBe("reppu");
  });

  it("corrects the unfinished last word by the beginnings of words", () => {
    const shop = vocabulary("teltta", "reppu");
    expect(closestWord("tlet", shop)).toBeNull();
    expect(closestWord("tlet", shop, true)).toBe("teltta");
    expect(closestWord("telt", shop, true)).toBe("telt");
  });
});

describe("buildVocabulary", () => {
  it("splits names like search texts and adds up the counts", () => {
    const shop = buildVocabulary([
      { word: "softshell-takki", count: 2 },
      { word: "Takki", count: 5 },
      { word: "men's", count: 1 },
    ]);
    expect(shop.words).toEqual(["takki", "softshell", "men", "s"]);
  });
});

describe("compound words", () => {
  const shop = vocabulary("kuoritakki", "takki", "toppatakki", "takkinen", "reppu", "päiväreppu");

  it("finds the shop's words that contain a word", () => {
    expect(compoundsOf("takki", shop)).toEqual(["kuoritakki", "toppatakki", "takkinen"]);
    expect(compoundsOf("reppu", shop)).toEqual(["päiväreppu"]);
    expect(compoundsOf("takki", shop, 1)).toEqual(["kuoritakki"]);
  });

  it("does not expand short words", () => {
    expect(compoundsOf("tak", shop)).toEqual([]);
  });

  it("makes terms: the last word a beginning, each word or one of its compounds", () => {
    expect(searchTerms(["miesten", "takki"], shop)).toEqual([
      { word: "miesten", prefix: false, compounds: [] },
      { word: "takki", prefix: true, compounds: ["kuoritakki", "toppatakki", "takkinen"] },
    ]);
    // Too short to be a beginning: as typed.
    expect(searchTerms(["reppu", "xt"], shop)).toEqual([
      { word: "reppu", prefix: false, compounds: ["päiväreppu"] },
      { word: "xt", prefix: false, compounds: [] },
    ]);
  });
});

describe("parts of compounds", () => {
  it("takes a word as a part only at a part's edge, not inside another word", () => {
    expect(isPartOf("rain", "moraine")).toBe(false);
    expect(isPartOf("takki", "kuoritakki")).toBe(true);
    expect(isPartOf("takki", "kuoritakkinen")).toBe(true);
    expect(isPartOf("zelt", "zeltboden")).toBe(true);
    expect(isPartOf("zelt", "zelte")).toBe(false);
    expect(compoundsOf("rain", vocabulary("moraine", "rainwear"))).toEqual(["rainwear"]);
  });

  it("splits only words the shop does not know, and no word that is part of its compounds", () => {
    const shop = shopWords(
      ["kuoritakki", "takki", "sade", "vaellussukat"].map((word) => ({ word, count: 1 })),
      buildLexicon([{ kind: "synonym", phrase: "villa", groupId: null, property: "material:merino-wool" }]),
      new Map(),
    );
    expect(splitWords(["sadetakki"], "fi", shop)).toEqual(["sade", "takki"]);
    expect(splitWords(["villasukat", "kuoritakki"], "fi", shop)).toEqual(["villa", "sukat", "kuoritakki"]);
    // Part of "kuoritakki": the search finds it through that compound, whole.
    expect(splitWords(["oritakki"], "fi", shop)).toEqual(["oritakki"]);
    // The unfinished last word of a known word.
    expect(splitWords(["kuorit"], "fi", shop)).toEqual(["kuorit"]);
  });
});

describe("understoodTerms", () => {
  const shop: ShopWords = {
    vocabulary: vocabulary("jacket", "ski", "boots"),
    lexicon: buildLexicon([
      { kind: "group", phrase: "Jackets", groupId: 2, property: null },
      { kind: "group", phrase: "Ski boots", groupId: 39, property: null },
      { kind: "value", phrase: "Down", groupId: null, property: "material:down" },
      { kind: "synonym", phrase: "doudoune", groupId: 4, property: null },
      { kind: "synonym", phrase: "doudoune", groupId: null, property: "material:down" },
      { kind: "synonym", phrase: "puffer jacket", groupId: 4, property: null },
      { kind: "synonym", phrase: "puffer jacket", groupId: null, property: "material:down" },
    ]),
    stems: new Map([["jackets", ["jacket"]]]),
  };
  const stems = (word: string) => (word === "down" ? [] : (shop.stems.get(word) ?? [word]));

  it("lets a word naming a value or a group match its products too; a group named ranks first", () => {
    expect(understoodTerms(["down", "jacket"], shop, stems)).toEqual({
      terms: [
        { word: "down", prefix: false, compounds: [], groups: [], properties: ["material:down"] },
        { word: "jacket", prefix: true, compounds: [], groups: [2], properties: [] },
      ],
      intentGroups: [2],
    });
    expect(understoodTerms(["ski", "boots"], shop, stems)).toEqual({
      terms: [
        { word: "ski", prefix: false, compounds: [], groups: [39], properties: [] },
        { word: "boots", prefix: true, compounds: [], groups: [39], properties: [] },
      ],
      intentGroups: [39],
    });
  });

  it("makes one term per part of a meaning: the word or the part for one word, the part alone for a phrase", () => {
    expect(understoodTerms(["doudoune"], shop, stems).terms).toEqual([
      { word: "doudoune", prefix: true, compounds: [], groups: [4], properties: [] },
      { word: "doudoune", prefix: true, compounds: [], groups: [], properties: ["material:down"] },
    ]);
    expect(understoodTerms(["puffer", "jacket"], shop, stems).terms).toEqual([
      { word: "", prefix: false, compounds: [], groups: [4], properties: [] },
      { word: "", prefix: false, compounds: [], groups: [], properties: ["material:down"] },
    ]);
  });

  it("keeps words without a meaning as they are", () => {
    expect(understoodTerms(["halti"], shop, stems)).toEqual({ terms: [{ word: "halti", prefix: true, compounds: [] }], intentGroups: [] });
  });
});

describe("fallbackSearches", () => {
  const shop = vocabulary("jacket", "tent", "halti");

  it("corrects typos, keeping words it cannot place, then without them, then any word", () => {
    expect(fallbackSearches(["waterproof", "jakcet"], shop)).toEqual([
      { match: "all", words: ["waterproof", "jacket"] },
      { match: "all", words: ["jacket"] },
      { match: "any", words: ["jacket", "waterproof", "jakcet"] },
    ]);
  });

  it("tries any of the words when every word is known", () => {
    expect(fallbackSearches(["tent", "jacket"], shop)).toEqual([{ match: "any", words: ["tent", "jacket"] }]);
  });

  it("has nothing to try for one unknown word", () => {
    expect(fallbackSearches(["qqqqqqq"], shop)).toEqual([]);
  });

  it("does not search a lone number or short word left of a text", () => {
    const numbers = vocabulary("1", "tent");
    expect(fallbackSearches(["script", "alert", "1"], numbers)).toEqual([{ match: "any", words: ["script", "alert"] }]);
    expect(fallbackSearches(["xyzzy", "tnet", "2"], numbers)).toEqual([
      { match: "all", words: ["xyzzy", "tent", "2"] },
      { match: "all", words: ["tent"] },
      { match: "any", words: ["tent", "xyzzy", "tnet"] },
    ]);
  });
});

describe("relatedSearches", () => {
  it("leaves out the query and repeats", () => {
    expect(relatedSearches(["Teltat", "Halti", "teltat", "Retkeily"], "teltat", 5)).toEqual(["Halti", "Retkeily"]);
    expect(relatedSearches(["a", "b", "c"], "x", 2)).toEqual(["a", "b"]);
    expect(relatedSearches(["Softshell-takit", "Halti"], "softshell takit", 5)).toEqual(["Halti"]);
  });
});

describe("createSearch", () => {
  const repository = (hits: Record<string, number[]>, words: string[], similar: number[] = []) => {
    const queries: FullTextQuery[] = [];
    const state = { version: "1" as string | null, words: "0", vocabularyReads: 0, lexicon: [] as LexiconRow[] };
    const repo: SearchRepository = {
      catalogueVersion: async () => state.version,
      wordsVersion: async () => state.words,
      fullText: async (_lang, query) => {
        queries.push(query);
        return hits[`${query.match} ${query.terms.map((term) => term.word).join(" ")}`] ?? [];
      },
      similarNames: async () => similar,
      vocabulary: async () => {
        state.vocabularyReads++;
        return words.map((word) => ({ word, count: 1 }));
      },
      relatedNames: async () => ["Jackets", "Halti"],
      lexicon: async () => state.lexicon,
      stems: async (_lang, words) => new Map(words.map((word) => [word, [word]])),
    };
    return { repo, queries, state };
  };

  it("answers exact words without saying approximate", async () => {
    const { repo, queries } = repository({ "all jacket": [3, 1] }, ["jacket"]);
    expect(await createSearch(repo)("en", "Jacket")).toEqual({ ids: [3, 1], approximate: false, relatedSearches: ["Jackets", "Halti"], correctedText: null });
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({ match: "all", key: "jacket", phrases: ["jacket"] });
  });

  it("corrects a typo, says the results are approximate and suggests the corrected text", async () => {
    const { repo } = repository({ "all jacket": [3, 1] }, ["jacket"]);
    expect(await createSearch(repo)("en", "jakcet")).toEqual({
      ids: [3, 1],
      approximate: true,
      relatedSearches: ["Jackets", "Halti"],
      correctedText: "jacket",
    });
  });

  it("asked with other options (the suggestions), answers without related searches", async () => {
    const { repo } = repository({ "all jacket": [3, 1] }, ["jacket"]);
    let relatedReads = 0;
    const search = createSearch({ ...repo, relatedNames: async () => (relatedReads++, ["Jackets"]) });
    expect(await search("en", "jacket", { minPrefix: 2, limit: 200 })).toEqual({ ids: [3, 1], approximate: false, relatedSearches: [], correctedText: null });
    expect(relatedReads).toBe(0);
    expect((await search("en", "jacket")).relatedSearches).toEqual(["Jackets"]);
  });

  it("falls back to look-alike names, approximate", async () => {
    const { repo } = repository({}, ["jacket"], [7]);
    expect(await createSearch(repo)("en", "hikingtent")).toEqual({ ids: [7], approximate: true, relatedSearches: ["Jackets", "Halti"], correctedText: null });
  });

  it("finds nothing for nonsense and for empty text", async () => {
    const { repo, queries } = repository({ "all jacket": [3] }, ["jacket"]);
    const search = createSearch(repo);
    expect(await search("en", "qqqqqqq")).toEqual({ ids: [], approximate: false, relatedSearches: [], correctedText: null });
    expect(await search("en", "   ")).toEqual({ ids: [], approximate: false, relatedSearches: [], correctedText: null });
    expect(await search("en", "<>")).toEqual({ ids: [], approximate: false, relatedSearches: [], correctedText: null });
    expect(queries).toHaveLength(1);
  });

  it("keeps an answer until the catalogue changes, and hands out copies", async () => {
    const { repo, queries, state } = repository({ "all jacket": [3, 1] }, ["jacket"]);
    const search = createSearch(repo);
    const first = await search("en", "Jacket");
    first.ids.reverse();
    expect((await search("en", " jacket ")).ids).toEqual([3, 1]);
    expect(queries).toHaveLength(1);
    await search("fi", "jacket");
    expect(queries).toHaveLength(2);
    state.version = "2";
    await search("en", "jacket");
    expect(queries).toHaveLength(3);
  });

  it("runs one database search and one version read for concurrent searches of one text", async () => {
    const { repo, queries } = repository({ "all jacket": [3] }, ["jacket"]);
    let versionReads = 0;
    const search = createSearch({ ...repo, catalogueVersion: () => (versionReads++, repo.catalogueVersion()) });
    await Promise.all([search("en", "jacket"), search("en", "JACKET"), search("en", "jacket")]);
    expect(queries).toHaveLength(1);
    expect(versionReads).toBe(1);
    await search("en", "jacket");
    expect(versionReads).toBe(2);
  });

  it("reuses the version read for the time it is allowed to, then reads it again", async () => {
    let clock = 0;
    const { repo } = repository({ "all jacket": [3] }, ["jacket"]);
    let versionReads = 0;
    const search = createSearch({ ...repo, catalogueVersion: () => (versionReads++, repo.catalogueVersion()) }, () => clock, { versionTtlMs: 1000 });
    await search("en", "jacket");
    clock = 900;
    await search("en", "jacket");
    expect(versionReads).toBe(1);
    clock = 2000;
    await search("en", "jacket");
    expect(versionReads).toBe(2);
  });

  it("does not keep a failed search", async () => {
    const { repo, queries } = repository({ "all jacket": [3] }, ["jacket"]);
    let fail = true;
    const search = createSearch({
      ...repo,
      fullText: (lang, query, limit) => (fail ? Promise.reject(new Error("down")) : repo.fullText(lang, query, limit)),
    });
    await expect(search("en", "jacket")).rejects.toThrow("down");
    fail = false;
    expect((await search("en", "jacket")).ids).toEqual([3]);
    expect(queries).toHaveLength(1);
  });

  it("reads a language's vocabulary once, and again in the background after a catalogue change", async () => {
    let clock = 0;
    const { repo, state } = repository({ "all jacket": [3], "all tent": [4] }, ["jacket"]);
    const search = createSearch(repo, () => clock);
    await search("en", "jacket");
    await search("en", "tent");
    expect(state.vocabularyReads).toBe(1);
    state.version = "2";
    await search("en", "jacket");
    // Not again within a minute of the last read.
    expect(state.vocabularyReads).toBe(1);
    clock += 61_000;
    await search("en", "tent");
    expect(state.vocabularyReads).toBe(2);
    await search("en", "jacket");
    expect(state.vocabularyReads).toBe(2);
  });

  it("after expire, reads a changed catalogue's vocabulary at once and waits for it", async () => {
    const { repo, state } = repository({ "all jacket": [3], "all tent": [4] }, ["jacket"]);
    const search = createSearch(repo, () => 0);
    await search("en", "jacket");
    search.expire();
    // Nothing changed: the vocabulary stays.
    await search("en", "tent");
    expect(state.vocabularyReads).toBe(1);
    state.version = "2";
    search.expire();
    await search("en", "tent");
    expect(state.vocabularyReads).toBe(2);
  });

  it("after expire, searches with the staff's changed words at once, and answers again", async () => {
    const { repo, state, queries } = repository({ "all puffer": [3] }, ["puffer"]);
    const search = createSearch(repo, () => 0);
    await search("en", "puffer");
    expect(queries.at(-1)?.intentGroups).toEqual([]);
    state.lexicon = [{ kind: "synonym", phrase: "puffer", groupId: 12, property: null }];
    // Another process's edit: the words' version moves, and the data version drops this process's caches.
    state.words = "41";
    search.expire();
    await search("en", "puffer");
    expect(queries).toHaveLength(2);
    expect(queries.at(-1)?.intentGroups).toEqual([12]);
    expect(queries.at(-1)?.terms[0]?.groups).toEqual([12]);
    expect(state.vocabularyReads).toBe(2);
  });

  it("still searches when the vocabulary cannot be read", async () => {
    const { repo } = repository({ "all jacket": [3] }, []);
    const search = createSearch({ ...repo, vocabulary: () => Promise.reject(new Error("down")) });
    expect((await search("en", "jacket")).ids).toEqual([3]);
  });
});
