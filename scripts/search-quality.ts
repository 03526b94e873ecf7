/**
 * npm run search-quality [-- --lang fi] [--worst 10] [--held-out]
 *
 * The catalogue search against the judged shopper queries (tests/search/judged-queries.ts) on the demo
 * catalogue as `npm start` seeds it: per language the mean precision of the first ten results, the queries
 * that found nothing, the figures per kind of query, and the worst queries with what they showed first.
 * tests/api/search-quality.test.ts holds the search to its aims on the same figures. With --held-out, the
 * same for the queries written after the shop's vocabulary (HELD_OUT_QUERIES), which no vocabulary was made for.
 */
import { parseArgs } from "node:util";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { figuresTable, judgeSearch } from "../tests/search/run-judged.ts";

const USAGE = `usage: npm run search-quality [-- --lang ${LANGUAGES.join("|")} ...] [--worst N] [--held-out]`;
function args() {
  try {
    return parseArgs({ options: { lang: { type: "string", multiple: true }, worst: { type: "string", default: "5" }, "held-out": { type: "boolean" } } }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return process.exit(2);
  }
}
const values = args();
const unknown = (values.lang ?? []).filter((lang) => !(LANGUAGES as readonly string[]).includes(lang));
const worstCount = Number(values.worst);
if (unknown.length > 0 || !Number.isInteger(worstCount) || worstCount < 0) {
  console.error(unknown.length > 0 ? `no storefront language ${unknown.join(", ")}\n${USAGE}` : `--worst takes a whole number\n${USAGE}`);
  process.exit(2);
}
const langs = (values.lang ?? [...LANGUAGES]) as Lang[];

const languages = await judgeSearch(langs, { heldOut: values["held-out"] ?? false });
for (const { lang, summary, scores } of languages) {
  const worst = [...scores].sort((a, b) => a.precision - b.precision).slice(0, worstCount);
  console.log(`\n${lang}: mean precision@10 ${summary.meanPrecision.toFixed(2)}, ${summary.zeroResults} of ${summary.queries} found nothing. Worst:`);
  for (const score of worst) console.log(`  ${score.precision.toFixed(2)}  "${score.query.query}" (${score.query.kind}): ${score.found} found${score.names.length ? `; first ${score.names.join(" | ")}` : ""}`);
}
console.log(`\n${figuresTable(languages)}`);
