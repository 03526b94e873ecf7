import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/activate.ts";
import { requestContext } from "../context.ts";
import { LoginForm } from "../components/accounts/LoginForm.tsx";
import { ACTIVATED_QUERY } from "../components/accounts/login-query.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { signInCookies } from "#core/accounts/auth-cookie.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

/**
 * Account activation through the mailed link (route /accounts/activate/{hash}).
 * Opening the link only asks, since mail scanners open links too and must neither use the link nor get a
 * session; the button activates and signs the new customer in (the link proved the address), and the
 * account area welcomes them. A used link says 'Your username has already been activated. Try logging in.';
 * an old link says it has expired, and logging in with the password sends a new one.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const link = await ctx.services.accounts.activationLink(params.hash ?? "");
  return {
    link,
    messages: messagesFor(ctx.lang, ["accounts"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "accounts.activateTitle"), paths: routePaths("accounts.activate", { hash: params.hash ?? "-" }), noindex: true }),
  };
}

// The token is in the address: never cached, never sent on as a referrer.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  // Another site's form must not sign a visitor into an account of its choosing (docs/decisions/0016).
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const outcome = await ctx.services.accounts.activate(params.hash ?? "");
  if (outcome.result !== "activated") return { result: outcome.result };
  const headers = new Headers();
  for (const cookie of signInCookies(outcome.token, outcome.expiresIn, { secure: new URL(request.url).protocol === "https:" })) headers.append("Set-Cookie", cookie);
  // 303: the browser follows with a GET, so reloading the account area does not post the link again.
  return redirect(`${pathFor("accounts", ctx.lang)}?${ACTIVATED_QUERY}`, { status: 303, headers });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const NOTICE = { "already-active": "accounts.alreadyActivated", expired: "accounts.linkExpired" } as const;

export default function ActivatePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData?.result ?? loaderData.link.state;
  return (
    <div className="login-page container">
      <h1>{t("accounts.activateTitle")}</h1>
      <section className="login-page__card">
        {state === "valid" && loaderData.link.state === "valid" ? (
          <Form method="post" className="login-form">
            <p className="login-page__intro">{t("accounts.activateIntro", { email: loaderData.link.email })}</p>
            <div className="login-form__actions">
              <button className="button button--primary" type="submit">
                {t("accounts.activateSubmit")}
              </button>
            </div>
          </Form>
        ) : (
          <>
            <p className={state === "expired" ? "form-alert" : "form-notice"} role={state === "expired" ? "alert" : "status"}>
              {t(NOTICE[state === "expired" ? "expired" : "already-active"])}
            </p>
            {state === "expired" ? <p className="login-page__intro">{t("accounts.activationExpiredHelp")}</p> : null}
            <LoginForm next="/" result={undefined} />
          </>
        )}
      </section>
    </div>
  );
}
