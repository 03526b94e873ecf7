import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/admin-settings.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { FormFailureLine, LANGUAGE_NAMES } from "../components/admin/ModelEditor.tsx";
import { languagesFor } from "../components/admin/TaxonomyForms.tsx";
import { adminNav, adminPage, formFailure } from "../components/admin/admin-page.server.ts";
import type { AdminFormState } from "../components/admin/form-state.ts";
import { useAdminForm } from "../components/admin/use-admin-form.tsx";
import { FormField } from "../components/accounts/AccountField.tsx";
import { FormNotice } from "../components/accounts/FormMessages.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { readForm } from "../lib/read-form.ts";
import adminCss from "../styles/admin.css?url";
import { formFields } from "#core/admin/model-form.ts";
import { LIST_SETTINGS, PART_DELIVERY_MODES, TEXT_SETTINGS, textSettingField, type SettingsView, type TextSetting } from "#core/admin/settings.ts";
import type { Lang } from "#i18n/languages.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

/** The shop's general settings (/admin/settings/, admins), each in a field of its type. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const actor = await adminPage(ctx, "admin.settings");
  const view = await ctx.services.settingsAdmin.settings(actor);
  return {
    nav: adminNav(ctx, actor),
    texts: view.texts,
    fields: view.fields,
    flags: view.settings.featureFlags,
    rentalEnabled: view.settings.rentalEnabled,
    autoTranslationsDisabled: view.settings.autoTranslationsDisabled,
    path: pathFor("admin.settings", ctx.lang),
    saved: new URL(request.url).searchParams.has("saved"),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "admin.settingsTitle"), paths: routePaths("admin.settings"), noindex: true }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const actor = await adminPage(ctx);
  const form = await readForm(request);
  const outcome = await ctx.services.settingsAdmin.saveSettings(actor, formFields(form));
  if (outcome.ok) throw redirect(`${pathFor("admin.settings", ctx.lang)}?saved`, 303);
  return formFailure("settings", form, outcome);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

const TEXT_LABELS: Record<TextSetting, MessageKey> = {
  search_bar_placeholder: "admin.settingSearchPlaceholder",
  frontpage_title: "admin.settingFrontpageTitle",
  frontpage_meta_description: "admin.settingFrontpageDescription",
  blocked_stock_text: "admin.settingBlockedStockText",
};

const LIST_LABELS: Record<(typeof LIST_SETTINGS)[number], MessageKey> = {
  blog_category_order: "admin.settingBlogCategoryOrder",
  experience_manufacturer_list: "admin.settingExperienceBrands",
  hidden_dynamic_page_menu_items: "admin.settingHiddenMenuItems",
};

type Loaded = Route.ComponentProps["loaderData"];

function SettingsForm({ loaded, state, lang }: { loaded: Loaded; state: AdminFormState | undefined; lang: Lang }) {
  const { t, id, read, error } = useAdminForm(state, "settings");
  const field = (name: string) => read.value(name, loaded.fields[name] ?? "");
  const flags = Object.keys(loaded.flags);
  return (
    <Form method="post" className="admin-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("admin.settingsShopTexts")}</h2>
      <FormFailureLine state={read.failed} reload={loaded.path} />
      {languagesFor(lang).map((textLang) => {
        const hasProblem = Object.keys(TEXT_SETTINGS).some((key) => read.problem(textSettingField(key as TextSetting, textLang)));
        return (
          <details key={textLang} className="admin-lang" open={textLang === "fi" || textLang === lang || hasProblem} lang={textLang}>
            <summary>{LANGUAGE_NAMES[textLang]}</summary>
            {(Object.entries(TEXT_SETTINGS) as Array<[TextSetting, number]>).map(([key, max]) => {
              const name = textSettingField(key, textLang);
              const stored = (loaded.texts as SettingsView["texts"])[key][textLang] ?? "";
              return (
                <FormField key={key} id={`${id}-${name}`} label={t(TEXT_LABELS[key])} error={error(name)}>
                  {(control) =>
                    max > 120 ? (
                      <textarea name={name} className="field__control" rows={2} maxLength={max} defaultValue={read.value(name, stored)} {...control} />
                    ) : (
                      <input name={name} className="field__control" maxLength={max} defaultValue={read.value(name, stored)} {...control} />
                    )
                  }
                </FormField>
              );
            })}
          </details>
        );
      })}
      <h2>{t("admin.settingsSelling")}</h2>
      <div className="admin-form__grid">
        <FormField id={`${id}-days`} label={t("admin.settingPriceEndingDays")} hint={t("admin.settingPriceEndingDaysHelp")} error={error("price_ending_max_days")}>
          {(control) => <input name="price_ending_max_days" className="field__control admin-input--qty" inputMode="numeric" defaultValue={field("price_ending_max_days")} {...control} />}
        </FormField>
        <FormField id={`${id}-part`} label={t("admin.settingPartDelivery")} error={error("part_delivery_mode")}>
          {(control) => (
            <select name="part_delivery_mode" className="field__control" defaultValue={field("part_delivery_mode")} {...control}>
              {PART_DELIVERY_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`admin.settingPartDelivery_${mode}` as MessageKey)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-repack`} label={t("admin.settingRepackPrice")} error={error("repack_price_cents")}>
          {(control) => <input name="repack_price_cents" className="field__control admin-input--price" inputMode="decimal" defaultValue={field("repack_price_cents")} {...control} />}
        </FormField>
        <FormField id={`${id}-repack-free`} label={t("admin.settingRepackFreeFrom")} error={error("repack_free_from_cents")}>
          {(control) => <input name="repack_free_from_cents" className="field__control admin-input--price" inputMode="decimal" defaultValue={field("repack_free_from_cents")} {...control} />}
        </FormField>
      </div>
      <FormField id={`${id}-countries`} label={t("admin.settingCountryDays")} hint={t("admin.settingCountryDaysHelp")} error={error("target_country_delivery_added_days")}>
        {(control) => <textarea name="target_country_delivery_added_days" className="field__control admin-form__code" rows={4} defaultValue={field("target_country_delivery_added_days")} {...control} />}
      </FormField>
      <FormField id={`${id}-quick`} label={t("admin.settingQuickAdd")} hint={t("admin.settingQuickAddHelp")} error={error("quick_add_products")}>
        {(control) => <input name="quick_add_products" className="field__control" defaultValue={field("quick_add_products")} {...control} />}
      </FormField>
      <div className="admin-checks">
        <label className="admin-check">
          <input type="checkbox" name="rental_enabled" defaultChecked={read.checked("rental_enabled", loaded.rentalEnabled)} />
          {t("admin.settingRental")}
        </label>
        <label className="admin-check">
          <input type="checkbox" name="auto_translations_disabled" defaultChecked={read.checked("auto_translations_disabled", loaded.autoTranslationsDisabled)} />
          {t("admin.settingNoAutoTranslations")}
        </label>
      </div>
      <h2>{t("admin.settingsContent")}</h2>
      <p className="field__hint">{t("admin.settingListsHelp")}</p>
      <div className="admin-form__grid">
        {LIST_SETTINGS.map((key) => (
          <FormField key={key} id={`${id}-${key}`} label={t(LIST_LABELS[key])} error={error(key)}>
            {(control) => <textarea name={key} className="field__control admin-form__code" rows={4} defaultValue={field(key)} {...control} />}
          </FormField>
        ))}
      </div>
      <h2>{t("admin.settingsSearch")}</h2>
      <div className="admin-form__grid">
        <FormField id={`${id}-engine`} label={t("admin.settingSearchEngine")} error={error("default_search_engine")}>
          {(control) => <input name="default_search_engine" className="field__control" maxLength={60} defaultValue={field("default_search_engine")} {...control} />}
        </FormField>
        <FormField id={`${id}-sort`} label={t("admin.settingSearchSort")} error={error("frosmo_search_sort_by")}>
          {(control) => <input name="frosmo_search_sort_by" className="field__control" maxLength={60} defaultValue={field("frosmo_search_sort_by")} {...control} />}
        </FormField>
        <FormField id={`${id}-strategy`} label={t("admin.settingCategoryStrategy")} error={error("frosmo_category_strategy")}>
          {(control) => <input name="frosmo_category_strategy" className="field__control" maxLength={60} defaultValue={field("frosmo_category_strategy")} {...control} />}
        </FormField>
      </div>
      <fieldset className="admin-form__alt">
        <legend>{t("admin.settingFlags")}</legend>
        <div className="admin-checks">
          {flags.map((flag) => (
            <label key={flag} className="admin-check">
              <input type="checkbox" name="feature_flags" value={flag} defaultChecked={state?.form === "settings" ? read.values("feature_flags", []).includes(flag) : loaded.flags[flag]} />
              <code>{flag}</code>
            </label>
          ))}
        </div>
        <FormField id={`${id}-flag`} label={t("admin.settingNewFlag")} hint={t("admin.settingNewFlagHelp")} error={error("new_flag")}>
          {(control) => <input name="new_flag" className="field__control" maxLength={40} defaultValue={read.value("new_flag", "")} {...control} />}
        </FormField>
      </fieldset>
      <button className="button button--primary" type="submit">
        {t("admin.saveSettings")}
      </button>
    </Form>
  );
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const state = actionData as AdminFormState | undefined;
  return (
    <AdminFrame nav={loaderData.nav}>
      <h1>{t("admin.settingsTitle")}</h1>
      {loaderData.saved && !state ? <FormNotice>{t("admin.savedSettings")}</FormNotice> : null}
      <SettingsForm key={JSON.stringify(loaderData.fields)} loaded={loaderData} state={state} lang={lang} />
    </AdminFrame>
  );
}
