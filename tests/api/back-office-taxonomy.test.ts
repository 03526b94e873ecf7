/**
 * Product groups and brands in the back office: new ones, changed ones, the paths of a group and the groups below
 * it, the old addresses answering with a move to the new ones, the read model's paths, a brand's logo, each bad
 * field named, and staff only.
 */
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestContext } from "#app/context.ts";
import { loader as brandsLoader } from "#app/routes/admin-brands.tsx";
import { loader as groupsLoader } from "#app/routes/admin-groups.tsx";
import { formFields } from "#core/admin/model-form.ts";
import { staffActor, type StaffActor } from "#core/admin/roles.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { createServices } from "#server/services.server.ts";
import { openCatalogueDatabase, pageContext, rows } from "./support/api-app.ts";

let database: DatabaseHandle;
let services: Services;
let staff: StaffActor;

const form = (values: Record<string, string>) => formFields(new URLSearchParams(values));
const dataVersion = () => services.backOffice.dataVersion();

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
  const [row] = await rows<{ id: number }>(database.db, sql`select id from customers where email = ${DEMO_ACCOUNTS.staff.email}`);
  staff = staffActor({ id: Number(row!.id), email: DEMO_ACCOUNTS.staff.email, firstName: "Staff", isStaff: true, isAdmin: false, isOrgUser: false, isClubMember: false });
});

afterAll(async () => {
  await database?.close();
});

/** A top-level group with a group below it that holds models, in Finnish. */
async function groupWithModels() {
  const groups = await services.taxonomy.groups(staff, { counts: true });
  const child = groups.find((group) => group.parentId !== null && (group.modelCount ?? 0) > 0 && groups.find((parent) => parent.id === group.parentId)?.parentId === null)!;
  return { parent: groups.find((group) => group.id === child.parentId)!, child };
}

/** A group's form as the editor posts it, with `changes` over it. */
function groupForm(group: Awaited<ReturnType<typeof groupWithModels>>["parent"], changes: Record<string, string> = {}) {
  const values: Record<string, string> = { parent: group.parentId === null ? "" : String(group.parentId), sortOrder: String(group.sortOrder) };
  if (group.showInMenu) values.showInMenu = "on";
  for (const [lang, texts] of Object.entries(group.texts)) {
    Object.assign(values, { [`name_${lang}`]: texts.name, [`shortName_${lang}`]: texts.shortName, [`slug_${lang}`]: texts.slug, [`metaTitle_${lang}`]: texts.metaTitle, [`metaDescription_${lang}`]: texts.metaDescription, [`descriptionHtml_${lang}`]: texts.descriptionHtml });
  }
  return form({ ...values, ...changes });
}

describe("product groups", () => {
  it("are for staff only, in the service itself", async () => {
    await expect(services.taxonomy.saveGroup({ kind: "token", id: 1, name: "erp", scopes: ["stock:write"] }, null, form({ name_fi: "X" }))).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(services.taxonomy.groups({ kind: "system", name: "job" } as never)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("count their models, and their brands', on the lists only", async () => {
    const user = { id: staff.id, email: staff.email, firstName: "Staff", isStaff: true, isAdmin: false, isOrgUser: false, isClubMember: false };
    const map = new Map<unknown, unknown>([[requestContext, pageContext(services, "fi", "https://shop.example", user)]]);
    const args = { request: new Request("https://shop.example/admin/"), params: {}, context: { get: (key: unknown) => map.get(key) } } as never;
    const [counted] = await rows<{ group_id: number; n: number }>(database.db, sql`select group_id, count(*)::int as n from product_model_groups group by group_id order by n desc limit 1`);
    const groupRows = (await groupsLoader(args)).rows;
    expect(groupRows.find((row) => row.id === Number(counted!.group_id))?.modelCount).toBe(Number(counted!.n));
    const [brand] = await rows<{ brand_id: number; n: number }>(database.db, sql`select brand_id, count(*)::int as n from product_models group by brand_id order by n desc limit 1`);
    expect((await brandsLoader(args)).rows.find((row) => row.id === Number(brand!.brand_id))?.modelCount).toBe(Number(brand!.n));
    // The editors' choices need no counts, and read none.
    expect((await services.taxonomy.groups(staff)).every((group) => group.modelCount === null)).toBe(true);
    expect((await services.taxonomy.brands(staff)).every((entry) => entry.modelCount === null)).toBe(true);
  });

  it("adds a group below another, with its paths, and names each bad field", async () => {
    const { parent, child } = await groupWithModels();
    const before = await dataVersion();
    expect(await services.taxonomy.saveGroup(staff, null, form({ parent: String(parent.id), name_en: "Snowshoes" }))).toEqual({ ok: false, problems: { name_fi: "required" } });
    expect(await services.taxonomy.saveGroup(staff, null, form({ parent: "999999", name_fi: "Lumikengät", slug_sv: "Inte Slug", name_sv: "Snöskor", sortOrder: "x" }))).toEqual({
      ok: false,
      problems: { parent: "unknown", slug_sv: "invalid", sortOrder: "invalid" },
    });
    expect(await services.taxonomy.saveGroup(staff, null, form({ parent: String(parent.id), name_fi: "Kopio", slug_fi: child.texts.fi!.slug }))).toEqual({ ok: false, problems: { slug_fi: "taken" } });
    expect(await dataVersion()).toBe(before);

    const saved = await services.taxonomy.saveGroup(staff, null, form({ parent: String(parent.id), name_fi: "Lumikengät", name_en: "Snowshoes", showInMenu: "on" }));
    expect(saved.ok).toBe(true);
    const id = (saved as { id: number }).id;
    const group = (await services.taxonomy.groups(staff)).find((candidate) => candidate.id === id)!;
    expect(group).toMatchObject({ parentId: parent.id, depth: parent.depth + 1, showInMenu: true });
    expect(group.texts.fi).toMatchObject({ name: "Lumikengät", shortName: "Lumikengät", slug: "lumikengat", path: `${parent.texts.fi!.path}/lumikengat` });
    expect(group.texts.en?.path).toBe(`${parent.texts.en!.path}/snowshoes`);
    expect(group.texts.sv).toBeUndefined();
    expect(await services.content.resolveSlugPath("fi", group.texts.fi!.path.split("/"))).toEqual({ kind: "product-group", groupId: id, path: group.texts.fi!.path });
    expect(await dataVersion()).not.toBe(before);
    // A group may not move below itself; a language its parent has no name in has no path.
    expect(await services.taxonomy.saveGroup(staff, parent.id, groupForm(parent, { parent: String(id) }))).toEqual({ ok: false, problems: { parent: "invalid" } });
    const [untranslated] = await rows<{ id: number }>(database.db, sql`insert into product_groups (id, slug, path) values (999001, 'bare', 'bare') returning id`);
    await database.db.execute(sql`insert into product_group_translations (group_id, lang, name, short_name, slug, path) values (${untranslated!.id}, 'fi', 'Paljas', 'Paljas', 'paljas', 'paljas')`);
    expect(await services.taxonomy.saveGroup(staff, null, form({ parent: String(untranslated!.id), name_fi: "Alla", name_de: "Unten" }))).toEqual({ ok: false, problems: { name_de: "noParentText" } });
  });

  it("renames a group: it and the groups below take the new path, the old ones move there, the models' rows follow", async () => {
    const { parent, child } = await groupWithModels();
    const oldParent = parent.texts.fi!.path;
    const oldChild = child.texts.fi!.path;
    const saved = await services.taxonomy.saveGroup(staff, parent.id, groupForm(parent, { slug_fi: `${parent.texts.fi!.slug}-uusi` }));
    expect(saved).toEqual({ ok: true, id: parent.id });
    const newChild = oldChild.replace(oldParent, `${oldParent}-uusi`);
    const groups = await services.taxonomy.groups(staff);
    expect(groups.find((group) => group.id === child.id)!.texts.fi!.path).toBe(newChild);
    expect(groups.find((group) => group.id === child.id)!.key).toBe(child.key);
    expect(await services.content.locateSlugPath("fi", oldChild.split("/"))).toEqual({ moved: true, target: { kind: "product-group", groupId: child.id, path: newChild } });
    expect(await services.content.locateSlugPath("fi", oldParent.split("/"))).toMatchObject({ moved: true, target: { groupId: parent.id } });
    // Other languages keep their paths.
    expect(groups.find((group) => group.id === child.id)!.texts.en!.path).toBe(child.texts.en!.path);
    const [model] = await rows<{ path: string; group_paths: string[] }>(
      database.db,
      sql`select c.path, c.group_paths from catalog_listing c join product_models m on m.id = c.model_id where m.main_group_id = ${child.id} and c.lang = 'fi' limit 1`,
    );
    expect(model!.path).toContain(`/${newChild}/`);
    expect(model!.group_paths).toContain(newChild);
    const [entry] = await rows<{ action: string }>(database.db, sql`select action from audit_log where entity = 'group' and entity_id = ${String(parent.id)} order by id desc limit 1`);
    expect(entry!.action).toBe("group.update");
  });
});

/** Every group of a storefront's tree, flat. */
async function shopGroups(lang: "fi" | "en") {
  const flat: Array<Awaited<ReturnType<typeof services.catalog.productGroups>>[number]> = [];
  const walk = (nodes: typeof flat) => nodes.forEach((node) => (flat.push(node), walk(node.children)));
  walk(await services.catalog.productGroups(lang));
  return flat;
}

const picture = async (width = 480, height = 320) => new Uint8Array(await sharp({ create: { width, height, channels: 3, background: "#406020" } }).png().toBuffer());
const upload = (bytes: Uint8Array) => ({ size: bytes.byteLength, bytes: async () => bytes });

describe("deleting a product group", () => {
  it("is for staff only and needs the tick", async () => {
    const { child } = await groupWithModels();
    await expect(services.taxonomy.deleteGroup({ kind: "token", id: 1, name: "erp", scopes: ["stock:write"] }, child.id, form({ confirm: "on" }))).rejects.toMatchObject({ code: "FORBIDDEN" });
    const before = await dataVersion();
    expect(await services.taxonomy.deleteGroup(staff, child.id, form({}))).toEqual({ ok: false, problems: { confirm: "required" } });
    expect(await dataVersion()).toBe(before);
    await expect(services.taxonomy.deleteGroup(staff, 987_654, form({ confirm: "on" }))).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("is refused while groups are below it or models have it as their main group", async () => {
    const { parent, child } = await groupWithModels();
    const below = (await services.taxonomy.groups(staff)).filter((group) => group.parentId === parent.id).length;
    const [main] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from product_models where main_group_id = ${child.id}`);
    const before = await dataVersion();
    expect(await services.taxonomy.deleteGroup(staff, parent.id, form({ confirm: "on" }))).toMatchObject({ ok: false, refused: { subgroups: below } });
    expect(await services.taxonomy.deleteGroup(staff, child.id, form({ confirm: "on" }))).toEqual({ ok: false, refused: { subgroups: 0, models: Number(main!.n) } });
    expect(Number(main!.n)).toBeGreaterThan(0);
    expect(await dataVersion()).toBe(before);
    expect((await services.taxonomy.groups(staff)).some((group) => group.id === child.id)).toBe(true);
  });

  it("removes the group, its texts, tiles and memberships; its addresses move to the group above", async () => {
    const { parent } = await groupWithModels();
    const saved = await services.taxonomy.saveGroup(staff, null, form({ parent: String(parent.id), name_fi: "Poistuva", name_en: "Leaving", showInMenu: "on" }));
    const id = (saved as { id: number }).id;
    // An address it had before a rename, a tile and a model that is also in it.
    const renamed = (await services.taxonomy.groups(staff)).find((group) => group.id === id)!;
    expect(await services.taxonomy.saveGroup(staff, id, groupForm(renamed, { slug_fi: "poistuva-nyt" }))).toEqual({ ok: true, id });
    expect((await services.taxonomy.saveGroupLink(staff, id, null, "fi", form({ linkTitle: "Katso", linkUrl: "/takit/" }), null)).ok).toBe(true);
    const [model] = await rows<{ id: number }>(database.db, sql`select id from product_models where is_public and main_group_id <> ${id} order by id limit 1`);
    await database.db.execute(sql`insert into product_model_groups (model_id, group_id) values (${model!.id}, ${id})`);
    await services.taxonomy.saveGroup(staff, id, groupForm((await services.taxonomy.groups(staff)).find((group) => group.id === id)!));
    const [listed] = await rows<{ group_ids: number[] }>(database.db, sql`select group_ids from catalog_listing where model_id = ${model!.id} and lang = 'fi'`);
    expect(listed!.group_ids.map(Number)).toContain(id);
    const before = await dataVersion();

    expect(await services.taxonomy.deleteGroup(staff, id, form({ confirm: "on" }))).toEqual({ ok: true, parentId: parent.id });
    expect((await services.taxonomy.groups(staff)).some((group) => group.id === id)).toBe(false);
    for (const table of ["product_group_translations", "product_group_links", "product_model_groups"] as const) {
      const [left] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from ${sql.raw(table)} where group_id = ${id}`);
      expect(Number(left!.n), table).toBe(0);
    }
    const [after] = await rows<{ group_ids: number[] }>(database.db, sql`select group_ids from catalog_listing where model_id = ${model!.id} and lang = 'fi'`);
    expect(after!.group_ids.map(Number)).not.toContain(id);
    const parentNow = { kind: "product-group", groupId: parent.id, path: parent.texts.fi!.path };
    expect(await services.content.locateSlugPath("fi", `${parent.texts.fi!.path}/poistuva-nyt`.split("/"))).toEqual({ moved: true, target: parentNow });
    expect(await services.content.locateSlugPath("fi", `${parent.texts.fi!.path}/poistuva`.split("/"))).toEqual({ moved: true, target: parentNow });
    expect(await services.content.locateSlugPath("en", `${parent.texts.en!.path}/leaving`.split("/"))).toMatchObject({ moved: true, target: { groupId: parent.id } });
    expect((await shopGroups("fi")).some((group) => group.id === id)).toBe(false);
    expect(await dataVersion()).not.toBe(before);
    const [entry] = await rows<{ action: string; before: { texts: Record<string, { name: string }>; links: unknown[] }; after: unknown }>(
      database.db,
      sql`select action, before, after from audit_log where entity = 'group' and entity_id = ${String(id)} order by id desc limit 1`,
    );
    expect(entry).toMatchObject({ action: "group.delete", after: null, before: { texts: { fi: { name: "Poistuva" } }, links: [{ title: "Katso" }] } });
  });

  it("leaves a top-level group's old addresses naming nothing", async () => {
    const saved = await services.taxonomy.saveGroup(staff, null, form({ name_fi: "Yksinäinen" }));
    const id = (saved as { id: number }).id;
    expect(await services.taxonomy.deleteGroup(staff, id, form({ confirm: "on" }))).toEqual({ ok: true, parentId: null });
    expect(await services.content.resolveSlugPath("fi", ["yksinainen"])).toBeNull();
    const [history] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from slug_history where kind = 'group' and entity_id = ${id}`);
    expect(Number(history!.n)).toBe(0);
  });
});

describe("a group's link tiles", () => {
  it("adds, changes, orders and deletes tiles per language, each bad field named, and the shop shows them", async () => {
    const { parent } = await groupWithModels();
    await expect(services.taxonomy.saveGroupLink({ kind: "system", name: "job" }, parent.id, null, "fi", form({ linkTitle: "X", linkUrl: "/x/" }), null)).rejects.toMatchObject({ code: "FORBIDDEN" });
    const before = await dataVersion();
    expect(await services.taxonomy.saveGroupLink(staff, parent.id, null, "fi", form({ linkTitle: " ", linkUrl: "javascript:alert(1)", linkOrder: "x" }), null)).toEqual({
      ok: false,
      problems: { linkTitle: "required", linkUrl: "invalid", linkOrder: "invalid" },
    });
    expect(await services.taxonomy.saveGroupLink(staff, parent.id, null, "fi", form({ linkTitle: "T".repeat(121), linkUrl: "https://x y" }), upload(new TextEncoder().encode("<svg/>")))).toEqual({
      ok: false,
      problems: { linkTitle: "tooLong", linkUrl: "invalid", linkPicture: "notPicture" },
    });
    expect(await services.taxonomy.saveGroupLink(staff, parent.id, null, "fi", form({ linkTitle: "Ei linkkiä", linkUrl: "" }), null)).toEqual({ ok: false, problems: { linkUrl: "required" } });
    expect(await dataVersion()).toBe(before);
    await expect(services.taxonomy.saveGroupLink(staff, parent.id, null, "xx", form({ linkTitle: "X", linkUrl: "/x/" }), null)).rejects.toMatchObject({ code: "NOT_FOUND" });

    const first = await services.taxonomy.saveGroupLink(staff, parent.id, null, "fi", form({ linkTitle: "Talven uutuudet", linkUrl: "/uutuudet/", linkOrder: "0" }), upload(await picture()));
    expect(first.ok).toBe(true);
    const firstId = (first as { id: number }).id;
    const second = await services.taxonomy.saveGroupLink(staff, parent.id, null, "fi", form({ linkTitle: "Retkeilyopas", linkUrl: "https://example.com/opas", linkOrder: "5" }), null);
    const secondId = (second as { id: number }).id;
    const links = await services.taxonomy.groupLinks(staff, parent.id);
    const added = links.find((link) => link.id === firstId)!;
    expect(added).toMatchObject({ lang: "fi", title: "Talven uutuudet", link: "/uutuudet/", sortOrder: 0 });
    expect(added.image).toMatch(/^\/images\/pictures\/[0-9a-f]{32}-320\.webp$/);
    expect(await dataVersion()).not.toBe(before);
    const shown = () => shopGroups("fi").then((groups) => groups.find((group) => group.id === parent.id)!.links);
    expect((await shown())[0]).toEqual({ slug: "/uutuudet/", image: added.image, title: "Talven uutuudet" });
    expect((await shopGroups("en")).find((group) => group.id === parent.id)!.links.some((link) => link.title === "Talven uutuudet")).toBe(false);
    // The shop's front page and menu take the group's picture from its first tile with one.
    expect((await shown()).find((link) => link.image)?.image).toBe(added.image);

    // Moved behind the other, its picture removed.
    expect(await services.taxonomy.saveGroupLink(staff, parent.id, firstId, "", form({ linkTitle: "Talven uutuudet", linkUrl: "/uutuudet/", linkOrder: "9", linkPictureRemove: "on" }), null)).toEqual({ ok: true, id: firstId });
    const order = (await shown()).map((link) => link.title);
    expect(order.indexOf("Retkeilyopas")).toBeLessThan(order.indexOf("Talven uutuudet"));
    expect((await services.taxonomy.groupLinks(staff, parent.id)).find((link) => link.id === firstId)!.image).toBeNull();
    // A change that sends no picture keeps the stored one.
    const kept = (await services.taxonomy.groupLinks(staff, parent.id)).find((link) => link.lang === "fi" && link.image !== null)!;
    await services.taxonomy.saveGroupLink(staff, parent.id, kept.id, "", form({ linkTitle: kept.title, linkUrl: kept.link.startsWith("/") ? kept.link : `/${kept.link}/`, linkOrder: String(kept.sortOrder) }), null);
    expect((await services.taxonomy.groupLinks(staff, parent.id)).find((link) => link.id === kept.id)!.image).toBe(kept.image);

    await services.taxonomy.deleteGroupLink(staff, parent.id, secondId);
    expect((await shown()).some((link) => link.title === "Retkeilyopas")).toBe(false);
    await expect(services.taxonomy.deleteGroupLink(staff, parent.id, secondId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(services.taxonomy.saveGroupLink(staff, parent.id + 1, firstId, "", form({ linkTitle: "X", linkUrl: "/x/" }), null)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const log = await rows<{ action: string; before: { title: string } | null; after: { sortOrder: number; image: string | null } | null }>(
      database.db,
      sql`select action, before, after from audit_log where entity = 'group' and entity_id = ${String(parent.id)} and action like 'group.link.%' order by id`,
    );
    expect(log.map((entry) => entry.action)).toEqual(["group.link.create", "group.link.create", "group.link.update", "group.link.update", "group.link.delete"]);
    expect(log[2]!.after).toMatchObject({ sortOrder: 9, image: null });
    expect(log[4]!.before).toMatchObject({ title: "Retkeilyopas" });
  });
});

describe("brands", () => {
  const png = async () => new Uint8Array(await sharp({ create: { width: 480, height: 160, channels: 3, background: "#204060" } }).png().toBuffer());
  const file = (bytes: Uint8Array) => ({ size: bytes.byteLength, bytes: async () => bytes });

  it("adds a brand with its logo and texts, and names each bad field", async () => {
    const [taken] = await services.taxonomy.brands(staff);
    expect(await services.taxonomy.saveBrand(staff, null, form({ name: "", colorHex: "green" }), null)).toEqual({ ok: false, problems: { name: "required", colorHex: "invalid" } });
    expect(await services.taxonomy.saveBrand(staff, null, form({ name: "Kopio", slug: taken!.slug }), null)).toEqual({ ok: false, problems: { slug: "taken" } });
    expect(await services.taxonomy.saveBrand(staff, null, form({ name: "Logoton" }), file(new TextEncoder().encode("<svg/>")))).toEqual({ ok: false, problems: { logo: "notPicture" } });

    const saved = await services.taxonomy.saveBrand(staff, null, form({ name: "Revontuli Gear", isPublic: "on", brandTitle_fi: "Revontuli", brandDescription_fi: "<p>Pohjoisen varusteet</p>" }), file(await png()));
    expect(saved.ok).toBe(true);
    const brand = (await services.taxonomy.brands(staff)).find((candidate) => candidate.id === (saved as { id: number }).id)!;
    expect(brand).toMatchObject({ name: "Revontuli Gear", slug: "revontuli-gear", isPublic: true, texts: { fi: { title: "Revontuli", description: "<p>Pohjoisen varusteet</p>" } } });
    expect(brand.logo).toMatch(/^\/images\/pictures\/[0-9a-f]{32}-320\.webp$/);
    expect(await services.content.resolveSlugPath("fi", ["revontuli-gear"])).toEqual({ kind: "brand", brandId: brand.id, slug: "revontuli-gear" });
  });

  it("renames a brand's slug: its page and its products' old addresses move to the new ones", async () => {
    const [model] = await rows<{ id: number; brand_id: number; brand_slug: string; slug: string }>(
      database.db,
      sql`select m.id, b.id as brand_id, b.slug as brand_slug, t.slug from product_models m join brands b on b.id = m.brand_id
            join product_model_translations t on t.model_id = m.id and t.lang = 'fi'
           where m.is_public and b.is_public and not m.is_bundle and not m.is_gift_card order by m.id limit 1`,
    );
    const brand = (await services.taxonomy.brands(staff)).find((candidate) => candidate.id === model!.brand_id)!;
    const values: Record<string, string> = { name: brand.name, slug: `${brand.slug}-oy`, colorHex: brand.colorHex, isPublic: "on" };
    const saved = await services.taxonomy.saveBrand(staff, brand.id, form(values), null);
    expect(saved).toEqual({ ok: true, id: brand.id });
    expect(await services.content.locateSlugPath("fi", [brand.slug])).toEqual({ moved: true, target: { kind: "brand", brandId: brand.id, slug: `${brand.slug}-oy` } });
    expect(await services.content.locateSlugPath("fi", [brand.slug, model!.slug])).toMatchObject({ moved: true, target: { kind: "product", modelId: model!.id, brandSlug: `${brand.slug}-oy` } });
    const [listed] = await rows<{ path: string; brand_slug: string }>(database.db, sql`select path, brand_slug from catalog_listing where model_id = ${model!.id} and lang = 'fi'`);
    expect(listed).toMatchObject({ brand_slug: `${brand.slug}-oy` });
    expect(listed!.path.startsWith(`/${brand.slug}-oy/`)).toBe(true);
    // The drawn logo follows the slug.
    expect((await services.taxonomy.brands(staff)).find((candidate) => candidate.id === brand.id)!.logo).toBe(brand.logo === `/images/brands/${brand.slug}.svg` ? `/images/brands/${brand.slug}-oy.svg` : brand.logo);
  });
});

describe("a brand's carousel pictures", () => {
  it("adds uploaded pictures, orders and removes them, and the brand page shows them", async () => {
    const brand = (await services.taxonomy.brands(staff)).find((candidate) => candidate.isPublic && candidate.promoImages.length > 0)!;
    const shown = async () => (await services.catalog.brandBySlug("fi", brand.slug))!.promoImages;
    expect(await shown()).toEqual(brand.promoImages);
    await expect(services.taxonomy.addBrandPictures({ kind: "token", id: 1, name: "erp", scopes: ["prices:write"] }, brand.id, [upload(await picture())])).rejects.toMatchObject({ code: "FORBIDDEN" });
    const before = await dataVersion();
    expect(await services.taxonomy.addBrandPictures(staff, brand.id, [])).toEqual({ ok: false, problems: { promoPictures: "required" } });
    expect(await services.taxonomy.addBrandPictures(staff, brand.id, [upload(await picture()), upload(new TextEncoder().encode("GIF89a not a picture"))])).toEqual({ ok: false, problems: { promoPictures: "notPicture" } });
    expect(await services.taxonomy.addBrandPictures(staff, brand.id, Array.from({ length: 11 - brand.promoImages.length }, () => upload(new Uint8Array(4))))).toEqual({ ok: false, problems: { promoPictures: "tooMany" } });
    expect(await dataVersion()).toBe(before);
    await expect(services.taxonomy.addBrandPictures(staff, 987_654, [upload(await picture())])).rejects.toMatchObject({ code: "NOT_FOUND" });

    expect(await services.taxonomy.addBrandPictures(staff, brand.id, [upload(await picture(1440, 960))])).toEqual({ ok: true, id: brand.id });
    const added = (await services.taxonomy.brands(staff)).find((candidate) => candidate.id === brand.id)!.promoImages;
    expect(added.slice(0, -1)).toEqual(brand.promoImages);
    expect(added.at(-1)).toMatch(/^\/images\/pictures\/[0-9a-f]{32}-960\.webp$/);
    expect(await shown()).toEqual(added);
    expect(await dataVersion()).not.toBe(before);
    const [stored] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from pictures where hash = ${/[0-9a-f]{32}/.exec(added.at(-1)!)![0]}`);
    expect(Number(stored!.n)).toBe(1);

    // The upload first, the first drawing removed; a bad number changes nothing.
    const list = (orders: string[], remove: string[] = []) => {
      const params = new URLSearchParams();
      added.forEach((image, index) => (params.append("promo", image), params.append(`promoOrder_${index}`, orders[index] ?? "")));
      for (const image of remove) params.append("promoRemove", image);
      return formFields(params);
    };
    expect(await services.taxonomy.saveBrandPictures(staff, brand.id, list(["1", "x"]))).toEqual({ ok: false, problems: { promoOrder_1: "invalid" } });
    const orders = added.map((_, index) => String(index + 2));
    orders[added.length - 1] = "1";
    expect(await services.taxonomy.saveBrandPictures(staff, brand.id, list(orders, [added[0]!]))).toEqual({ ok: true, id: brand.id });
    const expected = [added.at(-1)!, ...added.slice(1, -1)];
    expect(await shown()).toEqual(expected);
    const [entry] = await rows<{ action: string; before: { promoImages: string[] }; after: { promoImages: string[] } }>(
      database.db,
      sql`select action, before, after from audit_log where entity = 'brand' and entity_id = ${String(brand.id)} order by id desc limit 1`,
    );
    expect(entry).toEqual({ action: "brand.carousel.update", before: { promoImages: added }, after: { promoImages: expected } });
    // Everything removed: the page has no carousel.
    expect(await services.taxonomy.saveBrandPictures(staff, brand.id, list([], added))).toEqual({ ok: true, id: brand.id });
    expect(await shown()).toEqual([]);
  });
});

describe("stores", () => {
  const storeForm = (store: Awaited<ReturnType<typeof services.storesAdmin.stores>>[number], changes: Record<string, string> = {}) => {
    const values: Record<string, string> = {
      name: store.name,
      shortName: store.shortName,
      address: store.address,
      postalCode: store.postalCode,
      city: store.city,
      phone: store.phone,
      email: store.email,
      stockDisplayOrder: String(store.stockDisplayOrder),
    };
    if (store.pickup) values.pickup = "on";
    if (store.quickPickup) values.quickPickup = "on";
    for (const [day, hours] of Object.entries(store.openingHours?.regular ?? {})) values[`hours_${day}`] = hours ?? "";
    for (const [lang, texts] of Object.entries(store.texts)) Object.assign(values, { [`name_${lang}`]: texts.name, [`shortName_${lang}`]: texts.shortName, [`descriptionHtml_${lang}`]: texts.descriptionHtml });
    return form({ ...values, ...changes });
  };

  it("are for admins only", async () => {
    await expect(services.storesAdmin.stores(staff)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(services.storesAdmin.saveStore(staff, 20, form({ name: "X" }))).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("saves a store's order, hours with their exceptions and texts, and names each bad field", async () => {
    const [row] = await rows<{ id: number }>(database.db, sql`select id from customers where email = ${DEMO_ACCOUNTS.admin.email}`);
    const admin = staffActor({ id: Number(row!.id), email: DEMO_ACCOUNTS.admin.email, firstName: "Admin", isStaff: true, isAdmin: true, isOrgUser: false, isClubMember: false });
    const [store] = (await services.storesAdmin.stores(admin)).filter((candidate) => candidate.type === "retail");
    const version = await dataVersion();
    expect(await services.storesAdmin.saveStore(admin, store!.id, storeForm(store!, { name: "", hours_mon: "20-10", exceptions: "2026-02-30 closed", stockDisplayOrder: "x", email: "nope" }))).toEqual({
      ok: false,
      problems: { name: "required", hours_mon: "invalid", exceptions: "invalid", stockDisplayOrder: "invalid", email: "invalid" },
    });
    expect(await dataVersion()).toBe(version);
    const saved = await services.storesAdmin.saveStore(
      admin,
      store!.id,
      storeForm(store!, { stockDisplayOrder: "1", hours_mon: "9.30-18", hours_sun: "", exceptions: "2026-12-25 closed\n2026-12-24 10:00–14", name_en: "Harbour store" }),
    );
    expect(saved).toEqual({ ok: true });
    const after = (await services.storesAdmin.stores(admin)).find((candidate) => candidate.id === store!.id)!;
    expect(after.stockDisplayOrder).toBe(1);
    expect(after.openingHours).toMatchObject({ regular: { mon: "9.30-18", sun: null }, exceptions: [{ date: "2026-12-24", hours: "10-14" }, { date: "2026-12-25", hours: null }] });
    expect(after.texts.en?.name).toBe("Harbour store");
    expect(await dataVersion()).not.toBe(version);
    await expect(services.storesAdmin.saveStore(admin, 999_999, storeForm(store!))).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
