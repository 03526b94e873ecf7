import { describe, expect, it } from "vitest";
import { translate } from "#i18n/messages.ts";
import { companyProblems, createCompanyAccountService, finnishBusinessIdValid, normaliseVatNumber, type CompanyAccountRepository } from "./company-accounts.ts";

describe("a company's VAT number", () => {
  it("takes a Finnish business ID or an EU VAT number, stored compact and upper-case", () => {
    expect(normaliseVatNumber("0112038-9")).toBe("FI01120389");
    expect(normaliseVatNumber(" fi 0112 0389 ")).toBe("FI01120389");
    expect(normaliseVatNumber("FI01120389")).toBe("FI01120389");
    expect(normaliseVatNumber("de 123.456.789")).toBe("DE123456789");
    expect(normaliseVatNumber("SE556677889901")).toBe("SE556677889901");
  });

  it("refuses a Finnish ID whose check digit is wrong, another country's prefix, and nonsense", () => {
    expect(finnishBusinessIdValid("01120389")).toBe(true);
    expect(finnishBusinessIdValid("01120388")).toBe(false);
    // 0010001: the weighted sum (10 + 2) leaves 1, which no check digit can answer.
    expect([...Array(10).keys()].some((digit) => finnishBusinessIdValid(`0010001${digit}`))).toBe(false);
    for (const input of ["0112038-8", "FI0112038", "US123456789", "GB123456789", "FI", "", "DROP TABLE", "DE1"]) {
      expect(normaliseVatNumber(input), input).toBeNull();
    }
  });

  it("names each wrong field in the person's language", () => {
    expect(companyProblems({ companyName: "Tunturi Oy", vatNumber: "0112038-9" }, "fi")).toEqual({});
    expect(companyProblems({ companyName: "  ", vatNumber: "123" }, "sv")).toEqual({
      companyName: translate("sv", "company.nameRequired"),
      vatNumber: translate("sv", "company.vatInvalid"),
    });
    expect(companyProblems({ companyName: "x".repeat(121), vatNumber: "FI01120389" }, "en").companyName).toBe(translate("en", "accounts.nameTooLong", { max: 120 }));
  });
});

describe("verifying a company account", () => {
  const calls: Array<[string, unknown[]]> = [];
  const repository: CompanyAccountRepository = {
    ofCustomer: async () => null,
    apply: async (...args) => (calls.push(["apply", args]), args[0] !== 99),
    pending: async () => [],
    decide: async (...args) => (calls.push(["decide", args]), true),
  };
  const service = createCompanyAccountService(repository, () => new Date("2026-11-24T10:00:00Z"));

  it("stores the details tidied, refuses bad ones before storing, and says when the company is verified already", async () => {
    await service.apply(5, { companyName: "  Tunturi   Oy ", vatNumber: "0112038-9" }, "en");
    expect(calls.at(-1)).toEqual(["apply", [5, { companyName: "Tunturi Oy", vatNumber: "FI01120389" }, new Date("2026-11-24T10:00:00Z")]]);
    await expect(service.apply(5, { companyName: "Tunturi Oy", vatNumber: "123" }, "en")).rejects.toMatchObject({ code: "BAD_INPUT", field: "vatNumber" });
    await expect(service.apply(99, { companyName: "Tunturi Oy", vatNumber: "FI01120389" }, "fi")).rejects.toMatchObject({
      code: "CONFLICT",
      message: translate("fi", "company.alreadyVerified"),
    });
  });

  it("is decided by staff only, whatever else asks, and records who decided", async () => {
    await expect(service.pending(null)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(service.decide({ id: 5, isStaff: false }, 5, true)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(service.decide({ id: 1, isStaff: true }, 5, true)).resolves.toBe(true);
    expect(calls.at(-1)).toEqual(["decide", [5, true, 1, new Date("2026-11-24T10:00:00Z")]]);
  });
});
