import { translate } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { MAX_NAME_LENGTH } from "./registration-rules.ts";
import { singleSpaced } from "#core/text/single-spaced.ts";

/**
 * The rules of the account area's own details, without Node's crypto: the form imports them in the
 * browser too. Phone and postcode are optional; the checkout asks again for what a delivery needs.
 */
export type ProfileField = "firstName" | "lastName" | "phone" | "address" | "postcode" | "city";

export interface ProfileInput {
  firstName: string;
  lastName: string;
  phone: string;
  /** The delivery address: street, postcode and city, each optional. */
  address: string;
  postcode: string;
  city: string;
}

export const MAX_ADDRESS_LENGTH = 200;
export const MAX_CITY_LENGTH = 100;

/** A phone number as people write it: digits with spaces, dashes, brackets, a leading +. */
const PHONE = /^\+?[0-9 ()-]+$/;
/** Postcodes of the countries the shop delivers to: letters, digits, a space or dash. */
const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/** The details as they are stored: names with single spaces, phone and postcode trimmed. */
export function cleanProfile(input: ProfileInput): ProfileInput {
  return {
    firstName: singleSpaced(input.firstName),
    lastName: singleSpaced(input.lastName),
    phone: singleSpaced(input.phone),
    address: singleSpaced(input.address),
    postcode: singleSpaced(input.postcode).toUpperCase(),
    city: singleSpaced(input.city),
  };
}

/** What is wrong with each field, in the person's language; empty when nothing. */
export function profileProblems(input: ProfileInput, lang: Lang): Partial<Record<ProfileField, string>> {
  const value = cleanProfile(input);
  const problems: Partial<Record<ProfileField, string>> = {};
  if (value.firstName === "") problems.firstName = translate(lang, "accounts.firstNameRequired");
  else if (value.firstName.length > MAX_NAME_LENGTH) problems.firstName = translate(lang, "accounts.nameTooLong", { max: MAX_NAME_LENGTH });
  if (value.lastName === "") problems.lastName = translate(lang, "accounts.lastNameRequired");
  else if (value.lastName.length > MAX_NAME_LENGTH) problems.lastName = translate(lang, "accounts.nameTooLong", { max: MAX_NAME_LENGTH });
  const digits = value.phone.replace(/[^0-9]/g, "").length;
  if (value.phone !== "" && (!PHONE.test(value.phone) || digits < 5 || digits > 15)) problems.phone = translate(lang, "accountArea.phoneInvalid");
  if (value.postcode !== "" && (!POSTCODE.test(value.postcode) || value.postcode.length > 10)) problems.postcode = translate(lang, "accountArea.postcodeInvalid");
  if (value.address.length > MAX_ADDRESS_LENGTH) problems.address = translate(lang, "accounts.nameTooLong", { max: MAX_ADDRESS_LENGTH });
  if (value.city.length > MAX_CITY_LENGTH) problems.city = translate(lang, "accounts.nameTooLong", { max: MAX_CITY_LENGTH });
  return problems;
}
