import type { DeliveryLimit } from "../delivery/delivery-limits.ts";
import { HOME_COUNTRY } from "../delivery/delivery-limits.ts";
import type { DeliveryMethod } from "../delivery/fast-shipping.ts";

/**
 * Delivery of a whole cart: the methods every row allows, their cost, express pickup
 * (./express-pickup.ts), the country rules and RePack (the reusable package the shop offers).
 */

/** Deliveries there need the shopper to accept that customs and import VAT are theirs. */
export const CUSTOMS_COUNTRIES: readonly string[] = ["gb", "ch", "ca"];

export function needsCustomsAcknowledgement(countryCode: string): boolean {
  return CUSTOMS_COUNTRIES.includes(countryCode.toLowerCase());
}

/** Northern Ireland (postal codes BT...) is not delivered to, though the rest of the UK is. */
export function isNorthernIreland(countryCode: string, postalCode: string): boolean {
  return countryCode.toLowerCase() === "gb" && /^\s*bt/i.test(postalCode);
}

/**
 * The methods of the country (in display order) that every row allows: a row limited to some methods
 * limits the whole order, since one order leaves in one delivery (part delivery splits time, not methods).
 */
export function cartDeliveryMethods<M extends Pick<DeliveryMethod, "slug">>(countryMethods: readonly M[], rowLimits: readonly DeliveryLimit[]): M[] {
  return countryMethods.filter((method) => rowLimits.every((limit) => limit.allowedDeliveryMethods.includes(method.slug)));
}

/**
 * What a method costs for this order: free from its threshold (on the products' value after discounts),
 * else its price, times the packages when rows travel abroad one piece a package (skis outside Finland).
 */
export function deliveryCostCents(
  method: Pick<DeliveryMethod, "priceCents" | "freeFromCents">,
  input: { merchandiseCents: number; countryCode: string; extraPackages: number },
): number {
  if (method.freeFromCents !== null && input.merchandiseCents >= method.freeFromCents) return 0;
  const packages = input.countryCode.toLowerCase() === HOME_COUNTRY ? 1 : 1 + Math.max(0, input.extraPackages);
  return method.priceCents * packages;
}

/**
 * Pieces that travel as their own packages beyond the first package: every piece of a row whose limit
 * says so (per international package), abroad only.
 */
export function extraPackages(rows: ReadonlyArray<{ amount: number; perInternationalPackage: boolean }>): number {
  const own = rows.filter((row) => row.perInternationalPackage).reduce((sum, row) => sum + row.amount, 0);
  const rest = rows.some((row) => !row.perInternationalPackage);
  // The ordinary rows fill the first package; without them the first own piece is that package.
  return rest ? own : Math.max(0, own - 1);
}

/** The lowest free-delivery threshold among the order's methods: "N € more for free delivery". */
export function deliveryThreshold(methods: ReadonlyArray<Pick<DeliveryMethod, "freeFromCents" | "priceCents">>): number | null {
  const thresholds = methods.filter((m) => m.priceCents > 0 && m.freeFromCents !== null).map((m) => m.freeFromCents!);
  return thresholds.length > 0 ? Math.min(...thresholds) : null;
}

export interface RepackSettings {
  /** What the reusable package costs, VAT included. */
  costCents: number;
  /** Free from this products' value; null: never free. */
  freeFromCents: number | null;
}

export function repackCostCents(settings: RepackSettings, merchandiseCents: number): number {
  return settings.freeFromCents !== null && merchandiseCents >= settings.freeFromCents ? 0 : settings.costCents;
}

/** RePack's price and threshold from the general settings (cents as whole numbers); defaults when unset or bad. */
export function repackSettingsFrom(settings: Readonly<Record<string, string | undefined>>): RepackSettings {
  const cents = (value: string | undefined) => (value !== undefined && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : null);
  return { costCents: cents(settings["repack_price_cents"]) ?? DEFAULT_REPACK.costCents, freeFromCents: cents(settings["repack_free_from_cents"]) };
}

export const DEFAULT_REPACK: RepackSettings = { costCents: 390, freeFromCents: null };
