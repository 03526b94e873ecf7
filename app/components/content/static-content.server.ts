import { data, redirect } from "react-router";
import type { SlugTarget, StaticPage, StaticPageWithTabs } from "#core/content/types.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import type { RequestContext } from "#app/context.ts";
import { notFoundData } from "#app/components/shell/error-data.ts";
import { pageHead } from "#app/components/shell/head.server.ts";
import type { PageHead } from "#app/components/shell/head.ts";
import type { Crumb } from "#app/components/shell/Breadcrumbs.tsx";
import { messagesFor } from "#app/components/shell/shell-data.server.ts";
import type { SentTexts } from "#app/transport/sent-texts.ts";
import { selectTab, tabsPagePath } from "./tab-selection.ts";

export type StaticContentData =
  | { kind: "page"; head: PageHead; breadcrumbs: Crumb[]; page: Pick<StaticPage, "id" | "title" | "content" | "slug"> }
  | {
      kind: "tabs";
      messages: SentTexts;
      head: PageHead;
      breadcrumbs: Crumb[];
      page: Pick<StaticPageWithTabs, "id" | "title" | "slug">;
      tabs: Array<{ title: string; href: string; current: boolean }>;
      nestedTabs: Array<{ title: string; href: string; current: boolean }>;
      /** Title of the tab whose nested tabs are listed. */
      tabTitle: string | null;
      content: string;
      contentTitle: string | null;
    };

/** The path as the shopper typed it, for "Page not found: {path}" (shown as text, never as markup). */
export function displayPath(url: URL): string {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

export function notFound(request: Request): never {
  throw data(notFoundData(displayPath(new URL(request.url))), { status: 404 });
}

function rootPaths(slugByLang: Partial<Record<Lang, string>>): Partial<Record<Lang, string>> {
  const paths: Partial<Record<Lang, string>> = {};
  for (const lang of LANGUAGES) {
    const slug = slugByLang[lang];
    if (slug) paths[lang] = tabsPagePath(slug);
  }
  return paths;
}

/**
 * A static page or a static page with tabs by its slug path. The catch-all asks core what the path
 * is; only the two static kinds are pages here, anything else answers 404. Every static page's
 * canonical address is at the root of the storefront.
 */
export async function loadStaticContent(ctx: RequestContext, request: Request, segments: string[], resolved?: SlugTarget): Promise<StaticContentData> {
  const { lang, services } = ctx;
  // The catch-all has resolved the path already.
  const target = resolved ?? (await services.content.resolveSlugPath(lang, segments));
  if (!target) notFound(request);

  if (target.kind === "static-page") {
    const page = await services.content.staticPage(lang, target.slug);
    if (!page) notFound(request);
    const paths = rootPaths({ ...page.slugByLang, [lang]: page.slug });
    return {
      kind: "page",
      head: pageHead(ctx, { title: page.title, description: page.metaDescription || page.content, paths }),
      breadcrumbs: [{ label: page.title }],
      page: { id: page.id, title: page.title, content: page.content, slug: page.slug },
    };
  }

  if (target.kind === "static-page-with-tabs") {
    const page = await services.content.staticPageWithTabs(lang, target.slug);
    if (!page) notFound(request);
    const selection = selectTab(page.tabs, target.tabPath);
    const url = new URL(request.url);
    if (selection.kind === "redirect") {
      // Keep the hash out (browsers carry it over a redirect themselves) but keep the query.
      throw redirect(`${tabsPagePath(page.slug, selection.tabPath)}${url.search}`, 302);
    }
    const { tab, nested } = selection;
    const rootPath = tabsPagePath(page.slug);
    const tabPath = [tab?.slug, nested?.slug].filter((s): s is string => !!s);
    // The same tab in every storefront that has it; the page's root where the tab has no translation.
    const tabPaths = tabPath.length > 0 ? await services.content.tabPathsByLang(lang, page.id, tabPath) : {};
    const paths: Partial<Record<Lang, string>> = {};
    for (const other of LANGUAGES) {
      const slug = other === lang ? page.slug : page.slugByLang[other];
      if (slug) paths[other] = tabsPagePath(slug, other === lang ? tabPath : (tabPaths[other] ?? []));
    }
    const shown = nested ?? tab;
    const breadcrumbs: Crumb[] = [{ label: page.title, href: rootPath }];
    if (tab) breadcrumbs.push({ label: tab.title, href: tabsPagePath(page.slug, [tab.slug]) });
    if (nested && tab) breadcrumbs.push({ label: nested.title });
    const last = breadcrumbs[breadcrumbs.length - 1];
    if (last) delete last.href;
    return {
      kind: "tabs",
      messages: messagesFor(lang, ["pages.pageSections", "pages.subSections"]),
      head: pageHead(ctx, {
        title: shown ? `${shown.title} - ${page.title}` : page.title,
        description: shown?.content ?? null,
        paths,
      }),
      breadcrumbs,
      page: { id: page.id, title: page.title, slug: page.slug },
      tabs: page.tabs.map((candidate) => ({
        title: candidate.title,
        href: tabsPagePath(page.slug, [candidate.slug]),
        current: candidate.slug === tab?.slug,
      })),
      nestedTabs: (tab?.tabs ?? []).map((candidate) => ({
        title: candidate.title,
        href: tabsPagePath(page.slug, [tab!.slug, candidate.slug]),
        current: candidate.slug === nested?.slug,
      })),
      tabTitle: tab?.title ?? null,
      content: shown?.content ?? "",
      contentTitle: shown?.title ?? null,
    };
  }

  // Product groups, brands and products have loaders of their own: not static pages.
  notFound(request);
}
