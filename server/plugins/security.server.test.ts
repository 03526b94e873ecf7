import { describe, expect, it } from "vitest";
import { nextNonce } from "./security.server.ts";

describe("CSP nonces", () => {
  it("are 16 random bytes, never repeated, also across the batches they are read in", () => {
    const nonces = Array.from({ length: 1000 }, () => nextNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
