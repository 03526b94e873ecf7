import type { Lang } from "#i18n/languages.ts";

/**
 * Campaigns: a landing page of products for a while. A campaign is shown from its first day to its last
 * (Finnish days, both included; without a last day until it is taken down); before or after, its address is
 * "Campaign not found". Its products are named one by one, in that order, or chosen by a filter on the
 * catalogue (a product group, a brand, a least discount), the largest discounts first; at most 48 either way,
 * and only those on sale in the shopper's language.
 */

export const CAMPAIGN_PRODUCTS = 48;

export interface CampaignFilter {
  groupId?: number;
  brandId?: number;
  /** Least discount in percent off the reference price. */
  minDiscountPercent?: number;
}

export interface CampaignRow {
  slug: string;
  startsOn: string;
  endsOn: string | null;
  modelIds: number[];
  filter: CampaignFilter | null;
  title: string;
  intro: string;
}

export interface CampaignsRepository {
  /** The campaign of a slug with its texts in `lang` (null when it has none in that language). */
  bySlug(slug: string, lang: Lang): Promise<CampaignRow | null>;
  /** Models a filter chooses that are on sale in `lang`, the largest discounts first. */
  filtered(filter: CampaignFilter, lang: Lang, limit: number): Promise<number[]>;
  /** Of these models, those on sale in `lang`, in the same order. */
  onSale(ids: readonly number[], lang: Lang): Promise<number[]>;
}

export interface CampaignPage {
  slug: string;
  title: string;
  intro: string;
  endsOn: string | null;
  modelIds: number[];
}

export interface CampaignsService {
  /** The campaign's page on `today` (YYYY-MM-DD, a Finnish day), or null when there is none shown that day. */
  page(input: { slug: string; lang: Lang; today: string }): Promise<CampaignPage | null>;
}

/** Whether a campaign is shown on `today`. */
export function isShown(campaign: Pick<CampaignRow, "startsOn" | "endsOn">, today: string): boolean {
  return campaign.startsOn <= today && (campaign.endsOn === null || today <= campaign.endsOn);
}

export function createCampaignsService(repository: CampaignsRepository): CampaignsService {
  return {
    async page({ slug, lang, today }) {
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 80) return null;
      const campaign = await repository.bySlug(slug, lang);
      if (!campaign || !isShown(campaign, today)) return null;
      const modelIds =
        campaign.modelIds.length > 0
          ? (await repository.onSale(campaign.modelIds, lang)).slice(0, CAMPAIGN_PRODUCTS)
          : campaign.filter
            ? await repository.filtered(campaign.filter, lang, CAMPAIGN_PRODUCTS)
            : [];
      return { slug: campaign.slug, title: campaign.title, intro: campaign.intro, endsOn: campaign.endsOn, modelIds };
    },
  };
}
