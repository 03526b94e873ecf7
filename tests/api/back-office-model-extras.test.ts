/**
 * The model editor's extras below the browser: the order of a model's ribbons on its cards and a model's
 * technical properties on its product page, the bad field named, and the audit rows.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formFields, ribbonOrderFieldName, textFieldName } from "#core/admin/model-form.ts";
import { staffActor, type StaffActor } from "#core/admin/roles.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { LANGUAGES } from "#i18n/languages.ts";
import { createServices } from "#server/services.server.ts";
import { openCatalogueDatabase, rows } from "./support/api-app.ts";

let database: DatabaseHandle;
let services: Services;
let staff: StaffActor;

const ORIGIN = "http://localhost:3000";

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
