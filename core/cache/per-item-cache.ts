/**
 * A short-lived cache of reads that fetch many items by id at once (a cart's variants): items already
 * known are answered from memory, the rest are read in one call and kept one by one, so carts that
 * share items share the entries. An id the read does not answer is kept as absent too. Like the read
 * cache, nothing here is state another process needs.
 */
export interface PerItemCacheOptions {
  ttlMs: number;
  /** Entries kept at most; the oldest goes first. */
  maxEntries?: number;
  now?: () => number;
}

export interface PerItemCache<T> {
  /** The items of `ids` under `scope` (a language and tax area, say), in the order `read` answers them. */
  get(scope: string, ids: readonly number[], read: (missing: number[]) => Promise<T[]>): Promise<T[]>;
  clear(): void;
}

export function createPerItemCache<T extends { id: number }>(options: PerItemCacheOptions): PerItemCache<T> {
  const { ttlMs, maxEntries = 20_000, now = Date.now } = options;
  const entries = new Map<string, { expires: number; item: T | null }>();
  return {
    clear() {
      entries.clear();
    },
    async get(scope, ids, read) {
      if (ttlMs <= 0) return read([...ids]);
      const at = now();
      const found: T[] = [];
      const missing: number[] = [];
      for (const id of new Set(ids)) {
        const hit = entries.get(`${scope}|${id}`);
        if (hit && hit.expires > at) {
          if (hit.item) found.push(hit.item);
        } else missing.push(id);
      }
      if (missing.length === 0) return found;
      const items = await read(missing);
      const expires = now() + ttlMs;
      const byId = new Map(items.map((item) => [item.id, item]));
      for (const id of missing) {
        const key = `${scope}|${id}`;
        entries.delete(key);
        entries.set(key, { expires, item: byId.get(id) ?? null });
      }
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return [...found, ...items];
    },
  };
}
