import { createHash, randomBytes } from "node:crypto";

/**
 * Sign-in tokens (docs/decisions/0016): 32 random bytes, base64url. The browser keeps the token;
 * the database keeps only its SHA-256, which is enough because the token itself has 256 bits of
 * entropy (no salt or slow hash needed, unlike a password).
 */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a value has the form of a token this server issues (checked before any database read). */
export function isSessionTokenFormat(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/**
 * The token from an `Authorization` header: `Token <t>` (the scheme of the shop's original API) or
 * `Bearer <t>`. Null for anything else.
 */
export function tokenFromAuthorization(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^(?:Token|Bearer)\s+(\S+)$/i.exec(header.trim());
  return match && isSessionTokenFormat(match[1]!) ? match[1]! : null;
}
