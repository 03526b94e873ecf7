import { CatalogGrid } from "#app/components/catalog/CatalogGrid.tsx";
import { useT } from "#app/components/shell/ShellContext.tsx";
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
      />
      {data.grid ? (
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
