import { describe, expect, it } from "vitest";
import { createWishlistService, type WishlistRepository } from "./wishlist.ts";

function service(listed: number[], publicIds: number[]) {
  const list = new Set(listed);
  const repository: WishlistRepository = {
    publicModel: async (id) => publicIds.includes(id),
    toggle: async (_customer, id) => {
      if (list.has(id)) {
        list.delete(id);
        return false;
      }
      list.add(id);
      return true;
    },
    modelIds: async () => [...list],
  };
  return { wishlist: createWishlistService(repository), list };
}

describe("the wishlist", () => {
  it("adds a model that is not on the list and removes one that is, saying which", async () => {
    const { wishlist, list } = service([], [1, 2]);
    expect(await wishlist.toggle({ lang: "fi", customerId: 7, modelId: 1 })).toEqual({ added: true });
    expect([...list]).toEqual([1]);
    expect(await wishlist.toggle({ lang: "fi", customerId: 7, modelId: 1 })).toEqual({ added: false });
    expect([...list]).toEqual([]);
  });

  it("asks a guest to log in, in the guest's language", async () => {
    await expect(service([], [1]).wishlist.toggle({ lang: "sv", customerId: null, modelId: 1 })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "Du måste logga in för att lägga till i önskelistan",
    });
  });

  it("adds nothing hidden or unknown, but lets a model that left the shop be taken off the list", async () => {
    await expect(service([], [1]).wishlist.toggle({ lang: "en", customerId: 7, modelId: 9 })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await service([9], [1]).wishlist.toggle({ lang: "en", customerId: 7, modelId: 9 })).toEqual({ added: false });
  });
});
