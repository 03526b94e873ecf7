import { data } from "react-router";
import { staffActor, type StaffActor } from "#core/admin/roles.ts";
import type { AdminProblem, Problems } from "#core/admin/model-form.ts";
import { isLang, LANGUAGES, LOCALE_BY_LANG, type Lang } from "#i18n/languages.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import { pathFor, type RouteId } from "#i18n/routes.ts";
import type { RequestContext } from "../../context.ts";
import { messageData } from "../shell/error-data.ts";
import { forbidden, notFoundWith, staffMember } from "../shell/page-guards.server.ts";
import type { AdminNav } from "./AdminFrame.tsx";

/**
 * The back office's pages: who may open them (staff; a guest logs in first and comes back, anybody else gets
 * 403) and the frame's links. The services check the role again.
 */
export async function staffPage(ctx: RequestContext, back?: RouteId | string): Promise<StaffActor> {
  const path = back === undefined ? undefined : back.startsWith("/") ? back : pathFor(back as RouteId, ctx.lang);
  return staffActor(await staffMember(ctx, path));
}

/** An admin's page: staff who are not admins get 403 too. */
export async function adminPage(ctx: RequestContext, back?: RouteId | string): Promise<StaffActor> {
  const actor = await staffPage(ctx, back);
  if (!actor.isAdmin) forbidden(ctx);
  return actor;
}

export function adminNav(ctx: RequestContext, actor: StaffActor): AdminNav {
  return {
    dashboard: pathFor("admin", ctx.lang),
    products: pathFor("admin.products", ctx.lang),
    groups: pathFor("admin.groups", ctx.lang),
    brands: pathFor("admin.brands", ctx.lang),
    import: pathFor("admin.import", ctx.lang),
    pages: pathFor("admin.pages", ctx.lang),
    banners: pathFor("admin.banners", ctx.lang),
    keywords: pathFor("admin.keywords", ctx.lang),
    searches: pathFor("admin.searches", ctx.lang),
    searchWords: pathFor("admin.searchWords", ctx.lang),
    stores: actor.isAdmin ? pathFor("admin.stores", ctx.lang) : null,
    settings: actor.isAdmin ? pathFor("admin.settings", ctx.lang) : null,
    audit: actor.isAdmin ? pathFor("admin.audit", ctx.lang) : null,
    tokens: actor.isAdmin ? pathFor("admin.tokens", ctx.lang) : null,
    shop: pathFor("home", ctx.lang),
    email: actor.email,
  };
}

/** A record's page parameter: "new" (null) or its id; anything else names no page (404). */
export function newOrId(ctx: RequestContext, param: string | undefined): number | null {
  if (param === "new") return null;
  if (param && /^\d{1,9}$/.test(param)) return Number(param);
  return notFoundWith(ctx, "errors.pageNotFound");
}

/** The posted fields as they were typed, to draw the form again with them. */
export function typedValues(form: FormData): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const [name, value] of form) if (typeof value === "string") (values[name] ??= []).push(value);
  return values;
}

export interface FormFailure {
  form: string;
  values: Record<string, string[]>;
  problems: Problems;
  stale: boolean;
}

/** A form that was not saved: 400 with each field's problem, or 409 when someone else saved first. */
export function formFailure(form: string, posted: FormData, outcome: { problems: Problems } | { stale: true }) {
  const stale = "stale" in outcome;
  return data<FormFailure>({ form, values: typedValues(posted), problems: stale ? {} : outcome.problems, stale }, { status: stale ? 409 : 400 });
}

export type { AdminProblem };

/** A page's choice (`?name=`) that is not one of its list's: a 400 naming the field, on the error screen. */
export function badChoice(ctx: RequestContext, field: MessageKey) {
  return data(messageData(translate(ctx.lang, "admin.searchesBadChoice", { field: translate(ctx.lang, field) })), { status: 400 });
}

/** The storefront language a page is asked for (`?lang=`, else the page's own); another value is a 400. */
export function storefrontLangParam(ctx: RequestContext, url: URL): Lang {
  const text = url.searchParams.get("lang") ?? ctx.lang;
  if (isLang(text)) return text;
  throw badChoice(ctx, "admin.searchesLanguage");
}

/** The storefront languages, each named in the staff's language, for a language choice. */
export function languageChoices(ctx: RequestContext): Array<{ code: Lang; name: string }> {
  const names = new Intl.DisplayNames([LOCALE_BY_LANG[ctx.lang]], { type: "language" });
  return LANGUAGES.map((code) => ({ code, name: names.of(code) ?? code }));
}
