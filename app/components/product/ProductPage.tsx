import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties, type FormEvent, type MouseEvent } from "react";
import { Link, useActionData, useNavigate } from "react-router";
import { Stars } from "#app/components/catalog/Stars.tsx";
import { BannerRow } from "#app/components/content/Banners.tsx";
import { lazyWidget } from "#app/components/lazy-widget.tsx";
import { Modal } from "#app/components/Modal.tsx";
import { ShopLink } from "#app/components/ShopLink.tsx";
import { pathFor } from "#i18n/routes.ts";
import { useLang, useShellData, useT } from "#app/components/shell/ShellContext.tsx";
import { addProduct, cartValueWith, readCart, writeCart } from "#app/lib/cart-storage.ts";
import { subscribeCartChanges } from "#app/lib/cart-count.ts";
import { freeDeliveryHint } from "#core/product/free-delivery.ts";
import { emitAddToCart } from "#app/lib/shop-events.ts";
import { readSizeHistory, rememberedSize, rememberSize } from "#app/lib/size-history.ts";
import { showsPercentRibbon } from "#core/catalog/listing/price-mode.ts";
import { starsOf } from "#core/catalog/listing/stars.ts";
import { addAttempt } from "#core/product/add-to-cart.ts";
import { keywordLinkShown } from "#core/product/keywords.ts";
import { maxAmountOf } from "#core/product/cart-amount.ts";
import { propertyRows, propertyValueText } from "#core/product/properties.ts";
import type { ImageView, VariantView } from "#core/product/product-service.ts";
import { ruleVariantOfView } from "#core/product/product-service.ts";
import { formatPrice } from "#core/money/format-price.ts";
import { formatNumber } from "#i18n/format.ts";
import type { Lang } from "#i18n/languages.ts";
import { cardImageUrl, keyStep, stepIndex, thumbnailSplit } from "./gallery.ts";
import type { AddedProduct } from "./AddedToCartModal.tsx";
import { WishlistButton } from "#app/components/wishlist/WishlistButton.tsx";
import { InstalmentMessage } from "./InstalmentMessage.tsx";
import { ProductStrips } from "./ProductStrips.tsx";
import { ProductTabs, type ProductPanel } from "./ProductTabs.tsx";
import { NotifyForm } from "./NotifyForm.tsx";
import type { OptionData, ProductPageData } from "./product-page.server.ts";

// Bundles, gift cards and campaign codes appear on few product pages: their code loads only where they
// render, which keeps an ordinary product page's first-load JavaScript within its budget (issue 4).
// On the server they load with this module and render inline (app/components/lazy-widget.tsx).
const BundleOffers = lazyWidget(() => import("./Bundles.tsx").then((module) => module.BundleOffers), "#bundles");
const PackageBuy = lazyWidget(() => import("./Bundles.tsx").then((module) => module.PackageBuy), ".package-buy");
const GiftCardBuy = lazyWidget(() => import("./GiftCardBuy.tsx").then((module) => module.GiftCardBuy), ".gift-card-buy");
const Reviews = lazyWidget(() => import("./Reviews.tsx").then((module) => module.Reviews), ".reviews");
const DeliveryEstimator = lazyWidget(() => import("./DeliveryEstimator.tsx").then((module) => module.DeliveryEstimator), ".estimator");
const CampaignRedeem = lazyWidget(
  () => import("#app/components/product/CampaignRedeem.tsx").then((module) => module.CampaignRedeem),
  ".campaign-redeem",
);
// The added-to-cart modal (with the number input) is needed only after a press of the add button; its
// chunk is fetched when the pointer or focus comes to the button, so it is there by the press.
const loadAddedToCartModal = () => import("./AddedToCartModal.tsx");
const AddedToCartModal = lazy(() => loadAddedToCartModal().then((module) => ({ default: module.AddedToCartModal })));

/** Above this many reviews the count shows next to the stars (document 2 §2). */
const REVIEW_COUNT_FROM = 5;

/**
 * The product page (document 2 §2): gallery on the left and the buy box on the right on wide screens;
 * on phones the gallery first, then the buy box (DESIGN.md). Colour, size and type are links to the
 * page's URL with that choice, so everything before the add button works without JavaScript.
 */
export function ProductPage({ data }: { data: ProductPageData }) {
  const t = useT();
  const lang = useLang();
  const shell = useShellData();
  const { model, shown } = data;
  // The page view goes to the browser's viewed-products list (local settings, newest first). Its module
  // loads after hydration: nothing on the page waits for it.
  useEffect(() => {
    import("#app/lib/local-settings.ts")
      .then((settings) => settings.createLocalSettings().addViewedProduct(model.id))
      .catch(() => {
        // Without the module (offline, a new build) the view is simply not remembered.
      });
  }, [model.id]);
  // A model without colours has its pictures both on the variant and as extra pictures: each once.
  const images = [...(shown?.images ?? []), ...model.extra_images].filter(
    (image, index, all) => all.findIndex((other) => other.full_url === image.full_url) === index,
  );
  const stars = starsOf(model.rating);

  return (
    <>
      <div className="product-page container">
        <div className="product-page__gallery">
          {/* A colour change gives the gallery a new key: it starts again from the first picture. */}
          <Gallery key={shown?.color_slug ?? "none"} images={images} name={`${model.manufacturer.name} ${model.name}`} />
        </div>
        <div className="product-page__buy">
          <header className="product-page__header">
            <p className="product-page__brand">
              <ShopLink to={`/${model.manufacturer.slug}/`}>{model.manufacturer.name}</ShopLink>
            </p>
            <div className="product-page__title-row">
              <h1 className="product-page__title">{model.name}</h1>
              {/* Document 3 §4: the heart is hidden for guests on the product page. */}
              {data.wishlist ? (
                <WishlistButton modelId={model.id} name={`${model.manufacturer.name} ${model.name}`} place="page" initial={data.wishlist.added} />
              ) : null}
            </div>
            {model.rating_count > 0 && stars > 0 ? (
              <a className="product-page__rating" href="#reviews">
                <Stars value={stars} label={t("catalog.ratingLabel", { rating: formatNumber(stars, lang, { maximumFractionDigits: 1 }) })} />
                {model.rating_count > REVIEW_COUNT_FROM ? <span>{t("product.reviewCount", { count: model.rating_count })}</span> : null}
              </a>
            ) : null}
          </header>
          {!model.is_public ? <p className="product-page__notice" lang="fi">{t("product.notPublicNotice")}</p> : null}
          {data.staff ? (
            <p className="product-page__staff" data-model-id={data.staff.modelId}>
              {t("product.staffData", { id: data.staff.modelId, number: data.staff.modelNumber ?? "-", route: data.staff.route })}
            </p>
          ) : null}
          {data.layout === "gift-card" ? (
            <Suspense fallback={null}>
              <GiftCardBuy data={data} />
            </Suspense>
          ) : data.layout === "package" ? (
            <Suspense fallback={null}>
              <PackageBuy data={data} />
            </Suspense>
          ) : (
            <>
              <PriceBlock data={data} variant={data.selectedId > 0 ? shown : null} />
              {data.instalments ? <InstalmentMessage placement={data.instalments} /> : null}
              <VariantPickers data={data} />
              {data.selectedId === -1 ? <p className="product-page__warning" role="status">{t("product.noSuchVariant")}</p> : null}
              <Availability data={data} />
              {!data.button.showsAddArea ? (
                <NotifyForm variantId={data.selectedId > 0 ? data.selectedId : null} email={data.userEmail} />
              ) : data.campaign ? (
                <Suspense fallback={null}>
                  <CampaignRedeem data={data} />
                </Suspense>
              ) : (
                <AddArea data={data} />
              )}
              <DeliverySection data={data} />
            </>
          )}
          {model.model_notice ? <p className="product-page__notice">{model.model_notice}</p> : null}
          {/* Document 2 §2: the Finnish-owned notice shows on the fi storefront only. */}
          {lang === "fi" ? <p className="product-page__finnish">{t("product.finnishOwned")}</p> : null}
        </div>
        <div className="product-page__info">
          {data.layout === "standard" && data.bundles.length > 0 ? (
            <Suspense fallback={null}>
              <BundleOffers data={data} />
            </Suspense>
          ) : null}
          <ProductTabs label={t("product.sectionsLabel")} panels={infoPanels(data, t, lang)} />
          {/* Everybody sees the way to write one (a guest logs in on the way), also before the first review. */}
          {data.layout !== "gift-card" && !data.campaign ? (
            <p className="product-page__write-review">
              <ShopLink to={pathFor("reviews.write", lang, { model: String(model.id) })}>{t(data.ownReviewId === null ? "reviewWriting.title" : "reviewWriting.editTitle")}</ShopLink>
            </p>
          ) : null}
        </div>
      </div>
      {/* Outside the page's grid: the buy box sticks within that grid and must not slide over them. */}
      {data.banners.length > 0 ? (
        <section className="product-banners container" aria-label={t("product.bannersLabel")}>
          <BannerRow banners={data.banners} />
        </section>
      ) : null}
      {/* A gift campaign sells its own products only; a gift card is not bought with gear. */}
      {data.layout !== "gift-card" && !data.campaign ? (
        <ProductStrips
          slug={model.slug}
          countryCode={shell?.locale.countryCode ?? "fi"}
          groupPath={model.main_group?.path ?? null}
          currency={data.currency}
          lowestPriceLabel={data.lowestPriceLabel}
        />
      ) : null}
    </>
  );
}

function Gallery({ images, name }: { images: ImageView[]; name: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const count = images.length;
  // While zoomed, the arrow keys step through the pictures wherever focus is in the dialog.
  useEffect(() => {
    if (!zoomed || count < 2) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      const direction = keyStep(event.key);
      if (direction === null) return;
      event.preventDefault();
      setIndex((at) => stepIndex(at, count, direction));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [zoomed, count]);
  if (count === 0) return <div className="gallery gallery--empty" aria-hidden="true" />;
  const current = images[Math.min(index, count - 1)]!;
  const { shown, more } = thumbnailSplit(count, expanded);
  const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
    event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  const step = (direction: 1 | -1) => setIndex((at) => stepIndex(at, count, direction));
  return (
    <div className="gallery">
      {/* Before JavaScript the picture opens at 1920 in the browser; with it, in the zoom view. */}
      <a
        className="gallery__main"
        href={current.zoom_url}
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          setZoomed(true);
        }}
      >
        <img src={current.full_url} alt={current.caption || name} width={960} height={960} fetchPriority="high" />
      </a>
      {images.length > 1 ? (
        <ul className="gallery__thumbs">
          {images.slice(0, shown).map((image, position) => (
            <li key={image.full_url}>
              <a
                className="gallery__thumb"
                href={image.zoom_url}
                aria-current={position === index ? "true" : undefined}
                aria-label={t("catalogPages.slideLabel", { index: position + 1, count: images.length })}
                onClick={(event) => {
                  if (!plainClick(event)) return;
                  event.preventDefault();
                  setIndex(position);
                }}
              >
                <img src={cardImageUrl(image.full_url)} alt="" width={72} height={72} loading="lazy" />
              </a>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <button type="button" className="gallery__more" onClick={() => setExpanded(true)} aria-label={t("product.moreImages", { count: more })}>
                +{more}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      <Modal open={zoomed} onClose={() => setZoomed(false)} title={name} closeLabel={t("shell.close")} size="large" className="gallery-zoom">
        {/* Arrow keys step through the pictures, wrapping around; Escape closes (the modal). */}
        <div className="gallery-zoom__stage">
          <img className="gallery-zoom__image" src={current.zoom_url} alt={current.caption || name} width={1920} height={1920} />
          {images.length > 1 ? (
            <div className="gallery-zoom__controls">
              <button type="button" className="button button--secondary" onClick={() => step(-1)}>
                {t("catalogPages.previousSlide")}
              </button>
              <span className="gallery-zoom__position" aria-live="polite">
                {t("catalogPages.slideLabel", { index: index + 1, count: images.length })}
              </span>
              <button type="button" className="button button--secondary" onClick={() => step(1)}>
                {t("catalogPages.nextSlide")}
              </button>
            </div>
          ) : null}
        </div>
      </Modal>
    </div>
  );
}

function PriceBlock({ data, variant }: { data: ProductPageData; variant: VariantView | null }) {
  const t = useT();
  const lang = useLang();
  const prices = variant?.prices ?? data.model.prices;
  if (!prices) return null;
  const money = (cents: number) => formatPrice(cents, data.currency, lang);
  const showClub = prices.club !== null && prices.club < prices.active;
  const fromPrefix = !variant && data.model.from_price;
  // A member pays the club price (document 2 §6): it is the price shown, with what others pay struck.
  if (showClub && data.clubMember) {
    return (
      <div className="price-block price-block--club">
        <p className="price-block__prices">
          <span className="visually-hidden">{t("club.memberPrice")} </span>
          <span className="price price--club price-block__active">{fromPrefix ? t("catalog.fromPrice", { price: money(prices.club!) }) : money(prices.club!)}</span>
          <span className="price-block__member-label" aria-hidden="true">
            {t("club.memberPrice")}
          </span>
        </p>
        <p className="price-block__reference">
          {t("club.othersPay")} <s className="price price--regular-struck">{money(prices.active)}</s>
        </p>
        <PriceFooter data={data} />
      </div>
    );
  }
  // The card's rule (priceReduction): a reduction shows only against a reference above today's price.
  const reference = prices.reference;
  const reduced = reference !== null && reference > prices.active;
  const here = `${data.model.model_url}`;
  return (
    <div className={`price-block price-block--${prices.type}`}>
      <p className="price-block__prices">
        <span className={reduced ? "price price--sale price-block__active" : "price price-block__active"}>
          {fromPrefix ? t("catalog.fromPrice", { price: money(prices.active) }) : money(prices.active)}
        </span>
        {reduced && showsPercentRibbon(prices.discount_percent) ? (
          <span className="ribbon ribbon--percent">{t("catalog.discountPercent", { percent: prices.discount_percent! })}</span>
        ) : null}
      </p>
      {reduced ? (
        <p className="price-block__reference">
          {data.lowestPriceLabel ? t("catalog.lowestPrice30Days") : t("catalog.regularPrice")} <s className="price price--regular-struck">{money(reference!)}</s>
        </p>
      ) : null}
      {showClub ? (
        <p className="price-block__club">
          <span className="price price--club">{`${t("catalog.clubPrice")} ${money(prices.club!)}`}</span>
          {/* A guest logs in and comes back; a signed-in customer who is not a member joins in the account area. */}
          <ShopLink
            className="price-block__club-login"
            to={data.signedIn ? `${pathFor("accounts", lang)}#club` : `${pathFor("accounts.login", lang)}?next=${encodeURIComponent(here)}`}
          >
            {data.signedIn ? t("club.joinForPrice") : t("product.receiveClubPrice")}
          </ShopLink>
        </p>
      ) : null}
      <PriceFooter data={data} />
    </div>
  );
}

function PriceFooter({ data }: { data: ProductPageData }) {
  const t = useT();
  const lang = useLang();
  return (
    <>
      {data.vat ? (
        <p className="price-block__vat">
          {t("product.vatIncluded", { percent: formatNumber(data.vat.percent, lang, { maximumFractionDigits: 1 }) })}
          {data.vat.localTaxesNote ? ` ${t("product.localTaxes")}` : null}
        </p>
      ) : null}
      {data.priceEnding ? <p className="price-block__ending">{t("product.priceEnds", { date: data.priceEnding })}</p> : null}
    </>
  );
}

function VariantPickers({ data }: { data: ProductPageData }) {
  const t = useT();
  const navigate = useNavigate();
  // Document 2 §4: without a size in the address, the newest size this browser chose before is taken
  // when this colour and type have it (the server cannot see local storage, so this runs after load).
  useEffect(() => {
    if (data.choice.size !== null || data.sizes.length < 2) return;
    const remembered = rememberedSize(readSizeHistory(), data.sizesOffered);
    const option = data.sizes.find((size) => size.slug === remembered);
    if (option) void navigate(option.href, { replace: true, preventScrollReset: true });
  }, [data.choice.size, data.sizes, data.sizesOffered, navigate]);
  return (
    <div className="variant-pickers">
      {/* A selector with a single option still shows it (the ski's one grip type, the jacket's one colour): it is part of what is bought. */}
      {data.colours.length > 0 ? <Picker legend={t("product.colour")} options={data.colours} kind="colour" /> : null}
      {data.types.length > 0 ? <Picker legend={data.shown?.product_type?.title || t("product.type")} options={data.types} kind="type" /> : null}
      {data.sizes.length > 0 ? <Picker legend={t("product.size")} options={data.sizes} kind="size" /> : null}
      {sizeTableOf(data) ? <SizeGuideLink data={data} /> : null}
    </div>
  );
}

function Picker({ legend, options, kind }: { legend: string; options: OptionData[]; kind: "colour" | "size" | "type" }) {
  const t = useT();
  const selected = options.find((option) => option.selected);
  return (
    <fieldset className={`picker picker--${kind}`}>
      <legend className="picker__legend">
        {legend}
        {selected ? <span className="picker__chosen">: {selected.name}</span> : null}
      </legend>
      <ul className="picker__options">
        {options.map((option) => (
          <li key={option.slug}>
            <Link
              to={option.href}
              replace
              preventScrollReset
              className={`picker__option${option.unavailable ? " picker__option--unavailable" : ""}`}
              aria-current={option.selected ? "true" : undefined}
              aria-label={option.unavailable ? t("product.optionUnavailable", { option: option.name }) : option.name}
              style={kind === "colour" && option.hex ? ({ "--swatch": option.hex } as CSSProperties) : undefined}
              onClick={kind === "size" ? () => rememberSize(option.slug) : undefined}
            >
              {kind === "colour" ? <span className="picker__swatch" aria-hidden="true" /> : null}
              <span className={kind === "colour" ? "visually-hidden" : undefined}>{option.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function Availability({ data }: { data: ProductPageData }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { state, shipping, storeRows, expressPickupHref } = data.availability;
  if (data.selectedId <= 0 || !data.shown || !state) return null;
  return (
    <section className="availability" aria-label={t("product.availabilityTitle")}>
      {shipping?.days ? (
        <p className={`availability__shipping availability__shipping--${shipping.icon}`}>
          <span className="availability__icon" aria-hidden="true" />
          {t("product.shipsIn", { days: dayRangeText(shipping.days) })}
        </p>
      ) : null}
      <AvailabilityMessage state={state} blockedText={data.availability.blockedText} />
      {storeRows.length > 0 ? (
        <>
          {/* Before JavaScript the link leads to the same table further down the page. */}
          <a
            className="availability__stores-link"
            href="#store-availability"
            onClick={(event) => {
              event.preventDefault();
              setOpen(true);
            }}
          >
            {t("product.storeAvailability")}
          </a>
          <Modal open={open} onClose={() => setOpen(false)} title={t("product.storeAvailability")} closeLabel={t("shell.close")} size="small">
            <StoreTable rows={storeRows} expressPickupHref={expressPickupHref} />
          </Modal>
        </>
      ) : null}
    </section>
  );
}

/** The one message of the variant's availability state (core/product/availability.ts availabilityState). */
function AvailabilityMessage({ state, blockedText }: { state: NonNullable<ProductPageData["availability"]["state"]>; blockedText: string | null }) {
  const t = useT();
  switch (state.kind) {
    case "in-stock":
      return <p className="availability__state">{t("product.inStockOnline")}</p>;
    case "in-web-store":
      return <p className="availability__state">{t("product.onlyWebstore")}</p>;
    case "in-stores":
      return (
        <p className="availability__state">
          {state.stores.length === 1 ? t("product.onlyOneStore", { store: state.stores[0]! }) : t("product.storeList", { count: state.stores.length })}
        </p>
      );
    case "to-order":
      return <p className="availability__state">{t("product.availableToOrder")}</p>;
    case "blocked":
      // The shop's own wording (general setting) names the stores where it can still be bought there.
      return (
        <p className="availability__state availability__blocked">
          {state.stores.length > 0 ? `${blockedText ?? t("product.blockedStock")} ${state.stores.join(", ")}` : t("product.blockedOnline")}
        </p>
      );
    case "incoming":
    case "sold-out":
      return <p className="availability__state availability__sold-out">{t("product.soldOut")}</p>;
  }
}

interface ParsedSizeTable {
  sizes: Array<{ size: string; product_type: string | null }>;
  rows: Array<{ unit: string; label: Partial<Record<string, string>>; values: string[] }>;
}

/** The model's size table when it has sizes and rows to show. */
function sizeTableOf(data: ProductPageData): (NonNullable<ProductPageData["model"]["sizetable"]> & { parsed: ParsedSizeTable }) | null {
  const table = data.model.sizetable;
  const parsed = table?.parsed as ParsedSizeTable | undefined;
  if (!table || !parsed || !Array.isArray(parsed.sizes) || !Array.isArray(parsed.rows) || parsed.sizes.length === 0) return null;
  return { ...table, parsed };
}

function SizeGuideLink({ data }: { data: ProductPageData }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* Before JavaScript the link leads to the same table further down the page. */}
      <a
        className="size-guide__link"
        href="#size-guide"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {t("product.sizeGuide")}
      </a>
      <Modal open={open} onClose={() => setOpen(false)} title={t("product.sizeGuide")} closeLabel={t("shell.close")} size="medium">
        <SizeGuideTable data={data} />
      </Modal>
    </>
  );
}

/** The size table (document 2 §3 "Size table"): a column per size, a row per measurement with its unit. */
function SizeGuideTable({ data }: { data: ProductPageData }) {
  const lang = useLang();
  const t = useT();
  const table = sizeTableOf(data);
  if (!table) return null;
  const { sizes, rows } = table.parsed;
  return (
    <div className="size-guide">
      {/* Focusable, so that keyboard users can scroll a table wider than the screen. */}
      <div className="size-guide__scroll" tabIndex={0} role="region" aria-label={table.name}>
        <table className="size-guide__table">
          <caption className="visually-hidden">{table.name}</caption>
          <thead>
            <tr>
              <th scope="col">{t("product.size")}</th>
              {sizes.map((size) => (
                <th key={`${size.size}-${size.product_type ?? ""}`} scope="col">
                  {size.size}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">
                  {row.label[lang] ?? row.label["en"] ?? ""} ({row.unit})
                </th>
                {sizes.map((size, column) => (
                  <td key={`${size.size}-${column}`}>{row.values[column] ?? ""}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.infoText ? <p className="size-guide__info">{table.infoText}</p> : null}
    </div>
  );
}

/**
 * Delivery to the shopper's country (document 2 §2, §4): the time with the country's extra days, the
 * supplier text at 30 and 60 days, 'not shipped to' with its reason, the product's own method limits,
 * and the estimator by postal code. A variant that cannot be bought online has no delivery to describe:
 * only its expected restock date, and no section at all when there is none.
 */
function DeliverySection({ data }: { data: ProductPageData }) {
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
function dayRangeText(days: string): string {
  return days.replace("-", "\u2013");
}

const STORE_ICON_TEXT = { check: "product.storeInStock", circle: "product.storeOrderable", minus: "product.storeNone" } as const;

/**
 * The availability table (document 2 §4): per store its mark and state, the pieces it holds, a link to the
 * store's page where store pages exist, and which stores hand the order out as an express pickup.
 */
function StoreTable({ rows, expressPickupHref }: { rows: ProductPageData["availability"]["storeRows"]; expressPickupHref: string | null }) {
  const t = useT();
  return (
    <>
      <ul className="store-table">
        {rows.map((row) => {
          const name = row.staff ? `${row.name} (${row.id})` : row.name;
          return (
            <li key={row.id} className="store-table__row" data-store={row.id}>
              <span className={`store-icon store-icon--${row.icon}`} aria-hidden="true" />
              <span className="store-table__name">
                {row.href ? <ShopLink to={row.href}>{name}</ShopLink> : name}
                {row.expressPickup ? <span className="store-table__express">{t("product.expressPickup")}</span> : null}
              </span>
              <span className="store-table__state">{row.storeOnly ? t("product.storeOnly") : t(STORE_ICON_TEXT[row.icon])}</span>
              {row.pieces ? (
                <span
                  className="store-table__pieces"
                  title={row.staff?.shelfCode ? t("product.staffShelfCode", { code: row.staff.shelfCode }) : undefined}
                >
                  {row.pieces.more ? t("product.piecesMore", { count: row.pieces.count }) : t("product.pieces", { count: row.pieces.count })}
                  {row.staff?.shelfCode ? <span className="visually-hidden">{`, ${t("product.staffShelfCode", { code: row.staff.shelfCode })}`}</span> : null}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {expressPickupHref ? (
        <p className="store-table__info">
          <ShopLink to={expressPickupHref}>{t("product.expressPickupInfo")}</ShopLink>
        </p>
      ) : null}
    </>
  );
}

function AddArea({ data }: { data: ProductPageData }) {
  const t = useT();
  const lang = useLang();
  const [message, setMessage] = useState<{ kind: "warning" | "added"; text: string } | null>(null);
  const [added, setAdded] = useState<{ productId: string; product: AddedProduct } | null>(null);
  const area = useRef<HTMLDivElement | null>(null);
  const [barShown, setBarShown] = useState(false);
  // On phones the buy box scrolls away under the texts: once the button is above the screen, a bar at
  // the bottom offers it again (DESIGN.md: the add button reachable without scrolling back).
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

/** The texts under the buy box, as tabs or sections (document 2 §2). */
function infoPanels(data: ProductPageData, t: ReturnType<typeof useT>, lang: Lang): ProductPanel[] {
  const { model } = data;
  const properties = model.model_properties.filter((property) => !property.sustainability);
  const marks = model.model_properties.filter((property) => property.sustainability);
  const panels: ProductPanel[] = [
    {
      id: "product-description",
      label: t("product.description"),
      content: (
        <>
          <Description data={data} />
          {data.keywords.length > 0 ? (
            <div className="product-subsection keywords">
              <h3 className="product-subsection__title">{t("product.keywordsTitle")}</h3>
              {data.keywords.map((keyword) => (
                <details key={keyword.id} className="keyword">
                  <summary className="keyword__term">{keyword.keyword}</summary>
                  <p className="keyword__text">{keyword.text}</p>
                  {keywordLinkShown(keyword.url) ? (
                    keyword.url.startsWith("/") ? (
                      <ShopLink to={keyword.url}>{t("product.keywordReadMore")}</ShopLink>
                    ) : (
                      <a href={keyword.url} target="_blank" rel="noopener noreferrer">
                        {t("product.keywordReadMore")}
                      </a>
                    )
                  ) : null}
                </details>
              ))}
            </div>
          ) : null}
          {/* Document 2 §2: the staff quote box shows on the fi storefront only. */}
          {lang === "fi" && model.quote ? (
            <figure className="staff-quote">
              <figcaption className="staff-quote__title">{t("product.staffQuote")}</figcaption>
              <blockquote className="staff-quote__text">
                <p>{model.quote.text}</p>
              </blockquote>
              <p className="staff-quote__name">{model.quote.name}</p>
            </figure>
          ) : null}
        </>
      ),
    },
  ];
  if (properties.length > 0 || marks.length > 0 || model.modelnumber || sizeTableOf(data)) {
    panels.push({
      id: "product-details",
      label: t("product.details"),
      content: (
        <>
          <dl className="properties">
            {propertyRows(properties).map((row) => (
              <div key={row.slug || row.name} className="properties__row">
                <dt>{row.name}</dt>
                <dd>
                  {propertyValueText(row, lang)}
                  {row.forOneItem ? ` ${t("product.forOneItem")}` : null}
                </dd>
              </div>
            ))}
            {model.modelnumber ? (
              <div className="properties__row">
                <dt>{t("product.productCode")}</dt>
                <dd>{model.modelnumber}</dd>
              </div>
            ) : null}
          </dl>
          {marks.length > 0 ? (
            <div className="product-subsection" id="product-sustainable">
              <h3 className="product-subsection__title">{t("product.sustainable")}</h3>
              <ul className="tags-list">
                {propertyRows(marks).map((mark) => (
                  <li key={mark.slug || mark.name}>{mark.values.length > 0 ? `${mark.name}: ${propertyValueText(mark, lang)}` : mark.name}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {sizeTableOf(data) ? (
            <div className="product-subsection" id="size-guide">
              <h3 className="product-subsection__title">{t("product.sizeGuide")}</h3>
              <SizeGuideTable data={data} />
            </div>
          ) : null}
        </>
      ),
    });
  }
  if (data.layout === "standard" && data.availability.storeRows.length > 0) {
    panels.push({ id: "store-availability", label: t("product.storeAvailability"), content: <StoreTable rows={data.availability.storeRows} expressPickupHref={data.availability.expressPickupHref} /> });
  }
  // Document 2 §2: the Reviews tab only when the rating count is above 0; the stars in the header jump here.
  if (data.reviews) {
    panels.push({
      id: "reviews",
      label: `${t("product.reviewsTab")} (${formatNumber(model.rating_count, lang)})`,
      content: (
        <Suspense fallback={null}>
          <Reviews data={data.reviews} customerId={data.userId} ownReviewId={data.ownReviewId} />
        </Suspense>
      ),
    });
  }
  panels.push({
    id: "brand-block",
    label: t("product.brandTitle"),
    content: (
      <div className="brand-block">
        {model.manufacturer.image ? (
          <img className="brand-block__logo" src={model.manufacturer.image} alt={model.manufacturer.name} width={160} height={53} loading="lazy" />
        ) : (
          <p className="brand-block__name">{model.manufacturer.name}</p>
        )}
        <ShopLink to={`/${model.manufacturer.slug}/`}>{t("product.brandAllProducts", { brand: model.manufacturer.name })}</ShopLink>
      </div>
    ),
  });
  // Document 2 §2: a Data tab on a development host only, for the people who build the shop.
  if (import.meta.env.DEV) {
    panels.push({ id: "product-data", label: "Data", content: <pre className="product-data">{JSON.stringify(model, null, 2)}</pre> });
  }
  return panels;
}

function Description({ data }: { data: ProductPageData }) {
  const t = useT();
  const { model } = data;
  const [original, setOriginal] = useState(false);
  const text = original && model.translated_fields.original ? model.translated_fields.original : null;
  return (
    <>
      {model.short_description ? <p className="product-section__lead">{text?.short_description ?? model.short_description}</p> : null}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: text?.long_description_html ?? model.long_description_html }} />
      {model.translated_fields.original ? (
        <p className="product-section__translation">
          {t("product.machineTranslated")}{" "}
          <button type="button" className="button button--quiet button--small" onClick={() => setOriginal((value) => !value)}>
            {original ? t("product.showTranslation") : t("product.showOriginal")}
          </button>
        </p>
      ) : null}
    </>
  );
}
