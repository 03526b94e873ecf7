import { describe, expect, it, vi } from "vitest";
import {
  DEFAULT_FROSMO_CATEGORY_STRATEGY,
  DEFAULT_PRICE_ENDING_MAX_DAYS,
  isValidGtmId,
  parseFeatureFlags,
  parseGeneralSettings,
  type SettingsLogger,
} from "./general-settings.ts";

function logger() {
  const warn = vi.fn<SettingsLogger["warn"]>();
  return { warn };
}

describe("parseGeneralSettings", () => {
  it("gives defaults for an empty list", () => {
    const log = logger();
    const settings = parseGeneralSettings([], log);
    expect(settings.priceEndingMaxDays).toBe(30);
    expect(DEFAULT_PRICE_ENDING_MAX_DAYS).toBe(30);
    expect(settings.frosmoCategoryStrategy).toBe("sort-product-group");
    expect(DEFAULT_FROSMO_CATEGORY_STRATEGY).toBe("sort-product-group");
    expect(settings.rentalEnabled).toBe(false);
    expect(settings.featureFlags).toEqual({});
    expect(settings.quickAddProducts).toBeNull();
    expect(settings.targetCountryDeliveryAddedDays).toBeNull();
    expect(settings.defaultSearchEngine).toBeNull();
    expect(settings.searchBarPlaceholder).toBeNull();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("reads a key/value list and a plain record alike", () => {
    const rows = [
      { key: "search_bar_placeholder", value: "Hae tuotteita" },
      { key: "default_search_engine", value: "internal" },
      { key: "frosmo_category_strategy", value: "most-viewed" },
      { key: "price_ending_max_days", value: "14" },
      { key: "rental_enabled", value: "true" },
    ];
    const fromRows = parseGeneralSettings(rows, logger());
    const fromRecord = parseGeneralSettings(Object.fromEntries(rows.map((r) => [r.key, r.value])), logger());
    expect(fromRecord).toEqual(fromRows);
    expect(fromRows.searchBarPlaceholder).toBe("Hae tuotteita");
    expect(fromRows.defaultSearchEngine).toBe("internal");
    expect(fromRows.frosmoCategoryStrategy).toBe("most-viewed");
    expect(fromRows.priceEndingMaxDays).toBe(14);
    expect(fromRows.rentalEnabled).toBe(true);
    expect(fromRows.raw.search_bar_placeholder).toBe("Hae tuotteita");
  });

  it.each(["True", "1", "yes", "", " true"])("rental_enabled %j is not the string true", (value) => {
    expect(parseGeneralSettings({ rental_enabled: value }, logger()).rentalEnabled).toBe(false);
  });

  it("keeps the default price_ending_max_days for a value that is not a whole number, with a log", () => {
    for (const value of ["abc", "-3", "2.5"]) {
      const log = logger();
      expect(parseGeneralSettings({ price_ending_max_days: value }, log).priceEndingMaxDays).toBe(30);
      expect(log.warn).toHaveBeenCalledTimes(1);
    }
    expect(parseGeneralSettings({ price_ending_max_days: "0" }, logger()).priceEndingMaxDays).toBe(0);
  });

  it("parses quick_add_products JSON", () => {
    const settings = parseGeneralSettings({ quick_add_products: '[{"id":2427},{"id":1412}]' }, logger());
    expect(settings.quickAddProducts).toEqual([{ id: 2427 }, { id: 1412 }]);
  });

  it("logs and ignores bad JSON in quick_add_products and feature_flags", () => {
    const log = logger();
    const settings = parseGeneralSettings({ quick_add_products: "[1, 2", feature_flags: "{newCart: true}" }, log);
    expect(settings.quickAddProducts).toBeNull();
    expect(settings.featureFlags).toEqual({});
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn.mock.calls.map((call) => call[1]?.key)).toEqual(["quick_add_products", "feature_flags"]);
  });

  it("parses feature_flags into booleans", () => {
    const settings = parseGeneralSettings({ feature_flags: '{"newCart":true,"skiWizardV2":false}' }, logger());
    expect(settings.featureFlags).toEqual({ newCart: true, skiWizardV2: false });
  });

  it("reads target_country_delivery_added_days with its countries list", () => {
    const settings = parseGeneralSettings(
      { target_country_delivery_added_days: '{"countries":["SE","no"],"days":2}' },
      logger(),
    );
    expect(settings.targetCountryDeliveryAddedDays).toEqual({
      countries: [
        { code: "se", addedDays: 2 },
        { code: "no", addedDays: 2 },
      ],
    });
  });

  it("reads per-country extra days given as entries", () => {
    const value = '{"countries":[{"country_code":"NO","added_days":2},{"country_code":"ch","added_days":3}]}';
    expect(parseGeneralSettings({ target_country_delivery_added_days: value }, logger()).targetCountryDeliveryAddedDays).toEqual({
      countries: [
        { code: "no", addedDays: 2 },
        { code: "ch", addedDays: 3 },
      ],
    });
  });

  it.each([
    ["not JSON", "se,no"],
    ["no countries", '{"days":2}'],
    ["countries not a list", '{"countries":"se"}'],
    ["countries not strings", '{"countries":[1,2]}'],
    ["a list", '["se"]'],
    ["an entry without days", '{"countries":[{"country_code":"se"}]}'],
    ["negative days", '{"countries":[{"country_code":"se","added_days":-1}]}'],
  ])("ignores target_country_delivery_added_days with a log when %s", (_why, value) => {
    const log = logger();
    expect(parseGeneralSettings({ target_country_delivery_added_days: value }, log).targetCountryDeliveryAddedDays).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it("skips rows whose value is missing", () => {
    const settings = parseGeneralSettings([{ key: "frontpage_title", value: null }], logger());
    expect(settings.frontpageTitle).toBeNull();
    expect(settings.raw).toEqual({});
  });
});

describe("parseFeatureFlags", () => {
  it("drops values that are not booleans, with a log", () => {
    const log = logger();
    expect(parseFeatureFlags('{"a":true,"b":"yes","c":1}', log)).toEqual({ a: true });
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it("ignores JSON that is not an object", () => {
    const log = logger();
    expect(parseFeatureFlags("[true]", log)).toEqual({});
    expect(parseFeatureFlags("true", log)).toEqual({});
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it("treats an empty setting as no flags without a log", () => {
    const log = logger();
    expect(parseFeatureFlags("", log)).toEqual({});
    expect(parseFeatureFlags(undefined, log)).toEqual({});
    expect(log.warn).not.toHaveBeenCalled();
  });
});

describe("isValidGtmId", () => {
  it.each(["GTM-ABC123", "GTM-K9", "GTM-XXXXXXX"])("accepts %s", (id) => {
    expect(isValidGtmId(id)).toBe(true);
  });

  it.each(["gtm-ABC123", "GTM-abc123", "GTM-", "GTM_ABC", "ABC-123", " GTM-ABC", "GTM-ABC ", "GTM-AB-C", "GTM-ABC\n", undefined, 42])(
    "rejects %j",
    (id) => {
      expect(isValidGtmId(id)).toBe(false);
    },
  );
});
