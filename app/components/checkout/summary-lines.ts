import type { CheckoutAnswer } from "#core/checkout/checkout-contract.ts";

/**
 * The delivery line of the order summary. A cost of nothing reads "Free", as the delivery method list
 * says it, whether a method is chosen or not; before the shopper chooses (the cart page), a cost is the
 * cheapest way's, so it reads "from" that price.
 */
export type DeliveryLine = { kind: "free" } | { kind: "price"; cents: number } | { kind: "from"; cents: number };

export function deliveryLine(answer: Pick<CheckoutAnswer, "delivery_method" | "delivery_cost">): DeliveryLine {
  if (answer.delivery_cost === 0) return { kind: "free" };
  return answer.delivery_method ? { kind: "price", cents: answer.delivery_cost } : { kind: "from", cents: answer.delivery_cost };
}
