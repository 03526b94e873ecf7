import { describe, expect, it } from "vitest";
import { isDomainError } from "#core/errors.ts";
import { campaignOpen, codeProblem, createGiftCampaignService, normalizeCampaignCode, type GiftCampaign, type GiftCampaignRepository } from "./gift-campaign.ts";
import type { ProductVariant } from "./types.ts";

const NOW = new Date("2026-11-24T10:00:00Z");
const campaign: GiftCampaign = { id: 7, slug: "kuusikko-thanks", name: "Thanks", description: "", isActive: true, startsAt: null, endsAt: null };
const variant: ProductVariant = {
  id: 501,
  colorSlug: null,
  colorControl: "",
  sizeSlug: "m",
  typeSlug: null,
  shippingTime: 2,
  onOrder: false,
  inStock: true,
  blockedStock: false,
};
const valid = { code: "demo-gift-1", campaign, stored: { campaignId: 7, redeemed: false }, variant, now: NOW };

describe("gift campaign codes", () => {
  it("trims the code and ignores its case", () => {
    expect(normalizeCampaignCode("  demo-Gift-1 ")).toBe("DEMO-GIFT-1");
  });

  it("takes codes only while the campaign is active and between its dates", () => {
    expect(campaignOpen(campaign, NOW)).toBe(true);
    expect(campaignOpen({ ...campaign, isActive: false }, NOW)).toBe(false);
    expect(campaignOpen({ ...campaign, startsAt: new Date("2026-12-01T00:00:00Z") }, NOW)).toBe(false);
    expect(campaignOpen({ ...campaign, endsAt: NOW }, NOW)).toBe(false);
    expect(campaignOpen({ ...campaign, endsAt: new Date("2026-12-01T00:00:00Z") }, NOW)).toBe(true);
  });

  it("accepts an unused code of the campaign for one of its orderable variants", () => {
    expect(codeProblem(valid)).toBeNull();
  });

  it("names the first problem the shopper can fix, the code before the campaign before the product", () => {
    expect(codeProblem({ ...valid, code: "   " })).toBe("required");
    expect(codeProblem({ ...valid, stored: null })).toBe("unknown");
    expect(codeProblem({ ...valid, stored: { campaignId: 8, redeemed: false } })).toBe("unknown");
    expect(codeProblem({ ...valid, stored: { campaignId: 7, redeemed: true }, variant: null })).toBe("used");
    expect(codeProblem({ ...valid, campaign: { ...campaign, isActive: false }, variant: null })).toBe("closed");
    expect(codeProblem({ ...valid, variant: null })).toBe("notInCampaign");
    expect(codeProblem({ ...valid, variant: { ...variant, inStock: false } })).toBe("notAvailable");
  });

  it("applies the gift-campaign rule to blocked stock: orderable only when it ships later", () => {
    const blocked = { ...variant, blockedStock: true };
    expect(codeProblem({ ...valid, variant: blocked })).toBe("notAvailable");
    expect(codeProblem({ ...valid, variant: { ...blocked, shippingTime: 14 } })).toBeNull();
    expect(codeProblem({ ...valid, variant: { ...blocked, shippingTime: 999 } })).toBe("notAvailable");
  });
});

describe("the gift campaign service", () => {
  const repository: GiftCampaignRepository = {
    campaignBySlug: async (_lang, slug) => (slug === "kuusikko-thanks" ? campaign : null),
    code: async (code) => (code === "DEMO-GIFT-1" ? { campaignId: 7, redeemed: false } : code === "USED-1" ? { campaignId: 7, redeemed: true } : null),
    campaignVariant: async (_campaign, variantId) => (variantId === 501 ? variant : null),
    campaignModels: async () => [],
  };
  const service = createGiftCampaignService(repository, () => NOW);

  it("answers the normalized code and the campaign for a valid one", async () => {
    await expect(service.validateCode({ code: " demo-gift-1 ", productId: 501, categorySlug: "Kuusikko-Thanks", lang: "en" })).resolves.toEqual({
      code: "DEMO-GIFT-1",
      campaign: "kuusikko-thanks",
      product_id: 501,
    });
  });

  it("puts every problem on the code field in the shopper's language", async () => {
    const cases: Array<[string, number, string, string]> = [
      ["", 501, "en", "Enter the code you received"],
      ["nope", 501, "fi", "Koodi ei kelpaa tähän kampanjaan"],
      ["used-1", 501, "de", "Dieser Code wurde bereits verwendet"],
      ["DEMO-GIFT-1", 999, "sv", "Välj en produkt som ingår i kampanjen"],
    ];
    for (const [code, productId, lang, message] of cases) {
      const error = await service.validateCode({ code, productId, categorySlug: "kuusikko-thanks", lang: lang as "en" }).catch((e: unknown) => e);
      expect(isDomainError(error) && error.code === "BAD_INPUT" && error.field === "code" ? error.message : error).toBe(message);
    }
  });

  it("does not know a code of an unknown campaign", async () => {
    const error = await service.validateCode({ code: "DEMO-GIFT-1", productId: 501, categorySlug: "other", lang: "en" }).catch((e: unknown) => e);
    expect(isDomainError(error) ? error.message : error).toBe("This code is not valid for this campaign");
  });

  it("opens only a campaign that takes codes", async () => {
    expect(await service.openCampaign("en", "kuusikko-thanks")).toEqual({ campaign, models: [] });
    expect(await service.openCampaign("en", "other")).toBeNull();
    const ended = createGiftCampaignService({ ...repository, campaignBySlug: async () => ({ ...campaign, isActive: false }) }, () => NOW);
    expect(await ended.openCampaign("en", "kuusikko-thanks")).toBeNull();
  });
});
