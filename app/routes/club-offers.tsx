import type { Route } from "./+types/club-offers.ts";
import { requestContext } from "../context.ts";
import { CardList } from "../components/campaigns/CardList.tsx";
import { GRID_MESSAGES } from "../components/catalog/listing.server.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { publicPageHeaders } from "#core/cache/page-cache-policy.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import { ShopLink } from "../components/ShopLink.tsx";
import { useCustomer } from "../lib/customer-store.ts";
import { priceContextFor } from "#core/config/price-context.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

/** Offers the public page shows: a grid's worth. */
const CLUB_OFFERS_PAGE = 48;

/**
 * The club's offers for everyone (/campaigns/club-offers/): the products with a club price, as cards with both
 * prices. A visitor who is not a member is offered to join (the account page, logging in first if need be).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const price = await priceContextFor(ctx.services.config, { lang: ctx.lang, ...ctx.locale });
  const ids = await ctx.services.accountArea.clubOfferIds(price.taxAreaId, CLUB_OFFERS_PAGE);
  return {
    cards: ids.length > 0 ? await ctx.services.listing.cardsOf({ lang: ctx.lang, ids, taxAreaId: price.taxAreaId }) : [],
    currency: price.currency,
    lowestPriceLabel: price.lowestPriceLabel,
    joinPath: `${pathFor("accounts.login", ctx.lang)}?next=${encodeURIComponent(pathFor("accounts", ctx.lang))}`,
    messages: messagesFor(ctx.lang, [...GRID_MESSAGES, "club.offers"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "club.offersTitle"), description: translate(ctx.lang, "club.offersIntro"), paths: routePaths("campaigns.club-offers") }),
  };
}

// The same page for every visitor who is not signed in: kept a little while by the page cache.
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ClubOffersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const customer = useCustomer();
  // Members see the offers only; everyone else is invited to join (the page itself is the same for all).
  const member = customer.status === "signed-in" && customer.clubMember;
  return (
    <div className="wishlist container">
      <h1>{t("club.offersTitle")}</h1>
      <p className="returns__intro">{t("club.offersIntro")}</p>
      {member ? null : (
        <p>
          <ShopLink className="button button--primary" to={loaderData.joinPath}>
            {t("club.offersJoin")}
          </ShopLink>
        </p>
      )}
      {loaderData.cards.length > 0 ? (
        <CardList cards={loaderData.cards} currency={loaderData.currency} lowestPriceLabel={loaderData.lowestPriceLabel} />
      ) : (
        <p className="form-notice">{t("club.offersNone")}</p>
      )}
    </div>
  );
}
