import { badInput } from "#core/errors.ts";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { CAMPAIGN_CODE_MAX, normalizeCampaignCode } from "./campaign-code.ts";
import { isOrderable } from "./orderable.ts";
import type { ProductVariant } from "./types.ts";

/**
 * Gift campaigns (docs/behaviour.md): a company hands out codes, each good for one
 * product of the campaign's selection. The shopper opens /giftcampaigns/{category}/{product}/, chooses
 * the variant and types the code; POST /api/giftcampaigns/validate_code/ checks it. A valid code then
 * clears the cart, adds the one piece and moves on to payment, where the order redeems it.
 */

export { CAMPAIGN_CODE_MAX, normalizeCampaignCode };

export interface GiftCampaign {
  id: number;
  slug: string;
  name: string;
  description: string;
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** A campaign takes codes while it is active and between its start and end. */
export function campaignOpen(campaign: Pick<GiftCampaign, "isActive" | "startsAt" | "endsAt">, now: Date): boolean {
  if (!campaign.isActive) return false;
  if (campaign.startsAt && now < campaign.startsAt) return false;
  if (campaign.endsAt && now >= campaign.endsAt) return false;
  return true;
}

export type CodeProblem = "required" | "unknown" | "used" | "closed" | "notInCampaign" | "notAvailable";

const PROBLEM_MESSAGE = {
  required: "product.campaignCodeRequired",
  unknown: "product.campaignCodeUnknown",
  used: "product.campaignCodeUsed",
  closed: "product.campaignClosed",
  notInCampaign: "product.campaignProductNotIncluded",
  notAvailable: "product.campaignProductNotAvailable",
} as const;

/**
 * What is wrong with redeeming `code` for a variant, checked in the order a shopper can fix it:
 * the code itself first, then the campaign, then the product chosen.
 */
export function codeProblem(input: {
  code: string;
  campaign: GiftCampaign | null;
  /** The stored code, when one matches. */
  stored: { campaignId: number; redeemed: boolean } | null;
  /** The variant, when it belongs to a model of the campaign. */
  variant: ProductVariant | null;
  now: Date;
}): CodeProblem | null {
  if (normalizeCampaignCode(input.code) === "") return "required";
  if (!input.campaign || !input.stored || input.stored.campaignId !== input.campaign.id) return "unknown";
  if (input.stored.redeemed) return "used";
  if (!campaignOpen(input.campaign, input.now)) return "closed";
  if (!input.variant) return "notInCampaign";
  if (!isOrderable(input.variant)) return "notAvailable";
  return null;
}

export interface GiftCampaignModel {
  id: number;
  name: string;
  slug: string;
  brandName: string;
  /** The first image's address at card width. */
  image: string | null;
}

export interface GiftCampaignRepository {
  /** The campaign whose slug is `slug`, texts in `lang`; null when none. */
  campaignBySlug(lang: Lang, slug: string): Promise<GiftCampaign | null>;
  /** The stored code (upper-case), null when none. */
  code(code: string): Promise<{ campaignId: number; redeemed: boolean } | null>;
  /** The variant when it is active and its model is one of the campaign's. */
  campaignVariant(campaignId: number, variantId: number): Promise<ProductVariant | null>;
  /** The campaign's public models in its order, names and slugs in `lang`. */
  campaignModels(lang: Lang, campaignId: number): Promise<GiftCampaignModel[]>;
}

export interface ValidatedCode {
  code: string;
  campaign: string;
  product_id: number;
}

export interface GiftCampaignService {
  /** The campaign at /giftcampaigns/{slug}/ while it takes codes, with its models; null otherwise. */
  openCampaign(lang: Lang, slug: string): Promise<{ campaign: GiftCampaign; models: GiftCampaignModel[] } | null>;
  /**
   * POST /api/giftcampaigns/validate_code/: whether `code` can be redeemed for the variant in the
   * campaign `categorySlug`. A problem throws BAD_INPUT on the field `code` in the shopper's language.
   */
  validateCode(input: { code: string; productId: number; categorySlug: string; lang: Lang }): Promise<ValidatedCode>;
}

export function createGiftCampaignService(repository: GiftCampaignRepository, clock: () => Date = () => new Date()): GiftCampaignService {
  return {
    async openCampaign(lang, slug) {
      const campaign = await repository.campaignBySlug(lang, slug.toLowerCase());
      if (!campaign || !campaignOpen(campaign, clock())) return null;
      return { campaign, models: await repository.campaignModels(lang, campaign.id) };
    },

    async validateCode({ code, productId, categorySlug, lang }) {
      const normalized = normalizeCampaignCode(code);
      const campaign = normalized === "" ? null : await repository.campaignBySlug(lang, categorySlug.toLowerCase());
      const stored = campaign && normalized.length <= CAMPAIGN_CODE_MAX ? await repository.code(normalized) : null;
      const variant = campaign && stored?.campaignId === campaign.id ? await repository.campaignVariant(campaign.id, productId) : null;
      const problem = codeProblem({ code, campaign, stored, variant, now: clock() });
      if (problem) throw badInput("code", translate(lang, PROBLEM_MESSAGE[problem]));
      return { code: normalized, campaign: campaign!.slug, product_id: productId };
    },
  };
}
