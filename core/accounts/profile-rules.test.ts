import { describe, expect, it } from "vitest";
import { translate } from "#i18n/messages.ts";
import { cleanProfile, profileProblems } from "./profile-rules.ts";

const valid = { firstName: " Aino  Maria ", lastName: "Virtanen", phone: "+358 40 123 4567", address: " Mannerheimintie  1 A ", postcode: "00100", city: "Helsinki" };

describe("account details", () => {
  it("accepts names with an optional phone and postcode, stored tidied", () => {
    expect(profileProblems(valid, "fi")).toEqual({});
    expect(profileProblems({ ...valid, phone: "", address: "", postcode: "", city: "" }, "fi")).toEqual({});
    expect(cleanProfile({ ...valid, postcode: " sw1a 1aa " })).toEqual({
      firstName: "Aino Maria",
      lastName: "Virtanen",
      phone: "+358 40 123 4567",
      address: "Mannerheimintie 1 A",
      postcode: "SW1A 1AA",
      city: "Helsinki",
    });
  });

  it("names every wrong field at once, in the person's language", () => {
    const problems = profileProblems({ firstName: " ", lastName: "x".repeat(101), phone: "call me", address: "x".repeat(201), postcode: "<b>", city: "y".repeat(101) }, "de");
    expect(problems).toEqual({
      firstName: translate("de", "accounts.firstNameRequired"),
      lastName: translate("de", "accounts.nameTooLong", { max: 100 }),
      phone: translate("de", "accountArea.phoneInvalid"),
      address: translate("de", "accounts.nameTooLong", { max: 200 }),
      postcode: translate("de", "accountArea.postcodeInvalid"),
      city: translate("de", "accounts.nameTooLong", { max: 100 }),
    });
  });

  it("wants a phone number of 5 to 15 digits", () => {
    expect(profileProblems({ ...valid, phone: "1234" }, "en").phone).toBeDefined();
    expect(profileProblems({ ...valid, phone: "12345" }, "en").phone).toBeUndefined();
    expect(profileProblems({ ...valid, phone: "1".repeat(16) }, "en").phone).toBeDefined();
    expect(profileProblems({ ...valid, postcode: "12345678901" }, "en").postcode).toBeDefined();
  });
});
