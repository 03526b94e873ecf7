import { DomainError, badInput } from "#core/errors.ts";
import { translate } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { DEFAULT_COST, hashPassword, MAX_PASSWORD_LENGTH, verifyPassword, type ScryptCost } from "./password.server.ts";
import { isSessionTokenFormat, newSessionToken, sha256Hex } from "./session-token.server.ts";

/** A customer account as the sign-in rules need it. */
export type AccountRecord = {
  id: number;
  email: string;
  passwordHash: string | null;
  username: string | null;
  firstName: string;
  postcode: string;
  isStaff: boolean;
  isAdmin: boolean;
  isOrgUser: boolean;
  /** A member of the customer club: pays club prices. */
  isClubMember: boolean;
  isActive: boolean;
  /** Registered and never activated (not a closed account). */
  isPending: boolean;
  cartContent: string | null;
};

export interface AccountRepository {
  /** By e-mail address, compared lower-cased. */
  accountByEmail(email: string): Promise<AccountRecord | null>;
  /** The active account of an unexpired session, or null. */
  accountOfSession(tokenHash: string, now: Date): Promise<AccountRecord | null>;
  createSession(input: { customerId: number; tokenHash: string; expiresAt: Date }): Promise<void>;
  /** Ends the session and every session carried from it to other storefronts (or it from). */
  deleteSession(tokenHash: string): Promise<void>;
  deleteExpiredSessions(now: Date): Promise<void>;
  recordLogin(customerId: number, now: Date): Promise<void>;
  wishlistModelIds(customerId: number): Promise<number[]>;
  votedReviews(customerId: number): Promise<Array<{ id: number; vote: boolean }>>;
  saveCartContent(customerId: number, cartContent: string | null): Promise<void>;
}

/** Who is signed in, as pages and rules need it (never the password hash). */
export interface SignedInUser {
  id: number;
  email: string;
  firstName: string;
  isStaff: boolean;
  isAdmin: boolean;
  isOrgUser: boolean;
  isClubMember: boolean;
}

/** GET /api/customer/ answer: the signed-in user with their customer data. */
export interface CustomerView {
  id: number;
  is_staff: boolean;
  is_admin: boolean;
  /** Stored and shown for staff only; null for everybody else. */
  username: string | null;
  postcode: string;
  customer: { wishlist_model_ids: number[]; voted_reviews: Array<{ id: number; vote: boolean }> };
  is_org_user: boolean;
  /** A customer-club member: cards show the club price as theirs. */
  is_club_member: boolean;
  /** SHA-256 of the lower-cased address, for analytics that must not see the address itself. */
  hashed_email: string;
  email: string;
  /** JSON string with products, or null before the first cart is saved. */
  cart_content: string | null;
}

export interface LoginResult {
  token: string;
  /** Session lifetime in days: the cookie lives as long. */
  expiresIn: number;
  user: SignedInUser;
}

export interface AuthService {
  /**
   * Signs in with e-mail and password. Wrong address and wrong password give the same message
   * after the same work, so the form tells nobody which addresses have accounts.
   */
  login(input: { email: string; password: string; clientAddress: string; lang: Lang }): Promise<LoginResult>;
  /** The user of a session token, or null for a missing, unknown, expired or revoked one. */
  userOfToken(token: string | null | undefined): Promise<SignedInUser | null>;
  /** GET /api/customer/: the signed-in user with the customer data, or null. */
  customerOfToken(token: string | null | undefined): Promise<CustomerView | null>;
  /** Ends the session: the token no longer signs anybody in, in any process. */
  logout(token: string | null | undefined): Promise<void>;
  /**
   * Keeps the customer's cart (`cart_content`, the browser's JSON text) for their other
   * devices; a guest gets UNAUTHORIZED. The text is never priced from: a cart taken from it is validated.
   */
  saveCartContent(input: { customerId: number | null; cartContent: string }): Promise<void>;
}

/** Days a sign-in lasts. */
export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Failed sign-ins per client address and per account in one window, across all processes. Only failures
 * count: a person who logs in often is never held back, and a guesser is stopped after as many tries.
 */
export const LOGIN_LIMITS = { perAddress: 30, perAccount: 10, windowMs: 15 * 60 * 1000 } as const;
/** About one sign-in in this many also deletes expired sessions. */
const PURGE_EVERY = 50;

export interface AuthDependencies {
  repository: AccountRepository;
  /** Counts a hit on a rate-limit key (core/rate-limits): shared by every server process. */
  hitRateLimit(key: string, windowMs: number): Promise<{ count: number }>;
  /** Takes back one hit of a key in its current window. */
  releaseRateLimit(key: string): Promise<void>;
  /** The cost stored passwords are hashed with; an unknown address is checked at the same cost. */
  passwordCost?: ScryptCost;
  now?: () => Date;
  random?: () => number;
  /**
   * The right password of an account never activated: its owner gets a new activation link
   * (core/accounts/account-service.ts `resendActivation`).
   */
  onPendingAccount?: (account: AccountRecord) => void;
}

export function toSignedInUser(account: AccountRecord): SignedInUser {
  return {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    isStaff: account.isStaff,
    isAdmin: account.isAdmin,
    isOrgUser: account.isOrgUser,
    isClubMember: account.isClubMember,
  };
}

export function createAuthService(deps: AuthDependencies): AuthService {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const random = deps.random ?? Math.random;
  // An unknown address is checked against this hash, so it costs the same time as a known one.
  let dummyHash: Promise<string> | null = null;
  const dummy = () => (dummyHash ??= hashPassword(newSessionToken(), deps.passwordCost ?? DEFAULT_COST));

  async function accountOf(token: string | null | undefined): Promise<AccountRecord | null> {
    if (!token || !isSessionTokenFormat(token)) return null;
    return repository.accountOfSession(sha256Hex(token), now());
  }

  return {
    async login({ email, password, clientAddress, lang }) {
      const address = email.trim().toLowerCase();
      if (address === "") throw badInput("email", translate(lang, "accounts.emailRequired"));
      if (password === "") throw badInput("password", translate(lang, "accounts.passwordRequired"));

      const tooMany = () => new DomainError("RATE_LIMITED", translate(lang, "accounts.tooManyAttempts"));
      const addressKey = `login-address|${sha256Hex(clientAddress)}`;
      const accountKey = `login-account|${sha256Hex(address)}`;
      // Every attempt takes its place in both counters before the password is checked, so parallel
      // guesses cannot all pass a count that none of them has added to yet. A success or a refusal gives
      // its place back: only failures stay counted, and an attempt being checked counts until it ends.
      const [byAddress, byAccount] = await Promise.all([
        deps.hitRateLimit(addressKey, LOGIN_LIMITS.windowMs),
        deps.hitRateLimit(accountKey, LOGIN_LIMITS.windowMs),
      ]);
      let failed = false;
      let account: AccountRecord;
      try {
        if (byAddress.count > LOGIN_LIMITS.perAddress || byAccount.count > LOGIN_LIMITS.perAccount) throw tooMany();
        // Control characters (a NUL the database would refuse) never name an account.
        const plausible = address.length <= 254 && !/[\u0000-\u001f\u007f]/.test(address);
        const found = plausible ? await repository.accountByEmail(address) : null;
        const usable = found !== null && (found.isActive || found.isPending) && found.passwordHash !== null && password.length <= MAX_PASSWORD_LENGTH;
        const matches = usable ? await verifyPassword(password, found.passwordHash!) : (await verifyPassword(password, await dummy()), false);
        if (!usable || !matches) {
          failed = true;
          throw new DomainError("UNAUTHORIZED", translate(lang, "accounts.wrongCredentials"), { field: "password" });
        }
        account = found;
      } finally {
        if (!failed) await Promise.all([deps.releaseRateLimit(addressKey), deps.releaseRateLimit(accountKey)]);
      }
      // Only who knows the password learns that the account waits for activation.
      if (!account.isActive) {
        deps.onPendingAccount?.(account);
        throw new DomainError("FORBIDDEN", translate(lang, "accounts.notActivated", { email: account.email }), { field: "email" });
      }

      const token = newSessionToken();
      const at = now();
      await repository.createSession({ customerId: account.id, tokenHash: sha256Hex(token), expiresAt: new Date(at.getTime() + SESSION_DAYS * DAY_MS) });
      await repository.recordLogin(account.id, at);
      if (random() * PURGE_EVERY < 1) await repository.deleteExpiredSessions(at).catch(() => {});
      return { token, expiresIn: SESSION_DAYS, user: toSignedInUser(account) };
    },

    async userOfToken(token) {
      const account = await accountOf(token);
      return account ? toSignedInUser(account) : null;
    },

    async customerOfToken(token) {
      const account = await accountOf(token);
      if (!account) return null;
      const [wishlist, votes] = await Promise.all([repository.wishlistModelIds(account.id), repository.votedReviews(account.id)]);
      return {
        id: account.id,
        is_staff: account.isStaff,
        is_admin: account.isAdmin,
        username: account.isStaff ? account.username : null,
        postcode: account.postcode,
        customer: { wishlist_model_ids: wishlist, voted_reviews: votes },
        is_org_user: account.isOrgUser,
        is_club_member: account.isClubMember,
        hashed_email: sha256Hex(account.email.toLowerCase()),
        email: account.email,
        cart_content: account.cartContent,
      };
    },

    async logout(token) {
      if (token && isSessionTokenFormat(token)) await repository.deleteSession(sha256Hex(token));
    },

    async saveCartContent({ customerId, cartContent }) {
      if (customerId === null) throw new DomainError("UNAUTHORIZED", "Not signed in: log in again");
      await repository.saveCartContent(customerId, cartContent);
    },
  };
}
