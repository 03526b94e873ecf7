import { describe, expect, it } from "vitest";
import { MAX_ROW_ID, rowIdOf } from "./row-id.ts";

describe("a row id from a text", () => {
  it("takes positive integers up to PostgreSQL's integer", () => {
    expect(rowIdOf("1")).toBe(1);
    expect(rowIdOf("2427")).toBe(2427);
    expect(rowIdOf("2147483647")).toBe(MAX_ROW_ID);
  });
  it("refuses ids a table cannot hold and anything that is not plain digits", () => {
    for (const text of ["2147483648", "99999999999", "9999999999", "0", "01", "-1", "+1", "1e3", "1.0", " 1", "", null, undefined, "1\u0000"]) {
      expect(rowIdOf(text), String(text)).toBeNull();
    }
  });
});
