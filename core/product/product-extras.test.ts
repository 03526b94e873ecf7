import { describe, expect, it } from "vitest";
import type { RelatedRequest } from "#core/catalog/listing/types.ts";
import { ALSO_BOUGHT_MIN_ORDERS, createProductExtrasService, STRIP_LIMIT, type ExtrasModel, type SizeTable } from "./product-extras.ts";
import type { BundleView } from "./product-service.ts";

const table = (id: number): SizeTable => ({ id, name: `t${id}`, parsed: null, image: null, hideImage: true, images: [], infoText: "" });
const bundle = (id: number, partIds: number[]): BundleView => ({
  id,
  name: `b${id}`,
  description: "",
  prices: { active: 100, regular: 100 },
  secondary_product_models: partIds.map((partId) => ({ id: partId, model_url: "/", image: null, manufacturer: "", name: "", products: [] })),
});

function service(model: ExtrasModel | null) {
  const asked: { alsoBought: unknown[]; related: RelatedRequest[]; tables: number[][] } = { alsoBought: [], related: [], tables: [] };
  const extras = createProductExtrasService({
    repository: {
      modelBySlug: async () => model,
      alsoBought: async (modelId, options) => {
        asked.alsoBought.push({ modelId, ...options });
        return [7, 8];
      },
      sizeTables: async (_lang, ids) => {
        asked.tables.push([...ids]);
        // The model (1) and part 30 have tables; part 20 has none.
        return new Map([
          [30, table(3)],
          [1, table(1)],
        ]);
      },
    },
    product: { bundles: async () => [bundle(5, [1, 20, 30]), bundle(6, [30])] },
    listing: {
      related: async (input) => {
        asked.related.push(input);
        return { alsoBought: [], recommendations: [] };
      },
    },
  });
  return { extras: (value: typeof input) => extras.extras(value), asked };
}

const input = { lang: "fi" as const, slug: "teltta", taxAreaId: 1, groupPath: "retkeily/teltat", staff: false };

describe("product extras (GET /api/product/extra/ type=2)", () => {
  it("is null for an unknown model and for a hidden one unless staff ask", async () => {
    expect(await service(null).extras(input)).toBeNull();
    const hidden = { id: 1, isPublic: false, mainGroupId: 4 };
    expect(await service(hidden).extras(input)).toBeNull();
    expect(await service(hidden).extras({ ...input, staff: true })).not.toBeNull();
  });

  it("asks the orders for models bought together, passes them and the page's group to the strips, and lists the size tables model first", async () => {
    const { extras, asked } = service({ id: 1, isPublic: true, mainGroupId: 4 });
    const answer = await extras(input);
    expect(asked.alsoBought).toEqual([{ modelId: 1, minOrders: ALSO_BOUGHT_MIN_ORDERS, recentOrders: 1000, limit: STRIP_LIMIT * 2 }]);
    expect(asked.related).toEqual([
      { lang: "fi", taxAreaId: 1, modelId: 1, groupPath: "retkeily/teltat", groupId: 4, alsoBought: [7, 8], limit: STRIP_LIMIT },
    ]);
    // Each part once, the model itself not again.
    expect(asked.tables).toEqual([[1, 20, 30]]);
    expect(answer?.sizeTables).toEqual([
      { modelId: 1, table: table(1) },
      { modelId: 30, table: table(3) },
    ]);
    expect(answer?.bundles.map((entry) => entry.id)).toEqual([5, 6]);
  });
});
