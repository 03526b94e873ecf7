import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { convertPrice, formatPrice, WHOLE_UNIT_CURRENCIES, type DisplayCurrency } from "./format-price.ts";

// Intl's separators, spelled out: no-break space, narrow no-break space (French grouping), minus sign.
const NBSP = "\u00a0";
const NNBSP = "\u202f";
const MINUS = "\u2212";

const EUR: DisplayCurrency = { code: "eur", rate: 1 };

function inEveryLanguage(cents: number, currency: DisplayCurrency): Record<Lang, string> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, formatPrice(cents, currency, lang)])) as Record<Lang, string>;
}

describe("formatPrice", () => {
  it("shows euros with two decimals when there are cents", () => {
    expect(inEveryLanguage(1990, EUR)).toEqual({
      en: "€19.90",
      fi: `19,90${NBSP}€`,
      sv: `19,90${NBSP}€`,
      de: `19,90${NBSP}€`,
      fr: `19,90${NBSP}€`,
      ru: `19,90${NBSP}€`,
    });
  });

  it("shows whole amounts without decimals", () => {
    expect(inEveryLanguage(2000, EUR)).toEqual({
      en: "€20",
      fi: `20${NBSP}€`,
      sv: `20${NBSP}€`,
      de: `20${NBSP}€`,
      fr: `20${NBSP}€`,
      ru: `20${NBSP}€`,
    });
    expect(formatPrice(0, EUR, "fi")).toBe(`0${NBSP}€`);
  });

  it("groups thousands the way each locale does", () => {
    expect(inEveryLanguage(123456, EUR)).toEqual({
      en: "€1,234.56",
      fi: `1${NBSP}234,56${NBSP}€`,
      sv: `1${NBSP}234,56${NBSP}€`,
      de: `1.234,56${NBSP}€`,
      fr: `1${NNBSP}234,56${NBSP}€`,
      ru: `1${NBSP}234,56${NBSP}€`,
    });
  });

  it("formats negative amounts (refunds, discounts)", () => {
    expect(formatPrice(-350, EUR, "en")).toBe("-€3.50");
    expect(formatPrice(-350, EUR, "fi")).toBe(`${MINUS}3,50${NBSP}€`);
    expect(formatPrice(-350, EUR, "de")).toBe(`-3,50${NBSP}€`);
  });

  it("multiplies by the rate and keeps two decimals for other currencies", () => {
    const usd = { code: "usd", rate: 1.0842 };
    // 19.90 * 1.0842 = 21.57558
    expect(inEveryLanguage(1990, usd)).toEqual({
      en: "$21.58",
      fi: `21,58${NBSP}$`,
      sv: `21,58${NBSP}US$`,
      de: `21,58${NBSP}$`,
      fr: `21,58${NBSP}$US`,
      ru: `21,58${NBSP}$`,
    });
    // 10.00 * 0.85 = 8.5: not whole, so two decimals
    expect(formatPrice(1000, { code: "gbp", rate: "0.85" }, "en")).toBe("£8.50");
    // 20.00 * 0.85 = 17: whole, so none
    expect(formatPrice(2000, { code: "gbp", rate: "0.85" }, "en")).toBe("£17");
  });

  it("rounds the whole-unit currencies to whole numbers", () => {
    // 19.90 * 11.2345 = 223.56655
    expect(inEveryLanguage(1990, { code: "sek", rate: "11.2345" })).toEqual({
      en: `SEK${NBSP}224`,
      fi: `224${NBSP}SEK`,
      sv: `224${NBSP}kr`,
      de: `224${NBSP}SEK`,
      fr: `224${NBSP}SEK`,
      ru: `224${NBSP}SEK`,
    });
    // 19.90 * 162.37 = 3231.163
    expect(formatPrice(1990, { code: "jpy", rate: 162.37 }, "en")).toBe("¥3,231");
    expect(formatPrice(1990, { code: "jpy", rate: 162.37 }, "fr")).toBe(`3${NNBSP}231${NBSP}JPY`);
    expect(formatPrice(123456789, { code: "rub", rate: "98.1" }, "ru")).toBe(`121${NBSP}111${NBSP}110${NBSP}₽`);
    expect(formatPrice(1999, { code: "chf", rate: "0.9412" }, "de")).toBe(`19${NBSP}CHF`);
    expect([...WHOLE_UNIT_CURRENCIES].sort()).toEqual(["chf", "czk", "dkk", "jpy", "nok", "pln", "rub", "sek"]);
    for (const code of WHOLE_UNIT_CURRENCIES) {
      expect(convertPrice(1995, { code, rate: 1 }), code).toEqual({ amount: "20", fractionDigits: 0 });
    }
  });

  it("accepts currency codes in any case", () => {
    expect(formatPrice(1990, { code: "SEK", rate: "11.2345" }, "sv")).toBe(`224${NBSP}kr`);
    expect(formatPrice(1990, { code: " Usd ", rate: 1.0842 }, "en")).toBe("$21.58");
  });
});

describe("convertPrice", () => {
  it("rounds half away from zero", () => {
    expect(convertPrice(150, { code: "sek", rate: 1 })).toEqual({ amount: "2", fractionDigits: 0 });
    expect(convertPrice(-150, { code: "sek", rate: 1 })).toEqual({ amount: "-2", fractionDigits: 0 });
    expect(convertPrice(149, { code: "sek", rate: 1 })).toEqual({ amount: "1", fractionDigits: 0 });
    expect(convertPrice(1, { code: "usd", rate: "0.5" })).toEqual({ amount: "0.01", fractionDigits: 2 });
    expect(convertPrice(-1, { code: "usd", rate: "0.5" })).toEqual({ amount: "-0.01", fractionDigits: 2 });
    expect(convertPrice(-5, { code: "usd", rate: "0.1" })).toEqual({ amount: "-0.01", fractionDigits: 2 });
  });

  it("is exact where floating point would round the wrong way", () => {
    // 0.90 * 1.15 = 1.035 exactly; in binary floating point 90 * 1.15 = 103.49999999999999.
    expect(convertPrice(90, { code: "usd", rate: 1.15 })).toEqual({ amount: "1.04", fractionDigits: 2 });
    expect(formatPrice(90, { code: "usd", rate: 1.15 }, "en")).toBe("$1.04");
    // 1.00 * 1.005 = 1.005 exactly
    expect(convertPrice(100, { code: "usd", rate: 1.005 })).toEqual({ amount: "1.01", fractionDigits: 2 });
    // totals far beyond float's exact cents still convert exactly
    expect(convertPrice(9007199254740991, { code: "usd", rate: "1.1" })).toEqual({
      amount: "99079191802150.90",
      fractionDigits: 2,
    });
  });

  it("reads rates written with an exponent", () => {
    expect(convertPrice(100, { code: "usd", rate: 1e21 })).toEqual({ amount: "1000000000000000000000", fractionDigits: 0 });
    expect(convertPrice(100_000_000, { code: "usd", rate: 1e-7 })).toEqual({ amount: "0.10", fractionDigits: 2 });
    expect(convertPrice(100, { code: "usd", rate: "2.5E1" })).toEqual({ amount: "25", fractionDigits: 0 });
  });

  it("refuses amounts that are not integer cents and bad rates or codes", () => {
    expect(() => convertPrice(19.9, EUR)).toThrow(RangeError);
    expect(() => convertPrice(Number.NaN, EUR)).toThrow(RangeError);
    expect(() => convertPrice(100, { code: "eur", rate: 0 })).toThrow(RangeError);
    expect(() => convertPrice(100, { code: "eur", rate: -1 })).toThrow(RangeError);
    expect(() => convertPrice(100, { code: "eur", rate: "abc" })).toThrow(RangeError);
    expect(() => convertPrice(100, { code: "eur", rate: Number.POSITIVE_INFINITY })).toThrow(RangeError);
    expect(() => convertPrice(100, { code: "euro", rate: 1 })).toThrow(RangeError);
  });
});
