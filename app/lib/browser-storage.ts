/**
 * Safe access to Web Storage. Reading `window.localStorage` itself throws in some privacy modes
 * and when storage is disabled, and writes throw when the quota is full; the shell treats all of
 * that as "no storage" instead of failing the page.
 */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function storageOf(kind: "localStorage" | "sessionStorage"): StorageLike | null {
  try {
    // Only the browser has a window; touching the property is what may throw.
    if (typeof window === "undefined") return null;
    return window[kind] ?? null;
  } catch {
    return null;
  }
}

/** The browser's localStorage, or null on the server or when it is unavailable. */
export function getLocalStorage(): StorageLike | null {
  return storageOf("localStorage");
}

/** The browser's sessionStorage, or null on the server or when it is unavailable. */
export function getSessionStorage(): StorageLike | null {
  return storageOf("sessionStorage");
}

/** Reads a key, null on any failure. */
export function safeGetItem(storage: StorageLike | null, key: string): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a key; returns false when the storage refused it. */
export function safeSetItem(storage: StorageLike | null, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function safeRemoveItem(storage: StorageLike | null, key: string): void {
  if (!storage) return;
  try {
    storage.removeItem(key);
  } catch {
    // nothing to do: the key is as gone as it can be
  }
}

/** An in-memory Storage for tests and for code paths where no browser storage exists. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & { readonly data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, String(value));
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}
