import { deliveryRange, shippingRange, type CountryExtraDays, type DayRange } from "../product/shipping-time.ts";
import { SHIPS_AT_ONCE_DAYS } from "../product/orderable.ts";
import { HOME_COUNTRY } from "./delivery-limits.ts";
import { distanceKm, isRemotePostalCode, postalAreaCentre, type Point } from "./postal-area.ts";

/**
 * The delivery estimator (GET /api/get_fast_shipping/): for a postal code, the ways the
 * chosen variant can reach the shopper, when, and at what price.
 */

export type DeliveryKind = "store-express" | "store-pickup" | "pickup-point" | "home" | "express-home";

export interface DeliveryMethod {
  slug: string;
  kind: DeliveryKind;
  name: string;
  /** Countries served; empty: every country not excluded. */
  countries: readonly string[];
  excludedCountries: readonly string[];
  /** Leading digits of the postal codes served; empty: all. */
  postalPrefixes: readonly string[];
  priceCents: number;
  freeFromCents: number | null;
  transitDaysMin: number;
  transitDaysMax: number;
  sortOrder: number;
}

/** A physical store with the variant's stock that can be sold online there. */
export interface StoreStock {
  slug: string;
  name: string;
  location: Point | null;
  pikanouto: boolean;
  nouto: boolean;
  freeQuantity: number;
}

export interface EstimateInput {
  /** Lower-case delivery country code. */
  countryCode: string;
  postalCode: string;
  orderValueCents: number;
  variant: { shippingTime: number; orderable: boolean };
  /** The methods the product may use in the country (its delivery limits applied). */
  methods: readonly DeliveryMethod[];
  stores: readonly StoreStock[];
  country: { extraDays: Readonly<Record<string, CountryExtraDays>> };
}

export interface DeliveryEstimate {
  slug: string;
  kind: DeliveryKind;
  name: string;
  /** Working days until the shopper has it; 0-0 is the same day. */
  days: DayRange;
  priceCents: number;
  storeSlug: string | null;
}

/** Express pickup is offered from this many of the nearest stores that hold the variant. */
export const EXPRESS_PICKUP_STORES = 2;
/** Days a parcel takes longer to Lapland's far north. */
const REMOTE_EXTRA_DAYS = 1;

export function servesCountry(method: Pick<DeliveryMethod, "countries" | "excludedCountries">, countryCode: string): boolean {
  return method.countries.length > 0 ? method.countries.includes(countryCode) : !method.excludedCountries.includes(countryCode);
}

export function servesPostalCode(method: Pick<DeliveryMethod, "postalPrefixes">, postalCode: string): boolean {
  return method.postalPrefixes.length === 0 || method.postalPrefixes.some((prefix) => postalCode.startsWith(prefix));
}

/** Free above the method's threshold, else its price. */
export function deliveryPrice(method: Pick<DeliveryMethod, "priceCents" | "freeFromCents">, orderValueCents: number): number {
  return method.freeFromCents !== null && orderValueCents >= method.freeFromCents ? 0 : method.priceCents;
}

/** Stores nearest to the postal code first; stores without a location last, by name. */
export function storesByDistance<T extends Pick<StoreStock, "location" | "name">>(stores: readonly T[], postalCode: string): T[] {
  const centre = postalAreaCentre(postalCode);
  const distance = (store: T) => (centre && store.location ? distanceKm(centre, store.location) : Number.POSITIVE_INFINITY);
  return [...stores].sort((a, b) => distance(a) - distance(b) || a.name.localeCompare(b.name));
}

const plus = (range: DayRange, min: number, max: number): DayRange => ({ min: range.min + min, max: range.max + max });

export function deliveryEstimates(input: EstimateInput): DeliveryEstimate[] {
  const { variant, postalCode, countryCode } = input;
  const range = shippingRange(variant.shippingTime);
  if (!variant.orderable || !range) return [];
  const home = countryCode === HOME_COUNTRY;
  const remote = home && isRemotePostalCode(postalCode) ? REMOTE_EXTRA_DAYS : 0;
  const nearest = storesByDistance(input.stores, postalCode);
  const estimates: DeliveryEstimate[] = [];
  const methods = [...input.methods]
    .filter((method) => servesCountry(method, countryCode) && servesPostalCode(method, postalCode))
    .sort((a, b) => a.sortOrder - b.sortOrder);
  for (const method of methods) {
    const base = { slug: method.slug, kind: method.kind, name: method.name, priceCents: deliveryPrice(method, input.orderValueCents) };
    switch (method.kind) {
      case "store-express":
        // Collected from the store's own shelf the same day: only stores that hold it and offer it.
        if (!home) break;
        for (const store of nearest.filter((s) => s.pikanouto && s.freeQuantity > 0).slice(0, EXPRESS_PICKUP_STORES)) {
          estimates.push({ ...base, name: `${method.name}, ${store.name}`, days: { min: 0, max: 0 }, storeSlug: store.slug });
        }
        break;
      case "store-pickup": {
        if (!home) break;
        const store = nearest.find((s) => s.nouto);
        if (!store) break;
        // On the store's shelf it is set aside within a working day; otherwise it travels there from the warehouse.
        const days = store.freeQuantity > 0 ? { min: 1, max: 1 } : plus(range, method.transitDaysMin, method.transitDaysMax);
        estimates.push({ ...base, name: `${method.name}, ${store.name}`, days, storeSlug: store.slug });
        break;
      }
      case "express-home":
        // Next-day courier: only for what leaves the warehouse at once.
        if (!home || variant.shippingTime > SHIPS_AT_ONCE_DAYS) break;
        estimates.push({ ...base, days: { min: method.transitDaysMin, max: method.transitDaysMax }, storeSlug: null });
        break;
      case "pickup-point":
      case "home": {
        const days = home
          ? plus(range, method.transitDaysMin + remote, method.transitDaysMax + remote)
          : deliveryRange(variant.shippingTime, { extraDays: input.country.extraDays });
        if (days) estimates.push({ ...base, days, storeSlug: null });
        break;
      }
    }
  }
  return estimates;
}
