import { describe, expect, it } from "vitest";
import { expressReady, expressReadyText, expressStoresFor } from "./express-pickup.ts";

// Helsinki is UTC+2 in November (EET).
const at = (iso: string) => new Date(iso);

describe("expressReady", () => {
  it("is ready after 11:00 for an order by 09:00 on a weekday", () => {
    expect(expressReady(at("2026-11-24T06:59:00Z"))).toEqual({ daysFromToday: 0, hour: 11, weekday: 2 });
  });

  it("is ready after 16:00 for an order from 09:00 to 13:59", () => {
    expect(expressReady(at("2026-11-24T07:00:00Z"))).toEqual({ daysFromToday: 0, hour: 16, weekday: 2 });
    expect(expressReady(at("2026-11-24T11:59:00Z"))).toEqual({ daysFromToday: 0, hour: 16, weekday: 2 });
  });

  it("waits for the next weekday's 11:00 from 14:00 on", () => {
    expect(expressReady(at("2026-11-24T12:00:00Z"))).toEqual({ daysFromToday: 1, hour: 11, weekday: 3 });
  });

  it("takes Friday evening, Saturday and Sunday orders to Monday", () => {
    expect(expressReady(at("2026-11-27T15:00:00Z"))).toEqual({ daysFromToday: 3, hour: 11, weekday: 1 });
    expect(expressReady(at("2026-11-28T06:00:00Z"))).toEqual({ daysFromToday: 2, hour: 11, weekday: 1 });
    expect(expressReady(at("2026-11-29T20:00:00Z"))).toEqual({ daysFromToday: 1, hour: 11, weekday: 1 });
  });

  it("counts in Helsinki time across the summer-time change", () => {
    // 08:30 in Helsinki in July is 05:30 UTC (EEST, UTC+3): still before 09:00.
    expect(expressReady(at("2026-07-01T05:30:00Z"))).toEqual({ daysFromToday: 0, hour: 11, weekday: 3 });
    expect(expressReady(at("2026-07-01T06:30:00Z")).hour).toBe(16);
  });
});

describe("expressStoresFor", () => {
  const free = new Map<number, Record<string, number>>([
    [1, { "1": 2, "3": 1 }],
    [2, { "1": 1, "3": 4 }],
  ]);

  it("keeps only the stores with every piece of the order", () => {
    expect(expressStoresFor(new Map([[1, 1], [2, 1]]), free, [1, 3, 5])).toEqual([1, 3]);
    expect(expressStoresFor(new Map([[1, 2], [2, 1]]), free, [1, 3, 5])).toEqual([1]);
    expect(expressStoresFor(new Map([[1, 2], [2, 2]]), free, [1, 3, 5])).toEqual([]);
  });

  it("offers nothing for an empty order or a variant no store holds", () => {
    expect(expressStoresFor(new Map(), free, [1, 3])).toEqual([]);
    expect(expressStoresFor(new Map([[9, 1]]), free, [1, 3])).toEqual([]);
  });
});

describe("expressReadyText", () => {
  it("says today, tomorrow or the weekday, with the hour as the language writes it", () => {
    expect(expressReadyText({ daysFromToday: 0, hour: 16, weekday: 2 }, "en")).toBe("today after 16:00");
    expect(expressReadyText({ daysFromToday: 1, hour: 11, weekday: 3 }, "fi")).toBe("huomenna klo 11.00 jälkeen");
    expect(expressReadyText({ daysFromToday: 3, hour: 11, weekday: 1 }, "en")).toBe("on Monday after 11:00");
    expect(expressReadyText({ daysFromToday: 2, hour: 11, weekday: 1 }, "de")).toBe("am Montag ab 11:00 Uhr");
  });
});
