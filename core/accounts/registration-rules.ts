import { addressProblem } from "#core/mail/mailer.ts";
import { translate } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";

/**
 * The rules of a new account's fields, without Node's crypto: the registration and new-password
 * forms import them in the browser too.
 */
export const MIN_PASSWORD_LENGTH = 8;
/** Longer passwords are refused before hashing, so nobody can make the server hash megabytes. */
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_NAME_LENGTH = 100;

export type RegistrationField = "email" | "password" | "firstName" | "lastName";

/** What is wrong with each registration field, in the shopper's language; empty when nothing. */
export function registrationProblems(input: { email: string; password: string; firstName: string; lastName: string; lang: Lang }): Partial<Record<RegistrationField, string>> {
  const { lang } = input;
  const problems: Partial<Record<RegistrationField, string>> = {};
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (firstName === "") problems.firstName = translate(lang, "accounts.firstNameRequired");
  else if (firstName.length > MAX_NAME_LENGTH) problems.firstName = translate(lang, "accounts.nameTooLong", { max: MAX_NAME_LENGTH });
  if (lastName === "") problems.lastName = translate(lang, "accounts.lastNameRequired");
  else if (lastName.length > MAX_NAME_LENGTH) problems.lastName = translate(lang, "accounts.nameTooLong", { max: MAX_NAME_LENGTH });
  if (input.email.trim() === "") problems.email = translate(lang, "accounts.emailRequired");
  else if (addressProblem(input.email) !== null) problems.email = translate(lang, "accounts.emailInvalid");
  const password = passwordProblem(input.password, input.email, lang);
  if (password) problems.password = password;
  return problems;
}

/** Why a new password is refused, or null. */
export function passwordProblem(password: string, email: string, lang: Lang): string | null {
  if (password === "") return translate(lang, "accounts.passwordRequired");
  if ([...password].length < MIN_PASSWORD_LENGTH) return translate(lang, "accounts.passwordTooShort", { min: MIN_PASSWORD_LENGTH });
  if (password.length > MAX_PASSWORD_LENGTH) return translate(lang, "accounts.passwordTooLong", { max: MAX_PASSWORD_LENGTH });
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return translate(lang, "accounts.passwordIsEmail");
  return null;
}

