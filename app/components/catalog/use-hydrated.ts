import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False on the server and during hydration, true afterwards: a control that only works with
 * JavaScript (the filter modal) replaces its no-JavaScript form once the page is hydrated, and the
 * first browser render still matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
