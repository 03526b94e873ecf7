import { describe, expect, it } from "vitest";
import { translate } from "#i18n/messages.ts";
import { cleanMemberships, clubNumberOf, interestsFrom, isClubNumber, luhnDigit, membershipProblems } from "./club.ts";

describe("club member numbers", () => {
  it("end in the Luhn check digit of the sequence value", () => {
    // 7992739871 is the textbook example: its check digit is 3.
    expect(luhnDigit("7992739871")).toBe(3);
    expect(clubNumberOf(1000001)).toBe("10000016");
    expect(isClubNumber("10000016")).toBe(true);
  });

  it("catch a mistyped digit and two swapped neighbours", () => {
    expect(isClubNumber("10000015")).toBe(false);
    expect(isClubNumber("10000104")).toBe(false);
    expect(isClubNumber("")).toBe(false);
    expect(isClubNumber("1000001a")).toBe(false);
  });
});

describe("club interests and memberships", () => {
  it("keeps the gender as male, female or unsaid, whatever the case typed", () => {
    expect(cleanMemberships({ scoutGroup: "", scoutMemberId: "", latuMemberId: "", latuBranch: "", gender: " Male " }).gender).toBe("male");
    expect(membershipProblems({ scoutGroup: "", scoutMemberId: "", latuMemberId: "", latuBranch: "", gender: "FEMALE" }, "fi")).toEqual({});
  });

  it("keeps known interests once each, in the list's order", () => {
    expect(interestsFrom(["paddling", "hiking", "paddling", "<script>", ""])).toEqual(["hiking", "paddling"]);
  });

  it("takes empty scout and Suomen Latu fields, and names the wrong ones", () => {
    expect(membershipProblems({ scoutGroup: "", scoutMemberId: "", latuMemberId: "", latuBranch: "", gender: "" }, "fi")).toEqual({});
    expect(membershipProblems({ scoutGroup: "Espoon Partiotuki", scoutMemberId: " 12345 ", latuMemberId: "LA-778", latuBranch: "Helsingin Latu", gender: "female" }, "fi")).toEqual({});
    expect(membershipProblems({ scoutGroup: "x".repeat(101), scoutMemberId: "12 34", latuMemberId: "<b>", latuBranch: "", gender: "other" }, "sv")).toEqual({
      scoutGroup: translate("sv", "accounts.nameTooLong", { max: 100 }),
      scoutMemberId: translate("sv", "club.memberIdInvalid"),
      latuMemberId: translate("sv", "club.memberIdInvalid"),
      gender: translate("sv", "club.genderInvalid"),
    });
  });
});
