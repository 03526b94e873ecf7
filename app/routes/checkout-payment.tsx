import { data, redirect } from "react-router";
import type { Route } from "./+types/checkout-payment.ts";
import { requestContext, type RequestContext } from "../context.ts";
import type { SavedContact } from "../lib/cart-storage.ts";
import { PaymentPage, type PaymentActionData } from "../components/checkout/PaymentPage.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { orderResultPath } from "../lib/order-paths.ts";
import { checkoutRequestFrom } from "#core/checkout/cart-request.ts";
import { CheckoutBody } from "#core/checkout/checkout-contract.ts";
import { priceContextFor } from "#core/config/price-context.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { readForm } from "../lib/read-form.ts";
import { cleanReference } from "#core/payments/payment-provider.ts";

/**
 * The delivery and payment step (/checkout/payment/). The loader sends the page and the
 * stores to pick up from; the cart is in the browser. The action places the order (core/orders) and
 * starts its payment (core/payments): the shopper goes on to the provider's page, or straight to the
 * confirmation when gift cards paid everything.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  // Klarna sent the shopper back from its checkout: the reason the purchase was refused.
  const refusedId = cleanReference(new URL(request.url).searchParams.get("klarna_refused"));
  const [price, stores, user, klarnaRefusal] = await Promise.all([
    priceContextFor(ctx.services.config, { lang: ctx.lang, ...ctx.locale }),
    ctx.services.catalog.stores(ctx.lang),
    ctx.user(),
    refusedId && ctx.services.klarna ? ctx.services.klarna.refusal(refusedId) : Promise.resolve([]),
  ]);
  const physical = stores.filter((store) => store.type !== "web");
  return {
    countryCode: ctx.locale.countryCode,
    currency: price.currency,
    stores: { pickup: physical.filter((store) => store.nouto).map(({ id, name }) => ({ id, name })) },
    savedContact: user ? await savedContactOf(ctx, user.id) : null,
    klarnaRefusal,
    messages: messagesFor(ctx.lang, ["checkout", "orders.backToCart", "orders.products"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "checkout.paymentTitle"), paths: routePaths("checkout.payment"), noindex: true }),
  };
}

/**
 * The account's details for the form's empty fields: names, phone and e-mail, and the delivery address only
 * when the account has all of street, postcode and city (half an address would only have to be corrected).
 */
async function savedContactOf(ctx: RequestContext, customerId: number): Promise<SavedContact | null> {
  const profile = await ctx.services.accountArea.profile(customerId).catch(() => null);
  if (!profile) return null;
  const whole = profile.address !== "" && profile.postcode !== "" && profile.city !== "";
  const contact: SavedContact = { email: profile.email, first_name: profile.firstName, last_name: profile.lastName, phone: profile.phone };
  if (whole) Object.assign(contact, { address: profile.address, postal_code: profile.postcode, city: profile.city });
  return Object.fromEntries(Object.entries(contact).filter(([, value]) => value !== "")) as SavedContact;
}

// Personal (the signed-in address): never kept by a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  // Another site's page must not place orders in a shopper's name.
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const form = await readForm(request);
  const field = (name: string, max = 200) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  const refuse = (message: string) => data<PaymentActionData>({ errors: [message], fields: {} }, { status: 400 });

  let cartJson: unknown;
  try {
    cartJson = JSON.parse(field("cart", 200_000));
  } catch {
    return refuse(translate(ctx.lang, "checkout.cartUnreadable"));
  }
  const parsed = CheckoutBody.safeParse(cartJson);
  const key = field("idempotency_key");
  if (!parsed.success || !IDEMPOTENCY_KEY.test(key)) return refuse(translate(ctx.lang, "checkout.cartUnreadable"));

  const user = await ctx.user();
  const deliveryMethod = field("delivery_method", 60);
  const cart = {
    ...checkoutRequestFrom(parsed.data, { lang: ctx.lang, countryCode: ctx.locale.countryCode, clientAddress: ctx.clientAddress }),
    clubMember: user?.isClubMember === true,
    isAdmin: user?.isAdmin === true,
    deliveryMethod: deliveryMethod === "" ? null : deliveryMethod,
  };
  const result = await ctx.services.orders.place({
    cart,
    contact: {
      email: field("email", 254),
      firstName: field("first_name"),
      lastName: field("last_name"),
      phone: field("phone", 40),
      address: field("address"),
      postalCode: field("postal_code", 20),
      city: field("city"),
    },
    deliveryLocation: field("delivery_location", 60) || null,
    specialRequest: field("special_request", 1000),
    paymentMethod: field("payment_method", 60) || null,
    customsAccepted: field("customs_accepted") === "yes",
    idempotencyKey: key,
    customerId: user?.id ?? null,
  });
  if (!result.ok) return data<PaymentActionData>({ errors: result.errors, fields: result.fields }, { status: 400 });

  const { order } = result;
  const lang = ctx.lang;
  if (order.status !== "awaiting_payment") {
    // Paid in full by gift cards (or placed and paid before, for a repeated submit).
    await ctx.services.orders.sendConfirmation(order.number).catch((error: unknown) => console.error(error));
    return redirect(orderResultPath("order.payment-ok", lang, order), { status: 303 });
  }
  const started = await ctx.services.payments.start({
    number: order.number,
    token: order.accessToken,
    returnUrl: `${ctx.origin}${pathFor("order.process", lang)}`,
  });
  if (!started.ok) return redirect(orderResultPath("order.payment-error", lang, order), { status: 303 });
  return redirect(started.redirectUrl, { status: 303 });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function CheckoutPayment({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PaymentPage
      countryCode={loaderData.countryCode}
      currency={loaderData.currency}
      stores={loaderData.stores}
      savedContact={loaderData.savedContact}
      result={actionData}
      klarnaRefusal={loaderData.klarnaRefusal}
    />
  );
}
