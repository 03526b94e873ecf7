/**
 * The form rules of a gift campaign code (document 2 §5), apart from the service so the browser can
 * use them without the service's message catalogue.
 */

/** Longest code accepted; longer input cannot be a code. */
export const CAMPAIGN_CODE_MAX = 64;

/** Codes are typed in any case and with stray spaces (document 2 §5: trimmed before sending). */
export function normalizeCampaignCode(code: string): string {
  return code.trim().toUpperCase();
}
