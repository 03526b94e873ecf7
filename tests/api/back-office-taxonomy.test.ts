/**
 * Product groups and brands in the back office: new ones, changed ones, the paths of a group and the groups below
 * it, the old addresses answering with a move to the new ones, the read model's paths, a brand's logo, each bad
 * field named, and staff only.
 */
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formFields } from "#core/admin/model-form.ts";
import { staffActor, type StaffActor } from "#core/admin/roles.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { createServices } from "#server/services.server.ts";
import { openCatalogueDatabase, rows } from "./support/api-app.ts";

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
  const groups = await services.taxonomy.groups(staff);
  const child = groups.find((group) => group.parentId !== null && group.modelCount > 0 && groups.find((parent) => parent.id === group.parentId)?.parentId === null)!;
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
