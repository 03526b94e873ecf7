import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { useNavigation } from "react-router";
import { IDLE_STATE, pageLoadingBar, type LoadingBar as LoadingBarMachine } from "#app/lib/loading-bar.ts";

export interface LoadingBarProps {
  /** Set by an error boundary: the page failed to render, so the bar ends in the error colour. */
  error?: boolean;
  /** The state machine to show; the storefront's shared one by default. */
  bar?: LoadingBarMachine;
}

const getServerSnapshot = () => IDLE_STATE;

/**
 * The thin bar at the top of the page while React Router loads or submits.
 * Decorative: it is hidden from assistive technology, which learns about the new page from the
 * page itself. The width is set through a CSS custom property from script (not a style
 * attribute), so a strict Content-Security-Policy without 'unsafe-inline' styles allows it; the
 * stylesheet drops the transition under prefers-reduced-motion.
 */
export function LoadingBar({ error = false, bar = pageLoadingBar }: LoadingBarProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";

  useEffect(() => {
    if (busy) bar.start();
    else bar.finish({ error });
  }, [busy, error, bar]);

  useEffect(() => () => bar.reset(), [bar]);

  const state = useSyncExternalStore(bar.subscribe, bar.getState, getServerSnapshot);
  const fillRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    fillRef.current?.style.setProperty("--loading-bar-progress", String(state.progress / 100));
  }, [state.progress]);

  return (
    <div
      className="loading-bar"
      data-visible={state.visible ? "true" : "false"}
      data-error={state.error ? "true" : "false"}
      data-phase={state.phase}
      aria-hidden="true"
    >
      <div ref={fillRef} className="loading-bar__fill" />
    </div>
  );
}
