import { describe, expect, it } from "vitest";
import { bundleVariantName, bundleView, type BundleRow } from "./product-service.ts";

type Part = NonNullable<BundleRow["parts"]>[number];
const part = (modelId: number, variants: Part["variants"], extra: Partial<Part> = {}): Part => ({
  modelId,
  name: `Model ${modelId}`,
  slug: `model-${modelId}`,
  brandName: "Brand",
  brandSlug: "brand",
  groupPath: "winter/skis",
  image: `/images/products/${modelId * 10}-320.svg`,
  onOrder: false,
  isPublic: true,
  variants,
  ...extra,
});
const stocked = (id: number, sizeName = "M") => ({ id, colourName: null, sizeName, typeName: null, shippingTime: 2, inStock: 3, blockedStock: 0 });
const soldOut = (id: number) => ({ ...stocked(id, "L"), inStock: 0 });
const row = (parts: Part[]): BundleRow => ({ id: 4, name: "Ski bundle", description: "", active: 90000, regular: 100000, parts });

describe("bundles on the product page", () => {
  it("lists the parts in order with their variants and whether each can be ordered", () => {
    const view = bundleView(row([part(10, [stocked(101), soldOut(102)]), part(20, [stocked(201)])]))!;
    expect(view.prices).toEqual({ active: 90000, regular: 100000 });
    expect(view.secondary_product_models.map((model) => model.id)).toEqual([10, 20]);
    expect(view.secondary_product_models[0]).toMatchObject({ model_url: "/brand/winter/skis/model-10/", image: "/images/products/100-320.svg" });
    expect(view.secondary_product_models[0]!.products).toEqual([
      { id: 101, name: "M", is_orderable: true },
      { id: 102, name: "L", is_orderable: false },
    ]);
  });

  it("counts a part made on order as orderable without stock", () => {
    const view = bundleView(row([part(10, [soldOut(101)], { onOrder: true })]))!;
    expect(view.secondary_product_models[0]!.products[0]!.is_orderable).toBe(true);
  });

  it("leaves out a bundle that cannot be bought: a hidden part, a part with nothing orderable, no parts", () => {
    expect(bundleView(row([part(10, [stocked(101)]), part(20, [stocked(201)], { isPublic: false })]))).toBeNull();
    expect(bundleView(row([part(10, [stocked(101)]), part(20, [soldOut(201)])]))).toBeNull();
    expect(bundleView(row([]))).toBeNull();
    expect(bundleView({ ...row([]), parts: null })).toBeNull();
  });

  it("names a variant by colour, type and size as far as it has them", () => {
    expect(bundleVariantName({ colourName: "Musta", typeName: null, sizeName: "170" })).toBe("Musta / 170");
    expect(bundleVariantName({ colourName: null, typeName: "Long", sizeName: "" })).toBe("Long");
  });
});
