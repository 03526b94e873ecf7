/**
 * A product's delivery limits in a delivery country (the answer of GET /api/product/extra/?type=1). A limit row of the model (variant 0) applies to every variant; a row
 * of a single variant replaces it for that variant and is reported in `extra_data_overrides`.
 */

/** Finland: the home country, where no international package rules apply. */
export const HOME_COUNTRY = "fi";

export interface DeliveryLimitRow {
  /** 0 for the model. */
  variantId: number;
  /** Method slugs allowed; null: every method. */
  allowedMethods: string[] | null;
  /** Lower-case country codes not shipped to. */
  blockedCountries: string[];
  perInternationalPackage: boolean;
  /** In the shopper's language; empty when none. */
  blockInfoText: string;
}

export interface DeliveryLimit {
  allowedDeliveryMethods: string[];
  isDeliveryCountryBlocked: boolean;
  isDeliveryMethodLimitations: boolean;
  perInternationalPackage: boolean;
  blockInfoText: string;
}

export interface DeliveryLimitData extends DeliveryLimit {
  /** Variants whose limits differ from the model's, by variant id. */
  extra_data_overrides: Record<string, DeliveryLimit>;
}

export interface CountryDelivery {
  /** Lower-case code. */
  code: string;
  /** Deliveries to the country are open at all. */
  isEnabled: boolean;
  /** Slugs of the delivery methods serving the country, in display order. */
  methods: readonly string[];
}

/** The limits of one row (or of no row: nothing limited) in a country. */
export function limitIn(country: CountryDelivery, row: DeliveryLimitRow | undefined): DeliveryLimit {
  const allowed = row?.allowedMethods ? country.methods.filter((slug) => row.allowedMethods!.includes(slug)) : [...country.methods];
  const blocked = !country.isEnabled || (row?.blockedCountries.includes(country.code) ?? false) || allowed.length === 0;
  return {
    allowedDeliveryMethods: blocked ? [] : allowed,
    isDeliveryCountryBlocked: blocked,
    // A limit matters to the shopper only where it takes away a method the country otherwise has.
    isDeliveryMethodLimitations: !blocked && allowed.length < country.methods.length,
    perInternationalPackage: country.code !== HOME_COUNTRY && (row?.perInternationalPackage ?? false),
    blockInfoText: blocked ? (row?.blockInfoText ?? "") : "",
  };
}

function sameLimit(a: DeliveryLimit, b: DeliveryLimit): boolean {
  return (
    a.isDeliveryCountryBlocked === b.isDeliveryCountryBlocked &&
    a.isDeliveryMethodLimitations === b.isDeliveryMethodLimitations &&
    a.perInternationalPackage === b.perInternationalPackage &&
    a.blockInfoText === b.blockInfoText &&
    a.allowedDeliveryMethods.join() === b.allowedDeliveryMethods.join()
  );
}

/** The model's limits in the country, with the variants that differ. */
export function deliveryLimitData(country: CountryDelivery, rows: readonly DeliveryLimitRow[]): DeliveryLimitData {
  const model = limitIn(
    country,
    rows.find((row) => row.variantId === 0),
  );
  const overrides: Record<string, DeliveryLimit> = {};
  for (const row of rows) {
    if (row.variantId === 0) continue;
    const limit = limitIn(country, row);
    if (!sameLimit(limit, model)) overrides[String(row.variantId)] = limit;
  }
  return { ...model, extra_data_overrides: overrides };
}

/** The limits that apply to one variant (its override, else the model's). */
export function limitOfVariant(data: DeliveryLimitData, variantId: number): DeliveryLimit {
  return data.extra_data_overrides[String(variantId)] ?? data;
}
