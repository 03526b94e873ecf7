import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_LENGTH, passwordProblem, registrationProblems } from "./registration-rules.ts";

const good = { email: "aino@example.fi", password: "Tunturi-2026", firstName: "Aino", lastName: "Laine", lang: "en" as const };

describe("registrationProblems", () => {
  it("accepts a complete registration", () => {
    expect(registrationProblems(good)).toEqual({});
  });

  it("names every bad field at once", () => {
    expect(registrationProblems({ ...good, email: "aino", firstName: "  ", lastName: "x".repeat(101), password: "" })).toEqual({
      email: "Check the e-mail address: it should look like name@example.com.",
      firstName: "Enter your first name.",
      lastName: "Use at most 100 characters.",
      password: "Enter your password.",
    });
  });
});

describe("passwordProblem", () => {
  it("counts characters, not UTF-16 units, against the minimum", () => {
    expect(passwordProblem("🏔".repeat(MIN_PASSWORD_LENGTH - 1), "a@b.fi", "en")).toBe("Use at least 8 characters in the password.");
    expect(passwordProblem("🏔".repeat(MIN_PASSWORD_LENGTH), "a@b.fi", "en")).toBeNull();
    expect(passwordProblem("ääkköset", "a@b.fi", "fi")).toBeNull();
  });

  it("refuses the e-mail address as the password, whatever its case, and an over-long one", () => {
    expect(passwordProblem(" AINO@example.FI", "aino@example.fi", "en")).toBe("Choose a password other than your e-mail address.");
    expect(passwordProblem("x".repeat(257), "aino@example.fi", "en")).toBe("Use at most 256 characters in the password.");
  });
});
