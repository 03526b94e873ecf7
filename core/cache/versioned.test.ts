import { describe, expect, it } from "vitest";
import { sharedRead, versionedPerKey } from "./versioned.ts";

describe("sharedRead", () => {
  it("shares a read among those asking while it runs, and reads again after", async () => {
    let reads = 0;
    const read = sharedRead(async () => ++reads);
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    expect(await read()).toBe(2);
  });

  it("with ttlMs, reuses a settled answer that long", async () => {
    let reads = 0;
    let clock = 0;
    const read = sharedRead(async () => ++reads, { ttlMs: 1000, now: () => clock });
    expect(await read()).toBe(1);
    clock = 1000;
    expect(await read()).toBe(1);
    clock = 1001;
    expect(await read()).toBe(2);
  });

  it("does not keep a failed read", async () => {
    let fail = true;
    const read = sharedRead(async () => {
      if (fail) throw new Error("down");
      return "ok";
    }, { ttlMs: 1000 });
    await expect(read()).rejects.toThrow("down");
    fail = false;
    expect(await read()).toBe("ok");
  });
});

describe("sharedRead.forget", () => {
  it("drops a kept answer, so the next caller reads again", async () => {
    let reads = 0;
    const read = sharedRead(async () => ++reads, { ttlMs: 60_000, now: () => 0 });
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    read.forget();
    expect(await read()).toBe(2);
  });
});

describe("versionedPerKey", () => {
  function setup(maxStaleMs = 0) {
    const state = { version: "1", builds: [] as string[], clock: 0 };
    const get = versionedPerKey<string, string>({
      version: async () => state.version,
      build: async (key) => {
        state.builds.push(`${key}@${state.version}`);
        return `${key}@${state.version}`;
      },
      maxStaleMs,
      now: () => state.clock,
    });
    return { state, get };
  }

  it("builds a key's value once per version, one build at a time", async () => {
    const { state, get } = setup();
    expect(await Promise.all([get("fi"), get("fi")])).toEqual(["fi@1", "fi@1"]);
    expect(await get("sv")).toBe("sv@1");
    state.version = "2";
    expect(await get("fi")).toBe("fi@2");
    expect(state.builds).toEqual(["fi@1", "sv@1", "fi@2"]);
  });

  it("with maxStaleMs, answers from the old value that long, then builds in the background", async () => {
    const { state, get } = setup(1000);
    await get("fi");
    state.version = "2";
    state.clock = 999;
    expect(await get("fi")).toBe("fi@1");
    state.clock = 1500;
    expect(await get("fi")).toBe("fi@1");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await get("fi")).toBe("fi@2");
    // Too old to answer at all: waits for the new build.
    state.version = "3";
    state.clock = 5000;
    expect(await get("fi")).toBe("fi@3");
  });

  it("once expired, answers a changed version's next request with its new value, not the old one for maxStaleMs", async () => {
    const { state, get } = setup(60_000);
    await get("fi");
    get.expire();
    // An unchanged version keeps its value: nothing to build.
    expect(await get("fi")).toBe("fi@1");
    expect(state.builds).toEqual(["fi@1"]);
    state.version = "2";
    state.clock = 10;
    expect(await get("fi")).toBe("fi@1");
    get.expire();
    expect(await get("fi")).toBe("fi@2");
  });
});
