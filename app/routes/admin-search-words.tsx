import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-search-words.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { SearchWordForm } from "../components/admin/SearchWordForm.tsx";
import { adminNav, formFailure, languageChoices, staffPage, storefrontLangParam } from "../components/admin/admin-page.server.ts";
import { StorefrontLanguageField } from "../components/admin/StorefrontLanguageField.tsx";
import type { AdminFormState } from "../components/admin/form-state.ts";
import { FormNotice } from "../components/accounts/FormMessages.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { readForm } from "../lib/read-form.ts";
import adminCss from "../styles/admin.css?url";
import { targetValue } from "#core/admin/search-synonyms.ts";
import { formFields } from "#core/admin/model-form.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

/**
 * The search words of one storefront language (/admin/search-words/?lang=, staff): shoppers' phrases and what
 * they mean in the catalogue, with the form to add one. `?phrase=` fills in the new phrase (the search
 * statistics link their unfound texts here).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = new URL(request.url);
  const actor = await staffPage(ctx, `${url.pathname}${url.search}`);
  const lang = storefrontLangParam(ctx, url);
  const [synonyms, choices] = await Promise.all([ctx.services.searchWordsAdmin.synonyms(actor, lang), ctx.services.searchWordsAdmin.choices(actor, lang)]);
  const labels = new Map(choices.map((choice) => [targetValue(choice.target), choice.label]));
  return {
    nav: adminNav(ctx, actor),
    lang,
    languages: languageChoices(ctx),
    rows: synonyms.map((synonym) => ({
      id: synonym.id,
      phrase: synonym.phrase,
      meaning: labels.get(targetValue(synonym.target)) ?? "",
      edit: pathFor("admin.searchWord", ctx.lang, { id: String(synonym.id) }),
    })),
    choices,
    phrase: (url.searchParams.get("phrase") ?? "").slice(0, 200),
    path: `${url.pathname}${url.search}`,
    notice: url.searchParams.has("saved") ? ("saved" as const) : url.searchParams.has("removed") ? ("removed" as const) : null,
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "admin.searchWordsTitle"), paths: routePaths("admin.searchWords"), noindex: true }),
  };
}

/** Adds a search word to the language of `?lang=`. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const actor = await staffPage(ctx);
  const lang = storefrontLangParam(ctx, new URL(request.url));
  const form = await readForm(request);
  const outcome = await ctx.services.searchWordsAdmin.save(actor, null, lang, formFields(form));
  if (outcome.ok) throw redirect(`${pathFor("admin.searchWords", ctx.lang)}?lang=${lang}&saved`, 303);
  return formFailure("search-word-new", form, outcome);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminSearchWords({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as AdminFormState | undefined;
  return (
    <AdminFrame nav={loaderData.nav}>
      <h1>{t("admin.searchWordsTitle")}</h1>
      <p className="field__hint">{t("admin.searchWordsHelp")}</p>
      {loaderData.notice && !state ? <FormNotice>{t(loaderData.notice === "saved" ? "admin.savedSearchWord" : "admin.removedSearchWord")}</FormNotice> : null}
      <Form method="get" className="admin-filter">
        <StorefrontLanguageField id="search-words-lang" value={loaderData.lang} languages={loaderData.languages} />
        <button type="submit" className="button button--secondary">
          {t("admin.searchesShow")}
        </button>
      </Form>
      <SearchWordForm
        key={`${loaderData.lang} ${loaderData.rows.length}`}
        form="search-word-new"
        title={t("admin.newSearchWord")}
        submit={t("admin.addSearchWord")}
        state={state}
        reload={loaderData.path}
        choices={loaderData.choices}
        lang={loaderData.lang}
        phrase={loaderData.phrase}
        target=""
      />
      <h2 id="search-words-list">{t("admin.searchWordsList")}</h2>
      {loaderData.rows.length === 0 ? (
        <p>{t("admin.searchWordsNone")}</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-labelledby="search-words-list">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("admin.searchWordPhrase")}</th>
                <th scope="col">{t("admin.searchWordMeaning")}</th>
              </tr>
            </thead>
            <tbody lang={loaderData.lang}>
              {loaderData.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={row.edit}>{row.phrase}</Link>
                  </th>
                  <td>{row.meaning}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminFrame>
  );
}
