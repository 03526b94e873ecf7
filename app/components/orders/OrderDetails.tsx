import { useT } from "#app/components/shell/ShellContext.tsx";
import { formatPrice } from "#core/money/format-price.ts";
import { STATUS_LABEL, type OrderView } from "#core/orders/order-view.ts";
import { formatDate } from "#i18n/format.ts";
import { useLang } from "#app/components/shell/ShellContext.tsx";

/**
 * An order as the shopper sees it after the checkout: on the payment result pages and at /view-order/.
 * Prices are in euros, as charged.
 */
export function OrderDetails({ order }: { order: OrderView }) {
  const t = useT();
  const lang = useLang();
  const money = (cents: number) => formatPrice(cents, { code: "EUR", rate: 1 }, lang);
  const status = STATUS_LABEL[order.status];
  return (
    <section className="order-details" aria-labelledby="order-details-title">
      <h2 id="order-details-title" className="order-details__title">
        {t("orders.detailsTitle", { number: order.number })}
      </h2>
      <dl className="order-details__facts">
        <div>
          <dt>{t("orders.orderDate")}</dt>
          <dd>{formatDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{t("orders.status")}</dt>
          <dd className="order-details__status" data-status={order.status}>
            {status ? t(status) : order.status}
          </dd>
        </div>
        {order.deliveryMethod ? (
          <div>
            <dt>{t("orders.deliveryMethod")}</dt>
            <dd>
              {order.deliveryMethod.name}
              {order.partDelivery ? <span className="order-details__line">{t("orders.inTwoParts")}</span> : null}
            </dd>
          </div>
        ) : null}
        {order.deliveryLocation ? (
          <div>
            <dt>{t("orders.pickupAt")}</dt>
            <dd>
              {order.deliveryLocation.name}
              {order.deliveryLocation.address ? <span className="order-details__line">{order.deliveryLocation.address}</span> : null}
            </dd>
          </div>
        ) : order.address ? (
          <div>
            <dt>{t("orders.deliveryAddress")}</dt>
            <dd>
              {order.firstName} {order.lastName}
              <span className="order-details__line">{order.address}</span>
              <span className="order-details__line">
                {order.postalCode} {order.city}
              </span>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t("orders.contact")}</dt>
          <dd>
            {order.email}
            <span className="order-details__line">{order.phone}</span>
          </dd>
        </div>
        {order.paymentMethod ? (
          <div>
            <dt>{t("orders.paymentMethod")}</dt>
            <dd>{order.paymentMethod.name}</dd>
          </div>
        ) : null}
        {order.specialRequest ? (
          <div>
            <dt>{t("orders.specialRequest")}</dt>
            <dd>{order.specialRequest}</dd>
          </div>
        ) : null}
      </dl>

      <h3 className="order-details__subtitle">{t("orders.products")}</h3>
      <ul className="order-details__rows">
        {order.rows.map((row, index) => (
          <li key={`${row.productId}-${index}`} className="order-details__row">
            <span>
              {row.amount} × {row.name}
              {row.variantName ? <span className="order-details__variant">, {row.variantName}</span> : null}
            </span>
            <span className="price">{money(row.totalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-summary__lines order-details__totals">
        {order.discountCents > 0 ? (
          <div className="cart-summary__discount">
            <dt>{order.giftCampaignCode ? t("orders.giftCampaignLine", { code: order.giftCampaignCode }) : t("checkout.discountLine", { code: order.discountCode ?? "" })}</dt>
            <dd>−{money(order.discountCents)}</dd>
          </div>
        ) : null}
        {order.deliveryMethod ? (
          <div>
            <dt>{t("checkout.deliveryLine")}</dt>
            <dd>{order.deliveryCents === 0 ? t("checkout.free") : money(order.deliveryCents)}</dd>
          </div>
        ) : null}
        {order.repack ? (
          <div>
            <dt>{t("checkout.repackLine")}</dt>
            <dd>{order.repackCents === 0 ? t("checkout.free") : money(order.repackCents)}</dd>
          </div>
        ) : null}
        <div className="cart-summary__total">
          <dt>{t("checkout.totalLine")}</dt>
          <dd>{money(order.totalCents)}</dd>
        </div>
        {order.giftCardPayments.map((card) => (
          <div key={card.code} className="cart-summary__gift-card">
            <dt>{t("checkout.giftCardPaymentLine", { code: card.code })}</dt>
            <dd>−{money(card.amountCents)}</dd>
          </div>
        ))}
        {order.giftCardPayments.length > 0 ? (
          <div className="cart-summary__due">
            <dt>{t("checkout.dueLine")}</dt>
            <dd>{money(order.dueCents)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
