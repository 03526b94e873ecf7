import type { Route } from "./+types/campaign.ts";
import { requestContext } from "../context.ts";
import { CardList } from "../components/campaigns/CardList.tsx";
import { GRID_MESSAGES } from "../components/catalog/listing.server.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { publicPageHeaders } from "#core/cache/page-cache-policy.ts";
import { notFoundWith } from "../components/shell/page-guards.server.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import { helsinkiDay } from "#core/product/campaign-input.ts";
import { priceContextFor } from "#core/config/price-context.ts";
import { formatDate } from "#i18n/format.ts";

/**
 * A campaign's landing page (/campaigns/{slug}/): its title and words and its products as cards, while the
 * campaign runs (core/campaigns/campaigns.ts); otherwise "Campaign not found".
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const slug = params.campaignSlug.slice(0, 100);
  const campaign = await ctx.services.campaigns.page({ slug, lang: ctx.lang, today: helsinkiDay(new Date()) });
  if (!campaign) notFoundWith(ctx, "errors.campaignNotFound");
  const price = await priceContextFor(ctx.services.config, { lang: ctx.lang, ...ctx.locale });
  const cards = campaign.modelIds.length > 0 ? await ctx.services.listing.cardsOf({ lang: ctx.lang, ids: campaign.modelIds, taxAreaId: price.taxAreaId }) : [];
  return {
    campaign: { title: campaign.title, intro: campaign.intro, endsOn: campaign.endsOn ? formatDate(new Date(`${campaign.endsOn}T12:00:00Z`)) : null },
    cards,
    currency: price.currency,
    lowestPriceLabel: price.lowestPriceLabel,
    messages: messagesFor(ctx.lang, [...GRID_MESSAGES, "campaigns"]),
    head: pageHead(ctx, { title: campaign.title, description: campaign.intro, paths: routePaths("campaign", { campaignSlug: campaign.slug }) }),
  };
}

// The same page for every visitor who is not signed in: kept a little while by the page cache.
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function CampaignPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { campaign, cards } = loaderData;
  return (
    <div className="wishlist container">
      <h1>{campaign.title}</h1>
      {campaign.intro ? <p className="returns__intro">{campaign.intro}</p> : null}
      {campaign.endsOn ? <p className="campaign__ends">{t("campaigns.endsOn", { date: campaign.endsOn })}</p> : null}
      {cards.length > 0 ? (
        <CardList cards={cards} currency={loaderData.currency} lowestPriceLabel={loaderData.lowestPriceLabel} />
      ) : (
        <p className="form-notice">{t("campaigns.noProducts")}</p>
      )}
    </div>
  );
}
