import { describe, expect, it, vi } from "vitest";
import { createRateLimitService, type RateLimitRepository } from "./rate-limit-service.ts";

function repository(): RateLimitRepository & { hit: ReturnType<typeof vi.fn>; purgeExpired: ReturnType<typeof vi.fn> } {
  return {
    hit: vi.fn(async () => ({ count: 3, ttlMs: 1000 })),
    peek: vi.fn(async () => 3),
    release: vi.fn(async () => {}),
    purgeExpired: vi.fn(async () => {}),
  };
}

describe("rate limit service", () => {
  it("counts through the repository", async () => {
    const repo = repository();
    const service = createRateLimitService(repo, () => 0.5);
    await expect(service.hit("k", 60_000)).resolves.toEqual({ count: 3, ttlMs: 1000 });
    expect(repo.hit).toHaveBeenCalledWith("k", 60_000, 1);
    await service.hit("k", 60_000, 5);
    expect(repo.hit).toHaveBeenLastCalledWith("k", 60_000, 5);
    expect(repo.purgeExpired).not.toHaveBeenCalled();
  });

  it("now and then clears old counters, and a failing clean-up does not fail the hit", async () => {
    const repo = repository();
    repo.purgeExpired.mockRejectedValueOnce(new Error("db busy"));
    const service = createRateLimitService(repo, () => 0);
    await expect(service.hit("k", 1000)).resolves.toEqual({ count: 3, ttlMs: 1000 });
    expect(repo.purgeExpired).toHaveBeenCalledTimes(1);
  });

  it("refuses a window that is not a positive whole number of milliseconds", async () => {
    const service = createRateLimitService(repository());
    await expect(service.hit("k", 0)).rejects.toThrow(RangeError);
    await expect(service.hit("k", 1.5)).rejects.toThrow(RangeError);
    await expect(service.hit("k", 1000, 0)).rejects.toThrow(RangeError);
  });
});
