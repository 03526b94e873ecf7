import { DomainError, badInput } from "#core/errors.ts";
import { translate } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";
import { DEFAULT_COST, hashPassword, verifyPassword, type ScryptCost } from "./password.server.ts";
import { cleanProfile, profileProblems, type ProfileField, type ProfileInput } from "./profile-rules.ts";
import { passwordProblem } from "./registration-rules.ts";
import { isReminderSignature, reminderSignature } from "./reminder-signature.server.ts";
import { cleanMemberships, clubNumberOf, interestsFrom, membershipProblems, type ClubInterest, type MembershipField, type MembershipInput } from "./club.ts";
import { sha256Hex } from "./session-token.server.ts";

/**
 * The account area /accounts/: a signed-in person's own details, password,
 * reminder choice and data export, and the stop-reminders link of every reminder mail. Each call
 * names the customer the caller has already signed in; nothing here reads another's data.
 */

export interface Profile {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  postcode: string;
  city: string;
  lang: Lang;
  remindersAllowed: boolean;
  /** The club card's number; null for a customer who is not a club member. */
  clubNumber: string | null;
  clubJoinedAt: Date | null;
  interests: ClubInterest[];
  memberships: MembershipInput;
}

/** Everything the shop keeps about a customer (the GDPR export), as the downloaded JSON file has it. */
export interface AccountExport {
  exported_at: string;
  account: Record<string, unknown>;
  orders: Array<Record<string, unknown>>;
  store_receipts: Array<Record<string, unknown>>;
  reviews: Array<Record<string, unknown>>;
  review_votes: Array<Record<string, unknown>>;
  wishlist: Array<Record<string, unknown>>;
  stock_notifications: Array<Record<string, unknown>>;
  social_logins: Array<Record<string, unknown>>;
  company_account: Record<string, unknown> | null;
  sessions: Array<Record<string, unknown>>;
}

export interface AccountAreaRepository {
  profile(customerId: number): Promise<Profile | null>;
  updateProfile(customerId: number, input: ProfileInput): Promise<void>;
  setReminders(customerId: number, allowed: boolean): Promise<void>;
  /** Turns reminders off for the account of an address; whether there was one. */
  stopRemindersOf(email: string): Promise<boolean>;
  passwordHashOf(customerId: number): Promise<string | null>;
  /** The new password, and every session of the account ended except `keepSessionHash`. */
  changePassword(customerId: number, passwordHash: string, keepSessionHash: string | null): Promise<void>;
  exportOf(customerId: number, now: Date): Promise<AccountExport | null>;
  /** The key the stop-reminders links are signed with, made on first use and the same for every process. */
  signingKey(name: string): Promise<string>;
  nextClubSequence(): Promise<number>;
  /** Makes the customer a member with `number`; a member already keeps the number they have. */
  joinClub(customerId: number, number: string, now: Date): Promise<void>;
  leaveClub(customerId: number): Promise<void>;
  saveInterests(customerId: number, interests: ClubInterest[]): Promise<void>;
  saveMemberships(customerId: number, memberships: MembershipInput): Promise<void>;
  /** Public models on sale now whose club price is under the active price, deepest club discount first. */
  clubOfferIds(taxAreaId: number, limit: number): Promise<number[]>;
}

/** Password changes per account in one window: the current password must not be guessable through it. */
export const PASSWORD_CHANGE_LIMIT = { perAccount: 10, windowMs: 15 * 60 * 1000 } as const;

const REMINDER_KEY = "stop-reminders";

export interface AccountAreaService {
  profile(customerId: number): Promise<Profile>;
  /** Saves names, phone and postcode; BAD_INPUT on the first wrong field (the form shows all through `profileProblems`). */
  updateProfile(customerId: number, input: ProfileInput, lang: Lang): Promise<Profile>;
  setReminders(customerId: number, allowed: boolean): Promise<void>;
  /**
   * A new password after the current one: every other session of the account ends, the one
   * changing it goes on. 'Wrong password.' on `currentPassword`.
   */
  changePassword(input: { customerId: number; sessionToken: string | null; currentPassword: string; password: string; passwordAgain: string; lang: Lang }): Promise<void>;
  exportData(customerId: number): Promise<AccountExport>;
  /** The absolute stop-reminders link for a reminder mail to `email`. */
  stopRemindersLink(email: string, lang: Lang, origin: string): Promise<string>;
  /** Stops reminders through a signed link; false when the link is not one the shop signed. */
  stopReminders(email: string, signature: string): Promise<boolean>;
  /** Joins the customer club (free); BAD_INPUT on `accept` unless the member ticked the terms. Answers the number. */
  joinClub(customerId: number, accepted: boolean, lang: Lang): Promise<string>;
  leaveClub(customerId: number): Promise<void>;
  /** Unknown interests are dropped, not refused: the list is the shop's, a stale form may name an old one. */
  saveInterests(customerId: number, interests: readonly string[]): Promise<ClubInterest[]>;
  /** Scout and Suomen Latu ids; BAD_INPUT on the first wrong field (the form shows all through `membershipProblems`). */
  saveMemberships(customerId: number, input: MembershipInput, lang: Lang): Promise<void>;
  /** The club's offers: models a member gets cheaper, at most `limit` (the account area's few by default). */
  clubOfferIds(taxAreaId: number, limit?: number): Promise<number[]>;
}

/** How many club offers the account area shows. */
export const CLUB_OFFERS_SHOWN = 8;

export interface AccountAreaDependencies {
  repository: AccountAreaRepository;
  hitRateLimit(key: string, windowMs: number): Promise<{ count: number }>;
  passwordCost?: ScryptCost;
  now?: () => Date;
}

export function createAccountAreaService(deps: AccountAreaDependencies): AccountAreaService {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  let reminderKey: Promise<string> | null = null;
  const keyOf = () => (reminderKey ??= repository.signingKey(REMINDER_KEY).catch((error: unknown) => {
    reminderKey = null;
    throw error;
  }));

  async function profile(customerId: number): Promise<Profile> {
    const found = await repository.profile(customerId);
    // The session outlived its account (deleted meanwhile): the caller signs in again.
    if (!found) throw new DomainError("UNAUTHORIZED", "Not signed in: log in again");
    return found;
  }

  return {
    profile,

    async updateProfile(customerId, input, lang) {
      const problems = profileProblems(input, lang);
      const first = (Object.keys(problems) as ProfileField[])[0];
      if (first) throw badInput(first, problems[first]!);
      await repository.updateProfile(customerId, cleanProfile(input));
      return profile(customerId);
    },

    async setReminders(customerId, allowed) {
      await repository.setReminders(customerId, allowed);
    },

    async changePassword({ customerId, sessionToken, currentPassword, password, passwordAgain, lang }) {
      if (currentPassword === "") throw badInput("currentPassword", translate(lang, "accounts.passwordRequired"));
      const tries = await deps.hitRateLimit(`password-change|${customerId}`, PASSWORD_CHANGE_LIMIT.windowMs);
      if (tries.count > PASSWORD_CHANGE_LIMIT.perAccount) throw new DomainError("RATE_LIMITED", translate(lang, "accounts.tooManyAttempts"));
      const account = await profile(customerId);
      const stored = await repository.passwordHashOf(customerId);
      if (stored === null || currentPassword.length > 256 || !(await verifyPassword(currentPassword, stored))) {
        throw badInput("currentPassword", translate(lang, "accountArea.wrongPassword"));
      }
      const problem = passwordProblem(password, account.email, lang);
      if (problem) throw badInput("password", problem);
      if (password !== passwordAgain) throw badInput("passwordAgain", translate(lang, "accounts.passwordsDiffer"));
      await repository.changePassword(customerId, await hashPassword(password, deps.passwordCost ?? DEFAULT_COST), sessionToken ? sha256Hex(sessionToken) : null);
    },

    async exportData(customerId) {
      const data = await repository.exportOf(customerId, now());
      if (!data) throw new DomainError("UNAUTHORIZED", "Not signed in: log in again");
      return data;
    },

    async stopRemindersLink(email, lang, origin) {
      const signature = reminderSignature(await keyOf(), email);
      return `${origin}${pathFor("accounts.stop-reminders", lang, { email: email.toLowerCase() })}?signature=${signature}`;
    },

    async joinClub(customerId, accepted, lang) {
      if (!accepted) throw badInput("accept", translate(lang, "club.acceptRequired"));
      const current = await profile(customerId);
      if (current.clubNumber !== null) return current.clubNumber;
      await repository.joinClub(customerId, clubNumberOf(await repository.nextClubSequence()), now());
      // Read back: two tabs joining at once both end with the number that was stored first.
      return (await profile(customerId)).clubNumber!;
    },

    async leaveClub(customerId) {
      await repository.leaveClub(customerId);
    },

    async saveInterests(customerId, values) {
      const interests = interestsFrom(values);
      await repository.saveInterests(customerId, interests);
      return interests;
    },

    async saveMemberships(customerId, input, lang) {
      const problems = membershipProblems(input, lang);
      const first = (Object.keys(problems) as MembershipField[])[0];
      if (first) throw badInput(first, problems[first]!);
      await repository.saveMemberships(customerId, cleanMemberships(input));
    },

    clubOfferIds(taxAreaId, limit = CLUB_OFFERS_SHOWN) {
      return repository.clubOfferIds(taxAreaId, Math.min(Math.max(1, limit), 100));
    },

    async stopReminders(email, signature) {
      if (email === "" || email.length > 254 || !isReminderSignature(await keyOf(), email, signature)) return false;
      // A signed address without an account (deleted since) has nothing left to stop: that is done too.
      await repository.stopRemindersOf(email.trim().toLowerCase());
      return true;
    },
  };
}
