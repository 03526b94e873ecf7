import { describe, expect, it } from "vitest";
import { isReminderSignature, reminderSignature } from "./reminder-signature.server.ts";

describe("the stop-reminders signature", () => {
  const key = "k".repeat(43);

  it("verifies the address it signed, whatever its case", () => {
    const signature = reminderSignature(key, "Aino@Example.fi");
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isReminderSignature(key, "aino@example.fi", signature)).toBe(true);
  });

  it("refuses another address, another key, and a cut or altered signature", () => {
    const signature = reminderSignature(key, "aino@example.fi");
    expect(isReminderSignature(key, "eino@example.fi", signature)).toBe(false);
    expect(isReminderSignature("x".repeat(43), "aino@example.fi", signature)).toBe(false);
    expect(isReminderSignature(key, "aino@example.fi", signature.slice(0, 20))).toBe(false);
    expect(isReminderSignature(key, "aino@example.fi", `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`)).toBe(false);
    expect(isReminderSignature(key, "aino@example.fi", "")).toBe(false);
  });
});
