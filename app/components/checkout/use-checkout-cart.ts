import { useEffect, useRef, useState } from "react";
import { subscribeCartChanges } from "#app/lib/cart-count.ts";
import { apiClient } from "#app/lib/api-client.ts";
import { enforceCampaignRules, readCart, writeCart, type CartState } from "#app/lib/cart-storage.ts";
import { createCartValidator, stepChoicesOf, validationBody, type CartRefusal } from "#app/lib/cart-validation.ts";
import type { CheckoutAnswer } from "#core/checkout/checkout-contract.ts";
import type { Lang } from "#i18n/languages.ts";

/** A change of the shopper's: the campaign rules apply and the cart goes back to be validated. */
export function updateCart(change: (state: CartState) => CartState) {
  writeCart(enforceCampaignRules(change(readCart())));
}

/**
 * The stored cart of the cart page and the payment step, kept validated: this tab's changes and other
 * tabs' (the storage event) are followed, and every change of the shopper's is asked about (debounced
 * 2 s, retried after 5 s). The payment step sends its chosen delivery method along.
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
      send: (body) => apiClient.post<CheckoutAnswer>("/api/checkout/", body),
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
