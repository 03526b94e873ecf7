/**
 * Campaign pages through their loaders on the seeded test catalogue: the demo's running campaigns with their
 * products (by filter, and named in order), an ended one and an unknown one answered "Campaign not found", and
 * the club's offers for everyone.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as campaignLoader } from "#app/routes/campaign.tsx";
import { loader as clubOffersLoader } from "#app/routes/club-offers.tsx";
import { requestContext } from "#app/context.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_CAMPAIGNS } from "#db/seed/campaigns.ts";
import { translate } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { createServices } from "#server/services.server.ts";
import { openCatalogueDatabase, pageContext, rows } from "./support/api-app.ts";

const ORIGIN = "https://shop.example";
let database: DatabaseHandle;
let services: Services;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
});

afterAll(async () => {
  await database?.close();
});

function context(lang: Lang) {
  const map = new Map<unknown, unknown>([[requestContext, pageContext(services, lang, ORIGIN, null)]]);
  return { get: (key: unknown) => map.get(key) };
}

type CampaignData = { campaign: { title: string; intro: string; endsOn: string | null }; cards: Array<{ id: number }> };

async function page(lang: Lang, slug: string): Promise<{ status: number; data: CampaignData | null; message?: string }> {
  try {
    return { status: 200, data: (await campaignLoader({ request: new Request(`${ORIGIN}/x/`), params: { campaignSlug: slug }, context: context(lang) } as never)) as unknown as CampaignData };
  } catch (thrown) {
    const guarded = thrown as { type?: string; init?: { status?: number }; data?: { message?: string } };
    if (guarded?.type === "DataWithResponseInit") return { status: guarded.init?.status ?? 500, data: null, message: guarded.data?.message };
    throw thrown;
  }
}

describe("campaign pages", () => {
  it("show a running campaign's products chosen by its filter, the largest discounts first, in the shopper's language", async () => {
    const winter = await page("sv", DEMO_CAMPAIGNS.winter.slug);
    expect(winter.status).toBe(200);
    expect(winter.data!.campaign).toEqual({ title: DEMO_CAMPAIGNS.winter.title.sv, intro: DEMO_CAMPAIGNS.winter.intro.sv, endsOn: null });
    const expected = await rows<{ modelId: number }>(
      database.db,
      sql`select model_id as "modelId" from catalog_listing where lang = 'sv' and discount_bp >= 1000 order by discount_bp desc, model_id limit 48`,
    );
    expect(expected.length).toBeGreaterThan(0);
    // The cards are those of the filter's models that the listing shows, in the filter's order.
    const shown = winter.data!.cards.map((card) => card.id);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(expected.map((row) => Number(row.modelId)).filter((id) => shown.includes(id)));
  });

  it("show a campaign's named products in their order", async () => {
    const [named] = await rows<{ modelIds: number[] }>(database.db, sql`select model_ids as "modelIds" from campaigns where slug = ${DEMO_CAMPAIGNS.hiking.slug}`);
    const hiking = await page("fi", DEMO_CAMPAIGNS.hiking.slug);
    const onSale = await rows<{ modelId: number }>(database.db, sql`select model_id as "modelId" from catalog_listing where lang = 'fi'`);
    const listed = new Set(onSale.map((row) => Number(row.modelId)));
    const shown = hiking.data!.cards.map((card) => card.id);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(named!.modelIds.map(Number).filter((id) => listed.has(id) && shown.includes(id)));
  });

  it("answer an ended campaign and an unknown one with 'Campaign not found'", async () => {
    expect(await page("en", DEMO_CAMPAIGNS.summer.slug)).toMatchObject({ status: 404, message: translate("en", "errors.campaignNotFound") });
    expect(await page("de", "no-such-campaign")).toMatchObject({ status: 404, message: translate("de", "errors.campaignNotFound") });
  });
});

describe("the club's offers", () => {
  it("list the products with a club price for everyone, with the way to join", async () => {
    const offers = (await clubOffersLoader({ request: new Request(`${ORIGIN}/campaigns/club-offers/`), params: {}, context: context("en") } as never)) as unknown as {
      cards: Array<{ id: number }>;
      joinPath: string;
    };
    const ids = await services.accountArea.clubOfferIds(1, 48);
    expect(ids.length).toBeGreaterThan(0);
    expect(offers.cards.map((card) => card.id)).toEqual(ids);
    // Each has a club price under its price, the deepest club discount first.
    const depths = await rows<{ id: number; depth: number }>(
      database.db,
      sql`select model_id as id, (active_cents - club_cents)::float8 / active_cents as depth from catalog_listing
          where lang = 'fi' and club_cents < active_cents and model_id = any(${`{${ids.join(",")}}`}::int[])`,
    );
    expect(depths).toHaveLength(ids.length);
    const depthOf = new Map(depths.map((row) => [Number(row.id), Number(row.depth)]));
    const ordered = ids.map((id) => depthOf.get(id)!);
    expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
    expect(offers.joinPath).toBe("/accounts/login/?next=%2Faccounts%2F");
  });
});
