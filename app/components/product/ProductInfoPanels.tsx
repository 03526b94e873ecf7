import { Suspense, useState } from "react";
import { lazyWidget } from "#app/components/lazy-widget.tsx";
import { ShopLink } from "#app/components/ShopLink.tsx";
import { useT } from "#app/components/shell/ShellContext.tsx";
import { keywordLinkShown } from "#core/product/keywords.ts";
import { propertyRows, propertyValueText } from "#core/product/properties.ts";
import { formatNumber } from "#i18n/format.ts";
import type { Lang } from "#i18n/languages.ts";
import { StoreTable } from "./Availability.tsx";
import type { ProductPageData } from "./product-page.server.ts";
import type { ProductPanel } from "./ProductTabs.tsx";
import { SizeGuideTable, sizeTableOf } from "./SizeGuide.tsx";

// Reviews load only where they render (app/components/lazy-widget.tsx).
const Reviews = lazyWidget(() => import("./Reviews.tsx").then((module) => module.Reviews), ".reviews");

/** The texts under the buy box, as tabs or sections. */
export function infoPanels(data: ProductPageData, t: ReturnType<typeof useT>, lang: Lang): ProductPanel[] {
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
          {/* The staff quote box shows on the fi storefront only. */}
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
  // The Reviews tab only when the rating count is above 0; the stars in the header jump here.
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
  // A Data tab on a development host only, for the people who build the shop.
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
