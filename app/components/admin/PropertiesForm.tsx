import { Form } from "react-router";
import { propertyFieldName, propertyOneItemFieldName, type ModelProperty, type PropertyChoice } from "#core/admin/model-properties.ts";
import type { AdminFormState } from "./form-state.ts";
import { FormField } from "../accounts/AccountField.tsx";
import { FormFailureLine } from "./ModelEditor.tsx";
import { useAdminForm } from "./use-admin-form.tsx";

/** A model's technical properties: a number for each measured one, tick boxes for the named values of the others. */
export function PropertiesForm({
  version,
  properties,
  choices,
  state,
  reload,
}: {
  version: number;
  properties: readonly ModelProperty[];
  choices: readonly PropertyChoice[];
  state: AdminFormState | undefined;
  reload: string;
}) {
  const { t, id, read, error, cell, cellError } = useAdminForm(state, "properties");
  const numberOf = (typeId: number) => properties.find((row) => row.typeId === typeId && row.valueNum !== null);
  const ranges = choices.filter((choice) => choice.kind === "range");
  const named = choices.filter((choice) => choice.kind === "checkbox");
  return (
    <Form method="post" className="admin-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("admin.properties")}</h2>
      <p className="field__hint">{t("admin.propertiesHelp")}</p>
      <FormFailureLine state={read.failed} reload={reload} />
      <input type="hidden" name="intent" value="properties" />
      <input type="hidden" name="version" value={version} />
      <div className="admin-form__grid">
        {ranges.map((choice) => {
          const name = propertyFieldName(choice.slug);
          const stored = numberOf(choice.id);
          return (
            <div key={choice.id}>
              <FormField id={`${id}-${choice.slug}`} label={choice.unit ? `${choice.name} [${choice.unit}]` : choice.name} error={error(name)}>
                {(control) => (
                  <input name={name} className="field__control admin-input--qty" inputMode="decimal" defaultValue={read.value(name, stored ? String(stored.valueNum).replace(".", ",") : "")} {...control} />
                )}
              </FormField>
              <label className="admin-check admin-check--small">
                <input type="checkbox" name={propertyOneItemFieldName(choice.slug)} defaultChecked={read.checked(propertyOneItemFieldName(choice.slug), stored?.isForOneItem ?? false)} />
                {t("admin.propertyOneItem")}
              </label>
            </div>
          );
        })}
      </div>
      {named.map((choice) => {
        const name = propertyFieldName(choice.slug);
        const stored = properties.filter((row) => row.typeId === choice.id && row.valueId !== null).map((row) => choice.values.find((value) => value.id === row.valueId)?.slug ?? "");
        const ticked = read.values(name, stored);
        return (
          <fieldset key={choice.id} className="admin-form__flags" aria-describedby={cell(name)["aria-describedby"]}>
            <legend>{choice.name}</legend>
            {choice.values.map((value) => (
              <label key={value.id} className="admin-check">
                <input type="checkbox" name={name} value={value.slug} defaultChecked={ticked.includes(value.slug)} />
                {value.name}
              </label>
            ))}
            {cellError(name)}
          </fieldset>
        );
      })}
      <button className="button button--primary" type="submit">
        {t("admin.saveProperties")}
      </button>
    </Form>
  );
}
