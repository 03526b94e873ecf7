/**
 * Adding and removing stores in the back office: each bad field named, admins only, the removal refused while
 * anything open needs the store, a store history names kept as removed, the audit rows, and the shop's store
 * lists (menu and footer, the product page's stores, pickup) following.
 */
import { sql } from "drizzle-orm";
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
let admin: StaffActor;

const form = (values: Record<string, string>) => formFields(new URLSearchParams(values));
const dataVersion = () => services.backOffice.dataVersion();

async function actorOf(email: string, isAdmin: boolean): Promise<StaffActor> {
  const [row] = await rows<{ id: number }>(database.db, sql`select id from customers where email = ${email}`);
  return staffActor({ id: Number(row!.id), email, firstName: "Test", isStaff: true, isAdmin, isOrgUser: false, isClubMember: false });
}

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
  staff = await actorOf(DEMO_ACCOUNTS.staff.email, false);
  admin = await actorOf(DEMO_ACCOUNTS.admin.email, true);
});

afterAll(async () => {
  await database?.close();
});

const LAHTI = {
  name: "Kuusikko Lahti",
  shortName: "LTI",
  address: "Aleksanterinkatu 18",
  postalCode: "15140",
  city: "Lahti",
  phone: "+358 20 770 4099",
  email: "lahti@kuusikko.example",
  latitude: "60,9827",
  longitude: "25.6612",
  stockDisplayOrder: "9",
  pickup: "on",
  hours_mon: "10-18",
  hours_sat: "10.00-16",
  name_en: "Kuusikko Lahti",
};

/** Where the shop lists stores: the menu and footer (and the store filter's names), the product page's list, pickup. */
async function shopLists(id: number) {
  const stores = await services.catalog.stores("fi");
  const resources = await services.catalog.resources("en");
  return {
    menu: stores.some((store) => store.id === id),
    productPage: resources.stores.some((store) => store.id === id),
    pickup: await services.delivery.locationExists({ kind: "store-pickup", id: String(id), countryCode: "FI" }),
  };
}

describe("adding a store", () => {
  it("is for admins only", async () => {
    await expect(services.storesAdmin.createStore(staff, form(LAHTI))).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(services.storesAdmin.createStore({ kind: "token", id: 1, name: "erp", scopes: ["stock:write"] }, form(LAHTI))).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(services.storesAdmin.removeStore(staff, 1, form({ confirm: "on" }))).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("names each bad field and adds nothing", async () => {
    const before = await dataVersion();
    expect(
      await services.storesAdmin.createStore(
        admin,
        form({ ...LAHTI, name: "", slug: "Lahti Keskusta", email: "lahti", latitude: "91", longitude: "east", stockDisplayOrder: "", hours_mon: "18-10", exceptions: "2026-13-01 closed" }),
      ),
    ).toEqual({
      ok: false,
      problems: { name: "required", slug: "invalid", email: "invalid", latitude: "invalid", longitude: "invalid", stockDisplayOrder: "required", hours_mon: "invalid", exceptions: "invalid" },
    });
    expect(await services.storesAdmin.createStore(admin, form({ ...LAHTI, latitude: "60.98", longitude: "" }))).toEqual({ ok: false, problems: { longitude: "required" } });
    expect(await services.storesAdmin.createStore(admin, form({ ...LAHTI, slug: "helsinki" }))).toEqual({ ok: false, problems: { slug: "taken" } });
    expect(await dataVersion()).toBe(before);
    expect((await services.storesAdmin.stores(admin)).some((store) => store.name === "Kuusikko Lahti")).toBe(false);
  });

  it("adds a shop under the next id, with its address, coordinates, hours and texts; the shop lists it", async () => {
    const before = await dataVersion();
    const created = await services.storesAdmin.createStore(admin, form(LAHTI));
    expect(created.ok).toBe(true);
    const id = (created as { id: number }).id;
    const [highest] = await rows<{ id: number }>(database.db, sql`select max(id) as id from stores`);
    expect(id).toBe(Number(highest!.id));
    const store = (await services.storesAdmin.stores(admin)).find((candidate) => candidate.id === id)!;
    expect(store).toMatchObject({
      slug: "kuusikko-lahti",
      type: "retail",
      city: "Lahti",
      latitude: 60.9827,
      longitude: 25.6612,
      stockDisplayOrder: 9,
      pickup: true,
      quickPickup: false,
      openingHours: { regular: { mon: "10-18", sat: "10-16", sun: null } },
      texts: { en: { name: "Kuusikko Lahti" } },
    });
    expect(await dataVersion()).not.toBe(before);
    expect(await shopLists(id)).toEqual({ menu: true, productPage: true, pickup: true });
    const [entry] = await rows<{ action: string; before: unknown; after: { slug: string; city: string } }>(
      database.db,
      sql`select action, before, after from audit_log where entity = 'store' and entity_id = ${String(id)} order by id desc limit 1`,
    );
    expect(entry).toMatchObject({ action: "store.create", before: null, after: { slug: "kuusikko-lahti", city: "Lahti" } });
    // An existing store's coordinates are edited with the rest of it.
    expect(await services.storesAdmin.saveStore(admin, id, form({ ...LAHTI, latitude: "", longitude: "" }))).toEqual({ ok: true });
    expect((await services.storesAdmin.stores(admin)).find((candidate) => candidate.id === id)).toMatchObject({ latitude: null, longitude: null });
  });
});

describe("removing a store", () => {
  async function newStore(slug: string) {
    const created = await services.storesAdmin.createStore(admin, form({ ...LAHTI, slug, name: `Kuusikko ${slug}` }));
    return (created as { id: number }).id;
  }

  it("needs the tick and refuses the web warehouse and a store holding stock or open pickups", async () => {
    const before = await dataVersion();
    const [stocked] = await rows<{ store_id: number }>(database.db, sql`select store_id from stock where quantity > 0 and store_id <> 20 order by store_id limit 1`);
    expect(await services.storesAdmin.removeStore(admin, Number(stocked!.store_id), form({}))).toEqual({ ok: false, problems: { confirm: "required" } });
    expect(await services.storesAdmin.removeStore(admin, 20, form({ confirm: "on" }))).toEqual({ ok: false, refused: expect.arrayContaining(["warehouse", "stock"]) });
    expect(await services.storesAdmin.removeStore(admin, Number(stocked!.store_id), form({ confirm: "on" }))).toMatchObject({ ok: false, refused: expect.arrayContaining(["stock"]) });
    // An order waiting to be picked up at a store that holds nothing.
    const id = await newStore("odottava");
    await database.db.execute(
      sql`insert into orders (number, status, idempotency_key, request_hash, lang, country_code, email, products_cents, total_cents, due_cents, reserved_until, delivery_method, delivery_location)
          values ('W990101', 'ready_for_pick_up', 'store-removal-1', 'x', 'fi', 'fi', 'nouto@example.fi', 5000, 5000, 0, now(), 'store-pickup', ${String(id)})`,
    );
    const version = await dataVersion();
    expect(await services.storesAdmin.removeStore(admin, id, form({ confirm: "on" }))).toEqual({ ok: false, refused: ["orders"] });
    expect(await dataVersion()).toBe(version);
    expect(await shopLists(id)).toEqual({ menu: true, productPage: true, pickup: true });
    expect(before).not.toBe(version);
    await expect(services.storesAdmin.removeStore(admin, 987_654, form({ confirm: "on" }))).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("deletes a store nothing names, with its texts and empty stock rows; the shop's lists drop it", async () => {
    const id = await newStore("lyhytaikainen");
    const [variant] = await rows<{ id: number }>(database.db, sql`select id from variants order by id limit 1`);
    await database.db.execute(sql`insert into stock (variant_id, store_id, quantity) values (${variant!.id}, ${id}, 0)`);
    const before = await dataVersion();
    expect(await services.storesAdmin.removeStore(admin, id, form({ confirm: "on" }))).toEqual({ ok: true, kind: "delete" });
    const [left] = await rows<{ stores: number; texts: number; stock: number }>(
      database.db,
      sql`select (select count(*) from stores where id = ${id})::int as stores, (select count(*) from store_translations where store_id = ${id})::int as texts,
            (select count(*) from stock where store_id = ${id})::int as stock`,
    );
    expect(left).toEqual({ stores: 0, texts: 0, stock: 0 });
    expect(await shopLists(id)).toEqual({ menu: false, productPage: false, pickup: false });
    expect(await dataVersion()).not.toBe(before);
    const [entry] = await rows<{ action: string; before: { slug: string }; after: unknown }>(
      database.db,
      sql`select action, before, after from audit_log where entity = 'store' and entity_id = ${String(id)} order by id desc limit 1`,
    );
    expect(entry).toMatchObject({ action: "store.delete", before: { slug: "lyhytaikainen" }, after: null });
  });

  it("keeps a store that history names as removed: out of every list, its address name free again", async () => {
    const id = await newStore("kassakuitti");
    await database.db.execute(sql`insert into store_receipts (number, store_id, purchased_at, total_cents) values ('K990001', ${id}, now(), 1990)`);
    await database.db.execute(
      sql`insert into orders (number, status, idempotency_key, request_hash, lang, country_code, email, products_cents, total_cents, due_cents, reserved_until, delivery_method, delivery_location)
          values ('W990102', 'delivered', 'store-removal-2', 'x', 'fi', 'fi', 'nouto@example.fi', 5000, 5000, 0, now(), 'store-pickup', ${String(id)})`,
    );
    expect(await services.storesAdmin.removeStore(admin, id, form({ confirm: "on" }))).toEqual({ ok: true, kind: "retire" });
    const [kept] = await rows<{ removed: boolean; slug: string; nouto: boolean }>(database.db, sql`select removed_at is not null as removed, slug, nouto from stores where id = ${id}`);
    expect(kept).toEqual({ removed: true, slug: `kassakuitti-removed-${id}`, nouto: false });
    expect((await services.storesAdmin.stores(admin)).some((store) => store.id === id)).toBe(false);
    expect(await shopLists(id)).toEqual({ menu: false, productPage: false, pickup: false });
    // The back office's stock form does not offer it either.
    expect((await services.backOffice.choices(staff, "fi")).stores.some((store) => store.id === id)).toBe(false);
    await expect(services.storesAdmin.saveStore(admin, id, form(LAHTI))).rejects.toMatchObject({ code: "NOT_FOUND" });
    const [entry] = await rows<{ action: string }>(database.db, sql`select action from audit_log where entity = 'store' and entity_id = ${String(id)} order by id desc limit 1`);
    expect(entry!.action).toBe("store.remove");
    expect((await newStore("kassakuitti")) > id).toBe(true);
  });
});
