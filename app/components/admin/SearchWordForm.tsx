import { Form } from "react-router";
import { SYNONYM_PHRASE_MAX, targetValue, type SynonymChoice } from "#core/admin/search-synonyms.ts";
import type { Lang } from "#i18n/languages.ts";
import { FormField } from "../accounts/AccountField.tsx";
import { FormFailureLine } from "./ModelEditor.tsx";
import type { AdminFormState } from "./form-state.ts";
import { useAdminForm } from "./use-admin-form.tsx";

/** A search word's form: the shopper's phrase and what it means, a product group or a property value. */
export function SearchWordForm({
  form,
  title,
  submit,
  state,
  reload,
  choices,
  lang,
  phrase,
  target,
}: {
  form: string;
  title: string;
  submit: string;
  state: AdminFormState | undefined;
  reload: string;
  choices: readonly SynonymChoice[];
  /** The language of the phrase and of the choices' names. */
  lang: Lang;
  phrase: string;
  target: string;
}) {
  const { t, id, read, error } = useAdminForm(state, form);
  const groups = choices.filter((choice) => choice.target.kind === "group");
  const values = choices.filter((choice) => choice.target.kind === "value");
  return (
    <Form method="post" className="admin-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <FormFailureLine state={read.failed} reload={reload} />
      <FormField id={`${id}-phrase`} label={t("admin.searchWordPhrase")} hint={t("admin.searchWordPhraseHint")} error={error("phrase")}>
        {(control) => <input name="phrase" lang={lang} className="field__control" maxLength={SYNONYM_PHRASE_MAX} required defaultValue={read.value("phrase", phrase)} {...control} />}
      </FormField>
      <FormField id={`${id}-target`} label={t("admin.searchWordMeaning")} error={error("target")}>
        {(control) => (
          <select name="target" className="field__control" required defaultValue={read.value("target", target)} {...control}>
            <option value="">{t("admin.choose")}</option>
            <optgroup label={t("admin.searchWordGroups")}>
              {groups.map((choice) => (
                <option key={targetValue(choice.target)} value={targetValue(choice.target)} lang={lang}>
                  {choice.label}
                </option>
              ))}
            </optgroup>
            <optgroup label={t("admin.searchWordValues")}>
              {values.map((choice) => (
                <option key={targetValue(choice.target)} value={targetValue(choice.target)} lang={lang}>
                  {choice.label}
                </option>
              ))}
            </optgroup>
          </select>
        )}
      </FormField>
      <button className="button button--primary" type="submit" name="intent" value="save">
        {submit}
      </button>
    </Form>
  );
}
