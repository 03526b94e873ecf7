import { describe, expect, it } from "vitest";
import { translate } from "#i18n/messages.ts";
import {
  campaignProblems,
  campaignSlug,
  createCompanyCampaignService,
  newCampaignCodes,
  productReference,
  type CompanyCampaignRepository,
} from "./company-campaigns.server.ts";
import { helsinkiDay, helsinkiMidnight, type CampaignInput } from "./campaign-input.ts";

const valid: CampaignInput = { name: "Joulu 2026", message: "Hyvää joulua!", products: "/kuusikko/takit/kaira/\n2501", codes: "25", startsOn: "2026-12-01", endsOn: "2027-01-31" };
const TODAY = "2026-11-24";

describe("a company's campaign form", () => {
  it("takes a product's address (with or without the host) or its model number, one per line", () => {
    expect(productReference("https://kuusikko.example/kuusikko/takit/kaira/?color=red")).toEqual({ path: "/kuusikko/takit/kaira/" });
    expect(productReference(" /kuusikko/takit/kaira ")).toEqual({ path: "/kuusikko/takit/kaira/" });
    expect(productReference("2501")).toEqual({ id: 2501 });
    expect(productReference("   ")).toBeNull();
  });

  it("names every wrong field in the person's language", () => {
    expect(campaignProblems(valid, "fi", TODAY)).toEqual({});
    expect(campaignProblems({ name: " ", message: "x".repeat(1001), products: "\n \n", codes: "0", startsOn: "2026-11-23", endsOn: "2026-02-30" }, "en", TODAY)).toEqual({
      name: translate("en", "companyCampaigns.nameRequired"),
      message: translate("en", "companyCampaigns.tooLong", { max: 1000 }),
      products: translate("en", "companyCampaigns.productsRequired"),
      codes: translate("en", "companyCampaigns.codesRange", { max: 1000 }),
      startsOn: translate("en", "companyCampaigns.startPast"),
      endsOn: translate("en", "companyCampaigns.dateInvalid"),
    });
    for (const codes of ["1001", "-5", "2.5", "many", ""]) expect(campaignProblems({ ...valid, codes }, "en", TODAY).codes, codes).toBeDefined();
    expect(campaignProblems({ ...valid, codes: "1000" }, "en", TODAY)).toEqual({});
    expect(campaignProblems({ ...valid, products: Array.from({ length: 31 }, (_, index) => String(index + 1)).join("\n") }, "en", TODAY).products).toBe(
      translate("en", "companyCampaigns.tooManyProducts", { max: 30 }),
    );
    // Today may be the first day; the last day may be the first, and at most 366 days on.
    expect(campaignProblems({ ...valid, startsOn: TODAY, endsOn: TODAY }, "en", TODAY)).toEqual({});
    expect(campaignProblems({ ...valid, startsOn: "2026-12-01", endsOn: "2026-11-30" }, "en", TODAY).endsOn).toBe(translate("en", "companyCampaigns.endRange", { days: 366 }));
    expect(campaignProblems({ ...valid, startsOn: "2026-12-01", endsOn: "2027-12-02" }, "en", TODAY).endsOn).toBeDefined();
    expect(campaignProblems({ ...valid, startsOn: "2026-12-01", endsOn: "2027-12-01" }, "en", TODAY)).toEqual({});
  });
});

describe("codes and addresses", () => {
  it("makes distinct codes of ten unambiguous characters", () => {
    const codes = newCampaignCodes(500);
    expect(new Set(codes).size).toBe(500);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    // Even a random source that repeats itself yields the count asked for, all different.
    let calls = 0;
    const repeating = (max: number) => Math.floor(calls++ / 10) % max;
    expect(new Set(newCampaignCodes(3, repeating)).size).toBe(3);
  });

  it("names the campaign's page after its name with a random ending", () => {
    expect(campaignSlug("Joulu 2026: Äänekoski & Co!", () => 0)).toBe("joulu-2026-aanekoski-co-aaaaaa");
    expect(campaignSlug("Подарок", () => 1)).toBe("bbbbbb");
  });

  it("counts campaign days in Finnish time, summer and winter", () => {
    expect(helsinkiDay(new Date("2026-11-24T22:30:00Z"))).toBe("2026-11-25");
    expect(helsinkiMidnight("2026-12-01").toISOString()).toBe("2026-11-30T22:00:00.000Z");
    expect(helsinkiMidnight("2026-07-01").toISOString()).toBe("2026-06-30T21:00:00.000Z");
  });
});

describe("the campaign service", () => {
  const created: Array<Parameters<CompanyCampaignRepository["create"]>[0]> = [];
  const repository: CompanyCampaignRepository = {
    companyOf: async (customerId) => (customerId === 7 ? "FI01120389" : null),
    // Model numbers below 9000 and addresses under /kuusikko/ are products.
    models: async (references) =>
      new Map(references.flatMap((reference, index) => ("id" in reference ? (reference.id < 9000 ? [[index, reference.id]] : []) : reference.path.startsWith("/kuusikko/") ? [[index, 100 + index]] : [])) as Array<[number, number]>),
    create: async (input) => (created.push(input), 55),
    list: async () => [],
    codes: async () => null,
    end: async () => true,
  };
  const service = createCompanyCampaignService(repository, () => new Date("2026-11-24T10:00:00Z"));
  const orgUser = { id: 7, isOrgUser: true };

  it("is for verified organisation users only, whatever the session says", async () => {
    await expect(service.list(null)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(service.list({ id: 7, isOrgUser: false })).rejects.toMatchObject({ code: "FORBIDDEN" });
    // Flagged but with no verified company (the company account was removed): refused too.
    await expect(service.create({ id: 8, isOrgUser: true }, valid, "en")).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(service.end({ id: 8, isOrgUser: true }, 1)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("names the first line that is not a product, and creates nothing", async () => {
    const outcome = await service.create(orgUser, { ...valid, products: "2501\n/muu/sivu/\n9999" }, "fi");
    expect(outcome).toEqual({ ok: false, problems: { products: translate("fi", "companyCampaigns.productUnknown", { line: 2, text: "/muu/sivu/" }) } });
    expect(created).toEqual([]);
  });

  it("creates the campaign for the company with its products once each, the codes asked for, from the first day's start to the last day's end", async () => {
    expect(await service.create(orgUser, { ...valid, name: "  Joulu   2026 ", products: "2501\n/kuusikko/takit/kaira/\n2501" }, "fi")).toEqual({ ok: true, id: 55 });
    const [campaign] = created;
    expect(campaign).toMatchObject({ vatNumber: "FI01120389", customerId: 7, name: "Joulu 2026", message: "Hyvää joulua!", modelIds: [2501, 101] });
    expect(campaign!.codes).toHaveLength(25);
    expect(campaign!.slug).toMatch(/^joulu-2026-[a-z2-9]{6}$/);
    expect(campaign!.startsAt.toISOString()).toBe("2026-11-30T22:00:00.000Z");
    expect(campaign!.endsAt.toISOString()).toBe("2027-01-31T21:59:59.999Z");
  });
});
