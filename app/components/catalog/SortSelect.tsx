import { useEffect, useId, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import type { ListingFilters, SortValue } from "#core/catalog/listing/types.ts";
import { SORT_OPTIONS } from "#core/catalog/listing/sort.ts";
import { useT } from "#app/components/shell/ShellContext.tsx";
import { APPLY_PARAM, gridSearch, hiddenFields } from "./grid-query.ts";
import { FILTER_NAVIGATION } from "./filter-writer.ts";

export interface SortSelectProps {
  /** The sort that applies now (the default resolved). */
  sort: SortValue;
  /** What applies without a `sort` parameter: the group's sorting, else "default". */
  defaultSort: SortValue;
  filters: ListingFilters;
  /** The page's own parameters (GridData.baseQuery). */
  baseQuery: string;
  hydrated: boolean;
}

/**
 * The sort select. Before JavaScript it is a small GET form with the
 * current filters as hidden fields and an apply button; the server then writes the canonical URL.
 * With JavaScript a choice navigates at once, leaving out `sort` when it is the default.
 */
export function SortSelect({ sort, defaultSort, filters, baseQuery, hydrated }: SortSelectProps) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  // Shows the choice at once; the loader's answer confirms it (or a failed navigation puts it back).
  const [chosen, setChosen] = useState(sort);
  useEffect(() => setChosen(sort), [sort]);

  const go = (value: SortValue) => {
    setChosen(value);
    const search = gridSearch(baseQuery, filters, value, defaultSort);
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : "" }, FILTER_NAVIGATION);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get("sort");
    const option = SORT_OPTIONS.find((candidate) => candidate.value === value);
    if (option) go(option.value);
  };

  return (
    <form method="get" className="sort-select" onSubmit={onSubmit}>
      {hiddenFields(baseQuery, filters).map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={APPLY_PARAM} value="1" />
      <label className="sort-select__label" htmlFor={id}>
        {t("catalog.sortLabel")}
      </label>
      <select
        id={id}
        name="sort"
        className="field__control sort-select__control"
        value={chosen}
        onChange={(event) => {
          const option = SORT_OPTIONS.find((candidate) => candidate.value === event.target.value);
          if (option) go(option.value);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.labelKey)}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="button button--secondary button--small">
          {t("catalog.apply")}
        </button>
      )}
    </form>
  );
}
