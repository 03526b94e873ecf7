import type { GridCard, ListingPage } from "#core/catalog/listing/types.ts";
import { fromSentJson, keptSentJson, toSentJson } from "./sent-json.ts";

/**
 * A grid's cards as they travel in a page's loader data: one text instead of 60 objects that React
 * Router's serialiser walks value by value (docs/decisions/0033). The browser parses it once per answer.
 *
 * The text is the cards' JSON as ./sent-json.ts writes it. In a client-side navigation's data answer the
 * text is serialised once. In a page, React Router would write it as a JSON string inside a JSON string
 * inside a script, escaping it and converting it between text and bytes five times over (1.4 ms of a
 * group page's 5.6 ms of server CPU): there the page carries it in a JSON script element of its own
 * (`inline`, the element's id), which the grid writes (SentGridCards) and the browser reads back.
 */
export type PackedCards = { text: string } | { inline: typeof INLINE_CARDS_ID };

/** The id of the page's JSON script element with the grid's cards. A page has one grid. */
export const INLINE_CARDS_ID = "grid-cards";

/**
 * The grid page of the loader data: the listing page's cards packed, and the rest (totals, every filter
 * section's values and counts: a few hundred values) as one text of its own (./sent-json.ts).
 */
export interface PackedListingPage {
  sent: string;
  cards: PackedCards;
}

// The text of a packed value that carries none: the server's, or the page element's in the browser.
const textOf = new WeakMap<PackedCards, string>();
// The cards of a packed value: on the server the objects it was made from (no parsing them back), in
// the browser the parsed ones, the same array for every render of one loader answer.
const cardsOf = new WeakMap<PackedCards, GridCard[]>();
const pages = new WeakMap<PackedListingPage, ListingPage>();
// The packed form of a page: on the server the one made from it, in the browser the one it was read from.
const packedOf = new WeakMap<ListingPage, PackedListingPage>();

/** `inline`: the cards go into the page's own JSON script element (a page's first render, not a data answer). */
export function packCards(cards: GridCard[], options: { inline?: boolean } = {}): PackedCards {
  // The listing service shares its card objects between requests while the catalogue version stands
  // (core/catalog/listing/listing-service.ts): each card's text is made once per version.
  const text = `[${cards.map(keptSentJson).join(",")}]`;
  const packed: PackedCards = options.inline ? { inline: INLINE_CARDS_ID } : { text };
  textOf.set(packed, text);
  cardsOf.set(packed, cards);
  return packed;
}

/** The packed cards' text: its own, or for cards written into the page, the server's or (in the browser) the page element's. */
export function packedText(packed: PackedCards): string {
  if ("text" in packed) return packed.text;
  let text = textOf.get(packed);
  if (text === undefined) {
    text = document.getElementById(packed.inline)?.textContent ?? "[]";
    textOf.set(packed, text);
  }
  return text;
}

export function unpackCards(packed: PackedCards): GridCard[] {
  let cards = cardsOf.get(packed);
  if (!cards) {
    cards = fromSentJson<GridCard[]>(packedText(packed));
    cardsOf.set(packed, cards);
  }
  return cards;
}

export function packPage(page: ListingPage, options: { inline?: boolean } = {}): PackedListingPage {
  const { items, facets, ...rest } = page;
  // The listing service keeps one facets array per filter result (every page and sort of a grid): its text
  // is made once. `rest` is an object with fields, so its text ends with `}` and the facets join as one more.
  const sent = `${toSentJson(rest).slice(0, -1)},'facets':${keptSentJson(facets)}}`;
  const packed: PackedListingPage = { sent, cards: packCards(items, options) };
  pages.set(packed, page);
  packedOf.set(page, packed);
  return packed;
}

/** The listing page of a packed one; the same object for the same packed page (renders compare pages by identity). */
export function unpackPage(packed: PackedListingPage): ListingPage {
  let page = pages.get(packed);
  if (!page) {
    page = { ...fromSentJson<Omit<ListingPage, "items">>(packed.sent), items: unpackCards(packed.cards) };
    pages.set(packed, page);
    packedOf.set(page, packed);
  }
  return page;
}

/**
 * The text of the page's JSON script element with the grid's cards, for a page whose cards travel in it
 * (a page's first render); null for a page sent in a data answer, or not sent at all.
 */
export function inlineCardsText(page: ListingPage): string | null {
  const packed = packedOf.get(page);
  return packed && "inline" in packed.cards ? packedText(packed.cards) : null;
}

/** A grid as it travels: its listing page packed, the rest (a few dozen values) as it is. */
export type SentGrid<G extends { page: ListingPage }> = Omit<G, "page"> & { page: PackedListingPage };

type SentGridOf<G> = G extends { page: ListingPage } ? SentGrid<G> : G;

/** A catalogue page's loader data with its grid (or none) sent. */
export type WithSentGrid<T extends { grid: { page: ListingPage } | null }> = { [K in keyof T]: K extends "grid" ? SentGridOf<T[K]> : T[K] };

// On the server the data a sent page was made from; in the browser the received one, one per loader answer.
const receivedPages = new WeakMap<object, object>();

/**
 * A catalogue page's loader data as the route sends it: the grid's page packed. A page carries the cards
 * in a JSON script element of its own; a client-side navigation's data answer in its loader data.
 */
export function sendGridPage<T extends { grid: { page: ListingPage } | null }>(data: T, request: { dataRequest?: boolean }): WithSentGrid<T> {
  const grid = data.grid;
  const sent = { ...data, grid: grid && { ...grid, page: packPage(grid.page, { inline: !request.dataRequest }) } } as WithSentGrid<T>;
  receivedPages.set(sent, data);
  return sent;
}

/** The loader data a sent catalogue page was made from; the same object for every render of one answer. */
export function receiveGridPage<T extends { grid: { page: ListingPage } | null }>(sent: WithSentGrid<T>): T {
  let data = receivedPages.get(sent) as T | undefined;
  if (!data) {
    const grid = sent.grid as SentGrid<{ page: ListingPage }> | null;
    data = { ...sent, grid: grid && { ...grid, page: unpackPage(grid.page) } } as unknown as T;
    receivedPages.set(sent, data);
  }
  return data;
}
