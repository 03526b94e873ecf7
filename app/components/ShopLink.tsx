import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { isClientNavigationClick, isCurrentPath, isInternalPath } from "#app/lib/link-click.ts";

type Navigate = (to: string) => void;

const NavigateContext = createContext<Navigate | null>(null);

/**
 * Gives every ShopLink below it one navigate function. React Router's Link resolves its path
 * against the matched routes on every render; the shell's links are absolute paths, and the header,
 * footer and front page render dozens of them per request, so they share this one instead
 * (docs/decisions/0009-shop-links.md).
 */
export function NavigateProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // A link to the very page shown replaces the history entry instead of adding one, as Link does.
  const go: Navigate = (to) => {
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    void navigate(to, { replace: to === here });
  };
  return <NavigateContext.Provider value={go}>{children}</NavigateContext.Provider>;
}

/**
 * The shared navigate for code that moves on after an event (a button's answer), without React Router's
 * hooks: parts the server renders on their own, outside the router (a grid card, app/components/catalog/card-fragments.server.tsx),
 * must not need the router. Outside NavigateProvider it loads the page.
 */
export function useShopNavigate(): Navigate {
  return useContext(NavigateContext) ?? loadPage;
}

function loadPage(to: string): void {
  window.location.assign(to);
}

export interface ShopLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** An absolute path of this site ("/x/?q#h") or another site's address. */
  to: string;
  /**
   * Mark the link for React Router's route discovery (default). Links whose page another link beside
   * them already marks (a card's colour swatches) leave it out.
   */
  discover?: boolean;
}

/**
 * A link that moves within the shop without a page load once JavaScript runs, and is a plain link
 * before (and for new tabs, downloads, other sites). `data-discover` lets React Router fetch the
 * route manifest of the links in view, as its own Link does.
 */
export function ShopLink({ to, onClick, children, discover = true, ...anchor }: ShopLinkProps) {
  const navigate = useContext(NavigateContext);
  if (!isInternalPath(to)) {
    return (
      <a href={to} onClick={onClick} {...anchor}>
        {children}
      </a>
    );
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate) return;
    const target = event.currentTarget;
    if (!isClientNavigationClick(event, { target: target.getAttribute("target"), download: target.hasAttribute("download") })) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} data-discover={discover ? "true" : undefined} onClick={handleClick} {...anchor}>
      {children}
    </a>
  );
}

/** A ShopLink marked `aria-current="page"` on its own page and, unless `end`, the pages below it. */
export function ShopNavLink({ end, ...props }: ShopLinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  return <ShopLink aria-current={isCurrentPath(props.to, pathname, end) ? "page" : undefined} {...props} />;
}
