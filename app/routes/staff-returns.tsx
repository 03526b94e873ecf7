import { Form, Link } from "react-router";
import { useId } from "react";
import type { Route } from "./+types/staff-returns.ts";
import { requestContext } from "../context.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { staffMember } from "../components/shell/page-guards.server.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import { CASE_STATUSES, isCaseStatus } from "#core/after-sales/case-status.ts";
import { formatDate } from "#i18n/format.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

const KINDS = ["return", "exchange", "complaint"] as const;

/**
 * The staff's queue of returns, exchanges and complaints (/staff/returns/): the open ones oldest first, or those
 * of one status, of one type, handled at one store (a complaint's target store; returns go to the web store)
 * and at least some days old. Only staff: a guest logs in first, anybody else gets 403. Staff of every store
 * see every case.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  await staffMember(ctx, pathFor("staff.returns", ctx.lang));
  const query = new URL(request.url).searchParams;
  const status = query.get("status") ?? "";
  const kind = (KINDS as readonly string[]).includes(query.get("kind") ?? "") ? (query.get("kind") as (typeof KINDS)[number]) : null;
  const days = Number.parseInt(query.get("days") ?? "0", 10);
  const stores = await ctx.services.catalog.stores(ctx.lang);
  const store = stores.find((candidate) => String(candidate.id) === query.get("store"));
  const filter = {
    statuses: isCaseStatus(status) ? [status] : [],
    kind,
    olderThanDays: Number.isFinite(days) && days > 0 ? Math.min(days, 3650) : 0,
    storeId: store?.id ?? null,
    lang: ctx.lang,
  };
  const cases = await ctx.services.returns.queue(filter);
  return {
    filter: { status: isCaseStatus(status) ? status : "", kind: kind ?? "", days: filter.olderThanDays, store: store ? String(store.id) : "" },
    stores: stores.map((entry) => ({ id: entry.id, name: entry.name })),
    cases: cases.map((entry) => ({ ...entry, createdAt: formatDate(entry.createdAt), path: pathFor("staff.returns.case", ctx.lang, { number: entry.number }) })),
    messages: messagesFor(ctx.lang, ["returns", "complaints.staff"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "returns.staff.title"), paths: routePaths("staff.returns"), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function StaffReturnsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const { filter, cases } = loaderData;
  return (
    <div className="returns container">
      <h1>{t("returns.staff.title")}</h1>
      <Form method="get" className="staff-returns__filter">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-status`}>
            {t("returns.status")}
          </label>
          <select id={`${id}-status`} className="field__control" name="status" defaultValue={filter.status}>
            <option value="">{t("returns.staff.allOpen")}</option>
            {CASE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`returns.status.${status}` as MessageKey)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-kind`}>
            {t("returns.staff.kind")}
          </label>
          <select id={`${id}-kind`} className="field__control" name="kind" defaultValue={filter.kind}>
            <option value="">{t("returns.staff.allKinds")}</option>
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`returns.staff.kind.${kind}` as MessageKey)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-store`}>
            {t("complaints.staff.store")}
          </label>
          <select id={`${id}-store`} className="field__control" name="store" defaultValue={filter.store}>
            <option value="">{t("complaints.staff.allStores")}</option>
            {loaderData.stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-days`}>
            {t("returns.staff.olderThan")}
          </label>
          <input id={`${id}-days`} className="field__control field__control--short" name="days" type="number" min={0} max={3650} defaultValue={filter.days || ""} />
        </div>
        <button type="submit" className="button button--secondary">
          {t("returns.staff.show")}
        </button>
      </Form>
      {cases.length === 0 ? (
        <p className="form-notice">{t("returns.staff.none")}</p>
      ) : (
        <ul className="returns__rows staff-returns__list">
          {cases.map((entry) => (
            <li key={entry.number} className="returns__row">
              <p className="returns__product">
                <Link className="returns__name" to={entry.path}>
                  {t(`returns.staff.kind.${entry.kind}` as MessageKey)} {entry.number}
                </Link>
                <span className="returns__variant" data-status={entry.status}>
                  {t(`returns.status.${entry.status}` as MessageKey)}
                </span>
                {entry.orderNumber ? <span className="returns__variant">{entry.orderNumber}</span> : null}
                <span className="returns__variant">{entry.storeName}</span>
                {entry.kind === "complaint" ? null : <span className="returns__variant">{t("returns.staff.pieces", { count: entry.pieces })}</span>}
                <span className="returns__variant">{t("returns.staff.sent", { date: entry.createdAt })}</span>
                <span className="returns__variant">{entry.email}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
