import { describe, expect, it } from "vitest";
import { createCampaignsService, isShown, type CampaignRow, type CampaignsRepository } from "./campaigns.ts";

const ROW: CampaignRow = { slug: "talvi", startsOn: "2026-11-01", endsOn: "2026-11-30", modelIds: [], filter: { groupId: 3 }, title: "Talvi", intro: "" };

function repository(row: CampaignRow | null, calls: string[] = []): CampaignsRepository {
  return {
    bySlug: async () => row,
    filtered: async (filter, _lang, limit) => (calls.push(`filtered ${JSON.stringify(filter)} ${limit}`), [7, 8]),
    onSale: async (ids) => (calls.push(`onSale ${ids.join(",")}`), ids.filter((id) => id !== 2)),
  };
}

describe("campaigns", () => {
  it("are shown from the first day to the last, both included, or without end", () => {
    expect(isShown(ROW, "2026-10-31")).toBe(false);
    expect(isShown(ROW, "2026-11-01")).toBe(true);
    expect(isShown(ROW, "2026-11-30")).toBe(true);
    expect(isShown(ROW, "2026-12-01")).toBe(false);
    expect(isShown({ ...ROW, endsOn: null }, "2030-01-01")).toBe(true);
  });

  it("take their named products in order, those on sale only, or the filter's", async () => {
    const calls: string[] = [];
    const named = await createCampaignsService(repository({ ...ROW, modelIds: [3, 2, 1] }, calls)).page({ slug: "talvi", lang: "fi", today: "2026-11-15" });
    expect(named?.modelIds).toEqual([3, 1]);
    const filtered = await createCampaignsService(repository(ROW, calls)).page({ slug: "talvi", lang: "fi", today: "2026-11-15" });
    expect(filtered?.modelIds).toEqual([7, 8]);
    expect(calls).toEqual(["onSale 3,2,1", 'filtered {"groupId":3} 48']);
  });

  it("answer nothing out of their days or for a slug that is not one", async () => {
    expect(await createCampaignsService(repository(ROW)).page({ slug: "talvi", lang: "fi", today: "2026-12-01" })).toBeNull();
    expect(await createCampaignsService(repository(ROW)).page({ slug: "../talvi", lang: "fi", today: "2026-11-15" })).toBeNull();
  });
});
