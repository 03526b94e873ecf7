/**
 * Delivery on the product page: GET /api/product/extra/?type=1 (delivery
 * limits), GET /api/get_fast_shipping/ (the estimator) and the page's delivery section, on the seeded
 * test catalogue with limits and stock of the test's own.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadProductPage } from "#app/components/product/product-page.server.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createServices } from "#server/services.server.ts";
import { apiApp, host, openCatalogueDatabase, pageContext, rows, type TestApp } from "./support/api-app.ts";

interface ErrorJson {
  statusCode: number;
  message: string;
  field?: string;
}
interface Limit {
  allowedDeliveryMethods: string[];
  isDeliveryCountryBlocked: boolean;
  isDeliveryMethodLimitations: boolean;
  perInternationalPackage: boolean;
  blockInfoText: string;
  extra_data_overrides: Record<string, Omit<Limit, "extra_data_overrides">>;
}
interface Option {
  name: string;
  timeEstimate: string;
  price: number;
  storeSlug: string | null;
}
interface TestModel {
  id: number;
  slug: string;
  brand: string;
  variants: number[];
}

const ORIGIN = "http://localhost:3000";
let database: DatabaseHandle;
let test: TestApp;
/** `free`: no limits of its own; `limited`: not to the US, no pickup points, own package abroad, one variant without home delivery. */
let free: TestModel;
let limited: TestModel;

async function modelRow(offset: number): Promise<TestModel> {
  const [row] = await rows<{ id: number; slug: string; brand: string; variants: number[] }>(
    database.db,
    sql`select m.id, t.slug, b.slug as brand, array_agg(v.id order by v.id) as variants
        from product_models m
        join variants v on v.model_id = m.id and v.is_active
        join product_model_translations t on t.model_id = m.id and t.lang = 'fi'
        join brands b on b.id = m.brand_id
        where m.is_public and not m.is_bundle and not m.is_gift_card and not m.on_order
        group by m.id, t.slug, b.slug having count(v.id) >= 2
        order by m.id offset ${offset} limit 1`,
  );
  return row!;
}

async function stockOnly(variantId: number, entries: Array<[store: number, quantity: number]>, shippingTime: number): Promise<void> {
  await database.db.execute(sql`delete from stock where variant_id = ${variantId}`);
  for (const [store, quantity] of entries) {
    await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${variantId}, ${store}, ${quantity}, 0, false)`);
  }
  await database.db.execute(sql`update variants set shipping_time = ${shippingTime} where id = ${variantId}`);
}

beforeAll(async () => {
  database = await openCatalogueDatabase();
  test = await apiApp(database.db);
  await database.db.execute(sql`delete from delivery_limits`);
  free = await modelRow(0);
  limited = await modelRow(1);
  const text = JSON.stringify({ en: "Lithium batteries may not travel by air freight.", fi: "Litiumakkuja ei saa kuljettaa lentorahtina." });
  await database.db.execute(sql`
    insert into delivery_limits (model_id, variant_id, allowed_methods, blocked_countries, per_international_package, block_info_text)
    values (${limited.id}, 0, '{express-pickup,store-pickup,home-delivery,next-day-courier}', '{us}', true, ${text}::jsonb),
      (${limited.id}, ${limited.variants[1]!}, '{express-pickup,store-pickup}', '{us}', true, ${text}::jsonb)`);
  // Tampere (store 3) and the web warehouse hold the first variant of `free`; it ships at once.
  await stockOnly(free.variants[0]!, [[3, 2], [20, 5]], 1);
  // The second variant of `free` is sold out everywhere and has no delivery time.
  await stockOnly(free.variants[1]!, [], 999);
  await stockOnly(limited.variants[0]!, [[20, 3]], 1);
});

afterAll(async () => {
  await test?.app.close();
  await database?.close();
});

function extra(query: string, lang = "fi") {
  return test.app.inject({ method: "GET", url: `/api/product/extra/?${query}`, headers: { host: host(lang) } });
}
function fastShipping(query: string, lang = "fi", cookie?: string) {
  return test.app.inject({ method: "GET", url: `/api/get_fast_shipping/?${query}`, headers: { host: host(lang), ...(cookie ? { cookie } : {}) } });
}

describe("GET /api/product/extra/?type=1", () => {
  it("gives a product without limits every method of the delivery country", async () => {
    const response = await extra(`slug=${free.slug}&type=1&delivery-country-code=FI`);
    expect(response.statusCode).toBe(200);
    const { delivery_method_limit: limit } = response.json<{ delivery_method_limit: Limit }>();
    expect(limit.allowedDeliveryMethods).toEqual(["express-pickup", "store-pickup", "pickup-point", "home-delivery", "next-day-courier"]);
    expect(limit).toMatchObject({ isDeliveryCountryBlocked: false, isDeliveryMethodLimitations: false, perInternationalPackage: false, blockInfoText: "" });
    expect(limit.extra_data_overrides).toEqual({});
  });

  it("lists only the methods serving the country: no store pickup abroad", async () => {
    const { delivery_method_limit: limit } = (await extra(`slug=${free.slug}&type=1&delivery-country-code=se`)).json<{ delivery_method_limit: Limit }>();
    expect(limit.allowedDeliveryMethods).toEqual(["pickup-point", "home-delivery"]);
  });

  it("reports the product's own limits, the package rule abroad and a variant that differs", async () => {
    const fi = (await extra(`slug=${limited.slug}&type=1&delivery-country-code=fi`)).json<{ delivery_method_limit: Limit }>().delivery_method_limit;
    expect(fi.allowedDeliveryMethods).toEqual(["express-pickup", "store-pickup", "home-delivery", "next-day-courier"]);
    expect(fi.isDeliveryMethodLimitations).toBe(true);
    expect(fi.perInternationalPackage).toBe(false);
    expect(fi.extra_data_overrides[String(limited.variants[1])]!.allowedDeliveryMethods).toEqual(["express-pickup", "store-pickup"]);
    const se = (await extra(`slug=${limited.slug}&type=1&delivery-country-code=se`)).json<{ delivery_method_limit: Limit }>().delivery_method_limit;
    expect(se).toMatchObject({ allowedDeliveryMethods: ["home-delivery"], perInternationalPackage: true, isDeliveryCountryBlocked: false });
    // Abroad the variant without home delivery has no way left: blocked there.
    expect(se.extra_data_overrides[String(limited.variants[1])]!.isDeliveryCountryBlocked).toBe(true);
  });

  it("blocks a country the product is not shipped to, with the reason in the shopper's language", async () => {
    const fi = (await extra(`slug=${limited.slug}&type=1&delivery-country-code=us`)).json<{ delivery_method_limit: Limit }>().delivery_method_limit;
    expect(fi).toMatchObject({ isDeliveryCountryBlocked: true, allowedDeliveryMethods: [], blockInfoText: "Litiumakkuja ei saa kuljettaa lentorahtina." });
    const en = await extra(`slug=${limited.slug}&type=1&delivery-country-code=us`, "en");
    // The English storefront knows the model by its English slug; the Finnish one is not found there.
    expect(en.statusCode).toBe(404);
  });

  it("takes the storefront's delivery country when none is given", async () => {
    const response = await extra(`slug=${limited.slug}&type=1`);
    expect(response.json<{ delivery_method_limit: Limit }>().delivery_method_limit.isDeliveryCountryBlocked).toBe(false);
  });

  it("answers 404 for an unknown slug and 400 on the field for bad input", async () => {
    const missing = await extra("slug=ei-ole-olemassa&type=1");
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorJson>().message).toBe("Product not found.");
    for (const [query, field] of [
      [`slug=${free.slug}&type=3`, "type"],
      [`slug=${free.slug}`, "type"],
      [`slug=${free.slug}&type=1&delivery-country-code=fin`, "delivery-country-code"],
      [`slug=${free.slug}&type=1&delivery-country-code=xx`, "delivery-country-code"],
      ["slug=%3Cscript%3E&type=1", "slug"],
    ] as const) {
      const response = await extra(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ErrorJson>().field, query).toBe(field);
    }
  });
});

describe("GET /api/get_fast_shipping/", () => {
  it("offers express pickup from the nearest store that holds it, and the carriers with their days and prices", async () => {
    const response = await fastShipping(`postal_code=33100&price=49.90&variant_id=${free.variants[0]}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const options = response.json<Option[]>();
    expect(options[0]).toEqual({ name: "Pikanouto, Kuusikko Tampere", timeEstimate: "Noudettavissa 2 tunnin kuluessa", price: 0, storeSlug: "tampere" });
    expect(options.find((o) => o.storeSlug === "tampere" && o.name.startsWith("Nouto"))?.timeEstimate).toBe("1 arkipäivä");
    expect(options.find((o) => o.name === "Kotiinkuljetus")).toEqual({ name: "Kotiinkuljetus", timeEstimate: "2–5 arkipäivää", price: 9.9, storeSlug: null });
    // The courier serves the capital region only.
    expect(options.some((o) => o.name === "Seuraavan päivän kuriiri")).toBe(false);
  });

  it("makes delivery free above the threshold and adds the courier in its area", async () => {
    const options = (await fastShipping(`postal_code=00100&price=150&variant_id=${free.variants[0]}`, "en", "delivery_country=FI")).json<Option[]>();
    expect(options.find((o) => o.name === "Home delivery")?.price).toBe(0);
    expect(options.find((o) => o.name === "Next-day courier")).toMatchObject({ price: 14.9, timeEstimate: "1 working day" });
    // Helsinki's store does not hold it: pickup there waits for the parcel from the warehouse.
    expect(options.find((o) => o.name.startsWith("Store pickup"))).toMatchObject({ storeSlug: "helsinki", timeEstimate: "2–4 working days" });
  });

  it("abroad offers the carriers only, with the country's extra days", async () => {
    const options = (await fastShipping(`postal_code=11122&price=10&variant_id=${free.variants[0]}`, "sv", "delivery_country=SE")).json<Option[]>();
    expect(options.map((o) => o.name)).toEqual(["Utlämningsställe eller paketautomat", "Hemleverans"]);
    expect(options.every((o) => o.storeSlug === null)).toBe(true);
  });

  it("keeps to the product's limits and answers an empty list where it cannot be delivered", async () => {
    const limitedOptions = (await fastShipping(`postal_code=33100&price=10&variant_id=${limited.variants[0]}`)).json<Option[]>();
    expect(limitedOptions.some((o) => o.name.startsWith("Noutopiste"))).toBe(false);
    expect(limitedOptions.some((o) => o.name === "Kotiinkuljetus")).toBe(true);
    const blocked = await fastShipping(`postal_code=10001&price=10&variant_id=${limited.variants[0]}`, "en", "delivery_country=US");
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual([]);
    const soldOut = await fastShipping(`postal_code=33100&price=10&variant_id=${free.variants[1]}`);
    expect(soldOut.json()).toEqual([]);
  });

  it("answers 400 on the field in the shopper's language for bad input", async () => {
    const code = await fastShipping(`postal_code=3310&price=10&variant_id=${free.variants[0]}`);
    expect(code.statusCode).toBe(400);
    expect(code.json<ErrorJson>()).toMatchObject({ field: "postal_code", message: "Anna viisinumeroinen postinumero." });
    const letters = await fastShipping(`postal_code=abcde&price=10&variant_id=${free.variants[0]}`, "de");
    expect(letters.json<ErrorJson>()).toMatchObject({ field: "postal_code", message: "Geben Sie eine fünfstellige Postleitzahl ein." });
    const unknown = await fastShipping("postal_code=33100&price=10&variant_id=2147483000");
    expect(unknown.json<ErrorJson>()).toMatchObject({ statusCode: 400, field: "variant_id", message: "Tuotetta ei löytynyt." });
    for (const [query, field] of [
      [`postal_code=33100&price=-1&variant_id=${free.variants[0]}`, "price"],
      [`postal_code=33100&price=kymppi&variant_id=${free.variants[0]}`, "price"],
      ["postal_code=33100&price=10&variant_id=0", "variant_id"],
      ["postal_code=33100&price=10", "variant_id"],
      [`price=10&variant_id=${free.variants[0]}`, "postal_code"],
    ] as const) {
      const response = await fastShipping(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ErrorJson>().field, query).toBe(field);
    }
  });
});

describe("the product page's delivery section", () => {
  const page = (model: TestModel, query: string, locale: { countryCode: string; currencyCode: string } = { countryCode: "fi", currencyCode: "EUR" }) => {
    const services = createServices(database.db);
    return loadProductPage({ ...pageContext(services, "fi", ORIGIN), locale }, new Request(`${ORIGIN}/x/?${query}`), {
      modelId: model.id,
      brandSlug: model.brand,
      modelSlug: model.slug,
    }).catch((thrown: unknown) => {
      // The page answers at its own address: follow that one redirect.
      if (thrown instanceof Response && thrown.status === 301) {
        const location = thrown.headers.get("location")!;
        return loadProductPage({ ...pageContext(services, "fi", ORIGIN), locale }, new Request(`${ORIGIN}${location}`), {
          modelId: model.id,
          brandSlug: model.brand,
          modelSlug: model.slug,
        });
      }
      throw thrown;
    });
  };
  const sizeOf = async (variantId: number) =>
    (await rows<{ size: string; colour: string }>(database.db, sql`select size_slug as size, colour_slug as colour from variants where id = ${variantId}`))[0]!;

  it("shows the delivery time with the country's extra days and the product's method limits", async () => {
    const variant = await sizeOf(limited.variants[0]!);
    const data = await page(limited, `color=${variant.colour}&size=${variant.size}`, { countryCode: "se", currencyCode: "SEK" });
    expect(data.delivery.blocked).toBe(false);
    // Shipping 1-2 days plus Sweden's extra days for 1-2 (1-3 in the seed).
    expect(data.delivery.days).toBe("2-5");
    expect(data.delivery.limitedMethods).toEqual(["Kotiinkuljetus"]);
    expect(data.delivery.perInternationalPackage).toBe(true);
    expect(data.button.disabled).toBe(false);
  });

  it("says the product is not shipped to the country, with the reason, and disables the add button", async () => {
    const variant = await sizeOf(limited.variants[0]!);
    const data = await page(limited, `color=${variant.colour}&size=${variant.size}`, { countryCode: "us", currencyCode: "USD" });
    expect(data.delivery).toMatchObject({ blocked: true, countryName: "Yhdysvallat", blockInfoText: "Litiumakkuja ei saa kuljettaa lentorahtina." });
    expect(data.button.disabled).toBe(true);
  });

  it("answers the estimator posted without JavaScript, and a wrong code with the form's message", async () => {
    const variant = await sizeOf(free.variants[0]!);
    const answered = await page(free, `color=${variant.colour}&size=${variant.size}&postal_code=33100`);
    expect(answered.delivery.estimator.options?.[0]).toMatchObject({ storeSlug: "tampere" });
    const wrong = await page(free, `color=${variant.colour}&size=${variant.size}&postal_code=331`);
    expect(wrong.delivery.estimator).toEqual({ postalCode: "331", options: null, error: "Anna viisinumeroinen postinumero." });
  });
});
