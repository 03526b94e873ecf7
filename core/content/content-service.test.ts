import { describe, expect, it, vi } from "vitest";
import type { SlugElsewhere, SlugLookups, SlugMatches } from "./slug-resolution.ts";
import { createContentService, type BannerRow, type ContentRepository } from "./content-service.ts";

const NONE: SlugMatches = { staticPage: null, tabsPage: null, group: null, brand: null, product: null };
const NOWHERE: SlugElsewhere = { staticPage: null, tabsPage: null, group: null, brand: null, product: null };

function repository(overrides: Partial<ContentRepository> = {}): ContentRepository {
  return {
    staticPage: async () => null,
    staticPageTabs: async () => [],
    staticPageTabSlugs: async () => [],
    routeSlugs: async () => ({ staticPageSlugs: [], staticPageWithTabsSlugs: [], navigationSlugs: [], manufacturerSlugs: [] }),
    banners: async () => [],
    keywordPopups: async () => [],
    staticPageLinks: async () => [],
    slugMatches: async () => NONE,
    ...overrides,
  };
}

const identity = (html: string) => html;

describe("resolveSlugPath", () => {
  it("asks the repository once with the lookups of the cleaned path and applies the order", async () => {
    const slugMatches = vi.fn(async (_lang: string, _lookups: SlugLookups): Promise<SlugMatches> => ({
      ...NONE,
      brand: { id: 4, slug: "fjallvind" },
      group: { id: 2, path: "fjallvind" },
    }));
    const service = createContentService({ repository: repository({ slugMatches }), sanitize: identity });
    await expect(service.resolveSlugPath("sv", ["fjallvind", ""])).resolves.toEqual({ kind: "product-group", groupId: 2, path: "fjallvind" });
    expect(slugMatches).toHaveBeenCalledTimes(1);
    expect(slugMatches.mock.calls[0]?.[0]).toBe("sv");
    expect(slugMatches.mock.calls[0]?.[1].groupPath).toBe("fjallvind");
  });

  it("does not query for a path that cannot be a page", async () => {
    const slugMatches = vi.fn(async () => NONE);
    const service = createContentService({ repository: repository({ slugMatches }), sanitize: identity });
    await expect(service.resolveSlugPath("fi", [])).resolves.toBeNull();
    await expect(service.resolveSlugPath("fi", ["x".repeat(500)])).resolves.toBeNull();
    expect(slugMatches).not.toHaveBeenCalled();
  });
});

describe("locateSlugPath", () => {
  it("finds a path as it stands without anything moved, and asks with the path's lower-case lookups as well", async () => {
    const slugMatches = vi.fn(async (): Promise<SlugMatches> => ({ ...NONE, group: { id: 2, path: "Vaatteet" } }));
    const service = createContentService({ repository: repository({ slugMatches }), sanitize: identity });
    await expect(service.locateSlugPath("fi", ["Vaatteet"])).resolves.toEqual({ target: { kind: "product-group", groupId: 2, path: "Vaatteet" }, moved: false });
    expect(slugMatches).toHaveBeenCalledTimes(1);
    expect(slugMatches.mock.calls[0]).toEqual(["fi", expect.objectContaining({ groupPath: "Vaatteet" }), expect.objectContaining({ groupPath: "vaatteet" })]);
  });

  it("moves a path that names something only elsewhere to this language's page, which resolveSlugPath does not answer", async () => {
    const slugMatches = vi.fn(async (): Promise<SlugMatches> => ({
      ...NONE,
      elsewhere: { ...NOWHERE, product: { modelId: 7, brandSlug: "korimori", modelSlug: "storm-jacket" } },
    }));
    const service = createContentService({ repository: repository({ slugMatches }), sanitize: identity });
    await expect(service.locateSlugPath("en", ["Korimori", "takit", "myrskytakki"])).resolves.toEqual({
      target: { kind: "product", modelId: 7, brandSlug: "korimori", modelSlug: "storm-jacket" },
      moved: true,
    });
    await expect(service.resolveSlugPath("en", ["Korimori", "takit", "myrskytakki"])).resolves.toBeNull();
  });

  it("gives a tab path of another language with this language's tab slugs", async () => {
    const staticPageTabs = vi.fn(async (lang: string) => [
      { id: 10, parentTabId: null, sortOrder: 0, slug: lang === "fi" ? "koot" : "sizes", title: "", contentHtml: "" },
      { id: 11, parentTabId: 10, sortOrder: 0, slug: lang === "fi" ? "kengat" : "shoes", title: "", contentHtml: "" },
    ]);
    const slugMatches = vi.fn(async (): Promise<SlugMatches> => ({
      ...NONE,
      elsewhere: { ...NOWHERE, tabsPage: { slug: "help", pageId: 4, foundLang: "fi" } },
    }));
    const service = createContentService({ repository: repository({ slugMatches, staticPageTabs }), sanitize: identity });
    await expect(service.locateSlugPath("en", ["ohjeet", "koot", "kengat"])).resolves.toEqual({
      target: { kind: "static-page-with-tabs", slug: "help", tabPath: ["sizes", "shoes"] },
      moved: true,
    });
  });

  it("answers null when the path names nothing anywhere", async () => {
    const service = createContentService({ repository: repository({ slugMatches: async () => ({ ...NONE, elsewhere: NOWHERE }) }), sanitize: identity });
    await expect(service.locateSlugPath("fi", ["ei-mitaan"])).resolves.toBeNull();
  });
});

describe("tabPathsByLang", () => {
  it("names a tab path in every language that has each of its tabs", async () => {
    const tab = (id: number, parentTabId: number | null, lang: "fi" | "en" | "sv", slug: string) => ({ id, parentTabId, lang, slug });
    const service = createContentService({
      repository: repository({
        staticPageTabSlugs: async () => [
          tab(1, null, "fi", "koot"), tab(2, 1, "fi", "kengat"),
          tab(1, null, "en", "sizes"), tab(2, 1, "en", "shoes"),
          // Swedish has the tab but not its nested tab.
          tab(1, null, "sv", "storlekar"),
        ],
      }),
      sanitize: identity,
    });
    await expect(service.tabPathsByLang("fi", 4, ["koot", "kengat"])).resolves.toEqual({ fi: ["koot", "kengat"], en: ["sizes", "shoes"] });
    await expect(service.tabPathsByLang("en", 4, ["sizes"])).resolves.toEqual({ fi: ["koot"], en: ["sizes"], sv: ["storlekar"] });
  });
});

describe("static pages", () => {
  it("sanitises page and tab content", async () => {
    const sanitize = (html: string) => html.replace(/<script>.*?<\/script>/g, "");
    const service = createContentService({
      sanitize,
      repository: repository({
        staticPage: async (_lang, slug, kind) => ({
          id: kind === "page" ? 1 : 2,
          slug,
          title: "T",
          contentHtml: "<p>a</p><script>x</script>",
          metaDescription: "",
          slugByLang: { fi: slug },
        }),
        staticPageTabs: async () => [
          { id: 10, parentTabId: null, sortOrder: 1, slug: "b", title: "B", contentHtml: "<script>y</script>b" },
          { id: 11, parentTabId: null, sortOrder: 0, slug: "a", title: "A", contentHtml: "a" },
          { id: 12, parentTabId: 10, sortOrder: 0, slug: "b1", title: "B1", contentHtml: "<i>b1</i>" },
        ],
      }),
    });
    expect((await service.staticPage("fi", "ehdot"))?.content).toBe("<p>a</p>");
    const tabs = await service.staticPageWithTabs("fi", "apua");
    expect(tabs?.tabs).toEqual([
      { title: "A", slug: "a", content: "a", tabs: [] },
      { title: "B", slug: "b", content: "b", tabs: [{ title: "B1", slug: "b1", content: "<i>b1</i>", tabs: [] }] },
    ]);
  });

  it("answers null for an unknown page", async () => {
    const service = createContentService({ repository: repository(), sanitize: identity });
    await expect(service.staticPage("fi", "nope")).resolves.toBeNull();
    await expect(service.staticPageWithTabs("fi", "nope")).resolves.toBeNull();
  });
});

describe("banners", () => {
  it("splits banners by kind, keeping their order", async () => {
    const banner = (id: number, kind: BannerRow["kind"]): BannerRow => ({
      id,
      kind,
      title: `t${id}`,
      heading: "",
      image: "",
      url: "/",
      buttonText: "",
      subText: "",
      cropPoint: null,
    });
    const service = createContentService({
      repository: repository({ banners: async () => [banner(3, "text"), banner(1, "image"), banner(2, "dynamic"), banner(4, "image")] }),
      sanitize: identity,
    });
    const banners = await service.banners("fi");
    expect(banners.imageBanners.map((b) => b.id)).toEqual([1, 4]);
    expect(banners.dynamicPageBanners.map((b) => b.id)).toEqual([2]);
    expect(banners.textBanners.map((b) => b.id)).toEqual([3]);
    expect(banners.imageBanners[0]).not.toHaveProperty("kind");
  });
});
