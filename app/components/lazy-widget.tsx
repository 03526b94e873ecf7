import { lazy, type ComponentType, type JSX } from "react";

/**
 * A component whose code loads only where it renders (React.lazy), except on the server: there the
 * code is loaded when the page module is, and renders inline from the first request on. React.lazy
 * alone suspends once per process, and content that arrives after the shell is streamed hidden,
 * to be revealed by a script: a browser without JavaScript would never see the first page's widget.
 */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => JSX.Element {
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
  }
  return function Widget(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
}
