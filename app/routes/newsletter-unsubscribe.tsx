import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe.ts";
import { requestContext } from "../context.ts";
import { FormNotice } from "../components/accounts/FormMessages.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { notFoundWith } from "../components/shell/page-guards.server.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import { translate } from "#i18n/messages.ts";

/**
 * A newsletter mail's unsubscribe link (/newsletter/unsubscribe/{token}/): the page asks, its button takes the
 * address off. A post to the address unsubscribes at once, which is what a mail program's one-click
 * unsubscribe (RFC 8058) sends. An unknown link is "not found".
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const found = await ctx.services.forms.subscription(params.token.slice(0, 64));
  if (!found) notFoundWith(ctx, "forms.unsubscribe.notFound");
  return {
    found: { ...found, listName: translate(ctx.lang, found.list === "forest" ? "forms.list.forest" : "forms.list.corporate") },
    messages: messagesFor(ctx.lang, ["forms.unsubscribe"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "forms.unsubscribe.title"), paths: routePaths("newsletter.unsubscribe", { token: params.token.slice(0, 64) }), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export async function action({ params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const done = await ctx.services.forms.unsubscribe(params.token.slice(0, 64));
  if (!done) notFoundWith(ctx, "forms.unsubscribe.notFound");
  return { unsubscribed: true };
}

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { found } = loaderData;
  const done = actionData?.unsubscribed || !found.subscribed;
  return (
    <div className="contact-page container">
      <h1>{t("forms.unsubscribe.title")}</h1>
      {done ? (
        <FormNotice>{t("forms.unsubscribe.done", { email: found.email, list: found.listName })}</FormNotice>
      ) : (
        <Form method="post" className="contact-form">
          <p>{t("forms.unsubscribe.question", { email: found.email, list: found.listName })}</p>
          <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
            {t("forms.unsubscribe.button")}
          </button>
        </Form>
      )}
    </div>
  );
}
