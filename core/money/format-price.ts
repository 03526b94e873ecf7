import { LOCALE_BY_LANG, type Lang } from "#i18n/languages.ts";

/**
 * Price display. Money is integer EUR cents everywhere; it becomes the delivery country's currency
 * only here, at the moment it is shown.
 */

/** The display currency: ISO 4217 code (any case) and units of it per one euro. */
export type DisplayCurrency = {
  code: string;
  /** A number or a decimal string (as PostgreSQL numeric columns arrive); must be positive. */
  rate: number | string;
};

/** Currencies always shown in whole units. Lower-case codes. */
export const WHOLE_UNIT_CURRENCIES: ReadonlySet<string> = new Set([
  "chf",
  "czk",
  "dkk",
  "jpy",
  "pln",
  "rub",
  "sek",
  "nok",
]);

export type ConvertedPrice = {
  /** Exact decimal string with `fractionDigits` decimals, e.g. "224", "21.58", "-3.50". */
  amount: string;
  fractionDigits: 0 | 2;
};

const DECIMAL = /^(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** A positive decimal as an exact integer and a power-of-ten scale: "11.2345" -> 112345 / 10^4. */
function parseRate(rate: number | string): { units: bigint; scale: number } {
  const text = typeof rate === "number" ? String(rate) : rate.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Invalid currency rate: ${String(rate)}`);
  const fraction = match[2] ?? "";
  const exponent = Number(match[3] ?? "0");
  let units = BigInt(`${match[1]}${fraction}`);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  if (units === 0n) throw new RangeError(`Invalid currency rate: ${String(rate)}`);
  return { units, scale };
}

/** Integer division rounding half away from zero. */
function divideRounded(dividend: bigint, divisor: bigint): bigint {
  const negative = dividend < 0n;
  const magnitude = negative ? -dividend : dividend;
  const quotient = (magnitude + divisor / 2n) / divisor;
  return negative ? -quotient : quotient;
}

function toDecimalString(minor: bigint, fractionDigits: 0 | 2): string {
  if (fractionDigits === 0) return minor.toString();
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(3, "0");
  return `${negative ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

function normalizeCode(code: string): string {
  const lower = code.trim().toLowerCase();
  if (!/^[a-z]{3}$/.test(lower)) throw new RangeError(`Invalid currency code: ${code}`);
  return lower;
}

/**
 * EUR cents in the display currency, computed exactly (no floating point) and rounded half away
 * from zero: to whole units for the whole-unit currencies, otherwise to cents, and then without
 * decimals when the amount is whole.
 */
export function convertPrice(cents: number, currency: DisplayCurrency): ConvertedPrice {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Price must be integer cents: ${cents}`);
  const code = normalizeCode(currency.code);
  const { units, scale } = parseRate(currency.rate);
  // cents * units is the price in units of 10^-(2 + scale) of the display currency.
  const scaled = BigInt(cents) * units;
  if (WHOLE_UNIT_CURRENCIES.has(code)) {
    return { amount: toDecimalString(divideRounded(scaled, 10n ** BigInt(2 + scale)), 0), fractionDigits: 0 };
  }
  const minor = divideRounded(scaled, 10n ** BigInt(scale));
  if (minor % 100n === 0n) return { amount: toDecimalString(minor / 100n, 0), fractionDigits: 0 };
  return { amount: toDecimalString(minor, 2), fractionDigits: 2 };
}

// Intl formatters are costly to build and hold no request state: one per locale, currency and precision.
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(lang: Lang, code: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const locale = LOCALE_BY_LANG[lang];
  const key = `${locale}|${code}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: code.toUpperCase(),
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A price for display: EUR cents converted at the currency's rate and formatted with the
 * language's locale, e.g. formatPrice(1990, { code: "eur", rate: 1 }, "fi") === "19,90 €".
 */
export function formatPrice(cents: number, currency: DisplayCurrency, lang: Lang): string {
  const { amount, fractionDigits } = convertPrice(cents, currency);
  // Intl formats a decimal string exactly, so the converted amount is never turned into a float.
  return currencyFormatter(lang, normalizeCode(currency.code), fractionDigits).format(
    amount as Intl.StringNumericLiteral,
  );
}
