import { LOCALE_BY_LANG, type Lang } from "./languages.ts";

/**
 * Dates and plain numbers for display. Prices have their own rules: core/money/format-price.ts.
 */

/** The shop's stores and warehouse are in Finland: dates and times read as Finnish local time. */
export const DISPLAY_TIME_ZONE = "Europe/Helsinki";

export type DateInput = Date | number | string;

// Only the numeric parts are used, so the locale matters only for the digits (latn).
const dateTimeParts = new Intl.DateTimeFormat("fi-FI", {
  timeZone: DISPLAY_TIME_ZONE,
  numberingSystem: "latn",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

type DateParts = { day: string; month: string; year: string; hour: string; minute: string };

function partsOf(value: DateInput): DateParts {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  const parts: DateParts = { day: "", month: "", year: "", hour: "", minute: "" };
  for (const part of dateTimeParts.formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof DateParts] = part.value;
  }
  return parts;
}

/** DD.MM.YYYY in Finnish time, the same in every language. */
export function formatDate(value: DateInput): string {
  const { day, month, year } = partsOf(value);
  return `${day}.${month}.${year}`;
}

/** DD.MM.YYYY HH:mm in Finnish time, 24-hour clock (the price-ending notice). */
export function formatDateTime(value: DateInput): string {
  const { day, month, year, hour, minute } = partsOf(value);
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

/** Decimal separator per language: ',' for fi and sv, else '.'. */
export const DECIMAL_SEPARATOR_BY_LANG: Readonly<Record<Lang, "," | ".">> = {
  en: ".",
  fi: ",",
  sv: ",",
  de: ".",
  fr: ".",
  ru: ".",
};

export type NumberOptions = {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  useGrouping?: boolean;
};

const numberFormatters = new Map<string, Intl.NumberFormat>();

function numberFormatter(lang: Lang, options: NumberOptions): Intl.NumberFormat {
  const key = `${lang}|${options.minimumFractionDigits ?? ""}|${options.maximumFractionDigits ?? ""}|${options.useGrouping ?? ""}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_BY_LANG[lang], { ...options, numberingSystem: "latn" });
    numberFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A plain number with the language's grouping and the language's fixed decimal separator
 * (DECIMAL_SEPARATOR_BY_LANG).
 * Where the locale groups thousands with the character that is now the decimal separator
 * (de "1.234"), a no-break space groups them instead so the number stays unambiguous.
 */
export function formatNumber(value: number, lang: Lang, options: NumberOptions = {}): string {
  const decimal = DECIMAL_SEPARATOR_BY_LANG[lang];
  return numberFormatter(lang, options)
    .formatToParts(value)
    .map((part) => {
      if (part.type === "decimal") return decimal;
      if (part.type === "group" && part.value === decimal) return "\u00a0";
      return part.value;
    })
    .join("");
}
