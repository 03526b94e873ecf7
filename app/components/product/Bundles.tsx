import { useState } from "react";
import { useNavigate } from "react-router";
import { Modal } from "#app/components/Modal.tsx";
import { ShopLink } from "#app/components/ShopLink.tsx";
import { useLang, useT } from "#app/components/shell/ShellContext.tsx";
import { addProduct, readCart, writeCart } from "#app/lib/cart-storage.ts";
import { addsBundleAtOnce, bundleVariantId } from "#core/product/bundle.ts";
import type { BundleView } from "#core/product/product-service.ts";
import { formatPrice } from "#core/money/format-price.ts";
import { pathFor } from "#i18n/routes.ts";
import type { ProductPageData } from "./product-page.server.ts";
import { emitAddToCart } from "#app/lib/shop-events.ts";

type Currency = ProductPageData["currency"];

/**
 * The first choice of each part: its only variant, or the variant chosen on the page when the part is
 * the page's own model; else nothing until the shopper chooses.
 */
function initialChoices(bundle: BundleView, chosenOnPage: number | null = null): Array<number | null> {
  return bundle.secondary_product_models.map((part) => {
    const orderable = part.products.filter((product) => product.is_orderable);
    if (orderable.some((product) => product.id === chosenOnPage)) return chosenOnPage;
    return part.products.length === 1 && orderable.length === 1 ? orderable[0]!.id : null;
  });
}

/** Adds the bundle as one cart row: the hyphen-joined id, the same bundle again raises its amount. */
function addBundleToCart(mainModelId: number, bundle: BundleView, choices: Array<number | null>, userId: number | null): boolean {
  const productId = bundleVariantId(mainModelId, choices);
  if (!productId) return false;
  writeCart(addProduct(readCart(), { productId, amount: 1, name: bundle.name, extra_data: null, bundleHash: String(bundle.id) }));
  emitAddToCart({
    type: "add_to_cart",
    userId,
    currency: "EUR",
    items: [{ id: productId, modelId: mainModelId, name: bundle.name, priceCents: bundle.prices.active, quantity: 1 }],
  });
  return true;
}

function BundlePrice({ bundle, currency }: { bundle: BundleView; currency: Currency }) {
  const t = useT();
  const lang = useLang();
  const { active, regular } = bundle.prices;
  return (
    <p className="bundle__prices">
      <span className={active < regular ? "price price--sale" : "price"}>{formatPrice(active, currency, lang)}</span>
      {active < regular ? (
        <>
          {" "}
          <s className="price price--regular-struck">{formatPrice(regular, currency, lang)}</s>{" "}
          <span className="bundle__saving">{t("product.bundleSaving", { amount: formatPrice(regular - active, currency, lang) })}</span>
        </>
      ) : null}
    </p>
  );
}

/**
 * One choice per part: a bundle variant needs a selection in every sub-model.
 * Variants that cannot be ordered stay in the list, marked and not selectable.
 */
function BundleChooser({
  bundle,
  mainModelId,
  idPrefix,
  chosenOnPage = null,
  userId,
  onAdded,
}: {
  bundle: BundleView;
  mainModelId: number;
  userId: number | null;
  idPrefix: string;
  chosenOnPage?: number | null;
  onAdded: () => void;
}) {
  const t = useT();
  const [choices, setChoices] = useState(() => initialChoices(bundle, chosenOnPage));
  const [missing, setMissing] = useState(false);
  const complete = bundleVariantId(mainModelId, choices) !== null;
  return (
    <form
      className="bundle-chooser"
      onSubmit={(event) => {
        event.preventDefault();
        if (!addBundleToCart(mainModelId, bundle, choices, userId)) return setMissing(true);
        onAdded();
      }}
    >
      <ol className="bundle-chooser__parts">
        {bundle.secondary_product_models.map((part, index) => {
          const id = `${idPrefix}-part-${index}`;
          const only = part.products.length === 1;
          return (
            <li key={`${part.id}-${index}`} className="bundle-chooser__part">
              {part.image ? <img src={part.image} alt="" width={64} height={64} loading="lazy" /> : null}
              <div className="bundle-chooser__field">
                {/* The part's name names its select; a label around a link would follow the link on a click. */}
                <p className="field__label" id={`${id}-name`}>
                  <ShopLink to={part.model_url}>{`${part.manufacturer} ${part.name}`}</ShopLink>
                </p>
                {only ? (
                  <p className="bundle-chooser__only">{part.products[0]!.name || `${part.manufacturer} ${part.name}`}</p>
                ) : (
                  <select
                    id={id}
                    aria-labelledby={`${id}-name`}
                    className="field__control"
                    value={choices[index] ?? ""}
                    aria-invalid={missing && choices[index] === null ? true : undefined}
                    onChange={(event) => {
                      const value = Number.parseInt(event.target.value, 10);
                      setChoices((current) => current.map((choice, at) => (at === index ? (Number.isInteger(value) ? value : null) : choice)));
                      setMissing(false);
                    }}
                  >
                    <option value="">{t("product.bundleChoose")}</option>
                    {part.products.map((product) => (
                      <option key={product.id} value={product.id} disabled={!product.is_orderable}>
                        {product.is_orderable ? product.name : t("product.bundleOptionSoldOut", { option: product.name })}
                      </option>
                    ))}
                  </select>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <p className={`add-area__message${missing ? " add-area__message--warning" : ""}`} role="status">
        {missing ? t("product.bundleChooseAll") : ""}
      </p>
      <button type="submit" className="button button--primary add-area__button">
        {t("product.addToCart")}
      </button>
    </form>
  );
}

/** The bundles offered on an ordinary product page, each with its Buy bundle modal. */
export function BundleOffers({ data }: { data: ProductPageData }) {
  const t = useT();
  if (data.bundles.length === 0) return null;
  return (
    <section className="product-section" id="bundles" aria-labelledby="bundles-title">
      <h2 id="bundles-title" className="product-section__title">
        {t("product.bundlesTitle")}
      </h2>
      <ul className="bundles">
        {data.bundles.map((bundle) => (
          <BundleOffer key={bundle.id} bundle={bundle} data={data} />
        ))}
      </ul>
    </section>
  );
}

function BundleOffer({ bundle, data }: { bundle: BundleView; data: ProductPageData }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const done = () => {
    setOpen(false);
    void navigate(pathFor("checkout", lang));
  };
  return (
    <li className="bundle">
      <h3 className="bundle__name">{bundle.name}</h3>
      {bundle.description ? <p className="bundle__description">{bundle.description}</p> : null}
      <p className="bundle__contents">
        {t("product.bundleContents")}: {bundle.secondary_product_models.map((part) => `${part.manufacturer} ${part.name}`).join(", ")}
      </p>
      <BundlePrice bundle={bundle} currency={data.currency} />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          // With one variant in every part there is nothing to choose.
          if (addsBundleAtOnce(bundle.secondary_product_models.map((part) => part.products.length))) {
            if (addBundleToCart(data.model.id, bundle, initialChoices(bundle, data.selectedId), data.userId)) done();
            return;
          }
          setOpen(true);
        }}
      >
        {t("product.buyBundle")}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={bundle.name} closeLabel={t("shell.close")} size="small">
        <BundlePrice bundle={bundle} currency={data.currency} />
        <BundleChooser
          userId={data.userId}
          bundle={bundle}
          mainModelId={data.model.id}
          idPrefix={`bundle-${bundle.id}`}
          chosenOnPage={data.selectedId > 0 ? data.selectedId : null}
          onAdded={done}
        />
      </Modal>
    </li>
  );
}

/** A package model's buy box (is_bundle): its own bundle, chosen part by part on the page itself. */
export function PackageBuy({ data }: { data: ProductPageData }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const bundle = data.bundles[0];
  if (!bundle) return <p className="availability__sold-out">{t("product.soldOut")}</p>;
  return (
    <div className="package-buy">
      <BundlePrice bundle={bundle} currency={data.currency} />
      <BundleChooser userId={data.userId} bundle={bundle} mainModelId={data.model.id} idPrefix="package" onAdded={() => void navigate(pathFor("checkout", lang))} />
    </div>
  );
}
