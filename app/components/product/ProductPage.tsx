import { Suspense, useEffect } from "react";
import { Stars } from "#app/components/catalog/Stars.tsx";
import { BannerRow } from "#app/components/content/Banners.tsx";
import { lazyWidget } from "#app/components/lazy-widget.tsx";
import { ShopLink } from "#app/components/ShopLink.tsx";
import { useLang, useShellData, useT } from "#app/components/shell/ShellContext.tsx";
import { WishlistButton } from "#app/components/wishlist/WishlistButton.tsx";
import { starsOf } from "#core/catalog/listing/stars.ts";
import { formatNumber } from "#i18n/format.ts";
import { pathFor } from "#i18n/routes.ts";
import { BuyAction } from "./AddArea.tsx";
import { Availability } from "./Availability.tsx";
import { DeliverySection } from "./DeliverySection.tsx";
import { InstalmentMessage } from "./InstalmentMessage.tsx";
import { PriceBlock } from "./PriceBlock.tsx";
import { ProductGallery } from "./ProductGallery.tsx";
import { infoPanels } from "./ProductInfoPanels.tsx";
import { ProductStrips } from "./ProductStrips.tsx";
import { ProductTabs } from "./ProductTabs.tsx";
import type { ProductPageData } from "./product-page.server.ts";
import { VariantPickers } from "./VariantPickers.tsx";

// Bundles and gift cards appear on few product pages: their code loads only where they render, which
// keeps an ordinary product page's first-load JavaScript within its budget. On the server they
// load with this module and render inline (app/components/lazy-widget.tsx).
const BundleOffers = lazyWidget(() => import("./Bundles.tsx").then((module) => module.BundleOffers), "#bundles");
const PackageBuy = lazyWidget(() => import("./Bundles.tsx").then((module) => module.PackageBuy), ".package-buy");
const GiftCardBuy = lazyWidget(() => import("./GiftCardBuy.tsx").then((module) => module.GiftCardBuy), ".gift-card-buy");

/** Above this many reviews the count shows next to the stars. */
const REVIEW_COUNT_FROM = 5;

/**
 * The product page: gallery on the left and the buy box on the right on wide screens;
 * on phones the gallery first, then the buy box. Colour, size and type are links to the
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
          <ProductGallery key={shown?.color_slug ?? "none"} images={images} name={`${model.manufacturer.name} ${model.name}`} />
        </div>
        <div className="product-page__buy">
          <header className="product-page__header">
            <p className="product-page__brand">
              <ShopLink to={`/${model.manufacturer.slug}/`}>{model.manufacturer.name}</ShopLink>
            </p>
            <div className="product-page__title-row">
              <h1 className="product-page__title">{model.name}</h1>
              {/* The heart is hidden for guests on the product page. */}
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
              <BuyAction data={data} />
              <DeliverySection data={data} />
            </>
          )}
          {model.model_notice ? <p className="product-page__notice">{model.model_notice}</p> : null}
          {/* The Finnish-owned notice shows on the fi storefront only. */}
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
