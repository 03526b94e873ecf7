import { data, Form } from "react-router";
import type { Route } from "./+types/stop-reminders.ts";
import { requestContext } from "../context.ts";
import { ShopLink } from "../components/ShopLink.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { readForm } from "../lib/read-form.ts";
import { FormNotice, FormAlert } from "../components/accounts/FormMessages.tsx";

/**
 * Stopping reminder mail (route /accounts/stop_reminders/{email}) through the signed
 * link every reminder carries (`?signature=`). The page asks and the button stops, so that a mail
 * scanner opening the link changes nothing; the same button answers a mail program's one-click
 * unsubscribe (RFC 8058 posts `List-Unsubscribe=One-Click` to the link). A link that is not the
 * shop's says 'Failed to stop reminders.'.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const email = (params.email ?? "").slice(0, 254);
  const signature = (new URL(request.url).searchParams.get("signature") ?? "").slice(0, 100);
  return {
    email,
    signature,
    messages: messagesFor(ctx.lang, ["accountArea", "errors"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "accountArea.remindersTitle"), paths: routePaths("accounts.stop-reminders", { email: email || "-" }), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

type StopData = { stopped: boolean };

// No same-origin check: mail programs post the one-click unsubscribe from elsewhere, and the
// signature, not the session, is what authorises it.
export async function action({ params, request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const form = await readForm(request);
  const fromForm = form.get("signature");
  const signature = (typeof fromForm === "string" && fromForm !== "" ? fromForm : new URL(request.url).searchParams.get("signature") ?? "").slice(0, 100);
  const stopped = await ctx.services.accountArea.stopReminders((params.email ?? "").slice(0, 254), signature);
  return data<StopData>({ stopped }, { status: stopped ? 200 : 400 });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function StopRemindersPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { email, signature } = loaderData;
  return (
    <div className="login-page container">
      <h1>{t("accountArea.remindersTitle")}</h1>
      <section className="login-page__card">
        {actionData?.stopped ? (
          <FormNotice>{t("accountArea.remindersStopped", { email })}</FormNotice>
        ) : actionData ? (
          <>
            <FormAlert>{t("errors.stopRemindersFailed")}</FormAlert>
            <p>{t("accountArea.stopFailedHelp")}</p>
            <p>
              <ShopLink to={pathFor("accounts", lang)}>{t("accountArea.title")}</ShopLink>
            </p>
          </>
        ) : (
          <Form method="post" className="login-form">
            <input type="hidden" name="signature" value={signature} />
            <p>{t("accountArea.stopIntro", { email })}</p>
            <div className="login-form__actions">
              <button className="button button--primary" type="submit">
                {t("accountArea.stopSubmit")}
              </button>
            </div>
          </Form>
        )}
      </section>
    </div>
  );
}
