/**
 * What orders waiting for payment may hold. Such an order keeps its pieces from every other buyer, so a
 * shopper who places orders and never pays them could empty a product's shelf; these rules bound it
 * without holding back a buyer who retries a payment, or the many shoppers who share one address (an
 * office, a mobile operator's shared IPv4 address).
 */

/** Unpaid orders that may hold stock at once. */
export const UNPAID_ORDER_LIMITS = {
  /** From one client address: shared by many, so the loosest. */
  perAddress: 10,
  /** From one client address holding the same variant. */
  sameVariantPerAddress: 5,
  /** Of one signed-in account. A guest's e-mail address is not counted: anybody may type any. */
  perAccount: 3,
  /** Of one signed-in account holding the same variant: an order and one retry. */
  sameVariantPerAccount: 2,
} as const;

/** An unpaid order whose payment never started gives its stock back this long after it was placed. */
export const UNSTARTED_HOLD_MINUTES = 10;

/** Who placed an order, as the limits count them; `clientKey` is a hash of the client address. */
export interface UnpaidShopper {
  clientKey: string;
  customerId: number | null;
}

/** The shopper's other unpaid orders that still hold stock, counted while the new order is placed. */
export interface UnpaidCounts {
  byAddress: number;
  /** The most of the address's holding one of the new order's variants. */
  sameVariantByAddress: number;
  /** By the signed-in account; 0 for a guest. */
  byAccount: number;
  /** The most of the account's holding one of the new order's variants. */
  sameVariantByAccount: number;
}

/** Whether one more unpaid order may be placed next to these. */
export function mayHoldAnother(counts: UnpaidCounts): boolean {
  return (
    counts.byAddress < UNPAID_ORDER_LIMITS.perAddress &&
    counts.sameVariantByAddress < UNPAID_ORDER_LIMITS.sameVariantPerAddress &&
    counts.byAccount < UNPAID_ORDER_LIMITS.perAccount &&
    counts.sameVariantByAccount < UNPAID_ORDER_LIMITS.sameVariantPerAccount
  );
}
