import { Form, Link } from "react-router";
import type { Route } from "./+types/admin-searches.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { adminNav, badChoice, languageChoices, staffPage, storefrontLangParam } from "../components/admin/admin-page.server.ts";
import { StorefrontLanguageField } from "../components/admin/StorefrontLanguageField.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import adminCss from "../styles/admin.css?url";
import { isStatisticsPeriod, STATISTICS_PERIODS } from "#core/catalog/search/search-statistics.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

const ROWS = 50;

/**
 * What shoppers search (/admin/searches/, staff): per storefront language and period, the most searched texts and
 * the texts that found nothing, with their counts (core/catalog/search/search-statistics.ts). `?lang=` and
 * `?days=` choose; another value is a 400 whose message names the field.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = new URL(request.url);
  // Signed in, staff come back to the language and period they asked for.
  const actor = await staffPage(ctx, `${url.pathname}${url.search}`);
  // Another value than the form offers is a 400 naming the field, on the error screen.
  const lang = storefrontLangParam(ctx, url);
  const days = Number(url.searchParams.get("days") ?? "30");
  if (!isStatisticsPeriod(days)) throw badChoice(ctx, "admin.searchesDays");
  const report = await ctx.services.searchStatistics.report({ lang, days, limit: ROWS });
  return {
    nav: adminNav(ctx, actor),
    lang,
    days,
    languages: languageChoices(ctx),
    periods: [...STATISTICS_PERIODS],
    top: report.top,
    zeroResults: report.zeroResults,
    // An unfound text opens the search words' form with it filled in, to say what it means.
    searchWords: pathFor("admin.searchWords", ctx.lang),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "admin.searchesTitle"), paths: routePaths("admin.searches"), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

function SearchTable({
  title,
  id,
  rows,
  addWord,
}: {
  title: string;
  id: string;
  rows: ReadonlyArray<{ text: string; searches: number; zeroResults: number }>;
  /** The search words page with the text filled in, for texts that found nothing. */
  addWord?: (text: string) => string;
}) {
  const t = useT();
  return (
    <div>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p>{t("admin.searchesNone")}</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-labelledby={id}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("admin.searchesText")}</th>
                <th scope="col">{t("admin.searchesCount")}</th>
                <th scope="col">{t("admin.searchesZeroCount")}</th>
                {addWord ? <th scope="col">{t("admin.navSearchWords")}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.text}>
                  <td>{row.text}</td>
                  <td>{row.searches}</td>
                  <td>{row.zeroResults}</td>
                  {addWord ? (
                    <td>
                      <Link to={addWord(row.text)}>{t("admin.searchesAddWord", { text: row.text })}</Link>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export default function AdminSearches({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminFrame nav={loaderData.nav}>
      <h1>{t("admin.searchesTitle")}</h1>
      <p className="field__hint">{t("admin.searchesHelp")}</p>
      <Form method="get" className="admin-filter">
        <StorefrontLanguageField id="searches-lang" value={loaderData.lang} languages={loaderData.languages} />
        <div className="field">
          <label className="field__label" htmlFor="searches-days">
            {t("admin.searchesDays")}
          </label>
          <select id="searches-days" className="field__control" name="days" defaultValue={String(loaderData.days)}>
            {loaderData.periods.map((days) => (
              <option key={days} value={days}>
                {t("admin.searchesLastDays", { days })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary">
          {t("admin.searchesShow")}
        </button>
      </Form>
      <SearchTable
        title={t("admin.searchesZero")}
        id="searches-zero"
        rows={loaderData.zeroResults}
        addWord={(text) => `${loaderData.searchWords}?${new URLSearchParams({ lang: loaderData.lang, phrase: text })}`}
      />
      <SearchTable title={t("admin.searchesTop")} id="searches-top" rows={loaderData.top} />
    </AdminFrame>
  );
}
