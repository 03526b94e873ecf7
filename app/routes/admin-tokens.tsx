import { data, Form } from "react-router";
import type { Route } from "./+types/admin-tokens.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { adminNav, adminPage, formFailure } from "../components/admin/admin-page.server.ts";
import type { AdminFormState } from "../components/admin/form-state.ts";
import { useAdminForm } from "../components/admin/use-admin-form.tsx";
import { FormAlert, FormNotice } from "../components/accounts/FormMessages.tsx";
import { FormField } from "../components/accounts/AccountField.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { readForm } from "../lib/read-form.ts";
import adminCss from "../styles/admin.css?url";
import { formFields } from "#core/admin/model-form.ts";
import { TOKEN_SCOPES, type TokenScope } from "#core/admin/roles.ts";
import { formatDateTime } from "#i18n/format.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

const SCOPE_KEYS: Record<TokenScope, MessageKey> = { "stock:write": "admin.scopeStock", "prices:write": "admin.scopePrices" };

/**
 * Integration tokens (/admin/tokens/): the ERP's and the tills' keys to the integration API, each with its
 * scopes. A new token's secret is shown once, on the answer to its creation, and only its hash is kept; a
 * revoked token stops working at once. Admins only.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const actor = await adminPage(ctx, "admin.tokens");
  const tokens = await ctx.services.backOffice.tokens(actor);
  return {
    nav: adminNav(ctx, actor),
    tokens: tokens.map((token) => ({
      id: token.id,
      name: token.name,
      scopes: token.scopes,
      created: `${formatDateTime(token.createdAt)}${token.createdBy ? `, ${token.createdBy}` : ""}`,
      lastUsed: token.lastUsedAt ? formatDateTime(token.lastUsedAt) : null,
      revoked: token.revokedAt ? formatDateTime(token.revokedAt) : null,
    })),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "admin.tokensTitle"), paths: routePaths("admin.tokens"), noindex: true }),
  };
}

type TokenAnswer = { created: string } | { revoked: boolean } | AdminFormState;

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const actor = await adminPage(ctx);
  const form = await readForm(request);
  if (form.get("intent") === "revoke") {
    const id = String(form.get("token") ?? "");
    const revoked = /^\d{1,9}$/.test(id) && (await ctx.services.backOffice.revokeToken(actor, Number(id)));
    return data<TokenAnswer>({ revoked }, { status: revoked ? 200 : 404 });
  }
  const outcome = await ctx.services.backOffice.createToken(actor, formFields(form));
  if (!outcome.ok) return formFailure("token", form, outcome);
  // The secret is in this answer only: the page is not kept by any cache (no-store) and never shown again.
  return data<TokenAnswer>({ created: outcome.secret });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminTokens({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as TokenAnswer | undefined;
  const state = answer && "form" in answer ? answer : undefined;
  const { t, id, read, error } = useAdminForm(state, "token");
  return (
    <AdminFrame nav={loaderData.nav}>
      <h1>{t("admin.tokensTitle")}</h1>
      <p>{t("admin.tokensIntro")}</p>
      {answer && "created" in answer ? (
        <div className="admin-secret" role="status">
          <p>{t("admin.tokenCreated")}</p>
          <code>{answer.created}</code>
        </div>
      ) : null}
      {answer && "revoked" in answer ? answer.revoked ? <FormNotice>{t("admin.tokenRevoked")}</FormNotice> : <FormAlert>{t("errors.status404")}</FormAlert> : null}
      <Form method="post" className="admin-form" aria-labelledby={`${id}-create`}>
        <h2 id={`${id}-create`}>{t("admin.createToken")}</h2>
        {state && Object.keys(state.problems).length > 0 ? <FormAlert>{t("admin.checkFields")}</FormAlert> : null}
        <input type="hidden" name="intent" value="create" />
        <FormField id={`${id}-name`} label={t("admin.tokenName")} error={error("name")}>
          {(control) => <input name="name" className="field__control" maxLength={80} required defaultValue={read.value("name", "")} {...control} />}
        </FormField>
        <fieldset className="admin-form__flags" aria-describedby={error("scopes") ? `${id}-scopes-error` : undefined}>
          <legend>{t("admin.tokenScopes")}</legend>
          {TOKEN_SCOPES.map((scope) => (
            <label key={scope} className="admin-check">
              <input type="checkbox" name="scopes" value={scope} defaultChecked={read.values("scopes", ["stock:write"]).includes(scope)} />
              {t(SCOPE_KEYS[scope])}
            </label>
          ))}
          {error("scopes") ? (
            <p className="field__error" id={`${id}-scopes-error`}>
              {error("scopes")}
            </p>
          ) : null}
        </fieldset>
        <button className="button button--primary" type="submit">
          {t("admin.createToken")}
        </button>
      </Form>
      {loaderData.tokens.length === 0 ? (
        <p>{t("admin.noTokens")}</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t("admin.tokensTitle")}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("admin.tokenName")}</th>
                <th scope="col">{t("admin.tokenScopes")}</th>
                <th scope="col">{t("admin.createdBy")}</th>
                <th scope="col">{t("admin.lastUsed")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("admin.revoke")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.tokens.map((token) => (
                <tr key={token.id}>
                  <th scope="row">{token.name}</th>
                  <td>{token.scopes.map((scope) => t(SCOPE_KEYS[scope])).join(", ")}</td>
                  <td>{token.created}</td>
                  <td>{token.lastUsed ?? t("admin.never")}</td>
                  <td>
                    {token.revoked ? (
                      t("admin.revokedOn", { date: token.revoked })
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="revoke" />
                        <input type="hidden" name="token" value={token.id} />
                        <button className="button button--secondary" type="submit" aria-label={`${t("admin.revoke")}: ${token.name}`}>
                          {t("admin.revoke")}
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminFrame>
  );
}
