import { Link } from "react-router";
import { useT } from "../shell/ShellContext.tsx";

/** A back-office list's pages: the previous and next page's links around "Page N of M"; nothing for one page. */
export function AdminPaging({ page, pages, previous, next }: { page: number; pages: number; previous: string | null; next: string | null }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="admin-paging" aria-label={t("admin.paging")}>
      {previous ? <Link to={previous}>{t("admin.previous")}</Link> : null}
      <span>{t("admin.pageOf", { page, pages })}</span>
      {next ? <Link to={next}>{t("admin.next")}</Link> : null}
    </nav>
  );
}
