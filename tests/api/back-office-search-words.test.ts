/**
 * The staff's search words in the back office: each bad field named, the same phrase for the same meaning
 * once, staff only; a word added on one process is searched on another as soon as that process sees the data
 * version move; changed and removed words likewise; each change in the audit log; the pages' forms.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestContext } from "#app/context.ts";
import { action as wordAction, loader as wordLoader } from "#app/routes/admin-search-word.tsx";
import { action as wordsAction, loader as wordsLoader } from "#app/routes/admin-search-words.tsx";
import type { SignedInUser } from "#core/accounts/auth-service.ts";
import { formFields } from "#core/admin/model-form.ts";
import { staffActor, type StaffActor } from "#core/admin/roles.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import type { Lang } from "#i18n/languages.ts";
import { createServices } from "#server/services.server.ts";
import { openCatalogueDatabase, pageContext, rows } from "./support/api-app.ts";

let database: DatabaseHandle;
/** The process where staff edit. */
let writer: Services;
/** Another process serving shoppers, with the production caches. */
let reader: Services;
let staff: StaffActor;
let tents: { id: number; path: string };
let waterproof: number;

const form = (values: Record<string, string>) => formFields(new URLSearchParams(values));
const suggest = (services: Services, lang: Lang, text: string) => services.searchSuggestions({ locale: { lang, countryCode: "fi", currencyCode: "EUR" }, text });

beforeAll(async () => {
  database = await openCatalogueDatabase();
  writer = createServices(database.db);
  reader = createServices(database.db, { readCacheMs: 60_000 });
  await reader.dataChanges.check();
  const [row] = await rows<{ id: number }>(database.db, sql`select id from customers where email = ${DEMO_ACCOUNTS.staff.email}`);
  staff = staffActor({ id: Number(row!.id), email: DEMO_ACCOUNTS.staff.email, firstName: "Staff", isStaff: true, isAdmin: false, isOrgUser: false, isClubMember: false });
  const [group] = await rows<{ id: number; path: string }>(
    database.db,
    sql`select g.id, t.path from product_groups g join product_group_translations t on t.group_id = g.id and t.lang = 'fi' where g.slug = 'tents'`,
  );
  tents = { id: Number(group!.id), path: group!.path };
  const [value] = await rows<{ id: number }>(
    database.db,
    sql`select pv.id from property_values pv join property_types pt on pt.id = pv.property_type_id where pt.filter_kind = 'checkbox' and pv.slug <> 'yes' order by pv.id limit 1`,
  );
  waterproof = Number(value!.id);
});

afterAll(async () => {
  await database?.close();
});

describe("search words in the back office", () => {
  it("are for staff only", async () => {
    await expect(writer.searchWordsAdmin.synonyms(null as never, "fi")).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(writer.searchWordsAdmin.save({ kind: "token", id: 1, name: "erp", scopes: ["stock:write"] }, null, "fi", form({}))).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("offers the language's groups, with their parents, and its named values", async () => {
    const choices = await writer.searchWordsAdmin.choices(staff, "fi");
    const tentChoice = choices.find((choice) => choice.target.kind === "group" && choice.target.id === tents.id);
    expect(tentChoice?.label).toMatch(/ › Teltat$/u);
    expect(choices.some((choice) => choice.target.kind === "value" && choice.target.id === waterproof && /: /u.test(choice.label))).toBe(true);
  });

  it("names each bad field, and the same phrase for the same meaning once", async () => {
    const save = (values: Record<string, string>, lang: Lang = "fi") => writer.searchWordsAdmin.save(staff, null, lang, form(values));
    expect(await save({})).toEqual({ ok: false, problems: { phrase: "required", target: "required" } });
    expect(await save({ phrase: "yksi kaksi kolme neljä viisi", target: `group:${tents.id}` })).toEqual({ ok: false, problems: { phrase: "tooLong" } });
    expect(await save({ phrase: "x".repeat(61), target: `group:${tents.id}` })).toEqual({ ok: false, problems: { phrase: "tooLong" } });
    expect(await save({ phrase: "--- !!", target: `group:${tents.id}` })).toEqual({ ok: false, problems: { phrase: "invalid" } });
    expect(await save({ phrase: "koti\u0007majoitus", target: `group:${tents.id}` })).toEqual({ ok: false, problems: { phrase: "invalid" } });
    expect(await save({ phrase: "kotimajoitus", target: "group:99999999" })).toEqual({ ok: false, problems: { target: "unknown" } });
    expect(await save({ phrase: "kotimajoitus", target: "groups" })).toEqual({ ok: false, problems: { target: "unknown" } });

    const first = await save({ phrase: "  Kangas-Koti ", target: `group:${tents.id}` });
    expect(first).toMatchObject({ ok: true });
    const id = (first as { id: number }).id;
    expect(await writer.searchWordsAdmin.synonym(staff, id)).toEqual({ id, lang: "fi", phrase: "Kangas-Koti", target: { kind: "group", id: tents.id } });
    // Case, marks and punctuation aside, the same words for the same meaning are taken...
    expect(await save({ phrase: "kangas kotí", target: `group:${tents.id}` })).toEqual({ ok: false, problems: { phrase: "taken" } });
    // ...not for another meaning, nor in another language.
    expect(await save({ phrase: "kangas koti", target: `value:${waterproof}` })).toMatchObject({ ok: true });
    expect(await save({ phrase: "kangas koti", target: `group:${tents.id}` }, "sv")).toMatchObject({ ok: true });
    // A word keeps its own phrase when saved again.
    expect(await writer.searchWordsAdmin.save(staff, id, "fi", form({ phrase: "kangas-koti", target: `group:${tents.id}` }))).toEqual({ ok: true, id });
  });

  it("finds the meaning's products on another process once it sees the change; changed and removed words too", async () => {
    const word = "ulkohuvila";
    expect((await suggest(reader, "fi", word)).products).toEqual([]);

    const saved = (await writer.searchWordsAdmin.save(staff, null, "fi", form({ phrase: word, target: `group:${tents.id}` }))) as { ok: true; id: number };
    expect(await reader.dataChanges.check()).toBe(true);
    const found = await suggest(reader, "fi", word);
    expect(found.products.length).toBeGreaterThan(0);
    expect(found.groups[0]?.path).toMatch(new RegExp(`^/${tents.path}/`, "u"));

    await writer.searchWordsAdmin.save(staff, saved.id, "fi", form({ phrase: "ulkolinna", target: `group:${tents.id}` }));
    await reader.dataChanges.check();
    expect((await suggest(reader, "fi", word)).products).toEqual([]);
    expect((await suggest(reader, "fi", "ulkolinna")).products.length).toBeGreaterThan(0);

    expect((await writer.searchWordsAdmin.remove(staff, saved.id)).phrase).toBe("ulkolinna");
    await reader.dataChanges.check();
    expect((await suggest(reader, "fi", "ulkolinna")).products).toEqual([]);
    await expect(writer.searchWordsAdmin.remove(staff, saved.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(writer.searchWordsAdmin.save(staff, saved.id, "fi", form({ phrase: "x", target: `group:${tents.id}` }))).rejects.toMatchObject({ code: "NOT_FOUND" });

    const log = await rows<{ action: string }>(database.db, sql`select action from audit_log where entity = 'search_synonym' and entity_id = ${String(saved.id)} order by id`);
    expect(log.map((entry) => entry.action)).toEqual(["search-word.create", "search-word.update", "search-word.delete"]);
  });
});

describe("the search words' pages", () => {
  const user = (): SignedInUser => ({ id: staff.id, email: staff.email, firstName: "Staff", isStaff: true, isAdmin: false, isOrgUser: false, isClubMember: false });
  const context = (signedIn: SignedInUser | null = user()) => {
    const map = new Map<unknown, unknown>([[requestContext, pageContext(writer, "en", "https://shop.example", signedIn)]]);
    return { get: (key: unknown) => map.get(key) };
  };
  const settle = <T,>(work: Promise<T>) => work.then((value) => ({ value, thrown: null as unknown }), (thrown: unknown) => ({ value: null, thrown }));
  const post = (call: typeof wordsAction | typeof wordAction, url: string, fields: Record<string, string>, params: Record<string, string> = {}) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return settle(call({ request: new Request(url, { method: "POST", body }), params, context: context() } as never));
  };

  it("lists a language's words with their meanings, and fills in a phrase from the statistics", async () => {
    await writer.searchWordsAdmin.save(staff, null, "sv", form({ phrase: "sovhus", target: `group:${tents.id}` }));
    const page = await wordsLoader({ request: new Request("https://shop.example/admin/search-words/?lang=sv&phrase=campingkoja"), params: {}, context: context() } as never);
    expect(page.lang).toBe("sv");
    expect(page.phrase).toBe("campingkoja");
    expect(page.rows.find((row) => row.phrase === "sovhus")?.meaning).toMatch(/Tält$/u);
    const refused = await settle(wordsLoader({ request: new Request("https://shop.example/admin/search-words/?lang=xx"), params: {}, context: context() } as never));
    expect((refused.thrown as { init: { status: number } }).init.status).toBe(400);
    expect(JSON.stringify((refused.thrown as { data: unknown }).data)).toContain("Storefront language");
  });

  it("sends a guest to log in", async () => {
    const answer = await settle(wordsLoader({ request: new Request("https://shop.example/admin/search-words/?lang=fi"), params: {}, context: context(null) } as never));
    expect((answer.thrown as Response).status).toBe(303);
    expect(decodeURIComponent((answer.thrown as Response).headers.get("location") ?? "")).toContain("/admin/search-words/?lang=fi");
  });

  it("adds from the list, names the fields of a bad form and keeps what was typed", async () => {
    const bad = await post(wordsAction, "https://shop.example/admin/search-words/?lang=de", { phrase: "Schlafzelt", target: "" });
    const failure = bad.value as unknown as { data: { form: string; values: Record<string, string[]>; problems: Record<string, string> }; init: { status: number } };
    expect(failure.init.status).toBe(400);
    expect(failure.data).toMatchObject({ form: "search-word-new", values: { phrase: ["Schlafzelt"] }, problems: { target: "required" } });

    const added = await post(wordsAction, "https://shop.example/admin/search-words/?lang=de", { phrase: "Schlafzelt", target: `group:${tents.id}` });
    expect((added.thrown as Response).status).toBe(303);
    expect((added.thrown as Response).headers.get("location")).toBe("/admin/search-words/?lang=de&saved");
    const [row] = await rows<{ id: number; lang: string }>(database.db, sql`select id, lang from search_synonyms where phrase = 'Schlafzelt'`);
    expect(row?.lang).toBe("de");
    const id = String(row!.id);

    const page = await wordLoader({ request: new Request(`https://shop.example/admin/search-words/${id}/`), params: { id }, context: context() } as never);
    expect(page.synonym).toMatchObject({ phrase: "Schlafzelt", lang: "de", target: `group:${tents.id}` });
    expect(page.list).toBe("/admin/search-words/?lang=de");

    const changed = await post(wordAction, `https://shop.example/admin/search-words/${id}/`, { intent: "save", phrase: "Schlafhaus", target: `group:${tents.id}` }, { id });
    expect((changed.thrown as Response).headers.get("location")).toBe(`/admin/search-words/${id}/?saved`);
    // The word stays in its own language whatever the page's.
    expect((await writer.searchWordsAdmin.synonym(staff, Number(id))).lang).toBe("de");

    const unticked = await post(wordAction, `https://shop.example/admin/search-words/${id}/`, { intent: "delete" }, { id });
    expect((unticked.value as unknown as { init: { status: number }; data: { problems: Record<string, string> } }).data.problems).toEqual({ confirm: "required" });
    const removed = await post(wordAction, `https://shop.example/admin/search-words/${id}/`, { intent: "delete", confirm: "on" }, { id });
    expect((removed.thrown as Response).headers.get("location")).toBe("/admin/search-words/?lang=de&removed");

    const gone = await settle(wordLoader({ request: new Request(`https://shop.example/admin/search-words/${id}/`), params: { id }, context: context() } as never));
    expect((gone.thrown as { init: { status: number } }).init.status).toBe(404);
    const notAnId = await settle(wordLoader({ request: new Request("https://shop.example/admin/search-words/new/"), params: { id: "new" }, context: context() } as never));
    expect((notAnId.thrown as { init: { status: number } }).init.status).toBe(404);
  });
});
