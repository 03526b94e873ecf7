/**
 * What a shopper may send back from one order. Every product row may be returned in part or whole, over one
 * or several returns, but never more pieces than were bought: pieces already in a return count unless
 * that return was rejected (the shopper kept them). Gift cards and bundle rows are not returned here: a
 * gift card is a means of payment, and a bundle's pieces were priced together (customer service takes those).
 */

/** Why a row goes back; the storefront shows each in the shopper's language. */
export const RETURN_REASONS = ["too-small", "too-large", "not-as-expected", "faulty", "wrong-product", "changed-mind", "other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Reasons that can be met with the same model in another size or colour. */
export const EXCHANGE_REASONS: ReadonlySet<ReturnReason> = new Set(["too-small", "too-large", "not-as-expected", "changed-mind", "other"]);

export type RefundTo = "original" | "gift-card";

export interface OrderRowFacts {
  position: number;
  kind: "product" | "bundle" | "gift-card";
  /** The variant's id, for product rows. */
  productId: string;
  amount: number;
}

/** Pieces of an order row already in returns that were not rejected. */
export type ReturnedPieces = ReadonlyMap<number, number>;

export interface ReturnRowRequest {
  position: number;
  amount: number;
  reason: ReturnReason | null;
  /** For an exchange: the variant wanted instead (same model, checked by the service with the catalogue). */
  exchangeVariantId: number | null;
}

export interface ReturnRequest {
  rows: readonly ReturnRowRequest[];
  refundTo: RefundTo;
  /** The parcel's tracking code; required when the order was delivered outside Finland (country code "fi"). */
  trackingCode: string;
}

export type ReturnProblem =
  | { field: "rows"; code: "noRows" | "notShipped" | "windowExpired" }
  | { field: `rows.${number}.position`; code: "notReturnable" | "duplicate" }
  | { field: `rows.${number}.amount`; code: "tooMany"; returnable: number }
  | { field: `rows.${number}.reason`; code: "reasonRequired" }
  | { field: `rows.${number}.exchangeVariantId`; code: "sizeRequired" | "sameVariant" | "otherModel" | "unavailable" }
  | { field: "trackingCode"; code: "trackingCodeRequired" };

/** Pieces of each returnable row that may still be sent back, by row position. */
export function returnablePieces(rows: readonly OrderRowFacts[], returned: ReturnedPieces): Map<number, number> {
  const left = new Map<number, number>();
  for (const row of rows) {
    if (row.kind !== "product") continue;
    left.set(row.position, Math.max(0, row.amount - (returned.get(row.position) ?? 0)));
  }
  return left;
}

/**
 * The problems of a return request against its order, each on the field it concerns; none means it may be
 * made. `exchange` says whether the shopper asked for an exchange (then every row names the variant wanted).
 */
export function returnRequestProblems(
  order: { rows: readonly OrderRowFacts[]; countryCode: string },
  returned: ReturnedPieces,
  request: ReturnRequest & { exchange: boolean },
): ReturnProblem[] {
  const problems: ReturnProblem[] = [];
  const chosen = request.rows.filter((row) => row.amount > 0);
  if (chosen.length === 0) problems.push({ field: "rows", code: "noRows" });
  const left = returnablePieces(order.rows, returned);
  const variantOf = new Map(order.rows.map((row) => [row.position, row.productId]));
  const seen = new Set<number>();
  request.rows.forEach((row, index) => {
    if (row.amount <= 0) return;
    const returnable = left.get(row.position);
    if (returnable === undefined || returnable === 0) {
      problems.push({ field: `rows.${index}.position`, code: "notReturnable" });
      return;
    }
    if (seen.has(row.position)) problems.push({ field: `rows.${index}.position`, code: "duplicate" });
    seen.add(row.position);
    if (row.amount > returnable) problems.push({ field: `rows.${index}.amount`, code: "tooMany", returnable });
    if (row.reason === null) problems.push({ field: `rows.${index}.reason`, code: "reasonRequired" });
    if (request.exchange) {
      if (row.exchangeVariantId === null) problems.push({ field: `rows.${index}.exchangeVariantId`, code: "sizeRequired" });
      else if (String(row.exchangeVariantId) === variantOf.get(row.position)) {
        problems.push({ field: `rows.${index}.exchangeVariantId`, code: "sameVariant" });
      }
    }
  });
  if (order.countryCode.toLowerCase() !== "fi" && request.trackingCode.trim() === "") problems.push({ field: "trackingCode", code: "trackingCodeRequired" });
  return problems;
}
