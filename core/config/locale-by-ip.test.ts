import { describe, expect, it } from "vitest";
import { chooseLocale, localeCandidates, normalizeCountryCode } from "./locale-by-ip.ts";

describe("normalizeCountryCode", () => {
  it("lower-cases two-letter codes", () => {
    expect(normalizeCountryCode("SE")).toBe("se");
    expect(normalizeCountryCode(" fi ")).toBe("fi");
  });

  it("refuses placeholders and junk", () => {
    for (const value of ["XX", "zz", "T1", "", "swe", "s", null, undefined, "1a"]) {
      expect(normalizeCountryCode(value)).toBeNull();
    }
  });
});

describe("localeCandidates", () => {
  it("puts the proxy header before the address lookup and drops duplicates", () => {
    expect(localeCandidates({ proxyCountry: "SE", ipCountry: "fi" })).toEqual(["se", "fi"]);
    expect(localeCandidates({ proxyCountry: "fi", ipCountry: "FI" })).toEqual(["fi"]);
    expect(localeCandidates({ proxyCountry: "XX", ipCountry: null })).toEqual([]);
  });
});

describe("chooseLocale", () => {
  const fallback = { countryCode: "us", currencyCode: "usd" };

  it("takes the first candidate the shop delivers to, with its currency", () => {
    const known = new Map([
      ["de", "eur"],
      ["se", "sek"],
    ]);
    expect(chooseLocale(["se", "de"], known, fallback)).toEqual({ countryCode: "se", currencyCode: "sek" });
  });

  it("skips a country the shop does not deliver to", () => {
    expect(chooseLocale(["cn", "de"], new Map([["de", "EUR"]]), fallback)).toEqual({ countryCode: "de", currencyCode: "eur" });
  });

  it("falls back to the language default, with the currency of that country when known", () => {
    expect(chooseLocale(["cn"], new Map(), fallback)).toEqual(fallback);
    expect(chooseLocale([], new Map([["us", "cad"]]), fallback)).toEqual({ countryCode: "us", currencyCode: "cad" });
  });
});
