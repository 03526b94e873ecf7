import { describe, expect, it } from "vitest";
import type { InitConfig } from "#core/config/config-service.ts";
import { priceContextFor } from "./price-context.ts";

const config = (found: Partial<InitConfig>) => {
  const asked: unknown[] = [];
  return {
    asked,
    initConfig: async (input: unknown): Promise<InitConfig> => {
      asked.push(input);
      return { currencyFormat: "{amount} €", currencyRate: 1, deliveryCountryName: "Suomi", taxAreaId: 1, isEuMember: true, referenceRule: "lowest-30-days", ...found };
    },
  };
};

describe("priceContextFor", () => {
  it("prices a locale in its country's tax area and shows prices in its currency, as the locale names it", async () => {
    const swedish = config({ currencyFormat: "{amount} kr", currencyRate: 11.5, taxAreaId: 3 });
    await expect(priceContextFor(swedish, { lang: "sv", countryCode: "se", currencyCode: "SEK" })).resolves.toEqual({
      taxAreaId: 3,
      currency: { code: "SEK", rate: 11.5, format: "{amount} kr" },
      referenceRule: "lowest-30-days",
      lowestPriceLabel: true,
    });
    // Only the locale's codes are asked about: a read cache keys on them.
    expect(swedish.asked).toEqual([{ countryCode: "se", currencyCode: "SEK", lang: "sv" }]);
  });

  it("labels the struck price as the list price outside the EU rule", async () => {
    const context = await priceContextFor(config({ referenceRule: "list-price", taxAreaId: 9 }), { lang: "en", countryCode: "us", currencyCode: "usd" });
    expect(context).toMatchObject({ taxAreaId: 9, referenceRule: "list-price", lowestPriceLabel: false });
  });
});
