import { useId } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/order-payment-address.ts";
import { requestContext } from "../context.ts";
import { FormField } from "../components/accounts/AccountField.tsx";
import { FormAlert } from "../components/accounts/FormMessages.tsx";
import { ORDER_MESSAGES, orderOfResultPage, retryPayment } from "../components/orders/order-result.server.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import { orderResultPath } from "../lib/order-paths.ts";
import type { OrderAddress } from "#core/orders/order-service.server.ts";
import { formatDateTime } from "#i18n/format.ts";
import { translate } from "#i18n/messages.ts";
import { readForm } from "../lib/read-form.ts";
import { isCrossSitePost } from "../lib/same-origin.ts";

/**
 * /order/payment_address/{order number}/{access token}/: the payer's name and address of an order still to be
 * paid, to correct when the payment service refused them (the failed and cancelled payment pages link here).
 * Saving pays again at once. A paid order's link shows its confirmation instead; anything else is "not found".
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const order = await orderOfResultPage(ctx, params["*"]);
  if (order.status !== "awaiting_payment") throw redirect(orderResultPath("order.payment-ok", ctx.lang, order));
  return {
    number: order.number,
    heldUntil: formatDateTime(order.reservedUntil).split(" ").pop() ?? "",
    values: { firstName: order.firstName, lastName: order.lastName, address: order.address, postalCode: order.postalCode, city: order.city } satisfies OrderAddress,
    messages: messagesFor(ctx.lang, [...ORDER_MESSAGES, "checkout.firstName", "checkout.lastName", "checkout.streetAddress", "checkout.postalCode", "checkout.city"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "orders.addressTitle"), paths: routePaths("order.payment-address", { "*": `${order.number}/${order.accessToken}` }), noindex: true }),
  };
}

// Personal: never kept by a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const FIELDS = [
  { name: "firstName", field: "first_name", label: "checkout.firstName", autoComplete: "given-name", max: 100 },
  { name: "lastName", field: "last_name", label: "checkout.lastName", autoComplete: "family-name", max: 100 },
  { name: "address", field: "address", label: "checkout.streetAddress", autoComplete: "address-line1", max: 200 },
  { name: "postalCode", field: "postal_code", label: "checkout.postalCode", autoComplete: "postal-code", max: 10 },
  { name: "city", field: "city", label: "checkout.city", autoComplete: "address-level2", max: 100 },
] as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const order = await orderOfResultPage(ctx, params["*"]);
  const form = await readForm(request);
  const values = Object.fromEntries(FIELDS.map(({ name, max }) => [name, typeof form.get(name) === "string" ? String(form.get(name)).slice(0, max) : ""])) as OrderAddress;
  const changed = await ctx.services.orders.changeAddress({ number: order.number, token: order.accessToken, address: values, lang: ctx.lang });
  if (changed === null) throw redirect(orderResultPath("order.payment-ok", ctx.lang, order));
  if (!changed.ok) {
    const errors = Object.fromEntries(FIELDS.flatMap(({ name, field }) => (changed.fields[field] ? [[name, changed.fields[field]]] : [])));
    return data({ values, errors, error: null as string | null }, { status: 400 });
  }
  // Saved: on to the payment service again, as "Try the payment again" does.
  const answer = await retryPayment(ctx, request, params["*"]);
  if (answer instanceof Response) return answer;
  return data({ values, errors: {}, error: answer.data.error }, { status: 409 });
}

export default function OrderPaymentAddress({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const values = actionData?.values ?? loaderData.values;
  const errors: Partial<Record<keyof OrderAddress, string>> = actionData?.errors ?? {};
  return (
    <div className="contact-page container">
      <h1>{t("orders.addressTitle")}</h1>
      <p className="returns__intro">{t("orders.addressIntro", { number: loaderData.number, time: loaderData.heldUntil })}</p>
      <Form method="post" className="contact-form" noValidate>
        {actionData?.error ? <FormAlert>{actionData.error}</FormAlert> : null}
        {FIELDS.map(({ name, label, autoComplete, max }) => (
          <FormField key={name} id={`${id}-${name}`} label={t(label)} error={errors[name]}>
            {(control) => <input name={name} className="field__control" autoComplete={autoComplete} maxLength={max} defaultValue={values[name]} {...control} />}
          </FormField>
        ))}
        <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
          {t("orders.addressSaveAndPay")}
        </button>
      </Form>
    </div>
  );
}
