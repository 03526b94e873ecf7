import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createSearch } from "#core/catalog/search/search-service.ts";
import { createSearchRepository } from "#db/repositories/search.ts";
import { LANGUAGES } from "#i18n/languages.ts";
import { openCatalogueDatabase, rows } from "./support/api-app.ts";

let handle: DatabaseHandle;
let search: ReturnType<typeof createSearch>;

beforeAll(async () => {
  handle = await openCatalogueDatabase();
  search = createSearch(createSearchRepository(handle.db));
});

afterAll(async () => {
  await handle.close();
});

/** A word of a public model's name in a language, from the data itself. */
async function nameOf(lang: string): Promise<{ modelId: number; name: string }> {
  const [row] = await rows<{ model_id: number; name: string }>(
    handle.db,
    sql`select model_id, name from catalog_listing where lang = ${lang} and is_public and not campaign_only and not is_gift_card
        and name ~ '^[[:alpha:] ]+$' order by model_id limit 1`,
  );
  if (!row) throw new Error(`no public model in ${lang}`);
  return { modelId: Number(row.model_id), name: row.name };
}

describe("catalogue search on the demo catalogue", () => {
  it.each(LANGUAGES)("finds a model by its own name in %s, that model first", async (lang) => {
    const { modelId, name } = await nameOf(lang);
    const result = await search(lang, name);
    expect(result.approximate).toBe(false);
    expect(result.ids[0]).toBe(modelId);
  });

  it("finds models through an inflected form (stemming)", async () => {
    const plural = await search("en", "tents");
    const singular = await search("en", "tent");
    expect(singular.ids.length).toBeGreaterThan(0);
    expect(plural.ids.length).toBeGreaterThan(0);
    expect(new Set(plural.ids)).toEqual(new Set(singular.ids));
  });

  it("finds a word with two letters swapped and says the results are approximate", async () => {
    const { modelId, name } = await nameOf("en");
    const word = name.split(" ").find((part) => part.length >= 6) ?? name.split(" ")[0]!;
    const typo = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`.toLowerCase();
    const result = await search("en", typo);
    expect(result.approximate).toBe(true);
    expect(result.ids).toContain(modelId);
  });

  it("takes SQL and markup as plain text", async () => {
    const before = await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from catalog_listing`);
    expect((await search("fi", "'; delete from catalog_listing; --")).ids).toBeInstanceOf(Array);
    expect((await search("fi", "<script>alert(1)</script>")).ids).toBeInstanceOf(Array);
    const after = await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from catalog_listing`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("finds nothing for empty text", async () => {
    expect(await search("fi", "   ")).toEqual({ ids: [], approximate: false, relatedSearches: [] });
  });

  it("offers related searches that are not the query", async () => {
    const result = await search("en", "tent");
    expect(result.relatedSearches.length).toBeGreaterThan(0);
    expect(result.relatedSearches.map((name) => name.toLowerCase())).not.toContain("tent");
  });
});
