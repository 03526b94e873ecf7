import { useEffect, type Attributes } from "react";
import { pageNonce } from "#app/lib/page-nonce.ts";
import { PLACEMENT_KEY, type InstalmentPlacement } from "#core/payments/klarna-messaging.ts";

/** The widget's script loads 500 ms after the page mounts, never before the page is usable. */
export const SDK_DELAY_MS = 500;
const SDK_MARKER = "data-klarna-sdk";

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "klarna-placement": Attributes & { "data-key": string; "data-locale": string; "data-purchase-amount": string };
    }
  }
}

/**
 * The payment-instalment message (Klarna's on-site messaging) under the price. The placement element is
 * in the server's HTML with a reserved height, so nothing below moves when Klarna fills it; a new price
 * (another variant) gives a new element, which Klarna fills anew.
 */
export function InstalmentMessage({ placement }: { placement: InstalmentPlacement }) {
  const { sdkUrl, clientId } = placement;

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (document.querySelector(`script[${SDK_MARKER}]`)) return;
      const script = document.createElement("script");
      script.src = sdkUrl;
      script.async = true;
      script.nonce = pageNonce();
      script.dataset.clientId = clientId;
      script.setAttribute(SDK_MARKER, "");
      document.head.append(script);
    }, SDK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sdkUrl, clientId]);

  return (
    <div className="instalment-message">
      <klarna-placement
        key={`${placement.locale}:${placement.purchaseAmount}`}
        data-key={PLACEMENT_KEY}
        data-locale={placement.locale}
        data-purchase-amount={String(placement.purchaseAmount)}
      />
    </div>
  );
}
