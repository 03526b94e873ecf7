import { CatalogGrid } from "#app/components/catalog/CatalogGrid.tsx";
import { BrandCarousel } from "./BrandCarousel.tsx";
import type { BrandPageData } from "./brand-page.server.ts";
import { ReadMoreDescription } from "./ReadMoreDescription.tsx";

/**
 * The brand page: the logo (or the name) as the heading with the description, the
 * promo carousel beside them on desktops and below on phones, then the grid.
 */
export function BrandPage({ data }: { data: BrandPageData }) {
  const { brand } = data;
  return (
    <div className="catalog-page brand-page container">
      <div className={brand.promoImages.length > 0 ? "brand-page__intro brand-page__intro--with-carousel" : "brand-page__intro"}>
        <header className="brand-page__header">
          <h1 className="catalog-page__title brand-page__title">
            {brand.logo ? <img className="brand-page__logo" src={brand.logo} alt={brand.name} width={240} height={80} /> : brand.name}
          </h1>
          <ReadMoreDescription title={brand.name} html={brand.descriptionHtml} excerpt={data.excerpt} />
        </header>
        <BrandCarousel brand={brand.name} images={brand.promoImages} />
      </div>
      <CatalogGrid data={data.grid} />
    </div>
  );
}
