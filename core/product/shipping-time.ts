import { LONG_SHIPPING_DAYS, NO_SHIPPING_DAYS, SHIPS_AT_ONCE_DAYS, VERY_LONG_SHIPPING_DAYS } from "./orderable.ts";

export type ShippingIcon = "check" | "circle" | "none";

/** Days as a range, both ends included. */
export interface DayRange {
  min: number;
  max: number;
}

/** Extra days of a delivery country for one shipping time (`countries.delivery_days`). */
export interface CountryExtraDays {
  start: number;
  end: number;
}

/**
 * Icon of a shipping time number: 2 or less a check (ships at once), above 2 and
 * below 999 a circle (ships later), 999 none (no time known).
 */
export function shippingIcon(shippingTime: number): ShippingIcon {
  if (shippingTime <= SHIPS_AT_ONCE_DAYS) return "check";
  if (shippingTime < NO_SHIPPING_DAYS) return "circle";
  return "none";
}

/** From 30 days on, the shipping text is shown instead of a delivery date. */
export function showsShippingTextInsteadOfDate(shippingTime: number): boolean {
  return shippingTime >= LONG_SHIPPING_DAYS;
}

/** Shipping times 30 and 60 also put their text in the page's delivery section. */
export function showsTextInDeliverySection(shippingTime: number): boolean {
  return shippingTime === LONG_SHIPPING_DAYS || shippingTime === VERY_LONG_SHIPPING_DAYS;
}

/**
 * The days a shipping time number stands for, as the variant's `shipping_time.string` ('min-max'):
 * 2 or less ships in 1-2 days; a longer time is a window ending on that day, a third of it wide
 * (5 -> 4-5, 14 -> 10-14, 30 -> 20-30). 999 has no range.
 */
export function shippingRange(shippingTime: number): DayRange | null {
  if (!Number.isFinite(shippingTime) || shippingTime >= NO_SHIPPING_DAYS) return null;
  if (shippingTime <= SHIPS_AT_ONCE_DAYS) return { min: 1, max: SHIPS_AT_ONCE_DAYS };
  const max = Math.round(shippingTime);
  return { min: Math.max(SHIPS_AT_ONCE_DAYS, max - Math.floor(max / 3)), max };
}

/** The range as a 'min-max' string, or one number when both ends agree (shippingTimeDays of the variant view). */
export function rangeString(range: DayRange): string {
  return range.min === range.max ? String(range.min) : `${range.min}-${range.max}`;
}

/** The key of a country's extra days for shipping times it does not name. */
export const DEFAULT_DAYS_KEY = "default";

/**
 * Delivery time: the shipping range plus the delivery country's extra days for that
 * range; ski bundles use the country's ski-bundle days instead. Null when nothing can be promised.
 */
export function deliveryRange(
  shippingTime: number,
  country: { extraDays: ReadonlyMap<string, CountryExtraDays> | Readonly<Record<string, CountryExtraDays>>; skiBundleDays?: CountryExtraDays | null },
  options: { skiBundle?: boolean } = {},
): DayRange | null {
  const range = shippingRange(shippingTime);
  if (!range) return null;
  if (options.skiBundle && country.skiBundleDays) {
    return { min: country.skiBundleDays.start, max: Math.max(country.skiBundleDays.start, country.skiBundleDays.end) };
  }
  const lookup = (key: string) =>
    country.extraDays instanceof Map ? country.extraDays.get(key) : (country.extraDays as Readonly<Record<string, CountryExtraDays>>)[key];
  // The setup names the common shipping times; `default` covers the rest.
  const extra = lookup(rangeString(range)) ?? lookup(DEFAULT_DAYS_KEY);
  if (!extra) return range;
  return { min: range.min + extra.start, max: Math.max(range.min + extra.start, range.max + extra.end) };
}
