import { describe, expect, it } from "vitest";
import type { ClientErrorReport } from "#core/client-errors/client-error-service.ts";
import { capReport, capText, createClientErrorService, MAX_MESSAGE_LENGTH, MAX_USER_AGENT_LENGTH } from "./client-error-service.ts";

describe("capText", () => {
  it("keeps short text, trimmed", () => {
    expect(capText("  Failed to fetch  ", 100)).toBe("Failed to fetch");
  });

  it("cuts long text to the cap with an ellipsis", () => {
    const capped = capText("x".repeat(5000), MAX_MESSAGE_LENGTH);
    expect(Array.from(capped)).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(capped.endsWith("…")).toBe(true);
  });

  it("counts characters, not UTF-16 units, so no emoji is cut in half", () => {
    const capped = capText("😀".repeat(20), 10);
    expect(Array.from(capped)).toHaveLength(10);
    expect(capped).toBe(`${"😀".repeat(9)}…`);
  });

  it("replaces control characters but keeps the line breaks of a stack trace", () => {
    expect(capText("a\r\nb\u0000c\u2028d\te", 100)).toBe("a \nb c d\te");
  });
});

describe("capReport", () => {
  it("caps every text and turns empty optional texts into null", () => {
    const report = capReport({ message: "m", url: "", userAgent: "u".repeat(1000), ipHash: "h" });
    expect(report.url).toBeNull();
    expect(Array.from(report.userAgent ?? "")).toHaveLength(MAX_USER_AGENT_LENGTH);
    expect(report.ipHash).toBe("h");
  });
});

describe("createClientErrorService", () => {
  it("stores the capped report and returns it", async () => {
    const stored: ClientErrorReport[] = [];
    const service = createClientErrorService({ insert: async (report) => void stored.push(report) });
    const result = await service.report({ message: `${"e".repeat(3000)}`, url: "https://example.fi/x/", ipHash: "abc" });
    expect(stored).toEqual([result]);
    expect(result.message.length).toBe(MAX_MESSAGE_LENGTH);
    expect(result.url).toBe("https://example.fi/x/");
    expect(result.userAgent).toBeNull();
  });
});
