import { data, Link } from "react-router";
import type { Route } from "./+types/dev-outbox.ts";
import { requestContext } from "../context.ts";
import { notFoundData } from "../components/shell/error-data.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import devCss from "../styles/dev.css?url";
import type { OutboxEntry, OutboxStatus } from "#core/mail/outbox.ts";
import type { MailTransport } from "#core/mail/mailer.ts";
import { formatDateTime } from "#i18n/format.ts";
import type { MessageKey } from "#i18n/messages.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

/** How many messages the list shows. */
export const OUTBOX_PAGE_SIZE = 50;

const STATUS_KEYS: Record<OutboxStatus, MessageKey> = {
  stored: "dev.statusStored",
  sending: "dev.statusSending",
  sent: "dev.statusSent",
  failed: "dev.statusFailed",
};
const TRANSPORT_KEYS: Record<MailTransport, MessageKey> = { smtp: "dev.transportSmtp", outbox: "dev.transportOutbox" };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: devCss }];

/**
 * /dev/outbox/ lists the newest messages of the mail outbox; /dev/outbox/?id=N shows one. A page for
 * developers: outside production, or with DEV_PAGES=true; otherwise it does not exist (404).
 * The HTML part is shown as escaped source, never rendered: the page's CSP allows no frames of our
 * own, and a mail's HTML is not ours to run.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = new URL(request.url);
  const notFound = () => data(notFoundData(url.pathname), { status: 404 });
  if (!ctx.devPages) throw notFound();

  const title = translate(ctx.lang, "dev.outboxTitle");
  const common = {
    head: pageHead(ctx, { title, paths: routePaths("dev.outbox"), noindex: true }),
    messages: messagesFor(ctx.lang, ["dev"]),
  };
  const idParam = url.searchParams.get("id");
  if (idParam === null) {
    const entries = await ctx.services.outbox.list(OUTBOX_PAGE_SIZE);
    return { ...common, breadcrumbs: [{ label: title }], limit: OUTBOX_PAGE_SIZE, entries, message: null };
  }
  if (!/^[1-9]\d{0,14}$/.test(idParam)) throw notFound();
  const message = await ctx.services.outbox.get(Number(idParam));
  if (!message) throw notFound();
  return {
    ...common,
    breadcrumbs: [
      { label: title, href: pathFor("dev.outbox", ctx.lang) },
      { label: translate(ctx.lang, "dev.messageHeading", { id: message.id }) },
    ],
    limit: OUTBOX_PAGE_SIZE,
    entries: [] as OutboxEntry[],
    message,
  };
}

// Outbox contents change with every mail: never from a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = (args) => routeMeta(args);

function Time({ value }: { value: string }) {
  return <time dateTime={value}>{formatDateTime(value)}</time>;
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const listHref = pathFor("dev.outbox", useLang());
  const { message } = loaderData;

  if (message) {
    return (
      <div className="dev-outbox container">
        <p className="dev-outbox__notice">{t("dev.notice")}</p>
        <p>
          <Link to={listHref}>{t("dev.backToOutbox")}</Link>
        </p>
        <h1>{t("dev.messageHeading", { id: message.id })}</h1>
        <dl className="dev-outbox__fields">
          <dt>{t("dev.columnTime")}</dt>
          <dd>
            <Time value={message.createdAt} />
          </dd>
          <dt>{t("dev.columnTo")}</dt>
          <dd>{message.to}</dd>
          <dt>{t("dev.columnSubject")}</dt>
          <dd>{message.subject}</dd>
          <dt>{t("dev.columnTransport")}</dt>
          <dd>{t(TRANSPORT_KEYS[message.transport])}</dd>
          <dt>{t("dev.columnStatus")}</dt>
          <dd>{t(STATUS_KEYS[message.status])}</dd>
          <dt>{t("dev.fieldSentAt")}</dt>
          <dd>{message.sentAt ? <Time value={message.sentAt} /> : t("dev.none")}</dd>
          <dt>{t("dev.fieldAttempts")}</dt>
          <dd>{message.attempts}</dd>
          <dt>{t("dev.fieldError")}</dt>
          <dd>{message.lastError ?? t("dev.none")}</dd>
          <dt>{t("dev.fieldLanguage")}</dt>
          <dd>{message.lang ?? t("dev.none")}</dd>
          <dt>{t("dev.fieldTag")}</dt>
          <dd>{message.tag ?? t("dev.none")}</dd>
        </dl>
        <h2>{t("dev.textPart")}</h2>
        <pre className="dev-outbox__body" data-part="text">
          {message.text}
        </pre>
        <h2>{t("dev.htmlSource")}</h2>
        {message.html ? (
          <pre className="dev-outbox__body" data-part="html">
            {message.html}
          </pre>
        ) : (
          <p>{t("dev.noHtml")}</p>
        )}
      </div>
    );
  }

  return (
    <div className="dev-outbox container">
      <p className="dev-outbox__notice">{t("dev.notice")}</p>
      <h1>{t("dev.outboxTitle")}</h1>
      <p>{t("dev.outboxIntro", { limit: loaderData.limit })}</p>
      {loaderData.entries.length === 0 ? (
        <p>{t("dev.outboxEmpty")}</p>
      ) : (
        <div className="dev-outbox__scroll">
          <table className="dev-outbox__table">
            <thead>
              <tr>
                <th scope="col">{t("dev.columnTime")}</th>
                <th scope="col">{t("dev.columnTo")}</th>
                <th scope="col">{t("dev.columnSubject")}</th>
                <th scope="col">{t("dev.columnTransport")}</th>
                <th scope="col">{t("dev.columnStatus")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <Time value={entry.createdAt} />
                  </td>
                  <td>{entry.to}</td>
                  <td>
                    <Link to={`${listHref}?id=${entry.id}`}>{entry.subject}</Link>
                  </td>
                  <td>{t(TRANSPORT_KEYS[entry.transport])}</td>
                  <td>{t(STATUS_KEYS[entry.status])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
