import { data, Form, redirect, useNavigation } from "react-router";
import { useEffect, useId, useRef } from "react";
import type { Route } from "./+types/return-case.ts";
import { requestContext, type RequestContext } from "../context.ts";
import { PrintButton } from "../components/returns/PrintButton.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { notFoundWith } from "../components/shell/page-guards.server.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import { isDomainError } from "#core/errors.ts";
import { formatDate } from "#i18n/format.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import { readForm } from "../lib/read-form.ts";
import { CaseRows, CaseTimeline, ComplaintDetails } from "../components/returns/CaseParts.tsx";
import { caseRoute, casePath } from "../components/returns/case-path.ts";
import { readPictures } from "../components/returns/complaints.server.ts";
import { pictureMessage } from "../components/returns/picture-message.ts";
import { MAX_CASE_PICTURES } from "#core/after-sales/case-pictures.ts";

/**
 * A case's own page: a return's or an exchange's (/returns/{number}/?t=token) or a complaint's
 * (/reclamation/{number}/?t=token). Its status, what it holds (the rows, or what the complaint form said),
 * its history with the pictures sent, how to send a return's parcel (printable), and, when the shop asked a
 * question, the answer form, which takes pictures too. The link's token or the signed-in owner opens it;
 * anybody else gets 404.
 */
async function caseOf(ctx: RequestContext, number: string, token: string | null) {
  const user = await ctx.user();
  const found = await ctx.services.returns.caseFor({ number, token: token ?? undefined, customerId: user?.id });
  if (!found) notFoundWith(ctx, caseRoute(number) === "reclamation.case" ? "complaints.caseNotFound" : "returns.caseNotFound");
  return found;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const query = new URL(request.url).searchParams;
  const token = query.get("t");
  const found = await caseOf(ctx, params.number.slice(0, 20), token);
  return {
    found: {
      ...found,
      createdAt: formatDate(found.createdAt),
      rows: found.rows.map((row) => ({ ...row, heldUntil: row.heldUntil ? formatDate(row.heldUntil) : null })),
      events: found.events.map((event) => ({ ...event, at: formatDate(event.at) })),
    },
    token: token ?? "",
    isNew: query.get("new") === "1",
    messages: messagesFor(ctx.lang, SHOPPER_MESSAGES),
    head: pageHead(ctx, {
      title: translate(ctx.lang, caseTitleKey(found.kind), { number: found.number }),
      paths: routePaths(caseRoute(found.number), { number: found.number }),
      noindex: true,
    }),
  };
}

/** What the shopper's page says (the staff's words stay on the staff's pages). */
const SHOPPER_MESSAGES = [
  ...["status", "step", "reason", "caseTitle", "exchangeTitle", "started", "returnCode", "rowsTitle", "rejectedBecause", "answer", "sendAnswer"].map((key) => `returns.${key}`),
  ...["instructions", "print", "timeline", "wanted", "heldUntil"].map((key) => `returns.${key}`),
  ...["caseTitle", "started", "nextSteps", "detailsTitle", "picture", "answerPictures", "stepStart", "yes", "no", "channel", "complaint", "targetByPost"].map((key) => `complaints.${key}`),
  ...["customerName", "phone", "address", "salesChannel", "store", "orderNumber", "receipt", "timeOfPurchase", "price", "manufacturer", "model", "color", "size", "noSize", "used", "targetStore"].map(
    (key) => `complaints.${key}`,
  ),
  "orders.viewNumber",
];

function caseTitleKey(kind: "return" | "exchange" | "complaint"): MessageKey {
  return kind === "exchange" ? "returns.exchangeTitle" : kind === "complaint" ? "complaints.caseTitle" : "returns.caseTitle";
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const form = await readForm(request);
  const token = typeof form.get("t") === "string" ? String(form.get("t")).slice(0, 80) : "";
  const message = typeof form.get("message") === "string" ? String(form.get("message")).trim().slice(0, 2000) : "";
  const pictures = await readPictures(form);
  const number = params.number.slice(0, 20);
  if (message === "") return data({ error: translate(ctx.lang, "returns.answerRequired"), message }, { status: 400 });
  const user = await ctx.user();
  try {
    const problem = await ctx.services.returns.answer({ number, token: token || undefined, customerId: user?.id, message, pictures });
    if (problem) return data({ error: pictureMessage((key, values) => translate(ctx.lang, key, values), problem), message }, { status: 400 });
  } catch (error) {
    if (isDomainError(error) && error.code === "NOT_FOUND") notFoundWith(ctx, caseRoute(number) === "reclamation.case" ? "complaints.caseNotFound" : "returns.caseNotFound");
    // The shop took the case on meanwhile: the page, loaded again, shows where it stands.
    if (isDomainError(error) && error.code === "CONFLICT") return data({ error: translate(ctx.lang, "returns.staff.notAllowed"), message }, { status: 409 });
    throw error;
  }
  throw redirect(`${casePath(ctx.lang, number)}${token ? `?t=${encodeURIComponent(token)}` : ""}`, 303);
}

export default function ReturnCasePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const { found, token, isNew } = loaderData;
  const statusKey = `returns.status.${found.status}` as MessageKey;
  const complaint = found.complaint;
  // A sent answer's files are gone from the field (the page shows them in the history); a refused one keeps them.
  const filesRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!actionData && filesRef.current) filesRef.current.value = "";
  }, [actionData, found.events.length]);
  return (
    <div className="return-case container">
      <h1>{t(caseTitleKey(found.kind), { number: found.number })}</h1>
      {isNew ? (
        <p className="form-notice" role="status">
          {t(complaint ? "complaints.started" : "returns.started", { number: found.number })}
        </p>
      ) : null}
      <dl className="order-details__facts">
        <div>
          <dt>{t("returns.status")}</dt>
          <dd className="return-case__status" data-status={found.status}>
            {t(statusKey)}
          </dd>
        </div>
        {complaint ? null : (
          <div>
            <dt>{t("returns.returnCode")}</dt>
            <dd className="return-case__code">{found.number}</dd>
          </div>
        )}
        {found.orderNumber ? (
          <div>
            <dt>{t("orders.viewNumber")}</dt>
            <dd>{found.orderNumber}</dd>
          </div>
        ) : null}
      </dl>
      {found.status === "rejected-return" && found.rejectionReason ? <p className="form-alert">{t("returns.rejectedBecause", { reason: found.rejectionReason })}</p> : null}
      {complaint ? (
        <>
          <h2>{t("complaints.detailsTitle")}</h2>
          <ComplaintDetails complaint={complaint} />
        </>
      ) : (
        <>
          <h2>{t("returns.rowsTitle")}</h2>
          <CaseRows rows={found.rows} />
        </>
      )}
      {found.status === "more_info-return" ? (
        <Form method="post" encType="multipart/form-data" className="return-case__answer" noValidate>
          <h2>{t("returns.answerTitle")}</h2>
          {actionData?.error ? (
            <p className="form-alert" role="alert">
              {actionData.error}
            </p>
          ) : null}
          <input type="hidden" name="t" value={token} />
          <div className="field">
            <label className="field__label" htmlFor={`${id}-answer`}>
              {t("returns.answer")}
            </label>
            <textarea id={`${id}-answer`} className="field__control" name="message" rows={4} maxLength={2000} defaultValue={actionData?.message ?? ""} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-pictures`}>
              {t("complaints.answerPictures")}
            </label>
            <input
              ref={filesRef}
              id={`${id}-pictures`}
              className="field__control"
              name="pictures"
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={`${id}-pictures-hint`}
            />
            <p className="field__hint" id={`${id}-pictures-hint`}>
              {t("complaints.picturesHint", { max: MAX_CASE_PICTURES })}
            </p>
          </div>
          <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
            {t("returns.sendAnswer")}
          </button>
        </Form>
      ) : null}
      {found.status === "new-return" && !complaint ? (
        <section className="return-case__instructions" aria-labelledby={`${id}-how`}>
          <h2 id={`${id}-how`}>{t("returns.instructionsTitle")}</h2>
          <p>{t("returns.instructions", { code: found.number })}</p>
          <PrintButton label={t("returns.print")} />
        </section>
      ) : null}
      {found.status === "new-return" && complaint ? (
        <p>{complaint.byPost ? t("complaints.nextStepsPost") : t("complaints.nextSteps", { store: complaint.targetStoreName })}</p>
      ) : null}
      <h2>{t("returns.timeline")}</h2>
      <CaseTimeline events={found.events} kind={found.kind} />
    </div>
  );
}
