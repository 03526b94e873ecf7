import { describe, expect, it } from "vitest";
import type { GridCard, ListingPage } from "#core/catalog/listing/types.ts";
import { packCards, packPage, unpackCards, unpackPage } from "./packed-cards.ts";

const card = (id: number, name = `Takki ${id}`): GridCard => ({ id, name, manufacturer: "Halti", price: { active: 100 * id } }) as unknown as GridCard;

function page(items: GridCard[]): ListingPage {
  return { total: 9, sourceTotal: 12, offset: 0, limit: 60, sort: "default", items, facets: [], approximate: false, relatedSearches: [] };
}

describe("packed grid cards", () => {
  it("travel as one text that the browser reads back to the same cards, whatever quotes and backslashes they hold", () => {
    const items = [card(1), card(2, `Women's "Pro" <b>&</b>\u2028 a\\'b\\"c \\u0027 ''`)];
    const packed = packCards(items);
    // No double quote to escape twice over on its way into the page.
    expect(packed.text).not.toContain('"');
    // What the browser gets is a copy without the server's objects: it parses the text.
    const received = structuredClone(packed);
    expect(unpackCards(received)).toEqual(items);
    expect(unpackCards(received)).toBe(unpackCards(received));
  });

  it("give the server back its own card objects without parsing", () => {
    const items = [card(3)];
    expect(unpackCards(packCards(items))).toBe(items);
  });

  it("keep the page's other fields, and unpack to the same page object every time (renders compare by identity)", () => {
    const items = [card(4), card(5)];
    const packed = packPage(page(items));
    expect(packed).not.toHaveProperty("items");
    expect(packed.total).toBe(9);
    const received = structuredClone(packed);
    const first = unpackPage(received);
    expect(first).toEqual(page(items));
    expect(unpackPage(received)).toBe(first);
  });

  it("write a card's JSON once: a card changed in place after packing is a new catalogue version's job, not this one's", () => {
    const shared = card(6);
    const before = packCards([shared]).text;
    expect(packCards([shared, card(7)]).text).toBe(`[${before.slice(1, -1)},${packCards([card(7)]).text.slice(1, -1)}]`);
  });
});
