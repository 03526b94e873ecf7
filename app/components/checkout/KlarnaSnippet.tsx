import { useEffect, useRef } from "react";
import { pageNonce } from "#app/lib/page-nonce.ts";

declare global {
  interface Window {
    /** Klarna's checkout API, defined by its snippet: suspend while the cart is updated, resume after. */
    _klarnaCheckout?: (callback: (api: { suspend(): void; resume(): void }) => void) => void;
  }
}

/** Suspends or resumes Klarna's checkout, when its snippet has loaded. */
export function klarnaCheckoutApi(action: "suspend" | "resume") {
  if (typeof window !== "undefined" && typeof window._klarnaCheckout === "function") window._klarnaCheckout((api) => api[action]());
}

/**
 * Klarna's checkout or confirmation snippet: HTML with scripts, inserted into a container. Scripts
 * inserted as HTML do not run, so each is made again with this page's CSP nonce: the snippet is
 * Klarna's, fetched by the shop's server from Klarna's API, never the shopper's.
 */
export function KlarnaSnippet({ html, label }: { html: string; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    container.innerHTML = html;
    const nonce = pageNonce();
    for (const inert of Array.from(container.querySelectorAll("script"))) {
      const script = document.createElement("script");
      for (const attribute of Array.from(inert.attributes)) script.setAttribute(attribute.name, attribute.value);
      script.nonce = nonce;
      script.text = inert.text;
      inert.replaceWith(script);
    }
    return () => {
      container.innerHTML = "";
    };
  }, [html]);
  return <div ref={ref} className="klarna-snippet" role="region" aria-label={label} />;
}
