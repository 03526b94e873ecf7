/**
 * The two halves of every per-process structure built from a catalogue version (the listing index, the
 * full-text index): reading the version cheaply, and keeping one built value per key (a language) that
 * is built again when the version changes.
 */

/**
 * A read shared by everyone who asks while it runs; with `ttlMs`, its answer also serves those who ask
 * within that long after it settled (on PGlite every statement waits for the one connection, so twenty
 * requests reading one row queued behind each other). A failed read is not kept.
 */
export function sharedRead<T>(read: () => Promise<T>, options: { ttlMs?: number; now?: () => number } = {}): SharedRead<T> {
  const ttlMs = options.ttlMs ?? 0;
  const now = options.now ?? Date.now;
  let current: Promise<T> | null = null;
  let settledAt: number | null = null;
  const shared = () => {
    if (current && (settledAt === null || (ttlMs > 0 && now() - settledAt <= ttlMs))) return current;
    const running = read();
    current = running;
    settledAt = null;
    running.then(
      () => {
        if (current === running) settledAt = now();
      },
      () => {
        if (current === running) current = null;
      },
    );
    return running;
  };
  return Object.assign(shared, {
    forget() {
      current = null;
      settledAt = null;
    },
  });
}

/** A shared read whose kept answer can be dropped, so that the next caller reads again. */
export type SharedRead<T> = (() => Promise<T>) & { forget(): void };

export interface VersionedOptions<K, T> {
  /** The version the values are built from (null before the first catalogue write); `forget` makes it read again. */
  version: (() => Promise<string | null>) & { forget?(): void };
  build: (key: K) => Promise<T>;
  /**
   * How long (ms) after it was built a value may still answer once the version has changed, so that
   * frequent writes do not rebuild it on every request; then for up to as long again while the next
   * builds in the background. 0 (tests) builds again at once, so a write shows on the next request.
   */
  maxStaleMs?: number;
  now?: () => number;
}

/** The value of a key for the current version; `expire` ends the grace time of values already built. */
export type VersionedPerKey<K, T> = ((key: K) => Promise<T>) & {
  /**
   * A change somebody is waiting to see (a back-office save): the next request reads the version again and, if
   * it moved, waits for the value of the new version instead of being answered from the old one for up to
   * maxStaleMs. A page cached from that answer then shows the change too.
   */
  expire(): void;
};

/** One value per key for the current version; one build per key at a time. */
export function versionedPerKey<K, T>(options: VersionedOptions<K, T>): VersionedPerKey<K, T> {
  const maxStaleMs = options.maxStaleMs ?? 0;
  const now = options.now ?? Date.now;
  // `expired`: a change was announced since the value was built; the next request checks the version afresh.
  const built = new Map<K, { version: string | null; builtAt: number; value: T; expired?: boolean }>();
  const building = new Map<K, Promise<T>>();

  const build = (key: K, version: string | null): Promise<T> => {
    const running = building.get(key);
    if (running) return running;
    const promise = options
      .build(key)
      .then((value) => {
        built.set(key, { version, builtAt: now(), value });
        return value;
      })
      .finally(() => building.delete(key));
    building.set(key, promise);
    return promise;
  };

  const valueOf = async (key: K): Promise<T> => {
    const version = await options.version();
    const entry = built.get(key);
    if (entry && entry.version === version) {
      entry.expired = false;
      return entry.value;
    }
    if (entry && maxStaleMs > 0 && !entry.expired) {
      const age = now() - entry.builtAt;
      if (age < maxStaleMs) return entry.value;
      if (age < 2 * maxStaleMs) {
        build(key, version).catch(() => undefined);
        return entry.value;
      }
    }
    return build(key, version);
  };

  return Object.assign(valueOf, {
    expire() {
      options.version.forget?.();
      for (const entry of built.values()) entry.expired = true;
    },
  });
}
