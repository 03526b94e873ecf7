import { describe, expect, it } from "vitest";
import { cleanComplaint, complaintProblems, emptyComplaint, parseEuros, webOrderNumber, type ComplaintInput } from "./complaint-form.ts";

const STORES = { webStoreId: 20, storeIds: [1, 2, 3] };
const TODAY = "2026-11-28";

function storeComplaint(change: Partial<ComplaintInput> = {}): ComplaintInput {
  return {
    ...emptyComplaint(),
    customerName: " Maija  Meikäläinen ",
    email: "maija@example.fi",
    phone: "+358 40 123 4567",
    salesChannel: "K",
    store: "2",
    targetStore: "2",
    receipt: "K-123",
    timeOfPurchase: "2026-03-01",
    price: "89,90",
    manufacturer: "Fjällräven",
    model: "Keb Trousers",
    size: "48",
    complaint: "The seam of the left knee came open after two walks.",
    ...change,
  };
}

describe("complaintProblems", () => {
  it("accepts a complete store purchase brought back to a store, without a postal address", () => {
    expect(complaintProblems(storeComplaint(), STORES, TODAY)).toEqual({});
  });

  it("requires the contact, the channel, the target store, the date, the product and the text", () => {
    const problems = complaintProblems({ ...emptyComplaint(), price: "" }, STORES, TODAY);
    expect(problems).toEqual({
      customerName: "required",
      email: "required",
      phone: "required",
      salesChannel: "required",
      targetStore: "required",
      timeOfPurchase: "required",
      manufacturer: "required",
      model: "required",
      size: "required",
      complaint: "required",
    });
  });

  it("needs the postal address only when the product travels by post (the web store as target)", () => {
    expect(complaintProblems(storeComplaint({ targetStore: "20" }), STORES, TODAY)).toEqual({ address: "required", postNumber: "required", city: "required" });
    expect(complaintProblems(storeComplaint({ targetStore: "20", address: "Kotikatu 1", postNumber: "00100", city: "Helsinki" }), STORES, TODAY)).toEqual({});
  });

  it("with the web channel needs the order number and ignores the store; with a store the store must be a real one", () => {
    expect(complaintProblems(storeComplaint({ salesChannel: "S", store: "" }), STORES, TODAY)).toEqual({ orderNumber: "required" });
    expect(complaintProblems(storeComplaint({ salesChannel: "S", store: "", orderNumber: "not a number" }), STORES, TODAY)).toEqual({ orderNumber: "invalid" });
    expect(complaintProblems(storeComplaint({ store: "20" }), STORES, TODAY)).toEqual({ store: "notAStore" });
    expect(complaintProblems(storeComplaint({ store: "" }), STORES, TODAY)).toEqual({ store: "required" });
    expect(complaintProblems(storeComplaint({ salesChannel: "X" }), STORES, TODAY)).toEqual({ salesChannel: "invalid" });
    expect(complaintProblems(storeComplaint({ targetStore: "99" }), STORES, TODAY)).toEqual({ targetStore: "notAStore" });
  });

  it("refuses a date in the future, before 1970 or not on the calendar", () => {
    expect(complaintProblems(storeComplaint({ timeOfPurchase: "2026-11-29" }), STORES, TODAY)).toEqual({ timeOfPurchase: "future" });
    expect(complaintProblems(storeComplaint({ timeOfPurchase: TODAY }), STORES, TODAY)).toEqual({});
    expect(complaintProblems(storeComplaint({ timeOfPurchase: "1969-12-31" }), STORES, TODAY)).toEqual({ timeOfPurchase: "tooEarly" });
    expect(complaintProblems(storeComplaint({ timeOfPurchase: "2026-02-30" }), STORES, TODAY)).toEqual({ timeOfPurchase: "invalid" });
    expect(complaintProblems(storeComplaint({ timeOfPurchase: "1.3.2026" }), STORES, TODAY)).toEqual({ timeOfPurchase: "invalid" });
  });

  it("checks the e-mail address, the phone, the price and the text's length", () => {
    expect(complaintProblems(storeComplaint({ email: "maija@" }), STORES, TODAY)).toEqual({ email: "invalid" });
    expect(complaintProblems(storeComplaint({ phone: "call me" }), STORES, TODAY)).toEqual({ phone: "invalid" });
    expect(complaintProblems(storeComplaint({ price: "-5" }), STORES, TODAY)).toEqual({ price: "invalid" });
    expect(complaintProblems(storeComplaint({ price: "100000,01" }), STORES, TODAY)).toEqual({ price: "invalid" });
    expect(complaintProblems(storeComplaint({ complaint: "Broken." }), STORES, TODAY)).toEqual({ complaint: "tooShort" });
    expect(complaintProblems(storeComplaint({ complaint: "x".repeat(4001) }), STORES, TODAY)).toEqual({ complaint: "tooLong" });
    expect(complaintProblems(storeComplaint({ model: "m".repeat(201) }), STORES, TODAY)).toEqual({ model: "tooLong" });
  });

  it("needs no size when the product has none", () => {
    expect(complaintProblems(storeComplaint({ size: "", noSize: true }), STORES, TODAY)).toEqual({});
  });
});

describe("cleanComplaint", () => {
  it("puts a web purchase at the web store with the web order's letter, whatever store the form named", () => {
    const clean = cleanComplaint(storeComplaint({ salesChannel: "S", store: "3", orderNumber: " 100 123 ", receipt: "K-1" }), STORES);
    expect(clean).toMatchObject({ salesChannel: "S", storeId: 20, orderNumber: "W100123", receipt: "" });
  });

  it("keeps a store purchase's store and receipt, the price in cents and the size only when there is one", () => {
    expect(cleanComplaint(storeComplaint(), STORES)).toMatchObject({ customerName: "Maija Meikäläinen", storeId: 2, orderNumber: "", receipt: "K-123", priceCents: 8990, size: "48" });
    expect(cleanComplaint(storeComplaint({ size: "48", noSize: true }), STORES).size).toBe("");
  });
});

describe("parseEuros and webOrderNumber", () => {
  it("reads euros with a comma or a point and an empty price as 0", () => {
    expect(parseEuros("49,9")).toBe(4990);
    expect(parseEuros("1 200.05")).toBe(120005);
    expect(parseEuros("")).toBe(0);
    expect(parseEuros("1,234,5")).toBeNull();
  });

  it("gives digits alone the web store's letter and keeps a lettered number", () => {
    expect(webOrderNumber("100001")).toBe("W100001");
    expect(webOrderNumber("w100001")).toBe("W100001");
    expect(webOrderNumber("WW1")).toBeNull();
  });
});
