/**
 * The delivery estimator's postal code field: at most 5 characters, looked up only
 * when exactly 5, kept in the local settings when empty or 5 long (a half-typed code is not kept).
 */
export const POSTAL_CODE_MAX = 5;

export interface PostalCodeStep {
  value: string;
  lookup: boolean;
  save: boolean;
}

export function postalCodeStep(typed: string): PostalCodeStep {
  // Spaces come with pasted codes ("00 100"); they are never part of one.
  const value = typed.replace(/\s+/g, "").slice(0, POSTAL_CODE_MAX);
  return { value, lookup: value.length === POSTAL_CODE_MAX, save: value.length === 0 || value.length === POSTAL_CODE_MAX };
}
