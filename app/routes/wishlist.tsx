import type { Route } from "./+types/wishlist.ts";
import { requestContext } from "../context.ts";
import { ProductCard } from "../components/catalog/ProductCard.tsx";
import { GRID_MESSAGES } from "../components/catalog/listing.server.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { ShopLink } from "../components/ShopLink.tsx";
import { useCustomer } from "../lib/customer-store.ts";
import { priceContextFor } from "#core/config/price-context.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { signedInOrLogin } from "../components/shell/page-guards.server.ts";

/**
 * The wishlist page (/wishlist/): the signed-in customer's models as grid cards, the latest
 * added first; a heart press takes one off. Guests are sent to log in and come back here.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = await signedInOrLogin(ctx, pathFor("wishlist", ctx.lang));
  const price = await priceContextFor(ctx.services.config, { lang: ctx.lang, ...ctx.locale });
  const ids = await ctx.services.wishlist.modelIds(user.id);
  const cards = await ctx.services.listing.cardsOf({ lang: ctx.lang, ids, taxAreaId: price.taxAreaId });
  return {
    cards,
    currency: price.currency,
    lowestPriceLabel: price.lowestPriceLabel,
    messages: messagesFor(ctx.lang, GRID_MESSAGES),
    head: pageHead(ctx, { title: translate(ctx.lang, "shell.wishlist"), paths: routePaths("wishlist"), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const customer = useCustomer();
  // A heart pressed here takes the card away at once; the server's list is the start.
  const cards = customer.status === "signed-in" ? loaderData.cards.filter((card) => customer.wishlist.has(card.id)) : loaderData.cards;
  return (
    <div className="wishlist container">
      <h1>{t("shell.wishlist")}</h1>
      {cards.length === 0 ? (
        <div className="grid-empty">
          <p className="grid-empty__title">{t("product.wishlistEmpty")}</p>
          <ShopLink className="button button--secondary" to={pathFor("catalog", lang)}>
            {t("product.wishlistBrowse")}
          </ShopLink>
        </div>
      ) : (
        <ul className="product-grid product-grid--default">
          {cards.map((card, index) => (
            <li key={card.id} className="product-grid__item">
              <ProductCard card={card} currency={loaderData.currency} sort="default" outletRibbon={false} lowestPriceLabel={loaderData.lowestPriceLabel} eager={index < 4} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
