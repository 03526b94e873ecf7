import { lazy, type ComponentType, type JSX } from "react";

interface Registered {
  /** A selector that matches the widget's own markup in a server-rendered page. */
  marker: string;
  preload: () => Promise<unknown>;
}

const registered: Registered[] = [];

/**
 * A component whose code loads only where it renders (React.lazy), except on the server: there the
 * code is loaded when the page module is, and renders inline from the first request on. React.lazy
 * alone suspends once per process, and content that arrives after the shell is streamed hidden,
 * to be revealed by a script: a browser without JavaScript would never see the first page's widget.
 *
 * `marker` finds the widget in a server-rendered page: the browser loads the code of the widgets on the
 * page before it hydrates (`preloadRenderedWidgets`). Otherwise a router update during hydration would
 * make React throw the widget's server HTML away and draw it again once its code arrived: a flash.
 */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>, marker: string): (props: P) => JSX.Element {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  if (typeof window === "undefined") {
    void preload().catch((error: unknown) => {
      console.error(JSON.stringify({ level: 50, msg: "widget code did not load", err: String(error) }));
    });
  } else {
    registered.push({ marker, preload });
  }
  return function Widget(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
}

/** Hydration waits at most this long for widget code; after it the flash is the lesser harm. */
export const WIDGET_PRELOAD_LIMIT_MS = 3000;

/** Loads the code of the widgets the server rendered into `root`, before the page hydrates. */
export async function preloadRenderedWidgets(root: ParentNode, limitMs = WIDGET_PRELOAD_LIMIT_MS): Promise<void> {
  const wanted = registered.filter((widget) => root.querySelector(widget.marker) !== null);
  if (wanted.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(wanted.map((widget) => widget.preload())),
    new Promise((resolve) => {
      timer = setTimeout(resolve, limitMs);
    }),
  ]);
  clearTimeout(timer);
}
