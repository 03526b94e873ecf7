/** The brand page's promo carousel: the interval and the looping step. */

/** Each picture stays this long before the next. */
export const CAROUSEL_INTERVAL_MS = 5000;

/** The slide `step` places away from `index`, looping past either end. */
export function stepSlide(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * Whether the carousel moves on by itself: only with JavaScript running and more than one picture,
 * never while the pointer rests on it or focus is inside it, and only when the shopper has not
 * stopped it. Without their own choice it plays unless the system asks for reduced motion.
 */
export function isRotating(state: {
  hydrated: boolean;
  count: number;
  hovered: boolean;
  focused: boolean;
  /** The shopper's play/stop choice, null when not made. */
  choice: boolean | null;
  reducedMotion: boolean;
}): boolean {
  if (!state.hydrated || state.count < 2 || state.hovered || state.focused) return false;
  return state.choice ?? !state.reducedMotion;
}
