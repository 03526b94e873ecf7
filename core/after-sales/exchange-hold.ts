/**
 * An exchange holds the wanted variant's piece from the moment the shopper asks, so it cannot sell out while
 * the parcel travels. If the returned product has not reached the shop within three weeks, the piece goes
 * back on sale (a scheduled job); the exchange then waits for the piece like any order would.
 */

export const EXCHANGE_HOLD_DAYS = 21;
const DAY_MS = 24 * 60 * 60 * 1000;

export function exchangeHeldUntil(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + EXCHANGE_HOLD_DAYS * DAY_MS);
}

export interface HeldExchange {
  heldUntil: Date;
  /** When the shop received the returned product; null while it travels. */
  receivedAt: Date | null;
  releasedAt: Date | null;
}

/** Whether the held piece goes back on sale now: still held, the return not arrived, and three weeks passed. */
export function isHoldDue(hold: HeldExchange, now: Date): boolean {
  return hold.releasedAt === null && hold.receivedAt === null && now.getTime() >= hold.heldUntil.getTime();
}
