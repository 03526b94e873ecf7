import { describe, expect, it } from "vitest";
import { buildFullTextIndex, groupLexeme, lexemeRange, propertyLexeme, selectBest, matchFullText, parseTsvector, relatedNames, type FullTextRow, type StemmedQuery } from "./full-text-index.ts";

describe("parseTsvector", () => {
  it("reads lexemes with the best weight of their positions", () => {
    expect(parseTsvector("'kuusiko':2B 'lahjakort':1A,3C,5 'painetu':4")).toEqual([
      { lexeme: "kuusiko", weight: 2 },
      { lexeme: "lahjakort", weight: 3 },
      { lexeme: "painetu", weight: 0 },
    ]);
  });

  it("counts a lexeme without positions or letters as D, and undoubles quotes", () => {
    expect(parseTsvector("'a' 'it''s':12,13 'x':7D")).toEqual([
      { lexeme: "a", weight: 0 },
      { lexeme: "it's", weight: 0 },
      { lexeme: "x", weight: 0 },
    ]);
  });

  it("reads an empty document as nothing", () => {
    expect(parseTsvector("")).toEqual([]);
  });
});

function row(modelId: number, document: string, name: string, brand: string, salesRank = 100): FullTextRow {
  return { modelId, document, nameKey: name, fullKey: `${brand} ${name}`, brandKey: brand, salesRank, brandName: brand, groupName: null, brandSlug: brand, mainGroupId: null, groupIds: [], properties: [] };
}

const ROWS: FullTextRow[] = [
  row(1, "'tak':1A 'miest':2A 'fjellverk':3B", "takki miesten", "fjellverk", 50),
  row(2, "'kuoritak':1A 'naist':2A 'vindkast':3B", "kuoritakki naisten", "vindkast", 10),
  row(3, "'telt':1A 'vindkast':2B 'tak':3D", "teltta", "vindkast", 5),
  row(4, "'reppu':1A 'fjellverk':2B", "reppu", "fjellverk", 1),
  row(5, "'takaisin':1A", "takaisin", "kaira", 200),
];
const index = buildFullTextIndex(ROWS);

const query = (terms: StemmedQuery["terms"], extra: Partial<StemmedQuery> = {}): StemmedQuery => ({
  match: "all",
  terms,
  key: "",
  phrases: [],
  ...extra,
});

describe("buildFullTextIndex", () => {
  it("sorts the lexemes and lists each one's documents with their weights", () => {
    expect(index.lexemes).toEqual([...index.lexemes].sort());
    const [start] = lexemeRange(index, "tak", false);
    expect(Array.from(index.postings[start]!)).toEqual([0, 2]);
    expect(Array.from(index.weights[start]!)).toEqual([3, 0]);
  });

  it("finds lexemes whole or by their beginning", () => {
    const [a, b] = lexemeRange(index, "tak", true);
    expect(index.lexemes.slice(a, b)).toEqual(["tak", "takaisin"]);
    const [c, d] = lexemeRange(index, "ta", false);
    expect(d - c).toBe(0);
  });
});

describe("matchFullText", () => {
  it("needs every term, each matched by its word or one of its compounds", () => {
    const ids = matchFullText(index, query([{ exact: ["tak", "kuoritak"], prefixes: [] }, { exact: ["vindkast"], prefixes: [] }]));
    expect(ids.sort()).toEqual([2, 3]);
  });

  it("matches a prefix term by the beginnings of lexemes", () => {
    expect(matchFullText(index, query([{ exact: [], prefixes: ["tak"] }])).sort()).toEqual([1, 3, 5]);
  });

  it("with 'any', one term is enough", () => {
    const ids = matchFullText(index, query([{ exact: ["reppu"], prefixes: [] }, { exact: ["telt"], prefixes: [] }], { match: "any" }));
    expect(ids.sort()).toEqual([3, 4]);
  });

  it("finds nothing for an unknown lexeme under 'all', or without terms", () => {
    expect(matchFullText(index, query([{ exact: ["tak"], prefixes: [] }, { exact: ["nope"], prefixes: [] }]))).toEqual([]);
    expect(matchFullText(index, query([]))).toEqual([]);
  });

  it("ranks a word in the name above one in the description, then the best sellers", () => {
    // Model 1 has "tak" in the name (A), model 3 only in the description (D), though 3 sells better.
    expect(matchFullText(index, query([{ exact: ["tak"], prefixes: [] }]))).toEqual([1, 3]);
    // Equal weights: the better seller (lower sales rank) first.
    expect(matchFullText(index, query([{ exact: ["fjellverk"], prefixes: [] }]))).toEqual([4, 1]);
  });

  it("puts the exact name first, then a name starting with the text, then a brand named in the text", () => {
    const rows = [
      row(10, "'zorbex':1A 'tent':2A", "zorbex tent", "quill", 500),
      row(11, "'zorbex':1A 'tent':2A 'ultr':3A", "zorbex tent ultra", "quill", 400),
      row(12, "'alpin':1A 'tent':2A 'zorbex':3B", "alpine tent", "zorbex", 300),
      row(13, "'ultr':1A 'zorbex':2A 'tent':3A", "ultra zorbex tent", "quill", 1),
    ];
    const ids = matchFullText(
      buildFullTextIndex(rows),
      query([{ exact: ["zorbex"], prefixes: [] }, { exact: ["tent"], prefixes: [] }], { key: "zorbex tent", phrases: ["zorbex", "tent", "zorbex tent"] }),
    );
    expect(ids).toEqual([10, 11, 12, 13]);
  });

  it("gives at most `limit` ids", () => {
    expect(matchFullText(index, query([{ exact: [], prefixes: ["tak"] }]), 2)).toHaveLength(2);
  });
});

describe("relatedNames", () => {
  it("names the main groups and brands most frequent among the models, ties by name", () => {
    const rows = [
      { ...row(1, "'a':1A", "a", "fjellverk"), groupName: "Takit" },
      { ...row(2, "'b':1A", "b", "fjellverk"), groupName: "Takit" },
      { ...row(3, "'c':1A", "c", "vindkast"), groupName: "Teltat" },
      { ...row(4, "'d':1A", "d", "kaira"), groupName: null },
    ];
    const related = buildFullTextIndex(rows);
    expect(relatedNames(related, [1, 2, 3, 99], 10)).toEqual(["Takit", "fjellverk", "Teltat", "vindkast"]);
    expect(relatedNames(related, [1, 2, 3], 2)).toEqual(["Takit", "fjellverk"]);
  });
});

describe("scratch space", () => {
  it("leaves nothing behind between searches", () => {
    const first = matchFullText(index, query([{ exact: [], prefixes: ["tak"] }]));
    matchFullText(index, query([{ exact: ["tak"], prefixes: [] }, { exact: ["vindkast"], prefixes: [] }]));
    expect(matchFullText(index, query([{ exact: [], prefixes: ["tak"] }]))).toEqual(first);
    expect(Array.from(index.scratch.hits).every((value) => value === 0)).toBe(true);
    expect(Array.from(index.scratch.best).every((value) => value === -1)).toBe(true);
  });
});

describe("matchFullText against the rules read one document at a time", () => {
  /** A deterministic generator, so a failure can be replayed. */
  function random(seed: number) {
    let state = seed;
    return (n: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      // The high bits: a power-of-two modulus leaves the low bits of such a generator short cycles.
      return (state >>> 12) % n;
    };
  }
  const WORDS = ["tak", "takk", "kuoritak", "telt", "reppu", "fjellverk", "vindkast", "miest", "naist", "sade", "sadetak", "kenk"];
  const LETTERS = ["D", "C", "B", "A"];
  const GROUPS = [2, 3, 21];
  const PROPERTIES = ["material:down", "features:waterproof", "gender:women"];

  /** The ranking rules of the module's comment, for each document on its own. */
  function reference(rows: FullTextRow[], q: StemmedQuery): number[] {
    const scored: Array<{ id: number; score: number; sales: number }> = [];
    for (const document of rows) {
      // A group or a property value weighs as a word of the name.
      const lexemes = [
        ...parseTsvector(document.document),
        ...document.groupIds.map((group) => ({ lexeme: groupLexeme(group), weight: 3 })),
        ...document.properties.map((property) => ({ lexeme: propertyLexeme(property), weight: 3 })),
      ];
      let matchedTerms = 0;
      let raw = 0;
      for (const term of q.terms) {
        let best = -1;
        for (const { lexeme, weight } of lexemes) {
          if (term.exact.includes(lexeme) || term.prefixes.some((prefix) => lexeme.startsWith(prefix))) best = Math.max(best, weight);
        }
        if (best >= 0) {
          matchedTerms++;
          raw += [1, 2, 4, 10][best]!;
        }
      }
      if (matchedTerms === 0 || matchedTerms < (q.match === "all" ? q.terms.length : 1)) continue;
      const keyClass = q.key !== "" && (document.nameKey === q.key || document.fullKey === q.key) ? 2
        : q.key !== "" && (document.nameKey.startsWith(q.key) || document.fullKey.startsWith(q.key)) ? 1 : 0;
      const intended = (q.intent ?? []).some((lexeme) => document.groupIds.some((group) => groupLexeme(group) === lexeme)) ? 1 : 0;
      const brandNamed = q.phrases.includes(document.brandKey) ? 1 : 0;
      // ts_rank's weights D 0.1, C 0.2, B 0.4, A 1.0, summed in tenths; normalised below 1.
      scored.push({ id: document.modelId, score: keyClass * 4 + intended * 2 + brandNamed + raw / 10 / (raw / 10 + 1), sales: document.salesRank });
    }
    scored.sort((a, b) => b.score - a.score || a.sales - b.sales || a.id - b.id);
    return scored.map((entry) => entry.id);
  }

  it("gives the same ids in the same order for many queries, whichever way each term is matched", () => {
    const next = random(7);
    const rows: FullTextRow[] = [];
    for (let id = 1; id <= 3000; id++) {
      // Common words in many documents and rare ones in few: long and short posting lists.
      const chosen = new Set(WORDS.filter((_, w) => next(w < 3 ? 2 : 40) === 0));
      const document = [...chosen].sort().map((word) => `'${word}':${1 + next(9)}${LETTERS[next(4)]}`).join(" ");
      const name = [...chosen].slice(0, 2).join(" ");
      const groups = GROUPS.filter(() => next(4) === 0);
      const properties = PROPERTIES.filter(() => next(5) === 0);
      rows.push({ ...row(id, document, name, next(3) === 0 ? "fjellverk" : "vindkast", next(50)), groupIds: groups, properties });
    }
    const built = buildFullTextIndex(rows);
    for (let n = 0; n < 200; n++) {
      const terms = Array.from({ length: 1 + next(3) }, () => ({
        exact: [
          ...Array.from({ length: 1 + next(2) }, () => WORDS[next(WORDS.length)]!),
          ...(next(3) === 0 ? [groupLexeme(GROUPS[next(GROUPS.length)]!)] : []),
          ...(next(3) === 0 ? [propertyLexeme(PROPERTIES[next(PROPERTIES.length)]!)] : []),
        ],
        prefixes: next(3) === 0 ? [WORDS[next(WORDS.length)]!.slice(0, 2 + next(2))] : [],
      }));
      const q = query(terms, {
        match: next(4) === 0 ? "any" : "all",
        key: next(2) ? rows[next(rows.length)]!.nameKey : "",
        phrases: next(2) ? ["fjellverk"] : [],
        intent: next(2) ? [groupLexeme(GROUPS[next(GROUPS.length)]!)] : [],
      });
      expect(matchFullText(built, q), JSON.stringify(q)).toEqual(reference(rows, q));
    }
    // Nothing left behind in the scratch space.
    expect(built.scratch.hits.every((value) => value === 0)).toBe(true);
    expect(built.scratch.best.every((value) => value === -1)).toBe(true);
  });
});

describe("selectBest", () => {
  it("brings the k first to the front for every k, with repeats", () => {
    let state = 11;
    const next = (n: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return (state >>> 12) % n;
    };
    for (let round = 0; round < 200; round++) {
      const values = Int32Array.from({ length: 1 + next(300) }, () => next(50));
      const sorted = [...values].sort((a, b) => a - b);
      const k = next(values.length + 1);
      const items = values.slice();
      selectBest(items, k, (a, b) => a - b);
      expect([...items.subarray(0, k)].sort((a, b) => a - b)).toEqual(sorted.slice(0, k));
    }
  });
});

describe("matchFullText with a limit", () => {
  it("gives the first of the whole order", () => {
    const rows = Array.from({ length: 500 }, (_, i) => row(i + 1, `'tak':1${"ABCD"[i % 4]}`, `takki ${i}`, i % 3 ? "a" : "b", (i * 7919) % 101));
    const built = buildFullTextIndex(rows);
    const q = query([{ exact: ["tak"], prefixes: [] }], { phrases: ["b"] });
    const whole = matchFullText(built, q);
    for (const limit of [1, 5, 20, 100, 499, 500, 600]) expect(matchFullText(built, q, limit)).toEqual(whole.slice(0, limit));
  });
});
