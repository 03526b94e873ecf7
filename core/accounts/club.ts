import { translate } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { singleSpaced } from "#core/text/single-spaced.ts";

/**
 * The customer club: membership, the club card and the club's offers. Joining is free and a choice of
 * its own: an account is not a membership. Members pay club prices; the card's number is shown as a
 * barcode the stores' tills scan. Browser-safe: the forms use the same rules.
 */

/** What a member can say they like, for the club's offers; labels in messages `club.interest.*`. */
export const CLUB_INTERESTS = ["hiking", "camping", "cross-country-skiing", "alpine-skiing", "climbing", "running", "cycling", "paddling", "fishing", "scouting"] as const;
export type ClubInterest = (typeof CLUB_INTERESTS)[number];

const KNOWN = new Set<string>(CLUB_INTERESTS);

/** The interests of a form, known ones only, each once, in the list's order. */
export function interestsFrom(values: readonly string[]): ClubInterest[] {
  const chosen = new Set(values.filter((value) => KNOWN.has(value)));
  return CLUB_INTERESTS.filter((interest) => chosen.has(interest));
}

/** The Luhn check digit of a string of digits: a mistyped digit at the till fails the check. */
export function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** The member number of the club sequence's value: the value and its check digit. */
export function clubNumberOf(sequenceValue: number): string {
  const digits = String(sequenceValue);
  return `${digits}${luhnDigit(digits)}`;
}

export function isClubNumber(value: string): boolean {
  return /^\d{2,}$/.test(value) && luhnDigit(value.slice(0, -1)) === Number(value.at(-1));
}

export type MembershipField = "scoutGroup" | "scoutMemberId" | "latuMemberId" | "latuBranch" | "gender";
export type MembershipInput = Record<MembershipField, string>;

/** The genders the club asks about; a member may also leave it unsaid (""). */
export const GENDERS = ["male", "female"] as const;

const MEMBER_ID = /^[A-Za-z0-9-]{1,20}$/;
const MAX_NAME = 100;

/** The membership fields of a posted form (the account area's and the checkout's club step). */
export function membershipValues(field: (name: MembershipField) => string): MembershipInput {
  return { scoutGroup: field("scoutGroup"), scoutMemberId: field("scoutMemberId"), latuMemberId: field("latuMemberId"), latuBranch: field("latuBranch"), gender: field("gender") };
}

export function cleanMemberships(input: MembershipInput): MembershipInput {
  return {
    scoutGroup: singleSpaced(input.scoutGroup),
    scoutMemberId: singleSpaced(input.scoutMemberId),
    latuMemberId: singleSpaced(input.latuMemberId),
    latuBranch: singleSpaced(input.latuBranch),
    gender: singleSpaced(input.gender).toLowerCase(),
  };
}

/** What is wrong with the scout, Suomen Latu and gender fields (all optional), in the member's language. */
export function membershipProblems(input: MembershipInput, lang: Lang): Partial<Record<MembershipField, string>> {
  const value = cleanMemberships(input);
  const problems: Partial<Record<MembershipField, string>> = {};
  for (const field of ["scoutMemberId", "latuMemberId"] as const) {
    if (value[field] !== "" && !MEMBER_ID.test(value[field])) problems[field] = translate(lang, "club.memberIdInvalid");
  }
  for (const field of ["scoutGroup", "latuBranch"] as const) {
    if (value[field].length > MAX_NAME) problems[field] = translate(lang, "accounts.nameTooLong", { max: MAX_NAME });
  }
  if (value.gender !== "" && !(GENDERS as readonly string[]).includes(value.gender)) problems.gender = translate(lang, "club.genderInvalid");
  return problems;
}
