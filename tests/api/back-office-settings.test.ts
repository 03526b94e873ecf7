/**
 * The general settings in the back office: each shown in the field of its type, each bad one named with nothing
 * saved, a save read by the storefront in the stored form it has always read (texts per language, numbers, ticks,
 * JSON lists, flags and countries, cents), only the changed settings in the audit log, and admins only.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formFields } from "#core/admin/model-form.ts";
import { staffActor, type StaffActor } from "#core/admin/roles.ts";
import { parseGeneralSettings } from "#core/settings/general-settings.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { createServices } from "#server/services.server.ts";
import { openCatalogueDatabase, rows } from "./support/api-app.ts";

let database: DatabaseHandle;
let services: Services;
let admin: StaffActor;
let staff: StaffActor;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
  const actor = async (account: { email: string }, isAdmin: boolean) => {
    const [row] = await rows<{ id: number }>(database.db, sql`select id from customers where email = ${account.email}`);
    return staffActor({ id: Number(row!.id), email: account.email, firstName: "Staff", isStaff: true, isAdmin, isOrgUser: false, isClubMember: false });
  };
  admin = await actor(DEMO_ACCOUNTS.admin, true);
  staff = await actor(DEMO_ACCOUNTS.staff, false);
});

afterAll(async () => {
  await database?.close();
});

/** The settings form as the page posts it: the stored fields, the texts and ticks, with `changes` over them. */
async function settingsForm(changes: Record<string, string | string[]>) {
  const view = await services.settingsAdmin.settings(admin);
  const params = new URLSearchParams(view.fields);
  for (const [key, byLang] of Object.entries(view.texts)) for (const [lang, value] of Object.entries(byLang)) params.set(`${key}_${lang}`, value);
  if (view.settings.rentalEnabled) params.set("rental_enabled", "on");
  for (const [flag, on] of Object.entries(view.settings.featureFlags)) if (on) params.append("feature_flags", flag);
  for (const [key, value] of Object.entries(changes)) {
    params.delete(key);
    for (const one of Array.isArray(value) ? value : [value]) if (one !== "") params.append(key, one);
  }
  return formFields(params);
}

describe("general settings in the back office", () => {
  it("are for admins only", async () => {
    await expect(services.settingsAdmin.settings(staff)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(services.settingsAdmin.saveSettings(staff, formFields(new URLSearchParams()))).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("shows each setting in the field of its type", async () => {
    const view = await services.settingsAdmin.settings(admin);
    expect(view.fields).toMatchObject({
      price_ending_max_days: "30",
      part_delivery_mode: "optional",
      blog_category_order: "guides\nproduct-tests\nevents\nblogs",
      quick_add_products: "2427, 1412",
      target_country_delivery_added_days: "no 2\nch 3\ngb 3\nis 4",
      repack_price_cents: "3.90",
      repack_free_from_cents: "100.00",
    });
    expect(view.texts.frontpage_title.en).toBe("Outdoor gear and hiking equipment");
    expect(view.texts.frontpage_title.fi).toBe("Ulkoiluvarusteet ja retkeilykauppa");
  });

  it("names each bad setting and saves nothing", async () => {
    const before = await services.backOffice.dataVersion();
    const outcome = await services.settingsAdmin.saveSettings(
      admin,
      await settingsForm({
        price_ending_max_days: "400",
        part_delivery_mode: "sometimes",
        blog_category_order: "guides\nBad Name",
        quick_add_products: "12, abc",
        new_flag: "1bad",
        target_country_delivery_added_days: "no 2\nxx 3",
        repack_price_cents: "-1",
        repack_free_from_cents: "",
        frontpage_title_en: "x".repeat(121),
        default_search_engine: "Not a slug",
      }),
    );
    expect(outcome).toEqual({
      ok: false,
      problems: {
        price_ending_max_days: "invalid",
        part_delivery_mode: "invalid",
        blog_category_order: "invalid",
        quick_add_products: "invalid",
        new_flag: "invalid",
        target_country_delivery_added_days: "invalid",
        repack_price_cents: "invalid",
        repack_free_from_cents: "required",
        frontpage_title_en: "tooLong",
        default_search_engine: "invalid",
      },
    });
    expect((await services.settingsAdmin.saveSettings(admin, await settingsForm({ target_country_delivery_added_days: "no 2\nno 3" }))).ok).toBe(false);
    expect(await services.backOffice.dataVersion()).toBe(before);
  });

  it("saves the settings in the stored form the storefront reads, and logs only what changed", async () => {
    const outcome = await services.settingsAdmin.saveSettings(
      admin,
      await settingsForm({
        price_ending_max_days: "14",
        rental_enabled: "",
        part_delivery_mode: "free",
        quick_add_products: "1412",
        feature_flags: ["skiWizard", "klarna"],
        new_flag: "storeMap",
        target_country_delivery_added_days: "SE 1\nno 2",
        repack_price_cents: "4,50",
        frontpage_title_en: "Gear for the north",
        frontpage_title_sv: "",
      }),
    );
    expect(outcome).toEqual({ ok: true });
    const english = parseGeneralSettings(await services.config.generalSettings("en"));
    expect(english).toMatchObject({
      priceEndingMaxDays: 14,
      rentalEnabled: false,
      partDeliveryMode: "free",
      quickAddProducts: [1412],
      featureFlags: { skiWizard: true, deliveryEstimator: false, reviews: false, klarna: true, storeMap: true },
      targetCountryDeliveryAddedDays: { countries: [{ code: "se", addedDays: 1 }, { code: "no", addedDays: 2 }] },
      frontpageTitle: "Gear for the north",
    });
    expect(english.raw.repack_price_cents).toBe("450");
    // A language whose text was emptied shows the stored (Finnish) one.
    expect(parseGeneralSettings(await services.config.generalSettings("sv")).frontpageTitle).toBe("Ulkoiluvarusteet ja retkeilykauppa");
    const [audit] = await rows<{ after: Record<string, unknown> }>(database.db, sql`select after from audit_log where action = 'settings.update' order by id desc limit 1`);
    expect(Object.keys(audit!.after).sort()).toEqual(
      ["feature_flags", "frontpage_title", "part_delivery_mode", "price_ending_max_days", "quick_add_products", "rental_enabled", "repack_price_cents", "target_country_delivery_added_days"].sort(),
    );
  });
});
