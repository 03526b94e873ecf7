/**
 * The page-loading bar shown during navigations, as a small state machine on an injectable clock.
 *
 *   idle ──start──> pending ──200 ms──> loading (progress climbs along an arctangent curve)
 *                      │                   │
 *                      └─finish─> idle     └─finish──> finished (100 %) ──500 ms──> hidden ──400 ms──> idle
 *
 * A navigation that ends within the throttle never shows the bar. While loading, the progress
 * approaches 100 without reaching it: after the 2000 ms estimate it stands at about 80 %, so a slow
 * page still shows movement. `finish({ error: true })` ends in the error colour.
 */
import { systemClock, type Clock, type TimerHandle } from "./clock.ts";

export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 2000;
export const LOADING_BAR_HIDE_DELAY_MS = 500;
export const LOADING_BAR_RESET_DELAY_MS = 400;
export const LOADING_BAR_HEIGHT_PX = 3;
/** How often the progress is recomputed while loading; CSS smooths the steps in between. */
export const LOADING_BAR_TICK_MS = 100;
/** The progress never shows 100 % until the page has actually arrived. */
export const LOADING_BAR_MAX_PENDING_PROGRESS = 99;
/** Steepness of the curve: atan(3) · 2/π ≈ 0.795, so about 80 % at the estimated duration. */
const CURVE_STEEPNESS = 3;

export type LoadingBarPhase = "idle" | "pending" | "loading" | "finished" | "hidden";

export interface LoadingBarState {
  readonly phase: LoadingBarPhase;
  /** 0 to 100. */
  readonly progress: number;
  /** Whether the bar is drawn (it stays drawn at 100 % for the hide delay). */
  readonly visible: boolean;
  readonly error: boolean;
}

export interface LoadingBarTimings {
  throttleMs: number;
  durationMs: number;
  hideDelayMs: number;
  resetDelayMs: number;
  tickMs: number;
}

export interface LoadingBar {
  /** A page started loading (navigation or submission). Repeated starts while loading are ignored. */
  start(): void;
  /** The page arrived, or failed to (`error: true`). */
  finish(options?: { error?: boolean }): void;
  getState(): LoadingBarState;
  subscribe(listener: () => void): () => void;
  /** Cancels every timer and returns to idle. */
  reset(): void;
}

export const IDLE_STATE: LoadingBarState = Object.freeze({ phase: "idle", progress: 0, visible: false, error: false });

/** Progress after `elapsedMs` of loading, on the arctangent curve toward 100. */
export function progressAt(elapsedMs: number, durationMs: number = LOADING_BAR_DURATION_MS): number {
  if (elapsedMs <= 0) return 0;
  const fraction = (2 / Math.PI) * Math.atan((CURVE_STEEPNESS * elapsedMs) / durationMs);
  return Math.min(LOADING_BAR_MAX_PENDING_PROGRESS, Math.round(fraction * 1000) / 10);
}

export function createLoadingBar(clock: Clock = systemClock, timings: Partial<LoadingBarTimings> = {}): LoadingBar {
  const t: LoadingBarTimings = {
    throttleMs: LOADING_BAR_THROTTLE_MS,
    durationMs: LOADING_BAR_DURATION_MS,
    hideDelayMs: LOADING_BAR_HIDE_DELAY_MS,
    resetDelayMs: LOADING_BAR_RESET_DELAY_MS,
    tickMs: LOADING_BAR_TICK_MS,
    ...timings,
  };
  let state: LoadingBarState = IDLE_STATE;
  let timer: TimerHandle | undefined;
  let loadingSince = 0;
  const listeners = new Set<() => void>();

  function set(next: LoadingBarState) {
    if (
      next.phase === state.phase &&
      next.progress === state.progress &&
      next.visible === state.visible &&
      next.error === state.error
    ) {
      return;
    }
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function schedule(callback: () => void, ms: number) {
    cancel();
    timer = clock.setTimeout(() => {
      timer = undefined;
      callback();
    }, ms);
  }

  function cancel() {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  }

  function tick() {
    set({ phase: "loading", progress: progressAt(clock.now() - loadingSince, t.durationMs), visible: true, error: false });
    schedule(tick, t.tickMs);
  }

  function showFinished(error: boolean) {
    set({ phase: "finished", progress: 100, visible: true, error });
    schedule(() => {
      set({ ...state, phase: "hidden", visible: false });
      schedule(() => set(IDLE_STATE), t.resetDelayMs);
    }, t.hideDelayMs);
  }

  return {
    start() {
      if (state.phase === "pending" || state.phase === "loading") return;
      // A new page while the last one's bar is fading: start over from an empty bar.
      set(IDLE_STATE);
      set({ ...IDLE_STATE, phase: "pending" });
      schedule(() => {
        loadingSince = clock.now();
        tick();
      }, t.throttleMs);
    },
    finish(options = {}) {
      const error = options.error === true;
      if (state.phase === "pending") {
        cancel();
        // A quick page needs no bar; a quick failure still gets its red flash.
        if (error) showFinished(true);
        else set(IDLE_STATE);
      } else if (state.phase === "loading") {
        showFinished(error);
      } else if (error && !state.error) {
        // A render error after the page arrived (or with no navigation at all) still turns it red.
        showFinished(true);
      }
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      cancel();
      set(IDLE_STATE);
    },
  };
}

/** The one bar of the storefront; the layout renders it and error boundaries may fail it. */
export const pageLoadingBar: LoadingBar = createLoadingBar();
