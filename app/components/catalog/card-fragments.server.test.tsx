/**
 * Grid cards rendered once and kept (docs/decisions/0033): the page the server writes with kept cards
 * must be byte for byte the page it writes without them, or the browser's hydration would not match.
 */
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ShellProvider } from "#app/components/shell/ShellContext.tsx";
import { textsFor } from "#app/components/shell/shell-data.server.ts";
import type { GridCard, ListingPage, SortValue } from "#core/catalog/listing/types.ts";
import type { Lang } from "#i18n/languages.ts";
import { CardFragmentsContext, type CardFragments } from "./card-fragments.ts";
import { cardFragments } from "./card-fragments.server.tsx";
import { CatalogGrid } from "./CatalogGrid.tsx";
import type { GridData } from "./grid-types.ts";
import { GRID_MESSAGES } from "./listing.server.ts";

const colour = (slug: string, hex: string, image: string | null) => ({ slug, control: slug, name: slug.toUpperCase(), hex, image });

/** Cards of every shape the card draws: swatches (some hidden), ribbons, tags, ratings, club and "from" prices, no picture. */
function cards(count: number): GridCard[] {
  return Array.from({ length: count }, (_, index): GridCard => {
    const id = index + 1;
    const discounted = id % 3 === 0;
    return {
      id,
      name: `Malli ${id} <b>"takki"</b>`,
      manufacturer: id % 2 ? "Tussock & Tor" : "Halti",
      manufacturerSlug: id % 2 ? "tussock-and-tor" : "halti",
      path: `/halti/vaatteet/malli-${id}/`,
      image: id % 7 === 0 ? null : `/images/products/${id}00-320.svg`,
      colors: Array.from({ length: id % 9 }, (_, c) => colour(`c${c}`, `#00${c}0${c}0`, c % 2 ? `/images/products/${id}0${c}-320.svg` : null)),
      price: {
        active: 4990 + id,
        reference: discounted ? 9990 : 4990 + id,
        club: id % 4 === 0 ? 3990 : null,
        type: discounted ? "discount" : "normal",
        discountPercent: discounted ? 50 : id % 5 === 0 ? 3 : null,
      },
      shortDescription: id % 2 ? `Kevyt ja nopeasti kuivuva ${"x".repeat(id * 3)}` : "",
      tags: id % 4 === 1 ? [{ name: "Uutuus", bgColor: "#2b2b2b", textColor: "#ffffff" }] : [],
      ribbons: id % 6 === 0 ? [{ slug: "outlet", name: "Outlet", bgColor: "#c00", textColor: "#fff" }] : [],
      rating: id % 11,
      ratingCount: id,
      fromPrefix: id % 2 === 0,
    };
  });
}

function listingPage(items: GridCard[], sort: SortValue): ListingPage {
  return { total: 500, sourceTotal: 800, offset: 0, limit: items.length, sort, items, facets: [], approximate: false, relatedSearches: [], correctedText: null };
}

function gridData(items: GridCard[], options: { sort?: SortValue; currency?: GridData["currency"]; outlet?: boolean; fi?: boolean } = {}): GridData {
  const sort = options.sort ?? "default";
  return {
    page: listingPage(items, sort),
    source: { kind: "group", groupId: 1 },
    apiQuery: "source=group&id=1",
    baseQuery: "",
    gridSize: "default",
    currency: options.currency ?? { code: "eur", rate: 1, format: "{amount} €" },
    outletRibbon: options.outlet ?? false,
    filters: { text: null, price: null, manufacturer: [], color: [], store: [], size: [], group: [], properties: {} },
    sort: sort === "default" ? null : sort,
    defaultSort: "default",
    lowestPriceLabel: options.fi ?? true,
    filterFormOpen: false,
  };
}

/** The grid as the server writes it, with or without kept cards. */
function render(data: GridData, fragments: CardFragments | null, lang: Lang = "fi"): string {
  // The shell's texts (the wishlist heart's among them) and the grid's, as a catalogue page has them.
  const env = { lang, nonce: "n", messages: { ...textsFor(lang), ...textsFor(lang, GRID_MESSAGES) }, contactEmail: "" };
  const Stub = createRoutesStub([
    {
      path: "/vaatteet/",
      Component: () => (
        <CardFragmentsContext.Provider value={fragments}>
          <ShellProvider env={env} data={null}>
            <CatalogGrid data={data} />
          </ShellProvider>
        </CardFragmentsContext.Provider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={["/vaatteet/"]} />);
}

/** Counts the cards whose kept HTML the grid used. */
function counting(): { fragments: CardFragments; used: () => number } {
  let used = 0;
  return {
    fragments: {
      html(props, shell) {
        const html = cardFragments.html(props, shell);
        if (html !== null) used++;
        return html;
      },
    },
    used: () => used,
  };
}

describe("kept grid cards", () => {
  const items = cards(24);

  it("write the same page as rendering every card, and are used for every card after the first four", () => {
    const { fragments, used } = counting();
    const data = gridData(items);
    const plain = render(data, null);
    expect(render(data, fragments)).toBe(plain);
    expect(used()).toBe(20);
    // The second page is written from the kept HTML, still the same.
    expect(render(gridData(items), fragments)).toBe(plain);
    expect(used()).toBe(40);
    expect(plain).toContain("Malli 24 &lt;b&gt;&quot;takki&quot;&lt;/b&gt;");
    expect(plain).not.toContain("product.wishlistAdd");
  });

  it("are kept per sort, currency, outlet ribbon, price label and language", () => {
    const { fragments } = counting();
    // The same card objects in every variant: a kept card of one variant must never show in another.
    const variants: Array<[GridData, Lang]> = [
      [gridData(items), "fi"],
      [gridData(items, { sort: "stars" }), "fi"],
      [gridData(items, { currency: { code: "sek", rate: 11.5, format: "{amount} kr" } }), "fi"],
      [gridData(items, { outlet: true }), "fi"],
      [gridData(items, { fi: false }), "fi"],
      [gridData(items), "de"],
      [gridData(items, { sort: "stars" }), "sv"],
    ];
    for (const [data, lang] of variants) render(data, fragments, lang);
    for (const [data, lang] of variants) expect(render(data, fragments, lang)).toBe(render(data, null, lang));
    // The variants differ where the cards differ.
    const fi = render(variants[0]![0], fragments, "fi");
    expect(render(variants[1]![0], fragments, "fi")).not.toBe(fi);
    expect(render(variants[2]![0], fragments, "fi")).toContain("SEK");
    expect(render(variants[5]![0], fragments, "de")).not.toBe(fi);
  });

  it("follow the card's data: a new catalogue version's card object gets its own markup", () => {
    const { fragments } = counting();
    const before = cards(8);
    render(gridData(before), fragments);
    const after = before.map((card) => ({ ...card, name: `${card.name} uusi` }));
    const html = render(gridData(after), fragments);
    expect(html).toBe(render(gridData(after), null));
    expect(html.match(/uusi<\/span>/g)).toHaveLength(8);
  });
});
