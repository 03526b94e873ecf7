import { useEffect, useRef, useState } from "react";
import { subscribeCartChanges } from "#app/lib/cart-count.ts";
import { enforceCampaignRules, formOf, readCart, writeCart, type CartState } from "#app/lib/cart-storage.ts";
import { createCartValidator, stepChoicesOf, validationBody, type CartRefusal } from "#app/lib/cart-validation.ts";
import type { Lang } from "#i18n/languages.ts";

/** A change of the shopper's: the campaign rules apply and the cart goes back to be validated. */
export function updateCart(change: (state: CartState) => CartState) {
  writeCart(enforceCampaignRules(change(readCart())));
}

/**
 * The stored cart of the cart page and the payment step, kept validated: this tab's changes and other
 * tabs' (the storage event) are followed, and every change of the shopper's is asked about (document 1
 * §4: debounced 2 s, retried after 5 s). The payment step sends its chosen delivery method along.
 * `cart` is null until the browser has read local storage.
 */
export function useCheckoutCart(input: {
  countryCode: string;
  lang: Lang;
  pageName: "cart" | "checkout";
  onReadOnlyOrder?: (klarnaOrderId: string) => void;
}): { cart: CartState | null; rejected: CartRefusal | null } {
  const { countryCode, lang, pageName } = input;
  const onReadOnlyOrder = useRef(input.onReadOnlyOrder);
  onReadOnlyOrder.current = input.onReadOnlyOrder;
  const [cart, setCart] = useState<CartState | null>(null);
  const [rejected, setRejected] = useState<CartRefusal | null>(null);

  useEffect(() => {
    const read = () => setCart(readCart());
    read();
    return subscribeCartChanges(read);
  }, []);

  useEffect(() => {
    const current = createCartValidator({
      read: () => readCart(),
      write: (state) => void writeCart(state),
      body: (state) =>
        validationBody(state, {
          countryCode,
          lang,
          pageName,
          ...(pageName === "checkout" ? { step: stepChoicesOf(state) } : {}),
        }),
      async send(body) {
        const response = await fetch("/api/checkout/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
        return { status: response.status, json: await response.json().catch(() => null) };
      },
      onRejected: (refusal) => setRejected(refusal),
      onReadOnlyOrder: (id) => onReadOnlyOrder.current?.(id),
    });
    // Any change of the shopper's, in this tab or another (a product added there), is validated.
    const unsubscribe = subscribeCartChanges(() => {
      if (readCart().status === "UNSET") {
        setRejected(null);
        current.changed();
      }
    });
    const stored = readCart();
    // Each page asks at once about a stored cart: the answer depends on the page's country and choices.
    if (stored.products.length + stored.giftCardProducts.length + stored.codes.length > 0) current.now();
    return () => {
      unsubscribe();
      current.stop();
    };
  }, [countryCode, lang, pageName]);

  return { cart, rejected };
}
