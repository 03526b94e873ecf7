import { Form } from "react-router";
import { bundleFieldName, MAX_BUNDLE_PARTS, NEW_PART_ROWS, type AdminBundle, type ModelBundles } from "#core/admin/model-bundles.ts";
import { centsText, HOME_LANG } from "#core/admin/model-form.ts";
import { formatPrice } from "#core/money/format-price.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { FormField } from "../accounts/AccountField.tsx";
import type { AdminFormState } from "./form-state.ts";
import { FormFailureLine, LANGUAGE_NAMES } from "./ModelEditor.tsx";
import { useAdminForm } from "./use-admin-form.tsx";
import { ConfirmTick } from "./ConfirmTick.tsx";

/** The form name a bundle's failed post is shown in: each bundle's form and the new one's keep their own typing. */
export const bundleFormName = (bundleId: number | "new") => `bundle-${bundleId}`;
export const bundleDeleteFormName = (bundleId: number) => `bundleDelete-${bundleId}`;

/**
 * A model's bundles on its editor: a form for each (with a form of its own to delete it) and one for a new
 * bundle, each saved on its own with the model's version.
 */
export function BundleSection({
  version,
  modelName,
  bundles,
  state,
  lang,
  reload,
}: {
  version: number;
  modelName: string;
  bundles: ModelBundles;
  state: AdminFormState | undefined;
  lang: Lang;
  reload: string;
}) {
  const { t, id } = useAdminForm(state, "bundles");
  const nextOrder = Math.max(0, ...bundles.bundles.map((bundle) => bundle.sortOrder)) + 1;
  return (
    <section className="admin-bundles" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("admin.bundles")}</h2>
      <p className="field__hint">{bundles.isPackage ? t("admin.bundlesHelpPackage") : t("admin.bundlesHelp")}</p>
      {bundles.bundles.length === 0 ? <p>{t("admin.noBundles")}</p> : null}
      {bundles.bundles.map((bundle) => (
        <div key={bundle.id} className="admin-bundle">
          <BundleForm version={version} bundle={bundle} isPackage={bundles.isPackage} modelName={modelName} nextOrder={nextOrder} state={state} lang={lang} reload={reload} />
          <BundleDeleteForm version={version} bundleId={bundle.id} state={state} reload={reload} />
        </div>
      ))}
      {/* Keyed by the version: after a save the new bundle's form starts empty again. */}
      <BundleForm key={`new-${version}`} version={version} bundle={null} isPackage={bundles.isPackage} modelName={modelName} nextOrder={nextOrder} state={state} lang={lang} reload={reload} />
    </section>
  );
}

function bundleName(bundle: AdminBundle, lang: Lang): string {
  return bundle.texts[lang]?.name ?? bundle.texts[HOME_LANG]?.name ?? String(bundle.id);
}

/** One bundle's fields: offered or not, its order, its models with their pieces, its price and its texts per language. */
function BundleForm({
  version,
  bundle,
  isPackage,
  modelName,
  nextOrder,
  state,
  lang,
  reload,
}: {
  version: number;
  bundle: AdminBundle | null;
  isPackage: boolean;
  modelName: string;
  nextOrder: number;
  state: AdminFormState | undefined;
  lang: Lang;
  reload: string;
}) {
  const { t, id, read, error, cell, cellError } = useAdminForm(state, bundleFormName(bundle?.id ?? "new"));
  const parts = bundle?.parts ?? [];
  const rows = Math.min(MAX_BUNDLE_PARTS, parts.length + NEW_PART_ROWS);
  const title = bundle ? t("admin.bundleHeading", { name: bundleName(bundle, lang) }) : t("admin.newBundle");
  return (
    <Form method="post" className="admin-form" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {title}
        {bundle && !bundle.isActive ? <span className="admin-lang__missing"> — {t("admin.bundleNotOffered")}</span> : null}
      </h3>
      <FormFailureLine state={read.failed} reload={reload} />
      <input type="hidden" name="intent" value="bundle" />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name={bundleFieldName.bundle} value={bundle?.id ?? "new"} />
      <div className="admin-form__grid">
        <div>
          <label className="admin-check">
            <input type="checkbox" name={bundleFieldName.active} defaultChecked={read.checked(bundleFieldName.active, bundle?.isActive ?? true)} />
            {t("admin.bundleActive")}
          </label>
          <FormField id={`${id}-order`} label={t("admin.bundleOrder")} error={error(bundleFieldName.order)}>
            {(control) => (
              <input name={bundleFieldName.order} className="field__control admin-input--qty" inputMode="numeric" maxLength={4} defaultValue={read.value(bundleFieldName.order, String(bundle?.sortOrder ?? nextOrder))} {...control} />
            )}
          </FormField>
        </div>
        <FormField id={`${id}-price`} label={t("admin.bundlePrice")} hint={t("admin.bundlePriceHelp")} error={error(bundleFieldName.price)}>
          {(control) => (
            <>
              <input name={bundleFieldName.price} className="field__control admin-input--price" inputMode="decimal" required defaultValue={read.value(bundleFieldName.price, centsText(bundle?.activeCents ?? null))} {...control} />
              {bundle?.regularCents ? <p className="field__hint">{t("admin.bundleSum", { price: formatPrice(bundle.regularCents, { code: "EUR", rate: 1 }, lang) })}</p> : null}
            </>
          )}
        </FormField>
      </div>
      <h4 id={`${id}-parts`}>{t("admin.bundleParts")}</h4>
      <p className="field__hint" id={`${id}-parts-hint`}>
        {t("admin.bundlePartsHelp")}
      </p>
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-labelledby={`${id}-title ${id}-parts`}>
        <table className="admin-table admin-table--inputs admin-table--parts">
          <thead>
            <tr>
              <td />
              <th scope="col" id={`${id}-part`}>
                {t("admin.bundlePart")}
              </th>
              <th scope="col" id={`${id}-quantity`}>
                {t("admin.bundleQuantity")}
              </th>
            </tr>
          </thead>
          <tbody>
            {isPackage ? null : (
              <tr>
                <th scope="row">{t("admin.bundleThisModel")}</th>
                <td>{modelName}</td>
                <td>1</td>
              </tr>
            )}
            {Array.from({ length: rows }, (_, row) => {
              const stored = parts[row];
              const part = bundleFieldName.part(row);
              const quantity = bundleFieldName.quantity(row);
              return (
                <tr key={row}>
                  <th scope="row" id={`${id}-row${row}`}>
                    {t("admin.bundleRow", { row: row + 1 })}
                  </th>
                  <td>
                    <input
                      name={part}
                      className="field__control admin-input--code"
                      maxLength={60}
                      defaultValue={read.value(part, stored ? String(stored.modelId) : "")}
                      aria-labelledby={`${id}-row${row} ${id}-part`}
                      {...cell(part)}
                      aria-describedby={read.problem(part) ? `${id}-${part}-error` : `${id}-parts-hint`}
                    />
                    {stored && !read.failed ? <span className="admin-table__note">{stored.name}</span> : null}
                    {cellError(part)}
                  </td>
                  <td>
                    <input
                      name={quantity}
                      className="field__control admin-input--order"
                      inputMode="numeric"
                      maxLength={2}
                      defaultValue={read.value(quantity, stored ? String(stored.quantity) : "")}
                      aria-labelledby={`${id}-row${row} ${id}-quantity`}
                      {...cell(quantity)}
                    />
                    {cellError(quantity)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {[HOME_LANG, ...LANGUAGES.filter((other) => other !== HOME_LANG)].map((textLang) => {
        const texts = bundle?.texts[textLang];
        const name = bundleFieldName.name(textLang);
        const description = bundleFieldName.description(textLang);
        const hasProblem = read.problem(name) !== undefined || read.problem(description) !== undefined;
        return (
          <details key={textLang} className="admin-lang" open={textLang === HOME_LANG || textLang === lang || hasProblem} lang={textLang}>
            <summary>
              {LANGUAGE_NAMES[textLang]}
              {texts || read.value(name, "") || textLang === HOME_LANG ? null : <span className="admin-lang__missing"> — {t("admin.bundleLanguageMissing")}</span>}
            </summary>
            <FormField id={`${id}-${textLang}-name`} label={t("admin.textName")} error={error(name)}>
              {(control) => <input name={name} className="field__control" maxLength={200} required={textLang === HOME_LANG} defaultValue={read.value(name, texts?.name ?? "")} {...control} />}
            </FormField>
            <FormField id={`${id}-${textLang}-description`} label={t("admin.bundleDescription")} error={error(description)}>
              {(control) => <textarea name={description} className="field__control" rows={2} maxLength={2000} defaultValue={read.value(description, texts?.description ?? "")} {...control} />}
            </FormField>
          </details>
        );
      })}
      <button className="button button--primary" type="submit">
        {bundle ? t("admin.saveBundle") : t("admin.addBundle")}
      </button>
    </Form>
  );
}

/** Deleting a bundle: a tick of its own, then the button. */
function BundleDeleteForm({ version, bundleId, state, reload }: { version: number; bundleId: number; state: AdminFormState | undefined; reload: string }) {
  const form = useAdminForm(state, bundleDeleteFormName(bundleId));
  const { t, read } = form;
  return (
    <Form method="post" className="admin-form admin-form--quiet">
      <FormFailureLine state={read.failed} reload={reload} />
      <input type="hidden" name="intent" value="bundleDelete" />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name={bundleFieldName.bundle} value={bundleId} />
      <ConfirmTick label={t("admin.deleteBundleConfirm")} form={form} />
      <button className="button button--secondary" type="submit">
        {t("admin.deleteBundle")}
      </button>
    </Form>
  );
}
