import { CatalogGrid } from "#app/components/catalog/CatalogGrid.tsx";
import type { GroupPageData } from "./group-page.server.ts";
import { ReadMoreDescription } from "./ReadMoreDescription.tsx";

/** The product-group page; the breadcrumbs are the shell's, from the loader's data. */
export function GroupPage({ data }: { data: GroupPageData }) {
  return (
    <div className="catalog-page container">
      <header className="catalog-page__header">
        <h1 className="catalog-page__title">{data.group.name}</h1>
        <ReadMoreDescription title={data.group.name} html={data.group.descriptionHtml} excerpt={data.excerpt} />
      </header>
      <CatalogGrid data={data.grid} />
    </div>
  );
}
