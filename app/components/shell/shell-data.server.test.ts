import { describe, expect, it } from "vitest";
import type { StoreSummary } from "#core/catalog/types.ts";
import { isBuilt } from "#app/pages.ts";
import { receiveTexts } from "#app/transport/sent-texts.ts";
import { messagesFor, storeLinks, textsFor } from "./shell-data.server.ts";

const store = (id: number, slug: string, name: string, isMain = false): StoreSummary => ({
  id,
  slug,
  name,
  shortName: name,
  type: isMain ? "web" : "retail",
  pikanouto: false,
  nouto: false,
  stock_display_order: id,
  isMain,
});

const STORES = [store(20, "verkkokauppa", "Verkkokauppa", true), store(1, "helsinki", "Helsinki")];

describe("storeLinks", () => {
  it("links every store but the main one once the store pages are built", () => {
    expect(storeLinks("fi", STORES, () => true)).toEqual([{ href: "/myymalat/helsinki/", label: "Helsinki" }]);
  });

  it("links no store while the store pages are not built", () => {
    expect(storeLinks("fi", STORES, (id) => id !== "stores.store")).toEqual([]);
    expect(storeLinks("fi", STORES).length > 0).toBe(isBuilt("stores.store"));
  });
});

describe("messagesFor", () => {
  it("sends a language's selected texts once: the same sent form every time, received as the very texts on the server", () => {
    expect(messagesFor("sv")).toBe(messagesFor("sv"));
    expect(receiveTexts(messagesFor("sv"))).toBe(textsFor("sv"));
    expect(receiveTexts(structuredClone(messagesFor("de", ["product"])))).toEqual(textsFor("de", ["product"]));
  });
});
