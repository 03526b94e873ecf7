import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { ShopLink } from "#app/components/ShopLink.tsx";
import { useLang, useT } from "#app/components/shell/ShellContext.tsx";
import {
  chooseOnlyOptions,
  formOf,
  KLARNA_CHOICE,
  markOrdered,
  prefillForm,
  readCart,
  setFormField,
  writeCart,
  type CartState,
  type CheckoutForm,
  type SavedContact,
} from "#app/lib/cart-storage.ts";
import { apiClient, failureOf } from "#app/lib/api-client.ts";
import { stepChoicesOf, validationBody } from "#app/lib/cart-validation.ts";
import type { CheckoutAnswer } from "#core/checkout/checkout-contract.ts";
import type { PickupPoint } from "#core/delivery/delivery-service.ts";
import { formatPrice } from "#core/money/format-price.ts";
import type { OrderField } from "#core/orders/order-service.server.ts";
import { pathFor } from "#i18n/routes.ts";
import { Summary } from "./CartPage.tsx";
import { CartLoading, CartProblems, EmptyCart, SummaryWithoutPrices } from "./CartStates.tsx";
import { updateCart, useCheckoutCart } from "./use-checkout-cart.ts";
import { klarnaCheckoutApi, KlarnaSnippet } from "./KlarnaSnippet.tsx";

export interface PaymentActionData {
  errors: string[];
  fields: Partial<Record<OrderField, string>>;
}

interface PaymentPageProps {
  countryCode: string;
  currency: { code: string; rate: number; format: string };
  /** Stores that hand out orders (store pickup), in display order; express pickup's come with the answer. */
  stores: { pickup: Array<{ id: number; name: string }> };
  /** The signed-in customer's details from the account, filled into the fields the form has empty. */
  savedContact: SavedContact | null;
  result: PaymentActionData | undefined;
  /** Why Klarna's last purchase was refused (Klarna sent the shopper back here), in the shopper's language. */
  klarnaRefusal: string[];
}

const HOME_KINDS = new Set(["home", "express-home"]);
const LOCATION_KINDS = new Set(["pickup-point", "store-pickup", "store-express"]);

/** One key per visit of the step: a double submit returns the order the first one made. */
function newIdempotencyKey(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * The delivery and payment step (/checkout/payment/). The cart comes from local storage and is
 * validated with the chosen delivery method;
 * the form posts the cart with the shopper's details to this page's action, which places the order
 * and sends the shopper to the payment provider. What the shopper types is kept with the cart, so a
 * reload or a refused order loses nothing.
 */
export function PaymentPage({ countryCode, currency, stores, savedContact, result, klarnaRefusal }: PaymentPageProps) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { cart, rejected } = useCheckoutCart({
    countryCode,
    lang,
    pageName: "checkout",
    // The cart's Klarna checkout was completed (another tab, a lost redirect): on to its confirmation.
    onReadOnlyOrder: (id) => void navigate(`${pathFor("checkout.klarna-confirm", lang)}?klarna_order_id=${encodeURIComponent(id)}`),
  });
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const errorsRef = useRef<HTMLDivElement>(null);

  useEffect(() => setIdempotencyKey(newIdempotencyKey()), []);
  useEffect(() => {
    if (savedContact) updateCart((state) => prefillForm(state, savedContact));
  }, [savedContact]);
  useEffect(() => {
    if (result || klarnaRefusal.length > 0) errorsRef.current?.focus();
  }, [result, klarnaRefusal]);
  // With one delivery method, or one way to pay, on offer it is chosen for the shopper (chooseOnlyOptions),
  // from this step's own answers only: the cart page's answer, still stored on arrival, knows no Klarna.
  const status = cart?.status;
  const askedHere = useRef(false);
  useEffect(() => {
    if (status === "PENDING") askedHere.current = true;
  }, [status]);
  const validatedHash = cart?.status === "VALIDATED" ? cart.validateHash : null;
  useEffect(() => {
    if (validatedHash === null || !askedHere.current) return;
    const state = readCart();
    const next = chooseOnlyOptions(state);
    if (next !== state) writeCart(next);
  }, [validatedHash]);
  // Klarna's checkout waits while the cart is validated, and shows the new amounts after.
  useEffect(() => {
    if (status === "PENDING") klarnaCheckoutApi("suspend");
    else if (status === "VALIDATED") klarnaCheckoutApi("resume");
  }, [status]);

  const money = (cents: number) => formatPrice(cents, currency, lang);

  if (cart === null) return <CartLoading className="payment-page" title={t("checkout.paymentTitle")} />;
  if (cart.products.length === 0 && cart.giftCardProducts.length === 0) return <EmptyCart className="payment-page" title={t("checkout.paymentTitle")} />;

  const form = formOf(cart);
  const answer = cart.answer ?? null;
  const fresh = cart.status === "VALIDATED" ? answer : null;
  const methods = answer?.delivery_methods ?? [];
  const chosen = methods.find((method) => method.slug === form.delivery_method) ?? null;
  // Street and city are asked for home delivery only: "optional" once a method that needs neither is chosen,
  // and not before, so a field never turns from optional to required under the shopper's eyes.
  const addressOptional = chosen !== null && !HOME_KINDS.has(chosen.kind);
  // A pick-up point is found by the postal code, asked there; the contact fields do not ask for it again.
  const postalAtPickup = chosen !== null && chosen.kind === "pickup-point";
  const set = (field: keyof CheckoutForm) => (value: string) => updateCart((state) => setFormField(state, field, value));
  const fieldError = (field: OrderField) => result?.fields[field];
  const busy = navigation.state === "submitting";
  const body = validationBody(cart, { countryCode, lang, pageName: "checkout", step: stepChoicesOf(cart) });
  const cartErrors = result ? result.errors.filter((message) => !Object.values(result.fields).includes(message)) : [];
  const klarnaOffered = cart.showKlarna === true && answer !== null && answer.amount_due > 0;
  const klarnaChosen = klarnaOffered && form.payment_method === KLARNA_CHOICE;
  const locationNeeded = chosen !== null && LOCATION_KINDS.has(chosen.kind);
  const klarnaReady = chosen !== null && (!locationNeeded || form.delivery_location !== "");

  const specialField = (
    <div className="field payment-form__wide">
      <label className="field__label" htmlFor={`${id}-special`}>
        {t("checkout.specialRequests")} ({t("checkout.optional")})
      </label>
      <textarea
        id={`${id}-special`}
        className="field__control"
        name="special_request"
        maxLength={1000}
        value={cart.specialRequests ?? ""}
        onChange={(event) => {
          const value = event.currentTarget.value;
          // Klarna's checkout places the order with the request it was last sent: it goes again.
          updateCart((state) => ({ ...state, specialRequests: value, ...(formOf(state).payment_method === KLARNA_CHOICE ? { status: "UNSET" as const } : {}) }));
        }}
      />
    </div>
  );

  return (
    <div className="payment-page container">
      <h1>{t("checkout.paymentTitle")}</h1>
      <p>
        <ShopLink to={pathFor("checkout", lang)}>← {t("orders.backToCart")}</ShopLink>
      </p>
      <div className="cart-page__layout">
        <Form method="post" className="payment-form" noValidate onSubmit={() => writeCart(markOrdered(readCart()))}>
          <input type="hidden" name="cart" value={JSON.stringify(body)} />
          <input type="hidden" name="idempotency_key" value={idempotencyKey} />
          <div ref={errorsRef} tabIndex={-1} className="payment-form__errors">
            {result ? (
              <div className="form-alert" role="alert">
                {cartErrors.length > 0 ? (
                  <ul>
                    {cartErrors.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                ) : (
                  <p>{t("checkout.fixProblems")}</p>
                )}
              </div>
            ) : null}
            {klarnaRefusal.length > 0 && !result ? (
              <div className="form-alert" role="alert">
                <p>{t("checkout.klarnaRefused")}</p>
                <ul>
                  {klarnaRefusal.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <CartProblems rejected={rejected} fresh={fresh} />
          </div>

          {methods.length > 0 ? (
            <fieldset className="payment-form__section" aria-describedby={fieldError("delivery_method") ? `${id}-delivery_method-error` : undefined}>
              <legend className="payment-form__legend">{t("checkout.deliveryMethodTitle")}</legend>
              <FieldError id={`${id}-delivery_method-error`} message={fieldError("delivery_method")} />
              <ul className="choice-list">
                {methods.map((method) => (
                  <li key={method.slug}>
                    <label className="choice">
                      <input
                        type="radio"
                        name="delivery_method"
                        value={method.slug}
                        checked={form.delivery_method === method.slug}
                        onChange={() => set("delivery_method")(method.slug)}
                      />
                      <span className="choice__name">
                        {method.name}
                        {method.kind === "store-express" && answer?.pikanouto_ready ? (
                          <span className="choice__note">{t("checkout.expressReady", { when: answer.pikanouto_ready })}</span>
                        ) : null}
                      </span>
                      <span className="choice__price">{method.price === 0 ? t("checkout.free") : money(method.price)}</span>
                    </label>
                    {form.delivery_method === method.slug && method.kind === "pickup-point" ? (
                      <PickupPoints
                        countryCode={countryCode}
                        form={form}
                        error={fieldError("delivery_location")}
                        postalError={fieldError("postal_code")}
                        onPostalCode={set("postal_code")}
                        onChoose={set("delivery_location")}
                      />
                    ) : null}
                    {form.delivery_method === method.slug && (method.kind === "store-pickup" || method.kind === "store-express") ? (
                      <StoreChoice
                        stores={method.kind === "store-express" ? (answer?.pikanouto_stores ?? []) : stores.pickup}
                        value={form.delivery_location}
                        error={fieldError("delivery_location")}
                        onChoose={set("delivery_location")}
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}

          {klarnaChosen ? null : (
          <fieldset className="payment-form__section">
            <legend className="payment-form__legend">{t("checkout.contactTitle")}</legend>
            <div className="payment-form__grid">
              <TextField name="first_name" label={t("checkout.firstName")} autoComplete="given-name" value={form.first_name} onChange={set("first_name")} error={fieldError("first_name")} />
              <TextField name="last_name" label={t("checkout.lastName")} autoComplete="family-name" value={form.last_name} onChange={set("last_name")} error={fieldError("last_name")} />
              <TextField
                name="address"
                label={addressOptional ? `${t("checkout.streetAddress")} (${t("checkout.optional")})` : t("checkout.streetAddress")}
                autoComplete="street-address"
                value={form.address}
                onChange={set("address")}
                error={fieldError("address")}
                wide
              />
              {postalAtPickup ? null : (
                <TextField name="postal_code" label={t("checkout.postalCode")} autoComplete="postal-code" value={form.postal_code} onChange={set("postal_code")} error={fieldError("postal_code")} />
              )}
              <TextField
                name="city"
                label={addressOptional ? `${t("checkout.city")} (${t("checkout.optional")})` : t("checkout.city")}
                autoComplete="address-level2"
                value={form.city}
                onChange={set("city")}
                error={fieldError("city")}
              />
              <TextField name="phone" label={t("checkout.phone")} type="tel" autoComplete="tel" value={form.phone} onChange={set("phone")} error={fieldError("phone")} />
              <TextField name="email" label={t("checkout.email")} type="email" autoComplete="email" value={form.email} onChange={set("email")} error={fieldError("email")} />
              {specialField}
            </div>
          </fieldset>
          )}

          {answer && answer.amount_due > 0 ? (
            <fieldset className="payment-form__section">
              <legend className="payment-form__legend">{t("checkout.paymentMethodTitle")}</legend>
              <FieldError id={`${id}-payment_method-error`} message={fieldError("payment_method")} />
              <ul className="choice-list">
                {answer.payment_methods.map((method) => (
                  <li key={method.slug}>
                    <label className="choice">
                      <input
                        type="radio"
                        name="payment_method"
                        value={method.slug}
                        checked={form.payment_method === method.slug}
                        onChange={() => set("payment_method")(method.slug)}
                      />
                      <span className="choice__name">{method.name}</span>
                      {method.admin_only ? <span className="choice__note">{t("checkout.adminOnly")}</span> : null}
                    </label>
                  </li>
                ))}
                {klarnaOffered ? (
                  <li>
                    <label className="choice">
                      <input
                        type="radio"
                        name="payment_method"
                        value={KLARNA_CHOICE}
                        checked={klarnaChosen}
                        onChange={() => set("payment_method")(KLARNA_CHOICE)}
                      />
                      <span className="choice__name">{t("checkout.klarnaChoice")}</span>
                    </label>
                  </li>
                ) : null}
              </ul>
              {answer.payment_methods.length === 0 && !klarnaOffered ? <p className="payment-form__note">{t("checkout.noPaymentMethods")}</p> : null}
            </fieldset>
          ) : null}

          {klarnaChosen ? <div className="payment-form__section">{specialField}</div> : null}

          {klarnaChosen ? (
            <div className="payment-form__section klarna-checkout">
              {!klarnaReady ? (
                <p className="form-hint">{t("checkout.klarnaNeedsDelivery")}</p>
              ) : answer?.kco_iframe ? (
                <KlarnaSnippet html={answer.kco_iframe} label="Klarna" />
              ) : (
                <p role="status">{t("checkout.klarnaLoading")}</p>
              )}
            </div>
          ) : null}

          {answer?.customs_acknowledgement_required && !klarnaChosen ? (
            <div className="payment-form__section">
              <label className="checkbox">
                <input
                  type="checkbox"
                  name="customs_accepted"
                  value="yes"
                  aria-invalid={fieldError("customs_accepted") ? true : undefined}
                  aria-describedby={fieldError("customs_accepted") ? `${id}-customs-error` : undefined}
                />
                <span>{t("checkout.customsLabel")}</span>
              </label>
              <FieldError id={`${id}-customs-error`} message={fieldError("customs_accepted")} />
            </div>
          ) : null}

          <div className="payment-form__submit" hidden={klarnaChosen}>
            <button type="submit" className="button button--primary button--large" disabled={!fresh || busy || idempotencyKey === ""}>
              {busy ? t("checkout.placingOrder") : answer && answer.amount_due > 0 ? t("checkout.payButton", { amount: money(answer.amount_due) }) : t("checkout.placeOrderButton")}
            </button>
          </div>
        </Form>

        <aside className={fresh ? "cart-summary" : "cart-summary cart-summary--stale"} aria-labelledby="payment-summary-title" aria-busy={cart.status === "UNSET" || cart.status === "PENDING" ? true : undefined}>
          <h2 id="payment-summary-title" className="cart-summary__title">
            {t("checkout.summaryTitle")}
          </h2>
          {answer ? <Summary answer={answer} repack={cart.isRepackSelected === true} money={money} /> : <SummaryWithoutPrices cart={cart} refused={rejected !== null} />}
          <CartLines cart={cart} answer={answer} />
        </aside>
      </div>
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="field__error" id={id}>
      {message}
    </p>
  ) : null;
}

function TextField(props: {
  name: keyof CheckoutForm;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  type?: "text" | "email" | "tel";
  autoComplete: string;
  wide?: boolean;
}): ReactNode {
  const id = useId();
  return (
    <div className={props.wide ? "field payment-form__wide" : "field"}>
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="field__control"
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        maxLength={props.name === "email" ? 254 : 200}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
}

function StoreChoice(props: { stores: Array<{ id: number; name: string }>; value: string; error: string | undefined; onChoose: (value: string) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="field choice__detail">
      <label className="field__label" htmlFor={id}>
        {t("checkout.storeLabel")}
      </label>
      <select
        id={id}
        className="field__control"
        name="delivery_location"
        value={props.value}
        onChange={(event) => props.onChoose(event.currentTarget.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
      >
        <option value="">{t("checkout.storeChoose")}</option>
        {props.stores.map((store) => (
          <option key={store.id} value={String(store.id)}>
            {store.name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
}

/**
 * Pick-up points by postal code: a postal code is needed before a pick-up point can be chosen. The
 * postal code asked here is the order's own (the form's `postal_code`): with a pick-up point chosen,
 * the contact fields do not ask for it again. The search runs with the code the form already holds
 * when the method is chosen, and again on the shopper's request.
 */
function PickupPoints(props: {
  countryCode: string;
  form: CheckoutForm;
  error: string | undefined;
  postalError: string | undefined;
  onPostalCode: (value: string) => void;
  onChoose: (value: string) => void;
}) {
  const t = useT();
  const id = useId();
  const postal = props.form.postal_code;
  const [state, setState] = useState<{ kind: "idle" } | { kind: "loading" } | { kind: "done"; points: PickupPoint[] } | { kind: "error"; message: string }>({ kind: "idle" });

  const search = async (code: string) => {
    if (code.trim() === "") return;
    setState({ kind: "loading" });
    try {
      const answer = await apiClient.get<{ pickup_points?: PickupPoint[] } | undefined>("/api/pickup-points/", {
        query: { postal_code: code.trim(), country_code: props.countryCode },
      });
      setState(answer?.pickup_points ? { kind: "done", points: answer.pickup_points } : { kind: "error", message: t("checkout.pickupSearchFailed") });
    } catch (error) {
      // A postal code the server refuses is named in its message; any other failure is one message.
      const failure = failureOf(error);
      setState({ kind: "error", message: (failure.status === 400 ? failure.message : null) ?? t("checkout.pickupSearchFailed") });
    }
  };

  // The first search uses the postal code the shopper had already given when the method was chosen.
  const [firstPostal] = useState(postal.trim());
  const searchRef = useRef(search);
  searchRef.current = search;
  useEffect(() => {
    if (firstPostal !== "") void searchRef.current(firstPostal);
  }, [firstPostal]);

  const described = [props.postalError ? `${id}-postal-error` : null, state.kind === "idle" ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className="choice__detail pickup-points">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-postal`}>
          {t("checkout.postalCode")}
        </label>
        <div className="cart-codes__row">
          <input
            id={`${id}-postal`}
            className="field__control field__control--short"
            name="postal_code"
            inputMode={props.countryCode === "fi" ? "numeric" : "text"}
            autoComplete="postal-code"
            maxLength={20}
            value={postal}
            onChange={(event) => props.onPostalCode(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                void search(postal);
              }
            }}
            aria-invalid={props.postalError ? true : undefined}
            aria-describedby={described || undefined}
          />
          <button type="button" className="button button--secondary" onClick={() => void search(postal)}>
            {t("checkout.pickupSearch")}
          </button>
        </div>
        <FieldError id={`${id}-postal-error`} message={props.postalError} />
      </div>
      <FieldError id={`${id}-error`} message={props.error} />
      <div aria-live="polite">
        {state.kind === "idle" ? (
          <p id={`${id}-hint`} className="field__hint">
            {t("checkout.pickupPostalFirst")}
          </p>
        ) : null}
        {state.kind === "loading" ? <p className="field__hint">{t("checkout.validating")}</p> : null}
        {state.kind === "error" ? <p className="field__error">{state.message}</p> : null}
        {state.kind === "done" && state.points.length === 0 ? <p className="field__error">{t("checkout.noPickupPoints")}</p> : null}
      </div>
      {state.kind === "done" && state.points.length > 0 ? (
        <ul className="choice-list pickup-points__list" aria-describedby={props.error ? `${id}-error` : undefined}>
          {state.points.map((point) => (
            <li key={point.id}>
              <label className="choice">
                <input type="radio" name="delivery_location" value={point.id} checked={props.form.delivery_location === point.id} onChange={() => props.onChoose(point.id)} />
                <span className="choice__name">
                  {point.name}
                  <span className="choice__note">
                    {point.address}, {point.postal_code} {point.city}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The cart's rows, short, under the summary: what is being paid for. */
function CartLines({ cart, answer }: { cart: CartState; answer: CheckoutAnswer | null }) {
  const t = useT();
  const byId = new Map((answer?.products ?? []).map((row) => [row.productId, row]));
  return (
    <ul className="payment-lines" aria-label={t("orders.products")}>
      {cart.products.map((row) => {
        const server = byId.get(row.productId);
        return (
          <li key={row.productId}>
            {row.amount} × {server?.name || row.name}
            {server?.variant_name ? <span className="payment-lines__variant">, {server.variant_name}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
