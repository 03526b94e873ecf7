/**
 * Discount codes of the checkout: one discount code per order. The cart keeps the codes the shopper
 * typed (added case-insensitively without duplicates); the server applies the first one that is valid
 * and tells why any other is not.
 */

export interface DiscountCode {
  /** Stored upper-case. */
  code: string;
  /** A percentage in basis points (1500 = 15 %), or an amount in cents off the eligible rows. */
  kind: "percent" | "amount";
  value: number;
  /** Valid from and until (inclusive start, exclusive end); null: open. */
  validFrom: Date | null;
  validUntil: Date | null;
  /** The eligible rows must reach this many cents (after club prices, before the code). */
  minimumCents: number;
  /** Orders the code may still be used for; null: unlimited. */
  usesLeft: number | null;
  isActive: boolean;
}

export type DiscountCodeProblem = "unknown" | "not-yet-valid" | "expired" | "used-up" | "below-minimum" | "one-per-order" | "nothing-eligible";

/** The form codes are compared in: trimmed, upper case, inner spaces removed (as typed from a flyer). */
export function normalizeCode(code: string): string {
  return code.replace(/\s+/g, "").toUpperCase();
}

/** The cart's code list: case-insensitive, no duplicates, empty ones dropped, order kept. */
export function uniqueCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const code of codes) {
    const normal = normalizeCode(code);
    if (normal !== "" && !seen.has(normal)) seen.add(normal);
  }
  return [...seen];
}

/**
 * Problems that no change of the cart mends: the code is unknown, not valid now, used up, or another code
 * already took the order's one discount (and a gift card that is unknown, expired or empty). The cart
 * drops such a code once its message has been shown, so it neither stays listed nor follows the shopper to
 * the payment step. A code below its minimum order, or with nothing eligible yet, stays: more products
 * make it apply.
 */
const DROPPED_PROBLEMS: ReadonlySet<string> = new Set(["unknown", "not-yet-valid", "expired", "used-up", "one-per-order", "empty"]);

export function dropsCode(problem: string): boolean {
  return DROPPED_PROBLEMS.has(problem);
}

/** Why a code cannot be used now on these eligible cents, or null when it can. */
export function discountCodeProblem(code: DiscountCode | null, input: { now: Date; eligibleCents: number }): DiscountCodeProblem | null {
  if (!code || !code.isActive) return "unknown";
  if (code.validFrom && input.now < code.validFrom) return "not-yet-valid";
  if (code.validUntil && input.now >= code.validUntil) return "expired";
  if (code.usesLeft !== null && code.usesLeft <= 0) return "used-up";
  if (input.eligibleCents <= 0) return "nothing-eligible";
  if (input.eligibleCents < code.minimumCents) return "below-minimum";
  return null;
}

/**
 * Cents off: a percentage of the eligible cents rounded half up to a cent, or the amount; never more than
 * the eligible cents (a code does not pay for delivery or make the order negative).
 */
export function discountCents(code: Pick<DiscountCode, "kind" | "value">, eligibleCents: number): number {
  if (eligibleCents <= 0) return 0;
  const off = code.kind === "percent" ? Math.floor((eligibleCents * code.value + 5000) / 10000) : code.value;
  return Math.max(0, Math.min(eligibleCents, off));
}

/**
 * Shares a discount over rows in proportion to their cents (largest remainder), so each order row can
 * carry its own part for returns: the parts always add up to the discount.
 */
export function spreadDiscount(discount: number, rowCents: readonly number[]): number[] {
  const total = rowCents.reduce((sum, cents) => sum + cents, 0);
  if (discount <= 0 || total <= 0) return rowCents.map(() => 0);
  const exact = rowCents.map((cents) => (discount * cents) / total);
  const parts = exact.map(Math.floor);
  let left = discount - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}
