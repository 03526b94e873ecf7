import { describe, expect, it } from "vitest";
import { isSessionTokenFormat, newSessionToken, sha256Hex, tokenFromAuthorization } from "./session-token.server.ts";

describe("session tokens", () => {
  it("are 43 base64url characters (32 random bytes), different every time", () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newSessionToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(isSessionTokenFormat(token)).toBe(true);
  });

  it("refuses values of another form before any database read", () => {
    for (const value of ["", "abc", "x".repeat(42), "x".repeat(44), `${"x".repeat(42)}=`, `${"x".repeat(42)}'`, `${"x".repeat(42)}/`]) {
      expect(isSessionTokenFormat(value)).toBe(false);
    }
  });

  it("are stored as their SHA-256 in hex", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("come from an Authorization header with the Token or Bearer scheme", () => {
    const token = newSessionToken();
    expect(tokenFromAuthorization(`Token ${token}`)).toBe(token);
    expect(tokenFromAuthorization(`Bearer ${token}`)).toBe(token);
    expect(tokenFromAuthorization(`bearer  ${token} `)).toBe(token);
    expect(tokenFromAuthorization(`Basic ${token}`)).toBeNull();
    expect(tokenFromAuthorization("Token abc")).toBeNull();
    expect(tokenFromAuthorization(token)).toBeNull();
    expect(tokenFromAuthorization(undefined)).toBeNull();
  });
});
