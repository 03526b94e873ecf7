import { CardList } from "#app/components/campaigns/CardList.tsx";
import { CatalogGrid } from "#app/components/catalog/CatalogGrid.tsx";
import { ShopLink } from "#app/components/ShopLink.tsx";
import { useShellData, useT } from "#app/components/shell/ShellContext.tsx";
import type { SearchPageData } from "./search-page.server.ts";
import { SearchForm, SearchSummary } from "./SearchSummary.tsx";

/** The search page: without a text a search form, with one the results' heading, notices and grid. */
export function SearchPage({ data }: { data: SearchPageData }) {
  const t = useT();
  if (data.query === null) {
    return (
      <div className="catalog-page search-page container">
        <h1 className="catalog-page__title">{t("catalogPages.searchTitle")}</h1>
        <SearchForm searchPath={data.searchPath} />
      </div>
    );
  }
  const page = data.grid?.page ?? null;
  return (
    <div className="catalog-page search-page container">
      <SearchSummary
        query={data.query}
        searchPath={data.searchPath}
        approximate={page?.approximate ?? false}
        relatedSearches={page?.relatedSearches ?? []}
        correctedText={page?.correctedText ?? null}
      />
      {data.grid && data.grid.page.sourceTotal === 0 ? (
        <NoResults data={data} />
      ) : data.grid ? (
        <CatalogGrid data={data.grid} />
      ) : (
        <>
          <p className="search-summary__error" role="alert">
            {t("errors.searchFailed")}
          </p>
          <SearchForm searchPath={data.searchPath} query={data.query} />
        </>
      )}
    </div>
  );
}

/**
 * A search that found nothing is no dead end: what to try, the product groups to browse, and the products
 * shoppers buy most; the search form to try again.
 */
function NoResults({ data }: { data: SearchPageData }) {
  const t = useT();
  const shell = useShellData();
  const grid = data.grid!;
  const groups = shell?.menuGroups ?? [];
  return (
    <section className="search-empty" aria-labelledby="search-empty-title">
      <h2 id="search-empty-title" className="search-empty__title">
        {t("catalogPages.noSearchResults", { query: data.query ?? "" })}
      </h2>
      <p>{t("catalogPages.noSearchResultsHint")}</p>
      <SearchForm searchPath={data.searchPath} query={data.query} />
      {groups.length > 0 ? (
        <nav className="search-empty__groups" aria-labelledby="search-empty-groups">
          <h2 id="search-empty-groups" className="search-empty__heading">
            {t("catalogPages.browseGroups")}
          </h2>
          <ul className="search-empty__group-list">
            {groups.map((group) => (
              <li key={group.id}>
                <ShopLink className="search-empty__group" to={group.href}>
                  {group.name}
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data.popular.length > 0 ? (
        <section aria-labelledby="search-empty-popular">
          <h2 id="search-empty-popular" className="search-empty__heading">
            {t("catalogPages.popularProducts")}
          </h2>
          <CardList cards={data.popular} currency={grid.currency} lowestPriceLabel={grid.lowestPriceLabel} />
        </section>
      ) : null}
    </section>
  );
}
