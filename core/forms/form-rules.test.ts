import { describe, expect, it } from "vitest";
import { askProblems, corporateProblems, isBusinessId, isHoneypotFilled, newsletterProblems } from "./form-rules.ts";

const ASK = { name: "Aino", email: "aino@example.fi", phone: "", topic: "order", orderNumber: "", message: "Where is my parcel? It was sent a week ago." };
const CORPORATE = { company: "Retkeilijät Oy", businessId: "", name: "Aino", email: "aino@example.fi", phone: "", message: "Jackets for 40 guides, with our logo." };

describe("askProblems", () => {
  it("accepts a question with the required fields only", () => {
    expect(askProblems(ASK)).toEqual({});
  });

  it("requires the name, the address, a topic from the list and a message of a few words", () => {
    expect(askProblems({ ...ASK, name: " ", email: "", topic: "", message: "" })).toEqual({ name: "required", email: "required", topic: "required", message: "required" });
    expect(askProblems({ ...ASK, topic: "refund-now", message: "Help!" })).toEqual({ topic: "invalid", message: "tooShort" });
    expect(askProblems({ ...ASK, message: "x".repeat(4001) })).toEqual({ message: "tooLong" });
  });

  it("checks the optional phone and order number only when given", () => {
    expect(askProblems({ ...ASK, phone: "+358 40 123 4567", orderNumber: "w 100123" })).toEqual({});
    expect(askProblems({ ...ASK, phone: "call me", orderNumber: "my order" })).toEqual({ phone: "invalid", orderNumber: "invalid" });
    expect(askProblems({ ...ASK, email: "aino@" })).toEqual({ email: "invalid" });
  });
});

describe("corporateProblems", () => {
  it("requires the company, the contact person, the address and the message; the business ID is checked when given", () => {
    expect(corporateProblems(CORPORATE)).toEqual({});
    expect(corporateProblems({ ...CORPORATE, company: "", name: "", email: "", message: "" })).toEqual({ company: "required", name: "required", email: "required", message: "required" });
    expect(corporateProblems({ ...CORPORATE, businessId: "0112038-9" })).toEqual({});
    expect(corporateProblems({ ...CORPORATE, businessId: "0112038-8" })).toEqual({ businessId: "invalid" });
  });
});

describe("newsletterProblems", () => {
  it("needs an address and the consent's tick, and for the corporate list the company", () => {
    expect(newsletterProblems("forest", { email: "aino@example.fi", name: "", company: "", consent: true })).toEqual({});
    expect(newsletterProblems("forest", { email: "", name: "", company: "", consent: false })).toEqual({ email: "required", consent: "required" });
    expect(newsletterProblems("corporate", { email: "aino@example.fi", name: "", company: "", consent: true })).toEqual({ company: "required" });
  });
});

describe("isBusinessId and isHoneypotFilled", () => {
  it("checks a Y-tunnus's form and check digit", () => {
    expect(isBusinessId("0112038-9")).toBe(true);
    expect(isBusinessId("2331972-7")).toBe(true);
    expect(isBusinessId("2331972-8")).toBe(false);
    expect(isBusinessId("112038-9")).toBe(false);
  });

  it("takes any text in the hidden field as a program's post", () => {
    expect(isHoneypotFilled("https://spam.example")).toBe(true);
    expect(isHoneypotFilled("")).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
  });
});
