import { isGiftCardModel } from "./gift-card.ts";

/**
 * Where a product page lives. The gift cards (models 2427 and 1412), bundles and
 * any product seen during an enterprise-order session are shown under the /old prefix; every other
 * product at its own path. `/old/{brand}/{groups...}/{model}/` names the same model with the
 * leading segment dropped, so each model has exactly one address and the other one redirects.
 */
export const OLD_SEGMENT = "old";

export interface AddressedModel {
  id: number;
  is_bundle: boolean;
  is_gift_card: boolean;
  /** The model's own path, `/{brand}/{groups...}/{model}/`. */
  model_url: string;
}

export function showsUnderOld(model: Omit<AddressedModel, "model_url">, session: { enterpriseOrder: boolean }): boolean {
  return session.enterpriseOrder || model.is_bundle || model.is_gift_card || isGiftCardModel(model.id);
}

/** The one address of the model's page for this session. */
export function productPageAddress(model: AddressedModel, session: { enterpriseOrder: boolean }): string {
  return showsUnderOld(model, session) ? `/${OLD_SEGMENT}${model.model_url}` : model.model_url;
}

/** The path segments without a leading `old`, and whether it was there. */
export function stripOld(segments: readonly string[]): { segments: string[]; old: boolean } {
  if (segments.length > 1 && segments[0]?.toLowerCase() === OLD_SEGMENT) return { segments: segments.slice(1), old: true };
  return { segments: [...segments], old: false };
}
