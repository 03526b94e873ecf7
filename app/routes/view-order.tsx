import { data, Form, useNavigation } from "react-router";
import { useId } from "react";
import type { Route } from "./+types/view-order.ts";
import { requestContext } from "../context.ts";
import { OrderDetails } from "../components/orders/OrderDetails.tsx";
import { ORDER_MESSAGES } from "../components/orders/order-result.server.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { PrintButton } from "../components/returns/PrintButton.tsx";
import { pathFor } from "#i18n/routes.ts";
import type { OrderView } from "#core/orders/order-view.ts";
import { translate } from "#i18n/messages.ts";
import { readForm } from "../lib/read-form.ts";

/**
 * Order lookup (/view-order/): the e-mail address and order number show the order with
 * its status; 'Order not found: check email and order number' otherwise, the same for a
 * wrong number and a wrong address. The confirmation mail links here with the order's access token.
 * Searches are limited per client address (core/orders/order-service.server.ts ORDER_LOOKUP_LIMIT).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const query = new URL(request.url).searchParams;
  const number = query.get("order");
  const token = query.get("token");
  const linked = number && token ? await ctx.services.orders.byAccessToken({ number, token, lang: ctx.lang }) : null;
  return {
    linked,
    messages: messagesFor(ctx.lang, ORDER_MESSAGES),
    head: pageHead(ctx, { title: translate(ctx.lang, "orders.viewTitle"), paths: routePaths("view-order"), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

interface ViewOrderActionData {
  order: OrderView | null;
  error: string | null;
  fields: { email?: string; number?: string };
  values: { email: string; number: string };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const form = await readForm(request);
  const text = (name: string, max: number) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim().slice(0, max) : "";
  };
  const values = { email: text("email", 254), number: text("order_number", 40) };
  const fields: ViewOrderActionData["fields"] = {};
  if (values.email === "") fields.email = translate(ctx.lang, "checkout.emailRequired");
  if (values.number === "") fields.number = translate(ctx.lang, "orders.viewNumberRequired");
  if (fields.email || fields.number) return data<ViewOrderActionData>({ order: null, error: null, fields, values }, { status: 400 });
  const found = await ctx.services.orders.lookup({ email: values.email, number: values.number, lang: ctx.lang, clientAddress: ctx.clientAddress });
  if (found.found) return { order: found.order, error: null, fields, values } satisfies ViewOrderActionData;
  const rateLimited = found.reason === "rate-limited";
  return data<ViewOrderActionData>(
    { order: null, error: translate(ctx.lang, rateLimited ? "orders.viewTooMany" : "orders.viewNotFound"), fields, values },
    { status: rateLimited ? 429 : 404 },
  );
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ViewOrder({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const navigation = useNavigation();
  const order = actionData?.order ?? loaderData.linked;
  return (
    <div className="view-order container">
      <h1>{t("orders.viewTitle")}</h1>
      {order ? null : <p className="view-order__intro">{t("orders.viewIntro")}</p>}
      <Form method="post" className="view-order__form" noValidate>
        {actionData?.error ? (
          <p className="form-alert" role="alert">
            {actionData.error}
          </p>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-email`}>
            {t("orders.viewEmail")}
          </label>
          <input
            id={`${id}-email`}
            className="field__control"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={actionData?.values.email ?? ""}
            aria-invalid={actionData?.fields.email ? true : undefined}
            aria-describedby={actionData?.fields.email ? `${id}-email-error` : undefined}
          />
          {actionData?.fields.email ? (
            <p className="field__error" id={`${id}-email-error`}>
              {actionData.fields.email}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-number`}>
            {t("orders.viewNumber")}
          </label>
          <input
            id={`${id}-number`}
            className="field__control field__control--short"
            name="order_number"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            defaultValue={actionData?.values.number ?? ""}
            aria-invalid={actionData?.fields.number ? true : undefined}
            aria-describedby={actionData?.fields.number ? `${id}-number-error` : undefined}
          />
          {actionData?.fields.number ? (
            <p className="field__error" id={`${id}-number-error`}>
              {actionData.fields.number}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
          {t("orders.viewFind")}
        </button>
      </Form>
      {order ? (
        <>
          <OrderDetails order={order} />
          <p className="view-order__receipt">
            <PrintButton label={t("orders.print")} />
            <a className="button button--secondary" href={`${pathFor("view-order.receipt", lang)}?order=${encodeURIComponent(order.number)}&token=${order.accessToken}`} download>
              {t("orders.receiptPdf")}
            </a>
          </p>
        </>
      ) : null}
    </div>
  );
}
