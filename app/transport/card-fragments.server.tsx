import { renderToString } from "react-dom/server";
import type { GridCard } from "#core/catalog/listing/types.ts";
import { ProductCard, type ProductCardProps } from "#app/components/catalog/ProductCard.tsx";
import { ShellValueProvider, type ShellContextValue } from "#app/components/shell/ShellContext.tsx";
import type { CardFragments } from "./card-fragments.ts";

/**
 * The markup of a grid card, rendered once and kept with the card (docs/decisions/0033). The listing
 * service shares a card object between requests while the catalogue version stands, and drops it with
 * that version, so the HTML is kept in a WeakMap on the card and never outlives its data.
 *
 * A card's HTML depends only on its props and the storefront's language and texts; everything else it
 * shows for one visitor (a member's price, the wishlist heart) the browser sets after hydration
 * (docs/decisions/0021). Cards that load their picture at once are left to React's own render: their
 * `<img>` asks React for a preload link in the page's head, which a card rendered alone could not add.
 */
const kept = new WeakMap<GridCard, Map<string, string>>();

function contextKey(props: ProductCardProps, shell: ShellContextValue): string {
  const { currency } = props;
  return `${shell.env.lang}|${currency.code}|${currency.rate}|${props.sort}|${props.outletRibbon}|${props.lowestPriceLabel}`;
}

export const cardFragments: CardFragments = {
  html(props, shell) {
    if (props.eager || props.inStrip) return null;
    let forCard = kept.get(props.card);
    if (!forCard) {
      forCard = new Map();
      kept.set(props.card, forCard);
    }
    const key = contextKey(props, shell);
    let html = forCard.get(key);
    if (html === undefined) {
      html = renderToString(
        <ShellValueProvider value={shell}>
          <ProductCard {...props} />
        </ShellValueProvider>,
      );
      forCard.set(key, html);
    }
    return html;
  },
};
