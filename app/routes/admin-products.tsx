import { Form, Link } from "react-router";
import { useId } from "react";
import type { Route } from "./+types/admin-products.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { AdminPaging } from "../components/admin/AdminPaging.tsx";
import { adminNav, staffPage } from "../components/admin/admin-page.server.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import adminCss from "../styles/admin.css?url";
import { MODEL_SORTS, type ModelSort } from "#core/admin/model-query.ts";
import { VISIBILITIES, type Visibility } from "#core/admin/model-form.ts";
import { VISIBILITY_KEYS } from "../components/admin/ModelEditor.tsx";
import { formatDateTime } from "#i18n/format.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

const SORT_KEYS: Record<ModelSort, MessageKey> = {
  name: "admin.sortName",
  "-name": "admin.sortNameDesc",
  id: "admin.sortId",
  "-id": "admin.sortIdDesc",
  updated: "admin.sortUpdated",
  "-updated": "admin.sortUpdatedDesc",
};

const positive = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/**
 * The staff's list of product models (/admin/products/): found by name words (any language, the brand's
 * name included), SKU, EAN or id, filtered by brand, group and visibility, sorted (recently edited first unless
 * chosen) and paged on the server.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = new URL(request.url);
  const actor = await staffPage(ctx, `${url.pathname}${url.search}`);
  const query = url.searchParams;
  const sort = (MODEL_SORTS as readonly string[]).includes(query.get("sort") ?? "") ? (query.get("sort") as ModelSort) : "-updated";
  const visibility = (VISIBILITIES as readonly string[]).includes(query.get("visibility") ?? "") ? (query.get("visibility") as Visibility) : null;
  const filter = {
    text: (query.get("q") ?? "").slice(0, 200),
    brandId: positive(query.get("brand")),
    groupId: positive(query.get("group")),
    visibility,
    sort,
    page: Math.min(positive(query.get("page")) ?? 1, 10_000),
    lang: ctx.lang,
  };
  const [found, choices] = await Promise.all([ctx.services.backOffice.findModels(actor, filter), ctx.services.backOffice.choices(actor, ctx.lang)]);
  const pages = Math.max(1, Math.ceil(found.total / found.pageSize));
  const pageLink = (page: number) => {
    const next = new URLSearchParams(query);
    if (page === 1) next.delete("page");
    else next.set("page", String(page));
    const search = next.toString();
    return `${url.pathname}${search ? `?${search}` : ""}`;
  };
  return {
    nav: adminNav(ctx, actor),
    filter: { ...filter, brandId: filter.brandId ?? "", groupId: filter.groupId ?? "", visibility: filter.visibility ?? "" },
    brands: choices.brands,
    groups: choices.groups,
    total: found.total,
    page: filter.page,
    pages,
    previous: filter.page > 1 ? pageLink(filter.page - 1) : null,
    next: filter.page < pages ? pageLink(filter.page + 1) : null,
    newModel: pathFor("admin.products.new", ctx.lang),
    rows: found.rows.map((row) => ({ ...row, updatedAt: formatDateTime(row.updatedAt), path: pathFor("admin.product", ctx.lang, { id: String(row.id) }) })),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "admin.productsTitle"), paths: routePaths("admin.products"), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const { filter, rows } = loaderData;
  return (
    <AdminFrame nav={loaderData.nav}>
      <div className="admin-heading">
        <h1>{t("admin.productsTitle")}</h1>
        <Link className="button button--secondary" to={loaderData.newModel}>
          {t("admin.newModel")}
        </Link>
      </div>
      <Form method="get" className="admin-filter" role="search">
        <div className="field admin-filter__text">
          <label className="field__label" htmlFor={`${id}-q`}>
            {t("admin.search")}
          </label>
          <input id={`${id}-q`} className="field__control" type="search" name="q" defaultValue={filter.text} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-brand`}>
            {t("admin.brand")}
          </label>
          <select id={`${id}-brand`} className="field__control" name="brand" defaultValue={String(filter.brandId)}>
            <option value="">{t("admin.any")}</option>
            {loaderData.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-group`}>
            {t("admin.group")}
          </label>
          <select id={`${id}-group`} className="field__control" name="group" defaultValue={String(filter.groupId)}>
            <option value="">{t("admin.any")}</option>
            {loaderData.groups.map((group) => (
              <option key={group.id} value={group.id}>
                {`${"\u2003".repeat(group.depth)}${group.name}`}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-visibility`}>
            {t("admin.visibility")}
          </label>
          <select id={`${id}-visibility`} className="field__control" name="visibility" defaultValue={filter.visibility}>
            <option value="">{t("admin.any")}</option>
            {VISIBILITIES.map((visibility) => (
              <option key={visibility} value={visibility}>
                {t(VISIBILITY_KEYS[visibility])}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-sort`}>
            {t("admin.sort")}
          </label>
          <select id={`${id}-sort`} className="field__control" name="sort" defaultValue={filter.sort}>
            {MODEL_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_KEYS[sort])}
              </option>
            ))}
          </select>
        </div>
        <button className="button button--primary" type="submit">
          {t("admin.find")}
        </button>
      </Form>
      <p role="status">{t("admin.modelCount", { count: loaderData.total })}</p>
      {rows.length === 0 ? (
        <p>{t("admin.noModels")}</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t("admin.productsTitle")}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col" className="admin-optional">{t("admin.colId")}</th>
                <th scope="col">{t("admin.colName")}</th>
                <th scope="col">{t("admin.brand")}</th>
                <th scope="col" className="admin-optional">{t("admin.group")}</th>
                <th scope="col" className="admin-optional">{t("admin.colVariants")}</th>
                <th scope="col">{t("admin.visibility")}</th>
                <th scope="col" className="admin-optional">{t("admin.colUpdated")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="admin-optional">{row.id}</td>
                  <th scope="row">
                    <Link to={row.path}>{row.name}</Link>
                  </th>
                  <td>{row.brand}</td>
                  <td className="admin-optional">{row.group}</td>
                  <td className="admin-optional">{row.variants}</td>
                  <td>{t(VISIBILITY_KEYS[row.visibility])}</td>
                  <td className="admin-optional">{row.updatedAt}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPaging page={loaderData.page} pages={loaderData.pages} previous={loaderData.previous} next={loaderData.next} />
    </AdminFrame>
  );
}
