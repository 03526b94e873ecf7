/**
 * Gift campaigns: POST /api/giftcampaigns/validate_code/ over HTTP, and
 * the campaign's pages, on the seeded test catalogue with a campaign of the test's own.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadGiftCampaignPage, loadGiftCampaignProductPage } from "#app/components/gift-campaign/gift-campaign-page.server.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { createServices } from "#server/services.server.ts";
import { DEMO_GIFT_CAMPAIGN } from "#db/seed/index.ts";
import { apiApp, host, openCatalogueDatabase, pageContext, rows, type TestApp } from "./support/api-app.ts";

interface ErrorJson {
  statusCode: number;
  message: string;
  field?: string;
}

const URL = "/api/giftcampaigns/validate_code/";
const ORIGIN = "http://localhost:3000";
let database: DatabaseHandle;
let test: TestApp;
/** The test's campaign: two models, one with stock and one whose variants are sold out. */
let campaign: { id: number; inCampaign: { variant: number; modelId: number; slug: string }; soldOut: number; outside: number };

beforeAll(async () => {
  database = await openCatalogueDatabase();
  test = await apiApp(database.db);
  const models = await rows<{ id: number; variant: number; slug: string }>(
    database.db,
    sql`select m.id, min(v.id) as variant, t.slug from product_models m
        join variants v on v.model_id = m.id and v.is_active
        join product_model_translations t on t.model_id = m.id and t.lang = 'fi'
        where m.is_public and not m.is_bundle and not m.is_gift_card and not m.on_order
        group by m.id, t.slug order by m.id limit 3`,
  );
  const [stocked, soldOut, outside] = models;
  const [created] = await rows<{ id: number }>(database.db, sql`insert into gift_campaigns (slug) values ('testikampanja') returning id`);
  const id = created!.id;
  for (const lang of LANGUAGES) {
    await database.db.execute(sql`insert into gift_campaign_translations (campaign_id, lang, name) values (${id}, ${lang}, ${`Testikampanja ${lang}`})`);
  }
  await database.db.execute(sql`insert into gift_campaign_models (campaign_id, model_id, sort_order) values (${id}, ${stocked!.id}, 1), (${id}, ${soldOut!.id}, 2)`);
  await database.db.execute(sql`insert into gift_campaign_codes (code, campaign_id) values ('TESTI-1', ${id}), ('TESTI-2', ${id}), ('TILAUS-1', ${id}), ('TILAUS-2', ${id})`);
  await database.db.execute(sql`insert into gift_campaign_codes (code, campaign_id, redeemed_at) values ('KAYTETTY', ${id}, now())`);
  await database.db.execute(sql`delete from stock where variant_id = ${stocked!.variant}`);
  await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${stocked!.variant}, 20, 5, 0, false)`);
  await database.db.execute(sql`delete from stock where variant_id = ${soldOut!.variant}`);
  campaign = { id, inCampaign: { variant: stocked!.variant, modelId: stocked!.id, slug: stocked!.slug }, soldOut: soldOut!.variant, outside: outside!.variant };
});

afterAll(async () => {
  await test?.app.close();
  await database?.close();
});

function post(payload: Record<string, unknown>, lang = "fi") {
  return test.app.inject({ method: "POST", url: URL, payload, headers: { host: host(lang) } });
}

describe("POST /api/giftcampaigns/validate_code/", () => {
  it("accepts an unused code typed in any case with spaces, and answers it normalized", async () => {
    const answer = await post({ code: "  testi-1 ", product_id: campaign.inCampaign.variant, category_slug: "testikampanja" });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ code: "TESTI-1", campaign: "testikampanja", product_id: campaign.inCampaign.variant });
  });

  it("does not use the code up: the order that pays with it does", async () => {
    await post({ code: "TESTI-2", product_id: campaign.inCampaign.variant, category_slug: "testikampanja" });
    const [row] = await rows<{ redeemed: boolean }>(database.db, sql`select redeemed_at is not null as redeemed from gift_campaign_codes where code = 'TESTI-2'`);
    expect(row!.redeemed).toBe(false);
  });

  it("puts the reason on the code field, in the storefront's language (400)", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ code: "  ", product_id: campaign.inCampaign.variant, category_slug: "testikampanja" }, "fi", "Kirjoita saamasi koodi"],
      [{ code: "EI-OLE", product_id: campaign.inCampaign.variant, category_slug: "testikampanja" }, "fi", "Koodi ei kelpaa tähän kampanjaan"],
      [{ code: "TESTI-1", product_id: campaign.inCampaign.variant, category_slug: "toinen" }, "sv", "Koden gäller inte för den här kampanjen"],
      [{ code: "kaytetty", product_id: campaign.inCampaign.variant, category_slug: "testikampanja" }, "de", "Dieser Code wurde bereits verwendet"],
      [{ code: "TESTI-1", product_id: campaign.outside, category_slug: "testikampanja" }, "en", "Choose a product of the campaign"],
      [{ code: "TESTI-1", product_id: campaign.soldOut, category_slug: "testikampanja" }, "fr", "Le produit choisi n’est pas disponible, choisissez-en un autre"],
    ];
    for (const [payload, lang, message] of cases) {
      const answer = await post(payload, lang);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json<ErrorJson>()).toMatchObject({ field: "code", message });
    }
  });

  it("says a campaign has ended once it is switched off", async () => {
    await database.db.execute(sql`update gift_campaigns set is_active = false where id = ${campaign.id}`);
    try {
      const answer = await post({ code: "TESTI-1", product_id: campaign.inCampaign.variant, category_slug: "testikampanja" }, "en");
      expect(answer.statusCode).toBe(400);
      expect(answer.json<ErrorJson>()).toMatchObject({ field: "code", message: "The campaign has ended" });
    } finally {
      await database.db.execute(sql`update gift_campaigns set is_active = true where id = ${campaign.id}`);
    }
  });

  it("names a malformed field (400), never a 500", async () => {
    const badProduct = await post({ code: "TESTI-1", product_id: "abc", category_slug: "testikampanja" });
    expect(badProduct.statusCode).toBe(400);
    expect(badProduct.json<ErrorJson>().field).toBe("product_id");
    const noCategory = await post({ code: "TESTI-1", product_id: campaign.inCampaign.variant });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json<ErrorJson>().field).toBe("category_slug");
    const noCode = await post({ product_id: campaign.inCampaign.variant, category_slug: "testikampanja" });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json<ErrorJson>().field).toBe("code");
    const huge = await post({ code: "X".repeat(5000), product_id: campaign.inCampaign.variant, category_slug: "testikampanja" });
    expect(huge.statusCode).toBe(400);
  });

  it("has the seeded demo campaign's codes", async () => {
    const [demo] = await rows<{ variant: number }>(
      database.db,
      sql`select min(v.id) as variant from gift_campaigns c join gift_campaign_models cm on cm.campaign_id = c.id
          join variants v on v.model_id = cm.model_id and v.is_active
          where c.slug = ${DEMO_GIFT_CAMPAIGN.slug}
            and exists (select 1 from stock s where s.variant_id = v.id and not s.blocked and s.quantity > s.reserved)`,
    );
    const answer = await post({ code: DEMO_GIFT_CAMPAIGN.codes[0], product_id: demo!.variant, category_slug: DEMO_GIFT_CAMPAIGN.slug });
    expect(answer.statusCode, answer.body).toBe(200);
  });
});

describe("an order paid with a campaign code", () => {
  const placeWith = (code: string, key: string) =>
    createServices(database.db).orders.place({
      cart: {
        lang: "en",
        countryCode: "fi",
        products: [{ productId: String(campaign.inCampaign.variant), amount: 1, frozen: false, extra_data: null }],
        giftCardProducts: [],
        codes: [],
        repack: false,
        pikanouto: false,
        partDelivery: false,
        giftCampaign: { code, campaign: "testikampanja" },
        deliveryMethod: "home-delivery",
        clientAddress: "203.0.113.40",
      },
      contact: { email: "lahja@example.fi", firstName: "Lahja", lastName: "Saaja", phone: "040 123 4567", address: "Hämeenkatu 1", postalCode: "33100", city: "Tampere" },
      deliveryLocation: null,
      specialRequest: "",
      // Nothing is left to pay: no payment method is needed.
      paymentMethod: null,
      customsAccepted: false,
      idempotencyKey: key,
      customerId: null,
    });
  const redeemed = async (code: string) =>
    (await rows<{ redeemed: boolean }>(database.db, sql`select redeemed_at is not null as redeemed from gift_campaign_codes where code = ${code}`))[0]!.redeemed;

  it("costs nothing, product or delivery, is placed paid, and uses the code up", async () => {
    const result = await placeWith("tilaus-1", "campaign-order-1");
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (!result.ok) return;
    expect(result.order.status).toBe("processing");
    const [order] = await rows<{ total: number; due: number; delivery: number; discount: number; code: string }>(
      database.db,
      sql`select total_cents as total, due_cents as due, delivery_cents as delivery, discount_cents as discount, gift_campaign_code as code
          from orders where number = ${result.order.number}`,
    );
    expect(order).toMatchObject({ total: 0, due: 0, delivery: 0, code: "TILAUS-1" });
    expect(order!.discount).toBeGreaterThan(0);
    expect(await redeemed("TILAUS-1")).toBe(true);
    // The code is spent: another order with it is refused with the reason (and, unpaid now, asks for a payment method).
    const again = await placeWith("TILAUS-1", "campaign-order-2");
    expect(again).toMatchObject({ ok: false, errors: expect.arrayContaining(["This code has already been used"]) });
  });

  it("gives one gift for one code when two orders race for it", async () => {
    const results = await Promise.all([placeWith("TILAUS-2", "campaign-race-1"), placeWith("TILAUS-2", "campaign-race-2")]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ errors: expect.arrayContaining(["This code has already been used"]) });
    const [count] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from orders where gift_campaign_code = 'TILAUS-2'`);
    expect(count!.n).toBe(1);
  });
});

describe("the campaign's pages", () => {
  const ctx = (lang: Lang = "fi") => pageContext(createServices(database.db), lang, ORIGIN);
  const status = (error: unknown) => (error as { init?: { status?: number } }).init?.status;

  it("lists the campaign's products, each linking to its campaign product page", async () => {
    const page = await loadGiftCampaignPage(ctx(), "testikampanja");
    expect(page.name).toBe("Testikampanja fi");
    expect(page.products.map((product) => product.id)[0]).toBe(campaign.inCampaign.modelId);
    expect(page.products[0]!.href).toBe(`/lahjakampanjat/testikampanja/${campaign.inCampaign.slug}/`);
  });

  it("shows a campaign product with the code form's data and the campaign in the breadcrumb", async () => {
    const path = `/lahjakampanjat/testikampanja/${campaign.inCampaign.slug}/`;
    const page = await loadGiftCampaignProductPage(ctx(), new Request(`${ORIGIN}${path}`), "testikampanja", campaign.inCampaign.slug);
    expect(page.campaign).toEqual({ slug: "testikampanja", name: "Testikampanja fi" });
    expect(page.breadcrumbs[0]).toEqual({ label: "Testikampanja fi", href: "/lahjakampanjat/testikampanja/" });
    expect(page.model.id).toBe(campaign.inCampaign.modelId);
  });

  it("answers 404 for an unknown or ended campaign and for a product outside it", async () => {
    await expect(loadGiftCampaignPage(ctx(), "ei-ole").catch(status)).resolves.toBe(404);
    const [outside] = await rows<{ slug: string }>(
      database.db,
      sql`select t.slug from variants v join product_model_translations t on t.model_id = v.model_id and t.lang = 'fi' where v.id = ${campaign.outside}`,
    );
    const path = `/lahjakampanjat/testikampanja/${outside!.slug}/`;
    await expect(loadGiftCampaignProductPage(ctx(), new Request(`${ORIGIN}${path}`), "testikampanja", outside!.slug).catch(status)).resolves.toBe(404);
    await database.db.execute(sql`update gift_campaigns set ends_at = now() - interval '1 day' where id = ${campaign.id}`);
    try {
      await expect(loadGiftCampaignPage(ctx(), "testikampanja").catch(status)).resolves.toBe(404);
    } finally {
      await database.db.execute(sql`update gift_campaigns set ends_at = null where id = ${campaign.id}`);
    }
  });
});
