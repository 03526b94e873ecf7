import { useState } from "react";
import { swatchClass } from "#core/catalog/palette.ts";
import { withClass } from "#app/lib/class-names.ts";
import { NumberInput } from "#app/components/NumberInput.tsx";
import { useLang, useT } from "#app/components/shell/ShellContext.tsx";
import { addGiftCard, readCart, writeCart } from "#app/lib/cart-storage.ts";
import { GIFT_CARD_AMOUNT, GIFT_CARD_NAME_MAX, giftCardAddDisabled } from "#core/product/gift-card.ts";
import { formatPrice } from "#core/money/format-price.ts";
import type { ProductPageData } from "./product-page.server.ts";
import { AddedToCartModal, type AddedProduct } from "./AddedToCartModal.tsx";
import { cardImageUrl } from "./gallery.ts";
import { emitAddToCart } from "#app/lib/shop-events.ts";

/** The counter shows when the name is this close to its maximum. */
const COUNTER_FROM = 10;

/**
 * The gift card's buy box (a layout of its own): a design, an amount in
 * steps of 10 from 0 to 10,000 (50 to begin with) and, for the web gift card 2427, the recipient's
 * name. Each card added is a gift card row of its own.
 */
export function GiftCardBuy({ data }: { data: ProductPageData }) {
  const t = useT();
  const lang = useLang();
  const card = data.giftCard!;
  const templates = data.model.gift_card_templates;
  const [template, setTemplate] = useState(templates[0]?.slug ?? "");
  const [amount, setAmount] = useState<number | null>(GIFT_CARD_AMOUNT.default);
  const [recipient, setRecipient] = useState("");
  const [added, setAdded] = useState(false);
  // The added-to-cart modal, as after any other add, with the card just added.
  const [shown, setShown] = useState<AddedProduct | null>(null);
  const disabled = giftCardAddDisabled({ modelId: data.model.id, amount: amount ?? 0, recipientName: card.takesRecipientName ? recipient : "" });
  const left = GIFT_CARD_NAME_MAX - recipient.length;
  const onAdd = () => {
    if (disabled || amount === null) return;
    const name = [data.model.name, formatPrice(amount * 100, data.currency, lang)].join(" ");
    const extra: { giftcard_name?: string; template?: string } = template ? { template } : {};
    if (card.takesRecipientName) extra.giftcard_name = recipient.trim();
    writeCart(addGiftCard(readCart(), { productId: String(card.variantId), amount, name, extra_data: extra }));
    emitAddToCart({
      type: "add_to_cart",
      userId: data.userId,
      currency: "EUR",
      items: [{ id: String(card.variantId), modelId: data.model.id, name, priceCents: amount * 100, quantity: 1 }],
    });
    setAdded(true);
    const picture = data.model.products[0]?.images[0]?.full_url ?? data.model.extra_images[0]?.full_url ?? null;
    setShown({
      brand: data.model.manufacturer.name,
      name: data.model.name,
      image: picture ? cardImageUrl(picture) : null,
      colour: null,
      type: null,
      size: null,
      price: formatPrice(amount * 100, data.currency, lang),
      recipient: extra.giftcard_name ?? null,
    });
  };
  return (
    <div className="gift-card-buy">
      {templates.length > 1 ? (
        <fieldset className="picker picker--design">
          <legend className="picker__legend">{t("product.giftCardDesign")}</legend>
          <ul className="picker__options">
            {templates.map((option) => (
              <li key={option.slug}>
                <label className={withClass("picker__option picker__option--design", swatchClass(option.hex))}>
                  <input
                    type="radio"
                    name="template"
                    value={option.slug}
                    checked={template === option.slug}
                    onChange={() => setTemplate(option.slug)}
                  />
                  <span className="picker__swatch" aria-hidden="true" />
                  <span>{option.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <NumberInput
        id="gift-card-amount"
        name="amount"
        className="gift-card-buy__amount"
        label={t("product.giftCardAmount")}
        decrementLabel={t("shell.decrease")}
        incrementLabel={t("shell.increase")}
        min={GIFT_CARD_AMOUNT.min}
        max={GIFT_CARD_AMOUNT.max}
        step={GIFT_CARD_AMOUNT.step}
        integer
        value={amount}
        onChange={(value) => {
          // Off-step amounts move to the nearest step, as the stepper would leave them.
          setAmount(value === null ? null : Math.round(value / GIFT_CARD_AMOUNT.step) * GIFT_CARD_AMOUNT.step);
          setAdded(false);
        }}
        describedBy="gift-card-amount-hint"
      />
      <p id="gift-card-amount-hint" className="field__hint">
        {t("product.giftCardAmountHint")}
      </p>
      {card.takesRecipientName ? (
        <div className="field">
          <label className="field__label" htmlFor="gift-card-recipient">
            {t("product.giftCardRecipient")}
          </label>
          <input
            id="gift-card-recipient"
            className="field__control"
            name="giftcard_name"
            autoComplete="off"
            maxLength={GIFT_CARD_NAME_MAX}
            value={recipient}
            onChange={(event) => {
              setRecipient(event.target.value);
              setAdded(false);
            }}
            aria-describedby={left <= COUNTER_FROM ? "gift-card-recipient-left" : undefined}
          />
          {left <= COUNTER_FROM ? (
            <p id="gift-card-recipient-left" className="field__hint" aria-live="polite">
              {t("product.charactersLeft", { count: left })}
            </p>
          ) : null}
        </div>
      ) : null}
      <button type="button" className="button button--primary add-area__button" disabled={disabled} onClick={onAdd}>
        {t("product.addToCart")}
      </button>
      <p className="add-area__message" role="status">
        {added ? t("product.addedToCart") : ""}
      </p>
      {shown ? <AddedToCartModal productId={null} product={shown} onClose={() => setShown(null)} /> : null}
    </div>
  );
}
