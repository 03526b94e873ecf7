import { describe, expect, it } from "vitest";
import { choiceOf, pressVote, voteDelta, voteOf } from "./votes.ts";

describe("review votes", () => {
  it("clears a vote when the same button is pressed again and turns it with the other", () => {
    expect(pressVote(null, "up")).toBe("up");
    expect(pressVote(true, "up")).toBeNull();
    expect(pressVote(true, "down")).toBe("down");
    expect(pressVote(false, "down")).toBeNull();
    expect(pressVote(false, "up")).toBe("up");
  });

  it("stores up as true and down as false", () => {
    expect([voteOf("up"), voteOf("down"), voteOf(null)]).toEqual([true, false, null]);
    expect([choiceOf(true), choiceOf(false), choiceOf(null)]).toEqual(["up", "down", null]);
  });

  it("moves the counters by what changed", () => {
    expect(voteDelta(null, true)).toEqual({ up: 1, down: 0 });
    expect(voteDelta(true, null)).toEqual({ up: -1, down: 0 });
    expect(voteDelta(true, false)).toEqual({ up: -1, down: 1 });
    expect(voteDelta(false, false)).toEqual({ up: 0, down: 0 });
    expect(voteDelta(null, null)).toEqual({ up: 0, down: 0 });
  });
});
