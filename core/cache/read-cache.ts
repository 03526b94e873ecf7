/**
 * A short-lived cache of public catalogue reads (the shell's groups, stores, settings, countries,
 * static pages...). Every page reads them and they change rarely, so each process keeps an answer
 * for a few seconds. Nothing here is state another process needs: a process that misses simply
 * reads the database, and an edit shows everywhere within the time to live.
 */
export interface ReadCacheOptions {
  ttlMs: number;
  /** Entries kept at most; the one used longest ago goes first. */
  maxEntries?: number;
  now?: () => number;
}

export interface ReadCache {
  /** `fn`'s answer for `key`, shared by concurrent callers; a failed read is not kept. */
  get<T>(key: string, fn: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const { ttlMs, maxEntries = 1000, now = Date.now } = options;
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, fn: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return fn();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        // Used again: to the young end, so a stream of one-off keys (a thousand product paths) cannot push
        // out the reads every page shares (the product's group, the shell's settings).
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      const value = fn();
      entries.delete(key);
      entries.set(key, { expires: now() + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

type AsyncFn = (...args: never[]) => Promise<unknown>;

/**
 * The same service with the named read functions answered through the cache, keyed by the
 * service name, function name and arguments. The service's type comes from the argument alone
 * (`NoInfer`), not from where the answer is spread, and may be an interface.
 */
export function withCachedReads<K extends string, S extends Record<K, unknown>>(
  cache: ReadCache,
  serviceName: string,
  service: S,
  names: readonly K[],
): NoInfer<S> {
  const wrapped = { ...service } as Record<string, unknown>;
  for (const name of names) {
    const fn = service[name] as unknown as AsyncFn;
    wrapped[name] = (...args: never[]) => cache.get(`${serviceName}.${name}:${JSON.stringify(args)}`, () => fn.apply(service, args));
  }
  return wrapped as S;
}
