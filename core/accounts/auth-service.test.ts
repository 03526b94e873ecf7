import { describe, expect, it } from "vitest";
import { isDomainError } from "#core/errors.ts";
import { createAuthService, LOGIN_LIMITS, SESSION_DAYS, type AccountRecord, type AccountRepository, type AuthDependencies } from "./auth-service.ts";
import { hashPassword } from "./password.server.ts";
import { sha256Hex } from "./session-token.server.ts";

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };
const T0 = new Date("2026-11-24T10:00:00Z");

async function account(overrides: Partial<AccountRecord> & { password?: string } = {}): Promise<AccountRecord> {
  const { password = "Oikea-salasana", ...rest } = overrides;
  return {
    id: 7,
    email: "sanna@example.fi",
    passwordHash: await hashPassword(password, CHEAP),
    username: "sanna.staff",
    firstName: "Sanna",
    postcode: "00100",
    isStaff: true,
    isAdmin: false,
    isOrgUser: false,
    isClubMember: false,
    isActive: true,
    isPending: false,
    cartContent: null,
    ...rest,
  };
}

function fixture(accounts: AccountRecord[], options: Pick<AuthDependencies, "onPendingAccount"> = {}) {
  const sessions = new Map<string, { customerId: number; expiresAt: Date }>();
  const counters = new Map<string, number>();
  let now = T0;
  const repository: AccountRepository = {
    async accountByEmail(email) {
      return accounts.find((a) => a.email === email.toLowerCase()) ?? null;
    },
    async accountOfSession(tokenHash, at) {
      const session = sessions.get(tokenHash);
      if (!session || session.expiresAt <= at) return null;
      return accounts.find((a) => a.id === session.customerId && a.isActive) ?? null;
    },
    async createSession({ customerId, tokenHash, expiresAt }) {
      sessions.set(tokenHash, { customerId, expiresAt });
    },
    async deleteSession(tokenHash) {
      sessions.delete(tokenHash);
    },
    async deleteExpiredSessions() {},
    async recordLogin() {},
    async wishlistModelIds() {
      return [12, 40];
    },
    async votedReviews() {
      return [{ id: 3, vote: true }];
    },
    async saveCartContent(customerId, cartContent) {
      const account = accounts.find((a) => a.id === customerId);
      if (account) account.cartContent = cartContent;
    },
  };
  const auth = createAuthService({
    repository,
    hitRateLimit: async (key) => {
      const count = (counters.get(key) ?? 0) + 1;
      counters.set(key, count);
      return { count };
    },
    releaseRateLimit: async (key) => {
      const count = counters.get(key) ?? 0;
      if (count > 0) counters.set(key, count - 1);
    },
    passwordCost: CHEAP,
    now: () => now,
    random: () => 0.5,
    ...options,
  });
  return { auth, sessions, counters, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isDomainError(error)) return { code: error.code, field: error.field, message: error.message };
    throw error;
  }
  throw new Error("expected the call to fail");
}

const input = (email: string, password: string, clientAddress = "203.0.113.5") => ({ email, password, clientAddress, lang: "en" as const });

describe("signing in", () => {
  it("gives a token for the right password, stored only as its hash, valid for SESSION_DAYS", async () => {
    const { auth, sessions } = fixture([await account()]);
    const result = await auth.login(input("  Sanna@Example.FI ", "Oikea-salasana"));
    expect(result.expiresIn).toBe(SESSION_DAYS);
    expect(result.user).toEqual({ id: 7, email: "sanna@example.fi", firstName: "Sanna", isStaff: true, isAdmin: false, isOrgUser: false, isClubMember: false });
    expect(sessions.has(result.token)).toBe(false);
    const stored = sessions.get(sha256Hex(result.token));
    expect(stored?.expiresAt.getTime()).toBe(T0.getTime() + SESSION_DAYS * 86_400_000);
  });

  it("gives the same message for an unknown address, a wrong password and an inactive account", async () => {
    const { auth } = fixture([await account(), await account({ id: 8, email: "passive@example.fi", isActive: false })]);
    const wrongPassword = await failure(auth.login(input("sanna@example.fi", "oikea-salasana")));
    const unknown = await failure(auth.login(input("nobody@example.fi", "Oikea-salasana")));
    const inactive = await failure(auth.login(input("passive@example.fi", "Oikea-salasana")));
    expect(wrongPassword).toEqual({ code: "UNAUTHORIZED", field: "password", message: "Wrong username or password (both may be case sensitive)." });
    expect(unknown).toEqual(wrongPassword);
    expect(inactive).toEqual(wrongPassword);
  });

  it("tells only the one who knows the password that the account waits for activation, and resends the link", async () => {
    const pending = await account({ id: 9, email: "uusi@example.fi", isActive: false, isPending: true });
    const resent: number[] = [];
    const { auth } = fixture([pending], { onPendingAccount: (a) => resent.push(a.id) });
    const wrong = await failure(auth.login(input("uusi@example.fi", "väärä-salasana")));
    expect(wrong).toMatchObject({ code: "UNAUTHORIZED", field: "password" });
    expect(resent).toEqual([]);
    const right = await failure(auth.login(input("uusi@example.fi", "Oikea-salasana")));
    expect(right).toEqual({
      code: "FORBIDDEN",
      field: "email",
      message: "Your account is not activated yet. We sent a new activation link to uusi@example.fi.",
    });
    expect(resent).toEqual([9]);
  });

  it("refuses an address with control characters like a wrong one, without asking the database", async () => {
    const { auth } = fixture([await account()]);
    expect(await failure(auth.login(input("sanna@example.fi\u0000", "Oikea-salasana")))).toMatchObject({ code: "UNAUTHORIZED", field: "password" });
  });

  it("refuses an account without a password (never set) like a wrong password", async () => {
    const { auth } = fixture([await account({ passwordHash: null })]);
    expect((await failure(auth.login(input("sanna@example.fi", "")))).field).toBe("password");
    expect((await failure(auth.login(input("sanna@example.fi", "x")))).code).toBe("UNAUTHORIZED");
  });

  it("names the empty field in the shopper's language", async () => {
    const { auth } = fixture([await account()]);
    expect(await failure(auth.login({ ...input(" ", "x"), lang: "fi" }))).toMatchObject({ code: "BAD_INPUT", field: "email", message: "Anna sähköpostiosoitteesi." });
    expect(await failure(auth.login({ ...input("sanna@example.fi", ""), lang: "de" }))).toMatchObject({
      code: "BAD_INPUT",
      field: "password",
      message: "Geben Sie Ihr Passwort ein.",
    });
  });

  it("limits attempts per account, whatever address they come from", async () => {
    const { auth } = fixture([await account()]);
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      expect((await failure(auth.login(input("sanna@example.fi", "wrong", `198.51.100.${i}`)))).code).toBe("UNAUTHORIZED");
    }
    const limited = await failure(auth.login(input("sanna@example.fi", "Oikea-salasana", "198.51.100.200")));
    expect(limited).toMatchObject({ code: "RATE_LIMITED", message: "Too many log-in attempts. Wait 15 minutes and try again." });
  });

  it("limits attempts per client address, whatever account they try", async () => {
    const { auth } = fixture([await account()]);
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) await failure(auth.login(input(`guess${i}@example.fi`, "x")));
    expect((await failure(auth.login(input("sanna@example.fi", "Oikea-salasana")))).code).toBe("RATE_LIMITED");
    // Another address is not held back by this one.
    expect((await auth.login(input("sanna@example.fi", "Oikea-salasana", "192.0.2.1"))).user.id).toBe(7);
  });

  it("counts failures only: an owner who logs in often is never held back", async () => {
    const { auth } = fixture([await account()]);
    for (let i = 0; i < LOGIN_LIMITS.perAccount + 5; i++) expect((await auth.login(input("sanna@example.fi", "Oikea-salasana"))).user.id).toBe(7);
    for (let i = 0; i < LOGIN_LIMITS.perAccount - 1; i++) await failure(auth.login(input("sanna@example.fi", "wrong")));
    expect((await auth.login(input("sanna@example.fi", "Oikea-salasana"))).user.id).toBe(7);
  });

  it("keeps no client address or e-mail address in clear in the rate-limit keys", async () => {
    const { auth, counters } = fixture([await account()]);
    await failure(auth.login(input("sanna@example.fi", "väärä")));
    const keys = [...counters.keys()].join(" ");
    expect(keys).not.toContain("203.0.113.5");
    expect(keys).not.toContain("sanna@example.fi");
    expect(counters.size).toBe(2);
  });
});

describe("sessions", () => {
  it("know the user of a token until it expires", async () => {
    const { auth, advance } = fixture([await account()]);
    const { token } = await auth.login(input("sanna@example.fi", "Oikea-salasana"));
    expect((await auth.userOfToken(token))?.isStaff).toBe(true);
    advance(SESSION_DAYS * 86_400_000 - 1000);
    expect(await auth.userOfToken(token)).not.toBeNull();
    advance(2000);
    expect(await auth.userOfToken(token)).toBeNull();
  });

  it("end at log-out for good", async () => {
    const { auth } = fixture([await account()]);
    const { token } = await auth.login(input("sanna@example.fi", "Oikea-salasana"));
    await auth.logout(token);
    expect(await auth.userOfToken(token)).toBeNull();
    expect(await auth.customerOfToken(token)).toBeNull();
  });

  it("know nobody for a missing or malformed token", async () => {
    const { auth } = fixture([await account()]);
    for (const token of [null, undefined, "", "abc", "' or 1=1 --"]) expect(await auth.userOfToken(token)).toBeNull();
  });

  it("give the customer view, with the username for staff only", async () => {
    const staff = await account();
    const customer = await account({ id: 9, email: "aino@example.fi", isStaff: false, username: "aino", cartContent: '{"products":[]}' });
    const { auth } = fixture([staff, customer]);
    const staffToken = (await auth.login(input("sanna@example.fi", "Oikea-salasana"))).token;
    const customerToken = (await auth.login(input("aino@example.fi", "Oikea-salasana"))).token;
    expect(await auth.customerOfToken(staffToken)).toEqual({
      id: 7,
      is_staff: true,
      is_admin: false,
      username: "sanna.staff",
      postcode: "00100",
      customer: { wishlist_model_ids: [12, 40], voted_reviews: [{ id: 3, vote: true }] },
      is_org_user: false,
      is_club_member: false,
      hashed_email: sha256Hex("sanna@example.fi"),
      email: "sanna@example.fi",
      cart_content: null,
    });
    const view = await auth.customerOfToken(customerToken);
    expect(view?.username).toBeNull();
    expect(view?.cart_content).toBe('{"products":[]}');
  });

  it("keep a customer's cart for their other devices, and nobody's for a guest", async () => {
    const customer = await account({ id: 9, email: "aino@example.fi", isStaff: false });
    const { auth } = fixture([customer]);
    const token = (await auth.login(input("aino@example.fi", "Oikea-salasana"))).token;
    await auth.saveCartContent({ customerId: 9, cartContent: '{"products":[{"productId":"1","amount":2}],"updatedAt":5}' });
    expect((await auth.customerOfToken(token))?.cart_content).toBe('{"products":[{"productId":"1","amount":2}],"updatedAt":5}');
    expect((await failure(auth.saveCartContent({ customerId: null, cartContent: '{"products":[]}' }))).code).toBe("UNAUTHORIZED");
  });
});
