import { useId } from "react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/reset-confirm.ts";
import { requestContext } from "../context.ts";
import { PASSWORD_CHANGED_QUERY } from "../components/accounts/login-query.ts";
import { ExpiredLink } from "../components/accounts/FormMessages.tsx";
import { NewPasswordFields } from "../components/accounts/NewPasswordFields.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { signInCookies } from "#core/accounts/auth-cookie.ts";
import { refusalOf } from "#app/lib/action-refusal.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { readForm } from "../lib/read-form.ts";

/**
 * Setting a new password through the mailed link (route
 * /accounts/password/reset/confirm/{hash}). An old or used link says 'The link has expired: request
 * a new one'. Saving ends every other session of the account and signs this browser in.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const state = await ctx.services.accounts.resetLinkState(params.hash ?? "");
  return {
    valid: state === "valid",
    messages: messagesFor(ctx.lang, ["accounts"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "accounts.newPasswordTitle"), paths: routePaths("accounts.reset-confirm", { hash: params.hash ?? "-" }), noindex: true }),
  };
}

// The token is in the address: never cached, never sent on as a referrer.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

type NewPasswordData = { expired: true } | { expired: false; field: "password" | "passwordAgain"; error: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const form = await readForm(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  try {
    const session = await ctx.services.accounts.resetPassword({
      token: params.hash ?? "",
      password: text("password"),
      passwordAgain: text("passwordAgain"),
      lang: ctx.lang,
    });
    const secure = new URL(request.url).protocol === "https:";
    const headers = new Headers();
    for (const cookie of signInCookies(session.token, session.expiresIn, { secure })) headers.append("Set-Cookie", cookie);
    return redirect(`${pathFor("accounts.login", ctx.lang)}?${PASSWORD_CHANGED_QUERY}`, { status: 303, headers });
  } catch (error) {
    const refused = refusalOf(error, ["BAD_INPUT"]);
    if (refused.field === "token") return data<NewPasswordData>({ expired: true }, { status: refused.status });
    const field = refused.field === "passwordAgain" ? "passwordAgain" : "password";
    return data<NewPasswordData>({ expired: false, field, error: refused.message }, { status: refused.status });
  }
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ResetConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const expired = !loaderData.valid || actionData?.expired === true;
  const failed = actionData && !actionData.expired ? actionData : undefined;
  return (
    <div className="login-page container">
      <h1>{t("accounts.newPasswordTitle")}</h1>
      <section className="login-page__card">
        {expired ? (
          <ExpiredLink to={pathFor("accounts.reset-password", lang)} label={t("accounts.requestNewLink")} />
        ) : (
          <Form method="post" className="login-form" noValidate>
            <p className="login-page__intro">{t("accounts.newPasswordIntro")}</p>
            <NewPasswordFields id={id} errors={failed ? { [failed.field]: failed.error } : {}} />
            <div className="login-form__actions">
              <button className="button button--primary" type="submit">
                {t("accounts.newPasswordSubmit")}
              </button>
            </div>
          </Form>
        )}
      </section>
    </div>
  );
}
