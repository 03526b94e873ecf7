/**
 * The timer functions the shell's state machines depend on, injectable so unit tests can
 * drive time (Vitest fake timers work with `systemClock` too, because it looks the globals
 * up at call time instead of capturing them at import).
 */
export type TimerHandle = ReturnType<typeof globalThis.setTimeout>;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};
