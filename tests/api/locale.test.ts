import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultLocaleFor } from "#core/locale/defaults.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { lookupCountryByIp } from "#server/geoip.server.ts";
import { apiApp, host, openCatalogueDatabase, rows, type TestApp } from "./support/api-app.ts";

let database: DatabaseHandle;
let test: TestApp;
/** Deliverable countries of the test catalogue with their currency. */
let currencyOf: Map<string, string>;

/** Public addresses whose country the bundled GeoLite2 data knows (checked below, not assumed). */
const ADDRESSES = { fi: "193.166.3.2", us: "8.8.8.8", gb: "81.2.69.142" } as const;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  test = await apiApp(database.db);
  const countries = await rows<{ code: string; currency_code: string }>(
    database.db,
    sql`select code, currency_code from countries where is_enabled`,
  );
  currencyOf = new Map(countries.map((row) => [row.code, row.currency_code]));
});

afterAll(async () => {
  await test?.app.close();
  await database?.close();
});

describe("GET /api/locale_by_ip/", () => {
  it("the address data knows the test addresses", () => {
    for (const [country, ip] of Object.entries(ADDRESSES)) expect(lookupCountryByIp(ip)).toBe(country);
    expect(lookupCountryByIp("127.0.0.1")).toBeNull();
  });

  it("answers the country of the client address with that country's currency", async () => {
    expect(currencyOf.has("fi")).toBe(true);
    const response = await test.app.inject({ url: "/api/locale_by_ip/", remoteAddress: ADDRESSES.fi, headers: { host: host("en") } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ country_code: "fi", currency: currencyOf.get("fi") });
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers the language default for an address without a country", async () => {
    for (const lang of ["fi", "sv", "en"] as const) {
      const response = await test.app.inject({ url: "/api/locale_by_ip/", remoteAddress: "127.0.0.1", headers: { host: host(lang) } });
      const fallback = defaultLocaleFor(lang);
      expect(response.json(), lang).toEqual({
        country_code: fallback.countryCode,
        currency: currencyOf.get(fallback.countryCode) ?? fallback.currencyCode,
      });
    }
  });

  it("skips a detected country the shop does not deliver to", async () => {
    const detected = lookupCountryByIp(ADDRESSES.gb);
    const response = await test.app.inject({ url: "/api/locale_by_ip/", remoteAddress: ADDRESSES.gb, headers: { host: host("de") } });
    const answer = response.json() as { country_code: string; currency: string };
    if (detected && currencyOf.has(detected)) {
      expect(answer).toEqual({ country_code: detected, currency: currencyOf.get(detected) });
    } else {
      expect(answer.country_code).toBe(defaultLocaleFor("de").countryCode);
    }
    expect(currencyOf.has(answer.country_code)).toBe(true);
  });

  it("ignores the country header when no header is configured", async () => {
    const response = await test.app.inject({
      url: "/api/locale_by_ip/",
      remoteAddress: ADDRESSES.fi,
      headers: { "cf-ipcountry": "SE", host: host("fi") },
    });
    expect(response.json()).toMatchObject({ country_code: "fi" });
  });

  describe("behind a trusted proxy with a country header", () => {
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await apiApp(database.db, { TRUST_PROXY: "10.0.0.1", GEOIP_COUNTRY_HEADER: "CF-IPCountry" });
    });
    afterAll(async () => {
      await proxied?.app.close();
    });

    it("takes the country from the header of a request that came through the proxy", async () => {
      expect(currencyOf.has("se")).toBe(true);
      const response = await proxied.app.inject({
        url: "/api/locale_by_ip/",
        remoteAddress: "10.0.0.1",
        headers: { "x-forwarded-for": ADDRESSES.fi, "cf-ipcountry": "SE", host: host("fi") },
      });
      expect(response.json()).toEqual({ country_code: "se", currency: currencyOf.get("se") });
    });

    it("falls back to the forwarded client address when the header has no country", async () => {
      const response = await proxied.app.inject({
        url: "/api/locale_by_ip/",
        remoteAddress: "10.0.0.1",
        headers: { "x-forwarded-for": ADDRESSES.fi, "cf-ipcountry": "XX", host: host("sv") },
      });
      expect(response.json()).toMatchObject({ country_code: "fi" });
    });

    it("does not believe the header from a client that did not come through the proxy", async () => {
      const response = await proxied.app.inject({
        url: "/api/locale_by_ip/",
        remoteAddress: ADDRESSES.fi,
        headers: { "x-forwarded-for": "10.9.9.9", "cf-ipcountry": "SE", host: host("fi") },
      });
      expect(response.json()).toMatchObject({ country_code: "fi" });
    });
  });
});

describe("GET /api/init-config/", () => {
  async function expected(lang: string, country: string, currency: string) {
    const [row] = await rows<{ name: string; tax_area_id: number; is_eu_member: boolean; format: string; rate: string }>(
      database.db,
      sql`select ct.name, c.tax_area_id, c.is_eu_member, cur.format, cur.rate
            from countries c
            join country_translations ct on ct.country_code = c.code and ct.lang = ${lang}
            cross join currencies cur
           where c.code = ${country} and cur.code = ${currency}`,
    );
    if (!row) throw new Error(`test catalogue lacks ${country}/${currency}/${lang}`);
    return {
      currencyFormat: row.format,
      currencyRate: Number(row.rate),
      deliveryCountryName: row.name,
      taxAreaId: row.tax_area_id,
      isEuMember: row.is_eu_member,
      // Both storefront countries here are EU members: their tax areas follow the EU price-indication rule.
      referenceRule: "lowest-30-days",
    };
  }

  it("defaults to Finland and euro", async () => {
    const response = await test.app.inject({ url: "/api/init-config/", headers: { host: host("fi") } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(await expected("fi", "fi", "eur"));
    expect(response.json()).toMatchObject({ currencyRate: 1, isEuMember: true });
  });

  it("compares reduced prices with the list price outside the EU", async () => {
    const response = await test.app.inject({ url: "/api/init-config/?delivery-country-code=us&currency-code=usd", headers: { host: host("en") } });
    expect(response.json()).toMatchObject({ isEuMember: false, referenceRule: "list-price" });
  });

  it("answers the country name in the storefront's language", async () => {
    const fi = (await test.app.inject({ url: "/api/init-config/?delivery-country-code=se&currency-code=sek", headers: { host: host("fi") } })).json();
    const sv = (await test.app.inject({ url: "/api/init-config/?delivery-country-code=se&currency-code=sek", headers: { host: host("sv") } })).json();
    expect(fi).toEqual(await expected("fi", "se", "sek"));
    expect(sv).toEqual(await expected("sv", "se", "sek"));
    expect(fi.deliveryCountryName).not.toBe(sv.deliveryCountryName);
  });

  it("accepts codes in any case", async () => {
    const response = await test.app.inject({ url: "/api/init-config/?delivery-country-code=SE&currency-code=SEK", headers: { host: host("en") } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(await expected("en", "se", "sek"));
  });

  it("names the field of an unknown country or currency", async () => {
    const known = new Set(currencyOf.keys());
    const unknownCountry = ["aq", "bv", "hm", "tf", "um"].find((code) => !known.has(code));
    const country = await test.app.inject({ url: `/api/init-config/?delivery-country-code=${unknownCountry}` });
    expect(country.statusCode).toBe(400);
    expect(country.json()).toMatchObject({ statusCode: 400, field: "delivery-country-code" });
    const currency = await test.app.inject({ url: "/api/init-config/?currency-code=xyz" });
    expect(currency.statusCode).toBe(400);
    expect(currency.json()).toMatchObject({ statusCode: 400, field: "currency-code" });
  });

  it.each([
    ["delivery-country-code=finland", "delivery-country-code"],
    ["delivery-country-code=", "delivery-country-code"],
    ["delivery-country-code=f1", "delivery-country-code"],
    ["delivery-country-code=fi&delivery-country-code=se", "delivery-country-code"],
    ["currency-code=euro", "currency-code"],
    ["currency-code=", "currency-code"],
    ["currency-code=e%00r", "currency-code"],
  ])("refuses %s naming %s", async (query, field) => {
    const response = await test.app.inject({ url: `/api/init-config/?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: "Bad Request", field });
  });
});
