import { describe, expect, it } from "vitest";
import { showsKeywordLink } from "./keyword-link.ts";

describe("keyword popup link", () => {
  it("shows absolute addresses and paths of the shop", () => {
    expect(showsKeywordLink("https://example.fi/gore-tex")).toBe(true);
    expect(showsKeywordLink("/oppaat/kalvot/")).toBe(true);
  });

  it("hides anything else", () => {
    expect(showsKeywordLink("")).toBe(false);
    expect(showsKeywordLink("oppaat/kalvot")).toBe(false);
    expect(showsKeywordLink("javascript:alert(1)")).toBe(false);
  });
});
