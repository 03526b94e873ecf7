import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { apiApp, host, openCatalogueDatabase, rows, type TestApp } from "./support/api-app.ts";

let database: DatabaseHandle;
let test: TestApp;

/** Ids far above the demo catalogue's, for this file's own rows. */
const PAGE = 990_001;
const TABS_PAGE = 990_002;
const HIDDEN_PAGE = 990_003;

const DIRTY_HTML = [
  `<h2 id="anchor">Otsikko</h2>`,
  `<p onclick="steal()">Teksti<script>alert(1)</script></p>`,
  `<a href="http://localhost:3000/tili/?a=1#x">oma</a>`,
  `<a href="https://elsewhere.example/" target="_blank">muu</a>`,
  `<iframe src="https://www.youtube.com/embed/abc"></iframe>`,
  `<iframe src="https://evil.example/embed/abc"></iframe>`,
].join("");

beforeAll(async () => {
  database = await openCatalogueDatabase();
  test = await apiApp(database.db);
  const db = database.db;
  await db.execute(sql`insert into static_pages (id, kind, key, is_published) values
    (${PAGE}, 'page', 'api-test-page', true), (${TABS_PAGE}, 'tabs', 'api-test-tabs', true), (${HIDDEN_PAGE}, 'page', 'api-test-hidden', false)`);
  await db.execute(sql`insert into static_page_translations (page_id, lang, slug, title, content_html) values
    (${PAGE}, 'fi', 'testisivu', 'Testisivu', ${DIRTY_HTML}),
    (${PAGE}, 'sv', 'testsida', 'Testsida', '<p>Svenska</p>'),
    (${TABS_PAGE}, 'fi', 'testivälilehdet', 'Välilehdet', ''),
    (${HIDDEN_PAGE}, 'fi', 'piilosivu', 'Piilo', '<p>x</p>')`);
  await db.execute(sql`insert into static_page_tabs (id, page_id, parent_tab_id, sort_order) values
    (${PAGE}, ${TABS_PAGE}, null, 2), (${PAGE + 1}, ${TABS_PAGE}, null, 1), (${PAGE + 2}, ${TABS_PAGE}, ${PAGE}, 0)`);
  await db.execute(sql`insert into static_page_tab_translations (tab_id, lang, slug, title, content_html) values
    (${PAGE}, 'fi', 'toinen', 'Toinen', '<p>2</p><script>x()</script>'),
    (${PAGE + 1}, 'fi', 'ensimmainen', 'Ensimmäinen', '<p>1</p>'),
    (${PAGE + 2}, 'fi', 'sisempi', 'Sisempi', '<p>2.1</p>')`);
});

afterAll(async () => {
  await test?.app.close();
  await database?.close();
});

describe("GET /api/static-page/", () => {
  it("answers content, title and id of a page by its slug in the storefront's language", async () => {
    const response = await test.app.inject({ url: "/api/static-page/?slug=testisivu", headers: { host: host("fi") } });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { content: string; title: string; id: number };
    expect(Object.keys(body).sort()).toEqual(["content", "id", "title"]);
    expect(body).toMatchObject({ title: "Testisivu", id: PAGE });
    const sv = await test.app.inject({ url: "/api/static-page/?slug=testsida", headers: { host: host("sv") } });
    expect(sv.json()).toEqual({ content: "<p>Svenska</p>", title: "Testsida", id: PAGE });
  });

  it("sanitises the HTML: no scripts or handlers, own links relative, only video iframes", async () => {
    const { content } = (await test.app.inject({ url: "/api/static-page/?slug=testisivu", headers: { host: host("fi") } })).json() as {
      content: string;
    };
    expect(content).not.toContain("<script");
    expect(content).not.toContain("onclick");
    expect(content).toContain(`href="/tili/?a=1#x"`);
    expect(content).toMatch(/<a href="https:\/\/elsewhere\.example\/"[^>]*rel="noopener noreferrer"/);
    expect(content).toContain("https://www.youtube.com/embed/abc");
    expect(content).not.toContain("evil.example");
    expect(content).toContain(`id="anchor"`);
  });

  it("answers the demo catalogue's pages in each language", async () => {
    const pages = await rows<{ id: number; lang: string; slug: string; title: string }>(
      database.db,
      sql`select p.id, t.lang, t.slug, t.title from static_pages p join static_page_translations t on t.page_id = p.id
           where p.kind = 'page' and p.is_published and p.id < ${PAGE} order by p.id, t.lang limit 12`,
    );
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const response = await test.app.inject({ url: `/api/static-page/?slug=${encodeURIComponent(page.slug)}`, headers: { host: host(page.lang) } });
      expect(response.statusCode, `${page.lang} ${page.slug}`).toBe(200);
      expect(response.json()).toMatchObject({ id: page.id, title: page.title });
    }
  });

  it("answers 404 for an unknown, unpublished, other-language or tabs page", async () => {
    for (const [slug, lang] of [
      ["ei-ole-olemassa", "fi"],
      ["piilosivu", "fi"],
      ["testisivu", "sv"],
      ["testivälilehdet", "fi"],
    ] as const) {
      const response = await test.app.inject({ url: `/api/static-page/?slug=${encodeURIComponent(slug)}`, headers: { host: host(lang) } });
      expect(response.statusCode, `${lang} ${slug}`).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: "Not Found" });
    }
  });

  it("answers 400 naming slug when it is missing, empty or too long", async () => {
    for (const query of ["", "?slug=", "?slug=%20%20", `?slug=${"a".repeat(201)}`, "?other=x"]) {
      const response = await test.app.inject({ url: `/api/static-page/${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ statusCode: 400, field: "slug" });
    }
  });
});

describe("GET /api/static-page-with-tabs/", () => {
  it("answers the tabs in order, nested, sanitised", async () => {
    const response = await test.app.inject({ url: `/api/static-page-with-tabs/?slug=${encodeURIComponent("testivälilehdet")}`, headers: { host: host("fi") } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tabs: [
        { title: "Ensimmäinen", slug: "ensimmainen", content: "<p>1</p>", tabs: [] },
        { title: "Toinen", slug: "toinen", content: "<p>2</p>", tabs: [{ title: "Sisempi", slug: "sisempi", content: "<p>2.1</p>", tabs: [] }] },
      ],
    });
  });

  it("answers the demo catalogue's tab pages", async () => {
    const pages = await rows<{ lang: string; slug: string; tabs: number }>(
      database.db,
      sql`select t.lang, t.slug, (select count(*)::int from static_page_tabs tab join static_page_tab_translations tt on tt.tab_id = tab.id and tt.lang = t.lang
                                    where tab.page_id = p.id and tab.parent_tab_id is null) as tabs
            from static_pages p join static_page_translations t on t.page_id = p.id
           where p.kind = 'tabs' and p.is_published and p.id < ${PAGE} limit 6`,
    );
    for (const page of pages) {
      const response = await test.app.inject({ url: `/api/static-page-with-tabs/?slug=${encodeURIComponent(page.slug)}`, headers: { host: host(page.lang) } });
      expect(response.statusCode).toBe(200);
      expect((response.json() as { tabs: unknown[] }).tabs.length).toBe(page.tabs);
    }
  });

  it("answers 404 for a plain page or an unknown slug, 400 without a slug", async () => {
    expect((await test.app.inject({ url: "/api/static-page-with-tabs/?slug=testisivu", headers: { host: host("fi") } })).statusCode).toBe(404);
    expect((await test.app.inject({ url: "/api/static-page-with-tabs/?slug=nope" })).statusCode).toBe(404);
    const missing = await test.app.inject({ url: "/api/static-page-with-tabs/" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: "slug" });
  });
});

describe("GET /api/route-slugs/", () => {
  it("answers the four slug lists of the storefront's language", async () => {
    for (const lang of ["fi", "sv"]) {
      const response = await test.app.inject({ url: "/api/route-slugs/", headers: { host: host(lang) } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, max-age=60");
      const body = response.json() as Record<string, string[]>;
      expect(Object.keys(body).sort()).toEqual(["manufacturerSlugs", "navigationSlugs", "staticPageSlugs", "staticPageWithTabsSlugs"]);
      const expected = async (query: ReturnType<typeof sql>) => (await rows<{ slug: string }>(database.db, query)).map((row) => row.slug).sort();
      expect([...(body.staticPageSlugs ?? [])].sort()).toEqual(
        await expected(sql`select t.slug from static_pages p join static_page_translations t on t.page_id = p.id and t.lang = ${lang} where p.kind = 'page' and p.is_published`),
      );
      expect([...(body.staticPageWithTabsSlugs ?? [])].sort()).toEqual(
        await expected(sql`select t.slug from static_pages p join static_page_translations t on t.page_id = p.id and t.lang = ${lang} where p.kind = 'tabs' and p.is_published`),
      );
      expect([...(body.navigationSlugs ?? [])].sort()).toEqual(
        await expected(sql`select t.path as slug from product_groups g join product_group_translations t on t.group_id = g.id and t.lang = ${lang} where g.parent_id is null`),
      );
      expect([...(body.manufacturerSlugs ?? [])].sort()).toEqual(await expected(sql`select slug from brands where is_public`));
    }
  });

  it("lists the fi test page in fi only, and never the unpublished one", async () => {
    const fi = (await test.app.inject({ url: "/api/route-slugs/", headers: { host: host("fi") } })).json() as Record<string, string[]>;
    const sv = (await test.app.inject({ url: "/api/route-slugs/", headers: { host: host("sv") } })).json() as Record<string, string[]>;
    expect(fi.staticPageSlugs).toContain("testisivu");
    expect(fi.staticPageSlugs).not.toContain("piilosivu");
    expect(fi.staticPageWithTabsSlugs).toContain("testivälilehdet");
    expect(sv.staticPageSlugs).toContain("testsida");
    expect(sv.staticPageSlugs).not.toContain("testisivu");
  });
});

describe("GET /api/banners/", () => {
  it("answers active banners by kind, in the storefront's language", async () => {
    const response = await test.app.inject({ url: "/api/banners/", headers: { host: host("fi") } });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, Array<Record<string, unknown>>>;
    expect(Object.keys(body).sort()).toEqual(["dynamicPageBanners", "imageBanners", "textBanners"]);
    const counts = await rows<{ kind: string; n: number }>(
      database.db,
      sql`select b.kind, count(*)::int as n from banners b join banner_translations t on t.banner_id = b.id and t.lang = 'fi'
           where b.is_active and (b.starts_at is null or b.starts_at <= now()) and (b.ends_at is null or b.ends_at > now()) group by b.kind`,
    );
    const count = (kind: string) => counts.find((row) => row.kind === kind)?.n ?? 0;
    expect(body.imageBanners?.length).toBe(count("image"));
    expect(body.dynamicPageBanners?.length).toBe(count("dynamic"));
    expect(body.textBanners?.length).toBe(count("text"));
    for (const banner of [...(body.imageBanners ?? []), ...(body.dynamicPageBanners ?? [])]) expect(banner.url).toEqual(expect.any(String));
  });

  it("leaves out inactive, future and ended banners", async () => {
    const base = 990_100;
    await database.db.execute(sql`insert into banners (id, kind, is_active, starts_at, ends_at) values
      (${base}, 'image', true, null, null),
      (${base + 1}, 'image', false, null, null),
      (${base + 2}, 'image', true, now() + interval '1 day', null),
      (${base + 3}, 'image', true, null, now() - interval '1 second')`);
    await database.db.execute(sql`insert into banner_translations (banner_id, lang, title, url)
      select id, 'fi', 'Testibanneri ' || id, '/x/' from banners where id between ${base} and ${base + 3}`);
    const body = (await test.app.inject({ url: "/api/banners/", headers: { host: host("fi") } })).json() as { imageBanners: Array<{ id: number }> };
    const ids = body.imageBanners.map((banner) => banner.id);
    expect(ids).toContain(base);
    for (const hidden of [base + 1, base + 2, base + 3]) expect(ids).not.toContain(hidden);
    const sv = (await test.app.inject({ url: "/api/banners/", headers: { host: host("sv") } })).json() as { imageBanners: Array<{ id: number }> };
    expect(sv.imageBanners.map((banner) => banner.id)).not.toContain(base);
  });
});

describe("GET /api/keyword-popups/", () => {
  it("answers the popups of the storefront's language", async () => {
    for (const lang of ["fi", "ru"]) {
      const response = await test.app.inject({ url: "/api/keyword-popups/", headers: { host: host(lang) } });
      expect(response.statusCode).toBe(200);
      const { keywordPopups } = response.json() as { keywordPopups: Array<{ id: number; keyword: string; text: string; url: string }> };
      const expected = await rows<{ popup_id: number; keyword: string }>(
        database.db,
        sql`select popup_id, keyword from keyword_popup_translations where lang = ${lang}`,
      );
      expect(keywordPopups.map((popup) => popup.keyword).sort()).toEqual(expected.map((row) => row.keyword).sort());
      for (const popup of keywordPopups) expect(Object.keys(popup).sort()).toEqual(["id", "keyword", "text", "url"]);
    }
  });
});

describe("GET /api/keyword-popup/", () => {
  it("answers one popup by id in the storefront's language", async () => {
    const [row] = await rows<{ popup_id: number; keyword: string; text: string }>(
      database.db,
      sql`select popup_id, keyword, text from keyword_popup_translations where lang = 'sv' order by popup_id limit 1`,
    );
    const response = await test.app.inject({ url: `/api/keyword-popup/?id=${row!.popup_id}`, headers: { host: host("sv") } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: row!.popup_id, keyword: row!.keyword, text: row!.text });
  });

  it("answers 404 for an unknown id and 400 naming id for a malformed one", async () => {
    expect((await test.app.inject({ url: "/api/keyword-popup/?id=999999", headers: { host: host("fi") } })).statusCode).toBe(404);
    for (const id of ["abc", "-1", "", "1e99"]) {
      const response = await test.app.inject({ url: `/api/keyword-popup/?id=${id}`, headers: { host: host("fi") } });
      expect(response.statusCode, id).toBe(400);
      expect(response.body).toContain("id");
      expect(response.json<{ message: string }>().message).not.toMatch(/^id: id:/);
    }
  });
});
