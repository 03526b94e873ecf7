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
