import { describe, expect, it } from "vitest";
import { deepFreeze } from "./frozen.ts";

describe("deepFreeze", () => {
  it("freezes every object and array the value holds, and returns the value itself", () => {
    const value = { name: "Takki", price: { active: 100 }, colours: [{ slug: "red" }], tags: [] as string[] };
    const frozen = deepFreeze(value);
    expect(frozen).toBe(value);
    expect(() => {
      (value as { name: string }).name = "x";
    }).toThrow(TypeError);
    expect(() => {
      value.price.active = 0;
    }).toThrow(TypeError);
    expect(() => {
      value.colours[0]!.slug = "blue";
    }).toThrow(TypeError);
    expect(() => value.tags.push("new")).toThrow(TypeError);
  });

  it("leaves values that are no objects as they are", () => {
    expect(deepFreeze(null)).toBeNull();
    expect(deepFreeze("text")).toBe("text");
    expect(deepFreeze(3)).toBe(3);
  });
});
