import { useT } from "./ShellContext.tsx";
import { ShopLink } from "#app/components/ShopLink.tsx";

export interface Crumb {
  label: string;
  /** Left out for the current page, which is the last crumb. */
  href?: string;
}

/** The breadcrumb bar: the front page, the way down, and the current page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useT();
  if (items.length === 0) return null;
  const trail: Crumb[] = [{ label: t("shell.frontPage"), href: "/" }, ...items];
  return (
    <nav className="breadcrumbs container" aria-label={t("shell.breadcrumb")}>
      <ol className="breadcrumbs__list">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className="breadcrumbs__item">
              {crumb.href && !last ? (
                <ShopLink to={crumb.href}>{crumb.label}</ShopLink>
              ) : (
                <span aria-current={last ? "page" : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
