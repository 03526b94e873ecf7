import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/test-payment.ts";
import { requestContext } from "../context.ts";
import { messageData } from "../components/shell/error-data.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { formatPrice } from "#core/money/format-price.ts";
import { TEST_PROVIDER } from "#core/payments/test-provider.server.ts";
import { translate } from "#i18n/messages.ts";
import { readForm } from "../lib/read-form.ts";

/**
 * The built-in test payment service's page (core/payments/test-provider.server.ts): it stands where a real
 * provider's payment page would, so the whole journey runs offline. The shopper pays, cancels or lets
 * the payment fail; the choice is then reported to the shop the way a provider's notification would be,
 * and the shopper is sent back to the shop's return address.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const payment = await ctx.services.testPayments.payment(params.reference);
  if (!payment) throw data(messageData(translate(ctx.lang, "orders.viewNotFound")), { status: 404 });
  return {
    payment: { reference: payment.reference, order: payment.merchantReference, amountCents: payment.amountCents, currency: payment.currency, status: payment.status, returnUrl: payment.returnUrl },
    messages: messagesFor(ctx.lang, ["orders"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "orders.testTitle"), paths: routePaths("payment.test", { reference: payment.reference }), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const CHOICES = { pay: "paid", cancel: "cancelled", fail: "failed" } as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const form = await readForm(request);
  const choice = form.get("choice");
  if (choice !== "pay" && choice !== "cancel" && choice !== "fail") throw data(messageData(translate(ctx.lang, "orders.viewNotFound")), { status: 400 });
  const returnUrl = await ctx.services.testPayments.decide(params.reference, CHOICES[choice]);
  if (!returnUrl) throw data(messageData(translate(ctx.lang, "orders.viewNotFound")), { status: 404 });
  // The provider's notification to the shop, before the shopper is back: the order is paid even if the
  // shopper closes the tab now. The return that follows finds it done (completing is idempotent).
  await ctx.services.payments.complete({ provider: TEST_PROVIDER, query: new URL(returnUrl).searchParams });
  return redirect(returnUrl, { status: 303 });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function TestPayment({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { payment } = loaderData;
  return (
    <div className="test-payment container">
      <div className="test-payment__card">
        <h1>{t("orders.testTitle")}</h1>
        <p>{t("orders.testIntro")}</p>
        <dl className="test-payment__facts">
          <div>
            <dt>{t("orders.viewNumber")}</dt>
            <dd>{payment.order}</dd>
          </div>
          <div>
            <dt>{t("orders.testAmount")}</dt>
            <dd className="price">{formatPrice(payment.amountCents, { code: payment.currency, rate: 1 }, lang)}</dd>
          </div>
        </dl>
        {payment.status === "created" ? (
          <Form method="post" className="test-payment__choices">
            <button type="submit" name="choice" value="pay" className="button button--primary button--large">
              {t("orders.testPay")}
            </button>
            <button type="submit" name="choice" value="cancel" className="button button--secondary">
              {t("orders.testCancel")}
            </button>
            <button type="submit" name="choice" value="fail" className="button button--quiet">
              {t("orders.testFail")}
            </button>
          </Form>
        ) : (
          <>
            <p role="status">{t("orders.testDecided")}</p>
            <a className="button button--secondary" href={payment.returnUrl}>
              {t("orders.testReturn")}
            </a>
          </>
        )}
      </div>
    </div>
  );
}
