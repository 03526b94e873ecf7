import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { LoadingBar } from "#app/components/LoadingBar.tsx";
import { Toasts } from "#app/components/Toasts.tsx";
import type { Lang } from "#i18n/languages.ts";
import { Breadcrumbs, type Crumb } from "./Breadcrumbs.tsx";
import { BuildUpdateNotice } from "./BuildUpdateNotice.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import type { LayoutName } from "./shell-types.ts";
import { useShellData, useT } from "./ShellContext.tsx";
import { reconcileWithCustomer, startCartSync } from "#app/lib/cart-sync.ts";
import { takeCarriedCart } from "#app/lib/storefront-handoff.ts";

export interface ShellLayoutProps {
  layout: LayoutName;
  children: ReactNode;
  breadcrumbs?: readonly Crumb[];
  /** This page in the other storefronts (for the footer's language links). */
  alternates?: Partial<Record<Lang, string>>;
  /** An error screen: the loading bar ends in its error colour. */
  failed?: boolean;
}

/**
 * The shop's four layouts. default: full header with search and menus, breadcrumbs and
 * footer. error: the same header and footer without breadcrumbs, so a shopper who met a missing page
 * or a failure can search, use the menu or reach the cart from there; when the shell's own data could
 * not be loaded, the header and footer leave out what needs it. rentle: the rental booking page, with
 * the logo and a slim footer so the booking has the width. admin: the back office, which draws its own frame.
 */
// Set in the browser once a navigation has started; the server never navigates, so it stays false there.
let navigatedOnce = false;

/** Whether this page came from a navigation in the browser rather than from the first document load. */
function useHasNavigated(): boolean {
  const navigation = useNavigation();
  if (navigation.state !== "idle") navigatedOnce = true;
  return navigatedOnce;
}

export function ShellLayout({ layout, children, breadcrumbs = [], alternates = {}, failed = false }: ShellLayoutProps) {
  const t = useT();
  const navigated = useHasNavigated();
  // A marker for browser tests and scripts: clicks before hydration would be lost.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // The cart follows a signed-in customer to their other devices (app/lib/cart-sync.ts); signing in is a
  // navigation without a page load, so each navigation looks again.
  useEffect(() => startCartSync(), []);
  const { key: locationKey } = useLocation();
  useEffect(() => {
    // A cart carried from another storefront first: it is the cart compared with the customer's.
    void takeCarriedCart().finally(() => reconcileWithCustomer());
  }, [locationKey]);
  const shell = useShellData();
  const rentle = layout === "rentle";
  if (layout === "admin") {
    // The back office draws its own frame (app/components/admin/AdminFrame.tsx, in its own chunks): none of the
    // storefront's header, menus or footer.
    return (
      <>
        <a className="skip-link" href="#main">
          {t("shell.skipToContent")}
        </a>
        <LoadingBar error={failed && navigated} />
        {children}
      </>
    );
  }
  return (
    <>
      <a className="skip-link" href="#main">
        {t("shell.skipToContent")}
      </a>
      {/* An error page loaded as a document needs no red flash; a navigation that failed does. */}
      <LoadingBar error={failed && navigated} />
      <Header minimal={rentle} />
      {layout === "default" ? <Breadcrumbs items={breadcrumbs} /> : null}
      <main id="main" tabIndex={-1} className={`site-main site-main--${layout}`}>
        {children}
      </main>
      {rentle ? <SlimFooter /> : <Footer alternates={alternates} />}
      <Toasts
        regionLabel={t("shell.notifications")}
        dismissLabel={t("shell.closeNotification")}
        kindLabels={{
          info: t("shell.toastInfo"),
          success: t("shell.toastSuccess"),
          warning: t("shell.toastWarning"),
          error: t("shell.toastError"),
        }}
      />
      {shell ? <BuildUpdateNotice buildVersion={shell.buildVersion} /> : null}
    </>
  );
}

function SlimFooter() {
  const t = useT();
  return (
    <footer className="site-footer site-footer--slim">
      <div className="container site-footer__bottom-inner">
        <p className="site-footer__tagline">
          {t("pages.footerCopyright", { year: String(new Date().getFullYear()), brand: t("shell.brandName") })}
        </p>
      </div>
    </footer>
  );
}
