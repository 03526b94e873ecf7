import { DomainError } from "#core/errors.ts";
import type { Lang } from "#i18n/languages.ts";
import type { FormFields, Problems } from "./model-form.ts";
import type { EncodedPicture, PictureEncoder } from "./model-pictures.ts";
import { requireStaff, type Actor, type StaffActor } from "./roles.ts";
import { groupFieldName, parseBrandForm, parseGroupForm, subtreeOf, treePaths, type BrandInput, type GroupInput, type GroupTexts, type TreeGroup } from "./taxonomy-form.ts";
import { uploadProblem } from "./model-pictures.ts";
import { parseGroupLinkForm, type AdminGroupLink } from "./group-links.ts";
import { MAX_CAROUSEL_PICTURES, parseCarouselForm } from "./brand-carousel.ts";
import { pictureUrl } from "#core/images/pictures.ts";
import { LANGUAGES } from "#i18n/languages.ts";

/**
 * The product groups and brands in the back office: their lists, new ones and changes. A changed slug keeps its
 * old address answering with a 301 (the group's path and every path below it; a brand's slug), the models below
 * a changed group get their read-model rows again (their paths and group lists), and every change is written
 * with its audit row, so every process drops its caches.
 *
 * - A group is deleted (after a tick to confirm) only while no group is below it and no model has it as its main
 *   group: those are moved first. Its texts, link tiles and the models' memberships go with it (those models get
 *   their read-model rows again), and its old addresses, and the old addresses that led to it, answer with a 301
 *   to the group above it; a top-level group's old addresses then name nothing (404).
 */

export interface AdminGroup {
  id: number;
  /** The language-neutral path (the import format's group key). */
  key: string;
  parentId: number | null;
  sortOrder: number;
  showInMenu: boolean;
  depth: number;
  texts: Partial<Record<Lang, GroupTexts & { path: string }>>;
  /** Models in the group, main or other; null unless asked for (counting reads every model's groups). */
  modelCount: number | null;
}

export interface AdminBrand {
  id: number;
  name: string;
  slug: string;
  colorHex: string;
  isPublic: boolean;
  logo: string | null;
  /** The brand page's carousel pictures, in order. */
  promoImages: string[];
  texts: BrandInput["texts"];
  /** The brand's models; null unless asked for. */
  modelCount: number | null;
}

export interface GroupWrite {
  id: number;
  parentId: number | null;
  depth: number;
  sortOrder: number;
  showInMenu: boolean;
  /** The language-neutral slug and path (the first slug the group had, English before Finnish). */
  slug: string;
  path: string;
  texts: Partial<Record<Lang, GroupTexts & { path: string }>>;
}

export interface TaxonomyTx {
  groups(): Promise<AdminGroup[]>;
  /** The group's row and translations as given; languages not given lose theirs. */
  writeGroup(group: GroupWrite): Promise<void>;
  nextGroupId(): Promise<number>;
  brands(): Promise<AdminBrand[]>;
  writeBrand(id: number, brand: BrandInput, logo: string | null | undefined): Promise<void>;
  nextBrandId(): Promise<number>;
  rememberSlugs(rows: ReadonlyArray<{ kind: "group" | "brand"; lang: Lang | ""; old: string; entityId: number }>): Promise<void>;
  /** The models in any of these groups (main or other) or of this brand. */
  modelsIn(scope: { groupIds?: readonly number[]; brandId?: number }): Promise<number[]>;
  storePicture(picture: EncodedPicture): Promise<void>;
  /** The models whose main group this is. */
  mainGroupModelCount(groupId: number): Promise<number>;
  /** Removes the group with its texts, link tiles and memberships; the old addresses that led to it lead to `heirId` (none: removed). */
  deleteGroup(groupId: number, heirId: number | null): Promise<void>;
  groupLinks(groupId: number): Promise<AdminGroupLink[]>;
  /** A new tile (`id` null) or a change of one; `image` undefined keeps the stored picture. Answers the tile's id. */
  writeGroupLink(groupId: number, id: number | null, link: { lang: Lang; sortOrder: number; title: string; link: string; image: string | null | undefined }): Promise<number>;
  deleteGroupLink(groupId: number, id: number): Promise<void>;
  writeBrandPictures(brandId: number, images: readonly string[]): Promise<void>;
  audit(actor: Actor, entry: { action: string; entity: string; entityId: string; before: unknown; after: unknown }): Promise<void>;
  refreshListing(modelIds: readonly number[]): Promise<void>;
  queueListingRefresh(modelIds: readonly number[]): Promise<void>;
}

export interface TaxonomyRepository {
  groups(options?: { counts: boolean }): Promise<AdminGroup[]>;
  brands(options?: { counts: boolean }): Promise<AdminBrand[]>;
  transaction<T>(work: (tx: TaxonomyTx) => Promise<T>): Promise<T>;
}

export type TaxonomyOutcome = { ok: true; id: number } | { ok: false; problems: Problems };

/** Why a group cannot be deleted yet: the groups below it and the models whose main group it is. */
export interface GroupDeleteRefusal {
  subgroups: number;
  models: number;
}

export type GroupDeleteOutcome = { ok: true; parentId: number | null } | { ok: false; problems: Problems } | { ok: false; refused: GroupDeleteRefusal };

/** A group stays while anything would be left without it: groups below it, models whose main group it is. */
export function groupDeleteRefusal(counts: GroupDeleteRefusal): GroupDeleteRefusal | null {
  return counts.subgroups > 0 || counts.models > 0 ? counts : null;
}

type Upload = { size: number; bytes: () => Promise<Uint8Array> };

/** Models whose rows are rebuilt with the change itself; more wait in the refresh queue (a few seconds). */
const REFRESH_AT_ONCE = 2_000;

export function createTaxonomyService({ repository, pictures, logoUrl }: { repository: TaxonomyRepository; pictures?: PictureEncoder; logoUrl: (hash: string) => string }) {
  async function refresh(tx: TaxonomyTx, modelIds: number[]) {
    if (modelIds.length <= REFRESH_AT_ONCE) await tx.refreshListing(modelIds);
    else await tx.queueListingRefresh(modelIds);
  }

  /** The uploads read as pictures, or the field's problem: nothing is kept unless every file is a picture. */
  async function encodeAll(files: readonly Upload[], field: string): Promise<EncodedPicture[] | { problems: Problems }> {
    const problem = uploadProblem(files);
    if (problem) return { problems: { [field]: problem } };
    const encoded: EncodedPicture[] = [];
    for (const file of files) {
      const read = pictures ? await pictures.encode(await file.bytes()) : null;
      if (read === null || read === "busy") return { problems: { [field]: read ?? "notPicture" } };
      encoded.push(read);
    }
    return encoded;
  }

  async function groupOf(tx: TaxonomyTx, groupId: number): Promise<AdminGroup> {
    const group = (await tx.groups()).find((candidate) => candidate.id === groupId);
    if (!group) throw new DomainError("NOT_FOUND", "No such group");
    return group;
  }

  return {
    /** The groups, with their models counted when `counts` (the list's column; the other pages need none). */
    async groups(actor: Actor, { counts = false }: { counts?: boolean } = {}): Promise<AdminGroup[]> {
      requireStaff(actor);
      return repository.groups({ counts });
    },

    async brands(actor: Actor, { counts = false }: { counts?: boolean } = {}): Promise<AdminBrand[]> {
      requireStaff(actor);
      return repository.brands({ counts });
    },

    /** A new group (`id` null) or a change of one; the paths of it and the groups below it follow. */
    async saveGroup(actor: Actor, id: number | null, fields: FormFields): Promise<TaxonomyOutcome> {
      const staff: StaffActor = requireStaff(actor);
      return repository.transaction(async (tx) => {
        const groups = await tx.groups();
        const before = id === null ? null : groups.find((group) => group.id === id);
        if (before === undefined) throw new DomainError("NOT_FOUND", "No such group");
        const parsed = parseGroupForm(fields, new Set(groups.map((group) => group.id)));
        if (!parsed.ok) return parsed;
        const input: GroupInput = parsed.value;
        const groupId = before?.id ?? (await tx.nextGroupId());
        if (before && input.parentId !== null && subtreeOf(groups.map(asTree), before.id).has(input.parentId)) return { ok: false, problems: { parent: "invalid" } };

        const tree: TreeGroup[] = [...groups.filter((group) => group.id !== groupId).map(asTree), { id: groupId, parentId: input.parentId, slugs: slugsOf(input.texts) }];
        const paths = treePaths(tree);
        const moved = subtreeOf(tree, groupId);
        const problems: Problems = {};
        for (const lang of Object.keys(input.texts) as Lang[]) {
          const path = paths.get(groupId)?.[lang];
          if (!path) problems[groupFieldName("name", lang)] = "noParentText";
          else if (groups.some((other) => !moved.has(other.id) && other.texts[lang]?.path === path)) problems[groupFieldName("slug", lang)] = "taken";
        }
        if (Object.keys(problems).length > 0) return { ok: false, problems };

        const byId = new Map(groups.map((group) => [group.id, group]));
        const depthOf = (groupIdNow: number): number => {
          const parent = groupIdNow === groupId ? input.parentId : (byId.get(groupIdNow)?.parentId ?? null);
          return parent === null ? 0 : depthOf(parent) + 1;
        };
        // A group's language-neutral slug is given once (English before Finnish) and kept; moving a group changes the
        // paths below it. A new group's that another group's path already ends with takes its id.
        const keys = new Set(groups.filter((group) => !moved.has(group.id)).map((group) => group.key));
        const neutral = (group: TreeGroup): string => {
          const kept = byId.get(group.id)?.key.split("/").at(-1);
          if (kept) return kept;
          return group.slugs.en ?? group.slugs.fi ?? `group-${group.id}`;
        };
        const neutralPaths = new Map<number, string>();
        const neutralPath = (group: TreeGroup): string => {
          const known = neutralPaths.get(group.id);
          if (known) return known;
          const parentId = group.id === groupId ? input.parentId : (byId.get(group.id)?.parentId ?? null);
          const parent = parentId === null ? undefined : tree.find((candidate) => candidate.id === parentId);
          let own = parent ? `${neutralPath(parent)}/${neutral(group)}` : neutral(group);
          if (keys.has(own)) own = `${own}-${group.id}`;
          neutralPaths.set(group.id, own);
          return own;
        };
        const remembered: Array<{ kind: "group"; lang: Lang; old: string; entityId: number }> = [];
        for (const member of tree.filter((group) => moved.has(group.id))) {
          const old = byId.get(member.id);
          const texts = member.id === groupId ? input.texts : old!.texts;
          const withPaths = Object.fromEntries(
            (Object.entries(texts) as Array<[Lang, GroupTexts]>).flatMap(([lang, own]) => {
              const path = paths.get(member.id)?.[lang];
              return path ? [[lang, { ...own, path }]] : [];
            }),
          ) as GroupWrite["texts"];
          for (const [lang, was] of Object.entries(old?.texts ?? {}) as Array<[Lang, { path: string }]>) {
            if (withPaths[lang]?.path !== was.path) remembered.push({ kind: "group", lang, old: was.path, entityId: member.id });
          }
          await tx.writeGroup({
            id: member.id,
            parentId: member.id === groupId ? input.parentId : old!.parentId,
            depth: depthOf(member.id),
            sortOrder: member.id === groupId ? input.sortOrder : old!.sortOrder,
            showInMenu: member.id === groupId ? input.showInMenu : old!.showInMenu,
            slug: neutral(member),
            path: neutralPath(member),
            texts: withPaths,
          });
        }
        await tx.rememberSlugs(remembered);
        const after = (await tx.groups()).find((group) => group.id === groupId)!;
        await tx.audit(staff, { action: before ? "group.update" : "group.create", entity: "group", entityId: String(groupId), before: before ? snapshotOf(before) : null, after: snapshotOf(after) });
        if (before) await refresh(tx, await tx.modelsIn({ groupIds: [...moved] }));
        return { ok: true, id: groupId };
      });
    },

    /** A new brand (`id` null) or a change of one, with a new logo when a file is sent. */
    async saveBrand(actor: Actor, id: number | null, fields: FormFields, logo: { size: number; bytes: () => Promise<Uint8Array> } | null): Promise<TaxonomyOutcome> {
      const staff = requireStaff(actor);
      const parsed = parseBrandForm(fields);
      const logoProblem = logo ? uploadProblem([logo]) : null;
      if (!parsed.ok || logoProblem) return { ok: false, problems: { ...(parsed.ok ? {} : parsed.problems), ...(logoProblem ? { logo: logoProblem } : {}) } };
      let picture: EncodedPicture | null = null;
      if (logo) {
        const read = pictures ? await pictures.encode(await logo.bytes()) : null;
        if (read === null || read === "busy") return { ok: false, problems: { logo: read ?? "notPicture" } };
        picture = read;
      }
      return repository.transaction(async (tx) => {
        const brands = await tx.brands();
        const before = id === null ? null : brands.find((brand) => brand.id === id);
        if (before === undefined) throw new DomainError("NOT_FOUND", "No such brand");
        const input = parsed.value;
        if (brands.some((other) => other.id !== id && other.slug === input.slug)) return { ok: false, problems: { slug: "taken" } };
        const brandId = before?.id ?? (await tx.nextBrandId());
        if (picture) await tx.storePicture(picture);
        // Without an uploaded logo a brand has the shop's drawn one, named by its slug.
        const drawn = (slug: string) => `/images/brands/${slug}.svg`;
        const logoRef = picture ? logoUrl(picture.hash) : !before || before.logo === null ? drawn(input.slug) : before.logo === drawn(before.slug) ? drawn(input.slug) : undefined;
        await tx.writeBrand(brandId, input, logoRef);
        if (before && before.slug !== input.slug) await tx.rememberSlugs([{ kind: "brand", lang: "", old: before.slug, entityId: brandId }]);
        const after = (await tx.brands()).find((brand) => brand.id === brandId)!;
        await tx.audit(staff, { action: before ? "brand.update" : "brand.create", entity: "brand", entityId: String(brandId), before: before ? brandSnapshot(before) : null, after: brandSnapshot(after) });
        if (before && (before.slug !== input.slug || before.name !== input.name || before.isPublic !== input.isPublic)) await refresh(tx, await tx.modelsIn({ brandId }));
        return { ok: true, id: brandId };
      });
    },

    /** The group's link tiles in every language. */
    async groupLinks(actor: Actor, groupId: number): Promise<AdminGroupLink[]> {
      requireStaff(actor);
      return repository.transaction((tx) => tx.groupLinks(groupId));
    },

    /** Deletes a group (the `confirm` tick given) that has no group below it and is no model's main group. */
    async deleteGroup(actor: Actor, groupId: number, fields: FormFields): Promise<GroupDeleteOutcome> {
      const staff = requireStaff(actor);
      if (fields.get("confirm") !== "on") return { ok: false, problems: { confirm: "required" } };
      return repository.transaction(async (tx) => {
        const groups = await tx.groups();
        const group = groups.find((candidate) => candidate.id === groupId);
        if (!group) throw new DomainError("NOT_FOUND", "No such group");
        const refused = groupDeleteRefusal({ subgroups: groups.filter((candidate) => candidate.parentId === groupId).length, models: await tx.mainGroupModelCount(groupId) });
        if (refused) return { ok: false, refused };
        const members = await tx.modelsIn({ groupIds: [groupId] });
        const links = await tx.groupLinks(groupId);
        await tx.deleteGroup(groupId, group.parentId);
        // Its own addresses lead to the group above it, in each language it had one.
        if (group.parentId !== null) {
          await tx.rememberSlugs((Object.entries(group.texts) as Array<[Lang, { path: string }]>).map(([lang, texts]) => ({ kind: "group" as const, lang, old: texts.path, entityId: group.parentId! })));
        }
        await tx.audit(staff, { action: "group.delete", entity: "group", entityId: String(groupId), before: { ...snapshotOf(group), links: links.map(linkSnapshot) }, after: null });
        await refresh(tx, members);
        return { ok: true, parentId: group.parentId };
      });
    },

    /** A new link tile of the group in `lang` (`linkId` null) or a change of one, with a new picture when a file is sent. */
    async saveGroupLink(actor: Actor, groupId: number, linkId: number | null, lang: string, fields: FormFields, file: Upload | null): Promise<TaxonomyOutcome> {
      const staff = requireStaff(actor);
      const parsed = parseGroupLinkForm(fields);
      const encoded = file ? await encodeAll([file], "linkPicture") : [];
      if (!parsed.ok || !Array.isArray(encoded)) return { ok: false, problems: { ...(parsed.ok ? {} : parsed.problems), ...(Array.isArray(encoded) ? {} : encoded.problems) } };
      const input = parsed.value;
      return repository.transaction(async (tx) => {
        await groupOf(tx, groupId);
        const links = await tx.groupLinks(groupId);
        const before = linkId === null ? null : links.find((link) => link.id === linkId);
        if (before === undefined) throw new DomainError("NOT_FOUND", "No such link tile");
        const tileLang: Lang | undefined = before?.lang ?? LANGUAGES.find((candidate) => candidate === lang);
        if (!tileLang) throw new DomainError("NOT_FOUND", "No such language");
        const [picture] = encoded;
        if (picture) await tx.storePicture(picture);
        const image = picture ? pictureUrl(picture.hash, 320, "webp") : input.removePicture ? null : undefined;
        const id = await tx.writeGroupLink(groupId, linkId, { lang: tileLang, sortOrder: input.sortOrder, title: input.title, link: input.link, image });
        const after = (await tx.groupLinks(groupId)).find((link) => link.id === id)!;
        await tx.audit(staff, { action: before ? "group.link.update" : "group.link.create", entity: "group", entityId: String(groupId), before: before ? linkSnapshot(before) : null, after: linkSnapshot(after) });
        return { ok: true, id };
      });
    },

    async deleteGroupLink(actor: Actor, groupId: number, linkId: number): Promise<void> {
      const staff = requireStaff(actor);
      await repository.transaction(async (tx) => {
        const before = (await tx.groupLinks(groupId)).find((link) => link.id === linkId);
        if (!before) throw new DomainError("NOT_FOUND", "No such link tile");
        await tx.deleteGroupLink(groupId, linkId);
        await tx.audit(staff, { action: "group.link.delete", entity: "group", entityId: String(groupId), before: linkSnapshot(before), after: null });
      });
    },

    /** Adds uploaded pictures at the end of the brand's carousel. */
    async addBrandPictures(actor: Actor, brandId: number, files: readonly Upload[]): Promise<TaxonomyOutcome> {
      const staff = requireStaff(actor);
      const brand = (await repository.brands()).find((candidate) => candidate.id === brandId);
      if (!brand) throw new DomainError("NOT_FOUND", "No such brand");
      if (brand.promoImages.length + files.length > MAX_CAROUSEL_PICTURES) return { ok: false, problems: { promoPictures: "tooMany" } };
      const encoded = await encodeAll(files, "promoPictures");
      if (!Array.isArray(encoded)) return { ok: false, problems: encoded.problems };
      return repository.transaction(async (tx) => {
        const before = (await tx.brands()).find((candidate) => candidate.id === brandId);
        if (!before) throw new DomainError("NOT_FOUND", "No such brand");
        const images = [...new Set([...before.promoImages, ...encoded.map((picture) => pictureUrl(picture.hash, 960, "webp"))])];
        if (images.length > MAX_CAROUSEL_PICTURES) return { ok: false, problems: { promoPictures: "tooMany" } };
        for (const picture of encoded) await tx.storePicture(picture);
        await tx.writeBrandPictures(brandId, images);
        await tx.audit(staff, { action: "brand.carousel.update", entity: "brand", entityId: String(brandId), before: { promoImages: before.promoImages }, after: { promoImages: images } });
        return { ok: true, id: brandId };
      });
    },

    /** The carousel's new order, without the pictures ticked for removal. */
    async saveBrandPictures(actor: Actor, brandId: number, fields: FormFields): Promise<TaxonomyOutcome> {
      const staff = requireStaff(actor);
      return repository.transaction(async (tx) => {
        const before = (await tx.brands()).find((candidate) => candidate.id === brandId);
        if (!before) throw new DomainError("NOT_FOUND", "No such brand");
        const parsed = parseCarouselForm(fields, before.promoImages);
        if (!parsed.ok) return parsed;
        if (JSON.stringify(parsed.value) === JSON.stringify(before.promoImages)) return { ok: true, id: brandId };
        await tx.writeBrandPictures(brandId, parsed.value);
        await tx.audit(staff, { action: "brand.carousel.update", entity: "brand", entityId: String(brandId), before: { promoImages: before.promoImages }, after: { promoImages: parsed.value } });
        return { ok: true, id: brandId };
      });
    },
  };
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;

function slugsOf(texts: Partial<Record<Lang, { slug: string }>>): Partial<Record<Lang, string>> {
  return Object.fromEntries((Object.entries(texts) as Array<[Lang, { slug: string }]>).map(([lang, own]) => [lang, own.slug]));
}

function asTree(group: AdminGroup): TreeGroup {
  return { id: group.id, parentId: group.parentId, slugs: slugsOf(group.texts) };
}

function snapshotOf(group: AdminGroup): Record<string, unknown> {
  return { parentId: group.parentId, sortOrder: group.sortOrder, showInMenu: group.showInMenu, texts: group.texts };
}

function linkSnapshot(link: AdminGroupLink): Record<string, unknown> {
  return { id: link.id, lang: link.lang, sortOrder: link.sortOrder, title: link.title, link: link.link, image: link.image };
}

function brandSnapshot(brand: AdminBrand): Record<string, unknown> {
  return { name: brand.name, slug: brand.slug, colorHex: brand.colorHex, isPublic: brand.isPublic, logo: brand.logo, texts: brand.texts };
}
