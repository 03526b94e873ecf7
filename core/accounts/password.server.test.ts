import { describe, expect, it } from "vitest";
import { DEFAULT_COST, hashPassword, MAX_PASSWORD_LENGTH, verifyPassword } from "./password.server.ts";

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe("password hashing", () => {
  it("verifies the password it hashed, with the default cost written into the hash", async () => {
    const stored = await hashPassword("kuusikko-staff");
    expect(stored.split("$").slice(0, 4)).toEqual(["scrypt", String(DEFAULT_COST.N), String(DEFAULT_COST.r), String(DEFAULT_COST.p)]);
    expect(await verifyPassword("kuusikko-staff", stored)).toBe(true);
  });

  it("refuses another password, a changed case and an empty one", async () => {
    const stored = await hashPassword("Tunturi-2026", CHEAP);
    expect(await verifyPassword("tunturi-2026", stored)).toBe(false);
    expect(await verifyPassword("Tunturi-2027", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts every hash, so one password never gives the same hash twice", async () => {
    const [a, b] = await Promise.all([hashPassword("same", CHEAP), hashPassword("same", CHEAP)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword("same", a)).toBe(true);
    expect(await verifyPassword("same", b)).toBe(true);
  });

  it("verifies a hash made with other cost parameters (the cost can change later)", async () => {
    const stored = await hashPassword("vanha", { N: 2 ** 11, r: 4, p: 2 });
    expect(stored.startsWith("scrypt$2048$4$2$")).toBe(true);
    expect(await verifyPassword("vanha", stored)).toBe(true);
  });

  it("treats the same text in composed and decomposed Unicode as one password", async () => {
    const stored = await hashPassword("Mäkelä", CHEAP);
    expect(await verifyPassword("Ma\u0308kela\u0308", stored)).toBe(true);
  });

  it("answers false, never throws, for a malformed or absurd stored hash", async () => {
    for (const stored of ["", "plain", "scrypt$1024$8$1$c2FsdA$short", "bcrypt$10$x$y$z$w", "scrypt$1000$8$1$c2FsdA$" + "A".repeat(43), "scrypt$4194304$8$1$c2FsdA$" + "A".repeat(43)]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });

  it("refuses a password longer than the limit without hashing it", async () => {
    const stored = await hashPassword("x".repeat(MAX_PASSWORD_LENGTH + 1), CHEAP);
    expect(await verifyPassword("x".repeat(MAX_PASSWORD_LENGTH + 1), stored)).toBe(false);
  });
});
