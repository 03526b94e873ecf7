/** Fixed-window counters in the database, shared by every server process. */
export interface RateLimitService {
  /** Counts `amount` hits (1 unless given) on the key's window. */
  hit(key: string, windowMs: number, amount?: number): Promise<{ count: number; ttlMs: number }>;
  /** The count of a key's running window without adding to it (0 when none runs). */
  peek(key: string): Promise<number>;
  /** Takes back one hit of the key's running window (a place held while an attempt was checked). */
  release(key: string): Promise<void>;
}

export interface RateLimitRepository {
  /**
   * Counts `amount` hits on `key` in a fixed window of `windowMs`, atomically across processes:
   * a window that has ended starts again at `amount`. Returns the count and the window's remaining time.
   */
  hit(key: string, windowMs: number, amount: number): Promise<{ count: number; ttlMs: number }>;
  /** The count of the key's running window; 0 when it has none or it ended. */
  peek(key: string): Promise<number>;
  /** Lowers the count of the key's running window by one, never below 0; nothing when no window runs. */
  release(key: string): Promise<void>;
  /** Deletes counters whose window ended before `olderThanMs` ago. */
  purgeExpired(olderThanMs: number): Promise<void>;
}

/** About one hit in this many also clears old counters, so the table stays small without a job. */
const PURGE_EVERY = 200;

export function createRateLimitService(repository: RateLimitRepository, random: () => number = Math.random): RateLimitService {
  return {
    async hit(key, windowMs, amount = 1) {
      if (!Number.isInteger(windowMs) || windowMs <= 0) throw new RangeError(`rate limit window must be a positive integer: ${windowMs}`);
      if (!Number.isInteger(amount) || amount <= 0) throw new RangeError(`rate limit amount must be a positive integer: ${amount}`);
      const result = await repository.hit(key, windowMs, amount);
      if (random() * PURGE_EVERY < 1) {
        // Best effort: a failed clean-up must not fail the request that triggered it.
        await repository.purgeExpired(60_000).catch(() => {});
      }
      return result;
    },
    peek: (key) => repository.peek(key),
    release: (key) => repository.release(key),
  };
}
