import { useId, useState } from "react";
import { Form, useFetcher } from "react-router";
import { pathFor } from "#i18n/routes.ts";
import type { MessageKey } from "#i18n/messages.ts";
import { Flag } from "./Flag.tsx";
import type { LocaleChoices } from "./shell-types.ts";
import { useLang, useShellData, useT } from "./ShellContext.tsx";

export interface LocaleFormErrors {
  country?: MessageKey;
  currency?: MessageKey;
}

export interface LocaleFormValues {
  country: string;
  currency: string;
}

export interface LocaleActionData {
  errors: LocaleFormErrors;
  values: LocaleFormValues;
}

interface LocaleFormProps {
  /** The countries and currencies to choose from; while they load the form shows a busy note. */
  choices: LocaleChoices | undefined;
  /** Where the action sends the shopper back to (a path of this site). */
  returnTo: string;
  errors?: LocaleFormErrors;
  /** The values sent last time, kept after an error: a form never loses what was typed. */
  values?: Partial<LocaleFormValues>;
  /** With JavaScript the modal posts through a fetcher, so an error keeps the modal open. */
  fetcher?: ReturnType<typeof useFetcher<LocaleActionData>>;
}

/**
 * Delivery country and currency. A plain form posting to the locale route, so it
 * works before JavaScript loads; the route's action checks both codes against the shop's lists,
 * sets the two cookies and sends the shopper back. With JavaScript, choosing a country also picks
 * that country's currency (the shopper may still change it).
 */
export function LocaleForm({ choices, returnTo, errors = {}, values = {}, fetcher }: LocaleFormProps) {
  const t = useT();
  const lang = useLang();
  const shell = useShellData();
  const id = useId();
  const current = shell?.locale;
  const [country, setCountry] = useState(values.country ?? current?.countryCode ?? "");
  const [currency, setCurrency] = useState(values.currency ?? current?.currencyCode ?? "");
  if (!shell) return null;
  if (!choices) {
    return (
      <p className="locale-form__loading" role="status" aria-live="polite">
        {t("shell.loading")}
      </p>
    );
  }

  const countries = [...choices.countries].sort((a, b) => a.name.localeCompare(b.name, lang));
  const countryError = errors.country ? `${id}-country-error` : undefined;
  const currencyError = errors.currency ? `${id}-currency-error` : undefined;
  const FormComponent = fetcher ? fetcher.Form : Form;
  const busy = fetcher ? fetcher.state !== "idle" : false;

  return (
    <FormComponent method="post" action={pathFor("locale", lang)} className="locale-form" noValidate>
      <input type="hidden" name="return" value={returnTo} />
      <p className="locale-form__intro">{t("pages.localeIntro")}</p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-country`}>
          {t("shell.deliveryCountry")}
        </label>
        <div className="field__with-flag">
          <Flag countryCode={country || "xx"} width={30} />
          <select
            id={`${id}-country`}
            name="country"
            className="field__control"
            value={country}
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={countryError}
            onChange={(event) => {
              const next = event.target.value;
              setCountry(next);
              const match = choices.countries.find((option) => option.code === next);
              if (match && choices.currencies.some((option) => option.code === match.currencyCode)) setCurrency(match.currencyCode);
            }}
          >
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        {errors.country ? (
          <p className="field__error" id={countryError}>
            {t(errors.country)}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-currency`}>
          {t("shell.currency")}
        </label>
        <select
          id={`${id}-currency`}
          name="currency"
          className="field__control field__control--short"
          value={currency}
          aria-invalid={errors.currency ? true : undefined}
          aria-describedby={currencyError}
          onChange={(event) => setCurrency(event.target.value)}
        >
          {choices.currencies.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
        {errors.currency ? (
          <p className="field__error" id={currencyError}>
            {t(errors.currency)}
          </p>
        ) : null}
      </div>
      <div className="locale-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t("shell.localeSave")}
        </button>
      </div>
    </FormComponent>
  );
}
