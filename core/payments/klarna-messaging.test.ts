import { describe, expect, it } from "vitest";
import { instalmentPlacement, klarnaMessagingOrigins, messagingLocale } from "./klarna-messaging.ts";

const config = { clientId: "klarna_test_client", sdkUrl: "https://js.klarna.com/web-sdk/v1/klarna.js" };
const eur = { code: "eur", rate: 1 };

describe("the instalment message (Klarna on-site messaging)", () => {
  it("speaks the storefront's language: fi-FI, sv-SE for crowns else sv-FI, de-DE, fr-FR, en-FI otherwise", () => {
    expect(messagingLocale("fi", "eur")).toBe("fi-FI");
    expect(messagingLocale("sv", "SEK")).toBe("sv-SE");
    expect(messagingLocale("sv", "eur")).toBe("sv-FI");
    expect(messagingLocale("de", "eur")).toBe("de-DE");
    expect(messagingLocale("fr", "eur")).toBe("fr-FR");
    expect(messagingLocale("en", "usd")).toBe("en-FI");
  });

  it("gives the price in cents, converted only for the Swedish market", () => {
    expect(instalmentPlacement(config, { lang: "fi", currency: eur, activeCents: 12990, giftCampaign: false })).toEqual({
      ...config,
      locale: "fi-FI",
      purchaseAmount: 12990,
    });
    expect(instalmentPlacement(config, { lang: "sv", currency: { code: "sek", rate: 11.2 }, activeCents: 12990, giftCampaign: false })?.purchaseAmount).toBe(145488);
    // A shopper paying in dollars on the English storefront sees the Finnish market's euros.
    expect(instalmentPlacement(config, { lang: "en", currency: { code: "usd", rate: 1.08 }, activeCents: 12990, giftCampaign: false })?.purchaseAmount).toBe(12990);
  });

  it("shows nothing without a client id, on the Russian storefront, in a gift campaign or without a price", () => {
    const input = { lang: "fi" as const, currency: eur, activeCents: 12990, giftCampaign: false };
    expect(instalmentPlacement(null, input)).toBeNull();
    expect(instalmentPlacement(config, { ...input, lang: "ru" })).toBeNull();
    expect(instalmentPlacement(config, { ...input, giftCampaign: true })).toBeNull();
    expect(instalmentPlacement(config, { ...input, activeCents: null })).toBeNull();
    expect(instalmentPlacement(config, { ...input, activeCents: 0 })).toBeNull();
  });

  it("lets the page's policy reach Klarna's hosts and the configured SDK's origin", () => {
    expect(klarnaMessagingOrigins(null)).toEqual([]);
    expect(klarnaMessagingOrigins({ ...config, sdkUrl: "http://127.0.0.1:3198/web-sdk/v1/klarna.js" })).toContain("http://127.0.0.1:3198");
  });
});
