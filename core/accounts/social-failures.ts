/**
 * Why a social log-in failed, as the log-in page's address names it (?social=): the page shows the
 * message again in its own language. Browser-safe (the log-in page imports it).
 */
export const SOCIAL_FAILURES = {
  failed: "accounts.socialFailed",
  "no-email": "accounts.socialNoEmail",
  "not-verified": "accounts.socialNotVerified",
} as const;

export type SocialFailure = keyof typeof SOCIAL_FAILURES;

export function isSocialFailure(value: string | null | undefined): value is SocialFailure {
  return value !== null && value !== undefined && Object.hasOwn(SOCIAL_FAILURES, value);
}
