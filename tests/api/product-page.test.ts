/**
 * The product page's loader (app/components/product/product-page.server.ts) on the seeded test
 * catalogue: the variant the query chooses, the add button's state, the canonical path, the 404s and
 * the product view it counts for the "Recommended" order.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadProductPage } from "#app/components/product/product-page.server.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import type { Lang } from "#i18n/languages.ts";
import { createServices } from "#server/services.server.ts";
import { openCatalogueDatabase, pageContext, rows } from "./support/api-app.ts";

let database: DatabaseHandle;
let services: Services;
/** A public model with several sizes in one colour, one orderable and one not. */
let model: { id: number; brand: string; slug: string; path: string; colour: string; inStock: string; soldOut: string };

const ORIGIN = "http://localhost:3000";

const ctx = (lang: Lang = "fi") => pageContext(services, lang, ORIGIN);

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

  it("carries Klarna's instalment message for the shown price where messaging is configured, none on the ru storefront or in a gift campaign", async () => {
    const target = { modelId: model.id, brandSlug: model.brand, modelSlug: model.slug };
    expect((await load(`${model.path}?color=${model.colour}`)).instalments).toBeNull();
    const messaging = createServices(database.db, { klarnaMessaging: { clientId: "klarna_test", sdkUrl: "https://js.klarna.com/web-sdk/v1/klarna.js" } });
    const page = await loadProductPage(pageContext(messaging, "fi", ORIGIN), new Request(`${ORIGIN}${model.path}?color=${model.colour}&size=${model.inStock}`), target);
    expect(page.instalments).toEqual({
      clientId: "klarna_test",
      sdkUrl: "https://js.klarna.com/web-sdk/v1/klarna.js",
      locale: "fi-FI",
      purchaseAmount: page.shown!.prices!.active,
    });
    const campaign = await loadProductPage(
      pageContext(messaging, "fi", ORIGIN),
      new Request(`${ORIGIN}${model.path}?color=${model.colour}&giftcampaign=1`),
      target,
    );
    expect(campaign.instalments).toBeNull();
    const [ru] = await rows<{ slug: string; path: string }>(
      database.db,
      sql`select t.slug, c.path from product_model_translations t join catalog_listing c on c.model_id = t.model_id and c.lang = 'ru'
          where t.model_id = ${model.id} and t.lang = 'ru'`,
    );
    const russian = await loadProductPage(pageContext(messaging, "ru", ORIGIN), new Request(`${ORIGIN}${ru!.path}`), { ...target, modelSlug: ru!.slug });
    expect(russian.instalments).toBeNull();
  });

  it("names the model's page in every storefront as hreflang alternates, each at the model's path in that language", async () => {
    const page = await load(model.path);
    const paths = await rows<{ lang: Lang; path: string }>(
      database.db,
      sql`select lang, path from catalog_listing where model_id = ${model.id} order by lang`,
    );
    expect(paths).toHaveLength(6);
    const alternates = Object.fromEntries(page.head.alternates.map((alternate) => [alternate.hrefLang, new URL(alternate.href).pathname]));
    expect(alternates).toEqual({ ...Object.fromEntries(paths.map((row) => [row.lang, row.path])), "x-default": model.path });
    // The paths differ by language: each is that storefront's own.
    expect(new Set(paths.map((row) => row.path)).size).toBeGreaterThan(1);
  });

  it("names the signed-in user for the add-to-cart events, and nobody for a guest", async () => {
    const target = { modelId: model.id, brandSlug: model.brand, modelSlug: model.slug };
    expect((await load(model.path)).userId).toBeNull();
    const user = { id: 7, email: "asiakas@example.fi", firstName: "Aino", isStaff: false, isAdmin: false, isOrgUser: false, isClubMember: false };
    const page = await loadProductPage(pageContext(services, "fi", ORIGIN, user), new Request(`${ORIGIN}${model.path}`), target);
    expect(page.userId).toBe(7);
  });

  it("selects the variant of the query and offers to add it", async () => {
    const page = await load(`${model.path}?color=${model.colour}&size=${model.inStock}`);
    const [variant] = await rows<{ id: number }>(
      database.db,
      sql`select id from variants where model_id = ${model.id} and colour_slug = ${model.colour} and size_slug = ${model.inStock}`,
    );
    expect(page.selectedId).toBe(variant!.id);
    expect(page.button).toEqual({ label: "addToCart", disabled: false, showsAddArea: true });
    expect(page.availability.state).toEqual({ kind: "in-web-store", stores: [] });
    expect(page.availability.storeRows[0]).toMatchObject({ id: 20, icon: "check" });
    expect(page.sizes.find((size) => size.slug === model.soldOut)?.unavailable).toBe(true);
    expect(page.sizes.find((size) => size.slug === model.inStock)?.href).toBe(`${model.path}?color=${model.colour}&size=${model.inStock}`);
  });

  it("shows the notifier for a size that cannot be ordered", async () => {
    const page = await load(`${model.path}?color=${model.colour}&size=${model.soldOut}`);
    expect(page.selectedId).toBeGreaterThan(0);
    expect(page.button).toEqual({ label: "outOfStock", disabled: true, showsAddArea: false });
    expect(page.availability.state).toEqual({ kind: "sold-out", stores: [] });
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

describe("the /old prefix, gift cards, packages and bundles", () => {
  const loadAt = (path: string, target: { modelId: number; brandSlug: string; modelSlug: string }) =>
    loadProductPage(ctx(), new Request(`${ORIGIN}${path}`), target);
  const fiPath = async (modelId: number) =>
    (
      await rows<{ brand: string; slug: string; path: string }>(
        database.db,
        sql`select b.slug as brand, t.slug, '/' || b.slug || '/' || coalesce(gt.path || '/', '') || t.slug || '/' as path
            from product_models m join brands b on b.id = m.brand_id
            join product_model_translations t on t.model_id = m.id and t.lang = 'fi'
            left join product_group_translations gt on gt.group_id = m.main_group_id and gt.lang = 'fi'
            where m.id = ${modelId}`,
      )
    )[0]!;

  it("moves an ordinary model's /old address to its own (301)", async () => {
    const answer = await thrown(loadAt(`/old${model.path}?size=${model.inStock}`, { modelId: model.id, brandSlug: model.brand, modelSlug: model.slug }));
    expect((answer as Response).status).toBe(301);
    expect((answer as Response).headers.get("location")).toBe(`${model.path}?size=${model.inStock}`);
  });

  it("moves the gift cards 2427 and 1412 to their /old address and shows them with the gift card layout there", async () => {
    for (const id of [2427, 1412]) {
      const card = await fiPath(id);
      const target = { modelId: id, brandSlug: card.brand, modelSlug: card.slug };
      const moved = await thrown(loadAt(card.path, target));
      expect((moved as Response).status).toBe(301);
      expect((moved as Response).headers.get("location")).toBe(`/old${card.path}`);
      const page = await loadAt(`/old${card.path}`, target);
      expect(page.layout).toBe("gift-card");
      expect(page.giftCard).toEqual({ variantId: id * 100, takesRecipientName: id === 2427 });
      expect(page.model.gift_card_templates.length).toBeGreaterThan(0);
    }
  });

  it("offers a bundle whose main model is the page's model, with the model itself as the first part", async () => {
    const [part] = await rows<{ id: number }>(
      database.db,
      sql`select m.id from product_models m where m.is_public and not m.is_bundle and not m.is_gift_card and m.on_order and m.id <> ${model.id} order by m.id limit 1`,
    );
    const partId = part?.id ?? model.id;
    if (!part) await database.db.execute(sql`update product_models set on_order = true where id = ${partId}`);
    await database.db.execute(sql`insert into bundles (id, main_model_id, sort_order) values (9001, ${model.id}, 1)`);
    await database.db.execute(sql`insert into bundle_models (bundle_id, model_id, sort_order) values (9001, ${partId}, 1)`);
    await database.db.execute(sql`insert into bundle_prices (bundle_id, tax_area_id, active_cents, regular_cents) select 9001, id, 10000, 12000 from tax_areas`);
    await database.db.execute(sql`insert into bundle_translations (bundle_id, lang, name) values (9001, 'fi', 'Testipaketti')`);
    try {
      const page = await load(model.path);
      expect(page.layout).toBe("standard");
      const bundle = page.bundles.find((offer) => offer.id === 9001)!;
      expect(bundle).toMatchObject({ name: "Testipaketti", prices: { active: 10000, regular: 12000 } });
      expect(bundle.secondary_product_models.map((entry) => entry.id)).toEqual([model.id, partId]);
      // The page's own model: the size in stock can be ordered, the sold-out one not.
      const own = bundle.secondary_product_models[0]!.products;
      const bySize = await rows<{ id: number; size: string }>(database.db, sql`select id, size_slug as size from variants where model_id = ${model.id} and colour_slug = ${model.colour}`);
      const idOf = (size: string) => bySize.find((row) => row.size === size)!.id;
      expect(own.find((product) => product.id === idOf(model.inStock))!.is_orderable).toBe(true);
      expect(own.find((product) => product.id === idOf(model.soldOut))!.is_orderable).toBe(false);
    } finally {
      await database.db.execute(sql`delete from bundles where id = 9001`);
    }
  });

  it("shows a package model (is_bundle) under /old with its own bundle as the buy box", async () => {
    const [parts] = await rows<{ ids: number[] }>(
      database.db,
      sql`select array_agg(id order by id) as ids from (select m.id from product_models m where m.is_public and not m.is_bundle and not m.is_gift_card and m.on_order order by m.id limit 2) p`,
    );
    const partIds = parts!.ids ?? [];
    if (partIds.length < 2) {
      // The small test catalogue may lack models made on order: two ordinary ones are made so.
      const more = await rows<{ id: number }>(database.db, sql`select id from product_models where is_public and not is_bundle and not is_gift_card and id <> ${model.id} order by id limit 2`);
      partIds.splice(0, partIds.length, ...more.map((row) => row.id));
      await database.db.execute(sql`update product_models set on_order = true where id in (${partIds[0]!}, ${partIds[1]!})`);
    }
    const [group] = await rows<{ id: number }>(database.db, sql`select main_group_id as id from product_models where id = ${model.id}`);
    await database.db.execute(sql`
      insert into product_models (id, slug, brand_id, main_group_id, is_bundle, uuid, modelnumber)
      select 9100, 'testipaketti', brand_id, main_group_id, true, '00000000-0000-4000-8000-000000009100', 'PK-9100' from product_models where id = ${model.id}`);
    await database.db.execute(sql`
      insert into product_model_translations (model_id, lang, name, slug, short_description, long_description_html, description_text, meta_description)
      values (9100, 'fi', 'Testipaketti', 'testipaketti', '', '', '', '')`);
    await database.db.execute(sql`insert into product_model_groups (model_id, group_id) values (9100, ${group!.id})`);
    await database.db.execute(sql`insert into bundles (id, main_model_id) values (9002, 9100)`);
    await database.db.execute(sql`insert into bundle_models (bundle_id, model_id, sort_order) values (9002, ${partIds[0]!}, 1), (9002, ${partIds[1]!}, 2)`);
    await database.db.execute(sql`insert into bundle_prices (bundle_id, tax_area_id, active_cents, regular_cents) select 9002, id, 20000, 25000 from tax_areas`);
    try {
      const own = await fiPath(9100);
      const target = { modelId: 9100, brandSlug: own.brand, modelSlug: own.slug };
      const moved = await thrown(loadAt(own.path, target));
      expect((moved as Response).headers.get("location")).toBe(`/old${own.path}`);
      const page = await loadAt(`/old${own.path}`, target);
      expect(page.layout).toBe("package");
      expect(page.bundles.map((bundle) => bundle.id)).toEqual([9002]);
      expect(page.bundles[0]!.secondary_product_models.map((entry) => entry.id)).toEqual(partIds.slice(0, 2));
    } finally {
      await database.db.execute(sql`delete from product_models where id = 9100`);
    }
  });
});

describe("keyword explanations", () => {
  it("lists the glossary terms found in the product's own texts, inflected or not, and no others", async () => {
    const [texts] = await rows<{ description: string }>(
      database.db,
      sql`select long_description_html as description from product_model_translations where model_id = ${model.id} and lang = 'fi'`,
    );
    // A word of the model's own description, in its inflected form, becomes a glossary term of the test's own.
    const word = /[A-Za-zÄÖäö]{6,}/.exec(texts!.description.replace(/<[^>]*>/g, " "))![0];
    const stem = word.slice(0, 5);
    await database.db.execute(sql`insert into keyword_popups (id, sort_order) values (9901, 99), (9902, 100)`);
    await database.db.execute(sql`
      insert into keyword_popup_translations (popup_id, lang, keyword, text, url)
      values (9901, 'fi', ${stem}, 'Selitys.', '/sivu/selitys/'), (9902, 'fi', 'Sanaa ei ole kuvauksessa', 'Ei näy.', '')`);
    try {
      const page = await load(`${model.path}?color=${model.colour}`).catch(async (moved: unknown) => {
        if (moved instanceof Response) return load(moved.headers.get("location")!);
        throw moved;
      });
      const found = page.keywords.filter((keyword) => keyword.id >= 9901);
      expect(found).toEqual([expect.objectContaining({ id: 9901, keyword: stem, text: "Selitys.", url: "/sivu/selitys/" })]);
    } finally {
      await database.db.execute(sql`delete from keyword_popups where id in (9901, 9902)`);
    }
  });
});

describe("banners", () => {
  it("shows the shop's first four image banners under the product", async () => {
    const page = await load(`${model.path}?color=${model.colour}`).catch(async (moved: unknown) => {
      if (moved instanceof Response) return load(moved.headers.get("location")!);
      throw moved;
    });
    const { imageBanners } = await services.content.banners("fi");
    expect(imageBanners.length).toBeGreaterThan(0);
    expect(page.banners.map((banner) => banner.id)).toEqual(imageBanners.slice(0, 4).map((banner) => banner.id));
    expect(page.banners[0]).toMatchObject({ heading: imageBanners[0]!.heading || imageBanners[0]!.title });
  });
});

describe("the staff view", () => {
  const staffUser = { id: 1, email: "staff@example.fi", firstName: "Sanna", isStaff: true, isAdmin: false, isOrgUser: false, isClubMember: false };
  const customerUser = { ...staffUser, id: 2, email: "asiakas@example.fi", isStaff: false };

  it("shows staff a non-public product with the Finnish notice, exact pieces per store, the shelf code of store 20 and the admin data", async () => {
    const [hidden] = await rows<{ id: number; slug: string; brand: string; path: string; variant: number; colour: string | null; size: string }>(
      database.db,
      sql`select m.id, t.slug, b.slug as brand, c.path, v.id as variant, v.colour_slug as colour, v.size_slug as size
          from product_models m
          join product_model_translations t on t.model_id = m.id and t.lang = 'fi'
          join brands b on b.id = m.brand_id
          join catalog_listing c on c.model_id = m.id and c.lang = 'fi'
          join variants v on v.model_id = m.id and v.is_active
          where m.id > ${model.id} + 10 and m.is_public and not m.is_bundle and not m.is_gift_card and not m.on_order
          order by m.id, v.id limit 1`,
    );
    const h = hidden!;
    await database.db.execute(sql`update product_models set is_public = false where id = ${h.id}`);
    await database.db.execute(sql`delete from stock where variant_id = ${h.variant}`);
    await database.db.execute(sql`
      insert into stock (variant_id, store_id, quantity, reserved, blocked, shelf_code)
      values (${h.variant}, 20, 14, 2, false, 'B-07-3'), (${h.variant}, 3, 9, 0, false, 'M-1')`);
    const query = [h.colour ? `color=${h.colour}` : "", h.size ? `size=${h.size}` : ""].filter(Boolean).join("&");
    const request = () => new Request(`${ORIGIN}${h.path}${query ? `?${query}` : ""}`);
    const target = { modelId: h.id, brandSlug: h.brand, modelSlug: h.slug };

    const page = await loadProductPage(pageContext(services, "fi", ORIGIN, staffUser), request(), target);
    expect(page.model.is_public).toBe(false);
    expect(page.selectedId).toBe(h.variant);
    expect(page.staff).toEqual({ route: h.path, modelId: h.id, modelNumber: page.model.modelnumber || null });
    const byStore = new Map(page.availability.storeRows.map((row) => [row.id, row.staff]));
    // Staff see the pieces that can be sold (quantity minus reserved), not capped at "more than 5".
    expect(byStore.get(20)).toEqual({ quantity: 12, shelfCode: "B-07-3" });
    // Shelf codes are shown for store 20 only.
    expect(byStore.get(3)).toEqual({ quantity: 9, shelfCode: null });
    expect(byStore.get(1)).toEqual({ quantity: 0, shelfCode: null });

    // A signed-in customer, like a guest, gets 404 for the same page.
    const asCustomer = await thrown(loadProductPage(pageContext(services, "fi", ORIGIN, customerUser), request(), target));
    expect((asCustomer as { init?: { status?: number } }).init?.status).toBe(404);

    // On a public product a customer sees no staff data at all.
    await database.db.execute(sql`update product_models set is_public = true where id = ${h.id}`);
    const publicPage = await loadProductPage(pageContext(services, "fi", ORIGIN, customerUser), request(), target);
    expect(publicPage.staff).toBeNull();
    expect(publicPage.availability.storeRows.every((row) => row.staff === undefined)).toBe(true);
    expect(publicPage.shown?.shelf_codes).toBeUndefined();
  });
});
