import { useContext, useState, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { countActiveFilters } from "#core/catalog/listing/facets.ts";
import { LOAD_MORE_STEP, showsBackToTop } from "#core/catalog/listing/paging.ts";
import { ShopLink } from "#app/components/ShopLink.tsx";
import { useShellValue } from "#app/components/shell/ShellContext.tsx";
import { CardFragmentsContext } from "./card-fragments.ts";
import { SentGridCards } from "#app/transport/SentGridCards.tsx";
import { BackToTop } from "./BackToTop.tsx";
import { FilterPanel } from "./FilterModal.tsx";
import { clearedHref } from "./grid-query.ts";
import { writeGridSizeCookie, type GridSize } from "./grid-size.ts";
import { GridSizeToggle } from "./GridSizeToggle.tsx";
import type { GridData } from "./grid-types.ts";
import { loadMoreHref } from "./load-more.ts";
import { ProductCard, type ProductCardProps } from "./ProductCard.tsx";
import { SortSelect } from "./SortSelect.tsx";
import { useHydrated } from "./use-hydrated.ts";
import { useLoadMore } from "./use-load-more.ts";

export type { GridData } from "./grid-types.ts";

/** Cards whose pictures load at once: the first rows, above the fold on phones and desktops. */
const EAGER_IMAGES = 4;

/**
 * The catalogue grid of every catalogue page: toolbar (filter button
 * with [shown / total], sort, grid size), the cards, paging and back-to-top. The server renders it
 * completely for the URL's state (listing.server.ts); JavaScript adds the modal, loading on scroll
 * and the colour previews.
 */
export function CatalogGrid({ data }: { data: GridData }) {
  const shell = useShellValue();
  const { t } = shell;
  const fragments = useContext(CardFragmentsContext);
  const { page } = data;
  const hydrated = useHydrated();
  const location = useLocation();
  const [gridSize, setGridSize] = useState<GridSize>(data.gridSize);
  const { items, total, loading, failed, loadMore, sentinelRef } = useLoadMore(page, data.apiQuery);
  const shown = items.length;
  const activeFilters = countActiveFilters(data.filters);
  const cleared = clearedHref(location.pathname, data.baseQuery, data.sort, data.defaultSort);

  const chooseSize = (size: GridSize) => {
    setGridSize(size);
    writeGridSizeCookie(size);
  };

  const onLoadMoreClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    loadMore();
  };

  return (
    <div className="catalog-grid">
      <div className="grid-toolbar">
        <FilterPanel
          facets={page.facets}
          filters={data.filters}
          sort={data.sort}
          defaultSort={data.defaultSort}
          baseQuery={data.baseQuery}
          shown={total}
          total={page.sourceTotal}
          hydrated={hydrated}
          formOpen={data.filterFormOpen}
        />
        <SortSelect sort={page.sort} defaultSort={data.defaultSort} filters={data.filters} baseQuery={data.baseQuery} hydrated={hydrated} />
        <GridSizeToggle size={gridSize} onChange={chooseSize} />
      </div>
      <p className="grid-status" role="status">
        {t("catalog.productCount", { count: total })}
        {activeFilters > 0 && total > 0 ? (
          <>
            {" "}
            <ShopLink className="grid-status__clear" to={cleared}>
              {t("catalog.clearFilters")}
            </ShopLink>
          </>
        ) : null}
      </p>

      {total === 0 ? (
        <div className="grid-empty">
          {activeFilters > 0 ? (
            <>
              <p className="grid-empty__title">{t("catalog.noResultsTitle")}</p>
              <p>{t("catalog.noResultsHint")}</p>
              <ShopLink className="button button--secondary" to={cleared}>
                {t("catalog.clearFilters")}
              </ShopLink>
            </>
          ) : (
            <p className="grid-empty__title">{t("catalog.noProducts")}</p>
          )}
        </div>
      ) : (
        <ul className={`product-grid product-grid--${gridSize}`}>
          {items.map((card, index) => {
            const props: ProductCardProps = {
              card,
              currency: data.currency,
              sort: page.sort,
              outletRibbon: data.outletRibbon,
              lowestPriceLabel: data.lowestPriceLabel,
              eager: index < EAGER_IMAGES,
            };
            // On the server, a card's kept HTML (docs/decisions/0033); the browser hydrates it as the card it is.
            const html = fragments?.html(props, shell) ?? null;
            return html === null ? (
              <li key={card.id} className="product-grid__item">
                <ProductCard {...props} />
              </li>
            ) : (
              <li key={card.id} className="product-grid__item" dangerouslySetInnerHTML={{ __html: html }} />
            );
          })}
        </ul>
      )}

      <SentGridCards page={page} />
      <div className="grid-sentinel" ref={sentinelRef} />
      {shown < total ? (
        <div className="grid-more">
          <p className="grid-more__count">{t("catalog.gridShown", { shown, total })}</p>
          <a
            className="button button--secondary grid-more__link"
            href={loadMoreHref(location.pathname, location.search, shown, LOAD_MORE_STEP, total)}
            onClick={onLoadMoreClick}
            aria-disabled={loading || undefined}
          >
            {t("catalog.loadMore")}
          </a>
          <p className="grid-more__state" role="status">
            {loading ? t("catalog.loading") : failed ? t("catalog.loadingFailed") : ""}
          </p>
        </div>
      ) : null}
      {showsBackToTop(total) ? <BackToTop /> : null}
    </div>
  );
}
