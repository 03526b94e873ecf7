import { describe, expect, it } from "vitest";
import { withoutHandoff } from "./storefront-handoff.server.ts";

describe("withoutHandoff", () => {
  it("drops the token and keeps every other parameter exactly as written", () => {
    expect(withoutHandoff("/clothing/?handoff=abc")).toBe("/clothing/");
    expect(withoutHandoff("/clothing/?color=red&handoff=abc&q=a%20b+c")).toBe("/clothing/?color=red&q=a%20b+c");
    expect(withoutHandoff("/clothing/?handoff&handoff=x&&size=m")).toBe("/clothing/?size=m");
    expect(withoutHandoff("/clothing/?handoffs=1")).toBe("/clothing/?handoffs=1");
    expect(withoutHandoff("/clothing/")).toBe("/clothing/");
  });
});
