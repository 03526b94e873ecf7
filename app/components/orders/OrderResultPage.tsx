import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { ShopLink } from "#app/components/ShopLink.tsx";
import { useLang, useT } from "#app/components/shell/ShellContext.tsx";
import { clearIfOrdered, readCart, writeCart } from "#app/lib/cart-storage.ts";
import type { OrderView } from "#core/orders/order-view.ts";
import { formatDateTime } from "#i18n/format.ts";
import { pathFor } from "#i18n/routes.ts";
import { orderResultPath } from "../../lib/order-paths.ts";
import { OrderDetails } from "./OrderDetails.tsx";

/**
 * The payment result pages (/order/payment_ok/, payment_cancelled/, payment_error/):
 * the confirmation with the order, or the cancelled or failed payment with the way on (pay again while
 * the order still holds its products, else back to the cart, which was kept).
 */
export function OrderResultPage({ page, order, retryError }: { page: "ok" | "cancelled" | "error"; order: OrderView; retryError?: string | undefined }) {
  const t = useT();
  const lang = useLang();
  const navigation = useNavigation();
  const paid = order.paidAt !== null;

  // The cart was ordered: it is emptied once the order is paid (if it is still the cart that was ordered).
  useEffect(() => {
    if (paid) writeCart(clearIfOrdered(readCart()));
  }, [paid]);

  const waiting = order.status === "awaiting_payment";
  return (
    <div className="order-result container">
      {page === "ok" ? (
        <>
          <h1>{paid ? t("orders.okTitle") : waiting ? t("orders.pendingTitle") : t("orders.errorTitle")}</h1>
          <p className="order-result__intro">
            {paid ? t("orders.okIntro", { number: order.number, email: order.email }) : waiting ? t("orders.pendingIntro", { number: order.number }) : t("orders.expiredIntro", { number: order.number })}
          </p>
        </>
      ) : (
        <>
          <h1>{page === "cancelled" ? t("orders.cancelledTitle") : t("orders.errorTitle")}</h1>
          {waiting ? (
            <>
              <p className="order-result__intro">{t("orders.retryIntro", { number: order.number, time: formatDateTime(order.reservedUntil).split(" ").pop() ?? "" })}</p>
              {retryError ? (
                <p className="form-alert" role="alert">
                  {retryError}
                </p>
              ) : null}
              <div className="order-result__actions">
                <Form method="post">
                  <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
                    {t("orders.payAgain")}
                  </button>
                </Form>
                <ShopLink className="button button--secondary" to={orderResultPath("order.payment-address", lang, order)}>
                  {t("orders.checkAddress")}
                </ShopLink>
                <ShopLink className="button button--secondary" to={pathFor("checkout", lang)}>
                  {t("orders.backToCart")}
                </ShopLink>
              </div>
            </>
          ) : (
            <>
              <p className="order-result__intro">{t("orders.expiredIntro", { number: order.number })}</p>
              <ShopLink className="button button--secondary" to={pathFor("checkout", lang)}>
                {t("orders.backToCart")}
              </ShopLink>
            </>
          )}
        </>
      )}
      <OrderDetails order={order} />
    </div>
  );
}

/**
 * A return from a payment provider that names no payment of this shop: the shopper may have paid (the
 * confirmation mail and the order lookup tell) or not (the cart was kept), so both ways on are offered.
 */
export function PaymentUnconfirmed() {
  const t = useT();
  const lang = useLang();
  return (
    <div className="order-result container">
      <h1>{t("orders.unconfirmedTitle")}</h1>
      <p className="order-result__intro">{t("orders.unconfirmedIntro")}</p>
      <div className="order-result__actions">
        <ShopLink className="button button--primary" to={pathFor("checkout", lang)}>
          {t("orders.backToCart")}
        </ShopLink>
        <ShopLink className="button button--secondary" to={pathFor("view-order", lang)}>
          {t("orders.viewTitle")}
        </ShopLink>
      </div>
    </div>
  );
}
