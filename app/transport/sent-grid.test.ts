import { describe, expect, it, vi } from "vitest";
import type { GridCard, ListingPage } from "#core/catalog/listing/types.ts";
import {
  INLINE_CARDS_ID,
  inlineCardsText,
  packCards,
  packedText,
  packPage,
  receiveGridPage,
  sendGridPage,
  unpackCards,
  unpackPage,
} from "./sent-grid.ts";

const card = (id: number, name = `Takki ${id}`): GridCard => ({ id, name, manufacturer: "Halti", price: { active: 100 * id } }) as unknown as GridCard;

function page(items: GridCard[]): ListingPage {
  return { total: 9, sourceTotal: 12, offset: 0, limit: 60, sort: "default", items, facets: [], approximate: false, relatedSearches: [], correctedText: null };
}

const TRICKY = `Women's "Pro" <b>&</b></script><!-- \u2028 a\\'b\\"c \\u0027 ''`;

describe("packed grid cards", () => {
  it("travel as one text that the browser reads back to the same cards, whatever quotes, backslashes and tags they hold", () => {
    const items = [card(1), card(2, TRICKY)];
    const packed = packCards(items);
    const text = packedText(packed);
    // No double quote to escape twice over on its way into the page, and nothing that could end a script element.
    expect(text).not.toContain('"');
    expect(text).not.toContain("<");
    // What the browser gets is a copy without the server's objects: it parses the text.
    const received = structuredClone(packed);
    expect(unpackCards(received)).toEqual(items);
    expect(unpackCards(received)).toBe(unpackCards(received));
  });

  it("written into the page, carry only the element's id; the browser reads the element", () => {
    const items = [card(3, TRICKY), card(4)];
    const packed = packCards(items, { inline: true });
    expect(packed).toEqual({ inline: INLINE_CARDS_ID });
    // The server writes the element's text from what it packed.
    const text = packedText(packed);
    expect(unpackCards(packed)).toBe(items);
    // In the browser: the element's text as the HTML parser gives it.
    const getElementById = vi.fn((id: string) => (id === INLINE_CARDS_ID ? { textContent: text } : null));
    vi.stubGlobal("document", { getElementById });
    const received = structuredClone(packed);
    expect(unpackCards(received)).toEqual(items);
    expect(packedText(received)).toBe(text);
    expect(getElementById).toHaveBeenCalledTimes(1);
  });

  it("carry the filter sections beside the page's other fields, whatever their labels hold", () => {
    const facets = [{ key: "manufacturer", param: "manufacturer", label: `Merkki "A" <b>'s'`, kind: "checkbox", values: [{ value: "a", label: "A…", count: 3, selected: true }] }];
    const withFacets = { ...page([card(10)]), facets } as unknown as ListingPage;
    const first = packPage(withFacets);
    expect(unpackPage(structuredClone({ sent: first.sent, cards: packCards([card(10)]) }))).toEqual(withFacets);
    // The same sections (a kept filter result) give the same text.
    expect(packPage({ ...withFacets, offset: 60 }).sent).toContain(first.sent.slice(first.sent.indexOf("'facets'")));
  });

  it("give the server back its own card objects without parsing", () => {
    const items = [card(5)];
    expect(unpackCards(packCards(items))).toBe(items);
  });

  it("keep the page's other fields, and unpack to the same page object every time (renders compare by identity)", () => {
    const items = [card(6), card(7)];
    const packed = packPage(page(items));
    expect(Object.keys(packed).sort()).toEqual(["cards", "sent"]);
    expect(packed.sent).not.toContain('"');
    const received = structuredClone(packed);
    const first = unpackPage(received);
    expect(first).toEqual(page(items));
    expect(unpackPage(received)).toBe(first);
  });

  it("write a card's JSON once per card object", () => {
    const shared = card(8);
    const before = packedText(packCards([shared]));
    expect(packedText(packCards([shared, card(9)]))).toBe(`[${before.slice(1, -1)},${packedText(packCards([card(9)])).slice(1, -1)}]`);
  });
});

describe("a catalogue page's loader data", () => {
  const data = () => ({ kind: "group", title: `Takit "Pro"`, grid: { apiQuery: "source=group&id=1", page: page([card(11), card(12, TRICKY)]) } });

  it("is sent with the grid's page packed and the rest as it is, and the server gets its own data back", () => {
    const own = data();
    const sent = sendGridPage(own, {});
    expect(sent.title).toBe(own.title);
    expect(sent.grid.apiQuery).toBe(own.grid.apiQuery);
    expect(sent.grid.page.cards).toEqual({ inline: INLINE_CARDS_ID });
    expect(receiveGridPage<typeof own>(sent)).toBe(own);
    // The page's JSON element is written from the page the server rendered.
    expect(inlineCardsText(own.grid.page)).toBe(packedText(sent.grid.page.cards));
  });

  it("reads back in the browser to the same data, one object per loader answer", () => {
    const own = data();
    const answer = structuredClone(sendGridPage(own, { dataRequest: true }));
    expect("text" in answer.grid.page.cards).toBe(true);
    const received = receiveGridPage<typeof own>(answer);
    expect(received).toEqual(own);
    expect(receiveGridPage<typeof own>(answer)).toBe(received);
    // A data answer carries its cards itself: the page gets no JSON element for them.
    expect(inlineCardsText(received.grid.page)).toBeNull();
  });

  it("may have no grid (a search without a text)", () => {
    const own = { query: null, grid: null };
    expect(receiveGridPage<typeof own>(structuredClone(sendGridPage(own, {})))).toEqual(own);
  });

  it("gives a page that was never sent no JSON element", () => {
    expect(inlineCardsText(page([card(13)]))).toBeNull();
  });
});
