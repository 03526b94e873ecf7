import { isOrderable, SHIPS_AT_ONCE_DAYS } from "./orderable.ts";
import type { ProductVariant } from "./types.ts";

/** The central web warehouse. */
export const WEB_STORE_ID = 20;
/** At this many pieces or fewer the added-to-cart modal says 'Available N pcs' (cart-amount.ts). */
export const LOW_STOCK_LIMIT = 5;

/** Pieces of the variant in one store, and whether online purchase from that store's stock is blocked. */
export interface StoreStock {
  storeId: number;
  blocked: boolean;
}

/**
 * What the page says of the selected variant's availability: one state, one message.
 *
 * Can be bought online (isOrderable):
 * - `in-stock`: on a shelf that sells online (delivery abroad: which store does not matter there);
 * - `in-web-store`: delivery to Finland, on the web warehouse's shelf and in no physical store's;
 * - `in-stores`: delivery to Finland, in these physical stores (the web warehouse may hold it too);
 *   `in-web-store` also when the only stores that hold it are not listed (display order 0);
 * - `to-order`: on no shelf that sells online, but made on order or delivered later from the supplier
 *   or an incoming delivery (this includes stock that only blocked stores hold, when a later delivery
 *   stands in for it).
 *
 * Cannot be bought online:
 * - `blocked`: only stores whose online purchase is blocked hold it, and nothing later stands in;
 *   `storeIds` are the physical stores among them where the shopper can still buy it (delivery to
 *   Finland only; empty when only the web warehouse holds it);
 * - `incoming`: held nowhere, a delivery is expected on `date` (YYYY-MM-DD);
 * - `sold-out`: held nowhere and nothing expected.
 */
export type AvailabilityState =
  | { kind: "in-stock" }
  | { kind: "in-web-store" }
  | { kind: "in-stores"; storeIds: number[] }
  | { kind: "to-order" }
  | { kind: "blocked"; storeIds: number[] }
  | { kind: "incoming"; date: string }
  | { kind: "sold-out" };

export interface AvailabilityInput {
  variant: Pick<ProductVariant, "onOrder" | "inStock" | "blockedStock" | "shippingTime">;
  /** The stores that hold pieces of the variant (none without pieces). */
  stock: readonly StoreStock[];
  /** The variant's stock_incoming_str: the date (YYYY-MM-DD) of the next delivery, when one is expected. */
  incomingDate: string | null;
  /** Today (YYYY-MM-DD): an expected date already past says nothing about the future. */
  today: string;
  /** Delivery to Finland: the state names the stores, where a shopper can also go. */
  storeDetail: boolean;
  /** The stores that availability lists show, in display order (shownStores); the states name only these. */
  listedStoreIds: readonly number[];
}

/** The availability state of a variant (see AvailabilityState); its `kind` decides the one message shown. */
export function availabilityState(input: AvailabilityInput): AvailabilityState {
  const { variant, stock, storeDetail } = input;
  const physical = (entries: readonly StoreStock[]) =>
    input.listedStoreIds.filter((id) => id !== WEB_STORE_ID && entries.some((entry) => entry.storeId === id));
  if (isOrderable(variant)) {
    const open = stock.filter((entry) => !entry.blocked);
    if (open.length === 0) return { kind: "to-order" };
    if (!storeDetail) return { kind: "in-stock" };
    const stores = physical(open);
    return stores.length === 0 ? { kind: "in-web-store" } : { kind: "in-stores", storeIds: stores };
  }
  if (variant.blockedStock) return { kind: "blocked", storeIds: storeDetail ? physical(stock.filter((entry) => entry.blocked)) : [] };
  if (input.incomingDate && /^\d{4}-\d{2}-\d{2}$/.test(input.incomingDate) && input.incomingDate >= input.today) {
    return { kind: "incoming", date: input.incomingDate };
  }
  return { kind: "sold-out" };
}

/** Whether a state is one in which the variant can be bought online (the add button's rule: isOrderable). */
export function buyableOnline(state: AvailabilityState): boolean {
  return state.kind === "in-stock" || state.kind === "in-web-store" || state.kind === "in-stores" || state.kind === "to-order";
}

export type StoreIcon = "check" | "circle" | "minus";

/**
 * Icon of one store in the availability modal: a check when the store holds it (the web
 * store column also when its stock is not blocked and it ships in exactly 2 days); a circle when it can
 * be ordered; otherwise a minus. The web warehouse's blocked pieces do not count as holding it: they
 * cannot be sold online, and nobody can walk into the web warehouse.
 */
export function storeIcon(variant: ProductVariant, store: { id: number; inStock: boolean }): StoreIcon {
  if (store.inStock) return "check";
  if (store.id === WEB_STORE_ID && !variant.blockedStock && variant.shippingTime === SHIPS_AT_ONCE_DAYS) return "check";
  return isOrderable(variant) ? "circle" : "minus";
}

/**
 * The pieces a shopper is told a store holds: the exact count up to the low-stock limit (5), above it
 * only "more than 5", so that the page does not publish a store's stock level; staff see every count.
 */
export function shownPieces(quantity: number, options: { staff?: boolean } = {}): { count: number; more: boolean } | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return null;
  if (options.staff || quantity <= LOW_STOCK_LIMIT) return { count: Math.floor(quantity), more: false };
  return { count: LOW_STOCK_LIMIT, more: true };
}

export interface DisplayStore {
  id: number;
  /** Shown in availability lists when above 0, in this order. */
  stockDisplayOrder: number;
}

/** Stores shown in availability lists: display order above 0, by that order. */
export function shownStores<T extends DisplayStore>(stores: readonly T[]): T[] {
  return stores.filter((store) => store.stockDisplayOrder > 0).sort((a, b) => a.stockDisplayOrder - b.stockDisplayOrder || a.id - b.id);
}

/**
 * Stores that hold the variant, in display order with the web store first among them.
 * `physicalOnly` leaves the web store out (the physical store list of only-one-store and store-list).
 */
export function inStockStoreOrder<T extends DisplayStore>(stores: readonly T[], inStock: ReadonlySet<number>, options: { physicalOnly?: boolean } = {}): T[] {
  const shown = shownStores(stores).filter((store) => inStock.has(store.id));
  const web = shown.filter((store) => store.id === WEB_STORE_ID);
  const rest = shown.filter((store) => store.id !== WEB_STORE_ID);
  return options.physicalOnly ? rest : [...web, ...rest];
}
