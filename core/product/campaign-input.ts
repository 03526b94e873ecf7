/**
 * The company gift campaign form's fields and limits, and the shop's day: the page's form and the
 * service's checks read the same numbers (core/product/company-campaigns.server.ts keeps the rest).
 */

export const MAX_CAMPAIGN_NAME = 80;
export const MAX_CAMPAIGN_MESSAGE = 1000;
export const MAX_CAMPAIGN_PRODUCTS = 30;
export const MAX_CAMPAIGN_CODES = 1000;
/** A campaign runs at most this many days. */
export const MAX_CAMPAIGN_DAYS = 366;

export type CampaignField = "name" | "message" | "products" | "codes" | "startsOn" | "endsOn";

export interface CampaignInput {
  name: string;
  message: string;
  /** One product per line: its address in the shop (with or without the host) or its model number. */
  products: string;
  codes: string;
  /** Dates as YYYY-MM-DD, the days in Finnish time. */
  startsOn: string;
  endsOn: string;
}

/** Today in Finland as YYYY-MM-DD: campaign days are the shop's days. */
export function helsinkiDay(now: Date): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Helsinki", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** Finland's offset from UTC in minutes at an instant (+120 in winter, +180 in summer). */
function helsinkiOffset(at: Date): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Helsinki", timeZoneName: "longOffset" }).formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? "";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** Midnight at the start of a Finnish day (YYYY-MM-DD), as an instant. */
export function helsinkiMidnight(day: string): Date {
  const asUtc = Date.parse(`${day}T00:00:00Z`);
  // The offset of the guess may differ from the offset at the answer only on a day the clocks change.
  const guess = new Date(asUtc - helsinkiOffset(new Date(asUtc)) * 60_000);
  return new Date(asUtc - helsinkiOffset(guess) * 60_000);
}
