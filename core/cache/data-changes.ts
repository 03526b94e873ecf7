/**
 * How a process learns that somebody changed the shop's data, on this process or another: the data version
 * (the newest audit row, written in the same transaction as every back-office change) is read every second;
 * when it moves, every cache of the process that may hold the old data is dropped at once, the page cache
 * included, so a change shows on every process within about a second plus the time to read it again.
 */
export interface DataChanges {
  /** Runs `drop` whenever the version moves (the page cache registers here). */
  subscribe(drop: () => void): void;
  /** Reads the version once; drops the caches when it moved since the last read. */
  check(): Promise<boolean>;
}

export function createDataChanges(readVersion: () => Promise<string>, caches: ReadonlyArray<{ clear(): void }>): DataChanges {
  const listeners: Array<() => void> = [];
  let known: string | null = null;
  return {
    subscribe(drop) {
      listeners.push(drop);
    },
    async check() {
      const version = await readVersion();
      if (known === null || version === known) {
        known = version;
        return false;
      }
      known = version;
      for (const cache of caches) cache.clear();
      for (const drop of listeners) drop();
      return true;
    },
  };
}
