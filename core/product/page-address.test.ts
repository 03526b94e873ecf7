import { describe, expect, it } from "vitest";
import { productPageAddress, showsUnderOld, stripOld } from "./page-address.ts";

const plain = { id: 5120, is_bundle: false, is_gift_card: false, model_url: "/fjallvind/jackets/storm-jacket/" };
const noSession = { enterpriseOrder: false };

describe("product page address", () => {
  it("keeps an ordinary model at its own path", () => {
    expect(showsUnderOld(plain, noSession)).toBe(false);
    expect(productPageAddress(plain, noSession)).toBe("/fjallvind/jackets/storm-jacket/");
  });

  it("puts models 2427 and 1412 under /old even when not flagged as gift cards", () => {
    expect(productPageAddress({ ...plain, id: 2427 }, noSession)).toBe("/old/fjallvind/jackets/storm-jacket/");
    expect(productPageAddress({ ...plain, id: 1412 }, noSession)).toBe("/old/fjallvind/jackets/storm-jacket/");
  });

  it("puts bundles, gift cards and every model of an enterprise-order session under /old", () => {
    expect(showsUnderOld({ ...plain, is_bundle: true }, noSession)).toBe(true);
    expect(showsUnderOld({ ...plain, is_gift_card: true }, noSession)).toBe(true);
    expect(showsUnderOld(plain, { enterpriseOrder: true })).toBe(true);
  });

  it("drops one leading old segment, whatever its case, but never a lone one", () => {
    expect(stripOld(["old", "fjallvind", "storm-jacket"])).toEqual({ segments: ["fjallvind", "storm-jacket"], old: true });
    expect(stripOld(["OLD", "a", "b"])).toEqual({ segments: ["a", "b"], old: true });
    expect(stripOld(["old"])).toEqual({ segments: ["old"], old: false });
    expect(stripOld(["fjallvind", "old"])).toEqual({ segments: ["fjallvind", "old"], old: false });
  });
});
