import { Link } from "react-router";
import type { Route } from "./+types/history.ts";
import { requestContext } from "../context.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { formatPrice } from "#core/money/format-price.ts";
import type { HistoryEntry, StoreReceiptStatus } from "#core/orders/history.ts";
import { STATUS_LABEL } from "#core/orders/order-view.ts";
import { formatDate } from "#i18n/format.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { signedInOrLogin } from "../components/shell/page-guards.server.ts";
import { BuyAgainButton } from "../components/orders/BuyAgainButton.tsx";

/**
 * Order history (route /history): the signed-in customer's web orders and store
 * receipts, newest first, each opening to its rows. A guest is sent to log in and comes back here.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = await signedInOrLogin(ctx, pathFor("history", ctx.lang));
  const entries = await ctx.services.orderHistory.history({ id: user.id, email: user.email }, ctx.lang);
  return {
    entries: entries.map((entry) => ({ ...entry, date: formatDate(entry.date) })),
    messages: messagesFor(ctx.lang, ["history", "orders", "returns.title", "complaints.fromHistory"]),
    paths: {
      returns: pathFor("returns", ctx.lang),
      complaint: pathFor("reclamation", ctx.lang),
      receipt: pathFor("view-order", ctx.lang),
      cart: pathFor("checkout", ctx.lang),
    },
    head: pageHead(ctx, { title: translate(ctx.lang, "history.title"), paths: routePaths("history"), noindex: true }),
  };
}

// One person's purchases: never kept by a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const RECEIPT_STATUS: Record<StoreReceiptStatus, MessageKey> = {
  paid: "history.receiptPaid",
  "partly-returned": "history.receiptPartlyReturned",
  returned: "history.receiptReturned",
};

/** An entry as the loader sends it, its date formatted (each kind kept apart). */
type WithDate<E> = E extends unknown ? Omit<E, "date"> & { date: string } : never;
type Entry = WithDate<HistoryEntry>;

/** Web orders that have left the warehouse may be returned or exchanged (the return page checks the rest). */
const RETURNABLE = new Set(["shipped", "delivered"]);

type Paths = { returns: string; complaint: string; receipt: string; cart: string };

function HistoryItem({ entry, paths }: { entry: Entry; paths: Paths }) {
  const t = useT();
  const lang = useLang();
  const money = (cents: number) => formatPrice(cents, { code: "EUR", rate: 1 }, lang);
  const statusKey = entry.kind === "web" ? STATUS_LABEL[entry.status] : RECEIPT_STATUS[entry.status];
  return (
    <li className="history__item" data-kind={entry.kind}>
      <details className="history__details">
        <summary className="history__summary">
          <span className="history__title">{entry.kind === "web" ? t("history.webOrder", { number: entry.number }) : t("history.storeReceipt", { number: entry.number })}</span>
          <span className="history__meta">
            <span>{entry.date}</span>
            <span>{entry.kind === "web" ? t("history.webStore") : entry.store}</span>
            <span className="history__status" data-status={entry.status}>
              {statusKey ? t(statusKey) : entry.status}
            </span>
            <span className="history__total">{money(entry.totalCents)}</span>
          </span>
        </summary>
        <dl className="order-details__facts">
          <div>
            <dt>{t("history.purchaseDate")}</dt>
            <dd>{entry.date}</dd>
          </div>
          <div>
            <dt>{t("history.placeOfPurchase")}</dt>
            <dd>{entry.kind === "web" ? t("history.webStore") : entry.store}</dd>
          </div>
          {entry.kind === "web" && entry.deliveryMethod ? (
            <div>
              <dt>{t("orders.deliveryMethod")}</dt>
              <dd>{entry.deliveryMethod}</dd>
            </div>
          ) : null}
          {entry.kind === "web" && entry.paymentMethod ? (
            <div>
              <dt>{t("orders.paymentMethod")}</dt>
              <dd>{entry.paymentMethod}</dd>
            </div>
          ) : null}
          {entry.kind === "web" && entry.specialRequest ? (
            <div>
              <dt>{t("orders.specialRequest")}</dt>
              <dd>{entry.specialRequest}</dd>
            </div>
          ) : null}
          {entry.kind === "store" && entry.note ? (
            <div>
              <dt>{t("history.note")}</dt>
              <dd>{entry.note}</dd>
            </div>
          ) : null}
        </dl>
        <table className="history__rows">
          <caption className="visually-hidden">{t("history.rowsTitle")}</caption>
          <tbody>
            {entry.rows.map((row, index) => (
              <tr key={index}>
                <td className="history__amount">{row.amount} ×</td>
                <td>
                  <span className="history__product">
                    {row.image ? <img src={row.image} alt="" width={48} height={48} loading="lazy" /> : null}
                    <span>
                      {row.path ? <Link to={row.path}>{row.name}</Link> : row.name}
                      {row.variantName ? <span className="order-details__line">{row.variantName}</span> : null}
                    </span>
                  </span>
                  {row.returnedAmount > 0 ? <span className="order-details__line history__returned">{t("history.returned", { count: row.returnedAmount })}</span> : null}
                  {row.isProduct && (entry.kind === "store" || RETURNABLE.has(entry.status)) ? (
                    <Link
                      className="order-details__line history__complain"
                      to={`${paths.complaint}?${entry.kind === "web" ? "order" : "receipt"}=${encodeURIComponent(entry.number)}&row=${row.position}`}
                    >
                      {t("complaints.fromHistory")}
                      <span className="visually-hidden">: {row.name}</span>
                    </Link>
                  ) : null}
                </td>
                <td className="history__price">{money(row.totalCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t("history.total")}
              </th>
              <td className="history__price">{money(entry.totalCents)}</td>
            </tr>
          </tfoot>
        </table>
        {entry.kind === "web" ? (
          <p className="history__actions">
            <Link className="button button--secondary" to={`${paths.receipt}?order=${encodeURIComponent(entry.number)}&token=${entry.accessToken}`}>
              {t("history.receipt")}
            </Link>
            {RETURNABLE.has(entry.status) ? (
              <Link className="button button--secondary" to={`${paths.returns}?order=${encodeURIComponent(entry.number)}`}>
                {t("returns.title")}
              </Link>
            ) : null}
            <BuyAgainButton
              rows={entry.rows.flatMap((row) => (row.variantId !== null && row.path ? [{ variantId: row.variantId, amount: row.amount, name: row.name }] : []))}
              cartPath={paths.cart}
              label={t("history.buyAgain")}
            />
          </p>
        ) : null}
      </details>
    </li>
  );
}

export default function HistoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { entries } = loaderData;
  return (
    <div className="history container">
      <h1>{t("history.title")}</h1>
      <p className="login-page__intro">{t("history.intro")}</p>
      {entries.length === 0 ? (
        <p className="form-notice">{t("history.empty")}</p>
      ) : (
        <ul className="history__list">
          {entries.map((entry) => (
            <HistoryItem key={`${entry.kind}-${entry.number}`} entry={entry} paths={loaderData.paths} />
          ))}
        </ul>
      )}
    </div>
  );
}
