import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-product.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { adminNav, formFailure, staffPage } from "../components/admin/admin-page.server.ts";
import { ModelForm, PriceForm, StockForm, VariantForm, type EditorModel, type PriceRow, type StockRow } from "../components/admin/ModelEditor.tsx";
import { MODEL_SECTIONS, sectionOf, sectionOfIntent, type ModelIntent, type ModelSection } from "../components/admin/model-sections.ts";
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
import type { AdminModel, EditorChoices } from "#core/admin/back-office.server.ts";
import { centsText, dayText, formFields } from "#core/admin/model-form.ts";
import { PICTURE_FILES_FIELD } from "#core/admin/model-pictures.ts";
import { isDomainError } from "#core/errors.ts";
import { formatPrice } from "#core/money/format-price.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

const SAVED_KEYS: Record<ModelIntent | "created", MessageKey> = {
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

/** New variants are priced next: their save opens the prices, where they now stand. */
const AFTER_SAVE: Partial<Record<ModelIntent, ModelSection>> = { variants: "prices" };

function modelId(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) ? Number(param) : null;
}

function sectionPath(lang: Lang, id: string, section: ModelSection): string {
  const part = MODEL_SECTIONS[section].path;
  return part === null ? pathFor("admin.product", lang, { id }) : pathFor("admin.product.section", lang, { id, section: part });
}

const euros = (cents: number | null, lang: Lang) => (cents === null ? null : formatPrice(cents, { code: "EUR", rate: 1 }, lang));
const variantLabel = (variant: AdminModel["variants"][number]) => [variant.colourName, variant.sizeName, variant.sku].filter((part) => part !== "").join(" · ");

/** The variants as the price form shows them: prices as typed euros, sale days as Finnish days. */
function priceRows(model: AdminModel, lang: Lang): PriceRow[] {
  return model.variants.map((variant) => ({
    id: variant.id,
    label: variantLabel(variant),
    prices: {
      regular: variant.plan.regularCents > 0 ? centsText(variant.plan.regularCents) : "",
      sale: centsText(variant.plan.saleCents),
      saleStart: dayText(variant.plan.saleStartsAt),
      saleEnd: dayText(variant.plan.saleEndsAt, { lastDay: true }),
      club: centsText(variant.plan.clubCents),
      outdoor: centsText(variant.plan.outdoorCents),
    },
    now: euros(variant.current?.activeCents ?? null, lang),
    lowest: euros(variant.current?.lowest30dCents ?? null, lang),
  }));
}

function stockRows(model: AdminModel): StockRow[] {
  return model.variants.map((variant) => ({
    id: variant.id,
    label: variantLabel(variant),
    stock: variant.stock,
    isActive: variant.isActive,
    incomingQuantity: variant.incomingQuantity,
    incomingOn: variant.incomingOn ?? "",
  }));
}

function editorModel(model: AdminModel): EditorModel {
  const { id, version, brandId, mainGroupId, groupIds, visibility, taxClass, modelnumber, flags, texts, tagIds, ribbonIds, sizeTableId, secondHandParentId } = model;
  return { id, version, brandId, mainGroupId, groupIds, visibility, taxClass, modelnumber, flags, texts, tagIds, ribbonIds, sizeTableId, secondHandParentId };
}

/** What one part of the editor draws, and nothing of the others'. */
function sectionData(section: ModelSection, model: AdminModel, choices: EditorChoices, lang: Lang) {
  switch (section) {
    case "basics": {
      const { brands, groups, tags, ribbons, sizeTables } = choices;
      return { section, model: editorModel(model), choices: { brands, groups, tags, ribbons, sizeTables }, hasVariants: model.variants.length > 0 };
    }
    case "prices":
      return { section, variants: priceRows(model, lang) };
    case "stock":
      return { section, variants: stockRows(model), stores: choices.stores };
    case "variants":
      return { section, colours: choices.colours };
    case "pictures":
      return { section, images: model.images, colours: choices.colours };
    case "properties":
      return { section, properties: model.properties, choices: choices.properties, bundles: model.bundles };
  }
}

/**
 * One product model in the back office (/admin/products/{id}/ and its parts below it): the model's own form
 * with the texts, then its prices, stock, new variants, pictures, and technical properties with bundles, each
 * part a page of its own. Each form is saved on its own with the model's version (a save over someone else's
 * newer one is refused and keeps what was typed). Staff only.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const id = modelId(params.id);
  const section = sectionOf(params.section);
  const back = pathFor(params.section ? "admin.product.section" : "admin.product", ctx.lang, { id: params.id ?? "", section: params.section ?? "" });
  const actor = await staffPage(ctx, back);
  if (id === null || section === null) notFoundWith(ctx, "errors.pageNotFound");
  const [model, choices] = await Promise.all([
    ctx.services.backOffice.model(actor, id, ctx.lang).catch((error: unknown) => {
      if (isDomainError(error) && error.code === "NOT_FOUND") notFoundWith(ctx, "errors.pageNotFound");
      throw error;
    }),
    ctx.services.backOffice.choices(actor, ctx.lang),
  ]);
  const saved = new URL(request.url).searchParams.get("saved");
  const name = model.texts[ctx.lang]?.name ?? model.texts.fi?.name ?? model.slug;
  const part = MODEL_SECTIONS[section].path;
  const title = translate(ctx.lang, "admin.editTitle", { name: model.texts.fi?.name ?? model.slug });
  return {
    nav: adminNav(ctx, actor),
    id: model.id,
    version: model.version,
    name,
    tabs: (Object.keys(MODEL_SECTIONS) as ModelSection[]).map((tab) => ({ section: tab, path: sectionPath(ctx.lang, String(model.id), tab) })),
    path: sectionPath(ctx.lang, String(model.id), section),
    data: sectionData(section, model, choices, ctx.lang),
    shopPath: model.shopPath,
    auditPath: actor.isAdmin ? `${pathFor("admin.audit", ctx.lang)}?entity=model&id=${model.id}` : null,
    saved: saved && saved in SAVED_KEYS ? SAVED_KEYS[saved as ModelIntent] : null,
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, {
      title: section === "basics" ? title : `${translate(ctx.lang, MODEL_SECTIONS[section].label)} · ${title}`,
      paths: part === null ? routePaths("admin.product", { id: String(model.id) }) : routePaths("admin.product.section", { id: String(model.id), section: part }),
      noindex: true,
    }),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const id = modelId(params.id);
  const section = sectionOf(params.section);
  const actor = await staffPage(ctx);
  if (id === null || section === null) notFoundWith(ctx, "errors.pageNotFound");
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  // Each part takes its own forms only: a post of another part's form would be answered on a page without it.
  if (sectionOfIntent(intent) !== section) throw data(null, { status: 400 });
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
  }[intent as ModelIntent];
  const outcome = await save(actor, id, version, fields).catch((error: unknown) => {
    if (isDomainError(error) && error.code === "NOT_FOUND") notFoundWith(ctx, "errors.pageNotFound");
    throw error;
  });
  if (outcome.ok) throw redirect(`${sectionPath(ctx.lang, String(id), AFTER_SAVE[intent as ModelIntent] ?? section)}?saved=${intent}`, 303);
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
  const { data: part, version, path } = loaderData;
  const state = actionData as AdminFormState | undefined;
  const variantsPath = loaderData.tabs.find((tab) => tab.section === "variants")!.path;
  return (
    <AdminFrame nav={loaderData.nav}>
      <div className="admin-heading">
        <h1>{t("admin.editTitle", { name: loaderData.name })}</h1>
        <p className="admin-heading__links">
          {loaderData.shopPath ? <Link to={loaderData.shopPath}>{t("admin.viewInShop")}</Link> : null}
          {loaderData.auditPath ? <Link to={loaderData.auditPath}>{t("admin.auditOfModel", { id: loaderData.id })}</Link> : null}
        </p>
      </div>
      <nav className="admin-tabs" aria-label={t("admin.modelSections")}>
        <ul>
          {loaderData.tabs.map((tab) => (
            <li key={tab.section}>
              <Link to={tab.path} aria-current={tab.section === part.section ? "page" : undefined}>
                {t(MODEL_SECTIONS[tab.section].label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {loaderData.saved && !state ? <FormNotice>{t(loaderData.saved)}</FormNotice> : null}
      {part.section === "basics" ? (
        <>
          {part.hasVariants ? null : (
            <p className="form-notice">
              {t("admin.noVariants")} <Link to={variantsPath}>{t("admin.addVariants")}</Link>
            </p>
          )}
          <ModelForm model={part.model} choices={part.choices} state={state} lang={lang} reload={path} />
        </>
      ) : null}
      {part.section === "prices" || part.section === "stock" ? (
        part.variants.length === 0 ? (
          <p className="form-notice">
            {t("admin.noVariants")} <Link to={variantsPath}>{t("admin.addVariants")}</Link>
          </p>
        ) : part.section === "prices" ? (
          <PriceForm version={version} variants={part.variants} state={state} reload={path} />
        ) : (
          <StockForm version={version} variants={part.variants} stores={part.stores} state={state} reload={path} />
        )
      ) : null}
      {/* Keyed by the version: after a save the forms that add things start empty again, not with what was added. */}
      {part.section === "variants" ? <VariantForm key={`variants-${version}`} version={version} colours={part.colours} state={state} reload={path} /> : null}
      {part.section === "pictures" ? (
        <>
          <PictureListForm version={version} images={part.images} colours={part.colours} state={state} lang={lang} reload={path} />
          <PictureUploadForm key={`upload-${version}`} version={version} colours={part.colours} state={state} lang={lang} reload={path} />
        </>
      ) : null}
      {part.section === "properties" ? (
        <>
          <PropertiesForm version={version} properties={part.properties} choices={part.choices} state={state} reload={path} />
          <BundleSection version={version} modelName={loaderData.name} bundles={part.bundles} state={state} lang={lang} reload={path} />
        </>
      ) : null}
    </AdminFrame>
  );
}
