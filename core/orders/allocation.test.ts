import { describe, expect, it } from "vitest";
import { allocate } from "./allocation.ts";

describe("taking an order's pieces from the warehouses", () => {
  it("takes from the web warehouse first, then the stores with most pieces", () => {
    const stock = [
      { storeId: 3, free: 2, blocked: false },
      { storeId: 20, free: 1, blocked: false },
      { storeId: 1, free: 5, blocked: false },
    ];
    expect(allocate(1, stock)).toEqual([{ storeId: 20, amount: 1 }]);
    expect(allocate(4, stock)).toEqual([
      { storeId: 20, amount: 1 },
      { storeId: 1, amount: 3 },
    ]);
    expect(allocate(8, stock)).toEqual([
      { storeId: 20, amount: 1 },
      { storeId: 1, amount: 5 },
      { storeId: 3, amount: 2 },
    ]);
  });

  it("gives none when the pieces are not there: the order must not oversell", () => {
    expect(allocate(9, [{ storeId: 20, free: 8, blocked: false }])).toBeNull();
    expect(allocate(1, [])).toBeNull();
    expect(allocate(1, [{ storeId: 20, free: 0, blocked: false }])).toBeNull();
  });

  it("uses blocked stores only when nothing else holds the variant", () => {
    const mixed = [
      { storeId: 2, free: 4, blocked: true },
      { storeId: 20, free: 1, blocked: false },
    ];
    expect(allocate(1, mixed)).toEqual([{ storeId: 20, amount: 1 }]);
    expect(allocate(2, mixed)).toBeNull();
    expect(allocate(3, [{ storeId: 2, free: 4, blocked: true }])).toEqual([{ storeId: 2, amount: 3 }]);
  });

  it("needs nothing for no pieces", () => {
    expect(allocate(0, [])).toEqual([]);
  });
});
