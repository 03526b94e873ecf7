import type { GridCard, ListingPage } from "#core/catalog/listing/types.ts";

/**
 * A grid's cards as they travel in a page's loader data: one text instead of 60 objects that React
 * Router's serialiser walks value by value (a fifth of a rendered grid page's server CPU,
 * docs/decisions/0033). The browser parses it once per answer.
 *
 * The text is the cards' JSON with its double quotes written as single quotes (a single quote of the
 * data is the JSON escape \u0027 first). React Router writes the loader data into the page as a JSON
 * string inside a JSON string: every double quote would be escaped twice over (`"` -> `\\\"`), which
 * made the page's data half as long again and its escaping the larger part of the serialiser's work.
 */
export interface PackedCards {
  text: string;
}

/** The grid page of the loader data: the listing page with its cards packed. */
export type PackedListingPage = Omit<ListingPage, "items"> & { cards: PackedCards };

// The listing service shares its card objects between requests while the catalogue version stands
// (core/catalog/listing/listing-service.ts), so each card's JSON text is made once per version.
const cardJson = new WeakMap<GridCard, string>();
// The cards of a packed value: on the server the objects it was made from (no parsing them back), in
// the browser the parsed ones, the same array for every render of one loader answer.
const cardsOf = new WeakMap<PackedCards, GridCard[]>();
const pages = new WeakMap<PackedListingPage, ListingPage>();

/**
 * JSON whose quotes are single quotes. A `'` can only stand inside a string of the JSON, where \u0027
 * means the same; after that every `'` is a former `"`, an escaped one (`\"`) included.
 */
function quoteSwapped(json: string): string {
  return json.replaceAll("'", "\\u0027").replaceAll('"', "'");
}

export function packCards(cards: GridCard[]): PackedCards {
  const parts = cards.map((card) => {
    let json = cardJson.get(card);
    if (json === undefined) {
      json = quoteSwapped(JSON.stringify(card));
      cardJson.set(card, json);
    }
    return json;
  });
  const packed: PackedCards = { text: `[${parts.join(",")}]` };
  cardsOf.set(packed, cards);
  return packed;
}

export function unpackCards(packed: PackedCards): GridCard[] {
  let cards = cardsOf.get(packed);
  if (!cards) {
    cards = JSON.parse(packed.text.replaceAll("'", '"')) as GridCard[];
    cardsOf.set(packed, cards);
  }
  return cards;
}

export function packPage({ items, ...rest }: ListingPage): PackedListingPage {
  const packed: PackedListingPage = { ...rest, cards: packCards(items) };
  pages.set(packed, { ...rest, items });
  return packed;
}

/** The listing page of a packed one; the same object for the same packed page (renders compare pages by identity). */
export function unpackPage(packed: PackedListingPage): ListingPage {
  let page = pages.get(packed);
  if (!page) {
    const { cards, ...rest } = packed;
    page = { ...rest, items: unpackCards(cards) };
    pages.set(packed, page);
  }
  return page;
}
