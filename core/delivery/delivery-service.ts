import { badInput } from "../errors.ts";
import { isOrderable } from "../product/orderable.ts";
import type { CountryExtraDays, DayRange } from "../product/shipping-time.ts";
import type { ProductVariant } from "../product/types.ts";
import { translate } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { deliveryLimitData, limitOfVariant, type DeliveryLimitData, type DeliveryLimitRow } from "./delivery-limits.ts";
import { deliveryEstimates, servesCountry, type DeliveryMethod, type StoreStock } from "./fast-shipping.ts";
import { isPostalCode } from "./postal-area.ts";

export interface DeliveryCountry {
  code: string;
  name: string;
  isEnabled: boolean;
  extraDays: Record<string, CountryExtraDays>;
}

export interface DeliveryRepository {
  /** Enabled methods, names in `lang`, in display order. */
  methods(lang: Lang): Promise<DeliveryMethod[]>;
  country(lang: Lang, code: string): Promise<DeliveryCountry | null>;
  /** The public model whose slug in `lang` is `slug`. */
  modelIdBySlug(lang: Lang, slug: string): Promise<number | null>;
  /** The model's limit rows, block texts in `lang`. */
  limitRows(lang: Lang, modelId: number): Promise<DeliveryLimitRow[]>;
  /** A variant of a public model, with its model id. */
  variant(variantId: number): Promise<(ProductVariant & { modelId: number }) | null>;
  /** The physical stores with the variant's stock that can be sold online there. */
  storeStock(variantId: number): Promise<StoreStock[]>;
  /** Active pick-up points of the country nearest to the postal code (digits compared as a number), at most `limit`. */
  pickupPoints(input: { countryCode: string; postalCode: string; limit: number }): Promise<PickupPoint[]>;
  /** Whether a store (by id) hands out orders of the kind, or a pick-up point (by id) is active in the country. */
  locationExists(input: { kind: "store-express" | "store-pickup" | "pickup-point"; id: string; countryCode: string }): Promise<boolean>;
}

/** A parcel locker or pick-up point (GET /api/pickup-points/). */
export interface PickupPoint {
  id: string;
  name: string;
  address: string;
  postal_code: string;
  city: string;
}

/** Pick-up points offered for one postal code. */
export const PICKUP_POINTS_SHOWN = 10;

/** A postal code as the shopper may type it for the country: Finnish codes are five digits, others 2-10 letters and digits. */
export function pickupPostalCode(countryCode: string, value: string): string | null {
  const trimmed = value.trim().toUpperCase();
  if (countryCode === "fi") return isPostalCode(trimmed) ? trimmed : null;
  return /^[A-Z0-9][A-Z0-9 -]{1,9}$/.test(trimmed) ? trimmed.replace(/[\s-]/g, "") : null;
}

/** One row of GET /api/get_fast_shipping/. */
export interface DeliveryOption {
  name: string;
  /** In the shopper's language. */
  timeEstimate: string;
  /** Euros, VAT included; 0 is free. */
  price: number;
  storeSlug: string | null;
}

export interface DeliveryService {
  /** Type 1 of GET /api/product/extra/: null when no public model has the slug. */
  limitsBySlug(input: { lang: Lang; slug: string; countryCode: string }): Promise<DeliveryLimitData | null>;
  /**
   * What the product page shows of delivery: the model's limits in the country, the country (null for an
   * unknown code) and the methods, each read once.
   */
  deliveryOfModel(input: { lang: Lang; modelId: number; countryCode: string }): Promise<{
    limits: DeliveryLimitData;
    country: DeliveryCountry | null;
    methods: DeliveryMethod[];
  }>;
  /** The delivery country's name and extra days; null for an unknown code. */
  country(lang: Lang, countryCode: string): Promise<DeliveryCountry | null>;
  /** GET /api/pickup-points/: the nearest pick-up points; a malformed postal code throws BAD_INPUT on postal_code. */
  pickupPoints(input: { lang: Lang; countryCode: string; postalCode: string }): Promise<PickupPoint[]>;
  locationExists: DeliveryRepository["locationExists"];
  /** GET /api/get_fast_shipping/. Bad input throws BAD_INPUT on its field. */
  fastShipping(input: { lang: Lang; postalCode: string; priceCents: number; variantId: number; countryCode: string }): Promise<DeliveryOption[]>;
}

export function timeEstimate(lang: Lang, days: DayRange): string {
  if (days.max === 0) return translate(lang, "product.estimateSameDay");
  if (days.min === days.max) return translate(lang, "product.estimateDay", { count: days.max });
  return translate(lang, "product.estimateDays", { min: days.min, max: days.max });
}

export function createDeliveryService(repository: DeliveryRepository): DeliveryService {
  async function deliveryOfModel({ lang, modelId, countryCode }: { lang: Lang; modelId: number; countryCode: string }) {
    const code = countryCode.toLowerCase();
    const [methods, country, rows] = await Promise.all([repository.methods(lang), repository.country(lang, code), repository.limitRows(lang, modelId)]);
    const limits = deliveryLimitData(
      { code, isEnabled: country?.isEnabled ?? false, methods: methods.filter((m) => servesCountry(m, code)).map((m) => m.slug) },
      rows,
    );
    return { limits, country, methods };
  }

  return {
    deliveryOfModel,

    async limitsBySlug({ lang, slug, countryCode }) {
      const modelId = await repository.modelIdBySlug(lang, slug);
      return modelId === null ? null : (await deliveryOfModel({ lang, modelId, countryCode })).limits;
    },

    country: (lang, countryCode) => repository.country(lang, countryCode.toLowerCase()),

    async pickupPoints({ lang, countryCode, postalCode }) {
      const code = countryCode.toLowerCase();
      const postal = pickupPostalCode(code, postalCode);
      if (postal === null) throw badInput("postal_code", translate(lang, "checkout.postalCodeInvalid"));
      return repository.pickupPoints({ countryCode: code, postalCode: postal, limit: PICKUP_POINTS_SHOWN });
    },

    locationExists: (input) => repository.locationExists({ ...input, countryCode: input.countryCode.toLowerCase() }),

    async fastShipping({ lang, postalCode, priceCents, variantId, countryCode }) {
      if (!isPostalCode(postalCode)) throw badInput("postal_code", translate(lang, "product.postalCodeInvalid"));
      const variant = await repository.variant(variantId);
      if (!variant) throw badInput("variant_id", translate(lang, "product.variantUnknown"));
      const code = countryCode.toLowerCase();
      const [{ limits, country, methods }, stores] = await Promise.all([
        deliveryOfModel({ lang, modelId: variant.modelId, countryCode: code }),
        repository.storeStock(variantId),
      ]);
      const limit = limitOfVariant(limits, variantId);
      if (!country || limit.isDeliveryCountryBlocked) return [];
      const estimates = deliveryEstimates({
        countryCode: code,
        postalCode,
        orderValueCents: priceCents,
        variant: { shippingTime: variant.shippingTime, orderable: isOrderable(variant) },
        methods: methods.filter((method) => limit.allowedDeliveryMethods.includes(method.slug)),
        stores,
        country,
      });
      return estimates.map((estimate) => ({
        name: estimate.name,
        timeEstimate: timeEstimate(lang, estimate.days),
        price: estimate.priceCents / 100,
        storeSlug: estimate.storeSlug,
      }));
    },
  };
}
