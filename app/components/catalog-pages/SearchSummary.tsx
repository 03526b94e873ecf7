import { Form } from "react-router";
import { ShopLink } from "#app/components/ShopLink.tsx";
import { useT } from "#app/components/shell/ShellContext.tsx";

/**
 * The search page's heading and what it says about the search: 'Search results for
 * "{query}"', the notice when only typo-tolerant matching found anything with "Did you mean" and the
 * corrected text as a link, and the related searches as links. The query is the shopper's own text and is only ever rendered as text.
 */
export function SearchSummary(props: {
  query: string;
  searchPath: string;
  approximate: boolean;
  relatedSearches: readonly string[];
  /** The text with its typos corrected, when that found the products: offered as "Did you mean". */
  correctedText?: string | null;
}) {
  const t = useT();
  return (
    <header className="catalog-page__header search-summary">
      <h1 className="catalog-page__title search-summary__title">{t("catalogPages.searchResultsFor", { query: props.query })}</h1>
      {props.approximate ? (
        <p className="search-summary__notice">{t("errors.queryNotUnderstood", { query: props.query })}</p>
      ) : null}
      {props.correctedText ? (
        <p className="search-summary__corrected">
          {t("catalogPages.didYouMean")}{" "}
          <ShopLink className="search-summary__corrected-link" to={`${props.searchPath}?${new URLSearchParams({ text: props.correctedText }).toString()}`}>
            {props.correctedText}
          </ShopLink>
        </p>
      ) : null}
      {props.relatedSearches.length > 0 ? (
        <nav className="related-searches" aria-labelledby="related-searches-title">
          <h2 id="related-searches-title" className="related-searches__title">
            {t("catalogPages.relatedSearches")}
          </h2>
          <ul className="related-searches__list">
            {props.relatedSearches.map((related) => (
              <li key={related}>
                <ShopLink className="related-searches__link" to={`${props.searchPath}?${new URLSearchParams({ text: related }).toString()}`}>
                  {related}
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}

/** The search form of the search page without a query: a visible label, the field and its button. */
export function SearchForm({ searchPath, query }: { searchPath: string; query?: string | null }) {
  const t = useT();
  return (
    <Form className="search-form" role="search" aria-labelledby="search-page-label" method="get" action={searchPath}>
      <label className="field__label" id="search-page-label" htmlFor="search-page-input">
        {t("catalogPages.searchLabel")}
      </label>
      <p className="field__hint" id="search-page-hint">
        {t("catalogPages.searchHint")}
      </p>
      <div className="search-form__row">
        <input
          id="search-page-input"
          className="field__control search-form__input"
          type="search"
          name="text"
          defaultValue={query ?? ""}
          maxLength={200}
          aria-describedby="search-page-hint"
          enterKeyHint="search"
        />
        <button type="submit" className="button button--primary">
          {t("catalogPages.searchButton")}
        </button>
      </div>
    </Form>
  );
}
