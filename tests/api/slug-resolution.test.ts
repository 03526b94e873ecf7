import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createServices } from "#server/services.server.ts";
import { loadStaticContent } from "#app/components/content/static-content.server.ts";
import { openCatalogueDatabase, pageContext, rows } from "./support/api-app.ts";

/** resolveSlugPath is what the storefront's catch-all route calls in-process; checked here on the real queries. */
let database: DatabaseHandle;
let services: Services;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe("resolveSlugPath on the demo catalogue", () => {
  it("finds a static page by its slug", async () => {
    const [page] = await rows<{ slug: string; lang: "fi" }>(
      database.db,
      sql`select t.slug, t.lang from static_pages p join static_page_translations t on t.page_id = p.id where p.kind = 'page' and p.is_published limit 1`,
    );
    expect(page).toBeDefined();
    expect(await services.content.resolveSlugPath(page!.lang, [page!.slug])).toEqual({ kind: "static-page", slug: page!.slug });
  });

  it("finds a product group by its localized path, not by another language's", async () => {
    const [group] = await rows<{ id: number; fi: string; sv: string }>(
      database.db,
      sql`select g.id, f.path as fi, s.path as sv from product_groups g
            join product_group_translations f on f.group_id = g.id and f.lang = 'fi'
            join product_group_translations s on s.group_id = g.id and s.lang = 'sv'
           where g.parent_id is not null and f.path <> s.path limit 1`,
    );
    expect(group).toBeDefined();
    expect(await services.content.resolveSlugPath("fi", group!.fi.split("/"))).toEqual({ kind: "product-group", groupId: group!.id, path: group!.fi });
    expect(await services.content.resolveSlugPath("sv", group!.sv.split("/"))).toEqual({ kind: "product-group", groupId: group!.id, path: group!.sv });
    const crossed = await services.content.resolveSlugPath("fi", group!.sv.split("/"));
    expect(crossed?.kind === "product-group" && crossed.groupId === group!.id).toBe(false);
  });

  it("finds a brand by its slug and a product under its brand", async () => {
    const [product] = await rows<{ model_id: number; brand_id: number; brand_slug: string; model_slug: string }>(
      database.db,
      sql`select m.id as model_id, b.id as brand_id, b.slug as brand_slug, t.slug as model_slug
            from product_models m join brands b on b.id = m.brand_id
            join product_model_translations t on t.model_id = m.id and t.lang = 'de'
           where m.is_public and b.is_public order by m.id limit 1`,
    );
    expect(product).toBeDefined();
    const { brand_slug: brandSlug, model_slug: modelSlug } = product!;
    expect(await services.content.resolveSlugPath("de", [brandSlug])).toEqual({ kind: "brand", brandId: product!.brand_id, slug: brandSlug });
    const target = await services.content.resolveSlugPath("de", [brandSlug, "any-group", modelSlug]);
    // The first public model with that slug under that brand (the query above picks the lowest id).
    expect(target).toEqual({ kind: "product", modelId: product!.model_id, brandSlug, modelSlug });
    expect(await services.content.resolveSlugPath("de", ["no-such-brand-zz", modelSlug])).toBeNull();
  });

  it("answers null for an unknown path", async () => {
    expect(await services.content.resolveSlugPath("fi", ["ei-tallaista-sivua"])).toBeNull();
    expect(await services.content.resolveSlugPath("fi", ["a", "b", "c", "d"])).toBeNull();
  });

  it("keeps the fixed order when slugs collide", async () => {
    const [brand] = await rows<{ id: number; slug: string }>(database.db, sql`select id, slug from brands where is_public order by id limit 1`);
    expect(brand).toBeDefined();
    // A group whose fi path is the brand's slug wins over the brand ...
    await database.db.execute(sql`insert into product_groups (id, slug, path) values (990500, 'collision-test', 'collision-test')`);
    await database.db.execute(sql`insert into product_group_translations (group_id, lang, name, short_name, slug, path)
      values (990500, 'fi', 'Törmäys', 'Törmäys', ${brand!.slug}, ${brand!.slug})`);
    expect(await services.content.resolveSlugPath("fi", [brand!.slug])).toEqual({ kind: "product-group", groupId: 990500, path: brand!.slug });
    // ... a tabs page wins over the group, and a plain static page over both.
    await database.db.execute(sql`insert into static_pages (id, kind, key) values (990501, 'tabs', 'collision-tabs'), (990502, 'page', 'collision-page')`);
    await database.db.execute(sql`insert into static_page_translations (page_id, lang, slug, title) values (990501, 'fi', ${brand!.slug}, 'T')`);
    expect(await services.content.resolveSlugPath("fi", [brand!.slug])).toEqual({ kind: "static-page-with-tabs", slug: brand!.slug, tabPath: [] });
    await database.db.execute(sql`update static_page_translations set slug = ${`${brand!.slug}-tabs`} where page_id = 990501`);
    await database.db.execute(sql`insert into static_page_translations (page_id, lang, slug, title) values (990502, 'fi', ${brand!.slug}, 'P')`);
    expect(await services.content.resolveSlugPath("fi", [brand!.slug])).toEqual({ kind: "static-page", slug: brand!.slug });
    // Other languages are untouched.
    expect(await services.content.resolveSlugPath("sv", [brand!.slug])).toEqual({ kind: "brand", brandId: brand!.id, slug: brand!.slug });
  });
});

describe("locateSlugPath: another storefront's path or capitals lead to this storefront's page", () => {
  it("finds a product by another language's model slug, named by this language's slug", async () => {
    const [product] = await rows<{ model_id: number; brand: string; fi: string; en: string }>(
      database.db,
      sql`select m.id as model_id, b.slug as brand, f.slug as fi, e.slug as en
            from product_models m join brands b on b.id = m.brand_id
            join product_model_translations f on f.model_id = m.id and f.lang = 'fi'
            join product_model_translations e on e.model_id = m.id and e.lang = 'en'
           where m.is_public and b.is_public and f.slug <> e.slug
             and not exists (select 1 from product_model_translations x where x.lang = 'en' and x.slug = f.slug)
           order by m.id limit 1`,
    );
    expect(product).toBeDefined();
    const moved = { target: { kind: "product", modelId: product!.model_id, brandSlug: product!.brand, modelSlug: product!.en }, moved: true };
    expect(await services.content.locateSlugPath("en", [product!.brand, "some-group", product!.fi])).toEqual(moved);
    expect(await services.content.locateSlugPath("en", [product!.brand.toUpperCase(), product!.fi.toUpperCase()])).toEqual(moved);
    expect(await services.content.locateSlugPath("en", [product!.brand, product!.en])).toEqual({ target: moved.target, moved: false });
  });

  it("finds a group by another language's path or its own in capitals, named by this language's path", async () => {
    const [group] = await rows<{ id: number; fi: string; sv: string }>(
      database.db,
      sql`select g.id, f.path as fi, s.path as sv from product_groups g
            join product_group_translations f on f.group_id = g.id and f.lang = 'fi'
            join product_group_translations s on s.group_id = g.id and s.lang = 'sv'
           where g.parent_id is not null and f.path <> s.path
             and not exists (select 1 from product_group_translations x where x.lang = 'fi' and x.path = s.path)
           order by g.id limit 1`,
    );
    expect(group).toBeDefined();
    const target = { kind: "product-group", groupId: group!.id, path: group!.fi };
    expect(await services.content.locateSlugPath("fi", group!.sv.split("/"))).toEqual({ target, moved: true });
    expect(await services.content.locateSlugPath("fi", group!.fi.toUpperCase().split("/"))).toEqual({ target, moved: true });
    expect(await services.content.locateSlugPath("fi", group!.fi.split("/"))).toEqual({ target, moved: false });
  });

  it("finds a static page by another language's slug and a brand in capitals", async () => {
    const [page] = await rows<{ fi: string; de: string }>(
      database.db,
      sql`select f.slug as fi, d.slug as de from static_pages p
            join static_page_translations f on f.page_id = p.id and f.lang = 'fi'
            join static_page_translations d on d.page_id = p.id and d.lang = 'de'
           where p.kind = 'page' and p.is_published and f.slug <> d.slug order by p.id limit 1`,
    );
    expect(page).toBeDefined();
    expect(await services.content.locateSlugPath("de", [page!.fi])).toEqual({ target: { kind: "static-page", slug: page!.de }, moved: true });
    const [brand] = await rows<{ id: number; slug: string }>(database.db, sql`select id, slug from brands where is_public and slug ~ '[a-z]' order by id limit 1`);
    expect(await services.content.locateSlugPath("ru", [brand!.slug.toUpperCase()])).toEqual({ target: { kind: "brand", brandId: brand!.id, slug: brand!.slug }, moved: true });
  });

  it("answers null for a path that names nothing in any language", async () => {
    expect(await services.content.locateSlugPath("fi", ["ei-tallaista-sivua"])).toBeNull();
    expect(await services.content.locateSlugPath("en", ["No-Such-Brand", "no-such-model"])).toBeNull();
  });
});

describe("a tab of a static page with tabs", () => {
  it("names the same tab in every storefront as its hreflang alternates", async () => {
    const [tab] = await rows<{ page_fi: string; tab_fi: string; page_en: string; tab_en: string }>(
      database.db,
      sql`select pf.slug as page_fi, tf.slug as tab_fi, pe.slug as page_en, te.slug as tab_en
            from static_pages p join static_page_tabs t on t.page_id = p.id and t.parent_tab_id is null
            join static_page_translations pf on pf.page_id = p.id and pf.lang = 'fi'
            join static_page_translations pe on pe.page_id = p.id and pe.lang = 'en'
            join static_page_tab_translations tf on tf.tab_id = t.id and tf.lang = 'fi'
            join static_page_tab_translations te on te.tab_id = t.id and te.lang = 'en'
           where p.kind = 'tabs' and p.is_published and not exists (select 1 from static_page_tabs n where n.parent_tab_id = t.id)
           order by p.id, t.sort_order desc limit 1`,
    );
    expect(tab).toBeDefined();
    const origin = "http://localhost:3000";
    const page = await loadStaticContent(pageContext(services, "fi", origin), new Request(`${origin}/${tab!.page_fi}/${tab!.tab_fi}/`), [tab!.page_fi, tab!.tab_fi]);
    const alternates = Object.fromEntries(page.head.alternates.map((alternate) => [alternate.hrefLang, new URL(alternate.href).pathname]));
    expect(alternates.fi).toBe(`/${tab!.page_fi}/${tab!.tab_fi}/`);
    expect(alternates.en).toBe(`/${tab!.page_en}/${tab!.tab_en}/`);
    expect(page.head.alternates).toHaveLength(7);
  });
});
