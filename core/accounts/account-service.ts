import { DomainError, badInput } from "#core/errors.ts";
import { addressProblem, normalizeAddress, type Mailer } from "#core/mail/mailer.ts";
import { passwordProblem, registrationProblems, type RegistrationField } from "./registration-rules.ts";
import { translate } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";
import { DEFAULT_COST, hashPassword, type ScryptCost } from "./password.server.ts";
import { isSessionTokenFormat, newSessionToken, sha256Hex } from "./session-token.server.ts";
import { SESSION_DAYS } from "./auth-service.ts";
import { singleSpaced } from "#core/text/single-spaced.ts";

/**
 * Registration, activation and the forgotten password: the account's life
 * outside signing in. Every link mailed here carries a one-time token of which the database keeps
 * only the SHA-256 (table account_tokens).
 *
 * Nothing here tells anybody whether an address has an account (docs/decisions/0022): registering
 * and asking for a reset link answer the same for every address, and what differs (creating the
 * account, which mail goes out) runs after the answer, through `background`.
 */

export type LinkPurpose = "activate" | "reset" | "delete";

/** How long a mailed link works. A new link of the same purpose ends the earlier unused ones. */
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  activate: 7 * 24 * 60 * 60 * 1000,
  reset: 2 * 60 * 60 * 1000,
  delete: 24 * 60 * 60 * 1000,
};

/** Requests per client address and per e-mail address in one window, across all processes. */
export const ACCOUNT_MAIL_LIMITS = { perAddress: 10, perEmail: 3, windowMs: 60 * 60 * 1000 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** An account as registration and links need it. */
export interface AccountForLinks {
  id: number;
  email: string;
  firstName: string;
  lang: Lang;
  isActive: boolean;
  /** Registered and never activated (not a closed or blocked account). */
  isPending: boolean;
}

export type LinkState = "valid" | "used" | "expired";

export interface AccountLifecycleRepository {
  accountByEmail(email: string): Promise<AccountForLinks | null>;
  /** A new inactive account; null when the address was taken meanwhile. */
  createPendingAccount(input: { email: string; passwordHash: string; firstName: string; lastName: string; lang: Lang }): Promise<number | null>;
  /** A pending account registered again: its new password, names and language. */
  updatePendingAccount(id: number, input: { passwordHash: string; firstName: string; lastName: string; lang: Lang }): Promise<void>;
  /** Stores a link's token hash and ends the customer's earlier unused links of the same purpose. */
  issueLink(input: { customerId: number; purpose: LinkPurpose; tokenHash: string; now: Date; expiresAt: Date }): Promise<void>;
  /** The link and its account, or null for a token never issued. */
  linkOf(tokenHash: string, purpose: LinkPurpose, now: Date): Promise<{ state: LinkState; account: AccountForLinks } | null>;
  /**
   * Uses a valid activation link, activates its pending account and starts `session` for it, in one
   * transaction; the account id, or null (and no session) when the link was not valid any more.
   */
  activate(tokenHash: string, now: Date, session: { tokenHash: string; expiresAt: Date }): Promise<number | null>;
  /**
   * Uses a valid reset link: the new password, the account active, every session of the account
   * ended and `session` started instead, every other reset link ended, in one transaction.
   * The account, or null when the link was not valid any more.
   */
  resetPassword(input: {
    tokenHash: string;
    passwordHash: string;
    now: Date;
    session: { tokenHash: string; expiresAt: Date };
  }): Promise<AccountForLinks | null>;
  /** The number of the customer's (or their address's) order still on its way, which stops erasing the account; null when none. */
  openOrder(customerId: number, now: Date): Promise<string | null>;
  /**
   * Uses a valid deletion link and erases its account in one transaction (docs/decisions/0023): the
   * customer row and what hangs on it, the address's notices and mail, the personal fields of its
   * orders (kept for accounting) and the names on its reviews. Refused while an order is open.
   */
  eraseAccount(tokenHash: string, now: Date): Promise<{ status: "erased"; email: string } | { status: "invalid" } | { status: "open-order"; number: string }>;
}

export { passwordProblem, registrationProblems, type RegistrationField };

export interface RegistrationInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  lang: Lang;
  clientAddress: string;
}

export type ActivationResult = "activated" | "already-active" | "expired";

/** An activation, with the session it started when it activated. */
export type ActivationOutcome = { result: "activated"; token: string; expiresIn: number } | { result: "already-active" | "expired" };

export interface AccountService {
  /**
   * Registers a new account and mails its activation link. The answer is the same whether the
   * address is new, pending (registered again: new password, new link) or already active (a mail
   * tells its owner to log in or reset the password).
   */
  register(input: RegistrationInput): Promise<void>;
  /**
   * What an activation link would do, changing nothing (the link's page, which mail scanners open too):
   * "valid" with the address it activates, or why not.
   */
  activationLink(token: string): Promise<{ state: "valid"; email: string } | { state: "already-active" | "expired" }>;
  /**
   * Activates through a mailed link (the button of its page) and signs the new customer in: the link proved
   * the address, as a reset link does. A used link of an active account is "already-active".
   */
  activate(token: string): Promise<ActivationOutcome>;
  /** Mails a new activation link to a pending account (its owner logged in with the right password). */
  resendActivation(accountId: number, email: string): void;
  /** Mails a reset link when the address has an account; answers the same either way. */
  requestPasswordReset(input: { email: string; lang: Lang; clientAddress: string }): Promise<void>;
  /** Whether a reset link can still set a password (the form shows or says it has expired). */
  resetLinkState(token: string): Promise<LinkState>;
  /**
   * Sets a new password through a reset link: every other session of the account ends and this
   * device is signed in. An old or used link is BAD_INPUT on `token` ('The link has expired').
   */
  resetPassword(input: { token: string; password: string; passwordAgain: string; lang: Lang }): Promise<{ token: string; expiresIn: number; email: string }>;
  /**
   * Mails a signed-in customer the link that confirms deleting the account (24 hours). While an order is on
   * its way no link is sent: CONFLICT with the message that names the order, as the link would be refused.
   */
  requestDeletion(account: { id: number; email: string }, lang: Lang): Promise<void>;
  /**
   * What stops deleting the account now, said before the customer tries: the message naming the order still
   * on its way, in `lang`; null when the account can be deleted.
   */
  deletionBlocker(customerId: number, lang: Lang): Promise<string | null>;
  /**
   * The deletion link's state, the address it deletes (shown before confirming) and what stops the deletion
   * now (as `deletionBlocker`); null when never issued.
   */
  deletionLink(token: string, lang: Lang): Promise<{ state: LinkState; email: string; blocker: string | null } | null>;
  /**
   * Deletes the account through its link. An old or used link is BAD_INPUT on `token` ('The link has
   * expired'); an order still on its way is CONFLICT naming it. Answers the deleted address.
   */
  deleteAccount(token: string, lang: Lang): Promise<{ email: string }>;
}

export interface AccountServiceDependencies {
  repository: AccountLifecycleRepository;
  mailer: Mailer;
  /** The storefront origin of a language, for the links in mail. */
  originOf: (lang: Lang) => string;
  hitRateLimit(key: string, windowMs: number): Promise<{ count: number }>;
  /**
   * Runs work after the answer has gone: the part of a request whose duration would tell whether
   * an address has an account. Failures are the runner's to log.
   */
  background(task: () => Promise<void>): void;
  passwordCost?: ScryptCost;
  now?: () => Date;
}

// ---------------------------------------------------------------------------------------------
// rules

/** What an activation link can still do: a used one or one of an account active already says so. */
function activationState(link: { state: LinkState; account: AccountForLinks } | null): "valid" | "already-active" | "expired" {
  if (!link) return "expired";
  if (link.account.isActive || link.state === "used") return "already-active";
  return link.state === "valid" ? "valid" : "expired";
}

/** A link's token from the URL, or null when it cannot be one this server issued. */
function tokenHashOf(token: string): string | null {
  return isSessionTokenFormat(token) ? sha256Hex(token) : null;
}


// ---------------------------------------------------------------------------------------------
// service

export function createAccountService(deps: AccountServiceDependencies): AccountService {
  const { repository, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const cost = deps.passwordCost ?? DEFAULT_COST;

  async function limit(kind: string, clientAddress: string, email: string, lang: Lang): Promise<void> {
    const tooMany = () => new DomainError("RATE_LIMITED", translate(lang, "accounts.tooManyRequests"));
    const byAddress = await deps.hitRateLimit(`${kind}-address|${sha256Hex(clientAddress)}`, ACCOUNT_MAIL_LIMITS.windowMs);
    if (byAddress.count > ACCOUNT_MAIL_LIMITS.perAddress) throw tooMany();
    const byEmail = await deps.hitRateLimit(`${kind}-email|${sha256Hex(email)}`, ACCOUNT_MAIL_LIMITS.windowMs);
    if (byEmail.count > ACCOUNT_MAIL_LIMITS.perEmail) throw tooMany();
  }

  /** A new link of `purpose` for the account, its token stored hashed; the absolute URL for the mail. */
  async function newLink(account: { id: number; lang: Lang }, purpose: LinkPurpose, route: "accounts.activate" | "accounts.reset-confirm" | "accounts.delete") {
    const token = newSessionToken();
    const at = now();
    await repository.issueLink({ customerId: account.id, purpose, tokenHash: sha256Hex(token), now: at, expiresAt: new Date(at.getTime() + LINK_LIFETIME_MS[purpose]) });
    const param: Record<string, string> = route === "accounts.delete" ? { token } : { hash: token };
    return `${deps.originOf(account.lang)}${pathFor(route, account.lang, param)}`;
  }

  async function mailActivation(account: { id: number; email: string; firstName: string; lang: Lang }) {
    const url = await newLink(account, "activate", "accounts.activate");
    const lang = account.lang;
    await mailer.send({
      to: account.email,
      lang,
      tag: "account-activation",
      subject: translate(lang, "accountMail.activationSubject"),
      text: translate(lang, "accountMail.activationBody", { name: account.firstName, url, days: LINK_LIFETIME_MS.activate / DAY_MS }),
    });
  }

  async function deletionBlocker(customerId: number, lang: Lang): Promise<string | null> {
    const number = await repository.openOrder(customerId, now());
    return number === null ? null : translate(lang, "accountArea.deleteBlocked", { number });
  }

  return {
    async register(input) {
      const problems = registrationProblems(input);
      const first = (Object.keys(problems) as RegistrationField[])[0];
      if (first) throw badInput(first, problems[first]!);
      const email = normalizeAddress(input.email, "email").toLowerCase();
      await limit("register", input.clientAddress, email, input.lang);
      const fields = { firstName: singleSpaced(input.firstName), lastName: singleSpaced(input.lastName), lang: input.lang };
      const password = input.password;

      deps.background(async () => {
        const passwordHash = await hashPassword(password, cost);
        let existing = await repository.accountByEmail(email);
        if (!existing) {
          const id = await repository.createPendingAccount({ email, passwordHash, ...fields });
          if (id !== null) return mailActivation({ id, email, firstName: fields.firstName, lang: fields.lang });
          existing = await repository.accountByEmail(email);
          if (!existing) return;
        }
        if (existing.isPending) {
          await repository.updatePendingAccount(existing.id, { passwordHash, ...fields });
          return mailActivation({ id: existing.id, email, firstName: fields.firstName, lang: fields.lang });
        }
        if (!existing.isActive) return;
        // The address already has an account: its owner hears so in the language they asked in.
        const lang = fields.lang;
        await mailer.send({
          to: email,
          lang,
          tag: "account-exists",
          subject: translate(lang, "accountMail.existsSubject"),
          text: translate(lang, "accountMail.existsBody", {
            login: `${deps.originOf(lang)}${pathFor("accounts.login", lang)}`,
            reset: `${deps.originOf(lang)}${pathFor("accounts.reset-password", lang)}`,
          }),
        });
      });
    },

    async activationLink(token) {
      const hash = tokenHashOf(token);
      const link = hash ? await repository.linkOf(hash, "activate", now()) : null;
      const state = activationState(link);
      return state === "valid" ? { state, email: link!.account.email } : { state };
    },

    async activate(token) {
      const hash = tokenHashOf(token);
      const link = hash ? await repository.linkOf(hash, "activate", now()) : null;
      const state = activationState(link);
      if (state !== "valid") return { result: state };
      const session = newSessionToken();
      const at = now();
      const activated = await repository.activate(hash!, at, { tokenHash: sha256Hex(session), expiresAt: new Date(at.getTime() + SESSION_DAYS * DAY_MS) });
      // Used meanwhile (another tab, a double press): that one signed in, this one is told to log in.
      return activated !== null ? { result: "activated", token: session, expiresIn: SESSION_DAYS } : { result: "already-active" };
    },

    resendActivation(accountId, email) {
      deps.background(async () => {
        const account = await repository.accountByEmail(email);
        if (account && account.id === accountId && account.isPending) await mailActivation(account);
      });
    },

    async requestPasswordReset({ email: raw, lang, clientAddress }) {
      if (raw.trim() === "") throw badInput("email", translate(lang, "accounts.emailRequired"));
      if (addressProblem(raw) !== null) throw badInput("email", translate(lang, "accounts.emailInvalid"));
      const email = normalizeAddress(raw, "email").toLowerCase();
      await limit("reset", clientAddress, email, lang);
      deps.background(async () => {
        const account = await repository.accountByEmail(email);
        if (!account || (!account.isActive && !account.isPending)) return;
        // The mail is in the language the link was asked for: that is the one the person reads now.
        const url = await newLink({ id: account.id, lang }, "reset", "accounts.reset-confirm");
        await mailer.send({
          to: account.email,
          lang,
          tag: "password-reset",
          subject: translate(lang, "accountMail.resetSubject"),
          text: translate(lang, "accountMail.resetBody", { url, hours: LINK_LIFETIME_MS.reset / (60 * 60 * 1000) }),
        });
      });
    },

    async resetLinkState(token) {
      const hash = tokenHashOf(token);
      if (!hash) return "expired";
      return (await repository.linkOf(hash, "reset", now()))?.state ?? "expired";
    },

    async resetPassword({ token, password, passwordAgain, lang }) {
      const expired = () => badInput("token", translate(lang, "accounts.linkExpired"));
      const hash = tokenHashOf(token);
      const link = hash ? await repository.linkOf(hash, "reset", now()) : null;
      if (!hash || !link || link.state !== "valid") throw expired();
      const problem = passwordProblem(password, link.account.email, lang);
      if (problem) throw badInput("password", problem);
      if (password !== passwordAgain) throw badInput("passwordAgain", translate(lang, "accounts.passwordsDiffer"));

      const session = newSessionToken();
      const at = now();
      const account = await repository.resetPassword({
        tokenHash: hash,
        passwordHash: await hashPassword(password, cost),
        now: at,
        session: { tokenHash: sha256Hex(session), expiresAt: new Date(at.getTime() + SESSION_DAYS * DAY_MS) },
      });
      // Used meanwhile in another tab or process: this one does not get to set a password too.
      if (!account) throw expired();
      return { token: session, expiresIn: SESSION_DAYS, email: account.email };
    },

    async requestDeletion(account, lang) {
      const blocker = await deletionBlocker(account.id, lang);
      if (blocker) throw new DomainError("CONFLICT", blocker);
      // The mail goes in the language the person uses now; a failure to send is theirs to see.
      const url = await newLink({ id: account.id, lang }, "delete", "accounts.delete");
      await mailer.send({
        to: account.email,
        lang,
        tag: "account-deletion",
        subject: translate(lang, "accountMail.deleteSubject"),
        text: translate(lang, "accountMail.deleteBody", { url, hours: LINK_LIFETIME_MS.delete / (60 * 60 * 1000) }),
      });
    },

    deletionBlocker,

    async deletionLink(token, lang) {
      const hash = tokenHashOf(token);
      const link = hash ? await repository.linkOf(hash, "delete", now()) : null;
      if (!link) return null;
      const blocker = link.state === "valid" ? await deletionBlocker(link.account.id, lang) : null;
      return { state: link.state, email: link.account.email, blocker };
    },

    async deleteAccount(token, lang) {
      const hash = tokenHashOf(token);
      const result = hash ? await repository.eraseAccount(hash, now()) : { status: "invalid" as const };
      if (result.status === "invalid") throw badInput("token", translate(lang, "accounts.linkExpired"));
      if (result.status === "open-order") throw new DomainError("CONFLICT", translate(lang, "accountArea.openOrder", { number: result.number }));
      return { email: result.email };
    },
  };
}
