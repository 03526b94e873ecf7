/**
 * What the product page says of a variant's availability, delivery, details and options, from the loader
 * on the seeded test catalogue to the HTML the server renders before JavaScript: one availability message
 * per state, the cart's server validation agreeing with the add button, the restock date under Delivery,
 * properties with their units and all their values on one row, a single type still shown, and the
 * availability table's pieces, store links and express-pickup link.
 */
import { sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadProductPage, PRODUCT_PAGE_MESSAGES, type ProductPageData } from "#app/components/product/product-page.server.ts";
import { ProductPage } from "#app/components/product/ProductPage.tsx";
import { ShellProvider } from "#app/components/shell/ShellContext.tsx";
import { textsFor } from "#app/components/shell/shell-data.server.ts";
import { isBuilt } from "#app/pages.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { formatDate } from "#i18n/format.ts";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { createServices } from "#server/services.server.ts";
import { openCatalogueDatabase, pageContext, rows } from "./support/api-app.ts";

let database: DatabaseHandle;
let services: Services;
/** A public model with one colour's sizes set up as the cases below need. */
let model: { id: number; brand: string; slug: string; path: string; colour: string; sizes: string[]; variants: number[] };

const ORIGIN = "http://localhost:3000";
const IN_TEN_DAYS = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

async function load(query: string, lang: Lang = "fi"): Promise<ProductPageData> {
  const [own] = await rows<{ slug: string; path: string }>(
    database.db,
    sql`select t.slug, c.path from product_model_translations t join catalog_listing c on c.model_id = t.model_id and c.lang = ${lang}
        where t.model_id = ${model.id} and t.lang = ${lang}`,
  );
  return loadProductPage(pageContext(services, lang, ORIGIN), new Request(`${ORIGIN}${own!.path}?${query}`), {
    modelId: model.id,
    brandSlug: model.brand,
    modelSlug: own!.slug,
  });
}

const sizeQuery = (index: number) => `color=${model.colour}&size=${model.sizes[index]!}`;

/** The page's HTML as the server sends it, before JavaScript. */
function render(page: ProductPageData, lang: Lang = "fi"): string {
  const env = { lang, nonce: "n", messages: textsFor(lang, ["shell", ...PRODUCT_PAGE_MESSAGES]), contactEmail: "" };
  const Stub = createRoutesStub([
    { path: "*", Component: () => createElement(ShellProvider, { env, data: null, children: createElement(ProductPage, { data: page }) }) },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/"] }));
}

/** The text of the buy box's availability section. */
function availabilityText(html: string): string {
  const section = /<section class="availability"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? "";
  return section.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
}

async function setStock(variant: number, entries: Array<{ store: number; quantity: number; blocked: boolean }>, shippingTime: number, incomingAt: string | null = null) {
  await database.db.execute(sql`delete from stock where variant_id = ${variant}`);
  for (const entry of entries) {
    await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${variant}, ${entry.store}, ${entry.quantity}, 0, ${entry.blocked})`);
  }
  await database.db.execute(sql`update variants set shipping_time = ${shippingTime}, incoming_at = ${incomingAt} where id = ${variant}`);
}

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
  const [row] = await rows<{ id: number; brand: string; slug: string; path: string; colour: string; sizes: string[]; variants: number[] }>(
    database.db,
    sql`select m.id, b.slug as brand, t.slug, c.path, v.colour_slug as colour,
          array_agg(v.size_slug order by v.size_sort_order) as sizes, array_agg(v.id order by v.size_sort_order) as variants
        from product_models m join brands b on b.id = m.brand_id
        join product_model_translations t on t.model_id = m.id and t.lang = 'fi'
        join catalog_listing c on c.model_id = m.id and c.lang = 'fi'
        join variants v on v.model_id = m.id and v.is_active
        where m.is_public and not m.is_bundle and not m.is_gift_card and not m.on_order and v.colour_slug is not null and v.size_slug <> ''
          and v.product_type_id is null
        group by m.id, b.slug, t.slug, c.path, v.colour_slug having count(*) >= 6
        order by m.id limit 1`,
  );
  model = row!;
  const [v0, v1, v2, v3, v4, v5] = model.variants;
  // 0: only the web warehouse holds it and its online sale is blocked; nothing later stands in.
  await setStock(v0!, [{ store: 20, quantity: 4, blocked: true }], 999);
  // 1: the same blocked pieces, but the supplier delivers in 10-14 days.
  await setStock(v1!, [{ store: 20, quantity: 4, blocked: true }], 14);
  // 2: held nowhere, a delivery expected in ten days.
  await setStock(v2!, [], 999, IN_TEN_DAYS);
  // 3: held nowhere, nothing expected.
  await setStock(v3!, [], 999);
  // 4: in the web warehouse (8 pieces) and in Tampere (2, an express-pickup store); Espoo's are blocked.
  await setStock(v4!, [{ store: 20, quantity: 8, blocked: false }, { store: 3, quantity: 2, blocked: false }, { store: 2, quantity: 3, blocked: true }], 1);
  // 5: only Espoo holds it, and its online sale is blocked: it can be bought in that store only.
  await setStock(v5!, [{ store: 2, quantity: 3, blocked: true }], 999);
});

afterAll(async () => {
  await database?.close();
});

describe("the availability of a variant whose online sale is blocked", () => {
  it("says only that online purchase is blocked, offers no add button, and is refused by the cart as well", async () => {
    const page = await load(sizeQuery(0));
    expect(page.selectedId).toBe(model.variants[0]);
    expect(page.availability.state).toEqual({ kind: "blocked", stores: [] });
    expect(page.button).toMatchObject({ disabled: true, showsAddArea: false });
    const html = render(page);
    expect(availabilityText(html)).toBe(translate("fi", "product.blockedOnline") + " " + translate("fi", "product.storeAvailability"));
    expect(html).not.toContain(translate("fi", "product.onlyWebstore"));
    expect(html).not.toContain("add-area__button");

    const cart = await services.checkout.validate({
      lang: "fi",
      countryCode: "fi",
      products: [{ productId: String(model.variants[0]), amount: 1, frozen: false, extra_data: null }],
      giftCardProducts: [],
      codes: [],
      repack: false,
      pikanouto: false,
      partDelivery: false,
      deliveryMethod: null,
      clientAddress: "203.0.113.9",
    });
    expect(cart.rows[0]).toMatchObject({ counts: false, problems: [{ kind: "unavailable" }] });
  });

  it("names the stores that hold it with the shop's blocked-stock text, where it can be bought in the store", async () => {
    const page = await load(sizeQuery(5));
    expect(page.availability.state).toEqual({ kind: "blocked", stores: ["Kuusikko Espoo"] });
    expect(page.availability.blockedText).toBe("Verkko-ostaminen näiden myymälöiden varastosta on tilapäisesti estetty.");
    expect(availabilityText(render(page))).toContain("Verkko-ostaminen näiden myymälöiden varastosta on tilapäisesti estetty. Kuusikko Espoo");
    const espoo = page.availability.storeRows.find((row) => row.id === 2);
    expect(espoo).toMatchObject({ icon: "check", storeOnly: true, pieces: { count: 3, more: false } });
  });

  it("is to order, not 'in the web store', when a later delivery stands in for the blocked pieces", async () => {
    const page = await load(sizeQuery(1));
    expect(page.availability.state).toEqual({ kind: "to-order", stores: [] });
    expect(page.button).toMatchObject({ label: "addToCart", disabled: false, showsAddArea: true });
    const text = availabilityText(render(page));
    expect(text).toContain(translate("fi", "product.availableToOrder"));
    expect(text).not.toContain(translate("fi", "product.onlyWebstore"));
    expect(text).not.toContain(translate("fi", "product.blockedStock"));
    // The web warehouse's blocked pieces are nobody's shelf: the table does not show it holding them.
    expect(page.availability.storeRows.find((row) => row.id === 20)).toMatchObject({ icon: "circle", pieces: null });
  });
});

describe("the delivery section of a variant that cannot be bought", () => {
  it("shows the expected restock date under Delivery when a delivery is expected", async () => {
    const page = await load(sizeQuery(2));
    expect(page.availability.state?.kind).toBe("incoming");
    const html = render(page);
    const delivery = /<section class="delivery"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? "";
    expect(delivery).toContain(translate("fi", "product.deliveryTitle"));
    expect(delivery).toContain(translate("fi", "product.restockDate", { date: formatDate(`${IN_TEN_DAYS}T12:00:00Z`) }));
    expect(delivery).not.toContain("estimator");
  });

  it("has no Delivery heading at all when nothing is expected", async () => {
    const page = await load(sizeQuery(3));
    expect(page.availability.state?.kind).toBe("sold-out");
    const html = render(page);
    expect(html).not.toContain('id="delivery-title"');
    expect(availabilityText(html)).toContain(translate("fi", "product.soldOut"));
  });
});

describe("the availability table", () => {
  it("gives each store its pieces (exact up to 5, then 'more than 5'), marks express pickup and links its information", async () => {
    const page = await load(sizeQuery(4));
    expect(page.availability.state).toEqual({ kind: "in-stores", stores: ["Kuusikko Tampere"] });
    const byId = new Map(page.availability.storeRows.map((row) => [row.id, row]));
    expect(page.availability.storeRows[0]!.id).toBe(20);
    expect(byId.get(20)).toMatchObject({ icon: "check", pieces: { count: 5, more: true }, expressPickup: false });
    expect(byId.get(3)).toMatchObject({ icon: "check", pieces: { count: 2, more: false }, expressPickup: true, storeOnly: false });
    expect(byId.get(2)).toMatchObject({ storeOnly: true, expressPickup: false });
    expect(byId.get(1)).toMatchObject({ icon: "circle", pieces: null });
    expect(page.availability.expressPickupHref).toBe("/pikanouto/");
    const html = render(page);
    expect(html).toContain(translate("fi", "product.piecesMore", { count: 5 }));
    expect(html).toContain('href="/pikanouto/"');
    expect(html).toContain(translate("fi", "product.expressPickupInfo"));
  });

  it("shows store names as text while store pages are not built, and links them in the page's language once they are", async () => {
    const page = await load(sizeQuery(4), "de");
    const tampere = page.availability.storeRows.find((row) => row.id === 3)!;
    const html = render(page, "de");
    if (isBuilt("stores.store")) {
      expect(tampere.href).toBe("/filialen/tampere/");
      expect(html).toContain('href="/filialen/tampere/"');
    } else {
      expect(tampere.href).toBeNull();
      expect(html).toMatch(/<span class="store-table__name">Kuusikko Tampere/);
    }
    expect(page.availability.storeRows.find((row) => row.id === 20)!.href).toBeNull();
    expect(page.availability.expressPickupHref).toBe("/express-abholung/");
  });
});

describe("the Details list", () => {
  it("puts the unit after the value and every value of a property on its one row", async () => {
    const page = await load(sizeQuery(4));
    const html = render(page);
    const details = /<dl class="properties">([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? "";
    expect(details).not.toMatch(/\[[^\]]+\]/);
    const names = [...details.matchAll(/<dt>([^<]*)<\/dt>/g)].map((match) => match[1]);
    expect(new Set(names).size).toBe(names.length);
    const entries = page.model.model_properties.filter((property) => !property.sustainability);
    const withUnit = entries.find((property) => /\[(.+)\]$/.test(property.name));
    if (withUnit) {
      const [, name, unit] = /^(.*?)\s*\[(.+)\]$/.exec(withUnit.name)!;
      expect(details).toMatch(new RegExp(`<dt>${name}</dt><dd>[\\d\\s,.]+\u00a0${unit!.replace(/[/]/g, "\\/")}(?: \\(|</dd>)`));
    }
    const multi = entries.find((property, index) => entries.findIndex((other) => other.slug === property.slug) !== index);
    if (multi) {
      const values = entries.filter((property) => property.slug === multi.slug).map((property) => property.value);
      const row = new RegExp(`<dt>${multi.name}</dt><dd>([^<]*)</dd>`).exec(details)?.[1] ?? "";
      for (const value of values) expect(row).toContain(value);
    }
    expect(withUnit ?? multi, "the test model has a property with a unit or several values").toBeDefined();
  });
});

describe("a selector with a single option", () => {
  it("still shows its one option, the ski's one grip type among them", async () => {
    // A model without types becomes a ski of one grip type: every variant has the skin grip.
    const [single] = await rows<{ id: number; brand: string; slug: string; path: string }>(
      database.db,
      sql`select m.id, b.slug as brand, t.slug, c.path
          from product_models m join brands b on b.id = m.brand_id
          join product_model_translations t on t.model_id = m.id and t.lang = 'fi'
          join catalog_listing c on c.model_id = m.id and c.lang = 'fi'
          where m.is_public and not m.is_bundle and not m.is_gift_card and m.id <> ${model.id}
            and not exists (select 1 from variants v where v.model_id = m.id and v.product_type_id is not null)
          order by m.id limit 1`,
    );
    const [grip] = await rows<{ id: number; name: string; title: string }>(
      database.db,
      sql`select pt.id, ptt.name, ptt.title from product_types pt join product_type_translations ptt on ptt.product_type_id = pt.id and ptt.lang = 'fi'
          where pt.slug = 'skin-grip'`,
    );
    await database.db.execute(sql`update variants set product_type_id = ${grip!.id} where model_id = ${single!.id}`);
    expect(single, "a model with one product type").toBeDefined();
    const page = await loadProductPage(pageContext(services, "fi", ORIGIN), new Request(`${ORIGIN}${single!.path}`), {
      modelId: single!.id,
      brandSlug: single!.brand,
      modelSlug: single!.slug,
    });
    expect(page.types).toHaveLength(1);
    const html = render(page);
    const picker = /<fieldset class="picker picker--type">([\s\S]*?)<\/fieldset>/.exec(html)?.[1] ?? "";
    expect(picker).toContain(`>${grip!.title}<`);
    expect(picker).toContain(`<span>${grip!.name}</span>`);
  });
});
