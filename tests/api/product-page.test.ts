/**
 * The product page's loader (app/components/product/product-page.server.ts) on the seeded test
 * catalogue: the variant the query chooses, the add button's state, the canonical path, the 404s and
 * the product view it counts for the "Recommended" order.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RequestContext } from "#app/context.ts";
import { loadProductPage } from "#app/components/product/product-page.server.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { createServices } from "#server/services.server.ts";
import { openCatalogueDatabase, rows } from "./support/api-app.ts";

let database: DatabaseHandle;
let services: Services;
/** A public model with several sizes in one colour, one orderable and one not. */
let model: { id: number; brand: string; slug: string; path: string; colour: string; inStock: string; soldOut: string };

const ORIGIN = "http://localhost:3000";

function ctx(lang: Lang = "fi"): RequestContext {
  return {
    lang,
    nonce: "test",
    origin: ORIGIN,
    originByLang: Object.fromEntries(LANGUAGES.map((code) => [code, ORIGIN])) as Record<Lang, string>,
    locale: { countryCode: "fi", currencyCode: "EUR" },
    services,
    contactEmail: "asiakaspalvelu@example.fi",
    buildVersion: "test",
  };
}

const load = (path: string) =>
  loadProductPage(ctx(), new Request(`${ORIGIN}${path}`), { modelId: model.id, brandSlug: model.brand, modelSlug: model.slug });

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the loader to throw");
}

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
  const [row] = await rows<{ id: number; brand: string; slug: string; path: string; colour: string; sizes: string[] }>(
    database.db,
    sql`select m.id, b.slug as brand, t.slug, c.path, v.colour_slug as colour, array_agg(v.size_slug order by v.size_sort_order) as sizes
        from product_models m join brands b on b.id = m.brand_id
        join product_model_translations t on t.model_id = m.id and t.lang = 'fi'
        join catalog_listing c on c.model_id = m.id and c.lang = 'fi'
        join variants v on v.model_id = m.id and v.is_active
        where m.is_public and not m.is_bundle and not m.is_gift_card and not m.on_order and v.colour_slug is not null and v.size_slug <> ''
        group by m.id, b.slug, t.slug, c.path, v.colour_slug having count(*) >= 3
        order by m.id limit 1`,
  );
  const [inStock, soldOut] = row!.sizes;
  // One size held by the web store, one held nowhere: the rules then have both cases.
  await database.db.execute(sql`delete from stock where variant_id in (select id from variants where model_id = ${row!.id} and colour_slug = ${row!.colour})`);
  await database.db.execute(sql`
    insert into stock (variant_id, store_id, quantity, reserved, blocked)
    select id, 20, 8, 0, false from variants where model_id = ${row!.id} and colour_slug = ${row!.colour} and size_slug = ${inStock!}`);
  await database.db.execute(sql`update variants set shipping_time = 999 where model_id = ${row!.id} and size_slug = ${soldOut!}`);
  model = { ...row!, inStock: inStock!, soldOut: soldOut! };
});

afterAll(async () => {
  await database?.close();
});

describe("the product page's loader", () => {
  it("leaves the size open on arrival and asks for it", async () => {
    const page = await load(`${model.path}?color=${model.colour}`);
    expect(page.choice).toEqual({ color: model.colour, size: null, type: null });
    expect(page.selectedId).toBe(0);
    expect(page.button).toMatchObject({ label: "selectSize", disabled: false, showsAddArea: true });
  });

  it("selects the variant of the query and offers to add it", async () => {
    const page = await load(`${model.path}?color=${model.colour}&size=${model.inStock}`);
    const [variant] = await rows<{ id: number }>(
      database.db,
      sql`select id from variants where model_id = ${model.id} and colour_slug = ${model.colour} and size_slug = ${model.inStock}`,
    );
    expect(page.selectedId).toBe(variant!.id);
    expect(page.button).toEqual({ label: "addToCart", disabled: false, showsAddArea: true });
    expect(page.availability.finnish).toBe("only-webstore");
    expect(page.availability.storeRows[0]).toMatchObject({ id: 20, icon: "check" });
    expect(page.sizes.find((size) => size.slug === model.soldOut)?.unavailable).toBe(true);
    expect(page.sizes.find((size) => size.slug === model.inStock)?.href).toBe(`${model.path}?color=${model.colour}&size=${model.inStock}`);
  });

  it("shows the notifier for a size that cannot be ordered", async () => {
    const page = await load(`${model.path}?color=${model.colour}&size=${model.soldOut}`);
    expect(page.selectedId).toBeGreaterThan(0);
    expect(page.button).toEqual({ label: "outOfStock", disabled: true, showsAddArea: false });
    expect(page.availability.finnish).toBe("out-of-stock");
  });

  it("answers -1 for a combination the model does not have", async () => {
    // A size only another colour has: chosen together with this colour, no variant matches.
    const [other] = await rows<{ slug: string }>(database.db, sql`select slug from colours where slug <> ${model.colour} order by slug limit 1`);
    await database.db.execute(sql`
      insert into variants (id, model_id, colour_slug, color_control, size_name, size_slug, size_sort_order, teksonumber, shipping_time)
      values (${model.id * 100 + 99}, ${model.id}, ${other!.slug}, ${`999-${other!.slug}`}, 'Erikoiskoko', 'erikoiskoko', 9999, ${`test-${model.id}`}, 14)`);
    const page = await load(`${model.path}?color=${model.colour}&size=erikoiskoko`);
    expect(page.choice).toMatchObject({ color: model.colour, size: "erikoiskoko" });
    expect(page.selectedId).toBe(-1);
    expect(page.sizes.find((size) => size.slug === "erikoiskoko")?.unavailable).toBe(true);
  });

  it("keeps option links on the page's own address when the data comes from a client navigation", async () => {
    const page = await load(`${model.path}_.data?color=${model.colour}&_routes=slug`);
    expect(page.sizes[0]!.href.startsWith(`${model.path}?`)).toBe(true);
    expect(page.sizes[0]!.href).not.toContain("_routes");
  });

  it("moves a model reached by another path to its own (301)", async () => {
    const answer = await thrown(
      loadProductPage(ctx(), new Request(`${ORIGIN}/${model.brand}/muu-ryhma/${model.slug}/?color=${model.colour}`), {
        modelId: model.id,
        brandSlug: model.brand,
        modelSlug: model.slug,
      }),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(301);
    expect((answer as Response).headers.get("location")).toBe(`${model.path}?color=${model.colour}`);
  });

  it("answers 404 'Tuotetta ei löytynyt.' under another brand's slug and for a hidden model", async () => {
    const wrongBrand = await thrown(
      loadProductPage(ctx(), new Request(`${ORIGIN}/toinen/${model.slug}/`), { modelId: model.id, brandSlug: "toinen", modelSlug: model.slug }),
    );
    // The loader throws React Router's data(...) answer: status in `init`, the error screen's text in `data`.
    const answer = wrongBrand as { init?: { status?: number }; data?: unknown };
    expect(answer.init?.status).toBe(404);
    expect(JSON.stringify(answer.data)).toContain("Tuotetta ei löytynyt.");

    const [hidden] = await rows<{ id: number; slug: string; brand: string; path: string }>(
      database.db,
      sql`select m.id, t.slug, b.slug as brand, c.path from product_models m
          join product_model_translations t on t.model_id = m.id and t.lang = 'fi'
          join brands b on b.id = m.brand_id
          join catalog_listing c on c.model_id = m.id and c.lang = 'fi'
          where m.id <> ${model.id} and m.is_public and not m.is_bundle and not m.is_gift_card order by m.id limit 1`,
    );
    await database.db.execute(sql`update product_models set is_public = false where id = ${hidden!.id}`);
    const notPublic = await thrown(
      loadProductPage(ctx(), new Request(`${ORIGIN}${hidden!.path}`), { modelId: hidden!.id, brandSlug: hidden!.brand, modelSlug: hidden!.slug }),
    );
    expect((notPublic as { init?: { status?: number } }).init?.status).toBe(404);
  });

  it("counts a view of the page for the Recommended order, but not a client navigation's data request", async () => {
    const viewsOf = async () =>
      (await rows<{ views: number }>(database.db, sql`select coalesce(sum(views), 0)::int as views from product_views where model_id = ${model.id}`))[0]!.views;
    // Views of the pages loaded by the tests above are still counted in memory: written first.
    await services.listing.flushViews();
    const before = await viewsOf();
    await load(`${model.path}?color=${model.colour}`);
    await services.listing.flushViews();
    expect(await viewsOf()).toBe(before + 1);
    await load(`${model.path}_.data?color=${model.colour}&_routes=slug`);
    await services.listing.flushViews();
    expect(await viewsOf()).toBe(before + 1);
  });
});
