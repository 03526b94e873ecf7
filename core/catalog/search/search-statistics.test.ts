import { describe, expect, it } from "vitest";
import { createSearchStatistics, statisticsText, type SearchCountRow, type SearchStatisticsRepository } from "./search-statistics.ts";

describe("statisticsText", () => {
  it("counts the text as a search key, at most 100 characters", () => {
    expect(statisticsText("  Kuori-TAKKI  Men's ")).toBe("kuori takki men s");
    expect(statisticsText("x".repeat(300))).toHaveLength(100);
    expect(statisticsText("GTX 3L 2024")).toBe("gtx 3l 2024");
  });

  it("counts nothing that may name a person: an e-mail address, nine or more digits", () => {
    expect(statisticsText("matti.meikalainen@example.fi")).toBeNull();
    expect(statisticsText("040 123 4567")).toBeNull();
    expect(statisticsText("131052-308T")).toBeNull();
    expect(statisticsText("<>")).toBeNull();
  });
});

function repository() {
  const added: SearchCountRow[][] = [];
  const advanced: string[] = [];
  const repo: SearchStatisticsRepository = {
    add: async (rows) => void added.push([...rows]),
    advance: async (today) => void advanced.push(today),
    top: async () => [],
  };
  return { repo, added, advanced };
}

describe("createSearchStatistics", () => {
  it("adds up searches per day, language and text, with those that found nothing, and writes them together", async () => {
    const { repo, added } = repository();
    const clock = Date.UTC(2026, 10, 29, 12);
    const statistics = createSearchStatistics({
      repository: repo,
      search: async (_lang, text) => ({ ids: text.includes("zz") ? [] : [1], approximate: false, relatedSearches: [], correctedText: null }),
      now: () => clock,
    });
    statistics.record("fi", "Teltta");
    statistics.record("fi", "teltta ");
    statistics.record("en", "teltta");
    statistics.record("fi", "zzqx");
    statistics.record("fi", "me@example.fi");
    await statistics.flush();
    expect(added).toHaveLength(1);
    expect(added[0]).toEqual([
      { day: "2026-11-29", lang: "fi", text: "teltta", searches: 2, zeroResults: 0 },
      { day: "2026-11-29", lang: "en", text: "teltta", searches: 1, zeroResults: 0 },
      { day: "2026-11-29", lang: "fi", text: "zzqx", searches: 1, zeroResults: 1 },
    ]);
    await statistics.flush();
    expect(added).toHaveLength(1);
  });

  it("moves the periods on to end today before the first write of a day, once a day", async () => {
    const { repo, advanced } = repository();
    let clock = Date.UTC(2026, 10, 29, 12);
    const statistics = createSearchStatistics({
      repository: repo,
      search: async () => ({ ids: [1], approximate: false, relatedSearches: [], correctedText: null }),
      now: () => clock,
    });
    statistics.record("fi", "teltta");
    await statistics.flush();
    statistics.record("fi", "reppu");
    await statistics.flush();
    expect(advanced).toEqual(["2026-11-29"]);
    clock = Date.UTC(2026, 10, 30, 0, 5);
    statistics.record("fi", "teltta");
    await statistics.flush();
    expect(advanced).toEqual(["2026-11-29", "2026-11-30"]);
  });

  it("asks the report for the period's two lists", async () => {
    const asked: unknown[] = [];
    const statistics = createSearchStatistics({
      repository: { add: async () => undefined, advance: async (today) => void asked.push({ advance: today }), top: async (input) => (asked.push(input), [{ text: "x", searches: 1, zeroResults: input.zeroOnly ? 1 : 0 }]) },
      search: async () => ({ ids: [], approximate: false, relatedSearches: [], correctedText: null }),
      now: () => Date.UTC(2026, 10, 29, 12),
    });
    const report = await statistics.report({ lang: "sv", days: 7, limit: 50 });
    // A report of a day without writes still ends its period today.
    expect(asked).toEqual([{ advance: "2026-11-29" }, { lang: "sv", days: 7, limit: 50, zeroOnly: false }, { lang: "sv", days: 7, limit: 50, zeroOnly: true }]);
    expect(report.zeroResults[0]!.zeroResults).toBe(1);
  });
});
