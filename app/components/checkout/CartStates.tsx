import { useEffect, useRef } from "react";
import { ShopLink } from "#app/components/ShopLink.tsx";
import { useT } from "#app/components/shell/ShellContext.tsx";
import type { CartState } from "#app/lib/cart-storage.ts";
import type { CartRefusal } from "#app/lib/cart-validation.ts";
import type { CheckoutAnswer } from "#core/checkout/checkout-contract.ts";

/**
 * What the cart page and the payment step show around the cart itself: while the browser reads local
 * storage (and, without JavaScript, why nothing comes), an empty cart, and the problems the server named.
 */
export function CartLoading({ className, title }: { className: string; title: string }) {
  const t = useT();
  return (
    <div className={`${className} container`}>
      <h1>{title}</h1>
      <p className="cart-page__loading" role="status">
        {t("checkout.cartLoading")}
      </p>
      <noscript>
        <p className="cart-page__no-js">{t("checkout.cartNeedsJavaScript")}</p>
      </noscript>
    </div>
  );
}

/**
 * The empty cart. Just after the shopper emptied it (`onUndo` given), it says so and offers to bring the
 * products back, with focus on that button, where the "Empty the cart" button was.
 */
export function EmptyCart({ className, title, onUndo }: { className: string; title: string; onUndo?: () => void }) {
  const t = useT();
  const undo = useRef<HTMLButtonElement>(null);
  const undoable = onUndo !== undefined;
  useEffect(() => {
    if (undoable) undo.current?.focus();
  }, [undoable]);
  return (
    <div className={`${className} container`}>
      <h1>{title}</h1>
      {onUndo ? (
        <div className="cart-page__emptied">
          <p role="status">{t("checkout.cartEmptied")}</p>
          <button ref={undo} type="button" className="button button--secondary" onClick={onUndo}>
            {t("checkout.undoEmpty")}
          </button>
        </div>
      ) : null}
      <div className="cart-page__empty">
        <p>{t("checkout.cartEmpty")}</p>
        <ShopLink className="button button--secondary" to="/">
          {t("checkout.continueShopping")}
        </ShopLink>
      </div>
    </div>
  );
}

/**
 * A request the server refused (400), named in the shopper's language (the API's own text is English, for
 * developers), and the problems of its last fresh answer, which the server wrote in the shopper's language.
 */
export function CartProblems({ rejected, fresh }: { rejected: CartRefusal | null; fresh: CheckoutAnswer | null }) {
  const t = useT();
  return (
    <>
      {rejected ? (
        <p className="form-alert" role="alert">
          {rejected.row ? t("checkout.cartRowRefused", { name: rejected.row }) : t("checkout.cartRefused")}
        </p>
      ) : null}
      {fresh && fresh.errors.length > 0 ? (
        <div className="cart-page__errors" role="alert">
          <ul>
            {fresh.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/**
 * The order summary while the server has not priced the cart: what it holds, and why no prices show (being
 * checked, could not be checked and trying again, or refused until the shopper changes the cart). It never
 * waits for an answer that is not coming.
 */
export function SummaryWithoutPrices({ cart, refused }: { cart: CartState; refused: boolean }) {
  const t = useT();
  const count = cart.products.reduce((sum, row) => sum + row.amount, 0) + cart.giftCardProducts.length;
  const status = cart.status !== "ERROR" ? t("checkout.validating") : refused ? t("checkout.pricesNotChecked") : t("checkout.validationFailed");
  return (
    <>
      <dl className="cart-summary__lines">
        <div>
          <dt>{t("checkout.productsTotal")}</dt>
          <dd>{t("checkout.itemCount", { count })}</dd>
        </div>
      </dl>
      <p className="cart-summary__pending" role="status">
        {status}
      </p>
    </>
  );
}
