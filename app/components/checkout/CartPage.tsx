import { useId, useState, type FormEvent } from "react";
import { NumberInput } from "#app/components/NumberInput.tsx";
import { ShopLink } from "#app/components/ShopLink.tsx";
import { CloseIcon } from "#app/components/icons/Icons.tsx";
import { useLang, useT } from "#app/components/shell/ShellContext.tsx";
import {
  addCode,
  clearCheckout,
  readCart,
  removeCode,
  removeGiftCard,
  removeProduct,
  restoreCart,
  setAmount,
  setChoice,
  writeCart,
  type CartState,
} from "#app/lib/cart-storage.ts";
import { codeNoticesOf } from "#app/lib/cart-validation.ts";
import { deliveryLine } from "./summary-lines.ts";
import { updateCart, useCheckoutCart } from "./use-checkout-cart.ts";
import { CartLoading, CartProblems, EmptyCart, SummaryWithoutPrices } from "./CartStates.tsx";
import type { CheckoutAnswer } from "#core/checkout/checkout-contract.ts";
import { normalizeCode } from "#core/checkout/discount-codes.ts";
import { amountLimit, clampAmount, MIN_AMOUNT } from "#core/product/cart-amount.ts";
import { formatPrice } from "#core/money/format-price.ts";
import { pathFor } from "#i18n/routes.ts";

interface CartPageProps {
  countryCode: string;
  currency: { code: string; rate: number; format: string };
}

/**
 * The shopping cart (/checkout/): the rows with their amounts, gift
 * cards, the code field, RePack, the thresholds and the order summary. Every number shown comes from the
 * server's last answer (POST /api/checkout/); a change asks again after 2 s.
 */
export function CartPage({ countryCode, currency }: CartPageProps) {
  const t = useT();
  const lang = useLang();
  const { cart, rejected } = useCheckoutCart({ countryCode, lang, pageName: "cart" });
  // "Empty the cart" acts at once and can be undone while the shopper stays on the page.
  const [emptied, setEmptied] = useState<CartState | null>(null);

  const money = (cents: number) => formatPrice(cents, currency, lang);

  if (cart === null) return <CartLoading className="cart-page" title={t("checkout.cartTitle")} />;
  if (cart.products.length === 0 && cart.giftCardProducts.length === 0) {
    const undo = emptied
      ? () => {
          updateCart((state) => restoreCart(state, emptied));
          setEmptied(null);
        }
      : undefined;
    return <EmptyCart className="cart-page" title={t("checkout.cartTitle")} onUndo={undo} />;
  }

  const answer = cart.answer ?? null;
  const fresh = cart.status === "VALIDATED" ? answer : null;
  const answered = new Map((answer?.products ?? []).map((row) => [row.productId, row]));

  return (
    <div className="cart-page container">
      <h1>{t("checkout.cartTitle")}</h1>
      <div className="cart-page__layout">
        <div className="cart-page__main">
          <p className="cart-page__status" role="status" aria-live="polite">
            {cart.status === "ERROR" && !rejected ? t("checkout.validationFailed") : cart.status === "UNSET" || cart.status === "PENDING" ? t("checkout.validating") : ""}
          </p>
          <CartProblems rejected={rejected} fresh={fresh} />

          <ul className={fresh ? "cart-rows" : "cart-rows cart-rows--stale"}>
            {cart.products.map((row) => {
              const server = answered.get(row.productId);
              const available = server?.is_available ?? true;
              // Frozen rows and bundles (hyphen ids) keep their amount; a row that cannot be
              // sold has nothing to change but its removal.
              const fixed = row.frozen || row.productId.includes("-") || !available;
              const name = server?.name || row.name;
              return (
                <li key={row.productId} className={available ? "cart-row" : "cart-row cart-row--unavailable"} data-product-id={row.productId}>
                  <div className="cart-row__image">
                    {server?.image ? <img src={server.image} alt="" width={96} height={96} loading="lazy" /> : null}
                  </div>
                  <div className="cart-row__info">
                    {server?.url ? (
                      <ShopLink className="cart-row__name" to={server.url}>
                        {name}
                      </ShopLink>
                    ) : (
                      <span className="cart-row__name">{name}</span>
                    )}
                    {server?.variant_name ? <span className="cart-row__variant">{server.variant_name}</span> : null}
                    {!available ? <span className="cart-row__unavailable">{t("checkout.unavailable")}</span> : null}
                    {server?.unit_price != null && row.amount > 1 ? <span className="cart-row__each">{t("checkout.each", { price: money(server.unit_price) })}</span> : null}
                  </div>
                  <div className="cart-row__amount">
                    {fixed ? (
                      <span className="cart-row__fixed-amount">
                        {row.amount} × <span className="visually-hidden">{name}</span>
                      </span>
                    ) : (
                      <NumberInput
                        className="cart-row__stepper"
                        label={t("catalog.quantity")}
                        labelHidden
                        decrementLabel={t("shell.decrease")}
                        incrementLabel={t("shell.increase")}
                        min={MIN_AMOUNT}
                        max={amountLimit(row.max_amount ?? null)}
                        integer
                        value={row.amount}
                        onChange={(value) => {
                          if (value === null) return;
                          const next = clampAmount(value, row.max_amount ?? null);
                          if (next !== row.amount) updateCart((state) => setAmount(state, row.productId, next));
                        }}
                      />
                    )}
                  </div>
                  <div className="cart-row__price price">
                    {server && available ? money(server.total_price) : null}
                    {server && server.regular_price !== null && available ? <s className="price price--regular-struck">{money(server.regular_price * row.amount)}</s> : null}
                  </div>
                  <button
                    type="button"
                    className="cart-row__remove"
                    aria-label={t("checkout.removeRow", { name })}
                    disabled={row.frozen}
                    onClick={() => updateCart((state) => removeProduct(state, row.productId))}
                  >
                    <CloseIcon size={18} />
                  </button>
                </li>
              );
            })}
            {cart.giftCardProducts.map((card) => (
              <li key={card.uid} className="cart-row cart-row--gift-card" data-gift-card={card.uid}>
                <div className="cart-row__image cart-row__image--gift" aria-hidden="true" />
                <div className="cart-row__info">
                  <span className="cart-row__name">{card.name || t("checkout.giftCard")}</span>
                  {card.extra_data?.giftcard_name ? <span className="cart-row__variant">{t("checkout.giftCardFor", { name: card.extra_data.giftcard_name })}</span> : null}
                </div>
                <div className="cart-row__amount" />
                <div className="cart-row__price price">{money(card.amount * 100)}</div>
                <button
                  type="button"
                  className="cart-row__remove"
                  aria-label={t("checkout.removeRow", { name: card.name || t("checkout.giftCard") })}
                  onClick={() => updateCart((state) => removeGiftCard(state, card.uid))}
                >
                  <CloseIcon size={18} />
                </button>
              </li>
            ))}
          </ul>

          <CodeForm cart={cart} answer={fresh} />

          {fresh && fresh.delivery_methods.length > 0 ? (
            <div className="cart-page__repack">
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={cart.isRepackSelected === true}
                  onChange={(event) => updateCart((state) => setChoice(state, "isRepackSelected", event.currentTarget.checked))}
                />
                <span>{t("checkout.repackChoice", { price: fresh.repack_cost === 0 ? t("checkout.free") : money(fresh.repack_cost) })}</span>
              </label>
              <p className="field__hint">{t("checkout.repackHint")}</p>
            </div>
          ) : null}

          {fresh?.part_delivery_available && fresh.part_delivery_times ? (
            <div className="cart-page__repack">
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={cart.isDeliverySplittingSelected === true}
                  onChange={(event) => updateCart((state) => setChoice(state, "isDeliverySplittingSelected", event.currentTarget.checked))}
                />
                <span>
                  {t("checkout.partDeliveryChoice", {
                    first: fresh.part_delivery_times.first.replace("-", "–"),
                    rest: fresh.part_delivery_times.rest.replace("-", "–"),
                  })}
                </span>
              </label>
              <p className="field__hint">{fresh.part_delivery_charged ? t("checkout.partDeliveryPaid") : t("checkout.partDeliveryFree")}</p>
            </div>
          ) : null}

          {fresh && (fresh.pikanouto_stores.length > 0 || cart.isPikanoutoSelected === true) ? (
            <div className="cart-page__repack">
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={cart.isPikanoutoSelected === true}
                  onChange={(event) => updateCart((state) => setChoice(state, "isPikanoutoSelected", event.currentTarget.checked))}
                />
                <span>{fresh.pikanouto_ready ? t("checkout.expressChoice", { when: fresh.pikanouto_ready }) : t("checkout.expressChoiceUnavailable")}</span>
              </label>
              {fresh.pikanouto_stores.length > 0 ? (
                <p className="field__hint">{t("checkout.expressHint", { stores: fresh.pikanouto_stores.map((store) => store.name).join(", ") })}</p>
              ) : null}
            </div>
          ) : null}

          <button
            type="button"
            className="button button--quiet cart-page__clear"
            onClick={() => {
              setEmptied(readCart());
              writeCart(clearCheckout());
            }}
          >
            {t("checkout.clearCart")}
          </button>
        </div>

        <aside className={fresh ? "cart-summary" : "cart-summary cart-summary--stale"} aria-labelledby="cart-summary-title" aria-busy={cart.status === "UNSET" || cart.status === "PENDING" ? true : undefined}>
          <h2 id="cart-summary-title" className="cart-summary__title">
            {t("checkout.summaryTitle")}
          </h2>
          {answer ? <Summary answer={answer} repack={cart.isRepackSelected === true} money={money} /> : <SummaryWithoutPrices cart={cart} refused={rejected !== null} />}
          {fresh && (fresh.products.some((row) => row.is_available) || fresh.gift_card_products.some((card) => card.is_valid)) ? (
            <ShopLink className="button button--primary button--large cart-summary__continue" to={pathFor("checkout.club-info", lang)}>
              {t("checkout.continueToPayment")}
            </ShopLink>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

function CodeForm({ cart, answer }: { cart: CartState; answer: CheckoutAnswer | null }) {
  const t = useT();
  const id = useId();
  const [code, setCode] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === "") return;
    updateCart((state) => addCode(state, code));
    setCode("");
  };
  const applied = new Set([answer?.cart_discount?.code, ...(answer?.payment_events ?? []).map((event) => event.payment_id)].filter(Boolean));
  // Codes the last answer dropped (unknown, expired...): why, once, next to the field they were typed in.
  const notices = codeNoticesOf(cart);
  return (
    <div className="cart-codes">
      <form className="cart-codes__form" onSubmit={submit}>
        <label className="field__label" htmlFor={`${id}-code`}>
          {t("checkout.codeLabel")}
        </label>
        <div className="cart-codes__row">
          <input
            id={`${id}-code`}
            className="field__control"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={60}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            aria-describedby={notices.length > 0 ? `${id}-notices` : undefined}
          />
          <button type="submit" className="button button--secondary">
            {t("checkout.codeUse")}
          </button>
        </div>
      </form>
      {notices.length > 0 ? (
        <ul id={`${id}-notices`} className="cart-codes__notices" role="alert">
          {notices.map((notice) => (
            <li key={notice} className="field__error">
              {notice}
            </li>
          ))}
        </ul>
      ) : null}
      {cart.codes.length > 0 ? (
        <ul className="cart-codes__list">
          {cart.codes.map((entry) => (
            <li key={entry} className="cart-codes__code">
              <span className="cart-codes__value">{entry}</span>
              {applied.has(normalizeCode(entry)) ? <span className="cart-codes__applied">{t("checkout.codeApplied")}</span> : null}
              <button type="button" className="cart-row__remove" aria-label={t("checkout.codeRemove", { code: entry })} onClick={() => updateCart((state) => removeCode(state, entry))}>
                <CloseIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function Summary({ answer, repack, money }: { answer: CheckoutAnswer; repack: boolean; money: (cents: number) => string }) {
  const t = useT();
  const needsDelivery = answer.delivery_methods.length > 0;
  const delivery = deliveryLine(answer);
  const afterDiscount = answer.products_price - (answer.cart_discount?.amount ?? 0);
  const deliveryLeft = answer.delivery_thresholds.delivery_threshold !== null ? answer.delivery_thresholds.delivery_threshold - afterDiscount : null;
  const repackLeft = repack && answer.delivery_thresholds.repack_threshold !== null ? answer.delivery_thresholds.repack_threshold - afterDiscount : null;
  const giftCardsBought = answer.gift_card_products.filter((card) => card.is_valid).reduce((sum, card) => sum + card.amount * 100, 0);
  return (
    <>
      <dl className="cart-summary__lines">
        <div>
          <dt>{t("checkout.productsTotal")}</dt>
          <dd>{money(answer.products_price + giftCardsBought)}</dd>
        </div>
        {answer.cart_discount ? (
          <div className="cart-summary__discount">
            <dt>{t("checkout.discountLine", { code: answer.cart_discount.code })}</dt>
            <dd>−{money(answer.cart_discount.amount)}</dd>
          </div>
        ) : null}
        {needsDelivery ? (
          <div>
            <dt>{t("checkout.deliveryLine")}</dt>
            <dd>{delivery.kind === "free" ? t("checkout.free") : delivery.kind === "price" ? money(delivery.cents) : t("checkout.deliveryFrom", { price: money(delivery.cents) })}</dd>
          </div>
        ) : null}
        {repack && needsDelivery ? (
          <div>
            <dt>{t("checkout.repackLine")}</dt>
            <dd>{answer.repack_cost === 0 ? t("checkout.free") : money(answer.repack_cost)}</dd>
          </div>
        ) : null}
        <div className="cart-summary__total">
          <dt>{t("checkout.totalLine")}</dt>
          <dd>{money(answer.total_price)}</dd>
        </div>
        {answer.payment_events.map((event) => (
          <div key={event.payment_id} className="cart-summary__gift-card">
            <dt>{t("checkout.giftCardPaymentLine", { code: event.payment_id })}</dt>
            <dd>−{money(event.amount)}</dd>
          </div>
        ))}
        {answer.payment_events.length > 0 ? (
          <div className="cart-summary__due">
            <dt>{t("checkout.dueLine")}</dt>
            <dd>{money(answer.amount_due)}</dd>
          </div>
        ) : null}
      </dl>
      {needsDelivery && deliveryLeft !== null ? (
        <p className="cart-summary__threshold">{deliveryLeft > 0 ? t("checkout.freeDeliveryLeft", { amount: money(deliveryLeft) }) : t("checkout.freeDeliveryReached")}</p>
      ) : null}
      {needsDelivery && repackLeft !== null && repackLeft > 0 && answer.repack_cost > 0 ? (
        <p className="cart-summary__threshold">{t("checkout.freeRepackLeft", { amount: money(repackLeft) })}</p>
      ) : null}
      {answer.shipping_time_str ? <p className="cart-summary__shipping">{t("checkout.shippingTime", { days: answer.shipping_time_str.replace("-", "–") })}</p> : null}
    </>
  );
}
