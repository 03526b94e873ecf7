import { data, Form, Link, useNavigation } from "react-router";
import { useId } from "react";
import type { Route } from "./+types/staff-return-case.ts";
import { requestContext } from "../context.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { notFoundWith, staffMember } from "../components/shell/page-guards.server.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { staffActions, type CaseAction } from "#core/after-sales/case-status.ts";
import { isDomainError } from "#core/errors.ts";
import { formatPrice } from "#core/money/format-price.ts";
import { formatDate } from "#i18n/format.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { readForm } from "../lib/read-form.ts";
import { CaseRows, CaseTimeline, ComplaintDetails } from "../components/returns/CaseParts.tsx";

/**
 * One return, exchange or complaint for staff (/staff/returns/{number}/): what the shopper sent and said, every
 * step with who took it, the internal note, and the steps the status allows (approval refunds through the
 * payment providers and puts the pieces back on sale unless unticked). Only staff, checked on every request.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const number = params.number.slice(0, 20);
  await staffMember(ctx, pathFor("staff.returns.case", ctx.lang, { number }));
  const found = await ctx.services.returns.staffCase(number);
  if (!found) notFoundWith(ctx, "returns.caseNotFound");
  return {
    found: {
      ...found,
      createdAt: formatDate(found.createdAt),
      rows: found.rows.map((row) => ({ ...row, heldUntil: row.heldUntil ? formatDate(row.heldUntil) : null })),
      events: found.events.map((event, index) => ({ ...event, at: formatDate(event.at), by: found.actors[index] ?? null })),
    },
    actions: staffActions(found.kind === "complaint" ? "complaint" : "return", found.status),
    queuePath: pathFor("staff.returns", ctx.lang),
    messages: messagesFor(ctx.lang, ["returns", "complaints", "orders.viewNumber"]),
    head: pageHead(ctx, { title: translate(ctx.lang, found.kind === "complaint" ? "complaints.caseTitle" : "returns.caseTitle", { number: found.number }), paths: routePaths("staff.returns.case", { number: found.number }), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) => routeMeta(args);

interface StaffCaseActionData {
  notice: string | null;
  error: string | null;
  message: string;
}

const ACTIONS = ["receive", "askMoreInfo", "sendToRepair", "repaired", "approve", "reject"] as const satisfies readonly CaseAction[];

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = await staffMember(ctx);
  const form = await readForm(request);
  const number = params.number.slice(0, 20);
  const text = (name: string, max: number) => (typeof form.get(name) === "string" ? String(form.get(name)).trim().slice(0, max) : "");
  const message = text("message", 2000);
  const step = text("step", 20);
  try {
    if (step === "note") {
      await ctx.services.returns.setInternalNote({ number, note: text("note", 4000) });
      return { notice: translate(ctx.lang, "returns.staff.noteSaved"), error: null, message: "" } satisfies StaffCaseActionData;
    }
    const chosen = ACTIONS.find((candidate) => candidate === step);
    if (!chosen) return data<StaffCaseActionData>({ notice: null, error: translate(ctx.lang, "returns.staff.notAllowed"), message }, { status: 400 });
    if (chosen === "approve") {
      const approval = await ctx.services.returns.approve({ number, staffId: user.id, restock: form.get("restock") === "on", message });
      const euros = (cents: number) => formatPrice(cents, { code: "EUR", rate: 1 }, ctx.lang);
      const parts = [translate(ctx.lang, "returns.staff.refunded", { amount: euros(approval.refundedCents) })];
      if (approval.giftCard) parts.push(translate(ctx.lang, "returns.staff.giftCard", { code: approval.giftCard.code, amount: euros(approval.giftCard.cents) }));
      if (approval.exchangeOrder) parts.push(translate(ctx.lang, "returns.staff.exchangeOrder", { number: approval.exchangeOrder }));
      return { notice: parts.join(" · "), error: null, message: "" } satisfies StaffCaseActionData;
    }
    await ctx.services.returns.act({ number, action: chosen, staffId: user.id, message });
    return {
      notice: translate(ctx.lang, "returns.staff.done", { status: translate(ctx.lang, `returns.step.${chosen}` as MessageKey) }),
      error: null,
      message: "",
    } satisfies StaffCaseActionData;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.code === "NOT_FOUND") notFoundWith(ctx, "returns.caseNotFound");
    const key = error.field === "message" ? "returns.staff.messageRequired" : "returns.staff.notAllowed";
    return data<StaffCaseActionData>({ notice: null, error: translate(ctx.lang, key), message }, { status: error.code === "CONFLICT" ? 409 : 400 });
  }
}

export default function StaffReturnCasePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const navigation = useNavigation();
  const { found, actions, queuePath } = loaderData;
  const euros = (cents: number) => formatPrice(cents, { code: "EUR", rate: 1 }, lang);
  // A question and a rejection need their text; a complaint's approval tells the shopper what the shop does.
  const needsText = actions.some((step) => step === "askMoreInfo" || step === "reject" || (step === "approve" && found.kind === "complaint"));
  return (
    <div className="return-case container">
      <p>
        <Link to={queuePath}>{t("returns.staff.title")}</Link>
      </p>
      <h1>
        {t(`returns.staff.kind.${found.kind}` as MessageKey)} {found.number}
      </h1>
      {actionData?.notice ? (
        <p className="form-notice" role="status">
          {actionData.notice}
        </p>
      ) : null}
      {actionData?.error ? (
        <p className="form-alert" role="alert">
          {actionData.error}
        </p>
      ) : null}
      <dl className="order-details__facts">
        <div>
          <dt>{t("returns.status")}</dt>
          <dd className="return-case__status" data-status={found.status}>
            {t(`returns.status.${found.status}` as MessageKey)}
          </dd>
        </div>
        <div>
          <dt>{t("returns.staff.customer")}</dt>
          <dd>{found.email}</dd>
        </div>
        {found.orderNumber ? (
          <div>
            <dt>{t("orders.viewNumber")}</dt>
            <dd>{found.orderNumber}</dd>
          </div>
        ) : null}
        {found.trackingCode ? (
          <div>
            <dt>{t("returns.trackingCode")}</dt>
            <dd>{found.trackingCode}</dd>
          </div>
        ) : null}
        {found.refundTo ? (
          <div>
            <dt>{t("returns.refundTo")}</dt>
            <dd>{t(found.refundTo === "gift-card" ? "returns.refundGiftCard" : "returns.refundOriginal")}</dd>
          </div>
        ) : null}
        {found.refundedCents > 0 ? (
          <div>
            <dt>{t("returns.staff.refundedTotal")}</dt>
            <dd>{euros(found.refundedCents)}</dd>
          </div>
        ) : null}
      </dl>
      {found.complaint ? (
        <>
          <h2>{t("complaints.detailsTitle")}</h2>
          <ComplaintDetails complaint={found.complaint} />
        </>
      ) : (
        <>
          <h2>{t("returns.rowsTitle")}</h2>
          <CaseRows rows={found.rows} />
        </>
      )}
      {actions.length > 0 ? (
        <Form method="post" className="return-case__answer" noValidate>
          <h2>{t("returns.staff.actions")}</h2>
          {needsText ? (
            <div className="field">
              <label className="field__label" htmlFor={`${id}-message`}>
                {t("returns.staff.message")}
              </label>
              <textarea id={`${id}-message`} className="field__control" name="message" rows={3} maxLength={2000} defaultValue={actionData?.message ?? ""} />
            </div>
          ) : null}
          {actions.includes("approve") && found.kind !== "complaint" ? (
            <label className="choice">
              <input type="checkbox" name="restock" defaultChecked />
              <span>{t("returns.staff.restock")}</span>
            </label>
          ) : null}
          <div className="staff-returns__steps">
            {actions.map((step) => (
              <button
                key={step}
                type="submit"
                name="step"
                value={step}
                className={step === "approve" || step === "receive" ? "button button--primary" : "button button--secondary"}
                disabled={navigation.state === "submitting"}
              >
                {t(`returns.staff.action.${step}` as MessageKey)}
              </button>
            ))}
          </div>
        </Form>
      ) : null}
      <h2>{t("returns.timeline")}</h2>
      <CaseTimeline events={found.events} kind={found.kind} />
      <Form method="post" className="return-case__answer" noValidate>
        <input type="hidden" name="step" value="note" />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-note`}>
            {t("returns.staff.note")}
          </label>
          <textarea id={`${id}-note`} className="field__control" name="note" rows={3} maxLength={4000} defaultValue={found.internalNote} />
        </div>
        <button type="submit" className="button button--secondary" disabled={navigation.state === "submitting"}>
          {t("returns.staff.saveNote")}
        </button>
      </Form>
    </div>
  );
}
