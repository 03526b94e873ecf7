import { WEB_STORE_ID } from "../product/availability.ts";

/**
 * Which warehouses an order's pieces are taken from (stock is reserved per warehouse). The web
 * warehouse (store 20) first, since web orders leave from there; then the stores with the most free
 * pieces, so one order is picked from as few stores as possible. Stock in stores whose online sale is
 * blocked is used only when nothing else holds the variant, the same rule as max_amount
 * (core/product/cart-amount.ts), so the limit the shopper saw and the reservation agree.
 */

export interface WarehouseStock {
  storeId: number;
  /** quantity - reserved, never below 0. */
  free: number;
  blocked: boolean;
}

export function allocate(amount: number, stock: readonly WarehouseStock[]): Array<{ storeId: number; amount: number }> | null {
  if (!Number.isInteger(amount) || amount <= 0) return [];
  const open = stock.filter((entry) => !entry.blocked && entry.free > 0);
  const pool = open.length > 0 ? open : stock.filter((entry) => entry.blocked && entry.free > 0);
  const ordered = [...pool].sort((a, b) => Number(b.storeId === WEB_STORE_ID) - Number(a.storeId === WEB_STORE_ID) || b.free - a.free || a.storeId - b.storeId);
  const taken: Array<{ storeId: number; amount: number }> = [];
  let left = amount;
  for (const entry of ordered) {
    if (left === 0) break;
    const take = Math.min(left, entry.free);
    taken.push({ storeId: entry.storeId, amount: take });
    left -= take;
  }
  return left === 0 ? taken : null;
}
