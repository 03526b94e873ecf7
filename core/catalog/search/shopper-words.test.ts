import { describe, expect, it } from "vitest";
import {
  buildLexicon,
  findPhrases,
  foldWord,
  meaningParts,
  phraseWords,
  splitCompound,
  type CompoundParts,
  type LexiconRow,
  type StemsOf,
} from "./shopper-words.ts";

const row = (kind: LexiconRow["kind"], phrase: string, target: number | string): LexiconRow => ({
  kind,
  phrase,
  groupId: typeof target === "number" ? target : null,
  property: typeof target === "string" ? target : null,
});

/** Stems as a stemmer of the language would give them, for the words these tests use; "down" is a stop word. */
const STEMS: Record<string, string[]> = {
  tents: ["tent"],
  tent: ["tent"],
  skis: ["ski"],
  ski: ["ski"],
  boots: ["boot"],
  boot: ["boot"],
  jacket: ["jacket"],
  jackets: ["jacket"],
  down: [],
  teltta: ["telt"],
  teltat: ["telt"],
  naisten: ["nais"],
  naiset: ["nais"],
  "женская": ["женск"],
  "женское": ["женск"],
};
const stems: StemsOf = (word) => STEMS[word] ?? [word];

describe("foldWord and phraseWords", () => {
  it("compares words in any case and without marks, in every script", () => {
    expect(foldWord("Vaelluskengät")).toBe("vaelluskengat");
    expect(foldWord("Underställ")).toBe("understall");
    expect(foldWord("Imperméable")).toBe("impermeable");
    expect(foldWord("Термобельё")).toBe("термобелье");
  });

  it("splits a phrase as search texts are split", () => {
    expect(phraseWords("Cross-country skis")).toEqual(["cross", "country", "skis"]);
    expect(phraseWords("Chaussures d'escalade")).toEqual(["chaussures", "d", "escalade"]);
    expect(phraseWords("  ")).toEqual([]);
  });
});

describe("buildLexicon", () => {
  it("merges the rows of one phrase and kind, and keeps kinds apart", () => {
    const lexicon = buildLexicon([
      row("synonym", "Doudoune", 4),
      row("synonym", "doudoune", "material:down"),
      row("value", "Duvet", "material:down"),
      row("group", "Tents", 21),
    ]);
    expect(lexicon.entries).toEqual([
      { kind: "synonym", words: ["doudoune"], keys: ["doudoune"], meaning: { groups: [4], properties: ["material:down"] } },
      { kind: "value", words: ["duvet"], keys: ["duvet"], meaning: { groups: [], properties: ["material:down"] } },
      { kind: "group", words: ["tents"], keys: ["tents"], meaning: { groups: [21], properties: [] } },
    ]);
    expect(lexicon.words).toEqual(["doudoune", "duvet", "tents"]);
  });

  it("leaves out a phrase without words or without a target", () => {
    const lexicon = buildLexicon([row("synonym", " - ", 3), { kind: "synonym", phrase: "rain", groupId: null, property: null }]);
    expect(lexicon.entries).toEqual([]);
  });
});

describe("findPhrases", () => {
  const lexicon = buildLexicon([
    row("group", "Skis", 33),
    row("group", "Ski boots", 39),
    row("group", "Tents", 21),
    row("group", "Teltat", 21),
    row("group", "Jackets", 2),
    row("value", "Down", "material:down"),
    row("value", "Naiset", "gender:women"),
    row("value", "Женское", "gender:women"),
    row("synonym", "rain", "features:waterproof"),
    row("synonym", "puffer jacket", 4),
    row("group", "Vaelluskengät", 13),
  ]);

  it("finds a group by its name in another number (en, fi)", () => {
    expect(findPhrases(["tent"], lexicon, stems)).toEqual([{ start: 0, end: 1, kind: "group", meaning: { groups: [21], properties: [] } }]);
    expect(findPhrases(["teltta"], lexicon, stems)[0]!.meaning).toEqual({ groups: [21], properties: [] });
  });

  it("takes the longest phrase: 'ski boots' is the group of ski boots, not skis and boots", () => {
    expect(findPhrases(["ski", "boots"], lexicon, stems)).toEqual([{ start: 0, end: 2, kind: "group", meaning: { groups: [39], properties: [] } }]);
    expect(findPhrases(["skis"], lexicon, stems)[0]!.meaning).toEqual({ groups: [33], properties: [] });
  });

  it("finds a value named by a stop word, which has no stem, by the word itself", () => {
    expect(findPhrases(["down", "jacket"], lexicon, stems)).toEqual([
      { start: 0, end: 1, kind: "value", meaning: { groups: [], properties: ["material:down"] } },
      { start: 1, end: 2, kind: "group", meaning: { groups: [2], properties: [] } },
    ]);
  });

  it("finds gender values in their inflected forms (fi, ru)", () => {
    expect(findPhrases(["naisten"], lexicon, stems)[0]!.meaning).toEqual({ groups: [], properties: ["gender:women"] });
    expect(findPhrases(["женская"], lexicon, stems)[0]!.meaning).toEqual({ groups: [], properties: ["gender:women"] });
  });

  it("finds a group typed without its marks", () => {
    expect(findPhrases(["vaelluskengat"], lexicon, () => [])[0]!.meaning).toEqual({ groups: [13], properties: [] });
  });

  it("finds synonyms of one and of several words, and leaves unknown words without meaning", () => {
    expect(findPhrases(["rain", "jacket"], lexicon, stems)).toEqual([
      { start: 0, end: 1, kind: "synonym", meaning: { groups: [], properties: ["features:waterproof"] } },
      { start: 1, end: 2, kind: "group", meaning: { groups: [2], properties: [] } },
    ]);
    expect(findPhrases(["warm", "puffer", "jacket"], lexicon, stems)).toEqual([
      { start: 0, end: 1, kind: null, meaning: null },
      { start: 1, end: 3, kind: "synonym", meaning: { groups: [4], properties: [] } },
    ]);
  });

  it("lets a synonym override a name written alike", () => {
    const withSynonym = buildLexicon([row("value", "Duvet", "material:down"), row("synonym", "duvet", 24)]);
    expect(findPhrases(["duvet"], withSynonym, stems)[0]).toEqual({ start: 0, end: 1, kind: "synonym", meaning: { groups: [24], properties: [] } });
  });
});

describe("meaningParts", () => {
  it("keeps groups together and each property type apart", () => {
    expect(meaningParts({ groups: [4, 6], properties: ["gender:women", "material:down", "material:merino-wool"] })).toEqual([
      { groups: [4, 6], properties: [] },
      { groups: [], properties: ["gender:women"] },
      { groups: [], properties: ["material:down", "material:merino-wool"] },
    ]);
    expect(meaningParts({ groups: [], properties: [] })).toEqual([]);
  });
});

/** Parts known as in a shop whose names hold these words (and their compounds). */
function known(...words: string[]): CompoundParts {
  return {
    isWord: (word) => words.includes(word),
    beginsWord: (part) => words.some((word) => word.startsWith(part) && word !== part),
    endsWord: (part) => words.some((word) => word.endsWith(part) && word !== part),
  };
}

describe("splitCompound", () => {
  it("splits Finnish compounds into known words, the last part inflected", () => {
    const fi = known("sade", "takki", "kuoritakki", "villa", "vaellussukat", "untuva", "makuupussi");
    expect(splitCompound("sadetakki", "fi", fi)).toEqual(["sade", "takki"]);
    expect(splitCompound("villasukat", "fi", fi)).toEqual(["villa", "sukat"]);
    expect(splitCompound("untuvamakuupussi", "fi", fi)).toEqual(["untuva", "makuupussi"]);
  });

  it("splits Swedish compounds, with or without a linking s", () => {
    const sv = known("regn", "skaljacka", "jacka", "dun", "vandring", "vandringskängor", "ull", "strumpor");
    expect(splitCompound("regnjacka", "sv", sv)).toEqual(["regn", "jacka"]);
    expect(splitCompound("dunjacka", "sv", sv)).toEqual(["dun", "jacka"]);
    expect(splitCompound("ullstrumpor", "sv", sv)).toEqual(["ull", "strumpor"]);
    expect(splitCompound("vandringskänga", "sv", known("vandring", "känga"))).toEqual(["vandring", "känga"]);
  });

  it("splits German compounds without their linking letters", () => {
    const de = known("regen", "hardshelljacke", "daune", "wanderschuhe", "rucksack", "woll", "socken", "hose");
    expect(splitCompound("regenjacke", "de", de)).toEqual(["regen", "jacke"]);
    expect(splitCompound("daunenjacke", "de", de)).toEqual(["daune", "jacke"]);
    expect(splitCompound("wanderrucksack", "de", de)).toEqual(["wander", "rucksack"]);
    expect(splitCompound("wollsocken", "de", de)).toEqual(["woll", "socken"]);
  });

  it("splits into three parts at most, and leaves a word of unknown parts whole", () => {
    expect(splitCompound("regenwanderhose", "de", known("regen", "wanderhose", "hose", "wander"))).toEqual(["regen", "wanderhose"]);
    expect(splitCompound("gletscherli", "de", known("regen", "jacke"))).toEqual(["gletscherli"]);
    expect(splitCompound("moraine", "en", known("rain", "jacket"))).toEqual(["moraine"]);
  });

  it("does not strip linking letters in languages without them", () => {
    expect(splitCompound("daunenjacke", "fi", known("daune", "hardshelljacke"))).toEqual(["daunenjacke"]);
  });

  it("takes the last part of a word still being typed as the beginning of a known word", () => {
    const fi = known("sade", "takki");
    expect(splitCompound("sadetak", "fi", fi)).toEqual(["sadetak"]);
    expect(splitCompound("sadetak", "fi", fi, true)).toEqual(["sade", "tak"]);
  });

  it("needs at least three letters in every part", () => {
    expect(splitCompound("abtakki", "fi", known("ab", "takki"))).toEqual(["abtakki"]);
  });
});
