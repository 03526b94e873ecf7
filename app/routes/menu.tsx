import { useRef, type TouchEvent } from "react";
import { redirect, useNavigate } from "react-router";
import type { Route } from "./+types/menu.ts";
import { requestContext } from "../context.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "../components/icons/Icons.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { LocaleControl } from "../components/shell/LocaleControl.tsx";
import { buildMenu, type MenuEntry } from "../components/shell/menu-model.ts";
import { menuGroupsOf, messagesFor, staticPageLinksOf } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import { createTranslator } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { ShopLink } from "#app/components/ShopLink.tsx";
import { publicPageHeaders } from "#core/cache/page-cache-policy.ts";

/** How far a finger must travel to the right, mostly sideways, to go back one level. */
const SWIPE_MIN_PX = 60;

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { lang, services } = ctx;
  const url = new URL(request.url);
  const [groups, stores, pages] = await Promise.all([
    services.catalog.productGroups(lang),
    services.catalog.stores(lang),
    staticPageLinksOf(services, lang),
  ]);
  const t = createTranslator(lang);
  const result = buildMenu({
    lang,
    menuPath: pathFor("menu", lang),
    search: url.searchParams,
    groups: menuGroupsOf(groups),
    stores,
    pages,
    // "My account" for a signed-in person, "join the club" for a guest; the session is read only when the
    // request carries a sign-in cookie, so a guest's page stays the page cache's kind.
    loggedIn: ctx.authToken !== null && (await ctx.user()) !== null,
    t,
  });
  if (result.kind === "redirect") throw redirect(result.to);
  return {
    messages: messagesFor(lang, ["pages.menuLevelGroup"]),
    view: result.view,
    head: pageHead(ctx, { title: result.view.level === "main" ? t("shell.menu") : result.view.title, paths: routePaths("menu") }),
  };
}

// The same for every anonymous visitor of this storefront: the server may keep it (server/page-cache.server.ts).
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args);

function EntryLink({ entry }: { entry: MenuEntry }) {
  return (
    <ShopLink className="menu-page__link" to={entry.href}>
      <span>{entry.label}</span>
      {entry.opensLevel ? <ChevronRightIcon size={20} /> : null}
    </ShopLink>
  );
}

export default function MenuPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const { view } = loaderData;
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const backHref = view.level === "main" ? null : view.backHref;

  // A right swipe goes back one level, as the back link does.
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0];
    touchStart.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const start = touchStart.current;
    touchStart.current = null;
    const touch = event.changedTouches[0];
    if (!start || !touch || !backHref) return;
    const dx = touch.clientX - start.x;
    const dy = Math.abs(touch.clientY - start.y);
    if (dx >= SWIPE_MIN_PX && dy < dx / 2) void navigate(backHref);
  };

  return (
    <div className="menu-page container" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} data-level={view.level}>
      <div className="menu-page__top">
        {backHref ? (
          <ShopLink className="menu-page__back" to={backHref}>
            <ChevronLeftIcon size={20} />
            <span>{t("menu.back")}</span>
          </ShopLink>
        ) : null}
        <LocaleControl className="menu-page__locale" />
      </div>
      {view.level === "main" ? (
        <>
          <h1 className="menu-page__title">{t("shell.menu")}</h1>
          <nav aria-label={t("menu.mainMenu")}>
            {view.sections.map((section) => (
              <section key={section.id} className="menu-page__section" aria-labelledby={`menu-${section.id}`}>
                <h2 id={`menu-${section.id}`} className="menu-page__heading">
                  {section.title}
                </h2>
                <ul className="menu-page__list">
                  {section.entries.map((entry) => (
                    <li key={entry.href}>
                      <EntryLink entry={entry} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        </>
      ) : (
        <>
          <h1 className="menu-page__title">{view.title}</h1>
          <nav aria-label={t("pages.menuLevelGroup", { group: view.title })}>
            <ul className="menu-page__list">
              <li>
                <ShopLink className="menu-page__link menu-page__link--all" to={view.showAll.href}>
                  {view.showAll.label}
                </ShopLink>
              </li>
              {view.entries.map((entry) => (
                <li key={entry.href}>
                  <EntryLink entry={entry} />
                </li>
              ))}
            </ul>
          </nav>
        </>
      )}
    </div>
  );
}
