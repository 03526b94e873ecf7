import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { swatchClass } from "#core/catalog/palette.ts";
import { withClass } from "#app/lib/class-names.ts";
import { useLocation, useSearchParams } from "react-router";
import type { FacetSection, FacetValue, ListingFilters, SortValue } from "#core/catalog/listing/types.ts";
import type { MessageKey } from "#i18n/messages.ts";
import { Modal } from "#app/components/Modal.tsx";
import { ShopLink } from "#app/components/ShopLink.tsx";
import { useT } from "#app/components/shell/ShellContext.tsx";
import { createFilterWriter, FILTER_NAVIGATION, type FilterChangeKind } from "./filter-writer.ts";
import { selectedRange, selectedValues, setRange, setText, toggleValue, emptyFilters } from "./filter-state.ts";
import { APPLY_PARAM, clearedHref, filterFormHref, gridSearch, rangeFieldNames } from "./grid-query.ts";
import { clampToSpan, parseRangeInput } from "./range-input.ts";

const FILTER_FORM_ID = "filter-form";

/** Headings of the fixed sections; a property section brings its own name. */
const SECTION_HEADINGS: Partial<Record<string, MessageKey>> = {
  size: "catalog.filterSize",
  price: "catalog.filterPrice",
  manufacturer: "catalog.filterBrand",
  store: "catalog.filterStore",
  text: "catalog.filterText",
  color: "catalog.filterColor",
  group: "catalog.filterGroup",
};

export interface FilterPanelProps {
  facets: readonly FacetSection[];
  /** The filters of the page's URL. */
  filters: ListingFilters;
  /** The URL's sort (null: the default), kept by every filter change. */
  sort: SortValue | null;
  defaultSort: SortValue;
  /** The page's own parameters (GridData.baseQuery), kept by every change. */
  baseQuery: string;
  /**
   * The button's [shown / total]: the products the filters leave, of all the page's
   * products before filtering.
   */
  shown: number;
  total: number;
  hydrated: boolean;
  /** Before JavaScript: the URL asks for the filter form (grid-query.ts FILTER_FORM_PARAM). */
  formOpen: boolean;
}

/**
 * The filter button and its right-side modal. Before
 * JavaScript the button is a link to the page with the filter form open (`filters=open`), a plain GET
 * form with the same sections that the server turns into the canonical URL. With JavaScript the
 * sections live in the shared modal and every change is written to the URL (replace, debounced), so
 * the loader re-renders the grid and the counts while the modal stays open.
 */
export function FilterPanel(props: FilterPanelProps) {
  const t = useT();
  const label = t("catalog.filterWithCount", { shown: props.shown, total: props.total });
  return props.hydrated ? <LiveFilters {...props} label={label} /> : <FormFilters {...props} label={label} />;
}

function FormFilters({ facets, filters, sort, defaultSort, baseQuery, label, formOpen }: FilterPanelProps & { label: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <>
      <ShopLink
        className="button button--secondary filter-button"
        to={filterFormHref(pathname, search, !formOpen)}
        aria-expanded={formOpen}
        aria-controls={formOpen ? FILTER_FORM_ID : undefined}
      >
        <FilterIcon />
        {label}
      </ShopLink>
      {formOpen ? (
        <form method="get" className="filter-form" id={FILTER_FORM_ID}>
          {[...new URLSearchParams(baseQuery)].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {sort !== null && sort !== defaultSort ? <input type="hidden" name="sort" value={sort} /> : null}
          <input type="hidden" name={APPLY_PARAM} value="1" />
          <FilterSections facets={facets} filters={filters} baseQuery={baseQuery} />
          <div className="filter-form__actions">
            <button type="submit" className="button button--secondary">
              {t("catalog.showProducts")}
            </button>
            <ShopLink className="filter-form__clear" to={clearedHref(pathname, baseQuery, sort, defaultSort)}>
              {t("catalog.clearFilters")}
            </ShopLink>
          </div>
        </form>
      ) : null}
    </>
  );
}

function LiveFilters({ facets, filters, sort, defaultSort, baseQuery, shown, label }: FilterPanelProps & { label: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const [searchParams, setSearchParams] = useSearchParams();

  // The writer outlives renders; it reads the newest navigation function and URL through refs.
  const latest = useRef({ setSearchParams, current: searchParams.toString() });
  latest.current = { setSearchParams, current: searchParams.toString() };
  const writer = useMemo(
    () =>
      createFilterWriter({
        write: (query) => latest.current.setSearchParams(new URLSearchParams(query), FILTER_NAVIGATION),
        current: () => latest.current.current,
      }),
    [],
  );
  useEffect(() => () => writer.cancel(), [writer]);

  // The loader's answer is the truth once no change of the shopper's is still waiting to be written.
  useEffect(() => {
    if (!writer.pending()) setDraft(filters);
  }, [filters, writer]);

  const change = (next: ListingFilters, kind: FilterChangeKind) => {
    setDraft(next);
    writer.schedule(gridSearch(baseQuery, next, sort, defaultSort), kind);
  };
  const close = () => {
    writer.flush();
    setOpen(false);
  };

  return (
    <>
      <button type="button" className="button button--secondary filter-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <FilterIcon />
        {label}
      </button>
      <Modal
        open={open}
        onClose={close}
        placement="right"
        title={t("catalog.filtersTitle")}
        closeLabel={t("shell.close")}
        className="filter-modal"
        footer={
          <>
            <button type="button" className="button button--quiet" onClick={() => change(emptyFilters(), "clear")}>
              {t("catalog.clearFilters")}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {t("catalog.showResults", { count: shown })}
            </button>
          </>
        }
      >
        <p className="visually-hidden" role="status">
          {t("catalog.productCount", { count: shown })}
        </p>
        <FilterSections facets={facets} filters={draft} baseQuery={baseQuery} onChange={change} />
      </Modal>
    </>
  );
}

interface SectionsProps {
  facets: readonly FacetSection[];
  filters: ListingFilters;
  baseQuery: string;
  /** Live mode: controlled fields reporting each change. Without it the fields are a plain form's. */
  onChange?: (next: ListingFilters, kind: FilterChangeKind) => void;
}

function FilterSections({ facets, filters, baseQuery, onChange }: SectionsProps) {
  const t = useT();
  // A parameter the page itself owns (the search page's text) is not a filter of its grid.
  const own = new URLSearchParams(baseQuery);
  return (
    <div className="filter-sections">
      {facets.filter((section) => !own.has(section.param)).map((section) => {
        const headingKey = SECTION_HEADINGS[section.key];
        const heading = headingKey ? t(headingKey) : section.label;
        if (section.kind === "text") return <TextSection key={section.key} section={section} heading={heading} filters={filters} onChange={onChange} />;
        if (section.kind === "range") return <RangeSection key={section.key} section={section} heading={heading} filters={filters} onChange={onChange} />;
        return <CheckboxSection key={section.key} section={section} heading={heading} filters={filters} onChange={onChange} />;
      })}
    </div>
  );
}

interface SectionProps {
  section: FacetSection;
  heading: string;
  filters: ListingFilters;
  onChange?: SectionsProps["onChange"];
}

function Fieldset({ heading, children, className }: { heading: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={className ? `filter-section ${className}` : "filter-section"}>
      <legend className="filter-section__title">{heading}</legend>
      {children}
    </fieldset>
  );
}

function CheckboxSection({ section, heading, filters, onChange }: SectionProps) {
  const chosen = new Set(selectedValues(filters, section));
  const colour = section.key === "color";
  return (
    <Fieldset heading={heading} className={colour ? "filter-section--colors" : undefined}>
      <ul className={colour ? "filter-options filter-options--colors" : "filter-options"}>
        {section.values.map((value) => (
          <li key={value.value}>
            <CheckboxOption
              name={section.param}
              value={value}
              colour={colour}
              checked={onChange ? chosen.has(value.value) : undefined}
              defaultChecked={onChange ? undefined : value.selected}
              onToggle={onChange ? (on) => onChange(toggleValue(filters, section, value.value, on), "checkbox") : undefined}
            />
          </li>
        ))}
      </ul>
    </Fieldset>
  );
}

function CheckboxOption(props: {
  name: string;
  value: FacetValue;
  colour: boolean;
  checked?: boolean;
  defaultChecked?: boolean;
  onToggle?: (on: boolean) => void;
}) {
  const { name, value, colour, checked, defaultChecked, onToggle } = props;
  return (
    <label className={value.count === 0 && !value.selected ? "filter-option filter-option--empty" : "filter-option"}>
      <input
        type="checkbox"
        name={name}
        value={value.value}
        checked={checked}
        defaultChecked={defaultChecked}
        onChange={onToggle ? (event) => onToggle(event.target.checked) : undefined}
      />
      {colour && value.hex ? <span className={withClass("filter-option__chip", swatchClass(value.hex))} aria-hidden="true" /> : null}
      <span className="filter-option__label">{value.label}</span>
      <span className="filter-option__count">({value.count})</span>
    </label>
  );
}

function TextSection({ section, heading, filters, onChange }: SectionProps) {
  const id = useId();
  const current = filters.text ?? section.text ?? "";
  return (
    <div className="filter-section">
      <label className="filter-section__title" htmlFor={id}>
        {heading}
      </label>
      <input
        id={id}
        // Not type="search": there Escape would clear the text (and the filter) instead of closing the modal.
        type="text"
        enterKeyHint="search"
        name={section.param}
        className="field__control"
        autoComplete="off"
        maxLength={200}
        {...(onChange
          ? { value: filters.text ?? "", onChange: (event) => onChange(setText(filters, event.target.value), "text") }
          : { defaultValue: current })}
      />
    </div>
  );
}

function RangeSection({ section, heading, filters, onChange }: SectionProps) {
  const t = useT();
  const id = useId();
  const span = section.range;
  const chosen = selectedRange(filters, section);
  const names = rangeFieldNames(section.param);
  const [minText, setMinText] = useState(chosen ? String(chosen.min) : "");
  const [maxText, setMaxText] = useState(chosen ? String(chosen.max) : "");
  const editing = useRef(false);

  // A new answer from the loader (another filter changed, or the range was cleared) shows its range,
  // unless the shopper is still typing in one of the fields.
  const chosenMin = chosen ? String(chosen.min) : "";
  const chosenMax = chosen ? String(chosen.max) : "";
  useEffect(() => {
    if (editing.current) return;
    setMinText(chosenMin);
    setMaxText(chosenMax);
  }, [chosenMin, chosenMax]);

  if (!span) return null;
  const unit = span.unit ? ` (${span.unit})` : "";

  const write = (minValue: string, maxValue: string) => {
    if (!onChange) return;
    const min = parseRangeInput(minValue);
    const max = parseRangeInput(maxValue);
    if (min === undefined || max === undefined) return;
    onChange(setRange(filters, section, clampToSpan(min, span), clampToSpan(max, span)), "range");
  };
  // Clamped into the span when the shopper leaves the field.
  const clampField = (text: string, set: (value: string) => void) => {
    const value = parseRangeInput(text);
    if (value === undefined) set("");
    else if (value !== null) set(String(clampToSpan(value, span)));
  };

  const field = (which: "min" | "max") => {
    const text = which === "min" ? minText : maxText;
    const set = which === "min" ? setMinText : setMaxText;
    const common = {
      id: `${id}-${which}`,
      name: names[which],
      type: "text",
      inputMode: "numeric" as const,
      autoComplete: "off",
      className: "field__control filter-range__input",
      placeholder: String(which === "min" ? span.min : span.max),
    };
    return (
      <div className="filter-range__field">
        <label htmlFor={common.id}>
          {t(which === "min" ? "catalog.priceFrom" : "catalog.priceTo")}
          {unit}
        </label>
        {onChange ? (
          <input
            {...common}
            value={text}
            onChange={(event) => {
              const next = event.target.value;
              set(next);
              if (which === "min") write(next, maxText);
              else write(minText, next);
            }}
            onFocus={() => {
              editing.current = true;
            }}
            onBlur={() => {
              editing.current = false;
              clampField(text, set);
            }}
          />
        ) : (
          <input {...common} defaultValue={chosen ? String(which === "min" ? chosen.min : chosen.max) : ""} />
        )}
      </div>
    );
  };

  return (
    <Fieldset heading={heading}>
      <div className="filter-range">
        {field("min")}
        <span className="filter-range__dash" aria-hidden="true">
          –
        </span>
        {field("max")}
      </div>
    </Fieldset>
  );
}

function FilterIcon() {
  return (
    <svg className="icon" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}
