import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-product.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { adminNav, formFailure, staffPage } from "../components/admin/admin-page.server.ts";
import { ModelForm, PriceForm, StockForm, VariantForm, type EditorModel } from "../components/admin/ModelEditor.tsx";
import { PictureListForm, PictureUploadForm } from "../components/admin/PictureForms.tsx";
import { PropertiesForm } from "../components/admin/PropertiesForm.tsx";
import { BundleSection, bundleDeleteFormName, bundleFormName } from "../components/admin/BundleForms.tsx";
import type { AdminFormState } from "../components/admin/form-state.ts";
import { FormNotice } from "../components/accounts/FormMessages.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { notFoundWith } from "../components/shell/page-guards.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { readForm } from "../lib/read-form.ts";
import adminCss from "../styles/admin.css?url";
import type { AdminModel } from "#core/admin/back-office.server.ts";
import { centsText, dayText, formFields } from "#core/admin/model-form.ts";
import { PICTURE_FILES_FIELD } from "#core/admin/model-pictures.ts";
import { isDomainError } from "#core/errors.ts";
import { formatPrice } from "#core/money/format-price.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

const INTENTS = ["model", "prices", "stock", "properties", "bundle", "bundleDelete", "variants", "upload", "pictures"] as const;
type Intent = (typeof INTENTS)[number];
const SAVED_KEYS: Record<Intent | "created", MessageKey> = {
  model: "admin.savedModel",
  prices: "admin.savedPrices",
  stock: "admin.savedStock",
  properties: "admin.savedProperties",
  bundle: "admin.savedBundle",
  bundleDelete: "admin.deletedBundle",
  variants: "admin.savedVariants",
  upload: "admin.savedUpload",
  pictures: "admin.savedPictures",
  created: "admin.savedCreated",
};

function modelId(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) ? Number(param) : null;
}

/** The model as the forms show it: prices as typed euros, sale days as Finnish days, the variant named by colour, size and SKU. */
function editorModel(model: AdminModel, lang: Lang): EditorModel {
  const euros = (cents: number | null) => (cents === null ? null : formatPrice(cents, { code: "EUR", rate: 1 }, lang));
  return {
    ...model,
    variants: model.variants.map((variant) => ({
      id: variant.id,
      label: [variant.colourName, variant.sizeName, variant.sku].filter((part) => part !== "").join(" · "),
      sku: variant.sku,
      prices: {
        regular: variant.plan.regularCents > 0 ? centsText(variant.plan.regularCents) : "",
        sale: centsText(variant.plan.saleCents),
        saleStart: dayText(variant.plan.saleStartsAt),
        saleEnd: dayText(variant.plan.saleEndsAt, { lastDay: true }),
        club: centsText(variant.plan.clubCents),
        outdoor: centsText(variant.plan.outdoorCents),
      },
      now: euros(variant.current?.activeCents ?? null),
      lowest: euros(variant.current?.lowest30dCents ?? null),
      stock: variant.stock,
      isActive: variant.isActive,
      incomingQuantity: variant.incomingQuantity,
      incomingOn: variant.incomingOn ?? "",
    })),
  };
}

/**
 * One product model in the back office (/admin/products/{id}/): its own form with the texts, its prices, its
 * stock, its technical properties, its bundles and new variants, each saved on its own with the model's version (a save over someone else's newer
 * one is refused and keeps what was typed). Staff only.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const id = modelId(params.id);
  const path = pathFor("admin.product", ctx.lang, { id: params.id ?? "" });
  const actor = await staffPage(ctx, path);
  if (id === null) notFoundWith(ctx, "errors.pageNotFound");
  const [model, choices] = await Promise.all([
    ctx.services.backOffice.model(actor, id, ctx.lang).catch((error: unknown) => {
      if (isDomainError(error) && error.code === "NOT_FOUND") notFoundWith(ctx, "errors.pageNotFound");
      throw error;
    }),
    ctx.services.backOffice.choices(actor, ctx.lang),
  ]);
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    nav: adminNav(ctx, actor),
    model: editorModel(model, ctx.lang),
    name: model.texts[ctx.lang]?.name ?? model.texts.fi?.name ?? model.slug,
    shopPath: model.shopPath,
    auditPath: actor.isAdmin ? `${pathFor("admin.audit", ctx.lang)}?entity=model&id=${model.id}` : null,
    path,
    choices,
    saved: saved && saved in SAVED_KEYS ? SAVED_KEYS[saved as Intent] : null,
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "admin.editTitle", { name: model.texts.fi?.name ?? model.slug }), paths: routePaths("admin.product", { id: String(model.id) }), noindex: true }),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const id = modelId(params.id);
  const actor = await staffPage(ctx);
  if (id === null) notFoundWith(ctx, "errors.pageNotFound");
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (!(INTENTS as readonly string[]).includes(intent)) throw data(null, { status: 400 });
  const version = Number(form.get("version"));
  if (!Number.isSafeInteger(version)) throw data(null, { status: 400 });
  const fields = formFields(form);
  const backOffice = ctx.services.backOffice;
  const files = form
    .getAll(PICTURE_FILES_FIELD)
    .filter((value): value is File => value instanceof File && value.size > 0)
    .map((file) => ({ size: file.size, bytes: async () => new Uint8Array(await file.arrayBuffer()) }));
  const save = {
    model: backOffice.saveModel,
    prices: backOffice.savePrices,
    stock: backOffice.saveStock,
    properties: backOffice.saveProperties,
    bundle: backOffice.saveBundle,
    bundleDelete: backOffice.deleteBundle,
    variants: backOffice.addVariants,
    pictures: backOffice.savePictures,
    upload: (...args: Parameters<typeof backOffice.saveModel>) => backOffice.uploadPictures(args[0], args[1], args[2], files, args[3]),
  }[intent as Intent];
  const outcome = await save(actor, id, version, fields).catch((error: unknown) => {
    if (isDomainError(error) && error.code === "NOT_FOUND") notFoundWith(ctx, "errors.pageNotFound");
    throw error;
  });
  if (outcome.ok) throw redirect(`${pathFor("admin.product", ctx.lang, { id: String(id) })}?saved=${intent}`, 303);
  // Each bundle's form keeps its own typing and messages: the failure names the bundle it was of.
  const bundle = String(form.get("bundle") ?? "");
  const failed = intent === "bundle" ? bundleFormName(bundle === "new" ? "new" : Number(bundle)) : intent === "bundleDelete" ? bundleDeleteFormName(Number(bundle)) : intent;
  return formFailure(failed, form, outcome);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminProduct({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { model, choices } = loaderData;
  const state = actionData as AdminFormState | undefined;
  return (
    <AdminFrame nav={loaderData.nav}>
      <div className="admin-heading">
        <h1>{t("admin.editTitle", { name: loaderData.name })}</h1>
        <p className="admin-heading__links">
          {loaderData.shopPath ? <Link to={loaderData.shopPath}>{t("admin.viewInShop")}</Link> : null}
          {loaderData.auditPath ? <Link to={loaderData.auditPath}>{t("admin.auditOfModel", { id: model.id })}</Link> : null}
        </p>
      </div>
      {loaderData.saved && !state ? <FormNotice>{t(loaderData.saved)}</FormNotice> : null}
      <ModelForm model={model} choices={choices} state={state} lang={lang} reload={loaderData.path} />
      {model.variants.length > 0 ? (
        <>
          <PriceForm model={model} state={state} reload={loaderData.path} />
          <StockForm model={model} stores={choices.stores} state={state} reload={loaderData.path} />
        </>
      ) : (
        <p className="form-notice">{t("admin.noVariants")}</p>
      )}
      <PropertiesForm version={model.version} properties={model.properties} choices={choices.properties} state={state} reload={loaderData.path} />
      <BundleSection version={model.version} modelName={loaderData.name} bundles={model.bundles} state={state} lang={lang} reload={loaderData.path} />
      {/* Keyed by the version: after a save the forms that add things start empty again, not with what was added. */}
      <VariantForm key={`variants-${model.version}`} model={model} colours={choices.colours} state={state} reload={loaderData.path} />
      <PictureListForm version={model.version} images={model.images} colours={choices.colours} state={state} lang={lang} reload={loaderData.path} />
      <PictureUploadForm key={`upload-${model.version}`} version={model.version} colours={choices.colours} state={state} lang={lang} reload={loaderData.path} />
    </AdminFrame>
  );
}
