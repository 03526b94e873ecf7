/**
 * GET /api/products/productmodel/{slug}/ over HTTP on the seeded test catalogue.
 * Expected values come from independent SQL over the catalogue tables.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { apiApp, host, openCatalogueDatabase, rows, type TestApp } from "./support/api-app.ts";

interface Variant {
  id: number;
  color_slug: string | null;
  size: { slug: string } | null;
  images: Array<{ full_url: string; zoom_url: string }>;
  prices: { active: number; regular: number; club: number | null; type: string; discount_percent: number | null } | null;
  stock_data: { in_stock: number; blocked_stock: number; detailed_stocks: Record<string, number>; blocked_stores: number[] };
  shipping_time: { number: number; string: string | null };
  is_orderable: boolean;
  shelf_codes?: unknown;
}

interface Model {
  id: number;
  name: string;
  slug: string;
  manufacturer: { slug: string };
  products: Variant[];
  prices: { active: number } | null;
  model_url: string;
  canonical_url: string;
  long_description_html: string;
  translated_fields: { manual_input: boolean; original: { lang: string; name: string } | null };
  model_properties: Array<{ slug: string; name: string; value: string }>;
}

interface ErrorJson {
  statusCode: number;
  message: string;
  field?: string;
}

let database: DatabaseHandle;
let test: TestApp;
/** A public model with several variants in more than one colour. */
let model: { id: number; fiSlug: string; svSlug: string };

beforeAll(async () => {
  database = await openCatalogueDatabase();
  test = await apiApp(database.db);
  const [row] = await rows<{ id: number; fi: string; sv: string }>(
    database.db,
    sql`select m.id, fi.slug as fi, sv.slug as sv
        from product_models m
        join product_model_translations fi on fi.model_id = m.id and fi.lang = 'fi'
        join product_model_translations sv on sv.model_id = m.id and sv.lang = 'sv'
        where m.is_public and not m.is_bundle and not m.is_gift_card and fi.slug <> sv.slug
          and (select count(distinct colour_slug) from variants v where v.model_id = m.id and v.is_active) > 1
          and (select count(*) from variants v where v.model_id = m.id and v.is_active) > 3
        order by m.id limit 1`,
  );
  model = { id: row!.id, fiSlug: row!.fi, svSlug: row!.sv };
});

afterAll(async () => {
  await test?.app.close();
  await database?.close();
});

function get(url: string, lang = "fi") {
  return test.app.inject({ url, headers: { host: host(lang) } });
}

async function getModel(slug: string, query = "", lang = "fi"): Promise<Model> {
  const response = await get(`/api/products/productmodel/${encodeURIComponent(slug)}/${query}`, lang);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Model>();
}

describe("GET /api/products/productmodel/{slug}/", () => {
  it("answers the model with every active variant, in the language of the storefront", async () => {
    const answer = await getModel(model.fiSlug);
    const variants = await rows<{ id: number }>(
      database.db,
      sql`select id from variants where model_id = ${model.id} and is_active order by sort_order, id`,
    );
    expect(answer.id).toBe(model.id);
    expect(answer.slug).toBe(model.fiSlug);
    expect(answer.products.map((variant) => variant.id)).toEqual(variants.map((variant) => variant.id));
    const [names] = await rows<{ fi: string; sv: string }>(
      database.db,
      sql`select max(name) filter (where lang = 'fi') as fi, max(name) filter (where lang = 'sv') as sv
          from product_model_translations where model_id = ${model.id}`,
    );
    expect(answer.name).toBe(names!.fi);
    const swedish = await getModel(model.svSlug, "", "sv");
    expect(swedish.id).toBe(model.id);
    expect(swedish.name).toBe(names!.sv);
  });

  it("prices each variant in the tax area asked for, the delivery country's by default", async () => {
    const prices = await rows<{ variant_id: number; tax_area_id: number; active_cents: number; regular_cents: number }>(
      database.db,
      sql`select vp.variant_id, vp.tax_area_id, vp.active_cents, vp.regular_cents from variant_prices vp
          join variants v on v.id = vp.variant_id where v.model_id = ${model.id}`,
    );
    const [finland] = await rows<{ tax_area_id: number }>(database.db, sql`select tax_area_id from countries where code = 'fi'`);
    const [other] = await rows<{ tax_area_id: number }>(
      database.db,
      sql`select distinct c.tax_area_id from countries c where c.is_enabled and c.tax_area_id <> ${finland!.tax_area_id}
          and exists (select 1 from variant_prices vp where vp.tax_area_id = c.tax_area_id) order by 1 limit 1`,
    );
    const expectFor = (answer: Model, area: number) => {
      for (const variant of answer.products) {
        const row = prices.find((price) => price.variant_id === variant.id && price.tax_area_id === area)!;
        expect(variant.prices?.active).toBe(row.active_cents);
        expect(variant.prices?.regular).toBe(row.regular_cents);
      }
      expect(answer.prices?.active).toBe(Math.min(...answer.products.map((variant) => variant.prices!.active)));
    };
    expectFor(await getModel(model.fiSlug), finland!.tax_area_id);
    expectFor(await getModel(model.fiSlug, `?taxAreaId=${other!.tax_area_id}`), other!.tax_area_id);
  });

  it("sums stock that can be sold online apart from blocked stock, and caps per-store counts for shoppers", async () => {
    const answer = await getModel(model.fiSlug);
    const stock = await rows<{ variant_id: number; store_id: number; available: number; blocked: boolean }>(
      database.db,
      sql`select s.variant_id, s.store_id, greatest(s.quantity - s.reserved, 0)::int as available, s.blocked
          from stock s join variants v on v.id = s.variant_id where v.model_id = ${model.id}`,
    );
    for (const variant of answer.products) {
      const own = stock.filter((row) => row.variant_id === variant.id);
      expect(variant.stock_data.in_stock).toBe(own.filter((row) => !row.blocked).reduce((sum, row) => sum + row.available, 0));
      expect(variant.stock_data.blocked_stock).toBe(own.filter((row) => row.blocked).reduce((sum, row) => sum + row.available, 0));
      for (const row of own.filter((entry) => entry.available > 0)) {
        expect(variant.stock_data.detailed_stocks[String(row.store_id)]).toBe(Math.min(row.available, 6));
      }
      expect(variant.shelf_codes).toBeUndefined();
    }
  });

  it("marks a variant held only by blocked stock orderable only when it ships later, in a gift campaign or not", async () => {
    const [variant] = await rows<{ id: number }>(
      database.db,
      sql`select id from variants where model_id = ${model.id} and is_active order by sort_order, id limit 1`,
    );
    await database.db.execute(sql`delete from stock where variant_id = ${variant!.id}`);
    await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${variant!.id}, 20, 3, 0, true)`);
    await database.db.execute(sql`update variants set shipping_time = 2 where id = ${variant!.id}`);
    const plain = (await getModel(model.fiSlug)).products.find((entry) => entry.id === variant!.id)!;
    expect(plain.stock_data).toMatchObject({ in_stock: 0, blocked_stock: 3, blocked_stores: [20] });
    expect(plain.is_orderable).toBe(false);
    const campaign = (await getModel(model.fiSlug, "?giftcampaign=joulu")).products.find((entry) => entry.id === variant!.id)!;
    expect(campaign.is_orderable).toBe(false);
    await database.db.execute(sql`update variants set shipping_time = 14 where id = ${variant!.id}`);
    for (const query of ["", "?giftcampaign=joulu"]) {
      const later = (await getModel(model.fiSlug, query)).products.find((entry) => entry.id === variant!.id)!;
      expect(later.is_orderable).toBe(true);
      expect(later.shipping_time).toEqual({ number: 14, string: "10-14" });
    }
  });

  it("gives each variant the pictures of its colour at 960 and 1920", async () => {
    const answer = await getModel(model.fiSlug);
    const images = await rows<{ id: number; colour_slug: string | null }>(
      database.db,
      sql`select id, colour_slug from images where model_id = ${model.id} order by sort_order, id`,
    );
    for (const variant of answer.products) {
      const own = images.filter((image) => image.colour_slug === variant.color_slug);
      expect(variant.images.map((image) => image.full_url)).toEqual(own.map((image) => `/images/products/${image.id}-960.svg`));
      expect(variant.images.map((image) => image.zoom_url)).toEqual(own.map((image) => `/images/products/${image.id}-1920.svg`));
    }
  });

  it("links the model at the path its cards use", async () => {
    const answer = await getModel(model.fiSlug);
    const [card] = await rows<{ path: string }>(
      database.db,
      sql`select path from catalog_listing where model_id = ${model.id} and lang = 'fi'`,
    );
    expect(answer.model_url).toBe(card!.path);
    expect(answer.canonical_url).toMatch(new RegExp(`^https?://[^/]+${card!.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  });

  it("names properties with their unit in square brackets", async () => {
    const [withUnit] = await rows<{ model_id: number; slug: string; unit: string; name: string; value: number; fi: string }>(
      database.db,
      sql`select mp.model_id, pt.slug, pt.unit, ptt.name, mp.value_num::float8 as value, t.slug as fi
          from model_properties mp join property_types pt on pt.id = mp.property_type_id
          join property_type_translations ptt on ptt.property_type_id = pt.id and ptt.lang = 'fi'
          join product_models m on m.id = mp.model_id and m.is_public
          join product_model_translations t on t.model_id = m.id and t.lang = 'fi'
          where pt.unit is not null and mp.value_num is not null order by mp.model_id limit 1`,
    );
    const answer = await getModel(withUnit!.fi);
    const property = answer.model_properties.find((entry) => entry.slug === withUnit!.slug)!;
    expect(property.name).toBe(`${withUnit!.name} [${withUnit!.unit}]`);
    expect(Number(property.value)).toBe(withUnit!.value);
  });

  it("removes script from the description and gives the original of a machine translation", async () => {
    await database.db.execute(
      sql`update product_model_translations set long_description_html = '<p>Hyvä</p><script>alert(1)</script><img src=x onerror=alert(1)>',
            machine_translated = true, original_lang = 'sv' where model_id = ${model.id} and lang = 'fi'`,
    );
    const answer = await getModel(model.fiSlug);
    expect(answer.long_description_html).toContain("Hyvä");
    expect(answer.long_description_html).not.toMatch(/<script|onerror/i);
    expect(answer.translated_fields.manual_input).toBe(false);
    expect(answer.translated_fields.original?.lang).toBe("sv");
  });

  it("answers 404 'Product not found.' for an unknown slug and for a model that is not public", async () => {
    const unknown = await get("/api/products/productmodel/ei-ole-olemassa/");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorJson>().message).toBe("Product not found.");

    const [hidden] = await rows<{ id: number; slug: string }>(
      database.db,
      sql`select m.id, t.slug from product_models m join product_model_translations t on t.model_id = m.id and t.lang = 'fi'
          where m.id <> ${model.id} and not m.is_gift_card order by m.id limit 1`,
    );
    expect((await get(`/api/products/productmodel/${hidden!.slug}/`)).statusCode).toBe(200);
    await database.db.execute(sql`update product_models set is_public = false where id = ${hidden!.id}`);
    const notPublic = await get(`/api/products/productmodel/${hidden!.slug}/`);
    expect(notPublic.statusCode).toBe(404);
    expect(notPublic.json<ErrorJson>().message).toBe("Product not found.");
  });

  it("does not find a slug of another language", async () => {
    expect((await get(`/api/products/productmodel/${model.svSlug}/`, "fi")).statusCode).toBe(404);
  });

  describe("bad input", () => {
    it.each([
      ["a taxAreaId that is not a number", `/api/products/productmodel/SLUG/?taxAreaId=abc`, "taxAreaId"],
      ["a negative taxAreaId", `/api/products/productmodel/SLUG/?taxAreaId=-1`, "taxAreaId"],
      ["a taxAreaId of no delivery country", `/api/products/productmodel/SLUG/?taxAreaId=99999`, "taxAreaId"],
      ["markup in the giftcampaign", `/api/products/productmodel/SLUG/?giftcampaign=%3Cb%3E`, "giftcampaign"],
      ["a preview value that is no flag", `/api/products/productmodel/SLUG/?preview=maybe`, "preview"],
    ])("answers 400 naming the field for %s", async (_name, url, field) => {
      const response = await get(url.replace("SLUG", model.fiSlug));
      expect(response.statusCode).toBe(400);
      const body = response.json<ErrorJson>();
      expect(body.field ?? body.message).toContain(field);
      // The field is named once, not "taxAreaId: taxAreaId: ...".
      expect(body.message.split(`${field}:`).length - 1).toBeLessThanOrEqual(1);
    });

    it("answers 400 for a slug with markup or of 10,000 characters, without reflecting it", async () => {
      const markup = await get(`/api/products/productmodel/${encodeURIComponent("<script>x</script>")}/`);
      expect(markup.statusCode).toBe(400);
      expect(markup.body).not.toContain("<script>");
      // Longer than the router's default parameter length (100): the schema answers, naming the field.
      for (const length of [300, 10_000]) {
        const long = await get(`/api/products/productmodel/${"a".repeat(length)}/`);
        expect(long.statusCode, `${length} characters`).toBe(400);
        expect(long.json<ErrorJson>().field).toBe("slug");
      }
    });

    it("answers 404, not 500, for a slug of SQL", async () => {
      const response = await get(`/api/products/productmodel/${encodeURIComponent("x' or '1'='1")}/`);
      expect(response.statusCode).toBe(400);
      const quoteless = await get(`/api/products/productmodel/x-or-1-1/`);
      expect(quoteless.statusCode).toBe(404);
    });
  });
});

describe("the product page's reads made at the same moment", () => {
  it("answer each page its own model, bundles and delivery limits, across languages and tax areas", async () => {
    const { createProductRepository } = await import("#db/repositories/product.ts");
    const { createDeliveryRepository } = await import("#db/repositories/delivery.ts");
    const products = createProductRepository(database.db);
    const delivery = createDeliveryRepository(database.db);
    const picked = await rows<{ id: number; fi: string; sv: string }>(
      database.db,
      sql`select m.id, fi.slug as fi, sv.slug as sv from product_models m
          join product_model_translations fi on fi.model_id = m.id and fi.lang = 'fi'
          join product_model_translations sv on sv.model_id = m.id and sv.lang = 'sv'
          where m.id in (
            (select min(main_model_id) from bundles where is_active),
            (select max(main_model_id) from bundles where is_active),
            (select min(model_id) from delivery_limits),
            (select max(model_id) from delivery_limits),
            ${model.id})`,
    );
    const areas = (await rows<{ id: number }>(database.db, sql`select id from tax_areas order by id limit 2`)).map((area) => area.id);
    expect(picked.length).toBeGreaterThanOrEqual(3);
    expect(areas).toHaveLength(2);
    const asks = picked.flatMap((row) =>
      (["fi", "sv"] as const).flatMap((lang) => areas.map((taxAreaId) => ({ lang, taxAreaId, slug: row[lang], id: row.id }))),
    );
    asks.push({ lang: "fi", taxAreaId: areas[0]!, slug: "no-such-model", id: 0 });

    const read = (ask: (typeof asks)[number]) =>
      Promise.all([products.modelBySlug(ask.lang, ask.slug, ask.taxAreaId), products.bundlesOfModel(ask.lang, ask.id, ask.taxAreaId), delivery.limitRows(ask.lang, ask.id)]);
    const alone = [];
    for (const ask of asks) alone.push(await read(ask)); // one page at a time: batches of one
    const together = await Promise.all(asks.map(read));

    expect(together).toEqual(alone);
    // The reads differ where they should, so equal answers are not empty ones.
    expect(alone.at(-1)).toEqual([null, [], []]);
    expect(alone.filter(([found]) => found !== null)).toHaveLength(asks.length - 1);
    expect(alone.some(([, bundles]) => bundles.length > 0)).toBe(true);
    expect(alone.some(([, , limits]) => limits.length > 0)).toBe(true);
    const names = new Set(alone.map(([found]) => found?.name));
    expect(names.size).toBeGreaterThan(picked.length); // fi and sv names differ
    const prices = new Set(alone.map(([found]) => JSON.stringify(found?.variants.map((variant) => variant.price?.active))));
    expect(prices.size).toBeGreaterThan(picked.length); // the two tax areas price differently
  });
});
