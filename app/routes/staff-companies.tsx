import { rowIdOf } from "#core/text/row-id.ts";
import { data, Form } from "react-router";
import type { Route } from "./+types/staff-companies.ts";
import { requestContext } from "../context.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import { formatDate } from "#i18n/format.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { readForm } from "../lib/read-form.ts";
import { FormNotice } from "../components/accounts/FormMessages.tsx";
import { staffMember } from "../components/shell/page-guards.server.ts";

/**
 * The staff's verification of company accounts (a company's registration counts only once staff have
 * verified its details): oldest first, each verified or rejected with one button; a verified applicant
 * is an organisation user from their next request. Only staff: a guest logs in, a customer gets 403,
 * and the service checks again.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = await staffMember(ctx, pathFor("staff.companies", ctx.lang));
  return {
    pending: await ctx.services.companyAccounts.pending(user),
    messages: messagesFor(ctx.lang, ["company"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "company.staffTitle"), paths: routePaths("staff.companies"), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

type DecisionData = { ok: boolean; verified: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const user = await staffMember(ctx);
  const form = await readForm(request);
  const id = String(form.get("customer") ?? "");
  const verified = form.get("decision") === "verify";
  const companyId = rowIdOf(id);
  const done = companyId !== null && (await ctx.services.companyAccounts.decide(user, companyId, verified));
  return data<DecisionData>({ ok: done, verified }, { status: done ? 200 : 404 });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function StaffCompaniesPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { pending } = loaderData;
  return (
    <div className="history container">
      <h1>{t("company.staffTitle")}</h1>
      {actionData?.ok ? <FormNotice>{actionData.verified ? t("company.verifiedNotice") : t("company.rejectedNotice")}</FormNotice> : null}
      {pending.length === 0 ? (
        <p>{t("company.noneWaiting")}</p>
      ) : (
        <ul className="history__list">
          {pending.map((company) => (
            <li key={company.customerId} className="history__details moderation-item">
              <h2 className="login-page__heading">{company.companyName}</h2>
              <p className="history__meta">
                <span>{formatDate(company.appliedAt)}</span>
                <span>{company.vatNumber}</span>
                <span>{`${t("company.applicant")}: ${company.name ? `${company.name}, ` : ""}${company.email}`}</span>
              </p>
              <Form method="post" className="login-form__actions login-form__actions--split">
                <input type="hidden" name="customer" value={company.customerId} />
                <button className="button button--secondary" type="submit" name="decision" value="reject">
                  {t("company.reject")}
                </button>
                <button className="button button--primary" type="submit" name="decision" value="verify">
                  {t("company.verify")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
