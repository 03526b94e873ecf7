import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { lazyWidget } from "#app/components/lazy-widget.tsx";
import { useLang, useT } from "#app/components/shell/ShellContext.tsx";
import { addProduct, readCart, writeCart } from "#app/lib/cart-storage.ts";
import { emitAddToCart } from "#app/lib/shop-events.ts";
import { formatPrice } from "#core/money/format-price.ts";
import { addAttempt } from "#core/product/add-to-cart.ts";
import { maxAmountOf } from "#core/product/cart-amount.ts";
import { ruleVariantOfView } from "#core/product/product-service.ts";
import type { AddedProduct } from "./AddedToCartModal.tsx";
import { cardImageUrl } from "./gallery.ts";
import { NotifyForm } from "./NotifyForm.tsx";
import type { ProductPageData } from "./product-page.server.ts";

// Campaign codes appear on few product pages: their code loads only where they render
// (app/components/lazy-widget.tsx).
const CampaignRedeem = lazyWidget(
  () => import("#app/components/product/CampaignRedeem.tsx").then((module) => module.CampaignRedeem),
  ".campaign-redeem",
);
// The added-to-cart modal (with the number input) is needed only after a press of the add button; its
// chunk is fetched when the pointer or focus comes to the button, so it is there by the press.
const loadAddedToCartModal = () => import("./AddedToCartModal.tsx");
const AddedToCartModal = lazy(() => loadAddedToCartModal().then((module) => ({ default: module.AddedToCartModal })));

/**
 * What the buy box offers for the chosen variant: the add button, or the back-in-stock notifier when it
 * cannot be bought, or a gift campaign's code form.
 */
export function BuyAction({ data }: { data: ProductPageData }) {
  if (!data.button.showsAddArea) return <NotifyForm variantId={data.selectedId > 0 ? data.selectedId : null} email={data.userEmail} />;
  if (data.campaign) {
    return (
      <Suspense fallback={null}>
        <CampaignRedeem data={data} />
      </Suspense>
    );
  }
  return <AddArea data={data} />;
}

function AddArea({ data }: { data: ProductPageData }) {
  const t = useT();
  const lang = useLang();
  const [message, setMessage] = useState<{ kind: "warning" | "added"; text: string } | null>(null);
  const [added, setAdded] = useState<{ productId: string; product: AddedProduct } | null>(null);
  const area = useRef<HTMLDivElement | null>(null);
  const [barShown, setBarShown] = useState(false);
  // On phones the buy box scrolls away under the texts: once the button is above the screen, a bar at
  // the bottom offers it again (the add button stays reachable without scrolling back).
  // A scroll listener rather than an IntersectionObserver: a jump from below the button to past it
  // (a long fling, the End key) never intersects, so an observer would not report it.
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = area.current;
      if (element) setBarShown(element.getBoundingClientRect().bottom < 0);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    check();
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  const label = t(`product.${data.button.label}`);
  const onAdd = (): boolean => {
    const rules = data.model.products.map((view) => ruleVariantOfView(view, data.model.on_order));
    const variant = rules.find((rule) => rule.id === data.selectedId) ?? null;
    const attempt = addAttempt({
      optionCounts: { color: data.colours.length, size: data.sizes.length, type: data.types.length },
      choice: data.choice,
      variant,
    });
    if (attempt.kind === "selectSizeFirst") {
      setMessage({ kind: "warning", text: t("product.firstSelectSize") });
      return false;
    }
    if (attempt.kind !== "add") {
      setMessage({ kind: "warning", text: t(`product.${data.button.label}`) });
      return false;
    }
    const shown = data.model.products.find((view) => view.id === attempt.variantId);
    const name = [data.model.manufacturer.name, data.model.name, shown?.colour, shown?.size?.name].filter(Boolean).join(" ");
    const productId = String(attempt.variantId);
    const max_amount = shown ? maxAmountOf(shown, data.model.on_order) : null;
    writeCart(addProduct(readCart(), { productId, amount: 1, name, extra_data: null, max_amount }));
    emitAddToCart({
      type: "add_to_cart",
      userId: data.userId,
      currency: "EUR",
      items: [{ id: productId, modelId: data.model.id, name, priceCents: shown?.prices?.active ?? 0, quantity: 1 }],
    });
    // The status line stays for screen readers and after the modal closes; the modal is what shows.
    setMessage({ kind: "added", text: t("product.addedToCart") });
    const picture = shown?.images[0]?.full_url ?? data.model.extra_images[0]?.full_url ?? null;
    setAdded({
      productId,
      product: {
        brand: data.model.manufacturer.name,
        name: data.model.name,
        image: picture ? cardImageUrl(picture) : null,
        colour: shown?.colour ?? null,
        type: shown?.product_type?.name ?? null,
        size: shown?.size?.name ?? null,
        price: shown?.prices ? formatPrice(shown.prices.active, data.currency, lang) : null,
      },
    });
    return true;
  };
  const preload = () => void loadAddedToCartModal();
  const prices = (data.selectedId > 0 ? data.shown?.prices : null) ?? data.model.prices;
  return (
    <div className="add-area" ref={area}>
      <button
        type="button"
        className="button button--primary add-area__button"
        disabled={data.button.disabled}
        onClick={onAdd}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {label}
      </button>
      <p className={`add-area__message${message?.kind === "warning" ? " add-area__message--warning" : ""}`} role="status">
        {message?.text ?? ""}
      </p>
      {barShown ? (
        <div className="add-bar">
          {prices ? <span className="add-bar__price price">{formatPrice(prices.active, data.currency, lang)}</span> : null}
          <button
            type="button"
            className="button button--primary add-bar__button"
            disabled={data.button.disabled}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => {
              // What is missing is asked next to the pickers: take the shopper there.
              if (!onAdd()) area.current?.scrollIntoView({ block: "center", behavior: "smooth" });
            }}
          >
            {label}
          </button>
        </div>
      ) : null}
      {added ? (
        <Suspense fallback={null}>
          <AddedToCartModal productId={added.productId} product={added.product} onClose={() => setAdded(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
