/**
 * The shop's own pages in the back office: a new page with each bad field named, unpublished until ticked, its
 * content sanitised in the shop and in the preview, a changed address that keeps the old one moving to the new
 * one, a save over a newer version refused, tabs two levels deep with their addresses unique among siblings, a
 * tab deleted with the tabs under it, every change in the audit log, and staff only.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestContext } from "#app/context.ts";
import { action as tabAction } from "#app/routes/admin-page-tab.tsx";
import { formFields } from "#core/admin/model-form.ts";
import { staffActor, type StaffActor } from "#core/admin/roles.ts";
import { reservedSlugs } from "#core/admin/static-pages.ts";
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
const audits = (entityId: string) => rows<{ action: string; after: Record<string, unknown> | null }>(database.db, sql`select action, after from audit_log where entity = 'page' and entity_id = ${entityId} order by id`);

/** A form posted to a tab's page in the back office by the staff member: the action's answer, or what it threw. */
function tabPagePost(pageId: number, tabId: number, fields: Record<string, string>): Promise<unknown> {
  const user = { id: staff.id, email: staff.email, firstName: "Staff", isStaff: true, isAdmin: false, isOrgUser: false, isClubMember: false };
  const map = new Map<unknown, unknown>([[requestContext, pageContext(services, "fi", "https://shop.example", user)]]);
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const request = new Request("https://shop.example/admin/", { method: "POST", body });
  return tabAction({ request, params: { id: String(pageId), tab: String(tabId) }, context: { get: (key: unknown) => map.get(key) } } as never).catch((thrown: unknown) => thrown);
}

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
  const [row] = await rows<{ id: number }>(database.db, sql`select id from customers where email = ${DEMO_ACCOUNTS.staff.email}`);
  staff = staffActor({ id: Number(row!.id), email: DEMO_ACCOUNTS.staff.email, firstName: "Staff", isStaff: true, isAdmin: false, isOrgUser: false, isClubMember: false });
});

afterAll(async () => {
  await database?.close();
});

describe("static pages in the back office", () => {
  it("are for staff only, in the service itself", async () => {
    await expect(services.pagesAdmin.pages(null as never)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(services.pagesAdmin.savePage({ kind: "token", id: 1, name: "erp", scopes: ["stock:write"] }, null, form({ key: "x", kind: "page", title_fi: "X" }))).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(() => services.pagesAdmin.preview({ kind: "system", name: "job" } as never, form({}), "fi")).toThrow(expect.objectContaining({ code: "FORBIDDEN" }));
  });

  it("names each bad field of a new page and saves nothing", async () => {
    const before = await dataVersion();
    const terms = (await services.pagesAdmin.pages(staff)).find((page) => page.key === "terms")!;
    expect(await services.pagesAdmin.savePage(staff, null, form({ kind: "list", sortOrder: "x", title_en: "", slug_en: "orphan" }))).toEqual({
      ok: false,
      problems: { key: "required", kind: "invalid", sortOrder: "invalid", title_fi: "required", title_en: "required" },
    });
    expect(await services.pagesAdmin.savePage(staff, null, form({ key: "Bad Key", kind: "page", title_fi: "Sivu", slug_fi: "Ei Kelpaa", title_sv: "Sida", slug_sv: "admin" }))).toEqual({
      ok: false,
      problems: { key: "invalid", slug_fi: "invalid", slug_sv: "taken" },
    });
    // Another page's address, a top product group's, and another page's key.
    const [top] = await rows<{ path: string }>(database.db, sql`select t.path from product_group_translations t join product_groups g on g.id = t.group_id where g.parent_id is null and t.lang = 'fi' limit 1`);
    expect(await services.pagesAdmin.savePage(staff, null, form({ key: "terms", kind: "page", title_fi: "Sivu", slug_fi: terms.texts.fi!.slug }))).toEqual({
      ok: false,
      problems: { key: "taken", slug_fi: "taken" },
    });
    expect(await services.pagesAdmin.savePage(staff, null, form({ key: "another", kind: "page", title_fi: "Sivu", slug_fi: top!.path }))).toEqual({ ok: false, problems: { slug_fi: "taken" } });
    expect(await dataVersion()).toBe(before);
    expect([...reservedSlugs("fi")]).toEqual(expect.arrayContaining(["tili", "valikko", "admin", "api"]));
  });

  it("makes a page that shoppers see once published, sanitised, and moves its old address to a new one", async () => {
    const before = await dataVersion();
    const content = `<h2>Vuokraus</h2><p onclick="steal()">Hinnat <a href="javascript:alert(1)">täällä</a></p><script>alert(1)</script>`;
    const saved = await services.pagesAdmin.savePage(staff, null, form({ key: "rental-terms", kind: "page", sortOrder: "40", title_fi: "Vuokrausehdot", contentHtml_fi: content, title_en: "Rental terms", contentHtml_en: "<p>Prices</p>" }));
    expect(saved.ok).toBe(true);
    const id = (saved as { id: number }).id;
    const page = await services.pagesAdmin.page(staff, id);
    expect(page).toMatchObject({ key: "rental-terms", kind: "page", sortOrder: 40, published: false, version: 1 });
    expect(page.texts.fi).toMatchObject({ title: "Vuokrausehdot", slug: "vuokrausehdot", contentHtml: content });
    expect(page.texts.en?.slug).toBe("rental-terms");
    expect(page.texts.sv).toBeUndefined();
    expect(await dataVersion()).not.toBe(before);
    // Not published: no shopper finds it.
    expect(await services.content.staticPage("fi", "vuokrausehdot")).toBeNull();

    const fields = (changes: Record<string, string>) => form({ version: String(page.version), sortOrder: "40", title_fi: "Vuokrausehdot", contentHtml_fi: content, title_en: "Rental terms", contentHtml_en: "<p>Prices</p>", ...changes });
    expect(await services.pagesAdmin.savePage(staff, id, fields({ published: "on" }))).toEqual({ ok: true, id });
    const shown = await services.content.staticPage("fi", "vuokrausehdot");
    expect(shown?.title).toBe("Vuokrausehdot");
    expect(shown?.content).toContain("<h2>Vuokraus</h2>");
    expect(shown?.content).not.toMatch(/script|onclick|javascript:/);
    expect(shown?.slugByLang).toEqual({ fi: "vuokrausehdot", en: "rental-terms" });
    expect((await services.content.staticPageLinks("en")).some((link) => link.key === "rental-terms" && link.slug === "rental-terms")).toBe(true);

    // The form was read at version 1; the page is at 2 now: a second save of that form is refused.
    expect(await services.pagesAdmin.savePage(staff, id, fields({ published: "on", title_fi: "Vanha" }))).toEqual({ ok: false, stale: true });

    const renamed = await services.pagesAdmin.savePage(staff, id, fields({ version: "2", published: "on", slug_fi: "vuokra-ehdot" }));
    expect(renamed).toEqual({ ok: true, id });
    expect(await services.content.locateSlugPath("fi", ["vuokra-ehdot"])).toEqual({ target: { kind: "static-page", slug: "vuokra-ehdot" }, moved: false });
    expect(await services.content.locateSlugPath("fi", ["vuokrausehdot"])).toEqual({ target: { kind: "static-page", slug: "vuokra-ehdot" }, moved: true });
    // The old address written in the English shop leads to the English page.
    expect(await services.content.locateSlugPath("en", ["vuokrausehdot"])).toEqual({ target: { kind: "static-page", slug: "rental-terms" }, moved: true });

    const log = await audits(String(id));
    expect(log.map((entry) => entry.action)).toEqual(["page.create", "page.update", "page.update"]);
    expect(log[1]!.after).toEqual({ published: true });
    expect((log[2]!.after as { texts: { fi: { slug: string } } }).texts.fi.slug).toBe("vuokra-ehdot");
  });

  it("previews the typed texts as the shop would show them, saving nothing", async () => {
    const before = await dataVersion();
    const preview = services.pagesAdmin.preview(staff, form({ title_sv: "Hyra", contentHtml_sv: `<p>Hej</p><img src=x onerror="alert(1)"><iframe src="https://evil.example/"></iframe>` }), "sv");
    expect(preview.lang).toBe("sv");
    expect(preview.title).toBe("Hyra");
    expect(preview.html).toContain("<p>Hej</p>");
    expect(preview.html).not.toMatch(/onerror|iframe/);
    expect(await dataVersion()).toBe(before);
  });

  it("keeps the tabs of a page with tabs two levels deep, unique among siblings, and deletes a tab with the tabs under it", async () => {
    const saved = await services.pagesAdmin.savePage(staff, null, form({ key: "rental-guide", kind: "tabs", published: "on", title_fi: "Vuokraopas", title_en: "Rental guide" }));
    const pageId = (saved as { id: number }).id;
    const tab = async (tabId: number | null, values: Record<string, string>) => services.pagesAdmin.saveTab(staff, pageId, tabId, form(values));
    const skis = await tab(null, { sortOrder: "1", title_fi: "Sukset", contentHtml_fi: "<p>Sukset</p>", title_en: "Skis" });
    const skisId = (skis as { id: number }).id;
    expect(await tab(null, { sortOrder: "2", title_fi: "Sukset" })).toEqual({ ok: false, problems: { slug_fi: "taken" } });
    const nordic = await tab(null, { parentTabId: String(skisId), title_fi: "Perinteinen", contentHtml_fi: "<p>Perinteinen hiihto</p>" });
    const nordicId = (nordic as { id: number }).id;
    // Two levels: nothing goes under a tab that is itself under another, and a tab with tabs under it stays on top.
    expect(await tab(null, { parentTabId: String(nordicId), title_fi: "Syvä" })).toEqual({ ok: false, problems: { parentTabId: "invalid" } });
    expect(await tab(skisId, { parentTabId: String(skisId), title_fi: "Sukset" })).toEqual({ ok: false, problems: { parentTabId: "invalid" } });
    await tab(null, { sortOrder: "2", title_fi: "Kengät", contentHtml_fi: "<p>Kengät</p>" });

    const shown = await services.content.staticPageWithTabs("fi", "vuokraopas");
    expect(shown?.tabs.map((entry) => entry.title)).toEqual(["Sukset", "Kengät"]);
    expect(shown?.tabs[0]!.tabs.map((entry) => [entry.slug, entry.content])).toEqual([["perinteinen", "<p>Perinteinen hiihto</p>"]]);

    // From the tab's page: refused without the tick, which the answer names; done with it.
    const refused = (await tabPagePost(pageId, skisId, { intent: "delete" })) as { data: Record<string, unknown>; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(refused.data).toMatchObject({ form: "tab-delete", problems: { confirm: "required" } });
    expect((await services.pagesAdmin.page(staff, pageId)).tabs.map((entry) => entry.texts.fi?.title)).toContain("Sukset");
    expect(((await tabPagePost(pageId, skisId, { intent: "delete", confirm: "on" })) as { status: number }).status).toBe(303);
    const after = await services.pagesAdmin.page(staff, pageId);
    expect(after.tabs.map((entry) => entry.texts.fi?.title)).toEqual(["Kengät"]);
    expect((await audits(`${pageId}/${skisId}`)).map((entry) => entry.action)).toEqual(["page.tab.create", "page.tab.delete"]);
    await expect(services.pagesAdmin.deleteTab(staff, pageId, skisId)).rejects.toMatchObject({ code: "NOT_FOUND" });

    // A plain page has no tabs.
    const plain = (await services.pagesAdmin.pages(staff)).find((page) => page.kind === "page")!;
    await expect(services.pagesAdmin.saveTab(staff, plain.id, null, form({ title_fi: "X" }))).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
