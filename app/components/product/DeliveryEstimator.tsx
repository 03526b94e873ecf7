import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLang, useT } from "#app/components/shell/ShellContext.tsx";
import { apiClient, failureOf } from "#app/lib/api-client.ts";
import { createLocalSettings } from "#app/lib/local-settings.ts";
import { postalCodeStep, POSTAL_CODE_MAX } from "#app/lib/postal-code-input.ts";
import type { DeliveryOption } from "#core/delivery/delivery-service.ts";
import { formatPrice } from "#core/money/format-price.ts";
import type { ProductPageData } from "./product-page.server.ts";

type Answer = { kind: "none" } | { kind: "options"; code: string; options: DeliveryOption[] } | { kind: "error"; message: string };

function answerOf(estimator: ProductPageData["delivery"]["estimator"]): Answer {
  if (estimator.error) return { kind: "error", message: estimator.error };
  if (estimator.options) return { kind: "options", code: estimator.postalCode, options: estimator.options };
  return { kind: "none" };
}

/**
 * The delivery estimator: the ways the chosen variant reaches a postal code. Before
 * JavaScript the form is a GET of the page itself, which the loader answers; afterwards each complete
 * code asks GET /api/get_fast_shipping/ and is kept in the local settings for the next product.
 */
export function DeliveryEstimator({ data }: { data: ProductPageData }) {
  const t = useT();
  const lang = useLang();
  const variant = data.selectedId > 0 ? data.shown : null;
  const [code, setCode] = useState(data.delivery.estimator.postalCode);
  const [answer, setAnswer] = useState<Answer>(answerOf(data.delivery.estimator));
  const asked = useRef(0);

  const lookup = async (postalCode: string) => {
    if (!variant) return;
    const call = ++asked.current;
    const query = { postal_code: postalCode, price: String((variant.prices?.active ?? 0) / 100), variant_id: variant.id };
    try {
      const body = await apiClient.get<unknown>("/api/get_fast_shipping/", { query });
      if (call !== asked.current) return;
      if (Array.isArray(body)) return setAnswer({ kind: "options", code: postalCode, options: body as DeliveryOption[] });
      console.error("#5711 delivery estimate failed", 200);
    } catch (error) {
      const failure = failureOf(error);
      // The answer to an older lookup changes nothing.
      if (failure.status !== null && call !== asked.current) return;
      if (failure.status === 400 && failure.message) return setAnswer({ kind: "error", message: failure.message });
      // Other failures are only logged; the shopper keeps what was shown.
      console.error("#5711 delivery estimate failed", failure.status ?? error);
    }
  };

  // The code kept from an earlier visit, and a new lookup whenever another variant is chosen.
  const variantId = variant?.id ?? 0;
  useEffect(() => {
    const kept = code || createLocalSettings().getPostcode() || "";
    const step = postalCodeStep(kept);
    if (step.value !== code) setCode(step.value);
    if (step.lookup && variantId > 0) void lookup(step.value);
    // Only the variant decides a new lookup here; typing looks up in onChange.
  }, [variantId]);

  if (!variant || data.delivery.blocked) return null;

  const onChange = (typed: string) => {
    const step = postalCodeStep(typed);
    setCode(step.value);
    if (step.save) createLocalSettings().setPostcode(step.value || null);
    if (step.lookup) void lookup(step.value);
    else setAnswer({ kind: "none" });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const step = postalCodeStep(code);
    if (step.lookup) void lookup(step.value);
    else setAnswer({ kind: "error", message: t("product.postalCodeInvalid") });
  };
  // The page's own choice travels with the GET form, so the answer is for the same variant.
  const kept = (["color", "size", "type"] as const).flatMap((name) => (data.choice[name] ? [[name, data.choice[name]] as const] : []));

  return (
    <form className="estimator" method="get" onSubmit={onSubmit} aria-labelledby="estimator-title">
      <h3 id="estimator-title" className="estimator__title">
        {t("product.estimatorTitle")}
      </h3>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="estimator__row">
        <label className="field__label" htmlFor="estimator-code">
          {t("product.postalCode")}
        </label>
        <input
          id="estimator-code"
          className="field__control estimator__input"
          name="postal_code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={POSTAL_CODE_MAX}
          value={code}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={answer.kind === "error" ? true : undefined}
          aria-describedby={answer.kind === "error" ? "estimator-error" : undefined}
        />
        <button type="submit" className="button button--secondary estimator__submit">
          {t("product.estimatorShow")}
        </button>
      </div>
      {answer.kind === "error" ? (
        <p id="estimator-error" className="field__error">
          {answer.message}
        </p>
      ) : null}
      <div role="status" aria-live="polite">
        {answer.kind === "options" && answer.options.length === 0 ? <p>{t("product.estimatorNone", { code: answer.code })}</p> : null}
        {answer.kind === "options" && answer.options.length > 0 ? (
          <ul className="estimator__list">
            {answer.options.map((option) => (
              <li key={`${option.name}-${option.storeSlug ?? ""}`} className="estimator__option">
                <span className="estimator__name">{option.name}</span>
                <span className="estimator__time">{option.timeEstimate}</span>
                <span className="estimator__price">
                  {option.price === 0 ? t("product.estimatorFree") : formatPrice(Math.round(option.price * 100), data.currency, lang)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </form>
  );
}
