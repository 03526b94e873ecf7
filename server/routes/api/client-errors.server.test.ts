import { describe, expect, it } from "vitest";
import { hashClientAddress } from "./client-errors.server.ts";

describe("hashClientAddress", () => {
  it("is stable within a day and changes with the day and the address", () => {
    const day = new Date("2026-11-22T10:00:00Z");
    const hash = hashClientAddress("203.0.113.9", "", day);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(hashClientAddress("203.0.113.9", "", new Date("2026-11-22T23:59:00Z"))).toBe(hash);
    expect(hashClientAddress("203.0.113.9", "", new Date("2026-11-23T00:01:00Z"))).not.toBe(hash);
    expect(hashClientAddress("203.0.113.10", "", day)).not.toBe(hash);
  });

  it("depends on the secret, so a database copy alone cannot reverse it", () => {
    const day = new Date("2026-11-22T10:00:00Z");
    expect(hashClientAddress("203.0.113.9", "a-long-enough-secret", day)).not.toBe(hashClientAddress("203.0.113.9", "", day));
  });
});
