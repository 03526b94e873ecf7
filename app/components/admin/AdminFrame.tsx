import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { useT } from "../shell/ShellContext.tsx";

export interface AdminNav {
  dashboard: string;
  products: string;
  groups: string;
  brands: string;
  import: string;
  pages: string;
  banners: string;
  keywords: string;
  searches: string;
  searchWords: string;
  /** Admins only. */
  stores: string | null;
  settings: string | null;
  audit: string | null;
  tokens: string | null;
  shop: string;
  email: string;
}

/**
 * The back office's frame: its name, its sections, who is signed in and the way back to the shop, then the
 * page. Every back-office page draws it (the route's handle picks the shell's admin layout, which has no
 * storefront header or footer).
 */
export function AdminFrame({ nav, children }: { nav: AdminNav; children: ReactNode }) {
  const t = useT();
  const links = [
    { to: nav.products, label: t("admin.navProducts") },
    { to: nav.groups, label: t("admin.navGroups") },
    { to: nav.brands, label: t("admin.navBrands") },
    { to: nav.import, label: t("admin.navImport") },
    { to: nav.pages, label: t("admin.navPages") },
    { to: nav.banners, label: t("admin.navBanners") },
    { to: nav.keywords, label: t("admin.navKeywords") },
    { to: nav.searches, label: t("admin.navSearches") },
    { to: nav.searchWords, label: t("admin.navSearchWords") },
    ...(nav.stores ? [{ to: nav.stores, label: t("admin.navStores") }] : []),
    ...(nav.settings ? [{ to: nav.settings, label: t("admin.navSettings") }] : []),
    ...(nav.audit ? [{ to: nav.audit, label: t("admin.navAudit") }] : []),
    ...(nav.tokens ? [{ to: nav.tokens, label: t("admin.navTokens") }] : []),
  ];
  return (
    <div className="admin">
      <header className="admin__header">
        <Link className="admin__title" to={nav.dashboard}>
          {t("shell.brandName")} · {t("admin.title")}
        </Link>
        <nav className="admin__nav" aria-label={t("admin.mainNav")}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="admin__who">
          <span>{t("admin.signedInAs", { email: nav.email })}</span>
          <Link to={nav.shop}>{t("admin.navShop")}</Link>
        </p>
      </header>
      <main id="main" tabIndex={-1} className="admin__main">
        {children}
      </main>
    </div>
  );
}
