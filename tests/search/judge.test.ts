import { describe, expect, it } from "vitest";
import { isRelevant, precisionAt10, summarize } from "./judge.ts";
import { JUDGED_QUERIES, type JudgedQuery } from "./judged-queries.ts";
import { LANGUAGES } from "#i18n/languages.ts";

const downJacket: JudgedQuery = { query: "down jacket", kind: "attribute", groups: ["clothing/jackets/insulated-jackets"], properties: { material: "down" } };
const jacket = (material: string, path = "clothing/jackets/insulated-jackets") => ({ groupPaths: ["clothing", "clothing/jackets", path], properties: { material: [material] } });

describe("the search's judge", () => {
  it("counts a result in the group or below it with every property named, and nothing else", () => {
    expect(isRelevant(downJacket, jacket("down"))).toBe(true);
    expect(isRelevant(downJacket, jacket("synthetic-insulation"))).toBe(false);
    expect(isRelevant(downJacket, jacket("down", "clothing/jackets/fleece-jackets"))).toBe(false);
    const jackets: JudgedQuery = { query: "jacket", kind: "word", groups: ["clothing/jackets"] };
    expect(isRelevant(jackets, jacket("polyester", "clothing/jackets/fleece-jackets"))).toBe(true);
    // A group whose path only begins with the same letters is another group.
    expect(isRelevant({ ...jackets, groups: ["clothing/jack"] }, jacket("down"))).toBe(false);
  });

  it("scores the first ten shown, fewer when fewer are found, and nothing found as zero", () => {
    expect(precisionAt10(downJacket, [])).toBe(0);
    expect(precisionAt10(downJacket, [jacket("down"), jacket("polyester")])).toBe(0.5);
    const shown = [...Array.from({ length: 9 }, () => jacket("down")), jacket("polyester"), ...Array.from({ length: 5 }, () => jacket("polyester"))];
    expect(precisionAt10(downJacket, shown)).toBe(0.9);
    expect(summarize([
      { query: downJacket, precision: 1, found: 3 },
      { query: { ...downJacket, kind: "typo" }, precision: 0, found: 0 },
    ])).toEqual({ queries: 2, meanPrecision: 0.5, zeroResults: 1, byKind: { attribute: { queries: 1, meanPrecision: 1 }, typo: { queries: 1, meanPrecision: 0 } } });
  });

  it("holds at least 25 queries a language, none twice", () => {
    for (const lang of LANGUAGES) {
      const queries = JUDGED_QUERIES[lang].map((query) => query.query.toLowerCase());
      expect(queries.length, lang).toBeGreaterThanOrEqual(25);
      expect(new Set(queries).size, lang).toBe(queries.length);
    }
  });
});
