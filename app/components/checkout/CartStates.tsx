import { ShopLink } from "#app/components/ShopLink.tsx";
import { useT } from "#app/components/shell/ShellContext.tsx";
import type { CheckoutAnswer } from "#core/checkout/checkout-answer.ts";

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

export function EmptyCart({ className, title }: { className: string; title: string }) {
  const t = useT();
  return (
    <div className={`${className} container`}>
      <h1>{title}</h1>
      <div className="cart-page__empty">
        <p>{t("checkout.cartEmpty")}</p>
        <ShopLink className="button button--secondary" to="/">
          {t("checkout.continueShopping")}
        </ShopLink>
      </div>
    </div>
  );
}

/** A request the server refused (400), and the problems of its last fresh answer. */
export function CartProblems({ rejected, fresh }: { rejected: string | null; fresh: CheckoutAnswer | null }) {
  return (
    <>
      {rejected ? (
        <p className="form-alert" role="alert">
          {rejected}
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
