import { describe, expect, it } from "vitest";
import { stripQuery } from "./strips.ts";

describe("stripQuery", () => {
  it("asks type 2 for the model in the delivery country, with the page's group when it has one", () => {
    expect(stripQuery({ slug: "pallas-käsineet", countryCode: "se", groupPath: "asusteet/kasineet" })).toBe(
      "slug=pallas-k%C3%A4sineet&delivery-country-code=se&type=2&group=asusteet%2Fkasineet",
    );
    expect(stripQuery({ slug: "teltta", countryCode: "fi", groupPath: null })).toBe("slug=teltta&delivery-country-code=fi&type=2");
  });
});
