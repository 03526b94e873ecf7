import { describe, expect, it } from "vitest";
import { badInput, DomainError, isDomainError } from "./errors.ts";

describe("isDomainError", () => {
  it("knows its own errors", () => {
    expect(isDomainError(badInput("code", "Wrong code."))).toBe(true);
    expect(isDomainError(new Error("plain"))).toBe(false);
    expect(isDomainError("BAD_INPUT")).toBe(false);
  });

  it("knows an error of another copy of this module (the storefront bundle calling the server's services)", () => {
    // What a second copy's class produces: the same global brand, but another prototype.
    const foreign = Object.assign(new Error("Anna viisinumeroinen postinumero."), {
      [Symbol.for("outdoor-shop.domain-error")]: true,
      code: "BAD_INPUT",
      field: "postal_code",
    });
    expect(foreign instanceof DomainError).toBe(false);
    expect(isDomainError(foreign)).toBe(true);
  });
});
