import { describe, expect, it } from "vitest";
import { distanceKm, isPostalCode, isRemotePostalCode, postalAreaCentre } from "./postal-area.ts";

describe("Finnish postal areas", () => {
  it("takes five digits only", () => {
    expect(isPostalCode("00100")).toBe(true);
    expect(isPostalCode("0010")).toBe(false);
    expect(isPostalCode("001000")).toBe(false);
    expect(isPostalCode("0010a")).toBe(false);
  });

  it("places a code in its region by the first digit", () => {
    const helsinki = { latitude: 60.17, longitude: 24.94 };
    const oulu = { latitude: 65.01, longitude: 25.47 };
    expect(distanceKm(postalAreaCentre("00100")!, helsinki)).toBeLessThan(30);
    expect(distanceKm(postalAreaCentre("90100")!, oulu)).toBeLessThan(100);
    expect(postalAreaCentre("abc")).toBeNull();
  });

  it("measures great-circle distances", () => {
    // Helsinki to Tampere is about 160 km.
    const km = distanceKm({ latitude: 60.1699, longitude: 24.9384 }, { latitude: 61.4978, longitude: 23.761 });
    expect(km).toBeGreaterThan(150);
    expect(km).toBeLessThan(170);
  });

  it("counts Lapland's far north (95-99) as remote", () => {
    expect(isRemotePostalCode("99800")).toBe(true);
    expect(isRemotePostalCode("95400")).toBe(true);
    expect(isRemotePostalCode("94100")).toBe(false);
  });
});
