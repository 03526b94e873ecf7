import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createFullTextSearch } from "#core/catalog/search/full-text-search.ts";
import { buildVocabulary, createSearch, searchTerms, wordRuns } from "#core/catalog/search/search-service.ts";
import { createSearchRepository } from "#db/repositories/search.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { openCatalogueDatabase, rows } from "./support/api-app.ts";

let handle: DatabaseHandle;
let search: ReturnType<typeof createSearch>;

beforeAll(async () => {
  handle = await openCatalogueDatabase();
  const reads = createSearchRepository(handle.db);
  search = createSearch({ ...reads, ...createFullTextSearch(reads) });
});

afterAll(async () => {
  await handle.close();
});

/** Public models of a language whose name contains `part` (any case), from the data itself. */
async function modelsNamed(lang: Lang, part: string): Promise<number[]> {
  const found = await rows<{ model_id: number }>(
    handle.db,
    sql`select model_id from catalog_listing where lang = ${lang} and is_public and not campaign_only
        and strpos(lower(name), lower(${part})) > 0 order by model_id`,
  );
  return found.map((row) => Number(row.model_id));
}

async function publicModels(lang: Lang): Promise<Array<{ modelId: number; name: string; brand: string }>> {
  const found = await rows<{ model_id: number; name: string; brand_name: string }>(
    handle.db,
    sql`select model_id, name, brand_name from catalog_listing where lang = ${lang} and is_public and not campaign_only order by model_id`,
  );
  return found.map((row) => ({ modelId: Number(row.model_id), name: row.name, brand: row.brand_name }));
}

describe("catalogue search on the demo catalogue", () => {
  it.each(LANGUAGES)("puts the model whose name is the text first, in %s", async (lang) => {
    const models = await publicModels(lang);
    const counts = new Map<string, number>();
    for (const model of models) counts.set(model.name.toLowerCase(), (counts.get(model.name.toLowerCase()) ?? 0) + 1);
    let ranked = 0;
    for (const model of models.filter((candidate) => counts.get(candidate.name.toLowerCase()) === 1)) {
      const result = await search(lang, model.name);
      expect(result.approximate, model.name).toBe(false);
      expect(result.ids[0], model.name).toBe(model.modelId);
      if (result.ids.length > 1) ranked++;
    }
    // Names share words (line names, nouns, genders, compounds): some of these searches found other models too.
    expect(ranked).toBeGreaterThan(0);
  });

  it("orders exact name, name beginning and brand hits before better ranked and better selling ones", async () => {
    // Rows of the search slice only (model ids no catalogue uses), so that nothing but the order rules
    // can decide: the later rows have more matches (higher ts_rank) and sell better.
    const slice = (id: number, brand: string, name: string, extra: string, salesRank: number) => sql`
      insert into catalog_search (lang, model_id, search, name_key, full_key, brand_key, sales_rank) values ('en', ${id},
        setweight(to_tsvector('english', ${name}), 'A') || setweight(to_tsvector('english', ${brand}), 'B')
          || setweight(to_tsvector('english', ${extra}), 'D'),
        catalog_search_key(${name}), catalog_search_key(${`${brand} ${name}`}), catalog_search_key(${brand}), ${salesRank})`;
    await handle.db.execute(slice(990001, "Quill", "Zorbex Tent", "", 500));
    await handle.db.execute(slice(990002, "Quill", "Zorbex Tent Ultra", "zorbex tent", 400));
    await handle.db.execute(slice(990003, "Zorbex", "Alpine Tent", "zorbex tent tent", 300));
    await handle.db.execute(slice(990004, "Quill", "Ultra Zorbex Tent", "zorbex tent zorbex tent", 1));
    try {
      // A new index: these rows bypass the read model, so its version (and a kept index) would not change.
      const { fullText } = createFullTextSearch(createSearchRepository(handle.db));
      const ids = await fullText(
        "en",
        { match: "all", terms: searchTerms(["zorbex", "tent"], buildVocabulary([])), key: "zorbex tent", phrases: wordRuns(["zorbex", "tent"]), intentGroups: [] },
        10,
      );
      expect(ids).toEqual([990001, 990002, 990003, 990004]);
    } finally {
      await handle.db.execute(sql`delete from catalog_search where model_id between 990001 and 990004`);
    }
  });

  it("puts a brand's models first for the brand's name with a product word", async () => {
    const models = await publicModels("fi");
    const jacketBrands = models.filter((model) => model.name.includes("kuoritakki")).map((model) => model.brand);
    const brand = jacketBrands.find((name) => jacketBrands.filter((other) => other === name).length >= 2)!;
    const result = await search("fi", `${brand} kuoritakki`);
    const ofBrand = models.filter((model) => model.brand === brand && model.name.includes("kuoritakki")).map((model) => model.modelId);
    expect(ofBrand.length).toBeGreaterThanOrEqual(2);
    expect(new Set(result.ids.slice(0, ofBrand.length))).toEqual(new Set(ofBrand));
  });

  it.each([
    ["fi", "vaellusteltassa", "vaellusteltta"],
    ["sv", "vandringstälten", "vandringstält"],
    ["de", "Trekkingzelten", "Trekkingzelt"],
    ["fr", "tentes", "tente"],
    ["ru", "палатки", "палатка"],
    ["en", "tents", "tent"],
  ] as const)("finds through an inflected form in %s (stemming): %s finds %s", async (lang, inflected, base) => {
    const expected = await modelsNamed(lang, base);
    expect(expected.length).toBeGreaterThan(0);
    const result = await search(lang, inflected);
    expect(result.approximate).toBe(false);
    expect(result.ids).toEqual(expect.arrayContaining(expected));
  });

  it.each([
    ["fi", "takki", "takki"],
    ["de", "Jacke", "jacke"],
    ["sv", "jacka", "jacka"],
  ] as const)("finds compound words containing the word in %s: %s", async (lang, word, part) => {
    const expected = await modelsNamed(lang, part);
    // Kuoritakki, toppatakki, fleecetakki...: more than the stemmer alone would find.
    expect(expected.length).toBeGreaterThan(5);
    const result = await search(lang, word);
    expect(result.approximate).toBe(false);
    expect(result.ids).toEqual(expect.arrayContaining(expected));
  });

  it("matches the last word as a beginning (as you type)", async () => {
    const expected = await modelsNamed("en", "sleeping");
    expect(expected.length).toBeGreaterThan(0);
    const result = await search("en", "sleepi");
    expect(result.approximate).toBe(false);
    expect(result.ids).toEqual(expect.arrayContaining(expected));
  });

  it.each([
    ["en", "jakcet", "jacket", "jacket"],
    ["fi", "tlet", "teltta", "teltat"],
    ["fi", "rpepu", "reppu", "reput"],
    ["de", "Hardshelljakce", "hardshelljacke", "hardshelljacke"],
    ["sv", "ryggsäk", "ryggsäck", "ryggsäckar"],
    ["ru", "кутрка", "куртка", "куртка"],
  ] as const)("corrects a typo in %s and says the results are approximate: %s", async (lang, typo, part, corrected) => {
    const expected = await modelsNamed(lang, part);
    expect(expected.length).toBeGreaterThan(0);
    const result = await search(lang, typo);
    expect(result.approximate).toBe(true);
    expect(result.ids).toEqual(expect.arrayContaining(expected));
    // "Did you mean": the corrected text, which found the products; not again among the related searches.
    expect(result.correctedText).toBe(corrected);
    expect(result.relatedSearches.map((name) => name.toLowerCase())).not.toContain(corrected);
  });

  it("offers no correction when the text was found as typed", async () => {
    const exact = await search("en", "tent");
    expect(exact.approximate).toBe(false);
    expect(exact.correctedText).toBeNull();
  });

  it("splits words typed together into the shop's words, not approximate", async () => {
    const expected = await modelsNamed("en", "hiking tent");
    expect(expected.length).toBeGreaterThan(0);
    const result = await search("en", "hikingtent");
    expect(result.approximate).toBe(false);
    expect(result.ids).toEqual(expect.arrayContaining(expected));
  });

  it("finds names that look like a text it cannot split into words, approximate", async () => {
    const expected = await modelsNamed("en", "hiking tent");
    expect(expected.length).toBeGreaterThan(0);
    const result = await search("en", "hikingtnt");
    expect(result.approximate).toBe(true);
    expect(result.ids).toEqual(expect.arrayContaining(expected));
  });

  it("takes SQL and markup as plain text", async () => {
    const count = async () => (await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from catalog_listing`))[0]!.n;
    const before = await count();
    for (const text of [
      "'; delete from catalog_listing; --",
      "<script>alert(1)</script>",
      "tent' or '1'='1",
      `tent") | !(x`,
      "100%_ \\ tent:* & !",
      "Ｔｅｎｔ！ ⛺ \u0301 \u0000",
      "x".repeat(10_000),
    ]) {
      const result = await search("en", text);
      expect(result.ids).toBeInstanceOf(Array);
      for (const related of result.relatedSearches) expect(related).not.toMatch(/[<>'"]/);
    }
    // Quotes and operators only separate words: the text searches as its words do.
    expect((await search("en", "tent' or '1'='1")).ids).toEqual((await search("en", "tent or 1 1")).ids);
    expect((await search("en", "tent:* & !")).ids).toEqual((await search("en", "tent")).ids);
    expect(await count()).toBe(before);
  });

  it("finds nothing for empty text or punctuation only", async () => {
    expect(await search("fi", "   ")).toEqual({ ids: [], approximate: false, relatedSearches: [], correctedText: null });
    expect(await search("fi", "<>'\";--")).toEqual({ ids: [], approximate: false, relatedSearches: [], correctedText: null });
    expect(await search("fi", "qqqqqqqqq")).toEqual({ ids: [], approximate: false, relatedSearches: [], correctedText: null });
  });

  it("offers related searches of the storefront language that are not the query", async () => {
    const result = await search("fi", "teltta");
    expect(result.relatedSearches.length).toBeGreaterThan(0);
    expect(result.relatedSearches.length).toBeLessThanOrEqual(5);
    expect(result.relatedSearches.map((name) => name.toLowerCase())).not.toContain("teltta");
    expect(result.relatedSearches).toContain("Vaellusteltat");
    for (const related of result.relatedSearches) expect((await search("fi", related)).ids.length).toBeGreaterThan(0);
  });

  it("keeps the search slice equal to the searchable rows of the read model", async () => {
    const pairs = async (query: ReturnType<typeof sql>) =>
      (await rows<{ k: string }>(handle.db, query)).map((row) => row.k).sort();
    expect(await pairs(sql`select lang || ':' || model_id as k from catalog_search`)).toEqual(
      await pairs(sql`select lang || ':' || model_id as k from catalog_listing where is_public and not campaign_only`),
    );
  });

  it("stops finding a model once it is no longer public, and finds it again after", async () => {
    const [model] = await publicModels("en");
    const name = model!.name;
    expect((await search("en", name)).ids).toContain(model!.modelId);
    await handle.db.execute(sql`update catalog_listing set is_public = false where model_id = ${model!.modelId}`);
    try {
      expect((await search("en", name)).ids).not.toContain(model!.modelId);
    } finally {
      await handle.db.execute(sql`update catalog_listing set is_public = true where model_id = ${model!.modelId}`);
    }
    expect((await search("en", name)).ids[0]).toBe(model!.modelId);
  });

  // Last: it empties the read model of this file's database.
  it("follows deletes and truncation of the read model", async () => {
    const slice = async () => Number((await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from catalog_search`))[0]!.n);
    const [model] = await publicModels("fi");
    const before = await slice();
    await handle.db.execute(sql`delete from catalog_listing where model_id = ${model!.modelId}`);
    expect(before - (await slice())).toBe(LANGUAGES.length);
    await handle.db.execute(sql`truncate catalog_listing`);
    expect(await slice()).toBe(0);
  });
});
