import { describe, expect, it } from "vitest";
import { addAttempt, addButtonDisabled, addButtonLabel, showsAddArea, type AddButtonInput } from "./add-to-cart.ts";
import { isOrderable } from "./orderable.ts";
import type { ProductVariant } from "./types.ts";

const variant: ProductVariant = {
  id: 7,
  colorSlug: "black",
  colorControl: "010-black",
  sizeSlug: "m",
  typeSlug: null,
  shippingTime: 2,
  onOrder: false,
  inStock: true,
  blockedStock: false,
};

const chosen: AddButtonInput = {
  optionCounts: { color: 2, size: 3, type: 0 },
  choice: { color: "black", size: "m", type: null },
  variant,
};

describe("orderable", () => {
  it("is on order or in stock", () => {
    expect(isOrderable(variant)).toBe(true);
    expect(isOrderable({ ...variant, inStock: false })).toBe(false);
    expect(isOrderable({ ...variant, inStock: false, onOrder: true })).toBe(true);
  });

  it("takes stock held only in blocked stores only when the variant ships later than 2 and before 999, everywhere", () => {
    const blocked = { ...variant, blockedStock: true };
    expect(isOrderable({ ...blocked, shippingTime: 2 })).toBe(false);
    expect(isOrderable({ ...blocked, shippingTime: 3 })).toBe(true);
    expect(isOrderable({ ...blocked, shippingTime: 998 })).toBe(true);
    expect(isOrderable({ ...blocked, shippingTime: 999 })).toBe(false);
    expect(isOrderable({ ...blocked, shippingTime: 999, onOrder: true })).toBe(false);
  });
});

describe("add button text", () => {
  it("asks for an unset choice that has more than one option, colour before size before type", () => {
    expect(addButtonLabel({ ...chosen, choice: { color: null, size: null, type: null }, variant: null })).toBe("selectColor");
    expect(addButtonLabel({ ...chosen, choice: { color: "black", size: null, type: null }, variant: null })).toBe("selectSize");
    expect(
      addButtonLabel({ optionCounts: { color: 1, size: 1, type: 2 }, choice: { color: "black", size: "m", type: null }, variant: null }),
    ).toBe("selectType");
  });

  it("does not ask for a choice with a single option", () => {
    expect(addButtonLabel({ optionCounts: { color: 1, size: 1, type: 0 }, choice: { color: null, size: null, type: null }, variant })).toBe("addToCart");
  });

  it("says Add to cart when orderable, else Out of stock", () => {
    expect(addButtonLabel(chosen)).toBe("addToCart");
    expect(addButtonLabel({ ...chosen, variant: { ...variant, inStock: false } })).toBe("outOfStock");
    expect(addButtonLabel({ ...chosen, variant: null })).toBe("outOfStock");
  });
});

describe("add area or notifier", () => {
  it("shows the add area while a choice is open or the variant is orderable", () => {
    expect(showsAddArea({ ...chosen, choice: { color: "black", size: null, type: null }, variant: null })).toBe(true);
    expect(showsAddArea(chosen)).toBe(true);
  });

  it("shows the notifier for a chosen variant that cannot be ordered", () => {
    expect(showsAddArea({ ...chosen, variant: { ...variant, inStock: false } })).toBe(false);
    expect(showsAddArea({ ...chosen, variant: null })).toBe(false);
  });
});

describe("disabled rules", () => {
  it("is enabled for an orderable variant", () => {
    expect(addButtonDisabled(chosen)).toBe(false);
  });

  it("is disabled when not orderable", () => {
    expect(addButtonDisabled({ ...chosen, variant: { ...variant, inStock: false } })).toBe(true);
  });

  it("is disabled when the delivery country is blocked, except in gift campaigns", () => {
    expect(addButtonDisabled({ ...chosen, deliveryCountryBlocked: true })).toBe(true);
    expect(addButtonDisabled({ ...chosen, deliveryCountryBlocked: true, giftCampaign: true })).toBe(false);
  });

  it("is disabled for blocked stock that ships in 2 days or less, or at 999, and the notifier shows instead", () => {
    const blocked = { ...variant, blockedStock: true };
    expect(addButtonDisabled({ ...chosen, variant: { ...blocked, shippingTime: 1 } })).toBe(true);
    expect(addButtonDisabled({ ...chosen, variant: { ...blocked, shippingTime: 2 } })).toBe(true);
    expect(addButtonDisabled({ ...chosen, variant: { ...blocked, shippingTime: 999, onOrder: true } })).toBe(true);
    expect(addButtonDisabled({ ...chosen, variant: { ...blocked, shippingTime: 14 } })).toBe(false);
    expect(addButtonLabel({ ...chosen, variant: { ...blocked, shippingTime: 999 } })).toBe("outOfStock");
    expect(showsAddArea({ ...chosen, variant: { ...blocked, shippingTime: 999 } })).toBe(false);
  });

  it("stays enabled while the size is open, so that pressing it can say what is missing", () => {
    expect(addButtonDisabled({ ...chosen, choice: { color: "black", size: null, type: null }, variant: null })).toBe(false);
  });
});

describe("pressing the button", () => {
  it("warns 'First select the product size' and adds nothing without a size", () => {
    expect(addAttempt({ ...chosen, choice: { color: "black", size: null, type: null }, variant: null })).toEqual({ kind: "selectSizeFirst" });
  });

  it("adds the chosen variant", () => {
    expect(addAttempt(chosen)).toEqual({ kind: "add", variantId: 7 });
  });

  it("asks for another open choice, and adds nothing that cannot be ordered", () => {
    expect(addAttempt({ optionCounts: { color: 2, size: 0, type: 0 }, choice: { color: null, size: null, type: null }, variant: null })).toEqual({
      kind: "selectFirst",
      dimension: "color",
    });
    expect(addAttempt({ ...chosen, variant: { ...variant, inStock: false } })).toEqual({ kind: "notOrderable" });
  });
});
