import { useEffect } from "react";
import { useLocation } from "react-router";

export const HASH_SCROLL_ATTEMPTS = 100;
export const HASH_SCROLL_INTERVAL_MS = 50;

/**
 * Scrolls to the element the URL's hash names: content may arrive after the
 * navigation, so the lookup is retried up to 100 times every 50 ms. No smooth scrolling for those
 * who ask for reduced motion.
 */
export function useHashScroll(contentKey: unknown) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    let attempts = 0;
    let timer: number | undefined;
    const tryScroll = () => {
      attempts += 1;
      const target = document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
      if (target) {
        const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        target.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
        return;
      }
      if (attempts < HASH_SCROLL_ATTEMPTS) timer = window.setTimeout(tryScroll, HASH_SCROLL_INTERVAL_MS);
    };
    tryScroll();
    return () => window.clearTimeout(timer);
  }, [hash, contentKey]);
}
