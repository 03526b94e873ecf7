import { Fragment } from "react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/admin-store.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { FormFailureLine, LANGUAGE_NAMES } from "../components/admin/ModelEditor.tsx";
import { adminNav, adminPage, formFailure, newOrId, type FormFailure } from "../components/admin/admin-page.server.ts";
import type { AdminFormState } from "../components/admin/form-state.ts";
import { useAdminForm } from "../components/admin/use-admin-form.tsx";
import { ConfirmTick } from "../components/admin/ConfirmTick.tsx";
import { FormField } from "../components/accounts/AccountField.tsx";
import { FormAlert, FormNotice } from "../components/accounts/FormMessages.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { notFoundWith } from "../components/shell/page-guards.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { readForm } from "../lib/read-form.ts";
import adminCss from "../styles/admin.css?url";
import { HOME_LANG, formFields } from "#core/admin/model-form.ts";
import { exceptionsText, hoursFieldName, storeTextFieldName, WEEKDAYS, type AdminStore, type StoreRefusal } from "#core/admin/stores.ts";
import { isDomainError } from "#core/errors.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

/**
 * A store in the back office (/admin/stores/{id}/, or /admin/stores/new/ for a new one; admins): its address,
 * coordinates, place in availability lists, pickup, hours and texts, and its removal.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const path = pathFor("admin.store", ctx.lang, { id: params.id ?? "" });
  const actor = await adminPage(ctx, path);
  const id = newOrId(ctx, params.id);
  const store = id === null ? null : ((await ctx.services.storesAdmin.stores(actor)).find((candidate) => candidate.id === id) ?? notFoundWith(ctx, "errors.pageNotFound"));
  const title = store ? translate(ctx.lang, "admin.editNamedTitle", { name: store.texts[ctx.lang]?.name ?? store.name }) : translate(ctx.lang, "admin.newStore");
  return {
    nav: adminNav(ctx, actor),
    store,
    title,
    path,
    saved: new URL(request.url).searchParams.has("saved"),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title, paths: routePaths("admin.store", { id: params.id ?? "new" }), noindex: true }),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const actor = await adminPage(ctx);
  const id = newOrId(ctx, params.id);
  const form = await readForm(request);
  const missing = (error: unknown): never => {
    if (isDomainError(error) && error.code === "NOT_FOUND") notFoundWith(ctx, "errors.pageNotFound");
    throw error;
  };
  if (id === null) {
    const created = await ctx.services.storesAdmin.createStore(actor, formFields(form));
    if (created.ok) throw redirect(`${pathFor("admin.store", ctx.lang, { id: String(created.id) })}?saved`, 303);
    return formFailure("store", form, created);
  }
  if (form.get("intent") === "remove") {
    const removed = await ctx.services.storesAdmin.removeStore(actor, id, formFields(form)).catch(missing);
    if (removed.ok) throw redirect(`${pathFor("admin.stores", ctx.lang)}?${removed.kind === "delete" ? "deleted" : "removed"}`, 303);
    if ("refused" in removed) return data<FormFailure & { refused: StoreRefusal[] }>({ form: "store-remove", values: {}, problems: {}, stale: false, refused: removed.refused }, { status: 409 });
    return formFailure("store-remove", form, removed);
  }
  const outcome = await ctx.services.storesAdmin.saveStore(actor, id, formFields(form)).catch(missing);
  if (outcome.ok) throw redirect(`${pathFor("admin.store", ctx.lang, { id: String(id) })}?saved`, 303);
  return formFailure("store", form, outcome);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

const FIELDS: Array<[keyof AdminStore & string, MessageKey, number]> = [
  ["name", "admin.storeName", 100],
  ["shortName", "admin.storeShortName", 40],
  ["address", "admin.storeAddress", 200],
  ["postalCode", "admin.storePostalCode", 20],
  ["city", "admin.storeCity", 100],
  ["phone", "admin.storePhone", 40],
  ["email", "admin.storeEmail", 200],
];

function StoreForm({ store, state, lang, reload }: { store: AdminStore | null; state: AdminFormState | undefined; lang: Lang; reload: string }) {
  const { t, id, read, error } = useAdminForm(state, "store");
  const stored = (name: string) => String((store as unknown as Record<string, unknown> | null)?.[name] ?? "");
  return (
    <Form method="post" className="admin-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("admin.storeHeading")}</h2>
      <FormFailureLine state={read.failed} reload={reload} />
      <div className="admin-form__grid">
        {FIELDS.map(([name, label, max]) => (
          <Fragment key={name}>
            <FormField id={`${id}-${name}`} label={t(label)} error={error(name)}>
              {(control) => <input name={name} type={name === "email" ? "email" : name === "phone" ? "tel" : "text"} className="field__control" maxLength={max} required={name === "name"} defaultValue={read.value(name, stored(name))} {...control} />}
            </FormField>
            {/* A new store's address name, beside the name it is made from. */}
            {name === "name" && !store ? (
              <FormField id={`${id}-slug`} label={t("admin.storeSlug")} hint={t("admin.storeSlugHelp")} error={error("slug")}>
                {(control) => <input name="slug" className="field__control" maxLength={60} defaultValue={read.value("slug", "")} {...control} />}
              </FormField>
            ) : null}
          </Fragment>
        ))}
        <FormField id={`${id}-order`} label={t("admin.storeOrder")} error={error("stockDisplayOrder")}>
          {(control) => <input name="stockDisplayOrder" className="field__control admin-input--qty" inputMode="numeric" required defaultValue={read.value("stockDisplayOrder", String(store?.stockDisplayOrder ?? 0))} {...control} />}
        </FormField>
        <FormField id={`${id}-latitude`} label={t("admin.storeLatitude")} hint={t("admin.storeCoordinatesHelp")} error={error("latitude")}>
          {(control) => <input name="latitude" className="field__control" inputMode="decimal" maxLength={20} defaultValue={read.value("latitude", store?.latitude === null || store === null ? "" : String(store.latitude))} {...control} />}
        </FormField>
        <FormField id={`${id}-longitude`} label={t("admin.storeLongitude")} hint={t("admin.storeCoordinatesHelp")} error={error("longitude")}>
          {(control) => <input name="longitude" className="field__control" inputMode="decimal" maxLength={20} defaultValue={read.value("longitude", store?.longitude === null || store === null ? "" : String(store.longitude))} {...control} />}
        </FormField>
      </div>
      <label className="admin-check">
        <input type="checkbox" name="pickup" defaultChecked={read.checked("pickup", store?.pickup ?? true)} />
        {t("admin.storePickup")}
      </label>
      <label className="admin-check">
        <input type="checkbox" name="quickPickup" defaultChecked={read.checked("quickPickup", store?.quickPickup ?? false)} />
        {t("admin.storeQuickPickup")}
      </label>
      <fieldset className="admin-form__alt">
        <legend>{t("admin.storeHours")}</legend>
        <p className="field__hint">{t("admin.storeHoursHelp")}</p>
        <div className="admin-form__grid">
          {WEEKDAYS.map((day) => (
            <FormField key={day} id={`${id}-${day}`} label={t(`admin.day_${day}` as MessageKey)} error={error(hoursFieldName(day))}>
              {(control) => <input name={hoursFieldName(day)} className="field__control" maxLength={20} defaultValue={read.value(hoursFieldName(day), store?.openingHours?.regular[day] ?? "")} {...control} />}
            </FormField>
          ))}
        </div>
        <FormField id={`${id}-exceptions`} label={t("admin.storeExceptions")} hint={t("admin.storeExceptionsHelp")} error={error("exceptions")}>
          {(control) => <textarea name="exceptions" className="field__control admin-form__code" rows={4} defaultValue={read.value("exceptions", exceptionsText(store?.openingHours ?? null, t("admin.closedWord")))} {...control} />}
        </FormField>
      </fieldset>
      <h3>{t("admin.texts")}</h3>
      {[...new Set<Lang>([HOME_LANG, lang, ...LANGUAGES])].map((textLang) => {
        const texts = store?.texts[textLang];
        return (
          <details key={textLang} className="admin-lang" open={textLang === HOME_LANG || textLang === lang} lang={textLang}>
            <summary>{LANGUAGE_NAMES[textLang]}</summary>
            <div className="admin-form__grid">
              <FormField id={`${id}-${textLang}-name`} label={t("admin.storeName")} error={error(storeTextFieldName("name", textLang))}>
                {(control) => <input name={storeTextFieldName("name", textLang)} className="field__control" maxLength={100} defaultValue={read.value(storeTextFieldName("name", textLang), texts?.name ?? "")} {...control} />}
              </FormField>
              <FormField id={`${id}-${textLang}-short`} label={t("admin.storeShortName")} error={error(storeTextFieldName("shortName", textLang))}>
                {(control) => <input name={storeTextFieldName("shortName", textLang)} className="field__control" maxLength={40} defaultValue={read.value(storeTextFieldName("shortName", textLang), texts?.shortName ?? "")} {...control} />}
              </FormField>
            </div>
            <FormField id={`${id}-${textLang}-description`} label={t("admin.storeDescription")} error={error(storeTextFieldName("descriptionHtml", textLang))}>
              {(control) => <textarea name={storeTextFieldName("descriptionHtml", textLang)} className="field__control admin-form__code" rows={3} defaultValue={read.value(storeTextFieldName("descriptionHtml", textLang), texts?.descriptionHtml ?? "")} {...control} />}
            </FormField>
          </details>
        );
      })}
      <button className="button button--primary" type="submit">
        {store ? t("admin.saveStore") : t("admin.createStore")}
      </button>
    </Form>
  );
}

const REFUSAL_KEYS: Record<StoreRefusal, MessageKey> = {
  warehouse: "admin.storeRefusedWarehouse",
  stock: "admin.storeRefusedStock",
  orders: "admin.storeRefusedOrders",
  holds: "admin.storeRefusedHolds",
  complaints: "admin.storeRefusedComplaints",
};

/** Removing the store: a tick to confirm, and why it was refused when something open still needs the store. */
function StoreRemoveForm({ state, refused }: { state: AdminFormState | undefined; refused: StoreRefusal[] | null }) {
  const form = useAdminForm(state, "store-remove");
  const { t, id } = form;
  return (
    <Form method="post" className="admin-form" aria-labelledby={`${id}-remove`}>
      <h2 id={`${id}-remove`}>{t("admin.removeStore")}</h2>
      <p className="field__hint">{t("admin.removeStoreHelp")}</p>
      {refused ? (
        <FormAlert>
          {t("admin.storeRemoveRefused")} {refused.map((reason) => t(REFUSAL_KEYS[reason])).join(" ")}
        </FormAlert>
      ) : null}
      <ConfirmTick label={t("admin.removeStoreConfirm")} form={form} />
      <button className="button button--secondary" type="submit" name="intent" value="remove">
        {t("admin.removeStore")}
      </button>
    </Form>
  );
}

export default function AdminStore({ loaderData, actionData }: Route.ComponentProps) {
  const lang = useLang();
  const t = useT();
  const state = actionData as (AdminFormState & { refused?: StoreRefusal[] }) | undefined;
  return (
    <AdminFrame nav={loaderData.nav}>
      <h1>{loaderData.title}</h1>
      {loaderData.saved && !state ? <FormNotice>{t("admin.savedStore")}</FormNotice> : null}
      <StoreForm key={JSON.stringify(loaderData.store)} store={loaderData.store} state={state} lang={lang} reload={loaderData.path} />
      {loaderData.store ? <StoreRemoveForm state={state} refused={state?.refused ?? null} /> : null}
    </AdminFrame>
  );
}
