import { Form } from "react-router";
import { useEffect, useRef } from "react";
import {
  activeFieldName,
  blockedFieldName,
  centsText,
  incomingFieldName,
  HOME_LANG,
  MODEL_FLAGS,
  priceFieldName,
  ribbonOrderFieldName,
  stockFieldName,
  TAX_CLASSES,
  textFieldName,
  VISIBILITIES,
  type ModelFlag,
  type Visibility,
} from "#core/admin/model-form.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import type { MessageKey } from "#i18n/messages.ts";
import { FormField } from "../accounts/AccountField.tsx";
import { FormAlert } from "../accounts/FormMessages.tsx";
import { useT } from "../shell/ShellContext.tsx";
import type { AdminFormState } from "./form-state.ts";
import { useAdminForm } from "./use-admin-form.tsx";

/** The model as its own form shows it (a new model has none). */
export interface EditorModel {
  id: number;
  version: number;
  brandId: number;
  mainGroupId: number | null;
  groupIds: number[];
  visibility: Visibility;
  taxClass: string;
  modelnumber: string;
  flags: Record<ModelFlag, boolean>;
  texts: Partial<Record<Lang, { name: string; slug: string; shortDescription: string; descriptionHtml: string; metaDescription: string }>>;
  tagIds: number[];
  ribbonIds: number[];
  sizeTableId: number | null;
  secondHandParentId: number | null;
}

/** A variant's row in the price form: the fields' text, what shoppers pay now and the 30-day lowest. */
export interface PriceRow {
  id: number;
  /** Colour, size and SKU. */
  label: string;
  prices: { regular: string; sale: string; saleStart: string; saleEnd: string; club: string; outdoor: string };
  now: string | null;
  lowest: string | null;
}

/** A variant's row in the stock form. */
export interface StockRow {
  id: number;
  label: string;
  stock: Record<number, { quantity: number; reserved: number; blocked: boolean }>;
  isActive: boolean;
  incomingQuantity: number;
  incomingOn: string;
}

export interface EditorChoicesView {
  tags: Array<{ id: number; name: string }>;
  ribbons: Array<{ id: number; name: string }>;
  sizeTables: Array<{ id: number; name: string }>;
  brands: Array<{ id: number; name: string }>;
  groups: Array<{ id: number; name: string; depth: number }>;
  colours: Array<{ slug: string; name: string }>;
  stores: Array<{ id: number; name: string }>;
}

/** The choices the model's own form offers. */
export type ModelFormChoices = Pick<EditorChoicesView, "brands" | "groups" | "tags" | "ribbons" | "sizeTables">;

const FLAG_KEYS: Record<ModelFlag, MessageKey> = {
  outlet: "admin.flagOutlet",
  discountsAllowed: "admin.flagDiscountsAllowed",
  showDiscountPercentage: "admin.flagShowDiscountPercentage",
  onOrder: "admin.flagOnOrder",
  extendedRange: "admin.flagExtendedRange",
};
export const VISIBILITY_KEYS: Record<Visibility, MessageKey> = { public: "admin.visibilityPublic", hidden: "admin.visibilityHidden", staff: "admin.visibilityStaff" };
const TAX_KEYS: Record<(typeof TAX_CLASSES)[number], MessageKey> = { standard: "admin.taxStandard", reduced: "admin.taxReduced", books: "admin.taxBooks", zero: "admin.taxZero" };
export const LANGUAGE_NAMES: Record<Lang, string> = { fi: "Suomi", en: "English", sv: "Svenska", de: "Deutsch", fr: "Français", ru: "Русский" };

/** The "someone else saved first" and "check the marked fields" lines of a form that was not saved. */
export function FormFailureLine({ state, reload }: { state: AdminFormState | undefined; reload: string }) {
  const t = useT();
  const line = useRef<HTMLDivElement>(null);
  // A post answered in place leaves the page scrolled at its button: the first field named goes into view with
  // the focus (else the line itself), as a page loaded afresh would show the form from its top.
  useEffect(() => {
    if (!state) return;
    const form = line.current?.closest("form");
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else line.current?.scrollIntoView({ block: "center" });
  }, [state]);
  if (!state) return null;
  const message = state.stale ? (
    <FormAlert>
      {t("admin.stale")} <a href={reload}>{t("admin.openCurrent")}</a>
    </FormAlert>
  ) : Object.keys(state.problems).length > 0 ? (
    <FormAlert>{t("admin.checkFields")}</FormAlert>
  ) : null;
  return message ? <div ref={line}>{message}</div> : null;
}

/**
 * The model's own form: brand, groups, visibility, VAT class, options and its texts in the six languages
 * (Finnish and the page's own language open). Used for a new model too, without a version; a new model is
 * for staff only until they make it public, once it has its variants and prices.
 */
export function ModelForm({ model, choices, state, lang, reload }: { model: EditorModel | null; choices: ModelFormChoices; state: AdminFormState | undefined; lang: Lang; reload: string }) {
  const { t, id, read, error } = useAdminForm(state, "model");
  const groups = read.values("groups", (model?.groupIds ?? []).map(String));
  return (
    <Form method="post" className="admin-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("admin.basics")}</h2>
      <FormFailureLine state={read.failed} reload={reload} />
      <input type="hidden" name="intent" value="model" />
      {model ? <input type="hidden" name="version" value={model.version} /> : null}
      <div className="admin-form__grid">
        <FormField id={`${id}-brand`} label={t("admin.brand")} error={error("brand")}>
          {(control) => (
            <select name="brand" className="field__control" defaultValue={read.value("brand", model ? String(model.brandId) : "")} required {...control}>
              <option value="">{t("admin.choose")}</option>
              {choices.brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-main`} label={t("admin.mainGroup")} error={error("mainGroup")}>
          {(control) => (
            <select name="mainGroup" className="field__control" defaultValue={read.value("mainGroup", model?.mainGroupId ? String(model.mainGroupId) : "")} required {...control}>
              <option value="">{t("admin.choose")}</option>
              {choices.groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {`${"\u2003".repeat(group.depth)}${group.name}`}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-groups`} label={t("admin.otherGroups")} error={error("groups")}>
          {(control) => (
            <select name="groups" className="field__control admin-form__multi" multiple defaultValue={groups} {...control}>
              {choices.groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {`${"\u2003".repeat(group.depth)}${group.name}`}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-visibility`} label={t("admin.visibility")} error={error("visibility")}>
          {(control) => (
            <select name="visibility" className="field__control" defaultValue={read.value("visibility", model?.visibility ?? "staff")} {...control}>
              {VISIBILITIES.map((visibility) => (
                <option key={visibility} value={visibility}>
                  {t(VISIBILITY_KEYS[visibility])}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-tax`} label={t("admin.taxClass")} error={error("taxClass")}>
          {(control) => (
            <select name="taxClass" className="field__control" defaultValue={read.value("taxClass", model?.taxClass ?? "standard")} {...control}>
              {TAX_CLASSES.map((taxClass) => (
                <option key={taxClass} value={taxClass}>
                  {t(TAX_KEYS[taxClass])}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-number`} label={t("admin.modelnumber")} error={error("modelnumber")}>
          {(control) => <input name="modelnumber" className="field__control" maxLength={60} defaultValue={read.value("modelnumber", model?.modelnumber ?? "")} {...control} />}
        </FormField>
      </div>
      <div className="admin-form__grid">
        <FormField id={`${id}-tags`} label={t("admin.tags")} error={error("tags")}>
          {(control) => (
            <select name="tags" className="field__control admin-form__multi" multiple defaultValue={read.values("tags", (model?.tagIds ?? []).map(String))} {...control}>
              {choices.tags.map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <RibbonChoice model={model} ribbons={choices.ribbons} state={state} />
        <div>
          <FormField id={`${id}-sizeTable`} label={t("admin.sizeTable")} error={error("sizeTable")}>
            {(control) => (
              <select name="sizeTable" className="field__control" defaultValue={read.value("sizeTable", model?.sizeTableId ? String(model.sizeTableId) : "")} {...control}>
                <option value="">{t("admin.none")}</option>
                {choices.sizeTables.map((table) => (
                  <option key={table.id} value={table.id}>
                    {table.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id={`${id}-secondHand`} label={t("admin.secondHandParent")} hint={t("admin.secondHandParentHelp")} error={error("secondHandParent")}>
            {(control) => (
              <input name="secondHandParent" className="field__control admin-input--qty" inputMode="numeric" defaultValue={read.value("secondHandParent", model?.secondHandParentId ? String(model.secondHandParentId) : "")} {...control} />
            )}
          </FormField>
        </div>
      </div>
      <fieldset className="admin-form__flags">
        <legend>{t("admin.flags")}</legend>
        {MODEL_FLAGS.map((flag) => (
          <label key={flag} className="admin-check">
            <input type="checkbox" name={flag} defaultChecked={read.checked(flag, model ? model.flags[flag] : flag === "discountsAllowed" || flag === "showDiscountPercentage")} />
            {t(FLAG_KEYS[flag])}
          </label>
        ))}
      </fieldset>
      <h3>{t("admin.texts")}</h3>
      {[HOME_LANG, ...LANGUAGES.filter((other) => other !== HOME_LANG)].map((textLang) => {
        const texts = model?.texts[textLang];
        const name = (field: Parameters<typeof textFieldName>[0]) => textFieldName(field, textLang);
        const hasProblem = ["name", "slug", "shortDescription", "descriptionHtml", "metaDescription"].some((field) => read.problem(name(field as Parameters<typeof textFieldName>[0])));
        return (
          <details key={textLang} className="admin-lang" open={textLang === HOME_LANG || textLang === lang || hasProblem} lang={textLang}>
            <summary>
              {LANGUAGE_NAMES[textLang]}
              {texts || read.value(name("name"), "") ? null : <span className="admin-lang__missing"> — {t("admin.languageMissing")}</span>}
            </summary>
            <div className="admin-form__grid">
              <FormField id={`${id}-${textLang}-name`} label={t("admin.textName")} error={error(name("name"))}>
                {(control) => <input name={name("name")} className="field__control" maxLength={200} defaultValue={read.value(name("name"), texts?.name ?? "")} required={textLang === "fi"} {...control} />}
              </FormField>
              <FormField id={`${id}-${textLang}-slug`} label={t("admin.textSlug")} hint={t("admin.textSlugHelp")} error={error(name("slug"))}>
                {(control) => <input name={name("slug")} className="field__control" maxLength={120} defaultValue={read.value(name("slug"), texts?.slug ?? "")} {...control} />}
              </FormField>
            </div>
            <FormField id={`${id}-${textLang}-short`} label={t("admin.textShort")} error={error(name("shortDescription"))}>
              {(control) => <textarea name={name("shortDescription")} className="field__control" rows={2} maxLength={500} defaultValue={read.value(name("shortDescription"), texts?.shortDescription ?? "")} {...control} />}
            </FormField>
            <FormField id={`${id}-${textLang}-description`} label={t("admin.textDescription")} hint={t("admin.textDescriptionHelp")} error={error(name("descriptionHtml"))}>
              {(control) => <textarea name={name("descriptionHtml")} className="field__control admin-form__code" rows={6} defaultValue={read.value(name("descriptionHtml"), texts?.descriptionHtml ?? "")} {...control} />}
            </FormField>
            <FormField id={`${id}-${textLang}-meta`} label={t("admin.textMeta")} error={error(name("metaDescription"))}>
              {(control) => <textarea name={name("metaDescription")} className="field__control" rows={2} maxLength={300} defaultValue={read.value(name("metaDescription"), texts?.metaDescription ?? "")} {...control} />}
            </FormField>
          </details>
        );
      })}
      <button className="button button--primary" type="submit">
        {model ? t("admin.saveModel") : t("admin.createModel")}
      </button>
    </Form>
  );
}

/**
 * The ribbons a card shows, each ticked on its own with its place beside it (1 first): a multiple choice list
 * cannot say which ribbon comes first, and the cards show them in this order.
 */
function RibbonChoice({ model, ribbons, state }: { model: EditorModel | null; ribbons: EditorChoicesView["ribbons"]; state: AdminFormState | undefined }) {
  const { t, id, read, cell, cellError } = useAdminForm(state, "model");
  const ticked = read.values("ribbons", (model?.ribbonIds ?? []).map(String));
  const stored = model?.ribbonIds ?? [];
  return (
    <fieldset className="admin-ribbons" aria-describedby={read.problem("ribbons") ? `${id}-ribbons-error` : `${id}-ribbons-hint`}>
      <legend className="field__label">{t("admin.ribbons")}</legend>
      <p className="field__hint" id={`${id}-ribbons-hint`}>
        {t("admin.ribbonsHelp")}
      </p>
      {cellError("ribbons")}
      <table className="admin-ribbons__table">
        <thead>
          <tr>
            <th scope="col">{t("admin.ribbon")}</th>
            <th scope="col" id={`${id}-ribbon-order`}>
              {t("admin.ribbonOrder")}
            </th>
          </tr>
        </thead>
        <tbody>
          {ribbons.map((ribbon) => {
            const order = ribbonOrderFieldName(ribbon.id);
            const place = stored.indexOf(ribbon.id);
            return (
              <tr key={ribbon.id}>
                <td>
                  <label className="admin-check admin-check--small" id={`${id}-ribbon-${ribbon.id}`}>
                    <input type="checkbox" name="ribbons" value={ribbon.id} defaultChecked={ticked.includes(String(ribbon.id))} />
                    {ribbon.name}
                  </label>
                </td>
                <td>
                  <input
                    name={order}
                    className="field__control admin-input--order"
                    inputMode="numeric"
                    maxLength={2}
                    defaultValue={read.value(order, place >= 0 ? String(place + 1) : "")}
                    aria-labelledby={`${id}-ribbon-order ${id}-ribbon-${ribbon.id}`}
                    {...cell(order)}
                  />
                  {cellError(order)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}

const PRICE_COLUMNS = [
  ["regular", "admin.regular"],
  ["sale", "admin.sale"],
  ["saleStart", "admin.saleStart"],
  ["saleEnd", "admin.saleEnd"],
  ["club", "admin.club"],
  ["outdoor", "admin.outdoor"],
] as const;

/** The variants' prices: one row per variant, what shoppers pay now and the 30-day lowest beside them. */
export function PriceForm({ version, variants, state, reload }: { version: number; variants: readonly PriceRow[]; state: AdminFormState | undefined; reload: string }) {
  const { t, id, read, cell, cellError } = useAdminForm(state, "prices");
  return (
    <Form method="post" className="admin-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("admin.prices")}</h2>
      <p className="field__hint">{t("admin.pricesHelp")}</p>
      <FormFailureLine state={read.failed} reload={reload} />
      <input type="hidden" name="intent" value="prices" />
      <input type="hidden" name="version" value={version} />
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
        <table className="admin-table admin-table--inputs">
          <thead>
            <tr>
              <th scope="col">{t("admin.variant")}</th>
              {PRICE_COLUMNS.map(([field, key]) => (
                <th key={field} scope="col" id={`${id}-${field}`}>
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {variants.map((variant) => (
              <tr key={variant.id}>
                <th scope="row" id={`${id}-v${variant.id}`}>
                  {variant.label}
                  <span className="admin-table__note">
                    {variant.now ? t("admin.priceNow", { price: variant.now }) : null}
                    {variant.lowest ? ` · ${t("admin.lowest30", { price: variant.lowest })}` : null}
                  </span>
                </th>
                {PRICE_COLUMNS.map(([field]) => {
                  const name = priceFieldName(variant.id, field);
                  const date = field === "saleStart" || field === "saleEnd";
                  return (
                    <td key={field}>
                      <input
                        name={name}
                        className={`field__control ${date ? "admin-input--date" : "admin-input--price"}`}
                        type={date ? "date" : "text"}
                        inputMode={date ? undefined : "decimal"}
                        defaultValue={read.value(name, variant.prices[field])}
                        aria-labelledby={`${id}-v${variant.id} ${id}-${field}`}
                        {...cell(name)}
                        required={field === "regular"}
                      />
                      {cellError(name)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button className="button button--primary" type="submit">
        {t("admin.savePrices")}
      </button>
    </Form>
  );
}

/** Stock per variant and store with the blocked-for-online ticks, and each variant's incoming pieces. */
export function StockForm({ version, variants, stores, state, reload }: { version: number; variants: readonly StockRow[]; stores: EditorChoicesView["stores"]; state: AdminFormState | undefined; reload: string }) {
  const { t, id, read, cell, cellError } = useAdminForm(state, "stock");
  return (
    <Form method="post" className="admin-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("admin.stock")}</h2>
      <p className="field__hint">{t("admin.stockHelp")}</p>
      <FormFailureLine state={read.failed} reload={reload} />
      <input type="hidden" name="intent" value="stock" />
      <input type="hidden" name="version" value={version} />
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
        <table className="admin-table admin-table--inputs">
          <thead>
            <tr>
              <th scope="col">{t("admin.variant")}</th>
              <th scope="col" id={`${id}-active`}>
                {t("admin.variantShown")}
              </th>
              {stores.map((store) => (
                <th key={store.id} scope="col" id={`${id}-s${store.id}`}>
                  {store.name}
                </th>
              ))}
              <th scope="col" id={`${id}-incoming`}>
                {t("admin.incoming")}
              </th>
              <th scope="col" id={`${id}-incomingOn`}>
                {t("admin.incomingOn")}
              </th>
            </tr>
          </thead>
          <tbody>
            {variants.map((variant) => (
              <tr key={variant.id}>
                <th scope="row" id={`${id}-v${variant.id}`}>
                  {variant.label}
                </th>
                <td>
                  <input
                    type="checkbox"
                    name={activeFieldName(variant.id)}
                    defaultChecked={read.checked(activeFieldName(variant.id), variant.isActive)}
                    aria-labelledby={`${id}-v${variant.id} ${id}-active`}
                  />
                </td>
                {stores.map((store) => {
                  const level = variant.stock[store.id];
                  const name = stockFieldName(variant.id, store.id);
                  const blocked = blockedFieldName(variant.id, store.id);
                  return (
                    <td key={store.id}>
                      <input
                        name={name}
                        className="field__control admin-input--qty"
                        inputMode="numeric"
                        defaultValue={read.value(name, String(level?.quantity ?? 0))}
                        aria-labelledby={`${id}-v${variant.id} ${id}-s${store.id}`}
                        {...cell(name)}
                      />
                      <label className="admin-check admin-check--small">
                        <input type="checkbox" name={blocked} defaultChecked={read.checked(blocked, level?.blocked ?? false)} />
                        {t("admin.blocked")}
                      </label>
                      {level && level.reserved > 0 ? <span className="admin-table__note">{t("admin.reserved", { count: level.reserved })}</span> : null}
                      {cellError(name)}
                    </td>
                  );
                })}
                <td>
                  <input
                    name={incomingFieldName(variant.id, "quantity")}
                    className="field__control admin-input--qty"
                    inputMode="numeric"
                    defaultValue={read.value(incomingFieldName(variant.id, "quantity"), String(variant.incomingQuantity))}
                    aria-labelledby={`${id}-v${variant.id} ${id}-incoming`}
                    {...cell(incomingFieldName(variant.id, "quantity"))}
                  />
                  {cellError(incomingFieldName(variant.id, "quantity"))}
                </td>
                <td>
                  <input
                    name={incomingFieldName(variant.id, "on")}
                    className="field__control admin-input--date"
                    type="date"
                    defaultValue={read.value(incomingFieldName(variant.id, "on"), variant.incomingOn)}
                    aria-labelledby={`${id}-v${variant.id} ${id}-incomingOn`}
                    {...cell(incomingFieldName(variant.id, "on"))}
                  />
                  {cellError(incomingFieldName(variant.id, "on"))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button className="button button--primary" type="submit">
        {t("admin.saveStock")}
      </button>
    </Form>
  );
}

/** New variants: colours times sizes, all at one regular price. */
export function VariantForm({ version, colours, state, reload }: { version: number; colours: EditorChoicesView["colours"]; state: AdminFormState | undefined; reload: string }) {
  const { t, id, read, error } = useAdminForm(state, "variants");
  return (
    <Form method="post" className="admin-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("admin.addVariants")}</h2>
      <FormFailureLine state={read.failed} reload={reload} />
      <input type="hidden" name="intent" value="variants" />
      <input type="hidden" name="version" value={version} />
      <div className="admin-form__grid">
        <FormField id={`${id}-colours`} label={t("admin.colours")} error={error("colours")}>
          {(control) => (
            <select name="colours" className="field__control admin-form__multi" multiple defaultValue={read.values("colours", [])} {...control}>
              {colours.map((colour) => (
                <option key={colour.slug} value={colour.slug}>
                  {colour.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div>
          <FormField id={`${id}-sizes`} label={t("admin.sizes")} hint={t("admin.sizesHelp")} error={error("sizes")}>
            {(control) => <input name="sizes" className="field__control" defaultValue={read.value("sizes", "")} {...control} />}
          </FormField>
          <FormField id={`${id}-regular`} label={t("admin.regular")} error={error("regular")}>
            {(control) => <input name="regular" className="field__control admin-input--price" inputMode="decimal" required defaultValue={read.value("regular", "")} {...control} />}
          </FormField>
        </div>
      </div>
      <button className="button button--secondary" type="submit">
        {t("admin.addVariants")}
      </button>
    </Form>
  );
}

