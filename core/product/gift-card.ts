/** The web gift card: the buyer can name the recipient. */
export const WEB_GIFT_CARD_MODEL_ID = 2427;
/** The other gift card model. */
export const GIFT_CARD_MODEL_ID = 1412;
export const GIFT_CARD_MODEL_IDS: readonly number[] = [WEB_GIFT_CARD_MODEL_ID, GIFT_CARD_MODEL_ID];

export const GIFT_CARD_AMOUNT = { min: 0, max: 10_000, step: 10, default: 50 } as const;
/** Longest recipient name printed on the card. */
export const GIFT_CARD_NAME_MAX = 60;

export function isGiftCardModel(modelId: number): boolean {
  return GIFT_CARD_MODEL_IDS.includes(modelId);
}

/** The recipient name field shows only for model 2427. */
export function takesRecipientName(modelId: number): boolean {
  return modelId === WEB_GIFT_CARD_MODEL_ID;
}

export type GiftCardAmountProblem = "notANumber" | "belowMin" | "aboveMax" | "notAStep";

/** Checks an amount in whole euros: a number from 0 to 10,000 in steps of 10. */
export function giftCardAmountProblem(amount: number): GiftCardAmountProblem | null {
  if (!Number.isFinite(amount)) return "notANumber";
  if (amount < GIFT_CARD_AMOUNT.min) return "belowMin";
  if (amount > GIFT_CARD_AMOUNT.max) return "aboveMax";
  if (amount % GIFT_CARD_AMOUNT.step !== 0) return "notAStep";
  return null;
}

/** A typed amount brought into range and onto the step, as the field does when it loses focus. */
export function normalizeGiftCardAmount(amount: number): number {
  if (!Number.isFinite(amount)) return GIFT_CARD_AMOUNT.default;
  const stepped = Math.round(amount / GIFT_CARD_AMOUNT.step) * GIFT_CARD_AMOUNT.step;
  return Math.min(GIFT_CARD_AMOUNT.max, Math.max(GIFT_CARD_AMOUNT.min, stepped));
}

/** Add is disabled while the amount is 0 (or invalid) or the extra data (recipient name) is not ready. */
export function giftCardAddDisabled(input: { modelId: number; amount: number; recipientName: string }): boolean {
  if (giftCardAmountProblem(input.amount) !== null || input.amount === 0) return true;
  if (!takesRecipientName(input.modelId)) return false;
  const name = input.recipientName.trim();
  return name.length === 0 || name.length > GIFT_CARD_NAME_MAX;
}
