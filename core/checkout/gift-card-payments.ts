/**
 * Gift cards as payment (any number of gift cards per order). Each card pays
 * what it can of what is still due, in the order the shopper entered them; the rest is paid with the
 * chosen payment method. A card's balance is only taken when the order is placed (orders service), in
 * the same transaction that creates the order, so two orders cannot spend one balance twice.
 */

export interface GiftCardAccount {
  /** Stored upper-case, as printed on the card. */
  code: string;
  balanceCents: number;
  /** Cards are valid for a fixed time after sale; null: no end. */
  validUntil: Date | null;
  isActive: boolean;
}

export type GiftCardProblem = "unknown" | "expired" | "empty";

export interface GiftCardPayment {
  code: string;
  /** Cents this card pays of this order; 0 when the order was already covered. */
  amountCents: number;
  balanceAfterCents: number;
}

export function giftCardProblem(card: GiftCardAccount | null, now: Date): GiftCardProblem | null {
  if (!card || !card.isActive) return "unknown";
  if (card.validUntil && now >= card.validUntil) return "expired";
  if (card.balanceCents <= 0) return "empty";
  return null;
}

/**
 * The payments of the usable cards towards `dueCents`, and what is left to pay. A card listed twice is
 * used once. Cards with a problem pay nothing and are reported, so the shopper can remove them.
 */
export function giftCardPayments(
  cards: ReadonlyArray<{ code: string; account: GiftCardAccount | null }>,
  dueCents: number,
  now: Date,
): { payments: GiftCardPayment[]; problems: Array<{ code: string; problem: GiftCardProblem }>; dueAfterCents: number } {
  let due = Math.max(0, dueCents);
  const payments: GiftCardPayment[] = [];
  const problems: Array<{ code: string; problem: GiftCardProblem }> = [];
  const seen = new Set<string>();
  for (const { code, account } of cards) {
    if (seen.has(code)) continue;
    seen.add(code);
    const problem = giftCardProblem(account, now);
    if (problem || !account) {
      problems.push({ code, problem: problem ?? "unknown" });
      continue;
    }
    const amountCents = Math.min(due, account.balanceCents);
    due -= amountCents;
    payments.push({ code, amountCents, balanceAfterCents: account.balanceCents - amountCents });
  }
  return { payments, problems, dueAfterCents: due };
}
