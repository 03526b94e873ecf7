import { Link } from "react-router";
import { useT } from "#app/components/shell/ShellContext.tsx";
import type { StaticContentData } from "./static-content.server.ts";
import { useHashScroll } from "./use-hash-scroll.ts";

/**
 * A static page or a static page with tabs. The HTML comes sanitised from the content service
 * (safe rel on new-tab links, own-host links relative, only video iframes), so it
 * is rendered as is. Tabs are links: every tab has its own address and works without JavaScript.
 */
export function StaticContent({ data }: { data: StaticContentData }) {
  const t = useT();
  useHashScroll(data.kind === "page" ? data.page.id : `${data.page.id}:${data.head.canonical}`);

  if (data.kind === "page") {
    return (
      <article className="static-page container">
        <h1 className="static-page__title">{data.page.title}</h1>
        <div className="static-page__body rich-text" dangerouslySetInnerHTML={{ __html: data.page.content }} />
      </article>
    );
  }

  return (
    <article className="static-page static-page--tabs container">
      <h1 className="static-page__title">{data.page.title}</h1>
      {data.tabs.length > 0 ? (
        <nav className="page-tabs" aria-label={t("pages.pageSections")}>
          <ul className="page-tabs__list">
            {data.tabs.map((tab) => (
              <li key={tab.href}>
                <Link className="page-tabs__tab" to={tab.href} aria-current={tab.current ? "page" : undefined} preventScrollReset>
                  {tab.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data.nestedTabs.length > 0 ? (
        <nav className="page-tabs page-tabs--nested" aria-label={t("pages.subSections", { tab: data.tabTitle ?? "" })}>
          <ul className="page-tabs__list">
            {data.nestedTabs.map((tab) => (
              <li key={tab.href}>
                <Link className="page-tabs__tab" to={tab.href} aria-current={tab.current ? "page" : undefined} preventScrollReset>
                  {tab.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data.contentTitle ? (
        <section className="page-tabs__panel static-page__body" aria-labelledby="tab-panel-title">
          <h2 id="tab-panel-title" className="page-tabs__panel-title">
            {data.contentTitle}
          </h2>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.content }} />
        </section>
      ) : null}
    </article>
  );
}
