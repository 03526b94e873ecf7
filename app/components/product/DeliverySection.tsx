import { Suspense, useEffect, useState } from "react";
import { lazyWidget } from "#app/components/lazy-widget.tsx";
import { useLang, useT } from "#app/components/shell/ShellContext.tsx";
import { subscribeCartChanges } from "#app/lib/cart-count.ts";
import { cartValueWith, readCart } from "#app/lib/cart-storage.ts";
import { formatPrice } from "#core/money/format-price.ts";
import { freeDeliveryHint } from "#core/product/free-delivery.ts";
import type { ProductPageData } from "./product-page.server.ts";

// The estimator's code loads only where it renders (app/components/lazy-widget.tsx).
const DeliveryEstimator = lazyWidget(() => import("./DeliveryEstimator.tsx").then((module) => module.DeliveryEstimator), ".estimator");

/**
 * Delivery to the shopper's country: the time with the country's extra days, the
 * supplier text at 30 and 60 days, 'not shipped to' with its reason, the product's own method limits,
 * and the estimator by postal code. A variant that cannot be bought online has no delivery to describe:
 * only its expected restock date, and no section at all when there is none.
 */
export function DeliverySection({ data }: { data: ProductPageData }) {
  const t = useT();
  const { delivery } = data;
  if (data.selectedId <= 0 || !data.shown) return null;
  if (!delivery.blocked && !delivery.buyable && !delivery.restock) return null;
  return (
    <section className="delivery" aria-labelledby="delivery-title">
      <h2 id="delivery-title" className="delivery__title">
        {t("product.deliveryTitle")}
      </h2>
      {delivery.blocked ? (
        <>
          <p className="delivery__blocked">{t("product.notShippedTo", { country: delivery.countryName })}</p>
          {delivery.blockInfoText ? <p>{delivery.blockInfoText}</p> : null}
        </>
      ) : null}
      {delivery.restock ? <p className="delivery__restock">{t("product.restockDate", { date: delivery.restock })}</p> : null}
      {!delivery.blocked && delivery.buyable ? (
        <>
          {delivery.days ? <p>{t("product.deliveryTo", { country: delivery.countryName, days: dayRangeText(delivery.days) })}</p> : null}
          {!data.campaign ? <FreeDeliveryHint data={data} /> : null}
          {delivery.supplierDays === 30 ? <p>{t("product.supplierMonth")}</p> : null}
          {delivery.supplierDays === 60 ? <p>{t("product.supplierTwoMonths")}</p> : null}
          {delivery.limitedMethods ? <p>{t("product.deliveryMethodsLimited", { methods: delivery.limitedMethods.join(", ") })}</p> : null}
          {delivery.perInternationalPackage ? <p>{t("product.perInternationalPackage")}</p> : null}
          {!data.campaign ? (
            <Suspense fallback={null}>
              <DeliveryEstimator data={data} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/**
 * How much the order lacks for free delivery with this product in it, or that delivery is then free. The
 * server renders it for the product alone; in the browser the cart joins in (app/lib/cart-storage.ts
 * cartValueWith) and follows its changes, so after an add it speaks of the cart as it now is.
 */
function FreeDeliveryHint({ data }: { data: ProductPageData }) {
  const t = useT();
  const lang = useLang();
  const prices = data.shown?.prices ?? null;
  const unitCents = prices ? (data.clubMember && prices.club !== null && prices.club < prices.active ? prices.club : prices.active) : null;
  const productId = String(data.selectedId);
  const [orderCents, setOrderCents] = useState(unitCents ?? 0);
  useEffect(() => {
    if (unitCents === null) return;
    const read = () => setOrderCents(cartValueWith(readCart(), { productId, unitCents }));
    read();
    return subscribeCartChanges(read);
  }, [productId, unitCents]);
  const threshold = data.delivery.freeFromCents;
  const hint = unitCents === null ? null : freeDeliveryHint(threshold, orderCents);
  if (!hint || threshold === null) return null;
  const money = (cents: number) => formatPrice(cents, data.currency, lang);
  return (
    <p className="delivery__free">
      {hint.kind === "free" ? t("product.freeDeliveryReached") : t("product.freeDeliveryLeft", { threshold: money(threshold), amount: money(hint.cents) })}
    </p>
  );
}

/** 'min-max' days as a reader sees a range: with an en dash. */
export function dayRangeText(days: string): string {
  return days.replace("-", "\u2013");
}
