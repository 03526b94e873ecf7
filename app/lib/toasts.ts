/**
 * Toast messages (3000 ms by default, top-right). A module-level store read with
 * useSyncExternalStore, so any code (an event handler, the API error path) can show a toast
 * without a React context.
 *
 * A toast's timer pauses while the pointer or keyboard focus is on it, so a shopper who is
 * reading it or reaching for its close button does not lose it (WCAG 2.2.1, timing adjustable).
 */
import { systemClock, type Clock, type TimerHandle } from "./clock.ts";

export const TOAST_DEFAULT_DURATION_MS = 3000;
export const TOAST_POSITION = "top-right";
/** Older toasts give way beyond this many, so a burst of messages cannot cover the page. */
export const TOAST_MAX_VISIBLE = 5;

export const TOAST_KINDS = ["info", "success", "warning", "error"] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
  /** Milliseconds before it closes itself; null keeps it until dismissed. */
  readonly durationMs: number | null;
}

export interface ShowToastOptions {
  kind?: ToastKind;
  /** Defaults to 3000 ms; null keeps the toast until it is dismissed. */
  durationMs?: number | null;
}

export interface ToastStore {
  show(message: string, options?: ShowToastOptions): number;
  dismiss(id: number): void;
  dismissAll(): void;
  /** Stops the toast's countdown (pointer over it, or focus inside it). */
  pause(id: number): void;
  /** Continues the countdown with the time that was left. */
  resume(id: number): void;
  getSnapshot(): readonly Toast[];
  getServerSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

interface Countdown {
  remainingMs: number;
  startedAt: number;
  timer: TimerHandle | undefined;
}

const EMPTY: readonly Toast[] = Object.freeze([]);

export function createToastStore(clock: Clock = systemClock): ToastStore {
  let toasts: readonly Toast[] = EMPTY;
  let nextId = 1;
  const countdowns = new Map<number, Countdown>();
  const listeners = new Set<() => void>();

  function emit() {
    for (const listener of [...listeners]) listener();
  }

  function run(id: number, countdown: Countdown) {
    countdown.startedAt = clock.now();
    countdown.timer = clock.setTimeout(() => dismiss(id), countdown.remainingMs);
  }

  function dismiss(id: number) {
    const countdown = countdowns.get(id);
    if (countdown?.timer !== undefined) clock.clearTimeout(countdown.timer);
    countdowns.delete(id);
    const next = toasts.filter((toast) => toast.id !== id);
    if (next.length === toasts.length) return;
    toasts = next.length === 0 ? EMPTY : next;
    emit();
  }

  return {
    show(message, options = {}) {
      const requested = options.durationMs === undefined ? TOAST_DEFAULT_DURATION_MS : options.durationMs;
      const durationMs = requested === null || !Number.isFinite(requested) || requested <= 0 ? null : requested;
      const toast: Toast = { id: nextId++, kind: options.kind ?? "info", message, durationMs };
      toasts = [...toasts, toast];
      if (durationMs !== null) {
        const countdown: Countdown = { remainingMs: durationMs, startedAt: 0, timer: undefined };
        countdowns.set(toast.id, countdown);
        run(toast.id, countdown);
      }
      emit();
      while (toasts.length > TOAST_MAX_VISIBLE) {
        const oldest = toasts[0];
        if (!oldest) break;
        dismiss(oldest.id);
      }
      return toast.id;
    },
    dismiss,
    dismissAll() {
      for (const countdown of countdowns.values()) {
        if (countdown.timer !== undefined) clock.clearTimeout(countdown.timer);
      }
      countdowns.clear();
      if (toasts.length === 0) return;
      toasts = EMPTY;
      emit();
    },
    pause(id) {
      const countdown = countdowns.get(id);
      if (!countdown || countdown.timer === undefined) return;
      clock.clearTimeout(countdown.timer);
      countdown.timer = undefined;
      countdown.remainingMs = Math.max(0, countdown.remainingMs - (clock.now() - countdown.startedAt));
    },
    resume(id) {
      const countdown = countdowns.get(id);
      if (!countdown || countdown.timer !== undefined) return;
      run(id, countdown);
    },
    getSnapshot: () => toasts,
    getServerSnapshot: () => EMPTY,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The storefront's toasts. */
export const toastStore: ToastStore = createToastStore();

/**
 * Shows a toast in the browser. On the server it does nothing and returns 0: there is no one to
 * show it to, and a module-level list there would be shared by every request.
 */
export function showToast(message: string, options?: ShowToastOptions): number {
  if (typeof window === "undefined") return 0;
  return toastStore.show(message, options);
}

export function dismissToast(id: number): void {
  toastStore.dismiss(id);
}
