import { useId } from "react";
import { data, Form } from "react-router";
import type { Route } from "./+types/reset-password.ts";
import { requestContext } from "../context.ts";
import { AccountField } from "../components/accounts/AccountField.tsx";
import { ShopLink } from "../components/ShopLink.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { refusalOf } from "#app/lib/action-refusal.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { readForm } from "../lib/read-form.ts";
import { FormNotice, FormAlert } from "../components/accounts/FormMessages.tsx";

/**
 * Asking for a password-reset link (route /accounts/reset-password). The answer is
 * the same whether the address has an account or not; the link is mailed in this page's language.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return {
    messages: messagesFor(ctx.lang, ["accounts"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "accounts.resetTitle"), paths: routePaths("accounts.reset-password"), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

type ResetRequestData = { done: true; email: string } | { done: false; email: string; error: string; onField: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const form = await readForm(request);
  const raw = form.get("email");
  const email = typeof raw === "string" ? raw.slice(0, 254) : "";
  try {
    await ctx.services.accounts.requestPasswordReset({ email, lang: ctx.lang, clientAddress: ctx.clientAddress });
    return { done: true, email: email.trim() } satisfies ResetRequestData;
  } catch (error) {
    const refused = refusalOf(error, ["BAD_INPUT", "RATE_LIMITED"]);
    return data<ResetRequestData>({ done: false, email, error: refused.message, onField: refused.code === "BAD_INPUT" }, { status: refused.status });
  }
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ResetPasswordPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const failed = actionData && !actionData.done ? actionData : undefined;
  return (
    <div className="login-page container">
      <h1>{t("accounts.resetTitle")}</h1>
      <section className="login-page__card">
        {actionData?.done ? (
          <FormNotice>{t("accounts.resetSent", { email: actionData.email })}</FormNotice>
        ) : (
          <Form method="post" action={pathFor("accounts.reset-password", lang)} className="login-form" noValidate>
            <p className="login-page__intro">{t("accounts.resetIntro")}</p>
            {failed && !failed.onField ? (
              <FormAlert>{failed.error}</FormAlert>
            ) : null}
            <AccountField
              id={`${id}-email`}
              name="email"
              type="email"
              label={t("accounts.email")}
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              required
              defaultValue={failed?.email ?? ""}
              error={failed?.onField ? failed.error : undefined}
            />
            <div className="login-form__actions">
              <button className="button button--primary" type="submit">
                {t("accounts.resetSubmit")}
              </button>
            </div>
          </Form>
        )}
        <p className="login-page__more">
          <ShopLink to={pathFor("accounts.login", lang)}>{t("accounts.backToLogin")}</ShopLink>
        </p>
      </section>
    </div>
  );
}
