/**
 * The back office's catalogue work below the browser: finding models, saving a model, its prices and stock
 * with the version check and the audit log, what shoppers then see (the read model, the prices of every tax
 * area, the 30-day lowest price, the price-ending notice), the sale days' job, integration tokens and the ERP's
 * stock call, and who may do each.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedInUser } from "#core/accounts/auth-service.ts";
import { createBackOfficeService } from "#core/admin/back-office.server.ts";
import { fileImportSource, textImportSource } from "#core/admin/import-file.server.ts";
import { activeFieldName, centsText, formFields, priceFieldName, stockFieldName, textFieldName } from "#core/admin/model-form.ts";
import { staffActor, type StaffActor } from "#core/admin/roles.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createBackOfficeRepository } from "#db/repositories/back-office.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { LANGUAGES } from "#i18n/languages.ts";
import { createServices } from "#server/services.server.ts";
import { requestContext } from "#app/context.ts";
import { loader as auditLoader } from "#app/routes/admin-audit.tsx";
import { action as editorAction, loader as editorLoader } from "#app/routes/admin-product.tsx";
import { MODEL_SECTIONS, type ModelSection } from "#app/components/admin/model-sections.ts";
import { apiApp, host, openCatalogueDatabase, pageContext, rows, type TestApp } from "./support/api-app.ts";

let database: DatabaseHandle;
let services: Services;
let test: TestApp;
let staff: StaffActor;
let admin: StaffActor;
let tokens: { customer: string; staff: string };

async function userOf(email: string): Promise<SignedInUser> {
  const [row] = await rows<{ id: number; is_staff: boolean; is_admin: boolean }>(database.db, sql`select id, is_staff, is_admin from customers where email = ${email}`);
  return { id: Number(row!.id), email, firstName: "Test", isStaff: row!.is_staff, isAdmin: row!.is_admin, isOrgUser: false, isClubMember: false };
}

async function login(account: { email: string; password: string }): Promise<string> {
  return (await services.auth.login({ email: account.email, password: account.password, clientAddress: "192.0.2.90", lang: "fi" })).token;
}

/** A model with several variants, its first variant and its current state in the back office. */
async function someModel(minVariants = 2) {
  const [row] = await rows<{ id: number }>(
    database.db,
    sql`select m.id from product_models m where m.is_public and not m.is_bundle and not m.is_gift_card
          and (select count(*) from variants v where v.model_id = m.id) >= ${minVariants}
          and exists (select 1 from catalog_listing c where c.model_id = m.id)
        order by m.id limit 1`,
  );
  return services.backOffice.model(staff, Number(row!.id), "fi");
}

/** The model form as the editor posts it: the model's values, with `changes` over them. */
function modelForm(model: Awaited<ReturnType<typeof someModel>>, changes: Record<string, string> = {}) {
  return formFields(modelParams(model, changes));
}

function modelParams(model: Awaited<ReturnType<typeof someModel>>, changes: Record<string, string> = {}): URLSearchParams {
  const form = new URLSearchParams();
  form.set("brand", String(model.brandId));
  form.set("mainGroup", String(model.mainGroupId));
  for (const id of model.groupIds) form.append("groups", String(id));
  form.set("visibility", model.visibility);
  form.set("taxClass", model.taxClass);
  form.set("modelnumber", model.modelnumber);
  for (const id of model.tagIds) form.append("tags", String(id));
  for (const id of model.ribbonIds) form.append("ribbons", String(id));
  if (model.sizeTableId !== null) form.set("sizeTable", String(model.sizeTableId));
  if (model.secondHandParentId !== null) form.set("secondHandParent", String(model.secondHandParentId));
  for (const [flag, on] of Object.entries(model.flags)) if (on) form.set(flag, "on");
  for (const lang of LANGUAGES) {
    const texts = model.texts[lang];
    if (!texts) continue;
    form.set(textFieldName("name", lang), texts.name);
    form.set(textFieldName("slug", lang), texts.slug);
    form.set(textFieldName("shortDescription", lang), texts.shortDescription);
    form.set(textFieldName("descriptionHtml", lang), texts.descriptionHtml);
    form.set(textFieldName("metaDescription", lang), texts.metaDescription);
  }
  for (const [name, value] of Object.entries(changes)) form.set(name, value);
  return form;
}

function priceForm(model: Awaited<ReturnType<typeof someModel>>, changes: Record<string, string> = {}) {
  const form = new URLSearchParams();
  for (const variant of model.variants) form.set(priceFieldName(variant.id, "regular"), centsText(variant.plan.regularCents));
  for (const [name, value] of Object.entries(changes)) form.set(name, value);
  return formFields(form);
}

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
  test = await apiApp(database.db);
  staff = staffActor(await userOf(DEMO_ACCOUNTS.staff.email));
  admin = staffActor(await userOf(DEMO_ACCOUNTS.admin.email));
  tokens = { customer: await login(DEMO_ACCOUNTS.customer), staff: await login(DEMO_ACCOUNTS.staff) };
});

afterAll(async () => {
  await test?.app.close();
  await database?.close();
});

describe("finding models", () => {
  const find = (query: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: "GET", url: `/api/admin/products/?${query}`, headers: { host: host("fi"), ...headers } });

  it("answers a guest 401 and a customer 403", async () => {
    expect((await find("q=a")).statusCode).toBe(401);
    expect((await find("q=a", { authorization: `Token ${tokens.customer}` })).statusCode).toBe(403);
  });

  it("finds a model by SKU, EAN, id and the words of its brand and name", async () => {
    const model = await someModel();
    const variant = model.variants[0]!;
    const headers = { authorization: `Token ${tokens.staff}` };
    const ids = async (query: string) => (await find(query, headers)).json<{ results: Array<{ id: number }> }>().results.map((hit) => hit.id);
    expect(await ids(`q=${variant.sku}`)).toContain(model.id);
    expect(await ids(`q=${variant.ean}`)).toContain(model.id);
    expect(await ids(`q=${model.id}`)).toContain(model.id);
    const [brand] = await rows<{ name: string }>(database.db, sql`select name from brands where id = ${model.brandId}`);
    const words = `${brand!.name} ${model.texts.fi!.name.split(" ")[0]}`.toUpperCase();
    expect(await ids(`q=${encodeURIComponent(words)}`)).toContain(model.id);
    expect(await ids("q=no-such-thing-anywhere")).toEqual([]);
    // Words too short for the name index match no name, and fail nothing either.
    const short = await find("q=xy", headers);
    expect(short.statusCode).toBe(200);
    expect(short.json()).toMatchObject({ total: 0, results: [] });
  });

  it("finds a model by a word of its name in any language right after a save, and lists the newest edit first", async () => {
    const model = await someModel();
    const headers = { authorization: `Token ${tokens.staff}` };
    const saved = await services.backOffice.saveModel(staff, model.id, model.version, modelForm(model, { name_en: "Quokkabrook shell" }));
    expect(saved.ok).toBe(true);
    // The Finnish host's search finds the English name.
    const found = (await find("q=quokkabrook", headers)).json<{ total: number; results: Array<{ id: number }> }>();
    expect(found).toMatchObject({ total: 1, results: [{ id: model.id }] });
    const [brand] = await rows<{ name: string }>(database.db, sql`select name from brands where id = ${model.brandId}`);
    const byBrand = (await find(`q=${encodeURIComponent(brand!.name)}`, headers)).json<{ results: Array<{ id: number }> }>();
    expect(byBrand.results[0]!.id).toBe(model.id);
  });

  it("counts every match past the page, alike with and without filters", async () => {
    const headers = { authorization: `Token ${tokens.staff}` };
    // More models of one name than a page, so that the count is a count and not the page's length; two of them
    // for staff only.
    const choices = await services.backOffice.choices(staff, "fi");
    const form = (index: number) =>
      formFields(
        new URLSearchParams({
          brand: String(choices.brands[0]!.id),
          mainGroup: String(choices.groups.find((group) => group.depth > 0)!.id),
          visibility: index < 2 ? "staff" : "public",
          name_fi: `Wombatwood ${index}`,
        }),
      );
    for (let index = 0; index < 53; index++) expect((await services.backOffice.createModel(staff, form(index))).ok).toBe(true);
    const common = { word: "wombatwood", models: 53 };
    type Found = { total: number; results: Array<{ id: number; updated_at: string }> };
    const search = async (query: string) => (await find(query, headers)).json<Found>();
    const q = `q=${common.word}`;
    const [first, second, byName, ...byVisibility] = await Promise.all([
      search(q),
      search(`${q}&page=2`),
      search(`${q}&sort=name`),
      ...["public", "hidden", "staff"].map((visibility) => search(`${q}&visibility=${visibility}`)),
    ]);
    expect(first.total).toBe(common.models);
    expect(first.results).toHaveLength(50);
    expect(second.total).toBe(first.total);
    expect(second.results.some((hit) => first.results.some((other) => other.id === hit.id))).toBe(false);
    // Newest edit first.
    const times = first.results.map((hit) => Date.parse(hit.updated_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(byName.total).toBe(first.total);
    expect(byVisibility.map((found) => found.total)).toEqual([51, 0, 2]);
  });

  it("names the bad query field", async () => {
    const answer = await find("sort=cheapest", { authorization: `Token ${tokens.staff}` });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain("sort");
  });
});

describe("saving a model", () => {
  it("refuses anybody but staff in the service itself", async () => {
    const model = await someModel();
    const customer = await userOf(DEMO_ACCOUNTS.customer.email);
    expect(() => staffActor(customer)).toThrow(expect.objectContaining({ code: "FORBIDDEN" }));
    expect(() => staffActor(null)).toThrow(expect.objectContaining({ code: "UNAUTHORIZED" }));
    await expect(services.backOffice.saveModel({ kind: "token", id: 1, name: "x", scopes: ["stock:write"] }, model.id, model.version, modelForm(model))).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("names each bad field and changes nothing", async () => {
    const model = await someModel();
    const outcome = await services.backOffice.saveModel(staff, model.id, model.version, modelForm(model, { name_fi: "", brand: "999999", slug_en: "Not A Slug" }));
    expect(outcome).toEqual({ ok: false, problems: { name_fi: "required", brand: "unknown", slug_en: "invalid" } });
    expect((await services.backOffice.model(staff, model.id, "fi")).version).toBe(model.version);
  });

  it("saves the texts, shows them to shoppers, logs before and after, and refuses the old version", async () => {
    const model = await someModel();
    const outcome = await services.backOffice.saveModel(staff, model.id, model.version, modelForm(model, { name_fi: "Uusi nimi", name_en: "New name" }));
    expect(outcome).toEqual({ ok: true, version: model.version + 1 });
    const listed = await rows<{ lang: string; name: string }>(database.db, sql`select lang, name from catalog_listing where model_id = ${model.id} and lang in ('fi', 'en') order by lang`);
    expect(listed.map((row) => row.name)).toEqual(["New name", "Uusi nimi"]);
    const [entry] = await rows<{ actor_label: string; action: string; before: { texts: Record<string, { name: string }> }; after: { texts: Record<string, { name: string }> } }>(
      database.db,
      sql`select actor_label, action, before, after from audit_log where entity = 'model' and entity_id = ${String(model.id)} order by id desc limit 1`,
    );
    expect(entry).toMatchObject({ actor_label: DEMO_ACCOUNTS.staff.email, action: "model.update" });
    expect(entry!.before.texts.fi!.name).toBe(model.texts.fi!.name);
    expect(entry!.after.texts.fi!.name).toBe("Uusi nimi");
    // A second editor who opened the form before the save.
    expect(await services.backOffice.saveModel(admin, model.id, model.version, modelForm(model, { name_fi: "Toinen" }))).toEqual({ ok: false, stale: true });
  });

  it("keeps a model's old address after its slug changes, moving it to the new one", async () => {
    const model = await someModel();
    const oldSlug = model.texts.fi!.slug;
    const saved = await services.backOffice.saveModel(staff, model.id, model.version, modelForm(model, { slug_fi: `${oldSlug}-uusi` }));
    expect(saved.ok).toBe(true);
    const located = await services.content.locateSlugPath("fi", [model.brandSlug, oldSlug]);
    expect(located).toEqual({ moved: true, target: expect.objectContaining({ kind: "product", modelId: model.id, modelSlug: `${oldSlug}-uusi` }) });
    expect(await services.content.locateSlugPath("fi", [model.brandSlug, `${oldSlug}-uusi`])).toMatchObject({ moved: false, target: { modelId: model.id } });
    // Another brand's model never answers for this one's old slug.
    const [other] = await rows<{ slug: string }>(database.db, sql`select slug from brands where id <> ${model.brandId} and is_public order by id limit 1`);
    expect(await services.content.locateSlugPath("fi", [other!.slug, oldSlug])).toBeNull();
  });

  it("hides a model from every list and search while its page still sells it, and shows it again", async () => {
    const model = await someModel();
    const listed = async () => {
      const answer = await test.app.inject({ url: `/api/listing/?source=brand&id=${model.brandId}&limit=120`, headers: { host: host("fi") } });
      expect(answer.statusCode).toBe(200);
      return answer.json<{ items: Array<{ id: number }> }>().items.map((card) => card.id);
    };
    const page = () => test.app.inject({ url: `/api/products/productmodel/${(model.texts.fi!.slug)}/`, headers: { host: host("fi") } });
    expect(await listed()).toContain(model.id);
    const hidden = await services.backOffice.saveModel(staff, model.id, model.version, modelForm(model, { visibility: "hidden" }));
    expect(hidden.ok).toBe(true);
    expect(await listed()).not.toContain(model.id);
    expect((await page()).statusCode).toBe(200);
    const again = await services.backOffice.model(staff, model.id, "fi");
    expect(again.visibility).toBe("hidden");
    const found = await test.app.inject({ url: `/api/admin/products/?visibility=hidden`, headers: { host: host("fi"), authorization: `Token ${tokens.staff}` } });
    expect(found.json<{ results: Array<{ id: number; visibility: string }> }>().results).toContainEqual(expect.objectContaining({ id: model.id, visibility: "hidden" }));
    expect((await services.backOffice.saveModel(staff, model.id, again.version, modelForm(again, { visibility: "public" }))).ok).toBe(true);
    expect(await listed()).toContain(model.id);
  });

  it("sets a model's tags, ribbons, size table and second-hand parent, shows them on its card, and names bad ones", async () => {
    const model = await someModel();
    const choices = await services.backOffice.choices(staff, "fi");
    const bad = await services.backOffice.saveModel(staff, model.id, model.version, modelForm(model, { tags: "999999", sizeTable: "999999", secondHandParent: "x" }));
    expect(bad).toEqual({ ok: false, problems: { tags: "unknown", sizeTable: "unknown", secondHandParent: "invalid" } });
    expect(await services.backOffice.saveModel(staff, model.id, model.version, modelForm(model, { secondHandParent: String(model.id) }))).toEqual({ ok: false, problems: { secondHandParent: "unknown" } });
    const [parent] = await rows<{ id: number }>(database.db, sql`select id from product_models where id <> ${model.id} and second_hand_parent_id is null order by id limit 1`);
    const form = modelParams(model, { sizeTable: String(choices.sizeTables[0]!.id), secondHandParent: String(parent!.id) });
    form.delete("tags");
    form.delete("ribbons");
    form.append("tags", String(choices.tags[0]!.id));
    form.append("ribbons", String(choices.ribbons[1]!.id));
    form.append("ribbons", String(choices.ribbons[0]!.id));
    const saved = await services.backOffice.saveModel(staff, model.id, model.version, formFields(form));
    expect(saved.ok).toBe(true);
    const after = await services.backOffice.model(staff, model.id, "fi");
    expect(after).toMatchObject({ tagIds: [choices.tags[0]!.id], ribbonIds: [choices.ribbons[1]!.id, choices.ribbons[0]!.id], sizeTableId: choices.sizeTables[0]!.id, secondHandParentId: parent!.id });
    const [card] = await rows<{ tags: Array<{ name: string }>; ribbons: Array<{ name: string }> }>(database.db, sql`select tags, ribbons from catalog_listing where model_id = ${model.id} and lang = 'fi'`);
    expect(card!.tags.map((tag) => tag.name)).toEqual([choices.tags[0]!.name]);
    expect(card!.ribbons.map((ribbon) => ribbon.name)).toEqual([choices.ribbons[1]!.name, choices.ribbons[0]!.name]);
    // Put back as it was: the other tests take the same model.
    expect((await services.backOffice.saveModel(staff, model.id, after.version, modelForm(model))).ok).toBe(true);
  });

  it("sets a model's technical properties, shows them to the listings' filters, audits them and names a bad one", async () => {
    const model = await someModel();
    const { properties } = await services.backOffice.choices(staff, "fi");
    const weight = properties.find((choice) => choice.kind === "range")!;
    const named = properties.find((choice) => choice.kind === "checkbox" && choice.values.length >= 2)!;
    const form = (entries: Array<[string, string]>) => formFields(new URLSearchParams(entries));
    await expect(services.backOffice.saveProperties({ kind: "token", id: 1, name: "x", scopes: ["stock:write"] }, model.id, model.version, form([]))).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await services.backOffice.saveProperties(staff, model.id, model.version, form([[`property-${weight.slug}`, "12,34567"]]))).toEqual({
      ok: false,
      problems: { [`property-${weight.slug}`]: "invalid" },
    });
    const wanted = form([
      [`property-${weight.slug}`, "1 250,5"],
      [`property-${weight.slug}-one`, "on"],
      [`property-${named.slug}`, named.values[1]!.slug],
      [`property-${named.slug}`, named.values[0]!.slug],
    ]);
    const saved = await services.backOffice.saveProperties(staff, model.id, model.version, wanted);
    expect(saved.ok).toBe(true);
    // A save over the version the form was opened with is refused.
    expect(await services.backOffice.saveProperties(staff, model.id, model.version, wanted)).toEqual({ ok: false, stale: true });
    const after = await services.backOffice.model(staff, model.id, "fi");
    expect(after.properties).toEqual([
      { typeId: weight.id, valueId: null, valueNum: 1250.5, isForOneItem: true },
      { typeId: named.id, valueId: named.values[0]!.id, valueNum: null, isForOneItem: false },
      { typeId: named.id, valueId: named.values[1]!.id, valueNum: null, isForOneItem: false },
    ].sort((a, b) => properties.findIndex((choice) => choice.id === a.typeId) - properties.findIndex((choice) => choice.id === b.typeId)));
    const [card] = await rows<{ values: Record<string, unknown[]> }>(database.db, sql`select property_values as values from catalog_listing where model_id = ${model.id} and lang = 'fi'`);
    expect(card!.values[weight.slug]).toEqual([1250.5]);
    expect(card!.values[named.slug]).toEqual([named.values[0]!.slug, named.values[1]!.slug]);
    const [audit] = await rows<{ action: string; after: { properties: string[] } }>(database.db, sql`select action, after from audit_log where entity = 'model' and entity_id = ${String(model.id)} order by id desc limit 1`);
    expect(audit).toMatchObject({ action: "properties.update", after: { properties: expect.arrayContaining([`${weight.slug}: 1250.5 (one item)`, `${named.slug}: ${named.values[0]!.slug}`]) } });
    // Nothing ticked and no number: the model has no properties.
    expect((await services.backOffice.saveProperties(staff, model.id, after.version, form([]))).ok).toBe(true);
    expect((await services.backOffice.model(staff, model.id, "fi")).properties).toEqual([]);
  });

  it("refuses a slug another model of the brand has", async () => {
    const [pair] = await rows<{ a: number; b: number; slug: string }>(
      database.db,
      sql`select a.id as a, b.id as b, tb.slug from product_models a join product_models b on b.brand_id = a.brand_id and b.id > a.id
          join product_model_translations tb on tb.model_id = b.id and tb.lang = 'fi' order by a.id limit 1`,
    );
    const model = await services.backOffice.model(staff, Number(pair!.a), "fi");
    const outcome = await services.backOffice.saveModel(staff, model.id, model.version, modelForm(model, { slug_fi: pair!.slug }));
    expect(outcome).toEqual({ ok: false, problems: { slug_fi: "taken" } });
  });
});

describe("prices", () => {
  it("puts a running sale on the storefront in every tax area with the 30-day lowest price and the ending notice", async () => {
    const model = await someModel();
    const variant = model.variants[0]!;
    const before = variant.plan.regularCents;
    const start = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const sale = Math.round(before * 0.7);
    // The model may already be reduced in the demo catalogue: start from its regular price.
    const reset = await services.backOffice.savePrices(staff, model.id, model.version, priceForm(model));
    expect(reset.ok).toBe(true);
    const outcome = await services.backOffice.savePrices(
      staff,
      model.id,
      model.version + 1,
      priceForm(model, { [priceFieldName(variant.id, "sale")]: centsText(sale), [priceFieldName(variant.id, "saleStart")]: start, [priceFieldName(variant.id, "saleEnd")]: end }),
    );
    expect(outcome).toEqual({ ok: true, version: model.version + 2 });
    const prices = await rows<{ tax_area_id: number; active_cents: number; regular_cents: number; lowest_30d_cents: number; price_type: string }>(
      database.db,
      sql`select tax_area_id, active_cents, regular_cents, lowest_30d_cents, price_type from variant_prices where variant_id = ${variant.id} order by tax_area_id`,
    );
    const home = prices.find((row) => row.tax_area_id === 1)!;
    expect(home).toMatchObject({ active_cents: sale, regular_cents: before, lowest_30d_cents: before, price_type: "discount" });
    const [rates] = await rows<{ home: number; other: number; area: number }>(
      database.db,
      sql`select (select rate_bp from tax_rates where tax_area_id = 1 and tax_class = 'standard') as home,
                 r.rate_bp as other, r.tax_area_id as area from tax_rates r where r.tax_class = 'standard' and r.tax_area_id <> 1
                 and r.rate_bp <> (select rate_bp from tax_rates where tax_area_id = 1 and tax_class = 'standard') limit 1`,
    );
    if (rates) {
      const other = prices.find((row) => row.tax_area_id === Number(rates.area))!;
      expect(other.active_cents).toBe(Math.round((sale * (10_000 + Number(rates.other))) / (10_000 + Number(rates.home))));
    }
    const [ending] = await rows<{ price_ending: Date | string }>(database.db, sql`select price_ending from product_models where id = ${model.id}`);
    expect(new Date(ending!.price_ending).getTime()).toBeGreaterThan(Date.now());
    const [listed] = await rows<{ min: number }>(database.db, sql`select (prices -> '1' ->> 'active')::int as min from catalog_listing where model_id = ${model.id} and lang = 'fi'`);
    expect(listed).toBeDefined();
    const [audit] = await rows<{ action: string }>(database.db, sql`select action from audit_log where entity_id = ${String(model.id)} order by id desc limit 1`);
    expect(audit!.action).toBe("prices.update");
  });

  it("names a sale price not below the regular and a last day before the first", async () => {
    const model = await someModel();
    const variant = model.variants[0]!;
    const outcome = await services.backOffice.savePrices(
      staff,
      model.id,
      model.version,
      priceForm(model, {
        [priceFieldName(variant.id, "sale")]: centsText(variant.plan.regularCents + 100),
        [priceFieldName(variant.id, "saleStart")]: "2026-05-10",
        [priceFieldName(variant.id, "saleEnd")]: "2026-05-01",
        [priceFieldName(variant.id, "club")]: "abc",
      }),
    );
    expect(outcome).toEqual({
      ok: false,
      problems: { [priceFieldName(variant.id, "sale")]: "notBelowRegular", [priceFieldName(variant.id, "saleEnd")]: "endBeforeStart", [priceFieldName(variant.id, "club")]: "invalid" },
    });
  });

  it("starts and ends a planned sale on its days by the price job", async () => {
    const model = await someModel();
    const variant = model.variants[1]!;
    let clock = new Date();
    const scheduled = createBackOfficeService({ repository: createBackOfficeRepository(database.db), now: () => clock });
    const regular = variant.plan.regularCents;
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const saved = await scheduled.savePrices(
      staff,
      model.id,
      model.version,
      priceForm(model, { [priceFieldName(variant.id, "sale")]: centsText(regular - 500), [priceFieldName(variant.id, "saleStart")]: inDays(2), [priceFieldName(variant.id, "saleEnd")]: inDays(3) }),
    );
    expect(saved.ok).toBe(true);
    const active = async () => Number((await rows<{ a: number }>(database.db, sql`select active_cents as a from variant_prices where variant_id = ${variant.id} and tax_area_id = 1`))[0]!.a);
    expect(await active()).toBe(regular);
    clock = new Date(Date.now() + 2.5 * 86_400_000);
    expect(await scheduled.applyDuePrices()).toBeGreaterThanOrEqual(1);
    expect(await active()).toBe(regular - 500);
    clock = new Date(Date.now() + 4.5 * 86_400_000);
    await scheduled.applyDuePrices();
    expect(await active()).toBe(regular);
    expect(await scheduled.applyDuePrices()).toBe(0);
  });
});

describe("stock and new models", () => {
  it("saves stock per store and refuses a bad quantity by its field", async () => {
    const model = await someModel();
    const variant = model.variants[0]!;
    const form = new URLSearchParams({ [stockFieldName(variant.id, 20)]: "-3" });
    for (const each of model.variants) if (each.isActive) form.set(activeFieldName(each.id), "on");
    const bad = await services.backOffice.saveStock(staff, model.id, model.version, formFields(form));
    expect(bad).toMatchObject({ ok: false, problems: { [stockFieldName(variant.id, 20)]: "invalid" } });
    form.set(stockFieldName(variant.id, 20), "17");
    const saved = await services.backOffice.saveStock(staff, model.id, model.version, formFields(form));
    expect(saved.ok).toBe(true);
    const [level] = await rows<{ quantity: number }>(database.db, sql`select quantity from stock where variant_id = ${variant.id} and store_id = 20`);
    expect(Number(level!.quantity)).toBe(17);
    // A variant no longer shown in the shop: off sale, and the grid counts one variant less.
    const [counted] = await rows<{ n: number }>(database.db, sql`select variant_count as n from catalog_listing where model_id = ${model.id} and lang = 'fi'`);
    form.delete(activeFieldName(variant.id));
    expect((await services.backOffice.saveStock(staff, model.id, model.version + 1, formFields(form))).ok).toBe(true);
    const [hidden] = await rows<{ is_active: boolean }>(database.db, sql`select is_active from variants where id = ${variant.id}`);
    expect(hidden!.is_active).toBe(false);
    const [recounted] = await rows<{ n: number }>(database.db, sql`select variant_count as n from catalog_listing where model_id = ${model.id} and lang = 'fi'`);
    expect(Number(recounted!.n)).toBe(Number(counted!.n) - 1);
    form.set(activeFieldName(variant.id), "on");
    expect((await services.backOffice.saveStock(staff, model.id, model.version + 2, formFields(form))).ok).toBe(true);
  });

  it("creates a model, adds colours times sizes and lists it for shoppers", async () => {
    const choices = await services.backOffice.choices(staff, "fi");
    const form = new URLSearchParams({
      brand: String(choices.brands[0]!.id),
      mainGroup: String(choices.groups.find((group) => group.depth > 0)!.id),
      visibility: "public",
      name_fi: "Testitakki",
      name_en: "Test jacket",
    });
    const created = await services.backOffice.createModel(staff, formFields(form));
    expect(created.ok).toBe(true);
    const id = (created as { id: number }).id;
    const fresh = await services.backOffice.model(staff, id, "fi");
    expect(fresh.texts.fi?.slug).toBe("testitakki");
    const variants = new URLSearchParams({ sizes: "S, M, L", regular: "129,90" });
    variants.append("colours", choices.colours[0]!.slug);
    variants.append("colours", choices.colours[1]!.slug);
    const added = await services.backOffice.addVariants(staff, id, fresh.version, formFields(variants));
    expect(added.ok).toBe(true);
    const model = await services.backOffice.model(staff, id, "fi");
    expect(model.variants).toHaveLength(6);
    expect(model.variants.every((variant) => variant.current?.activeCents === 12_990)).toBe(true);
    // One drawing per colour until pictures are uploaded.
    const drawings = await rows<{ colour_slug: string }>(database.db, sql`select colour_slug from images where model_id = ${id} order by colour_slug`);
    expect(drawings.map((row) => row.colour_slug)).toEqual([choices.colours[0]!.slug, choices.colours[1]!.slug].sort());
    const listed = await rows<{ lang: string }>(database.db, sql`select lang from catalog_listing where model_id = ${id} order by lang`);
    expect(listed.map((row) => row.lang)).toEqual(["en", "fi"]);
    // The same colours and sizes again add nothing.
    const again = await services.backOffice.addVariants(staff, id, model.version, formFields(variants));
    expect(again).toEqual({ ok: false, problems: { sizes: "taken" } });
  });
});

describe("the model editor's parts", () => {
  /** A route of the editor as it runs for `user` (null: a guest): its answer, or what it threw. */
  function editor(user: SignedInUser | null, id: number, section: string | undefined, post?: URLSearchParams) {
    const map = new Map<unknown, unknown>([[requestContext, pageContext(services, "fi", "https://shop.example", user)]]);
    const url = `https://shop.example/admin/products/${id}/${section ? `${section}/` : ""}`;
    const args = { params: { id: String(id), section }, context: { get: (key: unknown) => map.get(key) } };
    const run = post
      ? editorAction({ ...args, request: new Request(url, { method: "POST", body: post, headers: { origin: "https://shop.example" } }) } as never)
      : editorLoader({ ...args, request: new Request(url) } as never);
    return (run as Promise<unknown>).catch((thrown: unknown) => thrown);
  }
  const statusOf = (thrown: unknown) => (thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } }).init?.status);

  it("draws each part on a page of its own with only its own forms' data, for staff only", async () => {
    const model = await someModel(2);
    const staffUser = await userOf(DEMO_ACCOUNTS.staff.email);
    const guest = await editor(null, model.id, "prices");
    expect(statusOf(guest)).toBe(303);
    expect((guest as Response).headers.get("location")).toContain(encodeURIComponent(`/admin/products/${model.id}/prices/`));
    expect(statusOf(await editor(await userOf(DEMO_ACCOUNTS.customer.email), model.id, "prices"))).toBe(403);
    expect(statusOf(await editor(staffUser, model.id, "nothing-here"))).toBe(404);
    for (const section of Object.keys(MODEL_SECTIONS) as ModelSection[]) {
      const page = (await editor(staffUser, model.id, MODEL_SECTIONS[section].path ?? undefined)) as { data: Record<string, unknown>; path: string; tabs: Array<{ section: string; path: string }> };
      expect(page.data.section).toBe(section);
      expect(page.tabs.find((tab) => tab.section === section)!.path).toBe(page.path);
    }
    const prices = (await editor(staffUser, model.id, "prices")) as { data: { variants: Array<{ id: number; prices: { regular: string } }> } };
    expect(prices.data.variants.map((row) => row.id)).toEqual(model.variants.map((variant) => variant.id));
    expect(prices.data.variants[0]!.prices.regular).toBe(centsText(model.variants[0]!.plan.regularCents));
    // Another part's data is not sent: the prices carry no stock, the stock no prices, the model's form no variants.
    expect(JSON.stringify(prices.data)).not.toContain('"stock"');
    const stock = (await editor(staffUser, model.id, "stock")) as { data: { variants: Array<Record<string, unknown>>; stores: unknown[] } };
    expect(stock.data.stores.length).toBeGreaterThan(1);
    expect(stock.data.variants[0]).not.toHaveProperty("prices");
    const basics = (await editor(staffUser, model.id, undefined)) as { data: Record<string, unknown> };
    expect(basics.data).not.toHaveProperty("variants");
  });

  it("takes each part's own forms only, and opens the prices after new variants", async () => {
    const staffUser = await userOf(DEMO_ACCOUNTS.staff.email);
    const choices = await services.backOffice.choices(staff, "fi");
    const created = await services.backOffice.createModel(staff, formFields(new URLSearchParams({ brand: String(choices.brands[0]!.id), mainGroup: String(choices.groups.find((group) => group.depth > 0)!.id), visibility: "staff", name_fi: "Osatakki" })));
    expect(created).toMatchObject({ ok: true });
    const id = (created as { id: number }).id;
    const { version } = await services.backOffice.model(staff, id, "fi");
    const variants = new URLSearchParams({ intent: "variants", version: String(version), sizes: "S, M", regular: "49,90", colours: choices.colours[0]!.slug });
    // The variants' form posted to the model's own part is not that part's: refused, nothing added.
    expect(statusOf(await editor(staffUser, id, undefined, variants))).toBe(400);
    expect(statusOf(await editor(staffUser, id, "prices", variants))).toBe(400);
    expect((await services.backOffice.model(staff, id, "fi")).variants).toHaveLength(0);
    const added = await editor(staffUser, id, "variants", variants);
    expect(statusOf(added)).toBe(303);
    expect((added as Response).headers.get("location")).toBe(`/admin/products/${id}/prices/?saved=variants`);
    expect((await services.backOffice.model(staff, id, "fi")).variants).toHaveLength(2);
    // A bad price is answered on the prices' page, its field named and the typing kept.
    const fresh = await services.backOffice.model(staff, id, "fi");
    const bad = new URLSearchParams({ intent: "prices", version: String(fresh.version) });
    for (const variant of fresh.variants) bad.set(priceFieldName(variant.id, "regular"), "49,90");
    bad.set(priceFieldName(fresh.variants[0]!.id, "regular"), "kallis");
    const failed = (await editor(staffUser, id, "prices", bad)) as { data: { form: string; values: Record<string, string[]>; problems: Record<string, string> } };
    expect(failed.data).toMatchObject({ form: "prices", values: { [priceFieldName(fresh.variants[0]!.id, "regular")]: ["kallis"] } });
    expect(Object.keys(failed.data.problems)).toEqual([priceFieldName(fresh.variants[0]!.id, "regular")]);
  });
});

describe("integration tokens and the ERP's stock call", () => {
  const put = (body: unknown, token?: string) =>
    test.app.inject({ method: "PUT", url: "/api/integration/stock/", headers: { host: host("fi"), ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload: body as object });

  it("lets only admins create tokens, and keeps only a hash", async () => {
    const form = formFields(new URLSearchParams([["name", "ERP"], ["scopes", "stock:write"]]));
    await expect(services.backOffice.createToken(staff, form)).rejects.toMatchObject({ code: "FORBIDDEN" });
    const created = await services.backOffice.createToken(admin, form);
    expect(created.ok).toBe(true);
    const secret = (created as { secret: string }).secret;
    const stored = await rows<{ token_hash: string }>(database.db, sql`select token_hash from integration_tokens`);
    expect(stored.some((row) => row.token_hash === secret)).toBe(false);
    expect(await services.backOffice.createToken(admin, formFields(new URLSearchParams([["scopes", "root"]])))).toEqual({ ok: false, problems: { name: "required", scopes: "unknown" } });
  });

  it("sets stock by SKU and EAN, idempotently, lists unknown codes and refuses bad tokens and bodies", async () => {
    const created = await services.backOffice.createToken(admin, formFields(new URLSearchParams([["name", "Kassa"], ["scopes", "stock:write"]])));
    const secret = (created as { secret: string }).secret;
    const model = await someModel();
    const [first, second] = model.variants;
    const body = { items: [{ sku: first!.sku, store: 20, quantity: 41 }, { ean: second!.ean, store: 1, quantity: 3, blocked: true }, { sku: "NO-SUCH", store: 20, quantity: 1 }] };
    await services.dataChanges.check();
    const answer = await put(body, secret);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ updated: 2, unchanged: 0, unknown: ["NO-SUCH"] });
    const lastUse = async () => (await rows<{ at: string }>(database.db, sql`select last_used_at::text as at from integration_tokens where name = 'Kassa'`))[0]!.at;
    const firstUse = await lastUse();
    expect(firstUse).not.toBeNull();
    expect((await put(body, secret)).json()).toEqual({ updated: 0, unchanged: 2, unknown: ["NO-SUCH"] });
    // The last use is noted to the minute: a call within it leaves the row as it was, a later one notes it again.
    expect(await lastUse()).toBe(firstUse);
    await database.db.execute(sql`update integration_tokens set last_used_at = last_used_at - interval '2 minutes' where name = 'Kassa'`);
    const movedBack = await lastUse();
    expect((await put(body, secret)).statusCode).toBe(200);
    expect(await lastUse()).not.toBe(movedBack);
    const levels = await rows<{ variant_id: number; store_id: number; quantity: number; blocked: boolean }>(
      database.db,
      sql`select variant_id, store_id, quantity, blocked from stock where (variant_id, store_id) in ((${first!.id}, 20), (${second!.id}, 1)) order by variant_id`,
    );
    expect(levels.map((level) => [Number(level.quantity), level.blocked])).toEqual([[41, false], [3, true]]);
    const [audit] = await rows<{ actor_label: string; action: string }>(database.db, sql`select actor_label, action from audit_log order by id desc limit 1`);
    expect(audit).toEqual({ actor_label: "token: Kassa", action: "stock.put" });
    // Stock needs no cache dropped: the model's read-model rows wait in the queue for the next process to take them.
    expect(await services.dataChanges.check()).toBe(false);
    expect(await rows(database.db, sql`select 1 from listing_refresh_queue where model_id = ${model.id}`)).toHaveLength(1);
    expect(await services.backOffice.refreshQueuedListings()).toBeGreaterThanOrEqual(1);
    expect(await rows(database.db, sql`select 1 from listing_refresh_queue`)).toHaveLength(0);
    const [listed] = await rows<{ store_ids: number[] }>(database.db, sql`select in_stock_store_ids as store_ids from catalog_listing where model_id = ${model.id} and lang = 'fi'`);
    expect(listed!.store_ids.map(Number)).toContain(20);

    expect((await put(body)).statusCode).toBe(401);
    expect((await put(body, "ks_wrongwrongwrongwrongwrongwrong")).statusCode).toBe(401);
    const bad = await put({ items: [{ sku: first!.sku, store: 20, quantity: -1 }] }, secret);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("quantity");
    expect((await put({ items: [{ sku: first!.sku, store: 999, quantity: 1 }] }, secret)).statusCode).toBe(400);

    const pricesOnly = await services.backOffice.createToken(admin, formFields(new URLSearchParams([["name", "Hinnat"], ["scopes", "prices:write"]])));
    expect((await put(body, (pricesOnly as { secret: string }).secret)).statusCode).toBe(403);
    const [row] = await rows<{ id: number }>(database.db, sql`select id from integration_tokens where name = 'Kassa'`);
    expect(await services.backOffice.revokeToken(admin, Number(row!.id))).toBe(true);
    expect((await put(body, secret)).statusCode).toBe(401);
  });
});

describe("the ERP's price call", () => {
  const put = (body: unknown, token?: string) =>
    test.app.inject({ method: "PUT", url: "/api/integration/prices/", headers: { host: host("fi"), ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload: body as object });

  it("sets a variant's prices with a sale, keeps the 30-day lowest price from the history, and names a bad line", async () => {
    const created = await services.backOffice.createToken(admin, formFields(new URLSearchParams([["name", "Hinnasto"], ["scopes", "prices:write"]])));
    const secret = (created as { secret: string }).secret;
    const model = await someModel(3);
    const variant = model.variants[2]!;
    const body = { items: [{ sku: variant.sku, regular_cents: 15_000 }] };
    expect((await put(body, secret)).json()).toEqual({ updated: 1, unchanged: 0, unknown: [] });
    expect((await put(body, secret)).json()).toEqual({ updated: 0, unchanged: 1, unknown: [] });
    const sale = { items: [{ ean: variant.ean, regular_cents: 15_000, sale_cents: 9_900, sale_ends_at: new Date(Date.now() + 3 * 86_400_000).toISOString() }] };
    expect((await put(sale, secret)).json()).toEqual({ updated: 1, unchanged: 0, unknown: [] });
    const [price] = await rows<{ active_cents: number; lowest_30d_cents: number; price_type: string }>(
      database.db,
      sql`select active_cents, lowest_30d_cents, price_type from variant_prices where variant_id = ${variant.id} and tax_area_id = 1`,
    );
    expect(price).toEqual({ active_cents: 9_900, lowest_30d_cents: 15_000, price_type: "discount" });
    // Staff who opened the model before the call would save over it: their version is old now.
    expect((await services.backOffice.model(staff, model.id, "fi")).version).toBeGreaterThan(model.version);

    const bad = await put({ items: [{ sku: variant.sku, regular_cents: 5_000, sale_cents: 6_000 }] }, secret);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("items.0.sale_cents");
    const badDate = await put({ items: [{ sku: variant.sku, regular_cents: 5_000, sale_cents: 4_000, sale_ends_at: "tomorrow" }] }, secret);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.body).toContain("sale_ends_at");
    const stockOnly = await services.backOffice.createToken(admin, formFields(new URLSearchParams([["name", "Varasto"], ["scopes", "stock:write"]])));
    expect((await put(body, (stockOnly as { secret: string }).secret)).statusCode).toBe(403);
  });
});

describe("the integration calls' limit", () => {
  it("answers 429 past INTEGRATION_CALLS_PER_MINUTE calls of one token", async () => {
    const limited = await apiApp(database.db, { INTEGRATION_CALLS_PER_MINUTE: "2" });
    try {
      const created = await services.backOffice.createToken(admin, formFields(new URLSearchParams([["name", "Rajattu"], ["scopes", "stock:write"]])));
      const headers = { host: host("fi"), authorization: `Bearer ${(created as { secret: string }).secret}` };
      const call = () => limited.app.inject({ method: "PUT", url: "/api/integration/stock/", headers, payload: { items: [{ sku: "NO-SUCH", store: 20, quantity: 1 }] } });
      expect([(await call()).statusCode, (await call()).statusCode, (await call()).statusCode]).toEqual([200, 200, 429]);
    } finally {
      await limited.app.close();
    }
  });
});

describe("the audit log and the data version", () => {
  it("is for admins only, newest first", async () => {
    await expect(services.backOffice.auditLog(staff, { entity: null, entityId: null, entryId: null, page: 1, arrayItems: null })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const page = await services.backOffice.auditLog(admin, { entity: null, entityId: null, entryId: null, page: 1, arrayItems: null });
    expect(page.total).toBeGreaterThan(3);
    expect(page.rows[0]!.id).toBeGreaterThan(page.rows[1]!.id);
    // The count is of the chosen entries, whichever page is shown, past the last page too.
    const [counted] = await rows<{ all: number; models: number }>(database.db, sql`select count(*)::int as all, count(*) filter (where entity = 'model')::int as models from audit_log`);
    expect(page.total).toBe(counted!.all);
    const models = { entity: "model", entityId: null, entryId: null, arrayItems: null };
    expect((await services.backOffice.auditLog(admin, { ...models, page: 1 })).total).toBe(counted!.models);
    expect(await services.backOffice.auditLog(admin, { ...models, page: 1000 })).toMatchObject({ total: counted!.models, rows: [] });
    // The page past the last, as an admin opens it, sends to the last page with the same choice.
    const user: SignedInUser = { id: admin.id, email: admin.email, firstName: "Admin", isStaff: true, isAdmin: true, isOrgUser: false, isClubMember: false };
    const map = new Map<unknown, unknown>([[requestContext, pageContext(services, "fi", "https://shop.example", user)]]);
    const open = (query: string) =>
      auditLoader({ request: new Request(`https://shop.example/admin/audit/?${query}`), params: {}, context: { get: (key: unknown) => map.get(key) } } as never).then(
        (answer) => answer as { rows: unknown[]; page: number; pages: number },
        (thrown: unknown) => thrown as Response,
      );
    const last = Math.max(1, Math.ceil(counted!.all / 50));
    const sent = (await open("page=1000")) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/admin/audit/?page=${last}`);
    expect(await open(`page=${last}`)).toMatchObject({ page: last, pages: last, rows: expect.arrayContaining([expect.anything()]) });
  });

  it("cuts a long list of levels to its first entries in the list and shows the whole change on its own", async () => {
    const created = await services.backOffice.createToken(admin, formFields(new URLSearchParams([["name", "Varasto"], ["scopes", "stock:write"]])));
    const secret = (created as { secret: string }).secret;
    const model = await someModel(2);
    const stores = [1, 2, 3, 4, 5, 6, 7, 20];
    const items = model.variants.slice(0, 2).flatMap((variant, index) => stores.map((store) => ({ sku: variant.sku, store, quantity: 30 + index + store })));
    const answer = await test.app.inject({ method: "PUT", url: "/api/integration/stock/", headers: { host: host("fi"), authorization: `Bearer ${secret}` }, payload: { items } });
    expect(answer.json()).toMatchObject({ updated: 16 });
    const query = { entity: "stock", entityId: null, entryId: null, page: 1 };
    const listed = (await services.backOffice.auditLog(admin, { ...query, arrayItems: 12 })).rows[0]!;
    expect(listed).toMatchObject({ action: "stock.put", afterItems: 16 });
    expect(listed.after).toHaveLength(12);
    const whole = await services.backOffice.auditLog(admin, { ...query, entryId: listed.id, arrayItems: null });
    expect(whole.total).toBe(1);
    expect(whole.rows[0]!.after).toHaveLength(16);
    expect(whole.rows[0]!.after).toEqual(expect.arrayContaining([expect.objectContaining({ store: 20, quantity: 51 })]));
  });

  it("moves with every change, and a process then drops its caches", async () => {
    // Up to date with the changes of the tests before.
    await services.dataChanges.check();
    expect(await services.dataChanges.check()).toBe(false);
    const model = await someModel();
    await services.backOffice.saveModel(staff, model.id, model.version, modelForm(model, { name_fi: "Vielä uusi nimi" }));
    expect(await services.dataChanges.check()).toBe(true);
    expect(await services.dataChanges.check()).toBe(false);
  });
});

describe("importing and exporting the catalogue", () => {
  it("checks a file without changing anything, names a bad row by line and column, and applies the fixed file whole", async () => {
    const choices = await services.backOffice.choices(staff, "fi");
    const [brand] = await rows<{ slug: string }>(database.db, sql`select slug from brands order by id limit 1`);
    const [group] = await rows<{ path: string }>(database.db, sql`select path from product_groups where depth > 0 order by id limit 1`);
    const existing = (await someModel(2)).variants[0]!;
    const colour = choices.colours[0]!.slug;
    const header = "sku;model;brand;group;visibility;colour;size;regular_price;sale_price;sale_end;name_fi;name_en;stock_20";
    const lines = [
      `IMP-1;tuontitakki;${brand!.slug};${group!.path};public;${colour};S;99,90;;;Tuontitakki;Import jacket;4`,
      `IMP-2;tuontitakki;${brand!.slug};${group!.path};public;${colour};M;99,90;;;;;`,
      // The bad row: a sale price not below the regular price, and an unknown colour.
      `IMP-3;tuontitakki;;;;no-such-colour;L;99,90;120;;;;`,
      `${existing.sku};;;;;;;;;;;;9`,
    ];
    const before = await rows(database.db, sql`select count(*)::int as n from variants`);
    const checked = await services.backOffice.checkImportFile(staff, { name: "tuonti.csv", text: [header, ...lines].join("\n") });
    expect(checked.ok).toBe(true);
    const id = (checked as { id: number }).id;
    const run = await services.backOffice.importRun(staff, id);
    expect(run.problems).toEqual([
      { line: 4, column: "colour", problem: "unknown" },
      { line: 4, column: "sale_price", problem: "notBelowRegular" },
    ]);
    expect(run.counts).toEqual({ newModels: 1, changedModels: 1, newVariants: 3, changedVariants: 1 });
    expect(await services.backOffice.applyImport(staff, id)).toMatchObject({ ok: false });
    expect(await rows(database.db, sql`select count(*)::int as n from variants`)).toEqual(before);

    lines[2] = `IMP-3;tuontitakki;;;;${colour};L;99,90;79,90;2099-12-31;;;`;
    const fixed = await services.backOffice.checkImportFile(staff, { name: "tuonti.csv", text: [header, ...lines].join("\n") });
    const fixedId = (fixed as { id: number }).id;
    expect((await services.backOffice.importRun(staff, fixedId)).problems).toEqual([]);
    expect(await services.backOffice.applyImport(staff, fixedId)).toEqual({ ok: true });
    // Applied after the answer; a second apply meanwhile or after is refused.
    expect(await services.backOffice.applyImport(staff, fixedId)).toEqual({ ok: false, applied: true });
    await services.background.settled();
    expect(await services.backOffice.importRun(staff, fixedId)).toMatchObject({ status: "applied", modelsDone: 2, modelsTotal: 2 });
    expect(await services.backOffice.applyImport(staff, fixedId)).toEqual({ ok: false, applied: true });
    const imported = await rows<{ sku: string; active: number; type: string; stock: number | null }>(
      database.db,
      sql`select v.teksonumber as sku, p.active_cents as active, p.price_type as type, (select quantity from stock s where s.variant_id = v.id and s.store_id = 20) as stock
          from variants v join product_models m on m.id = v.model_id join variant_prices p on p.variant_id = v.id and p.tax_area_id = 1
          where m.slug = 'tuontitakki' order by v.teksonumber`,
    );
    expect(imported.map((row) => [row.sku, Number(row.active), row.type, row.stock === null ? null : Number(row.stock)])).toEqual([
      ["IMP-1", 9_990, "normal", 4],
      ["IMP-2", 9_990, "normal", null],
      ["IMP-3", 7_990, "discount", null],
    ]);
    const [level] = await rows<{ quantity: number }>(database.db, sql`select quantity from stock where variant_id = ${existing.id} and store_id = 20`);
    expect(Number(level!.quantity)).toBe(9);
    const listed = await rows<{ lang: string; name: string }>(database.db, sql`select c.lang, c.name from catalog_listing c join product_models m on m.id = c.model_id where m.slug = 'tuontitakki' order by c.lang`);
    expect(listed).toEqual([{ lang: "en", name: "Import jacket" }, { lang: "fi", name: "Tuontitakki" }]);
    const [audit] = await rows<{ action: string }>(database.db, sql`select action from audit_log order by id desc limit 1`);
    expect(audit!.action).toBe("catalogue.import");
  });

  it("imports a file of any size for the command line: checked, applied only when asked and without problems, as the shop itself", async () => {
    const [brand] = await rows<{ slug: string }>(database.db, sql`select slug from brands order by id limit 1`);
    const [group] = await rows<{ path: string }>(database.db, sql`select path from product_groups where depth > 0 order by id limit 1`);
    const system = { kind: "system" as const, name: "command line import" };
    const header = "sku,model,brand,group,name_fi,regular_price,size,stock_20";
    const good = `${header}\nCLI-1,cli-takki,${brand!.slug},${group!.path},Komentorivitakki,99,M,3\nCLI-2,cli-takki,,,,"109,50",L,1\n`;
    await expect(services.backOffice.importFile(staff as never, textImportSource("x.csv", good), { apply: true })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const bad = await services.backOffice.importFile(system, textImportSource("bad.csv", good.replace("CLI-2,cli-takki,,", "CLI-2,cli-takki,no-such-brand,")), { apply: true });
    expect(bad).toMatchObject({ ok: true, applied: false, problems: [{ line: 3, column: "brand", problem: "unknown" }] });
    const dry = await services.backOffice.importFile(system, textImportSource("good.csv", good), { apply: false });
    expect(dry).toEqual({ ok: true, rows: 2, problems: [], counts: { newModels: 1, changedModels: 0, newVariants: 2, changedVariants: 0 }, applied: false });
    expect(await rows(database.db, sql`select 1 from product_models where slug = 'cli-takki'`)).toEqual([]);
    const progress: number[] = [];
    expect(await services.backOffice.importFile(system, textImportSource("good.csv", good), { apply: true, progress: (done) => progress.push(done) })).toMatchObject({ ok: true, applied: true });
    const [model] = await rows<{ skus: string[]; price: number; stock: number; actor: string }>(
      database.db,
      sql`select array_agg(v.teksonumber order by v.teksonumber) as skus,
            (select vp.active_cents from variant_prices vp join variants x on x.id = vp.variant_id where x.teksonumber = 'CLI-2' and vp.tax_area_id = 1) as price,
            (select s.quantity from stock s join variants x on x.id = s.variant_id where x.teksonumber = 'CLI-1' and s.store_id = 20) as stock,
            (select actor_label from audit_log where action = 'catalogue.import' order by id desc limit 1) as actor
          from product_models m join variants v on v.model_id = m.id where m.slug = 'cli-takki'`,
    );
    expect(model).toEqual({ skus: ["CLI-1", "CLI-2"], price: 10950, stock: 3, actor: "system: command line import" });
  });

  it("reads a big file from disk as a stream, twice, and rebuilds the read model of a big import after its transaction", async () => {
    const [brand] = await rows<{ slug: string }>(database.db, sql`select slug from brands order by id limit 1`);
    const [group] = await rows<{ path: string }>(database.db, sql`select path from product_groups where depth > 0 order by id limit 1`);
    const system = { kind: "system" as const, name: "command line import" };
    const folder = await mkdtemp(path.join(tmpdir(), "import-"));
    try {
      // A spreadsheet's file: a byte-order mark, semicolons, decimal commas, and a model's rows more than a batch apart.
      const header = "sku;model;brand;group;name_fi;regular_price;stock_20";
      const filler = Array.from({ length: 2_100 }, (_, index) => `STREAM-F${index};stream-filler;;;;10;1`);
      const lines = [header, `STREAM-1;stream-takki;${brand!.slug};${group!.path};Virtatakki;"49,90";2`, `STREAM-F-FIRST;stream-filler;${brand!.slug};${group!.path};Täyte;10;0`, ...filler, `STREAM-2;stream-takki;;;;59;0`];
      const file = path.join(folder, "big.csv");
      await writeFile(file, `\uFEFF${lines.join("\r\n")}\r\n`);
      // Read-model rows queued whatever the size, as a file of thousands of models has them.
      const queued = createBackOfficeService({ repository: createBackOfficeRepository(database.db), listingInlineMax: 0 });
      const outcome = await queued.importFile(system, await fileImportSource(file), { apply: true, listingWorkers: 2 });
      expect(outcome).toMatchObject({ ok: true, applied: true, rows: 2_103, problems: [], counts: { newModels: 2, newVariants: 2_103 } });
      const [takki] = await rows<{ skus: string[]; price: number; listed: number; queued: number }>(
        database.db,
        sql`select array_agg(v.teksonumber order by v.teksonumber) as skus,
              (select vp.active_cents from variant_prices vp join variants x on x.id = vp.variant_id where x.teksonumber = 'STREAM-1' and vp.tax_area_id = 1) as price,
              (select count(*)::int from catalog_listing c where c.model_id = m.id) as listed,
              (select count(*)::int from listing_refresh_queue q where q.model_id = m.id) as queued
            from product_models m join variants v on v.model_id = m.id where m.slug = 'stream-takki' group by m.id`,
      );
      expect(takki).toEqual({ skus: ["STREAM-1", "STREAM-2"], price: 4990, listed: 1, queued: 0 });
      // A zero in a new variant's store column writes no stock row; a quantity does.
      const [stock] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from stock s join variants v on v.id = s.variant_id where v.teksonumber in ('STREAM-2', 'STREAM-F-FIRST')`);
      expect(stock!.n).toBe(0);

      const broken = path.join(folder, "broken.csv");
      await writeFile(broken, `${header}\nX-1;"unclosed;kuusikko\n`);
      expect(await queued.importFile(system, await fileImportSource(broken), { apply: false })).toEqual({ ok: false, problem: "unreadable" });
      const empty = path.join(folder, "empty.csv");
      await writeFile(empty, `${header}\n`);
      expect(await queued.importFile(system, await fileImportSource(empty), { apply: false })).toEqual({ ok: false, problem: "empty" });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("refuses a file it cannot read, and exports rows that read back without a problem", async () => {
    expect(await services.backOffice.checkImportFile(staff, { name: "x.json", text: "{not json" })).toEqual({ ok: false, problem: "unreadable" });
    expect(await services.backOffice.checkImportFile(staff, { name: "x.csv", text: "" })).toEqual({ ok: false, problem: "empty" });
    await expect(services.backOffice.checkImportFile({ kind: "token", id: 1, name: "x", scopes: ["stock:write"] }, { name: "x.csv", text: "sku" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const exported = await services.backOffice.exportCatalogue(staff);
    const all: Array<Record<string, string>> = [];
    for await (const batch of exported.batches) all.push(...batch);
    expect(all.length).toBeGreaterThan(100);
    // A model's own columns are on its first row only; its other rows name it and leave them empty.
    const byModel = Map.groupBy(all, (row) => row.model!);
    const [first, second] = [...byModel.values()].find((modelRows) => modelRows.length > 1)!;
    expect(first).toMatchObject({ brand: expect.stringMatching(/.+/), group: expect.stringMatching(/.+/), name_fi: expect.stringMatching(/.+/) });
    expect(second).toMatchObject({ model: first!.model, brand: "", group: "", visibility: "", name_fi: "", description_en: "", sku: expect.stringMatching(/.+/), regular_price: expect.stringMatching(/.+/) });
    expect([...byModel.values()].every((modelRows) => modelRows.filter((row) => row.name_fi !== "").length === 1)).toBe(true);
    const sample = all.slice(0, 40);
    const json = JSON.stringify(sample);
    const again = await services.backOffice.checkImportFile(staff, { name: "export.json", text: json });
    const run = await services.backOffice.importRun(staff, (again as { id: number }).id);
    expect(run.problems).toEqual([]);
    expect(run.counts.newVariants).toBe(0);
  });
});

describe("pictures", () => {
  const png = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
  const files = (...buffers: Buffer[]) => buffers.map((buffer) => ({ size: buffer.length, bytes: async () => new Uint8Array(buffer) }));
  const fields = (values: Record<string, string> = {}) => formFields(new URLSearchParams(values));

  /** A new public model in two colours (with their drawings), priced, and its state. */
  async function twoColourModel(name: string) {
    const choices = await services.backOffice.choices(staff, "fi");
    const created = await services.backOffice.createModel(staff, formFields(new URLSearchParams({ brand: String(choices.brands[0]!.id), mainGroup: String(choices.groups.find((group) => group.depth > 0)!.id), visibility: "public", name_fi: name, name_en: name })));
    const id = (created as { id: number }).id;
    const variants = new URLSearchParams({ sizes: "M", regular: "50" });
    variants.append("colours", choices.colours[0]!.slug);
    variants.append("colours", choices.colours[1]!.slug);
    await services.backOffice.addVariants(staff, id, (await services.backOffice.model(staff, id, "fi")).version, formFields(variants));
    return { model: await services.backOffice.model(staff, id, "fi"), colours: [choices.colours[0]!.slug, choices.colours[1]!.slug] as const };
  }

  it("refuses what is not a picture, too many files, an unknown colour and anybody but staff, changing nothing", async () => {
    const { model } = await twoColourModel("Kuvaton takki");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const upload = (list: ReturnType<typeof files>, values?: Record<string, string>) => services.backOffice.uploadPictures(staff, model.id, model.version, list, fields(values));
    expect(await upload(files(await png(400, 400, "#112233"), svg))).toEqual({ ok: false, problems: { pictures: "notPicture" } });
    expect(await upload([])).toEqual({ ok: false, problems: { pictures: "required" } });
    expect(await upload(files(...Array.from({ length: 11 }, () => svg)))).toEqual({ ok: false, problems: { pictures: "tooMany" } });
    expect(await upload([{ size: 30 * 1024 * 1024, bytes: async () => new Uint8Array() }])).toEqual({ ok: false, problems: { pictures: "tooLargeTogether" } });
    expect(await upload(files(await png(40, 40, "#112233")), { pictureColour: "no-such-colour", pictureAlt_fi: "x".repeat(251) })).toEqual({
      ok: false,
      problems: { pictureColour: "unknown", pictureAlt_fi: "tooLong" },
    });
    await expect(services.backOffice.uploadPictures({ kind: "token", id: 1, name: "x", scopes: ["stock:write"] }, model.id, model.version, files(await png(40, 40, "#112233")), fields())).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const after = await services.backOffice.model(staff, model.id, "fi");
    expect(after.version).toBe(model.version);
    expect(after.images.map((image) => image.picture)).toEqual([null, null]);
  });

  it("stores uploads once, replaces the drawings, serves every size in both formats and shows them to shoppers", async () => {
    const { model, colours } = await twoColourModel("Kuvatakki");
    const [wide, tall] = [await png(700, 525, "#2e5e4e"), await sharp({ create: { width: 400, height: 500, channels: 3, background: "#f0c419" } }).jpeg().toBuffer()];
    const uploaded = await services.backOffice.uploadPictures(staff, model.id, model.version, files(wide, tall), fields({ pictureAlt_fi: "Takki edestä", pictureAlt_en: "The jacket from the front" }));
    expect(uploaded).toEqual({ ok: true, version: model.version + 1 });
    const withPictures = await services.backOffice.model(staff, model.id, "fi");
    expect(withPictures.images).toHaveLength(2);
    expect(withPictures.images.every((image) => image.picture !== null && image.colourSlug === null)).toBe(true);
    expect(withPictures.images[0]!.alt).toEqual({ fi: "Takki edestä", en: "The jacket from the front" });
    const [first, second] = withPictures.images.map((image) => image.picture!);

    // Every width in both formats, cached for good under the hash; other names are not found.
    for (const format of ["avif", "webp"] as const) {
      for (const width of [320, 640, 960, 1440, 1920]) {
        const answer = await test.app.inject({ url: `/images/pictures/${first}-${width}.${format}`, headers: { host: host("fi") } });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers["content-type"]).toBe(`image/${format}`);
        expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect((await sharp(answer.rawPayload).metadata()).width).toBe(Math.min(width, 700));
      }
    }
    expect((await test.app.inject({ url: `/images/pictures/${first}-500.webp`, headers: { host: host("fi") } })).statusCode).toBe(404);
    expect((await test.app.inject({ url: `/images/pictures/${"0".repeat(32)}-320.webp`, headers: { host: host("fi") } })).statusCode).toBe(404);

    // The same file again is stored once, as a third image of the model.
    const again = await services.backOffice.uploadPictures(staff, model.id, withPictures.version, files(wide), fields({ pictureColour: colours[1] }));
    expect(again.ok).toBe(true);
    const [stored] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from pictures where hash = ${first!}`);
    expect(stored!.n).toBe(1);

    // Shoppers: the card and the colour's preview in the read model, the product page's pictures in both languages.
    const [listed] = await rows<{ image_picture: string; colours: Array<{ slug: string; picture: string | null }> }>(
      database.db,
      sql`select image_picture, colours from catalog_listing where model_id = ${model.id} and lang = 'en'`,
    );
    expect(listed!.image_picture).toBe(first);
    expect(listed!.colours.find((colour) => colour.slug === colours[1])?.picture).toBe(first);
    const slug = withPictures.texts.en!.slug;
    const product = (await test.app.inject({ url: `/api/products/productmodel/${slug}/`, headers: { host: host("en") } })).json<{ extra_images: Array<{ full_url: string; zoom_url: string; title: string }> }>();
    expect(product.extra_images.map((image) => image.full_url)).toEqual([`/images/pictures/${first}-960.webp`, `/images/pictures/${second}-960.webp`]);
    expect(product.extra_images[0]).toMatchObject({ zoom_url: `/images/pictures/${first}-1920.webp`, title: "The jacket from the front" });

    const [entry] = await rows<{ action: string; before: unknown[]; after: Array<{ picture: string | null }> }>(
      database.db,
      sql`select action, before, after from audit_log where entity = 'model' and entity_id = ${String(model.id)} and action = 'pictures.upload' order by id limit 1`,
    );
    expect(entry!.before).toHaveLength(2);
    expect(entry!.after.map((image) => image.picture)).toEqual([first, second]);
  });

  it("reorders, recolours, retitles and removes pictures, naming a bad field", async () => {
    const { model, colours } = await twoColourModel("Järjestystakki");
    await services.backOffice.uploadPictures(staff, model.id, model.version, files(await png(500, 500, "#aa0000"), await png(500, 500, "#00aa00")), fields());
    const before = await services.backOffice.model(staff, model.id, "fi");
    const [red, green] = before.images;
    const edit = (values: Record<string, string>, version = before.version) => services.backOffice.savePictures(staff, model.id, version, fields(values));
    expect(await edit({ [`imageOrder_${red!.id}`]: "x", [`imageOrder_${green!.id}`]: "0", [`imageColour_${green!.id}`]: "nope" })).toEqual({
      ok: false,
      problems: { [`imageOrder_${red!.id}`]: "invalid", [`imageColour_${green!.id}`]: "unknown" },
    });
    const saved = await edit({
      [`imageOrder_${red!.id}`]: "5",
      [`imageOrder_${green!.id}`]: "1",
      [`imageColour_${green!.id}`]: colours[0],
      [`imageAlt_${green!.id}_sv`]: "Grön",
    });
    expect(saved.ok).toBe(true);
    const after = await services.backOffice.model(staff, model.id, "fi");
    expect(after.images.map((image) => [image.id, image.sortOrder, image.colourSlug, image.alt])).toEqual([
      [green!.id, 1, colours[0], { sv: "Grön" }],
      [red!.id, 5, null, {}],
    ]);
    // The old version is refused; removing leaves the other picture.
    expect(await edit({ [`imageOrder_${red!.id}`]: "0", [`imageOrder_${green!.id}`]: "1" })).toEqual({ ok: false, stale: true });
    const removed = await edit({ [`imageOrder_${red!.id}`]: "5", [`imageOrder_${green!.id}`]: "1", [`imageRemove_${red!.id}`]: "on" }, after.version);
    expect(removed.ok).toBe(true);
    expect((await services.backOffice.model(staff, model.id, "fi")).images.map((image) => image.id)).toEqual([green!.id]);
  });
});
