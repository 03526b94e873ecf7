import { isOrderable, SHIPS_AT_ONCE_DAYS } from "./orderable.ts";
import type { ProductVariant } from "./types.ts";

/** The central web warehouse (document 2 §3). */
export const WEB_STORE_ID = 20;
/** At this many pieces or fewer the added-to-cart modal says 'Available N pcs' (document 2 §4, §9; cart-amount.ts). */
export const LOW_STOCK_LIMIT = 5;

export type FinnishAvailability = "only-webstore" | "only-one-store" | "store-list" | "out-of-stock";

/**
 * Availability shown for delivery to Finland (document 2 §4), from the stores that hold the variant
 * other than the web store: none and orderable online -> only-webstore; one -> only-one-store; more ->
 * store-list; none and not orderable -> out-of-stock.
 */
export function finnishAvailability(inStockStoreIds: readonly number[], orderable: boolean): FinnishAvailability {
  const physical = inStockStoreIds.filter((id) => id !== WEB_STORE_ID).length;
  if (physical === 0) return orderable ? "only-webstore" : "out-of-stock";
  return physical === 1 ? "only-one-store" : "store-list";
}

export type StoreIcon = "check" | "circle" | "minus";

/**
 * Icon of one store in the availability modal (document 2 §4): a check when the store holds it (the web
 * store column also when its stock is not blocked and it ships in exactly 2 days); a circle when it can
 * be ordered; otherwise a minus.
 */
export function storeIcon(variant: ProductVariant, store: { id: number; inStock: boolean }, options: { giftCampaign?: boolean } = {}): StoreIcon {
  if (store.inStock) return "check";
  if (store.id === WEB_STORE_ID && !variant.blockedStock && variant.shippingTime === SHIPS_AT_ONCE_DAYS) return "check";
  return isOrderable(variant, options) ? "circle" : "minus";
}

export interface DisplayStore {
  id: number;
  /** Shown in availability lists when above 0, in this order. */
  stockDisplayOrder: number;
}

/** Stores shown in availability lists: display order above 0, by that order (document 2 §4). */
export function shownStores<T extends DisplayStore>(stores: readonly T[]): T[] {
  return stores.filter((store) => store.stockDisplayOrder > 0).sort((a, b) => a.stockDisplayOrder - b.stockDisplayOrder || a.id - b.id);
}

/**
 * Stores that hold the variant, in display order with the web store first among them (document 2 §4).
 * `physicalOnly` leaves the web store out (the physical store list of only-one-store and store-list).
 */
export function inStockStoreOrder<T extends DisplayStore>(stores: readonly T[], inStock: ReadonlySet<number>, options: { physicalOnly?: boolean } = {}): T[] {
  const shown = shownStores(stores).filter((store) => inStock.has(store.id));
  const web = shown.filter((store) => store.id === WEB_STORE_ID);
  const rest = shown.filter((store) => store.id !== WEB_STORE_ID);
  return options.physicalOnly ? rest : [...web, ...rest];
}
