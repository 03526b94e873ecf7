/**
 * Suggestions under the header's search field as the shopper types: product groups, brands and products with
 * their pictures and prices (GET /api/search/suggestions/). Loaded on the field's first focus, so no page
 * carries it in its first JavaScript; before that, and without JavaScript, the field is a plain search form.
 *
 * The field is an ARIA combobox whose list pops up below it: from two letters, 150 ms after the last
 * key; arrows move through the suggestions (the field keeps the focus and names the active one), Enter opens
 * the active suggestion or, with none active, searches as before; Escape closes the list; a polite status
 * line says how many suggestions there are.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { formatPrice } from "#core/money/format-price.ts";
import type { Suggestions } from "#core/catalog/search/suggestions.ts";
import { apiClient } from "#app/lib/api-client.ts";
import { ShopLink, useShopNavigate } from "#app/components/ShopLink.tsx";
import { useLang, useT } from "./ShellContext.tsx";

/** Fewer letters suggest nothing (the API's rule). */
const MIN_LETTERS = 2;
const DEBOUNCE_MS = 150;
const LIST_ID = "site-search-suggestions";

interface Option {
  id: string;
  href: string;
}

export default function SearchSuggestions({ inputId, searchPath }: { inputId: string; searchPath: string }) {
  const t = useT();
  const lang = useLang();
  const navigate = useShopNavigate();
  const [answer, setAnswer] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const state = useRef({ answer, open, active, options: [] as Option[] });

  const options: Option[] = [];
  const optionId = (kind: string, index: number) => `${LIST_ID}-${kind}-${index}`;
  if (answer) {
    answer.groups.forEach((group, index) => options.push({ id: optionId("group", index), href: group.path }));
    answer.brands.forEach((brand, index) => options.push({ id: optionId("brand", index), href: brand.path }));
    answer.products.forEach((product, index) => options.push({ id: optionId("product", index), href: product.path }));
    options.push({ id: optionId("all", 0), href: `${searchPath}?${new URLSearchParams({ text: answer.text }).toString()}` });
  }
  state.current = { answer, open, active, options };
  const shown = open && answer !== null && options.length > 1;

  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (!input) return;
    // The header renders the field as a collapsed combobox; its list exists from now on.
    input.setAttribute("aria-controls", LIST_ID);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;

    const ask = () => {
      const text = input.value.trim();
      controller?.abort();
      if (text.replace(/[\s-]/gu, "").length < MIN_LETTERS) {
        setAnswer(null);
        setActive(-1);
        return;
      }
      const current = new AbortController();
      controller = current;
      apiClient
        .get<Suggestions>("/api/search/suggestions/", { query: { text }, signal: current.signal, retries: 0, timeoutMs: 5_000 })
        .then((found) => {
          if (current.signal.aborted) return;
          setAnswer(found);
          setActive(-1);
          setOpen(document.activeElement === input);
        })
        // No suggestions is no failure: the search form still works.
        .catch(() => undefined);
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(ask, DEBOUNCE_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { options: list, active: at, open: isOpen, answer: found } = state.current;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (!found || list.length <= 1) return;
        event.preventDefault();
        setOpen(true);
        // Down from the last suggestion, or up from the first, is back in the field (-1).
        const step = event.key === "ArrowDown" ? 1 : -1;
        const last = list.length - 1;
        const next = at + step;
        setActive(!isOpen ? (step > 0 ? 0 : last) : next > last ? -1 : next < -1 ? last : next);
      } else if (event.key === "Enter" && isOpen && at >= 0 && at < list.length) {
        event.preventDefault();
        setOpen(false);
        navigate(list[at]!.href);
      } else if (event.key === "Escape" && isOpen) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    const onFocus = () => {
      if (state.current.answer) setOpen(true);
    };
    // A click on a suggestion lands before the list closes.
    const onBlur = () => setTimeout(() => setOpen(false), 150);
    input.addEventListener("input", onInput);
    input.addEventListener("keydown", onKeyDown);
    input.addEventListener("focus", onFocus);
    input.addEventListener("blur", onBlur);
    // Typed before this module arrived.
    if (input.value.trim() !== "") ask();
    return () => {
      clearTimeout(timer);
      controller?.abort();
      input.removeEventListener("input", onInput);
      input.removeEventListener("keydown", onKeyDown);
      input.removeEventListener("focus", onFocus);
      input.removeEventListener("blur", onBlur);
    };
  }, [inputId, navigate]);

  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!input) return;
    input.setAttribute("aria-expanded", String(shown));
    const id = shown && active >= 0 ? options[active]?.id : undefined;
    if (id) input.setAttribute("aria-activedescendant", id);
    else input.removeAttribute("aria-activedescendant");
  });

  const count = options.length - 1;
  const option = (id: string, href: string, children: ReactNode, className = "") => {
    const selected = options[active]?.id === id;
    return (
      <ShopLink
        key={id}
        id={id}
        to={href}
        role="option"
        aria-selected={selected}
        tabIndex={-1}
        className={`search-suggestions__option ${className}${selected ? " search-suggestions__option--active" : ""}`}
        // The field keeps the focus: the list stays open until the click lands.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setOpen(false)}
      >
        {children}
      </ShopLink>
    );
  };
  const section = (kind: string, title: string, items: ReactNode[]) =>
    items.length === 0 ? null : (
      <ul role="group" aria-labelledby={`${LIST_ID}-${kind}-title`} className={`search-suggestions__section search-suggestions__section--${kind}`}>
        <li role="presentation" className="search-suggestions__title" id={`${LIST_ID}-${kind}-title`}>
          {title}
        </li>
        {items.map((item, index) => (
          <li role="presentation" key={index}>
            {item}
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {answer && open ? t("shell.suggestionCount", { count }) : ""}
      </p>
      <div id={LIST_ID} role="listbox" aria-label={t("shell.suggestions")} className="search-suggestions" hidden={!shown}>
        {answer && shown ? (
          <>
            {section(
              "group",
              t("shell.suggestedGroups"),
              answer.groups.map((group, index) => option(optionId("group", index), group.path, group.name)),
            )}
            {section(
              "brand",
              t("shell.suggestedBrands"),
              answer.brands.map((brand, index) => option(optionId("brand", index), brand.path, brand.name)),
            )}
            {section(
              "product",
              t("shell.suggestedProducts"),
              answer.products.map((product, index) =>
                option(
                  optionId("product", index),
                  product.path,
                  <>
                    {product.image ? (
                      <img className="search-suggestions__image" src={product.image} alt="" width={48} height={48} loading="lazy" />
                    ) : (
                      <span className="search-suggestions__image" />
                    )}
                    <span className="search-suggestions__name">
                      <span className="search-suggestions__brand">{product.manufacturer}</span> {product.name}
                    </span>
                    <span className="search-suggestions__price">
                      {product.fromPrefix
                        ? t("catalog.fromPrice", { price: formatPrice(product.price.active, answer.currency, lang) })
                        : formatPrice(product.price.active, answer.currency, lang)}
                    </span>
                  </>,
                  "search-suggestions__option--product",
                ),
              ),
            )}
            {option(options[count]!.id, options[count]!.href, t("shell.showAllResults", { text: answer.text }), "search-suggestions__option--all")}
          </>
        ) : null}
      </div>
    </>
  );
}
