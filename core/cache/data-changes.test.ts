import { describe, expect, it } from "vitest";
import { createDataChanges } from "./data-changes.ts";

describe("createDataChanges", () => {
  it("drops the caches and tells the listeners only when the version moves", async () => {
    let version = "1";
    let cleared = 0;
    let told = 0;
    const changes = createDataChanges(async () => version, [{ clear: () => void cleared++ }]);
    changes.subscribe(() => void told++);
    expect(await changes.check()).toBe(false);
    expect(await changes.check()).toBe(false);
    version = "2";
    expect(await changes.check()).toBe(true);
    expect([cleared, told]).toEqual([1, 1]);
    expect(await changes.check()).toBe(false);
    expect([cleared, told]).toEqual([1, 1]);
  });
});
