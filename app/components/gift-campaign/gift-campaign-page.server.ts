import type { RequestContext } from "#app/context.ts";
import { notFoundWith } from "#app/components/shell/page-guards.server.ts";
import { loadProductPage, type ProductPageData } from "#app/components/product/product-page.server.ts";
import { pageHead, routePaths } from "#app/components/shell/head.server.ts";
import type { PageHead } from "#app/components/shell/head.ts";
import { messagesFor } from "#app/components/shell/shell-data.server.ts";
import type { SentTexts } from "#app/transport/sent-texts.ts";
import { pathFor } from "#i18n/routes.ts";

export interface GiftCampaignPageData {
  head: PageHead;
  messages: SentTexts;
  name: string;
  description: string;
  products: Array<{ id: number; name: string; brand: string; href: string; image: string | null }>;
}

/**
 * /giftcampaigns/{category}/: the products a code of the campaign can be redeemed for.
 * A campaign that is unknown, ended or not yet started is not found.
 */
export async function loadGiftCampaignPage(ctx: RequestContext, category: string): Promise<GiftCampaignPageData> {
  const { lang, services } = ctx;
  const open = await services.giftCampaigns.openCampaign(lang, category);
  if (!open) notFoundWith(ctx, "errors.campaignNotFound");
  const { campaign, models } = open;
  const path = pathFor("giftcampaigns", lang, { category: campaign.slug });
  return {
    // The campaign's slug is the same in every language, so is its page in every storefront.
    head: pageHead(ctx, { title: campaign.name, description: campaign.description, paths: { ...routePaths("giftcampaigns", { category: campaign.slug }), [lang]: path } }),
    messages: messagesFor(lang, ["product"]),
    name: campaign.name,
    description: campaign.description,
    products: models.map((model) => ({
      id: model.id,
      name: model.name,
      brand: model.brandName,
      href: pathFor("giftcampaigns.product", lang, { category: campaign.slug, product: model.slug }),
      image: model.image,
    })),
  };
}

/** /giftcampaigns/{category}/{product}/: the product page of a campaign's model, bought with a code. */
export async function loadGiftCampaignProductPage(ctx: RequestContext, request: Request, category: string, product: string): Promise<ProductPageData> {
  const open = await ctx.services.giftCampaigns.openCampaign(ctx.lang, category);
  if (!open) notFoundWith(ctx, "errors.productNotFound");
  const { campaign, models } = open;
  return loadProductPage(
    ctx,
    request,
    { modelId: 0, brandSlug: "", modelSlug: product },
    { campaign: { slug: campaign.slug, name: campaign.name, modelIds: models.map((model) => model.id) } },
  );
}
