/**
 * The form rules of a gift campaign code, apart from the service so the browser can
 * use them without the service's message catalogue.
 */

/** Longest code accepted; longer input cannot be a code. */
export const CAMPAIGN_CODE_MAX = 64;

/** Codes are typed in any case and with stray spaces; the form trims them before sending. */
export function normalizeCampaignCode(code: string): string {
  return code.trim().toUpperCase();
}
