import { lazy, Suspense, useEffect, useState } from "react";
import { Form, useMatches } from "react-router";
import { HeartIcon, MenuIcon, SearchIcon } from "#app/components/icons/Icons.tsx";
import { pathFor } from "#i18n/routes.ts";
import { AccountLink } from "./AccountLink.tsx";
import { CartLink } from "./CartLink.tsx";
import { LocaleControl } from "./LocaleControl.tsx";
import { Logo } from "./Logo.tsx";
import { useLang, useShellData, useT } from "./ShellContext.tsx";
import { ShopLink, ShopNavLink } from "#app/components/ShopLink.tsx";

/**
 * The text a search results page searched for, so the header's field shows it: from the page's own
 * data, as the server rendered it (also after a reload). Empty on every other page.
 */
function useSearchedText(): string {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  // Route ids are `{page id}#{n}` (app/routes.ts).
  if (!leaf || leaf.id.split("#")[0] !== "search") return "";
  const query = (leaf.loaderData as { query?: unknown } | undefined)?.query;
  return typeof query === "string" ? query : "";
}

// Not in any page's first JavaScript: loaded when the search field first gets the focus.
const SearchSuggestions = lazy(() => import("./SearchSuggestions.tsx"));

/**
 * The site header: logo, search, delivery country and currency, account,
 * wishlist and cart. Wide screens get the top product groups as a menu row; narrow screens a menu
 * button that leads to the /menu/ page. Error screens keep it: when the shell's own data could not be
 * loaded, what needs the database (the delivery country, the product groups, the settings' search
 * placeholder) is left out and the rest still works. `minimal` is the rental booking's header: the logo only.
 */
export function Header({ minimal = false }: { minimal?: boolean }) {
  const t = useT();
  const lang = useLang();
  const shell = useShellData();
  const searched = useSearchedText();
  const [suggesting, setSuggesting] = useState(false);
  useEffect(() => {
    if (document.activeElement?.id === "site-search-input") setSuggesting(true);
  }, []);

  if (minimal) {
    return (
      <header className="site-header site-header--minimal">
        <div className="site-header__bar container">
          <Logo />
        </div>
      </header>
    );
  }

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <ShopLink className="header-action header-action--menu" to={pathFor("menu", lang)}>
          <span className="header-action__icon">
            <MenuIcon />
          </span>
          <span className="header-action__label">{t("shell.menu")}</span>
        </ShopLink>
        <Logo />
        <div className="site-header__tools">
          <Form
            className="site-search"
            role="search"
            aria-label={t("shell.searchLabel")}
            method="get"
            action={pathFor("search", lang)}
          >
            <label className="visually-hidden" htmlFor="site-search-input">
              {t("shell.searchLabel")}
            </label>
            <input
              // A new search (or leaving the results) gives a fresh field with that page's text.
              key={searched}
              id="site-search-input"
              className="site-search__input"
              // A text field, not type=search: HTML allows the combobox role on the one, not the other.
              type="text"
              inputMode="search"
              name="text"
              defaultValue={searched}
              placeholder={shell?.searchPlaceholder ?? t("shell.searchPlaceholder")}
              autoComplete="off"
              enterKeyHint="search"
              // A combobox from the start: the suggestions' list (loaded on first focus) pops up under it.
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={false}
              // Focused or typed into before the page's scripts ran: the first key after them loads the suggestions too.
              onFocus={() => setSuggesting(true)}
              onInput={() => setSuggesting(true)}
            />
            <button className="site-search__button" type="submit" aria-label={t("shell.searchButton")}>
              <SearchIcon size={22} />
            </button>
            {suggesting ? (
              <Suspense fallback={null}>
                {/* A new field (another results page) gets a list of its own. */}
                <SearchSuggestions key={searched} inputId="site-search-input" searchPath={pathFor("search", lang)} />
              </Suspense>
            ) : null}
          </Form>
          <LocaleControl className="header-action site-header__locale" />
        </div>
        <ul className="header-actions">
          <li>
            <AccountLink />
          </li>
          <li>
            <ShopLink className="header-action" to={pathFor("wishlist", lang)}>
              <span className="header-action__icon">
                <HeartIcon />
              </span>
              <span className="header-action__label">{t("shell.wishlist")}</span>
            </ShopLink>
          </li>
          <li>
            <CartLink />
          </li>
        </ul>
      </div>
      {shell && shell.menuGroups.length > 0 ? (
        <nav className="group-nav" aria-label={t("shell.mainNavigation")}>
          <ul className="group-nav__list container">
            {shell.menuGroups.map((group) => (
              <li key={group.id}>
                <ShopNavLink className="group-nav__link" to={group.href}>
                  {group.name}
                </ShopNavLink>
              </li>
            ))}
            <li>
              <ShopNavLink className="group-nav__link" to={pathFor("manufacturers", lang)}>
                {t("menu.brands")}
              </ShopNavLink>
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
