import { describe, expect, it } from "vitest";
import { DECIMAL_SEPARATOR_BY_LANG, DISPLAY_TIME_ZONE, formatDate, formatDateTime, formatNumber } from "./format.ts";
import { LANGUAGES } from "./languages.ts";

const NBSP = "\u00a0";
const NNBSP = "\u202f";
const MINUS = "\u2212";

describe("formatDate", () => {
  it("writes DD.MM.YYYY with leading zeros", () => {
    expect(formatDate(new Date("2026-03-04T10:00:00Z"))).toBe("04.03.2026");
    expect(formatDate("2026-11-30T10:00:00Z")).toBe("30.11.2026");
    expect(formatDate(Date.UTC(2026, 0, 9, 12))).toBe("09.01.2026");
  });

  it("reads the day in Finnish time, not UTC", () => {
    expect(DISPLAY_TIME_ZONE).toBe("Europe/Helsinki");
    // 22:07 UTC in winter is 00:07 the next day in Helsinki (UTC+2)
    expect(formatDate("2026-01-05T22:07:00Z")).toBe("06.01.2026");
    // 21:30 UTC in summer is 00:30 the next day in Helsinki (UTC+3)
    expect(formatDate("2026-07-01T21:30:00Z")).toBe("02.07.2026");
    expect(formatDate("2026-07-01T20:59:00Z")).toBe("01.07.2026");
    expect(formatDate("2026-12-31T22:00:00Z")).toBe("01.01.2027");
  });

  it("refuses an invalid date", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
    expect(() => formatDate(Number.NaN)).toThrow(RangeError);
  });
});

describe("formatDateTime", () => {
  it("writes DD.MM.YYYY HH:mm on a 24-hour clock", () => {
    expect(formatDateTime("2026-06-15T11:05:00Z")).toBe("15.06.2026 14:05");
    expect(formatDateTime("2026-02-01T19:45:00Z")).toBe("01.02.2026 21:45");
  });

  it("shows midnight as 00, never 24", () => {
    expect(formatDateTime("2026-01-05T22:07:00Z")).toBe("06.01.2026 00:07");
    expect(formatDateTime("2026-12-31T22:00:00Z")).toBe("01.01.2027 00:00");
  });

  it("follows daylight saving time in Helsinki", () => {
    // clocks go forward at 03:00 local on 29.03.2026
    expect(formatDateTime("2026-03-29T00:59:00Z")).toBe("29.03.2026 02:59");
    expect(formatDateTime("2026-03-29T01:00:00Z")).toBe("29.03.2026 04:00");
    // and back at 04:00 local on 25.10.2026: 03:30 happens twice
    expect(formatDateTime("2026-10-25T00:30:00Z")).toBe("25.10.2026 03:30");
    expect(formatDateTime("2026-10-25T01:30:00Z")).toBe("25.10.2026 03:30");
  });
});

describe("formatNumber", () => {
  it("uses ',' as the decimal separator for fi and sv and '.' for the others", () => {
    expect(Object.fromEntries(LANGUAGES.map((lang) => [lang, formatNumber(4.5, lang)]))).toEqual({
      en: "4.5",
      fi: "4,5",
      sv: "4,5",
      de: "4.5",
      fr: "4.5",
      ru: "4.5",
    });
    expect(DECIMAL_SEPARATOR_BY_LANG).toEqual({ en: ".", fi: ",", sv: ",", de: ".", fr: ".", ru: "." });
  });

  it("groups thousands without clashing with the decimal separator", () => {
    expect(formatNumber(1234567.891, "en")).toBe("1,234,567.891");
    expect(formatNumber(1234567.891, "fi")).toBe(`1${NBSP}234${NBSP}567,891`);
    expect(formatNumber(1234.5, "sv")).toBe(`1${NBSP}234,5`);
    // German groups with '.', which here is the decimal separator
    expect(formatNumber(1234.5, "de")).toBe(`1${NBSP}234.5`);
    expect(formatNumber(1234.5, "fr")).toBe(`1${NNBSP}234.5`);
    expect(formatNumber(1234.5, "ru")).toBe(`1${NBSP}234.5`);
    expect(formatNumber(1234.5, "de", { useGrouping: false })).toBe("1234.5");
  });

  it("applies fraction digit options", () => {
    expect(formatNumber(2, "fi", { minimumFractionDigits: 2 })).toBe("2,00");
    expect(formatNumber(2.345, "en", { maximumFractionDigits: 1 })).toBe("2.3");
    expect(formatNumber(0.1 + 0.2, "sv")).toBe("0,3");
    expect(formatNumber(12, "ru")).toBe("12");
  });

  it("keeps the locale's minus sign", () => {
    expect(formatNumber(-2.25, "fi")).toBe(`${MINUS}2,25`);
    expect(formatNumber(-2.25, "en")).toBe("-2.25");
  });
});
