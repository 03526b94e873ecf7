/**
 * The model editor's extras below the browser: the order of a model's ribbons on its cards, its technical
 * properties on its product page, and its bundles (new, changed, deleted) with their prices in every tax area,
 * each bad field named, the version check, the audit rows, staff only, and what the product page then shows.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleFieldName } from "#core/admin/model-bundles.ts";
import { formFields, ribbonOrderFieldName, textFieldName } from "#core/admin/model-form.ts";
import { priceInTaxArea } from "#core/admin/price-plan.ts";
import { staffActor, type StaffActor } from "#core/admin/roles.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createCheckoutRepository } from "#db/repositories/checkout.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { createServices } from "#server/services.server.ts";
import { openCatalogueDatabase, rows } from "./support/api-app.ts";

let database: DatabaseHandle;
let services: Services;
let staff: StaffActor;

const ORIGIN = "http://localhost:3000";
const token = { kind: "token", id: 1, name: "erp", scopes: ["stock:write"] } as const;

async function actorOf(email: string) {
  const [row] = await rows<{ id: number; is_staff: boolean; is_admin: boolean }>(database.db, sql`select id, is_staff, is_admin from customers where email = ${email}`);
  return { id: Number(row!.id), email, firstName: "Test", isStaff: row!.is_staff, isAdmin: row!.is_admin, isOrgUser: false, isClubMember: false };
}

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
  staff = staffActor(await actorOf(DEMO_ACCOUNTS.staff.email));
});

afterAll(async () => {
  await database?.close();
});

/** Public ordinary models with priced, active variants and a page in Finnish, the first `count` of them from `offset`. */
async function pricedModels(count: number, offset = 0) {
  const found = await rows<{ id: number }>(
    database.db,
    sql`select m.id from product_models m where m.is_public and not m.is_bundle and not m.is_gift_card and not m.campaign_only
          and exists (select 1 from variants v join variant_prices p on p.variant_id = v.id and p.tax_area_id = 1 where v.model_id = m.id and v.is_active)
          and exists (select 1 from catalog_listing c where c.model_id = m.id and c.lang = 'fi')
          and not exists (select 1 from bundles b where b.main_model_id = m.id)
        order by m.id offset ${offset} limit ${count}`,
  );
  return Promise.all(found.map((row) => services.backOffice.model(staff, Number(row.id), "fi")));
}

/** A model's lowest regular price in the home tax area among its active variants. */
async function lowestRegular(modelId: number): Promise<number> {
  const [row] = await rows<{ cents: number }>(
    database.db,
    sql`select min(p.regular_cents) as cents from variants v join variant_prices p on p.variant_id = v.id and p.tax_area_id = 1 where v.model_id = ${modelId} and v.is_active`,
  );
  return Number(row!.cents);
}

async function lastAudit(modelId: number) {
  const [row] = await rows<{ action: string; actor_label: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    database.db,
    sql`select action, actor_label, before, after from audit_log where entity = 'model' and entity_id = ${String(modelId)} order by id desc limit 1`,
  );
  return row!;
}

/** The model form as the editor posts it, with `extra` entries added and `without` names left out. */
function modelForm(model: Awaited<ReturnType<typeof pricedModels>>[number], extra: Array<[string, string]>, without: readonly string[] = []) {
  const form = new URLSearchParams();
  form.set("brand", String(model.brandId));
  form.set("mainGroup", String(model.mainGroupId));
  for (const id of model.groupIds) form.append("groups", String(id));
  form.set("visibility", model.visibility);
  form.set("taxClass", model.taxClass);
  for (const id of model.tagIds) form.append("tags", String(id));
  for (const id of model.ribbonIds) form.append("ribbons", String(id));
  for (const [flag, on] of Object.entries(model.flags)) if (on) form.set(flag, "on");
  for (const lang of LANGUAGES) {
    const texts = model.texts[lang];
    if (!texts) continue;
    form.set(textFieldName("name", lang), texts.name);
    form.set(textFieldName("slug", lang), texts.slug);
  }
  for (const name of without) form.delete(name);
  for (const [name, value] of extra) form.append(name, value);
  return formFields(form);
}

describe("the order of a model's ribbons", () => {
  it("shows the ribbons on the model's cards in the places typed beside them, and names a bad place", async () => {
    const [model] = await pricedModels(1);
    const { ribbons } = await services.backOffice.choices(staff, "fi");
    const [first, second, third] = ribbons;
    const bad = await services.backOffice.saveModel(staff, model!.id, model!.version, modelForm(model!, [["ribbons", String(first!.id)], [ribbonOrderFieldName(first!.id), "first"]], ["ribbons"]));
    expect(bad).toEqual({ ok: false, problems: { [ribbonOrderFieldName(first!.id)]: "invalid" } });
    const ticked: Array<[string, string]> = [
      ["ribbons", String(first!.id)],
      ["ribbons", String(second!.id)],
      ["ribbons", String(third!.id)],
      [ribbonOrderFieldName(first!.id), "3"],
      [ribbonOrderFieldName(second!.id), "1"],
      [ribbonOrderFieldName(third!.id), "2"],
    ];
    const saved = await services.backOffice.saveModel(staff, model!.id, model!.version, modelForm(model!, ticked, ["ribbons"]));
    expect(saved).toEqual({ ok: true, version: model!.version + 1 });
    expect((await services.backOffice.model(staff, model!.id, "fi")).ribbonIds).toEqual([second!.id, third!.id, first!.id]);
    const [card] = await rows<{ ribbons: Array<{ name: string }> }>(database.db, sql`select ribbons from catalog_listing where model_id = ${model!.id} and lang = 'fi'`);
    expect(card!.ribbons.map((ribbon) => ribbon.name)).toEqual([second!.name, third!.name, first!.name]);
    expect(await lastAudit(model!.id)).toMatchObject({ action: "model.update", after: { ribbonIds: [second!.id, third!.id, first!.id] } });
    // Another order of the same ribbons is a change of its own.
    const again = await services.backOffice.saveModel(staff, model!.id, model!.version + 1, modelForm(model!, [...ticked.slice(0, 3), [ribbonOrderFieldName(first!.id), "1"]], ["ribbons"]));
    expect(again.ok).toBe(true);
    expect((await services.backOffice.model(staff, model!.id, "fi")).ribbonIds).toEqual([first!.id, second!.id, third!.id]);
    expect(await lastAudit(model!.id)).toMatchObject({ before: { ribbonIds: [second!.id, third!.id, first!.id] }, after: { ribbonIds: [first!.id, second!.id, third!.id] } });
  });
});

describe("a model's technical properties", () => {
  it("show on its product page after a save", async () => {
    const [model] = await pricedModels(1, 1);
    const { properties } = await services.backOffice.choices(staff, "fi");
    const range = properties.find((choice) => choice.kind === "range")!;
    const named = properties.find((choice) => choice.kind === "checkbox" && choice.values.length > 0)!;
    const saved = await services.backOffice.saveProperties(
      staff,
      model!.id,
      model!.version,
      formFields(new URLSearchParams([[`property-${range.slug}`, "4321"], [`property-${named.slug}`, named.values[0]!.slug]])),
    );
    expect(saved.ok).toBe(true);
    const page = await services.product.productModel({ lang: "fi", slug: model!.texts.fi!.slug, taxAreaId: 1, viewer: { staff: false }, origin: ORIGIN });
    const shown = page!.model_properties.map((property) => `${property.slug}=${property.value}`);
    expect(shown).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${range.slug}=4\\s?321`)), `${named.slug}=${named.values[0]!.name}`]));
    expect(await lastAudit(model!.id)).toMatchObject({ action: "properties.update", after: { properties: expect.arrayContaining([`${range.slug}: 4321`]) } });
  });
});

/** A bundle's form: its texts in every language given, the parts as typed with their pieces, and the price. */
function bundleForm(bundle: string, fields: { names?: Partial<Record<Lang, string>>; parts?: Array<[string, string]>; price?: string; active?: boolean; order?: string; extra?: Record<string, string> }) {
  const form = new URLSearchParams();
  form.set(bundleFieldName.bundle, bundle);
  if (fields.active ?? true) form.set(bundleFieldName.active, "on");
  form.set(bundleFieldName.order, fields.order ?? "1");
  for (const [lang, name] of Object.entries(fields.names ?? { fi: "Retkipaketti", en: "Trip bundle" })) {
    form.set(bundleFieldName.name(lang as Lang), name);
    form.set(bundleFieldName.description(lang as Lang), `${name}: kuvaus`);
  }
  (fields.parts ?? []).forEach(([part, quantity], row) => {
    form.set(bundleFieldName.part(row), part);
    form.set(bundleFieldName.quantity(row), quantity);
  });
  form.set(bundleFieldName.price, fields.price ?? "");
  for (const [name, value] of Object.entries(fields.extra ?? {})) form.set(name, value);
  return formFields(form);
}

describe("a model's bundles", () => {
  it("are for staff only, in the service itself", async () => {
    const [model] = await pricedModels(1);
    const customer = await actorOf(DEMO_ACCOUNTS.customer.email);
    expect(() => staffActor(customer)).toThrow(expect.objectContaining({ code: "FORBIDDEN" }));
    await expect(services.backOffice.saveBundle(token, model!.id, model!.version, bundleForm("new", {}))).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(services.backOffice.deleteBundle(token, model!.id, model!.version, bundleForm("1", {}))).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("names each bad field of a new bundle and adds nothing", async () => {
    const [model, other] = await pricedModels(2, 2);
    const bad = await services.backOffice.saveBundle(
      staff,
      model!.id,
      model!.version,
      bundleForm("new", {
        names: { fi: "", en: "x".repeat(201) },
        order: "-1",
        parts: [
          ["no-such-sku", "1"],
          [String(model!.id), "1"],
          [String(other!.id), "100"],
        ],
        price: "12,345",
      }),
    );
    expect(bad).toEqual({
      ok: false,
      problems: {
        [bundleFieldName.name("fi")]: "required",
        [bundleFieldName.name("en")]: "tooLong",
        [bundleFieldName.order]: "invalid",
        [bundleFieldName.part(0)]: "noModel",
        // The main model is in every bundle of its own already.
        [bundleFieldName.part(1)]: "twice",
        [bundleFieldName.quantity(2)]: "invalid",
        [bundleFieldName.price]: "invalid",
      },
    });
    // No other model, and a price not below what the models cost together.
    expect(await services.backOffice.saveBundle(staff, model!.id, model!.version, bundleForm("new", { price: "10" }))).toEqual({ ok: false, problems: { [bundleFieldName.part(0)]: "required" } });
    const sum = (await lowestRegular(model!.id)) + (await lowestRegular(other!.id));
    expect(await services.backOffice.saveBundle(staff, model!.id, model!.version, bundleForm("new", { parts: [[String(other!.id), "1"]], price: String(sum / 100) }))).toEqual({
      ok: false,
      problems: { [bundleFieldName.price]: "notBelowParts" },
    });
    // A package is no part of a bundle.
    const [pack] = await rows<{ id: number }>(database.db, sql`select id from product_models where is_bundle order by id limit 1`);
    if (pack) expect(await services.backOffice.saveBundle(staff, model!.id, model!.version, bundleForm("new", { parts: [[String(pack.id), "1"]], price: "1" }))).toEqual({ ok: false, problems: { [bundleFieldName.part(0)]: "notPart" } });
    expect((await services.backOffice.model(staff, model!.id, "fi")).bundles.bundles).toEqual([]);
    expect((await services.backOffice.model(staff, model!.id, "fi")).version).toBe(model!.version);
  });

  it("adds, changes and deletes a bundle, priced in every tax area, audited, and shown on the product page", async () => {
    const [model, bindings, poles] = await pricedModels(3, 5);
    const [sku] = await rows<{ sku: string }>(database.db, sql`select teksonumber as sku from variants where model_id = ${poles!.id} and is_active order by id limit 1`);
    const regular = (await lowestRegular(model!.id)) + (await lowestRegular(bindings!.id)) + 2 * (await lowestRegular(poles!.id));
    const active = regular - 1_000;
    const names = { fi: "Suksipaketti", en: "Ski bundle" };
    const created = await services.backOffice.saveBundle(
      staff,
      model!.id,
      model!.version,
      bundleForm("new", { names, parts: [[String(bindings!.id), ""], [sku!.sku, "2"]], price: `${Math.floor(active / 100)},${String(active % 100).padStart(2, "0")}` }),
    );
    expect(created).toEqual({ ok: true, version: model!.version + 1 });
    // The version the form was opened with is refused now.
    expect(await services.backOffice.saveBundle(staff, model!.id, model!.version, bundleForm("new", { parts: [[String(bindings!.id), "1"]], price: "1" }))).toEqual({ ok: false, stale: true });

    const stored = (await services.backOffice.model(staff, model!.id, "fi")).bundles;
    expect(stored.isPackage).toBe(false);
    expect(stored.bundles).toEqual([
      expect.objectContaining({
        isActive: true,
        sortOrder: 1,
        texts: { fi: { name: "Suksipaketti", description: "Suksipaketti: kuvaus" }, en: { name: "Ski bundle", description: "Ski bundle: kuvaus" } },
        parts: [expect.objectContaining({ modelId: bindings!.id, quantity: 1 }), expect.objectContaining({ modelId: poles!.id, quantity: 2 })],
        activeCents: active,
        regularCents: regular,
      }),
    ]);
    const bundleId = stored.bundles[0]!.id;
    // Every tax area's prices, converted by the main model's VAT class as its variants' are.
    const rates = await rows<{ id: number; rate_bp: number }>(
      database.db,
      sql`select a.id, coalesce(r.rate_bp, 0) as rate_bp from tax_areas a left join tax_rates r on r.tax_area_id = a.id and r.tax_class = ${model!.taxClass} order by a.id`,
    );
    const homeBp = Number(rates.find((rate) => Number(rate.id) === 1)!.rate_bp);
    const prices = await rows<{ tax_area_id: number; active_cents: number; regular_cents: number }>(database.db, sql`select tax_area_id, active_cents, regular_cents from bundle_prices where bundle_id = ${bundleId} order by tax_area_id`);
    expect(prices.map((row) => [Number(row.tax_area_id), Number(row.active_cents), Number(row.regular_cents)])).toEqual(
      rates.map((rate) => [Number(rate.id), priceInTaxArea(active, homeBp, Number(rate.rate_bp)), priceInTaxArea(regular, homeBp, Number(rate.rate_bp))]),
    );
    expect(await lastAudit(model!.id)).toMatchObject({
      action: "bundle.create",
      actor_label: DEMO_ACCOUNTS.staff.email,
      before: null,
      after: { bundle: bundleId, active: true, parts: [`${bindings!.id} × 1`, `${poles!.id} × 2`], activeCents: active, regularCents: regular },
    });

    // The product page: the main model first, then the parts, at the bundle's price; a language without texts shows the Finnish ones.
    const page = (lang: Lang) => services.product.bundles({ lang, modelId: model!.id, taxAreaId: 1 });
    const [shown] = await page("en");
    expect(shown).toMatchObject({ id: bundleId, name: "Ski bundle", description: "Ski bundle: kuvaus", prices: { active, regular } });
    expect(shown!.secondary_product_models.map((part) => part.id)).toEqual([model!.id, bindings!.id, poles!.id]);
    expect((await page("sv"))[0]).toMatchObject({ name: "Suksipaketti", description: "Suksipaketti: kuvaus" });
    // The cart sells it under the same name.
    expect(await createCheckoutRepository(database.db).bundles({ mainModelIds: [model!.id], lang: "sv", taxAreaId: 1 })).toEqual([
      expect.objectContaining({ id: bundleId, name: "Suksipaketti", activeCents: active, regularCents: regular, parts: [{ modelId: model!.id, quantity: 1 }, { modelId: bindings!.id, quantity: 1 }, { modelId: poles!.id, quantity: 2 }] }),
    ]);

    // Changed: a dearer price, the poles out, not offered. The audit row holds what changed.
    const version = model!.version + 1;
    const changed = await services.backOffice.saveBundle(staff, model!.id, version, bundleForm(String(bundleId), { names, parts: [[String(bindings!.id), "1"]], price: "1,00", active: false }));
    expect(changed).toEqual({ ok: true, version: version + 1 });
    const regularAfter = (await lowestRegular(model!.id)) + (await lowestRegular(bindings!.id));
    expect(await lastAudit(model!.id)).toEqual(
      expect.objectContaining({
        action: "bundle.update",
        before: { bundle: bundleId, active: true, parts: [`${bindings!.id} × 1`, `${poles!.id} × 2`], activeCents: active, regularCents: regular },
        after: { bundle: bundleId, active: false, parts: [`${bindings!.id} × 1`], activeCents: 100, regularCents: regularAfter },
      }),
    );
    expect(await page("fi")).toEqual([]);
    expect(await services.backOffice.saveBundle(staff, model!.id, version + 1, bundleForm(String(bundleId), { names, parts: [[String(bindings!.id), "1"]], price: "1,00" }))).toMatchObject({ ok: true });
    expect((await page("fi"))[0]).toMatchObject({ id: bundleId, prices: { active: 100, regular: regularAfter } });

    // Another model's bundle is not this one's to change or delete.
    await expect(services.backOffice.saveBundle(staff, bindings!.id, bindings!.version, bundleForm(String(bundleId), { parts: [[String(poles!.id), "1"]], price: "1" }))).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(services.backOffice.deleteBundle(staff, bindings!.id, bindings!.version, bundleForm(String(bundleId), { extra: { confirm: "on" } }))).rejects.toMatchObject({ code: "NOT_FOUND" });

    // Deleted: only with its tick.
    expect(await services.backOffice.deleteBundle(staff, model!.id, version + 2, bundleForm(String(bundleId), {}))).toEqual({ ok: false, problems: { confirm: "required" } });
    expect(await services.backOffice.deleteBundle(staff, model!.id, version + 2, bundleForm(String(bundleId), { extra: { confirm: "on" } }))).toEqual({ ok: true, version: version + 3 });
    expect(await page("fi")).toEqual([]);
    expect(await rows(database.db, sql`select 1 from bundle_prices where bundle_id = ${bundleId}`)).toEqual([]);
    expect(await lastAudit(model!.id)).toMatchObject({ action: "bundle.delete", before: { bundle: bundleId, parts: [`${bindings!.id} × 1`] }, after: null });
  });

  it("prices a package model by its bundle in the listings after a save", async () => {
    const [pack] = await rows<{ id: number }>(database.db, sql`select m.id from product_models m where m.is_bundle and exists (select 1 from bundles b where b.main_model_id = m.id) order by m.id limit 1`);
    expect(pack, "the demo catalogue has a package model").toBeDefined();
    const model = await services.backOffice.model(staff, Number(pack!.id), "fi");
    const bundle = model.bundles.bundles[0]!;
    expect(model.bundles.isPackage).toBe(true);
    const parts = bundle.parts.map((part): [string, string] => [String(part.modelId), String(part.quantity)]);
    // A package itself is no part of its own bundle, and it needs two models.
    expect(await services.backOffice.saveBundle(staff, model.id, model.version, bundleForm(String(bundle.id), { names: { fi: "Paketti" }, parts: [[String(model.id), "1"]], price: "1" }))).toEqual({
      ok: false,
      problems: { [bundleFieldName.part(0)]: "notPart", [bundleFieldName.part(1)]: "required" },
    });
    const saved = await services.backOffice.saveBundle(staff, model.id, model.version, bundleForm(String(bundle.id), { names: { fi: bundle.texts.fi!.name }, parts, price: "99,00" }));
    expect(saved.ok).toBe(true);
    const sum = (await Promise.all(bundle.parts.map(async (part) => (await lowestRegular(part.modelId)) * part.quantity))).reduce((a, b) => a + b, 0);
    const [card] = await rows<{ prices: Record<string, { active: number; regular: number }> }>(database.db, sql`select prices from catalog_listing where model_id = ${model.id} and lang = 'fi'`);
    expect(card!.prices["1"]).toMatchObject({ active: 9900, regular: sum });
  });
});
