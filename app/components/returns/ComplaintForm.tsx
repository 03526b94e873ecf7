import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { casePictureLimitProblem, MAX_CASE_PICTURES } from "#core/after-sales/case-pictures.ts";
import { COMPLAINT_MAX_LENGTH, type ComplaintField, type ComplaintInput } from "#core/after-sales/complaint-form.ts";
import { FormField } from "../accounts/AccountField.tsx";
import { FormAlert } from "../accounts/FormMessages.tsx";
import { useT } from "../shell/ShellContext.tsx";
import { pictureMessage } from "./picture-message.ts";

export interface ComplaintFormFailure {
  errors: Partial<Record<ComplaintField | "pictures", string>>;
  formError: string;
  picturesUnread: "kept" | "chooseAgain" | null;
}

/**
 * The complaint form's fields in three groups (contact, purchase, product) and the pictures. The fields of
 * the other sales channel are hidden by the stylesheet once a channel is chosen, so the form works the same
 * before scripts load; the server ignores them either way.
 */
export function ComplaintForm({
  stores,
  webStoreId,
  values,
  failed,
}: {
  stores: ReadonlyArray<{ id: number; name: string }>;
  webStoreId: number;
  values: ComplaintInput;
  failed: ComplaintFormFailure | null;
}) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const filesRef = useRef<HTMLInputElement>(null);
  // Checked in the browser before the pictures travel; the server checks again.
  const [pictureProblem, setPictureProblem] = useState<{ for: unknown; message: string } | null>(null);
  const errors = { ...failed?.errors, ...(pictureProblem && pictureProblem.for === failed ? { pictures: pictureProblem.message } : {}) };
  // After an upload failure the files stay chosen (the shopper may try again or take them off).
  useEffect(() => {
    if (failed && filesRef.current && failed.picturesUnread === null && !failed.errors.pictures) filesRef.current.value = "";
  }, [failed]);
  const checkPictures = (form: HTMLFormElement) => {
    const input = form.elements.namedItem("pictures");
    const files = input instanceof HTMLInputElement ? [...(input.files ?? [])] : [];
    const problem = casePictureLimitProblem(files.map((file) => ({ name: file.name, size: file.size })));
    setPictureProblem(problem ? { for: failed, message: pictureMessage(t, problem) } : null);
    return problem === null;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!checkPictures(event.currentTarget)) {
      event.preventDefault();
      filesRef.current?.focus();
    }
  };
  const text = (field: ComplaintField, options: { type?: string; autoComplete?: string; inputMode?: "numeric" | "decimal" | "tel" | "email"; hint?: string; short?: boolean } = {}) => (
    <FormField id={`${id}-${field}`} label={t(`complaints.${field}` as Parameters<typeof t>[0])} error={errors[field]} hint={options.hint}>
      {(control) => (
        <input
          name={field}
          type={options.type ?? "text"}
          className={options.short ? "field__control field__control--short" : "field__control"}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          maxLength={options.type === "date" ? undefined : COMPLAINT_MAX_LENGTH[field]}
          defaultValue={values[field]}
          {...control}
        />
      )}
    </FormField>
  );
  const storeOptions = (
    <>
      {stores.map((store) => (
        <option key={store.id} value={store.id}>
          {store.name}
        </option>
      ))}
    </>
  );
  return (
    <Form method="post" encType="multipart/form-data" className="complaint-form" noValidate onSubmit={onSubmit}>
      {failed?.formError ? <FormAlert>{failed.formError}</FormAlert> : null}
      <input type="hidden" name="rowId" value={values.rowId} />
      <fieldset className="complaint-form__group">
        <legend>{t("complaints.contactTitle")}</legend>
        {text("customerName", { autoComplete: "name" })}
        {text("email", { type: "email", autoComplete: "email" })}
        {text("phone", { type: "tel", autoComplete: "tel" })}
        {text("address", { autoComplete: "address-line1", hint: t("complaints.addressHint") })}
        {text("postNumber", { autoComplete: "postal-code", short: true })}
        {text("city", { autoComplete: "address-level2" })}
      </fieldset>
      <fieldset className="complaint-form__group">
        <legend>{t("complaints.purchaseTitle")}</legend>
        <fieldset className="choice-group" aria-describedby={errors.salesChannel ? `${id}-channel-error` : undefined}>
          <legend className="field__label">{t("complaints.salesChannel")}</legend>
          {(["S", "K"] as const).map((channel) => (
            <label key={channel} className="choice">
              <input type="radio" name="salesChannel" value={channel} defaultChecked={values.salesChannel === channel} aria-invalid={errors.salesChannel ? true : undefined} />
              <span>{t(`complaints.channel.${channel}`)}</span>
            </label>
          ))}
          {errors.salesChannel ? (
            <p className="field__error" id={`${id}-channel-error`}>
              {errors.salesChannel}
            </p>
          ) : null}
        </fieldset>
        <div className="complaint-form__web">{text("orderNumber", { hint: t("complaints.orderNumberHint"), short: true })}</div>
        <div className="complaint-form__store">
          <FormField id={`${id}-store`} label={t("complaints.store")} error={errors.store}>
            {(control) => (
              <select name="store" className="field__control" defaultValue={values.store} {...control}>
                <option value="">{t("complaints.chooseStore")}</option>
                {storeOptions}
              </select>
            )}
          </FormField>
          {text("receipt")}
        </div>
        {text("timeOfPurchase", { type: "date", short: true })}
        {text("price", { inputMode: "decimal", short: true })}
      </fieldset>
      <fieldset className="complaint-form__group">
        <legend>{t("complaints.productTitle")}</legend>
        {text("manufacturer")}
        {text("model")}
        {text("color")}
        {text("size", { short: true })}
        <label className="choice">
          <input type="checkbox" name="noSize" defaultChecked={values.noSize} />
          <span>{t("complaints.noSize")}</span>
        </label>
        <label className="choice">
          <input type="checkbox" name="used" defaultChecked={values.used} />
          <span>{t("complaints.used")}</span>
        </label>
        <FormField id={`${id}-complaint`} label={t("complaints.complaint")} hint={t("complaints.complaintHint")} error={errors.complaint}>
          {(control) => <textarea name="complaint" className="field__control" rows={6} maxLength={COMPLAINT_MAX_LENGTH.complaint} defaultValue={values.complaint} {...control} />}
        </FormField>
        <FormField
          id={`${id}-pictures`}
          label={t("complaints.pictures")}
          hint={[
            failed?.picturesUnread ? t(failed.picturesUnread === "kept" ? "complaints.picturesWaiting" : "complaints.picturesAgain") : "",
            t("complaints.picturesHint", { max: MAX_CASE_PICTURES }),
          ]
            .filter(Boolean)
            .join(" ")}
          error={errors.pictures}
        >
          {(control) => (
            <input
              ref={filesRef}
              name="pictures"
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp"
              className="field__control"
              onChange={(event) => event.currentTarget.form && checkPictures(event.currentTarget.form)}
              {...control}
            />
          )}
        </FormField>
      </fieldset>
      <FormField id={`${id}-targetStore`} label={t("complaints.targetStore")} error={errors.targetStore}>
        {(control) => (
          <select name="targetStore" className="field__control" defaultValue={values.targetStore} {...control}>
            <option value="">{t("complaints.chooseStore")}</option>
            <option value={webStoreId}>{t("complaints.targetByPost")}</option>
            {storeOptions}
          </select>
        )}
      </FormField>
      <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
        {t("complaints.send")}
      </button>
    </Form>
  );
}
