/**
 * Banners in the back office: each bad field named, a new picture banner shown on the front page from its first
 * day to the end of its last one (Finnish days) and not before or after or when switched off, an uploaded
 * picture kept as pictures are (a file that is not one refused), a language without a heading having no banner,
 * each change in the audit log, and staff only.
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
const helsinkiDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Helsinki" });
const file = (bytes: Uint8Array) => ({ size: bytes.byteLength, bytes: async () => bytes });
const shownIds = async (lang: "fi" | "en") => (await services.content.banners(lang)).imageBanners.map((banner) => banner.id);

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
  const [row] = await rows<{ id: number }>(database.db, sql`select id from customers where email = ${DEMO_ACCOUNTS.staff.email}`);
  staff = staffActor({ id: Number(row!.id), email: DEMO_ACCOUNTS.staff.email, firstName: "Staff", isStaff: true, isAdmin: false, isOrgUser: false, isClubMember: false });
});

afterAll(async () => {
  await database?.close();
});

describe("banners in the back office", () => {
  it("are for staff only, in the service itself", async () => {
    await expect(services.bannersAdmin.banners(null as never)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(services.bannersAdmin.saveBanner({ kind: "token", id: 1, name: "erp", scopes: ["prices:write"] }, null, form({ kind: "text", heading_fi: "X" }), null)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("names each bad field and saves nothing", async () => {
    const before = await services.backOffice.dataVersion();
    expect(
      await services.bannersAdmin.saveBanner(
        staff,
        null,
        form({ kind: "popup", sortOrder: "first", firstDay: "2026-13-01", lastDay: "tomorrow", theme: "spring", cropPoint: "middle", bgColor: "green", heading_en: "", url_en: "/talvi/" }),
        null,
      ),
    ).toEqual({
      ok: false,
      problems: { kind: "invalid", sortOrder: "invalid", firstDay: "invalid", lastDay: "invalid", theme: "invalid", cropPoint: "invalid", bgColor: "invalid", heading_fi: "required", heading_en: "required" },
    });
    expect(
      await services.bannersAdmin.saveBanner(staff, null, form({ kind: "dynamic", firstDay: "2026-12-10", lastDay: "2026-12-01", cropPoint: "120% 50%", heading_fi: "Talvi", url_fi: "javascript:alert(1)", heading_sv: "Vinter" }), null),
    ).toEqual({ ok: false, problems: { lastDay: "endBeforeStart", cropPoint: "invalid", url_fi: "invalid", url_sv: "required" } });
    expect(await services.bannersAdmin.saveBanner(staff, null, form({ kind: "image", heading_fi: "Kuva" }), file(new TextEncoder().encode("not a picture at all")))).toEqual({
      ok: false,
      problems: { picture: "notPicture" },
    });
    expect(await services.backOffice.dataVersion()).toBe(before);
  });

  it("shows a picture banner on the front page on its days only, with its uploaded picture", async () => {
    const png = new Uint8Array(await sharp({ create: { width: 1200, height: 700, channels: 3, background: "#2a6f4e" } }).png().toBuffer());
    const saved = await services.bannersAdmin.saveBanner(
      staff,
      null,
      form({ kind: "image", sortOrder: "0", active: "on", firstDay: helsinkiDay(0), lastDay: helsinkiDay(3), cropPoint: "50% 30%", heading_fi: "Talvikausi alkaa", subText_fi: "Sukset ja monot", buttonText_fi: "Katso", url_fi: "/talvi/" }),
      file(png),
    );
    expect(saved.ok).toBe(true);
    const id = (saved as { id: number }).id;
    const banner = (await services.bannersAdmin.banners(staff)).find((candidate) => candidate.id === id)!;
    expect(banner).toMatchObject({ kind: "image", active: true, cropPoint: "50% 30%" });
    expect(banner.image).toMatch(/^\/images\/pictures\/[0-9a-f]{32}-960\.webp$/);
    expect(banner.endsAt!.toLocaleString("sv-SE", { timeZone: "Europe/Helsinki" })).toBe(`${helsinkiDay(3)} 23:59:59`);
    const shown = (await services.content.banners("fi")).imageBanners.find((candidate) => candidate.id === id);
    expect(shown).toMatchObject({ heading: "Talvikausi alkaa", subText: "Sukset ja monot", buttonText: "Katso", url: "/talvi/", image: banner.image });
    // No English heading: no banner in the English shop.
    expect(await shownIds("en")).not.toContain(id);
    const [audit] = await rows<{ action: string; after: Record<string, unknown> }>(database.db, sql`select action, after from audit_log where entity = 'banner' and entity_id = ${String(id)}`);
    expect(audit).toMatchObject({ action: "banner.create", after: { kind: "image", image: banner.image } });

    // From tomorrow on: not yet. Switched off: not at all. Saving again without a file keeps the picture.
    const again = (changes: Record<string, string>) =>
      services.bannersAdmin.saveBanner(staff, id, form({ kind: "image", active: "on", cropPoint: "50% 30%", heading_fi: "Talvikausi alkaa", heading_en: "Winter is here", ...changes }), null);
    await again({ firstDay: helsinkiDay(1) });
    expect(await shownIds("fi")).not.toContain(id);
    await again({ active: "" });
    expect(await shownIds("fi")).not.toContain(id);
    await again({ lastDay: helsinkiDay(-1) });
    expect(await shownIds("fi")).not.toContain(id);
    await again({});
    expect(await shownIds("fi")).toContain(id);
    expect(await shownIds("en")).toContain(id);
    expect((await services.bannersAdmin.banners(staff)).find((candidate) => candidate.id === id)!.image).toBe(banner.image);
    await expect(services.bannersAdmin.saveBanner(staff, 999_999, form({ kind: "text", heading_fi: "X" }), null)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("draws the chosen scene for a picture banner without an upload, and a text banner has no picture", async () => {
    const drawn = await services.bannersAdmin.saveBanner(staff, null, form({ kind: "image", active: "on", theme: "evening", heading_fi: "Iltalenkki" }), null);
    const drawnId = (drawn as { id: number }).id;
    const text = await services.bannersAdmin.saveBanner(staff, null, form({ kind: "text", active: "on", bgColor: "#AA3300", heading_fi: "Ilmainen toimitus" }), null);
    const banners = await services.bannersAdmin.banners(staff);
    expect(banners.find((banner) => banner.id === drawnId)).toMatchObject({ image: `/images/banners/${drawnId}.svg`, theme: "evening" });
    expect(banners.find((banner) => banner.id === (text as { id: number }).id)).toMatchObject({ image: null, bgColor: "#aa3300" });
    expect((await services.content.banners("fi")).textBanners.map((banner) => banner.heading)).toContain("Ilmainen toimitus");
  });
});
