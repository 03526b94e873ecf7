import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { slugify } from "#core/text/slugify.ts";
import { HOME_LANG, type FormFields, type Parsed, type Problems } from "./model-form.ts";

/**
 * The product group and brand forms of the back office, as typed, and the group tree's paths.
 *
 * - A group needs a name in the home language (Finnish); a language without a name has no page for the group.
 *   Its short name (the menu's) is the name unless typed; its slug is made from the name unless typed, and must
 *   then already be a slug. Its path in a language is its parent's path and its slug; no other group may have
 *   that path. A group cannot move under itself or one of its own groups.
 * - A brand needs a name; its slug (the same in every language) is made from the name unless typed, and no other
 *   brand may have it. Its colour is #rrggbb.
 */

export const GROUP_TEXT_LIMITS = { name: 120, shortName: 60, slug: 120, metaTitle: 200, metaDescription: 300, descriptionHtml: 50_000 } as const;
export type GroupTextField = keyof typeof GROUP_TEXT_LIMITS;
export const groupFieldName = (field: GroupTextField, lang: Lang) => `${field}_${lang}`;

export interface GroupTexts {
  name: string;
  shortName: string;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  descriptionHtml: string;
}

export interface GroupInput {
  parentId: number | null;
  sortOrder: number;
  showInMenu: boolean;
  /** Only the languages with a name. */
  texts: Partial<Record<Lang, GroupTexts>>;
}

/** One group of the tree as its paths are worked out. */
export interface TreeGroup {
  id: number;
  parentId: number | null;
  slugs: Partial<Record<Lang, string>>;
}

const isSlug = (value: string) => value !== "" && value === slugify(value);

function positiveId(value: string): number | null {
  return /^\d{1,9}$/.test(value.trim()) && Number(value) > 0 ? Number(value) : null;
}

export function parseGroupForm(fields: FormFields, groupIds: ReadonlySet<number>): Parsed<GroupInput> {
  const problems: Problems = {};
  const parentText = fields.get("parent");
  const parentId = parentText === "" ? null : positiveId(parentText);
  if (parentText !== "" && (parentId === null || !groupIds.has(parentId))) problems.parent = "unknown";
  const orderText = fields.get("sortOrder").trim();
  const sortOrder = orderText === "" ? 0 : /^\d{1,6}$/.test(orderText) ? Number(orderText) : null;
  if (sortOrder === null) problems.sortOrder = "invalid";
  const texts: Partial<Record<Lang, GroupTexts>> = {};
  for (const lang of LANGUAGES) {
    const read = (field: GroupTextField) => fields.get(groupFieldName(field, lang)).trim();
    const typed = { name: read("name").replace(/\s+/g, " "), shortName: read("shortName"), slug: read("slug"), metaTitle: read("metaTitle"), metaDescription: read("metaDescription"), descriptionHtml: read("descriptionHtml") };
    for (const field of Object.keys(GROUP_TEXT_LIMITS) as GroupTextField[]) {
      if (typed[field].length > GROUP_TEXT_LIMITS[field]) problems[groupFieldName(field, lang)] = "tooLong";
    }
    if (typed.name === "") {
      if (lang === HOME_LANG) problems[groupFieldName("name", lang)] = "required";
      continue;
    }
    const slug = typed.slug === "" ? slugify(typed.name) : typed.slug;
    if (!isSlug(slug)) problems[groupFieldName("slug", lang)] = "invalid";
    texts[lang] = { ...typed, shortName: typed.shortName || typed.name, slug };
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, value: { parentId, sortOrder: sortOrder!, showInMenu: fields.get("showInMenu") === "on", texts } };
}

/** The ids of a group and every group below it. */
export function subtreeOf(groups: readonly TreeGroup[], id: number): Set<number> {
  const found = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const group of groups) {
      if (group.parentId !== null && found.has(group.parentId) && !found.has(group.id)) {
        found.add(group.id);
        grew = true;
      }
    }
  }
  return found;
}

/**
 * Every group's path in every language it has a slug in: its parent's path and its slug. A group whose parent has
 * no slug in a language has no path there (its page is not in that language's shop).
 */
export function treePaths(groups: readonly TreeGroup[]): Map<number, Partial<Record<Lang, string>>> {
  const byId = new Map(groups.map((group) => [group.id, group]));
  const paths = new Map<number, Partial<Record<Lang, string>>>();
  const pathOf = (group: TreeGroup, seen: Set<number>): Partial<Record<Lang, string>> => {
    const known = paths.get(group.id);
    if (known) return known;
    // A loop in the stored tree (never written by the back office) ends at the group itself.
    const parent = group.parentId !== null && !seen.has(group.parentId) ? byId.get(group.parentId) : undefined;
    const above = parent ? pathOf(parent, new Set([...seen, group.id])) : null;
    const own: Partial<Record<Lang, string>> = {};
    for (const lang of LANGUAGES) {
      const slug = group.slugs[lang];
      if (!slug) continue;
      if (!above) own[lang] = slug;
      else if (above[lang]) own[lang] = `${above[lang]}/${slug}`;
    }
    paths.set(group.id, own);
    return own;
  };
  for (const group of groups) pathOf(group, new Set());
  return paths;
}

export interface BrandInput {
  name: string;
  slug: string;
  colorHex: string;
  isPublic: boolean;
  texts: Partial<Record<Lang, { title: string; description: string; metaDescription: string }>>;
}

export const BRAND_TEXT_LIMITS = { title: 200, description: 5_000, metaDescription: 300 } as const;
export const brandFieldName = (field: keyof typeof BRAND_TEXT_LIMITS, lang: Lang) => `brand${field[0]!.toUpperCase()}${field.slice(1)}_${lang}`;

export function parseBrandForm(fields: FormFields): Parsed<BrandInput> {
  const problems: Problems = {};
  const name = fields.get("name").trim().replace(/\s+/g, " ");
  if (name === "") problems.name = "required";
  else if (name.length > 60) problems.name = "tooLong";
  const slugText = fields.get("slug").trim();
  const slug = slugText === "" ? slugify(name) : slugText;
  if (name !== "" && !isSlug(slug)) problems.slug = "invalid";
  const colorHex = fields.get("colorHex").trim().toLowerCase() || "#1f5d3a";
  if (!/^#[0-9a-f]{6}$/.test(colorHex)) problems.colorHex = "invalid";
  const texts: BrandInput["texts"] = {};
  for (const lang of LANGUAGES) {
    const read = (field: keyof typeof BRAND_TEXT_LIMITS) => fields.get(brandFieldName(field, lang)).trim();
    const typed = { title: read("title"), description: read("description"), metaDescription: read("metaDescription") };
    for (const field of Object.keys(BRAND_TEXT_LIMITS) as Array<keyof typeof BRAND_TEXT_LIMITS>) {
      if (typed[field].length > BRAND_TEXT_LIMITS[field]) problems[brandFieldName(field, lang)] = "tooLong";
    }
    if (typed.title !== "" || typed.description !== "" || typed.metaDescription !== "") texts[lang] = { ...typed, title: typed.title || name };
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, value: { name, slug, colorHex, isPublic: fields.get("isPublic") === "on", texts } };
}
