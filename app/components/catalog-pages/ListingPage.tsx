import { CatalogGrid } from "#app/components/catalog/CatalogGrid.tsx";
import type { ListingPageData } from "./listing-page.server.ts";

/** /newest/ and /catalog/: a heading, one line about the page, and the grid. */
export function ListingPage({ data }: { data: ListingPageData }) {
  return (
    <div className="catalog-page container">
      <header className="catalog-page__header">
        <h1 className="catalog-page__title">{data.title}</h1>
        <p className="catalog-page__intro">{data.intro}</p>
      </header>
      <CatalogGrid data={data.grid} />
    </div>
  );
}
