/** Default of the general setting priceEndingMaxDays. */
export const PRICE_ENDING_MAX_DAYS_DEFAULT = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the offer's end shows: only for an offer that has not ended, when its end is
 * within `maxDays` of now; with the setting missing (null), every coming end shows.
 */
export function showsPriceEnding(end: Date | null, now: Date, maxDays: number | null): boolean {
  if (!end || Number.isNaN(end.getTime()) || end.getTime() <= now.getTime()) return false;
  if (maxDays === null) return true;
  return end.getTime() - now.getTime() <= maxDays * DAY_MS;
}

/** The end as DD.MM.YYYY HH:mm in the shop's time zone (Finland), whatever the server's zone. */
export function formatPriceEnding(end: Date, timeZone = "Europe/Helsinki"): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(end);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}.${part("month")}.${part("year")} ${part("hour")}:${part("minute")}`;
}
