import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#i18n/languages.ts";
import { figuresTable, judgeSearch } from "../search/run-judged.ts";

/**
 * The search held to its aims on the judged shopper queries of every language (tests/search/judged-queries.ts),
 * on the demo catalogue: a mean precision of the first ten results of at least 0.9 in each language, and no
 * query that finds nothing (every judged query's intent exists in the catalogue). The figures are printed.
 */
describe("search quality on the judged shopper queries", () => {
  it("meets the aims in every language", { timeout: 600_000 }, async () => {
    const languages = await judgeSearch(LANGUAGES);
    console.log(`search quality (precision@10 on the demo catalogue)\n${figuresTable(languages)}`);
    for (const { lang, summary, scores } of languages) {
      const weak = scores.filter((score) => score.precision < 0.5).map((score) => `${score.query.query} ${score.precision.toFixed(2)}`);
      expect(summary.meanPrecision, `${lang}: weakest ${weak.join(", ")}`).toBeGreaterThanOrEqual(0.9);
      expect(scores.filter((score) => score.found === 0).map((score) => score.query.query), lang).toEqual([]);
    }
  });
});
