import { renderToString } from "react-dom/server";
import { ShellValueProvider, type ShellContextValue } from "#app/components/shell/ShellContext.tsx";
import { keepHtml, keptHtml } from "#app/transport/kept-html.ts";
import type { CardFragments } from "./card-fragments.ts";
import { ProductCard, type ProductCardProps } from "./ProductCard.tsx";

/**
 * The markup of a grid card, rendered once and kept with the card (docs/decisions/0033). The listing
 * service shares a card object between requests while the catalogue version stands, and drops it with
 * that version, so the HTML is kept on the card (app/transport/kept-html.ts) and never outlives its data.
 *
 * A card's HTML depends only on its props and the storefront's language and texts; everything else it
 * shows for one visitor (a member's price, the wishlist heart) the browser sets after hydration
 * (docs/decisions/0021). Cards that load their picture at once are left to React's own render: their
 * `<img>` asks React for a preload link in the page's head, which a card rendered alone could not add.
 */
function contextKey(props: ProductCardProps, shell: ShellContextValue): string {
  const { currency } = props;
  return `${shell.env.lang}|${currency.code}|${currency.rate}|${props.sort}|${props.outletRibbon}|${props.lowestPriceLabel}`;
}

export const cardFragments: CardFragments = {
  html(props, shell) {
    if (props.eager || props.inStrip) return null;
    const variant = contextKey(props, shell);
    return (
      keptHtml(props.card, variant) ??
      keepHtml(
        props.card,
        variant,
        renderToString(
          <ShellValueProvider value={shell}>
            <ProductCard {...props} />
          </ShellValueProvider>,
        ),
      )
    );
  },
};
