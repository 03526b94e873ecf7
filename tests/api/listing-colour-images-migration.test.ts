import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client.server.ts";
import { openCatalogueDatabase, rows } from "./support/api-app.ts";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openCatalogueDatabase();
});

afterAll(async () => {
  await handle.close();
});

const colours = async () =>
  rows<{ model_id: number; lang: string; colours: unknown }>(handle.db, sql`select model_id, lang, colours from catalog_listing order by model_id, lang`);

describe("migration 0008 (the colour's first picture in the read model)", () => {
  it("gives rows written before it the picture the read-model refresh writes now", async () => {
    const refreshed = await colours();
    expect(JSON.stringify(refreshed)).toContain('"image"');
    // Rows as an older refresh wrote them: colours without a picture.
    await handle.db.execute(sql`
      update catalog_listing set colours = (select coalesce(jsonb_agg(col - 'image' order by ord), '[]'::jsonb)
        from jsonb_array_elements(colours) with ordinality as e(col, ord))`);
    expect(JSON.stringify(await colours())).not.toContain('"image"');
    const migration = readFileSync(path.resolve(import.meta.dirname, "../../db/migrations/0008_listing_colour_images.sql"), "utf8");
    await handle.db.execute(sql.raw(migration));
    expect(await colours()).toEqual(refreshed);
  });
});
