import { describe, expect, it } from "vitest";
import { postalCodeStep } from "./postal-code-input.ts";

describe("postal code field of the delivery estimator", () => {
  it("keeps at most 5 characters", () => {
    expect(postalCodeStep("001001").value).toBe("00100");
  });

  it("looks up only at exactly 5 characters", () => {
    expect(postalCodeStep("0010")).toMatchObject({ value: "0010", lookup: false });
    expect(postalCodeStep("00100")).toMatchObject({ value: "00100", lookup: true });
  });

  it("saves when empty or 5 long, not while half typed", () => {
    expect(postalCodeStep("").save).toBe(true);
    expect(postalCodeStep("001").save).toBe(false);
    expect(postalCodeStep("00100").save).toBe(true);
  });

  it("drops spaces of a pasted code", () => {
    expect(postalCodeStep(" 00 100 ")).toEqual({ value: "00100", lookup: true, save: true });
  });
});
