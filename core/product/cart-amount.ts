import { LOW_STOCK_LIMIT } from "./availability.ts";
import type { VariantView } from "./product-service.ts";

/**
 * The amount of one cart row in the added-to-cart modal: at least 1, at most the
 * row's max_amount, which the product page works out from the stock it shows; null is no limit.
 */

/** The smallest amount a row can have: removing a row is the cart page's business, not the modal's. */
export const MIN_AMOUNT = 1;

/** Most pieces one row may hold, however it was sent (a made-on-order product has no stock limit). */
export const MAX_ROW_PIECES = 999;

/**
 * max_amount of a variant for a web order (the cart row's limit), from the stock figures of the page.
 *
 * - On order (the model's on_order): null, no limit; it is made or ordered for the shopper.
 * - Otherwise the pieces that can be sold online: those in stores whose online purchase is not blocked,
 *   every store and the web warehouse 20 together (`stock_data.in_stock`), since a web order is sent from
 *   the warehouse or picked from a store. Pieces in blocked stores do not count while others can be sold.
 * - A variant whose only pieces are in blocked stores is still orderable when it ships later
 *   (core/product/orderable.ts); then those pieces are the limit. ruleVariantOfView reads the same two
 *   figures the same way, so the limit and "orderable" cannot disagree.
 *
 * The cart's server validation (cart issue) answers the final max_amount and replaces this one.
 */
export function maxAmountOf(view: Pick<VariantView, "stock_data">, modelOnOrder: boolean): number | null {
  if (modelOnOrder) return null;
  const { in_stock: inStock, blocked_stock: blocked } = view.stock_data;
  return inStock > 0 ? inStock : blocked;
}

/**
 * The most pieces a row can be given in the browser: its max_amount, and never more than the server takes
 * in one row (MAX_ROW_PIECES), also where no max_amount is known yet (a row not priced yet, or made on
 * order): an amount past it would make the whole cart a refused request instead of a lowered row.
 */
export function amountLimit(maxAmount: number | null): number {
  return maxAmount === null ? MAX_ROW_PIECES : Math.min(MAX_ROW_PIECES, Math.max(MIN_AMOUNT, maxAmount));
}

/**
 * The amount kept: a whole number from 1 to the row's limit (a typed 0, 7.5 or 'abc' is corrected). A
 * max_amount below 1 still leaves 1: the row exists, and the server's validation says what happens to it.
 */
export function clampAmount(amount: number, maxAmount: number | null): number {
  const whole = Number.isFinite(amount) ? Math.floor(amount) : MIN_AMOUNT;
  return Math.min(amountLimit(maxAmount), Math.max(MIN_AMOUNT, whole));
}

/** 'Available N pcs' (N = max_amount) shows when at most 5 can be ordered, or when the amount reached the maximum. */
export function showsAvailableNote(amount: number, maxAmount: number | null): boolean {
  if (maxAmount === null) return false;
  return maxAmount <= LOW_STOCK_LIMIT || amount >= maxAmount;
}
