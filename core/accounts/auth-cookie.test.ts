import { describe, expect, it } from "vitest";
import { authClearCookie, authSetCookie, hasSignedInHint, hasSignInMark, signInCookies, signInMarkRemoval, signOutCookies } from "./auth-cookie.ts";

describe("the sign-in cookie", () => {
  it("lives expires_in days, on path /, SameSite=Lax, HttpOnly, Secure on https", () => {
    expect(authSetCookie("tok", 30, { secure: true })).toBe("auth_token=tok; Max-Age=2592000; Path=/; SameSite=Lax; HttpOnly; Secure");
  });

  it("leaves Secure out on plain http only (local development)", () => {
    expect(authSetCookie("tok", 1, { secure: false })).toBe("auth_token=tok; Max-Age=86400; Path=/; SameSite=Lax; HttpOnly");
  });

  it("is removed with an empty value and Max-Age 0", () => {
    expect(authClearCookie({ secure: true })).toBe("auth_token=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly; Secure");
  });

  it("comes with a signed-in hint scripts may read, holding no secret, set and removed together", () => {
    expect(signInCookies("tok", 30, { secure: true }).slice(0, 2)).toEqual([
      "auth_token=tok; Max-Age=2592000; Path=/; SameSite=Lax; HttpOnly; Secure",
      "signed_in=1; Max-Age=2592000; Path=/; SameSite=Lax; Secure",
    ]);
    expect(signOutCookies({ secure: false }).slice(0, 2)).toEqual(["auth_token=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly", "signed_in=; Max-Age=0; Path=/; SameSite=Lax"]);
    expect(hasSignedInHint("a=b; signed_in=1")).toBe(true);
    expect(hasSignedInHint("signed_in=; other=1")).toBe(false);
    expect(hasSignedInHint("")).toBe(false);
  });

  it("marks a sign-in for ten minutes, for the next page to announce once; log-out and the announcing script remove the mark", () => {
    expect(signInCookies("tok", 30, { secure: true })[2]).toBe("signed_in_now=1; Max-Age=600; Path=/; SameSite=Lax; Secure");
    expect(signOutCookies({ secure: false })[2]).toBe("signed_in_now=; Max-Age=0; Path=/; SameSite=Lax");
    expect(signInMarkRemoval(false)).toBe("signed_in_now=; Max-Age=0; Path=/; SameSite=Lax");
    expect(hasSignInMark("signed_in=1; signed_in_now=1")).toBe(true);
    expect(hasSignInMark("signed_in=1; signed_in_now=")).toBe(false);
  });
});
