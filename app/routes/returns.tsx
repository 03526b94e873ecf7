import { data, Form, redirect, useNavigation } from "react-router";
import { useId } from "react";
import type { Route } from "./+types/returns.ts";
import { requestContext, type RequestContext } from "../context.ts";
import { ReturnRowsForm } from "../components/returns/ReturnRowsForm.tsx";
import { problemMessages, readReturnForm, returnFormOrder, type ReturnFormOrder, type ReturnFormValues } from "../components/returns/returns.server.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import type { OrderProof } from "#core/after-sales/returns-service.server.ts";
import { isDomainError } from "#core/errors.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { readForm } from "../lib/read-form.ts";

/**
 * Returns and exchanges (/returns/): a guest finds the order with its number and e-mail address (a signed-in
 * customer comes from the order history with ?order=), chooses pieces, reasons and, for an exchange, the
 * wanted size, and is sent to the return's own page. Works without JavaScript: each step is a form post.
 */

type Found = { order: ReturnFormOrder } | { error: string; status: number };

async function findFor(ctx: RequestContext, number: string, email: string): Promise<Found> {
  const user = await ctx.user();
  const proof: OrderProof = user && email === "" ? { customerId: user.id, email: user.email } : { email };
  const found = await ctx.services.returns.findOrder({ orderNumber: number, proof, clientAddress: ctx.clientAddress });
  if (!found.found) {
    const limited = found.reason === "rate-limited";
    return { error: translate(ctx.lang, limited ? "orders.viewTooMany" : "orders.viewNotFound"), status: limited ? 429 : 404 };
  }
  const options = await ctx.services.returns.exchangeOptions(found.order, ctx.lang);
  return { order: returnFormOrder(found.order, found.window, found.returnable, options, "customerId" in proof ? "" : email) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const number = new URL(request.url).searchParams.get("order");
  // From the order history: the signed-in owner's order, no address asked.
  const found = number && (await ctx.user()) ? await findFor(ctx, number.slice(0, 40), "") : null;
  return {
    order: found && "order" in found ? found.order : null,
    messages: messagesFor(ctx.lang, ["returns", "orders.viewEmail", "orders.viewNumber", "checkout.emailRequired", "orders.viewNumberRequired", "errors.returnWindowExceeded"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "returns.title"), paths: routePaths("returns"), noindex: true }),
  };
}

// One shopper's order: never kept by a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) => routeMeta(args);

interface ReturnsActionData {
  order: ReturnFormOrder | null;
  error: string | null;
  fields: Record<string, string>;
  lookup: { email: string; number: string };
  values: ReturnFormValues | null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const form = await readForm(request);
  const text = (name: string, max: number) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim().slice(0, max) : "";
  };
  const lookup = { email: text("email", 254), number: text("order_number", 40) };
  const signedIn = (await ctx.user()) !== null;
  const fields: Record<string, string> = {};
  if (lookup.email === "" && !signedIn) fields.email = translate(ctx.lang, "checkout.emailRequired");
  if (lookup.number === "") fields.number = translate(ctx.lang, "orders.viewNumberRequired");
  if (Object.keys(fields).length > 0) return data<ReturnsActionData>({ order: null, error: null, fields, lookup, values: null }, { status: 400 });

  if (text("intent", 10) !== "send") {
    const found = await findFor(ctx, lookup.number, lookup.email);
    if ("error" in found) return data<ReturnsActionData>({ order: null, error: found.error, fields, lookup, values: null }, { status: found.status });
    return { order: found.order, error: null, fields, lookup, values: null } satisfies ReturnsActionData;
  }

  // The return is sent first: the service proves the order itself, so a return that goes through looks the
  // order up once (and counts once against the lookup limit); the form is rebuilt only to show a problem.
  const { values, rows } = readReturnForm(form);
  const user = await ctx.user();
  const started = await ctx.services.returns
    .startReturn({
      orderNumber: lookup.number,
      proof: user && lookup.email === "" ? { customerId: user.id, email: user.email } : { email: lookup.email },
      exchange: values.mode === "exchange",
      rows,
      refundTo: values.refundTo,
      trackingCode: values.trackingCode,
      lang: ctx.lang,
      clientAddress: ctx.clientAddress,
    })
    .catch((error: unknown) => {
      if (isDomainError(error) && (error.code === "NOT_FOUND" || error.code === "RATE_LIMITED")) return null;
      throw error;
    });
  if (!started?.ok) {
    const found = await findFor(ctx, lookup.number, lookup.email);
    if ("error" in found) return data<ReturnsActionData>({ order: null, error: found.error, fields, lookup, values: null }, { status: found.status });
    const problems = started ? problemMessages(ctx.lang, started.problems, rows) : {};
    return data<ReturnsActionData>({ order: found.order, error: null, fields: problems, lookup, values }, { status: 400 });
  }
  throw redirect(`${pathFor("returns.case", ctx.lang, { number: started.number })}?t=${started.accessToken}&new=1`, 303);
}

export default function ReturnsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const order = actionData?.order ?? loaderData.order;
  const fields = actionData?.fields ?? {};
  return (
    <div className="returns container">
      <h1>{t("returns.title")}</h1>
      <p className="returns__intro">{t("returns.intro")}</p>
      {order ? (
        <ReturnRowsForm order={order} fields={fields} values={actionData?.values ?? null} />
      ) : (
        <Form method="post" className="returns__find" noValidate>
          {actionData?.error ? (
            <p className="form-alert" role="alert">
              {actionData.error}
            </p>
          ) : null}
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
              defaultValue={actionData?.lookup.number ?? ""}
              aria-invalid={fields.number ? true : undefined}
              aria-describedby={fields.number ? `${id}-number-error` : undefined}
            />
            {fields.number ? (
              <p className="field__error" id={`${id}-number-error`}>
                {fields.number}
              </p>
            ) : null}
          </div>
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
              defaultValue={actionData?.lookup.email ?? ""}
              aria-invalid={fields.email ? true : undefined}
              aria-describedby={fields.email ? `${id}-email-error` : undefined}
            />
            {fields.email ? (
              <p className="field__error" id={`${id}-email-error`}>
                {fields.email}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
            {t("returns.find")}
          </button>
        </Form>
      )}
    </div>
  );
}
