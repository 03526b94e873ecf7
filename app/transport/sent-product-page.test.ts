import { describe, expect, it } from "vitest";
import { receiveProductPage, sendProductPage } from "./sent-product-page.ts";
import { sendTexts } from "./sent-texts.ts";

const page = {
  kind: "product",
  head: { title: "Takki", description: "", canonical: "http://x/", alternates: [], image: null },
  breadcrumbs: [{ label: "Vaatteet", href: "/vaatteet/" }, { label: `Takki "Pro" – <b>'s'` }],
  messages: sendTexts({ "product.size": "Koko", "product.colour": "Väri" }),
  model: { id: 7, name: `Takki "Pro" – <b>'s'`, products: [{ id: 1, size: null, prices: { active: 4990 } }] },
  selectedId: -1,
  shown: null,
  reviews: null,
};

describe("the product page's loader data", () => {
  it("keeps what the root and the head read, and sends the rest as one text the browser reads back", () => {
    const sent = sendProductPage(page);
    expect(Object.keys(sent).sort()).toEqual(["breadcrumbs", "head", "kind", "messages", "sent"]);
    expect(sent.breadcrumbs).toBe(page.breadcrumbs);
    expect(sent.sent).not.toContain('"');
    expect(sent.sent).not.toContain("<");
    const copy = structuredClone(sent);
    expect(receiveProductPage(copy)).toEqual(page);
    expect(receiveProductPage(copy)).toBe(receiveProductPage(copy));
  });

  it("gives the server its own data back without parsing", () => {
    expect(receiveProductPage(sendProductPage(page))).toBe(page);
  });
});
