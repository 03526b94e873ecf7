/**
 * Keyword popups in the back office: each bad field named, a keyword once per language whatever its case, a new
 * popup read by product pages in its languages only, a changed and a deleted one, each change in the audit log,
 * and staff only.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestContext } from "#app/context.ts";
import { action as keywordAction } from "#app/routes/admin-keyword.tsx";
import type { SignedInUser } from "#core/accounts/auth-service.ts";
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

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
  const [row] = await rows<{ id: number }>(database.db, sql`select id from customers where email = ${DEMO_ACCOUNTS.staff.email}`);
  staff = staffActor({ id: Number(row!.id), email: DEMO_ACCOUNTS.staff.email, firstName: "Staff", isStaff: true, isAdmin: false, isOrgUser: false, isClubMember: false });
});

afterAll(async () => {
  await database?.close();
});

describe("keyword popups in the back office", () => {
  it("are for staff only", async () => {
    await expect(services.keywordsAdmin.popups(null as never)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(services.keywordsAdmin.deletePopup({ kind: "token", id: 1, name: "erp", scopes: ["stock:write"] }, 1)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("names each bad field, a keyword taken in any case among them", async () => {
    const existing = (await services.keywordsAdmin.popups(staff))[0]!;
    expect(await services.keywordsAdmin.savePopup(staff, null, form({ sortOrder: "-1", text_en: "Only a text", url_sv: "ftp://x", keyword_de: "Wort" }))).toEqual({
      ok: false,
      problems: { sortOrder: "invalid", keyword_fi: "required", keyword_en: "required", url_sv: "invalid", keyword_sv: "required", text_de: "required" },
    });
    expect(await services.keywordsAdmin.savePopup(staff, null, form({ keyword_fi: existing.texts.fi!.keyword.toUpperCase(), text_fi: "Kopio" }))).toEqual({ ok: false, problems: { keyword_fi: "taken" } });
    // Its own keyword is not taken from itself.
    const own = existing.texts.fi!;
    expect(await services.keywordsAdmin.savePopup(staff, existing.id, form({ keyword_fi: own.keyword, text_fi: own.text, url_fi: own.url }))).toEqual({ ok: true, id: existing.id });
  });

  it("adds, changes and deletes a popup that product pages read in its languages", async () => {
    const saved = await services.keywordsAdmin.savePopup(staff, null, form({ sortOrder: "3", keyword_fi: "Untuvan täyttövoima", text_fi: "Kertoo, kuinka paljon untuva kuohkeutuu.", url_fi: "/untuva/", keyword_en: "Fill power", text_en: "How much the down lofts." }));
    const id = (saved as { id: number }).id;
    expect((await services.content.keywordPopups("fi")).find((popup) => popup.id === id)).toEqual({ id, keyword: "Untuvan täyttövoima", text: "Kertoo, kuinka paljon untuva kuohkeutuu.", url: "/untuva/" });
    expect((await services.content.keywordPopups("en")).find((popup) => popup.id === id)?.keyword).toBe("Fill power");
    expect((await services.content.keywordPopups("sv")).some((popup) => popup.id === id)).toBe(false);

    await services.keywordsAdmin.savePopup(staff, id, form({ keyword_fi: "Täyttövoima", text_fi: "Untuvan kuohkeus." }));
    expect((await services.content.keywordPopups("fi")).find((popup) => popup.id === id)?.keyword).toBe("Täyttövoima");
    expect((await services.content.keywordPopups("en")).some((popup) => popup.id === id)).toBe(false);

    await services.keywordsAdmin.deletePopup(staff, id);
    expect((await services.content.keywordPopups("fi")).some((popup) => popup.id === id)).toBe(false);
    await expect(services.keywordsAdmin.deletePopup(staff, id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(services.keywordsAdmin.savePopup(staff, id, form({ keyword_fi: "X", text_fi: "Y" }))).rejects.toMatchObject({ code: "NOT_FOUND" });
    const log = await rows<{ action: string }>(database.db, sql`select action from audit_log where entity = 'keyword' and entity_id = ${String(id)} order by id`);
    expect(log.map((entry) => entry.action)).toEqual(["keyword.create", "keyword.update", "keyword.delete"]);
  });

  it("deletes from its page only when the tick is given, and names the tick when it is not", async () => {
    const saved = (await services.keywordsAdmin.savePopup(staff, null, form({ keyword_fi: "Vedenpitävyys", text_fi: "Kuinka paljon vettä kangas kestää." }))) as { id: number };
    const user: SignedInUser = { id: staff.id, email: staff.email, firstName: "Staff", isStaff: true, isAdmin: false, isOrgUser: false, isClubMember: false };
    const map = new Map<unknown, unknown>([[requestContext, pageContext(services, "fi", "https://shop.example", user)]]);
    const post = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      return keywordAction({ request: new Request(`https://shop.example/admin/`, { method: "POST", body }), params: { id: String(saved.id) }, context: { get: (key: unknown) => map.get(key) } } as never).then(
        (answer) => answer as unknown as { data: Record<string, unknown>; init: { status: number } },
        (thrown: unknown) => thrown as { status: number; headers: Headers },
      );
    };
    const refused = (await post({ intent: "delete" })) as { data: Record<string, unknown>; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(refused.data).toMatchObject({ form: "keyword-delete", problems: { confirm: "required" } });
    expect((await services.content.keywordPopups("fi")).some((popup) => popup.id === saved.id)).toBe(true);

    const deleted = (await post({ intent: "delete", confirm: "on" })) as { status: number; headers: Headers };
    expect(deleted.status).toBe(303);
    expect((await services.content.keywordPopups("fi")).some((popup) => popup.id === saved.id)).toBe(false);
  });
});
