import type { DeliveryLimit } from "../delivery/delivery-limits.ts";
import { MAX_ROW_PIECES } from "../product/cart-amount.ts";

/**
 * The product rows of a cart as the server sees them:
 * what the shopper asked for, checked against what the shop can sell now. The price, the limit and
 * every message come from the database, never from the request.
 */

/** What the shop knows of a variant, in the delivery country's tax area (cents of EUR, VAT included). */
export interface SellableVariant {
  /** 0 for a bundle row, whose cart id is the hyphen-joined one. */
  variantId: number;
  modelId: number;
  /** Brand and model, as the cart row shows it. */
  name: string;
  /** Colour, size and type, joined: "Black, 43". */
  variantName: string;
  image: string | null;
  /** The product page of this variant, on this storefront. */
  url: string;
  unitCents: number;
  /** The VAT rate inside unitCents, basis points (2550 = 25.5 %). */
  vatBp: number;
  /**
   * The price struck beside the row: the reduction's reference by the card's and product page's rule, or for
   * a member paying the club price the price others pay; null when nothing is struck (checkout-service.ts).
   */
  regularCents: number | null;
  /** Whether discount codes apply to it (the model allows discounts). */
  discountsAllowed: boolean;
  /** Whether it can be ordered online now (core/product/orderable.ts). */
  isOrderable: boolean;
  /** Most pieces one order may hold (core/product/cart-amount.ts); null: no limit (made on order). */
  maxAmount: number | null;
  shippingTime: number;
  /** Its delivery limits in the delivery country. */
  limit: DeliveryLimit;
  /** A bundle's parts: the variants an order reserves, pieces of each per bundle. */
  parts?: ReadonlyArray<{ variantId: number; quantity: number; madeOnOrder: boolean; /** The part's own limit (its free pieces); null: made on order. */ maxAmount?: number | null }>;
}

export interface RequestedRow {
  productId: string;
  amount: number;
  frozen: boolean;
  extra_data: Record<string, string> | null;
  /** A bundle row's bundle id as the page added it: a hint, checked against the parts. */
  bundleHash?: string;
}

export type RowProblem =
  /** Not sold (unknown id, removed, not public, out of stock for good). */
  | { kind: "unavailable" }
  /** Fewer pieces can be sold than asked: the amount was lowered to this. */
  | { kind: "amount-lowered"; maxAmount: number }
  | { kind: "not-shipped"; reason: string };

export interface CheckedRow {
  request: RequestedRow;
  variant: SellableVariant | null;
  /** The amount the order may hold: the asked amount, or the limit when lower. */
  amount: number;
  /** Counted in the totals: the variant can be sold in this amount. */
  counts: boolean;
  problems: RowProblem[];
}

/** Checks one row. `variant` is null when no public, active variant has the id. */
export function checkRow(request: RequestedRow, variant: SellableVariant | null): CheckedRow {
  if (!variant || !variant.isOrderable || (variant.maxAmount !== null && variant.maxAmount < 1)) {
    return { request, variant, amount: request.amount, counts: false, problems: [{ kind: "unavailable" }] };
  }
  const problems: RowProblem[] = [];
  let amount = request.amount;
  if (variant.maxAmount !== null && amount > variant.maxAmount) {
    amount = variant.maxAmount;
    problems.push({ kind: "amount-lowered", maxAmount: variant.maxAmount });
  }
  if (variant.limit.isDeliveryCountryBlocked) problems.push({ kind: "not-shipped", reason: variant.limit.blockInfoText });
  return { request, variant, amount, counts: true, problems };
}

/**
 * Rows that take the same variant share its pieces: a bundle and an ordinary row of one of its parts, or
 * two bundles with a common part. In cart order, each counted row may hold what the rows before it left;
 * a row that no longer fits is lowered (or cannot be bought at all), with its limit as the answer shows it.
 */
export function shareStock(rows: readonly CheckedRow[]): CheckedRow[] {
  const left = new Map<number, number>();
  const pieces = (variantId: number, limit: number) => left.get(variantId) ?? limit;
  return rows.map((row) => {
    const variant = row.variant;
    if (!row.counts || !variant) return row;
    const parts = variant.parts
      ? variant.parts.map((part) => ({ variantId: part.variantId, quantity: part.quantity, limit: part.madeOnOrder ? null : (part.maxAmount ?? null) }))
      : [{ variantId: variant.variantId, quantity: 1, limit: variant.maxAmount }];
    const stocked = parts.filter((part): part is { variantId: number; quantity: number; limit: number } => part.limit !== null);
    if (stocked.length === 0) return row;
    // What the rows before left of each part, in whole rows of this kind.
    const fits = Math.min(...stocked.map((part) => Math.floor(pieces(part.variantId, part.limit) / part.quantity)));
    const maxAmount = variant.maxAmount === null ? fits : Math.min(variant.maxAmount, fits);
    let checked: CheckedRow = row;
    if (maxAmount < 1) {
      checked = { ...row, variant: { ...variant, maxAmount: 0 }, counts: false, problems: [{ kind: "unavailable" }] };
    } else if (maxAmount < row.amount) {
      const problems = row.problems.filter((problem) => problem.kind !== "amount-lowered");
      checked = { ...row, variant: { ...variant, maxAmount }, amount: maxAmount, problems: [{ kind: "amount-lowered", maxAmount }, ...problems] };
    } else if (variant.maxAmount !== maxAmount) {
      checked = { ...row, variant: { ...variant, maxAmount } };
    }
    if (checked.counts) for (const part of stocked) left.set(part.variantId, pieces(part.variantId, part.limit) - part.quantity * checked.amount);
    return checked;
  });
}

/**
 * Rows asking for the same variant are one row (two tabs each added it): the amounts add up to at most
 * MAX_ROW_PIECES, frozen wins, the first row's extra data stays.
 */
export function mergeRows(rows: readonly RequestedRow[]): RequestedRow[] {
  const byId = new Map<string, RequestedRow>();
  for (const row of rows) {
    const existing = byId.get(row.productId);
    if (!existing) byId.set(row.productId, { ...row, amount: Math.min(row.amount, MAX_ROW_PIECES) });
    else byId.set(row.productId, { ...existing, amount: Math.min(existing.amount + row.amount, MAX_ROW_PIECES), frozen: existing.frozen || row.frozen });
  }
  return [...byId.values()];
}

/**
 * The pieces a counted row takes off the shelves: its variant times the amount, or each bundle part times
 * its quantity per bundle. `madeOnOrder` pieces are made for the order and reserve nothing.
 */
export function rowPieces(row: CheckedRow): Array<{ variantId: number; amount: number; madeOnOrder: boolean }> {
  const variant = row.variant;
  if (!row.counts || !variant) return [];
  if (variant.parts) return variant.parts.map((part) => ({ variantId: part.variantId, amount: part.quantity * row.amount, madeOnOrder: part.madeOnOrder }));
  return [{ variantId: variant.variantId, amount: row.amount, madeOnOrder: variant.maxAmount === null }];
}

/** The pieces per variant an order needs: product rows and every bundle part times its quantity. */
export function piecesPerVariant(needs: ReadonlyArray<{ variantId: number; amount: number }>): Map<number, number> {
  const total = new Map<number, number>();
  for (const need of needs) total.set(need.variantId, (total.get(need.variantId) ?? 0) + need.amount);
  return total;
}
