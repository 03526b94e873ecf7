/**
 * What a return gives back, and where the money goes.
 *
 * - A returned piece refunds what was paid for it: its row's total (its share of a discount code already
 *   taken off) spread over the row's pieces, so the pieces of a row returned over several returns add up to
 *   exactly the row's total.
 * - Delivery is refunded only when the whole order comes back within 14 days of delivery, the statutory
 *   withdrawal period; the shop's own 100-day return refunds the products.
 * - To the original payment: each provider payment gets back at most what it captured less what it already
 *   refunded, in the order paid; the rest (what gift cards paid) goes to a new gift card. A shopper may also
 *   choose a gift card for all of it.
 */

export const WITHDRAWAL_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The refund for `pieces` more pieces of a row, after `earlier` of its pieces were refunded already. */
export function rowRefundCents(row: { amount: number; totalCents: number }, earlier: number, pieces: number): number {
  const upTo = (count: number) => Math.round((row.totalCents * Math.min(count, row.amount)) / row.amount);
  return upTo(earlier + pieces) - upTo(earlier);
}

/** Whether a return started at `requestedAt` also refunds the delivery. */
export function refundsDelivery(order: { productPieces: number; deliveredAt: Date | null }, piecesReturnedInAll: number, requestedAt: Date): boolean {
  if (order.deliveredAt === null || piecesReturnedInAll < order.productPieces) return false;
  return requestedAt.getTime() - order.deliveredAt.getTime() <= WITHDRAWAL_DAYS * DAY_MS;
}

export interface PaymentFacts {
  id: number;
  /** "giftcard", or the payment provider's slug. */
  provider: string;
  capturedCents: number;
  refundedCents: number;
}

export interface RefundPart {
  /** A provider payment to refund through its provider, or a new gift card. */
  to: { kind: "payment"; paymentId: number; provider: string } | { kind: "gift-card" };
  cents: number;
}

export function splitRefund(cents: number, payments: readonly PaymentFacts[], refundTo: "original" | "gift-card"): RefundPart[] {
  if (cents <= 0) return [];
  if (refundTo === "gift-card") return [{ to: { kind: "gift-card" }, cents }];
  const parts: RefundPart[] = [];
  let left = cents;
  for (const payment of payments) {
    if (payment.provider === "giftcard" || left === 0) continue;
    const refundable = Math.max(0, payment.capturedCents - payment.refundedCents);
    const part = Math.min(left, refundable);
    if (part > 0) parts.push({ to: { kind: "payment", paymentId: payment.id, provider: payment.provider }, cents: part });
    left -= part;
  }
  if (left > 0) parts.push({ to: { kind: "gift-card" }, cents: left });
  return parts;
}

export interface ApprovalFacts {
  orderRows: ReadonlyArray<{ position: number; amount: number; totalCents: number }>;
  /** The pieces this return sends back, by order row. */
  caseRows: ReadonlyArray<{ position: number; amount: number }>;
  /** Pieces of each row refunded by the order's earlier returns. */
  refundedBefore: ReadonlyMap<number, number>;
  /** Product pieces the order holds, and those returned by all its accepted returns with this one. */
  productPieces: number;
  piecesReturnedInAll: number;
  /** Delivery and packaging the order paid. */
  deliveryCents: number;
  deliveredAt: Date | null;
  requestedAt: Date;
}

/** What an approved return refunds: each row's pieces, the delivery when the withdrawal rule gives it back, and the sum. */
export function refundAmounts(facts: ApprovalFacts): { rows: Map<number, number>; deliveryCents: number; totalCents: number } {
  const byPosition = new Map(facts.orderRows.map((row) => [row.position, row]));
  const rows = new Map<number, number>();
  for (const returned of facts.caseRows) {
    const row = byPosition.get(returned.position);
    if (!row) continue;
    rows.set(returned.position, rowRefundCents(row, facts.refundedBefore.get(returned.position) ?? 0, returned.amount));
  }
  const delivery = refundsDelivery({ productPieces: facts.productPieces, deliveredAt: facts.deliveredAt }, facts.piecesReturnedInAll, facts.requestedAt)
    ? facts.deliveryCents
    : 0;
  const totalCents = [...rows.values()].reduce((sum, cents) => sum + cents, 0) + delivery;
  return { rows, deliveryCents: delivery, totalCents };
}
