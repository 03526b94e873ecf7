import { describe, expect, it } from "vitest";
import { showsCardRating, starsOf } from "./stars.ts";

describe("stars of a rating (rating / 2 to halves, a half from .25)", () => {
  it.each([
    [0, 0],
    [6.4, 3],
    [6.5, 3.5],
    [7.4, 3.5],
    [7.5, 4],
    [10, 5],
    [12, 5],
    [-1, 0],
    [Number.NaN, 0],
    [1, 0.5],
    [8.9, 4.5],
    [9.4, 4.5],
    [9.5, 5],
  ])("rating %s shows %s stars", (rating, stars) => {
    expect(starsOf(rating)).toBe(stars);
  });
});

describe("card rating", () => {
  it("shows only when sorted by stars and rated 1 or more", () => {
    expect(showsCardRating("stars", 1)).toBe(true);
    expect(showsCardRating("stars", 0.9)).toBe(false);
    expect(showsCardRating("default", 9)).toBe(false);
    expect(showsCardRating("popular", 10)).toBe(false);
  });
});
