import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { MAX_PASSWORD_LENGTH } from "./registration-rules.ts";

/**
 * Password hashing with scrypt (memory-hard, in Node without a native addon). The stored form
 * carries its own cost parameters, `scrypt$N$r$p$salt$hash` (base64url), so the cost can rise
 * later without invalidating stored hashes: a hash with lower parameters still verifies.
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** 2^15 x 8 x 128 bytes = 32 MiB per hash; about 50-100 ms on a small server core. */
export const DEFAULT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;
export { MAX_PASSWORD_LENGTH };

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    // Asynchronous: the work runs on libuv's thread pool, not on the event loop that serves pages.
    scrypt(password.normalize("NFC"), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

function parse(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const valid = [N, r, p].every((n) => Number.isInteger(n) && n > 0) && (N & (N - 1)) === 0 && N <= 2 ** 20 && r <= 32 && p <= 16;
  if (!valid) return null;
  const salt = Buffer.from(parts[4]!, "base64url");
  const key = Buffer.from(parts[5]!, "base64url");
  if (salt.length === 0 || key.length !== KEY_BYTES) return null;
  return { cost: { N, r, p }, salt, key };
}

/** Whether `password` matches the stored hash; false for a malformed hash, never an exception. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || password.length > MAX_PASSWORD_LENGTH) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return timingSafeEqual(key, parsed.key);
}
