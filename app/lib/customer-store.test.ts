import { describe, expect, it } from "vitest";
import { signInCookies } from "#core/accounts/auth-cookie.ts";
import { announceSignIn } from "./customer-store.ts";

/** A document whose cookie setter stores what a script writes, as a test can read it back. */
function documentWith(cookie: string) {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
      if (/^signed_in_now=;/.test(value)) cookie = cookie.replace(/(^|;\s*)signed_in_now=1/, "");
    },
  };
}

const customer = { id: 7, hashed_email: "c0ffee" };

describe("announcing a sign-in", () => {
  it("tells the data layer once on the first page after signing in, and removes the server's mark", () => {
    // The cookies a sign-in sets, as the browser then sends them.
    const cookie = signInCookies("tok", 30, { secure: false }).filter((set) => !set.includes("HttpOnly")).map((set) => set.split(";")[0]).join("; ");
    const doc = documentWith(cookie);
    const dataLayer: unknown[] = [];
    const target = Object.assign(new EventTarget(), { dataLayer });
    expect(announceSignIn(customer, doc, target)).toBe(true);
    expect(dataLayer).toEqual([{ event: "login", user_id: 7, hashed_email: "c0ffee" }]);
    expect(doc.written).toEqual(["signed_in_now=; Max-Age=0; Path=/; SameSite=Lax"]);
    // The next page of the same sign-in (or this one asking again) tells nothing.
    expect(announceSignIn(customer, doc, target)).toBe(false);
    expect(dataLayer).toHaveLength(1);
  });

  it("tells nothing on a page of a session that began earlier", () => {
    const dataLayer: unknown[] = [];
    expect(announceSignIn(customer, documentWith("signed_in=1"), Object.assign(new EventTarget(), { dataLayer }))).toBe(false);
    expect(dataLayer).toEqual([]);
  });
});
