/**
 * The return window: an unused product may be returned or exchanged within 100 days of reaching the
 * shopper. Of the order's shipping statuses only "shipped" and "delivered" have reached (or are on their way
 * to) the shopper; an order still in the warehouse is cancelled, not returned.
 */

export const RETURN_DAYS = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The shipping statuses from which an order's products may be returned. */
export const RETURNABLE_ORDER_STATUSES: ReadonlySet<string> = new Set(["shipped", "delivered"]);

export interface DeliveryFacts {
  status: string;
  /** When the shopper got the order (delivered or picked up); null while unknown. */
  deliveredAt: Date | null;
  /** When the order left the warehouse; null while unknown. */
  shippedAt: Date | null;
  /** When the order was paid (or placed, when nothing was due). */
  paidAt: Date;
}

/**
 * When the window opened: at delivery, or, while the delivery is not yet confirmed, when the parcel left
 * the warehouse (a parcel reaches the shopper after it leaves, so the shopper never gets fewer than 100
 * days). An order marked shipped or delivered without either time (from before the shop recorded them)
 * counts from its payment. Null when the order has not left the warehouse.
 */
export function returnWindowStart(order: DeliveryFacts): Date | null {
  if (!RETURNABLE_ORDER_STATUSES.has(order.status)) return null;
  return order.deliveredAt ?? order.shippedAt ?? order.paidAt;
}

/** The last moment a return may be started: the end of the 100th day after the window opened. */
export function returnDeadline(start: Date): Date {
  return new Date(start.getTime() + RETURN_DAYS * DAY_MS);
}

export type ReturnWindowState =
  | { kind: "open"; deadline: Date }
  /** Not shipped yet (or cancelled): nothing to return. */
  | { kind: "notShipped" }
  | { kind: "expired"; deadline: Date };

export function returnWindow(order: DeliveryFacts, now: Date): ReturnWindowState {
  const start = returnWindowStart(order);
  if (start === null) return { kind: "notShipped" };
  const deadline = returnDeadline(start);
  return now.getTime() <= deadline.getTime() ? { kind: "open", deadline } : { kind: "expired", deadline };
}
