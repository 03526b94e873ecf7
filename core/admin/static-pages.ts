import { DomainError } from "#core/errors.ts";
import { slugify } from "#core/text/slugify.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { patternFor, ROUTES, type RouteId } from "#i18n/routes.ts";
import { HOME_LANG, type FormFields, type Parsed, type Problems } from "./model-form.ts";
import { requireStaff, type Actor, type StaffActor } from "./roles.ts";

/**
 * The shop's own pages in the back office (staff): plain pages and pages whose content is in tabs, in six
 * languages, written as HTML that the storefront sanitises when it shows it.
 *
 * - A page has a language-neutral key (fixed when made) by which the shop links its well-known pages (`terms`,
 *   `delivery-methods`), a kind (plain or tabs, fixed when made), a place in the menu's order and a published tick.
 * - A language whose title is empty has no page in that language; the Finnish title is required.
 * - An empty address name is made from the title. It may not be another page's in that language, nor the first
 *   part of one of the shop's own addresses (`/cart/`), a top product group's or a brand's: the page would hide it.
 * - A changed address name keeps answering: the old address sends a shopper to the new one.
 * - A tab belongs to the page or under one of its top tabs (two levels); its address name is unique among its
 *   siblings in a language.
 * - Two people saving the same page: the second is told it changed meanwhile (a version check).
 */

export interface PageTexts {
  title: string;
  slug: string;
  contentHtml: string;
  metaDescription: string;
}

export interface TabTexts {
  title: string;
  slug: string;
  contentHtml: string;
}

export interface AdminTab {
  id: number;
  parentTabId: number | null;
  sortOrder: number;
  texts: Partial<Record<Lang, TabTexts>>;
}

export interface AdminStaticPage {
  id: number;
  key: string;
  kind: "page" | "tabs";
  sortOrder: number;
  published: boolean;
  version: number;
  texts: Partial<Record<Lang, PageTexts>>;
  tabs: AdminTab[];
}

export interface PageInput {
  key: string;
  kind: "page" | "tabs";
  sortOrder: number;
  published: boolean;
  texts: Partial<Record<Lang, PageTexts>>;
}

export interface TabInput {
  parentTabId: number | null;
  sortOrder: number;
  texts: Partial<Record<Lang, TabTexts>>;
}

export const PAGE_LIMITS = { key: 60, title: 200, slug: 200, contentHtml: 200_000, metaDescription: 300 } as const;

export const pageFieldName = (field: keyof PageTexts, lang: Lang) => `${field}_${lang}`;

/** Where the page's slug would clash in a language: another page's slug, or an address the page would hide. */
export interface SlugClash {
  lang: Lang;
  slug: string;
}

export interface StaticPageRepository {
  pages(): Promise<AdminStaticPage[]>;
  page(id: number): Promise<AdminStaticPage | null>;
  /** The slugs among these that another page has in that language, or a top group's path or a brand's slug. */
  slugClashes(slugs: readonly SlugClash[], exceptPageId: number | null): Promise<SlugClash[]>;
  keyTaken(key: string): Promise<boolean>;
  /** Writes the page with its audit row; null when its version is not `version` any more (someone saved first). */
  savePage(id: number | null, input: PageInput, version: number | null, actor: StaffActor): Promise<number | null>;
  /** Writes a tab of a page with the audit row; false when the page or tab is not there. */
  saveTab(pageId: number, tabId: number | null, input: TabInput, actor: StaffActor): Promise<number | null>;
  deleteTab(pageId: number, tabId: number, actor: StaffActor): Promise<boolean>;
}

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What the server answers itself before any page: its API, pictures, built files and health checks. */
const SERVER_PREFIXES = ["api", "images", "assets", "healthz", "readyz", "build-info"];

/** The first parts of the shop's own addresses in a language: a page with such a slug would hide them. */
export function reservedSlugs(lang: Lang): Set<string> {
  const reserved = new Set<string>(SERVER_PREFIXES);
  for (const id of Object.keys(ROUTES) as RouteId[]) {
    const first = patternFor(id, lang).split("/")[1] ?? "";
    if (first !== "" && !first.startsWith(":") && first !== "*") reserved.add(first.toLowerCase());
  }
  return reserved;
}

function sortOrderOf(fields: FormFields, problems: Problems): number {
  const text = fields.get("sortOrder").trim();
  if (text === "") return 0;
  if (!/^\d{1,4}$/.test(text)) {
    problems.sortOrder = "invalid";
    return 0;
  }
  return Number(text);
}

/** Title, address name and content of each language; a language without a title has none. */
function textsOf<T extends TabTexts>(fields: FormFields, problems: Problems, extra: (lang: Lang) => Omit<T, keyof TabTexts>): Partial<Record<Lang, T>> {
  const texts: Partial<Record<Lang, T>> = {};
  for (const lang of LANGUAGES) {
    const read = (field: string, max: number) => {
      const name = `${field}_${lang}`;
      const value = fields.get(name).trim();
      if (value.length > max) problems[name] = "tooLong";
      return value;
    };
    const title = read("title", PAGE_LIMITS.title);
    const typedSlug = read("slug", PAGE_LIMITS.slug);
    const contentHtml = read("contentHtml", PAGE_LIMITS.contentHtml);
    const rest = extra(lang);
    if (title === "") {
      if (lang === HOME_LANG) problems[`title_${lang}`] = "required";
      else if (typedSlug !== "" || contentHtml !== "") problems[`title_${lang}`] = "required";
      continue;
    }
    const slug = typedSlug === "" ? slugify(title) : typedSlug;
    if (slug === "" || slugify(slug) !== slug) problems[`slug_${lang}`] = "invalid";
    texts[lang] = { title, slug, contentHtml, ...rest } as T;
  }
  return texts;
}

export function parsePageForm(fields: FormFields, existing: Pick<AdminStaticPage, "key" | "kind"> | null): Parsed<PageInput> {
  const problems: Problems = {};
  let key = existing?.key ?? "";
  let kind = existing?.kind ?? "page";
  if (!existing) {
    key = fields.get("key").trim();
    if (key === "") problems.key = "required";
    else if (key.length > PAGE_LIMITS.key) problems.key = "tooLong";
    else if (!KEY.test(key)) problems.key = "invalid";
    const typedKind = fields.get("kind");
    if (typedKind !== "page" && typedKind !== "tabs") problems.kind = "invalid";
    else kind = typedKind;
  }
  const sortOrder = sortOrderOf(fields, problems);
  const texts = textsOf<PageTexts>(fields, problems, (lang) => {
    const name = pageFieldName("metaDescription", lang);
    const metaDescription = fields.get(name).trim();
    if (metaDescription.length > PAGE_LIMITS.metaDescription) problems[name] = "tooLong";
    return { metaDescription };
  });
  for (const [lang, own] of Object.entries(texts) as Array<[Lang, PageTexts]>) {
    if (reservedSlugs(lang).has(own.slug)) problems[pageFieldName("slug", lang)] = "taken";
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, value: { key, kind, sortOrder, published: fields.get("published") === "on", texts } };
}

export function parseTabForm(fields: FormFields, page: AdminStaticPage, tabId: number | null): Parsed<TabInput> {
  const problems: Problems = {};
  const parentText = fields.get("parentTabId").trim();
  let parentTabId: number | null = null;
  if (parentText !== "") {
    const parent = page.tabs.find((tab) => String(tab.id) === parentText);
    // Two levels: a parent is one of the page's top tabs, and a tab that has tabs under it stays on top.
    const hasChildren = tabId !== null && page.tabs.some((tab) => tab.parentTabId === tabId);
    if (!parent || parent.parentTabId !== null || parent.id === tabId || hasChildren) problems.parentTabId = "invalid";
    else parentTabId = parent.id;
  }
  const sortOrder = sortOrderOf(fields, problems);
  const texts = textsOf<TabTexts>(fields, problems, () => ({}));
  for (const [lang, own] of Object.entries(texts) as Array<[Lang, TabTexts]>) {
    const sibling = page.tabs.find((tab) => tab.id !== tabId && tab.parentTabId === parentTabId && tab.texts[lang]?.slug === own.slug);
    if (sibling) problems[`slug_${lang}`] = "taken";
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, value: { parentTabId, sortOrder, texts } };
}

/** What a preview shows: the language's title and its content through the storefront's sanitiser. */
export interface PagePreview {
  lang: Lang;
  title: string;
  html: string;
}

export function createStaticPageAdminService({ repository, sanitize }: { repository: StaticPageRepository; sanitize: (html: string) => string }) {
  async function pageOrMissing(id: number): Promise<AdminStaticPage> {
    const page = await repository.page(id);
    if (!page) throw new DomainError("NOT_FOUND", "No such page");
    return page;
  }

  return {
    async pages(actor: Actor): Promise<AdminStaticPage[]> {
      requireStaff(actor);
      return repository.pages();
    },

    async page(actor: Actor, id: number): Promise<AdminStaticPage> {
      requireStaff(actor);
      return pageOrMissing(id);
    },

    /** The page as the form would save it, in one language, without saving anything. */
    preview(actor: Actor, fields: FormFields, lang: Lang): PagePreview {
      requireStaff(actor);
      const title = fields.get(`title_${lang}`).trim();
      return { lang, title, html: sanitize(fields.get(`contentHtml_${lang}`)) };
    },

    async savePage(actor: Actor, id: number | null, fields: FormFields): Promise<{ ok: true; id: number } | { ok: false; problems: Problems } | { ok: false; stale: true }> {
      const staff = requireStaff(actor);
      const existing = id === null ? null : await pageOrMissing(id);
      const parsed = parsePageForm(fields, existing);
      if (!parsed.ok) return parsed;
      const problems: Problems = {};
      if (!existing && (await repository.keyTaken(parsed.value.key))) problems.key = "taken";
      const wanted = (Object.entries(parsed.value.texts) as Array<[Lang, PageTexts]>).map(([lang, own]) => ({ lang, slug: own.slug }));
      for (const clash of await repository.slugClashes(wanted, id)) problems[pageFieldName("slug", clash.lang)] = "taken";
      if (Object.keys(problems).length > 0) return { ok: false, problems };
      const version = existing ? Number(fields.get("version")) : null;
      const saved = await repository.savePage(id, parsed.value, version, staff);
      return saved === null ? { ok: false, stale: true } : { ok: true, id: saved };
    },

    async saveTab(actor: Actor, pageId: number, tabId: number | null, fields: FormFields): Promise<{ ok: true; id: number } | { ok: false; problems: Problems }> {
      const staff = requireStaff(actor);
      const page = await pageOrMissing(pageId);
      if (page.kind !== "tabs" || (tabId !== null && !page.tabs.some((tab) => tab.id === tabId))) throw new DomainError("NOT_FOUND", "No such tab");
      const parsed = parseTabForm(fields, page, tabId);
      if (!parsed.ok) return parsed;
      const saved = await repository.saveTab(pageId, tabId, parsed.value, staff);
      if (saved === null) throw new DomainError("NOT_FOUND", "No such tab");
      return { ok: true, id: saved };
    },

    async deleteTab(actor: Actor, pageId: number, tabId: number): Promise<void> {
      const staff = requireStaff(actor);
      if (!(await repository.deleteTab(pageId, tabId, staff))) throw new DomainError("NOT_FOUND", "No such tab");
    },
  };
}

export type StaticPageAdminService = ReturnType<typeof createStaticPageAdminService>;
