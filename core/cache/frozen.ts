/**
 * Objects a cache shares between requests (the listing service's cards and filter sections) are read only:
 * a request that changed one would change it for every later request while the cache keeps it. The types
 * say so all the way down; freezing checks it where the check is cheap enough, outside production.
 */

/** A value read only all the way down: its fields, its arrays' items and their fields. */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends ReadonlyArray<infer Item>
    ? ReadonlyArray<DeepReadonly<Item>>
    : T extends object
      ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
      : T;

/**
 * Freezes a value of plain objects and arrays and everything it holds, so code that changes any part of
 * it throws (in strict mode, which every module is). A frozen part is taken to be frozen all the way down.
 */
export function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value as DeepReadonly<T>;
}
