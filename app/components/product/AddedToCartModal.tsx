import { useId, useRef, useState } from "react";
import { Modal } from "#app/components/Modal.tsx";
import { NumberInput } from "#app/components/NumberInput.tsx";
import { ShopLink } from "#app/components/ShopLink.tsx";
import { useLang, useT } from "#app/components/shell/ShellContext.tsx";
import { readCart, rowMaxAmount, setAmount, writeCart } from "#app/lib/cart-storage.ts";
import { amountLimit, clampAmount, MIN_AMOUNT, showsAvailableNote } from "#core/product/cart-amount.ts";
import { pathFor } from "#i18n/routes.ts";

/** What the modal shows of the product just added; texts already formatted by the page. */
export interface AddedProduct {
  brand: string;
  name: string;
  /** The variant's first picture at card size (320 x 320), or null. */
  image: string | null;
  colour: string | null;
  type: string | null;
  size: string | null;
  price: string | null;
  /** A gift card's recipient, as printed on the card. */
  recipient?: string | null;
}

export interface AddedToCartModalProps {
  /** The cart row's productId (the variant id); null for a gift card, a row of its own with no amount to change. */
  productId: string | null;
  product: AddedProduct;
  /** Called once the amount is written; the page then stops rendering the modal. */
  onClose: () => void;
}

/**
 * The 'added to cart' modal: the product just added and its amount, from 1 to the row's
 * max_amount, with 'Available N pcs' near the limit; a gift card shows its value and recipient instead (each
 * card is a row of its own, one card an add). The row in local storage is the truth: the modal
 * opens with its amount, max_amount and frozen flag, and closing it in any way (either button, the
 * close button, Escape, the backdrop, 'Go to cart') writes the amount back with setAmount.
 */
export function AddedToCartModal({ productId, product, onClose }: AddedToCartModalProps) {
  const t = useT();
  const lang = useLang();
  const noteId = useId();
  // Read once: the row as addProduct left it a moment ago.
  const [row] = useState(() => (productId === null ? null : (readCart().products.find((entry) => entry.productId === productId) ?? null)));
  const maxAmount = row ? rowMaxAmount(row) : null;
  const frozen = row?.frozen ?? false;
  const [amount, setShownAmount] = useState(row?.amount ?? MIN_AMOUNT);
  // The value to write, also when a close comes in the same event as the last change.
  const latest = useRef(amount);
  const written = useRef(false);

  const writeAmount = () => {
    if (written.current) return;
    written.current = true;
    // A number typed but not yet committed (Escape or a backdrop click straight after typing) commits
    // on blur; the field's onChange then runs synchronously and updates `latest`.
    const active = document.activeElement;
    if (active instanceof HTMLInputElement && active.closest(".added-to-cart")) active.blur();
    if (row && productId !== null) writeCart(setAmount(readCart(), productId, latest.current));
  };
  const close = () => {
    writeAmount();
    onClose();
  };

  const variantParts = [
    product.colour ? { label: t("product.colour"), value: product.colour } : null,
    product.type ? { label: t("product.type"), value: product.type } : null,
    product.size ? { label: t("product.size"), value: product.size } : null,
    product.recipient ? { label: t("product.giftCardRecipient"), value: product.recipient } : null,
  ].filter((part) => part !== null);
  const note = maxAmount !== null && showsAvailableNote(amount, maxAmount);

  return (
    <Modal
      open
      onClose={close}
      title={t("product.addedToCart")}
      closeLabel={t("shell.close")}
      size="medium"
      className="added-to-cart"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={close}>
            {t("errors.continueShopping")}
          </button>
          <ShopLink className="button button--primary" to={pathFor("checkout", lang)} onClick={close}>
            {t("product.goToCart")}
          </ShopLink>
        </>
      }
    >
      <div className="added-to-cart__product">
        {product.image ? <img className="added-to-cart__image" src={product.image} alt="" width={320} height={320} /> : null}
        <div className="added-to-cart__text">
          <p className="added-to-cart__brand">{product.brand}</p>
          <p className="added-to-cart__name">{product.name}</p>
          {variantParts.length > 0 ? (
            <dl className="added-to-cart__variant">
              {variantParts.map((part) => (
                <div key={part.label}>
                  <dt>{part.label}</dt>
                  <dd>{part.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {product.price ? <p className="added-to-cart__price price">{product.price}</p> : null}
        </div>
      </div>
      {productId === null ? null : (
        <div className="added-to-cart__amount">
          <NumberInput
            className="added-to-cart__stepper"
            label={t("catalog.quantity")}
            decrementLabel={t("shell.decrease")}
            incrementLabel={t("shell.increase")}
            min={MIN_AMOUNT}
            max={amountLimit(maxAmount)}
            integer
            value={amount}
            disabled={frozen || !row}
            describedBy={noteId}
            onChange={(value) => {
              // An emptied field goes back to the amount it had.
              const next = value === null ? latest.current : clampAmount(value, maxAmount);
              latest.current = next;
              setShownAmount(next);
            }}
          />
          {/* Polite: reaching the maximum with the plus button is announced as it appears. */}
          <div id={noteId} className="added-to-cart__notes" aria-live="polite">
            {note ? <p className="added-to-cart__note">{t("catalog.availablePcs", { count: maxAmount })}</p> : null}
            {frozen ? <p className="added-to-cart__note">{t("product.amountFrozen")}</p> : null}
          </div>
        </div>
      )}
    </Modal>
  );
}
