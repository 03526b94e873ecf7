/**
 * Votes on reviews: a signed-in customer votes a review up or down;
 * pressing the same vote again clears it, pressing the other one turns it. The browser applies the vote at
 * once (optimistically) with the same rule the server stores it by.
 */

/** What the API takes: up, down, or null to clear. */
export type VoteChoice = "up" | "down" | null;

/** As stored and listed in the user's voted reviews: true = up, false = down, null = no vote. */
export type StoredVote = boolean | null;

export function voteOf(choice: VoteChoice): StoredVote {
  return choice === null ? null : choice === "up";
}

export function choiceOf(vote: StoredVote): VoteChoice {
  return vote === null ? null : vote ? "up" : "down";
}

/** The vote a press of a button makes: the same button again clears it. */
export function pressVote(current: StoredVote, pressed: "up" | "down"): VoteChoice {
  return choiceOf(current) === pressed ? null : pressed;
}

/** How the review's counters move when a vote goes from `before` to `after`. */
export function voteDelta(before: StoredVote, after: StoredVote): { up: number; down: number } {
  return {
    up: (after === true ? 1 : 0) - (before === true ? 1 : 0),
    down: (after === false ? 1 : 0) - (before === false ? 1 : 0),
  };
}
