import { Form, useNavigation } from "react-router";
import { useId } from "react";
import { RETURN_REASONS } from "#core/after-sales/return-request.ts";
import type { MessageKey } from "#i18n/messages.ts";
import { useT } from "../shell/ShellContext.tsx";
import type { ReturnFormOrder, ReturnFormValues } from "./returns.server.ts";

/** The second step of /returns/: the order's returnable rows, what to do with them, and where the money goes. */
export function ReturnRowsForm({ order, fields, values }: { order: ReturnFormOrder; fields: Record<string, string>; values: ReturnFormValues | null }) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const described = (name: string) => (fields[name] ? { "aria-invalid": true as const, "aria-describedby": `${id}-${name}-error` } : {});
  const error = (name: string) =>
    fields[name] ? (
      <p className="field__error" id={`${id}-${name}-error`}>
        {fields[name]}
      </p>
    ) : null;

  return (
    <section className="returns__order" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("returns.orderTitle", { number: order.number })}</h2>
      {order.state === "notShipped" ? <p className="form-notice">{t("returns.notShipped")}</p> : null}
      {order.state === "expired" ? <p className="form-notice">{t("errors.returnWindowExceeded")}</p> : null}
      {order.state === "open" && order.rows.length === 0 ? <p className="form-notice">{t("returns.nothingLeft")}</p> : null}
      {order.state === "open" && order.rows.length > 0 ? (
        <Form method="post" className="returns__form" noValidate>
          <input type="hidden" name="intent" value="send" />
          <input type="hidden" name="order_number" value={order.number} />
          <input type="hidden" name="email" value={order.email} />
          {order.deadline ? <p className="returns__deadline">{t("returns.deadline", { date: order.deadline })}</p> : null}
          {fields.rows ? (
            <p className="form-alert" role="alert">
              {fields.rows}
            </p>
          ) : null}
          <fieldset className="returns__mode">
            <legend>{t("returns.mode")}</legend>
            {(["return", "exchange"] as const).map((mode) => (
              <label key={mode} className="choice">
                <input type="radio" name="mode" value={mode} defaultChecked={(values?.mode ?? "return") === mode} />
                <span>{t(mode === "return" ? "returns.modeReturn" : "returns.modeExchange")}</span>
              </label>
            ))}
          </fieldset>
          <h3>{t("returns.rowsTitle")}</h3>
          <ul className="returns__rows">
            {order.rows.map((row) => {
              const given = values?.rows[row.position];
              return (
                <li key={row.position} className="returns__row">
                  <p className="returns__product">
                    <span className="returns__name">{row.name}</span>
                    {row.variantName ? <span className="returns__variant">{row.variantName}</span> : null}
                    <span className="returns__bought">{t("returns.bought", { count: row.bought })}</span>
                  </p>
                  <div className="returns__choices">
                    <div className="field">
                      <label className="field__label" htmlFor={`${id}-amount-${row.position}`}>
                        {t("returns.amount")}
                      </label>
                      <select
                        id={`${id}-amount-${row.position}`}
                        className="field__control"
                        name={`amount-${row.position}`}
                        defaultValue={String(given?.amount ?? 0)}
                        {...described(`amount-${row.position}`)}
                      >
                        {Array.from({ length: row.returnable + 1 }, (_, count) => (
                          <option key={count} value={count}>
                            {count}
                          </option>
                        ))}
                      </select>
                      {error(`amount-${row.position}`)}
                    </div>
                    <div className="field">
                      <label className="field__label" htmlFor={`${id}-reason-${row.position}`}>
                        {t("returns.reason")}
                      </label>
                      <select
                        id={`${id}-reason-${row.position}`}
                        className="field__control"
                        name={`reason-${row.position}`}
                        defaultValue={given?.reason ?? ""}
                        {...described(`reason-${row.position}`)}
                      >
                        <option value="">{t("returns.chooseReason")}</option>
                        {RETURN_REASONS.map((reason) => (
                          <option key={reason} value={reason}>
                            {t(`returns.reason.${reason}` as MessageKey)}
                          </option>
                        ))}
                      </select>
                      {error(`reason-${row.position}`)}
                    </div>
                    <div className="field">
                      <label className="field__label" htmlFor={`${id}-wanted-${row.position}`}>
                        {t("returns.wanted")}
                      </label>
                      {row.options.length > 0 ? (
                        <select
                          id={`${id}-wanted-${row.position}`}
                          className="field__control"
                          name={`wanted-${row.position}`}
                          defaultValue={given?.wanted ?? ""}
                          {...described(`wanted-${row.position}`)}
                        >
                          <option value="">{t("returns.chooseSize")}</option>
                          {row.options.map((option) => (
                            <option key={option.variantId} value={option.variantId}>
                              {option.label}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <p className="returns__no-options" id={`${id}-wanted-${row.position}`}>
                          {t("returns.noOptions")}
                        </p>
                      )}
                      {error(`wanted-${row.position}`)}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          <fieldset className="returns__refund">
            <legend>{t("returns.refundTo")}</legend>
            {(["original", "gift-card"] as const).map((target) => (
              <label key={target} className="choice">
                <input type="radio" name="refund_to" value={target} defaultChecked={(values?.refundTo ?? "original") === target} />
                <span>{t(target === "original" ? "returns.refundOriginal" : "returns.refundGiftCard")}</span>
              </label>
            ))}
          </fieldset>
          {order.abroad ? (
            <div className="field">
              <label className="field__label" htmlFor={`${id}-tracking`}>
                {t("returns.trackingCode")}
              </label>
              <input
                id={`${id}-tracking`}
                className="field__control"
                name="tracking_code"
                maxLength={60}
                spellCheck={false}
                defaultValue={values?.trackingCode ?? ""}
                aria-invalid={fields.trackingCode ? true : undefined}
                aria-describedby={`${id}-tracking-hint${fields.trackingCode ? ` ${id}-trackingCode-error` : ""}`}
              />
              <p className="field__hint" id={`${id}-tracking-hint`}>
                {t("returns.trackingHint")}
              </p>
              {error("trackingCode")}
            </div>
          ) : null}
          <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
            {t("returns.send")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
