import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../i18n/languages.ts";
import { queryRows, type DatabaseHandle } from "../client.server.ts";
import { GENERAL_SETTING_KEYS } from "../schema/content.ts";
import { createTestDatabase } from "../testing.server.ts";
import { AlreadySeededError, isSeeded, resetDatabase, seedDemoCatalogue, seedDemoCatalogueIfEmpty } from "./index.ts";

const MODELS = 150;
let handle: DatabaseHandle;

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T> => {
  const [row] = await queryRows<T>(handle.db, query);
  if (!row) throw new Error("no row");
  return row;
};

beforeAll(async () => {
  handle = await createTestDatabase({ seed: { models: MODELS, seed: 1 } });
}, 300_000);

afterAll(async () => {
  await handle?.close();
});

/** Translation tables and the column naming their owner. */
const TRANSLATIONS: [table: string, owner: string, ownerTable: string, ownerKey: string][] = [
  ["country_translations", "country_code", "countries", "code"],
  ["store_translations", "store_id", "stores", "id"],
  ["product_group_translations", "group_id", "product_groups", "id"],
  ["brand_translations", "brand_id", "brands", "id"],
  ["colour_translations", "colour_slug", "colours", "slug"],
  ["product_type_translations", "product_type_id", "product_types", "id"],
  ["size_table_translations", "size_table_id", "size_tables", "id"],
  ["product_model_translations", "model_id", "product_models", "id"],
  ["property_type_translations", "property_type_id", "property_types", "id"],
  ["property_value_translations", "property_value_id", "property_values", "id"],
  ["tag_translations", "tag_id", "tags", "id"],
  ["ribbon_translations", "ribbon_id", "ribbons", "id"],
  ["bundle_translations", "bundle_id", "bundles", "id"],
  ["gift_card_template_translations", "template_id", "gift_card_templates", "id"],
  ["gift_campaign_translations", "campaign_id", "gift_campaigns", "id"],
  ["static_page_translations", "page_id", "static_pages", "id"],
  ["static_page_tab_translations", "tab_id", "static_page_tabs", "id"],
  ["banner_translations", "banner_id", "banners", "id"],
  ["keyword_popup_translations", "popup_id", "keyword_popups", "id"],
];

describe("the seeded demo catalogue", () => {
  it("is recognised as seeded and refuses a second seeding", async () => {
    expect(await isSeeded(handle.db)).toBe(true);
    await expect(seedDemoCatalogue(handle.db, { models: 1, seed: 1 })).rejects.toThrow(AlreadySeededError);
    expect(await seedDemoCatalogueIfEmpty(handle.db, { models: 1, seed: 1 })).toBe(false);
  });

  it("holds the requested models plus gift cards and package models", async () => {
    const { generated, giftcards, packages } = await one<{ generated: number; giftcards: number; packages: number }>(sql`
      select count(*) filter (where id >= 3001)::int as generated,
             count(*) filter (where id in (2427, 1412) and is_gift_card)::int as giftcards,
             count(*) filter (where is_bundle)::int as packages
      from product_models`);
    expect(generated).toBe(MODELS);
    expect(giftcards).toBe(2);
    expect(packages).toBeGreaterThanOrEqual(0);
    expect(packages).toBeLessThanOrEqual(6);
  });

  it("has every translatable row in all six languages", async () => {
    for (const [table, owner, ownerTable, ownerKey] of TRANSLATIONS) {
      const row = await one<{ owners: number; missing: number; langs: number }>(
        sql.raw(`select
          (select count(*)::int from ${ownerTable}) as owners,
          (select count(*)::int from ${ownerTable} o cross join unnest(array['en','fi','sv','de','fr','ru']) l(lang)
             where not exists (select 1 from ${table} t where t.${owner} = o.${ownerKey} and t.lang = l.lang)) as missing,
          (select count(distinct lang)::int from ${table}) as langs`),
      );
      expect({ table, missing: row.missing }).toEqual({ table, missing: 0 });
      if (row.owners > 0) expect(row.langs).toBe(LANGUAGES.length);
    }
  });

  it("writes real text, not empty strings, in every language", async () => {
    const row = await one<{ empty: number }>(sql`
      select count(*)::int as empty from product_model_translations
      where name = '' or slug = '' or short_description = '' or long_description_html = ''`);
    expect(row.empty).toBe(0);
    const fi = await one<{ name: string }>(sql`select name from product_group_translations where group_id = 13 and lang = 'fi'`);
    expect(fi.name).toBe("Vaelluskengät");
  });

  it("gives the terms page its localized slugs", async () => {
    const rows = await queryRows<{ lang: string; slug: string }>(
      handle.db,
      sql`select t.lang, t.slug from static_page_translations t join static_pages p on p.id = t.page_id where p.key = 'terms'`,
    );
    const slugs = Object.fromEntries(rows.map((r) => [r.lang, r.slug]));
    expect(slugs.fi).toBe("sopimusehdot");
    expect(slugs.de).toBe("allgemeine-geschaftsbedingungen");
    expect(Object.keys(slugs).sort()).toEqual([...LANGUAGES].sort());
  });

  it("has a page with tabs and nested tabs", async () => {
    const row = await one<{ tabs: number; nested: number }>(sql`
      select count(*)::int as tabs, count(*) filter (where parent_tab_id is not null)::int as nested
      from static_page_tabs t join static_pages p on p.id = t.page_id where p.kind = 'tabs'`);
    expect(row.tabs).toBeGreaterThan(2);
    expect(row.nested).toBeGreaterThan(0);
  });

  it("stores exactly the general settings the storefront reads", async () => {
    const rows = await queryRows<{ key: string; value: string }>(handle.db, sql`select key, value from general_settings order by key`);
    expect(rows.map((r) => r.key)).toEqual([...GENERAL_SETTING_KEYS].sort());
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    expect(() => JSON.parse(byKey.feature_flags!)).not.toThrow();
    expect(JSON.parse(byKey.target_country_delivery_added_days!)).toHaveProperty("countries");
    expect(byKey.frosmo_category_strategy).toBe("sort-product-group");
    expect(byKey.rental_enabled).toBe("true");
  });

  it("has the stores, countries, currencies and tax areas the shell needs", async () => {
    const row = await one<{ stores: number; web: string; countries: number; eur: string; vat: number }>(sql`
      select (select count(*)::int from stores) as stores,
             (select name from stores where id = 20) as web,
             (select count(*)::int from countries where is_enabled) as countries,
             (select rate::text from currencies where code = 'eur') as eur,
             (select rate_bp from tax_rates where tax_area_id = 1 and tax_class = 'standard') as vat`);
    expect(row).toEqual({ stores: 8, web: "Verkkokauppa", countries: row.countries, eur: "1.000000", vat: 2550 });
    expect(row.countries).toBeGreaterThan(50);
  });

  it("keeps stock per store with blocked rows and per-tax-area prices", async () => {
    const row = await one<{ blocked: number; stores: number; areas: number; orphans: number }>(sql`
      select (select count(*)::int from stock where blocked) as blocked,
             (select count(distinct store_id)::int from stock) as stores,
             (select count(distinct tax_area_id)::int from variant_prices) as areas,
             (select count(*)::int from variants v where not exists (select 1 from variant_prices p where p.variant_id = v.id)) as orphans`);
    expect(row.blocked).toBeGreaterThan(0);
    expect(row.stores).toBe(8);
    expect(row.areas).toBe(5);
    expect(row.orphans).toBe(0);
  });

  it("builds the read model for every model translation, searchable in its language", async () => {
    const counts = await one<{ listing: number; translations: number }>(sql`
      select (select count(*)::int from catalog_listing) as listing,
             (select count(*)::int from product_model_translations) as translations`);
    expect(counts.listing).toBe(counts.translations);
    const sample = await one<{ name: string; model_id: number }>(sql`
      select name, model_id from catalog_listing where lang = 'fi' and is_public order by model_id limit 1`);
    const word = sample.name.split(" ").at(-1)!;
    const found = await queryRows<{ model_id: number }>(
      handle.db,
      sql`select model_id from catalog_listing where lang = 'fi' and search @@ plainto_tsquery('finnish', ${word})`,
    );
    expect(found.map((r) => r.model_id)).toContain(sample.model_id);
    const priced = await one<{ unpriced: number }>(sql`
      select count(*)::int as unpriced from catalog_listing where is_public and active_cents <= 0`);
    expect(priced.unpriced).toBe(0);
  });

  it("recomputes ratings from visible reviews", async () => {
    const row = await one<{ mismatched: number; reviewed: number }>(sql`
      select count(*) filter (where m.rating_count <> r.cnt)::int as mismatched, count(*)::int as reviewed
      from product_models m join (select model_id, count(*) cnt from reviews where is_visible group by model_id) r on r.model_id = m.id`);
    expect(row.reviewed).toBeGreaterThan(0);
    expect(row.mismatched).toBe(0);
  });

  it("has a delivered order history of pairs bought together, paid, priced, and never mailed again", async () => {
    const row = await one<{ orders: number; open: number; short: number; wrongTotal: number; unknownVariant: number; repeated: number }>(sql`
      select count(*)::int as orders,
        count(*) filter (where o.paid_at is null or o.confirmation_sent_at is null or o.status <> 'delivered' or o.customer_id is not null)::int as open,
        count(*) filter (where r.n < 2)::int as short,
        count(*) filter (where r.cents <> o.total_cents or o.total_cents <= 0)::int as "wrongTotal",
        (select count(*)::int from order_rows x left join variants v on v.id::text = x.product_id where v.id is null) as "unknownVariant",
        (select count(*)::int from (
          select a.product_id, b.product_id from order_rows a join order_rows b on a.order_id = b.order_id and a.position < b.position
          group by 1, 2 having count(*) >= 2) pairs) as repeated
      from orders o join (select order_id, count(*)::int n, sum(total_cents)::int cents from order_rows group by order_id) r on r.order_id = o.id
      where o.number like 'H%'`);
    expect(row.orders).toBeGreaterThan(MODELS / 2);
    expect(row).toMatchObject({ open: 0, short: 0, wrongTotal: 0, unknownVariant: 0 });
    // The same pairs come back in several orders: what "also bought" needs.
    expect(row.repeated).toBeGreaterThan(MODELS / 4);
  });

  it("keeps every foreign key intact although the load skips the per-row checks", async () => {
    const fks = await queryRows<{ child: string; parent: string; child_cols: string[]; parent_cols: string[] }>(
      handle.db,
      sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
            array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
                  join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as child_cols,
            array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
                  join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as parent_cols
          from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
    );
    expect(fks.length).toBeGreaterThan(40);
    for (const fk of fks) {
      const match = fk.child_cols.map((col, i) => `p."${fk.parent_cols[i]}" = c."${col}"`).join(" and ");
      const notNull = fk.child_cols.map((col) => `c."${col}" is not null`).join(" and ");
      const row = await one<{ n: number }>(
        sql.raw(`select count(*)::int as n from ${fk.child} c where ${notNull} and not exists (select 1 from ${fk.parent} p where ${match})`),
      );
      expect({ fk: `${fk.child}(${fk.child_cols})`, dangling: row.n }).toEqual({ fk: `${fk.child}(${fk.child_cols})`, dangling: 0 });
    }
  });

  it("empties every shop table on reset", async () => {
    await resetDatabase(handle.db);
    expect(await isSeeded(handle.db)).toBe(false);
    const row = await one<{ n: number }>(sql`select (select count(*) from general_settings) + (select count(*) from catalog_listing) as n`);
    expect(Number(row.n)).toBe(0);
  });

  it("lets exactly one of two concurrent starts seed an empty database", async () => {
    const results = await Promise.all([
      seedDemoCatalogueIfEmpty(handle.db, { models: 5, seed: 2 }),
      seedDemoCatalogueIfEmpty(handle.db, { models: 5, seed: 2 }),
    ]);
    expect(results.sort()).toEqual([false, true]);
    const row = await one<{ n: number }>(sql`select count(*)::int as n from product_models where id >= 3001`);
    expect(row.n).toBe(5);
  });
});
