import { describe, expect, it } from "vitest";
import { createReviewService, fitPosition, reviewDate, reviewExcerpt, reviewSortOf, type ReviewRepository, type ReviewView } from "./reviews.ts";

describe("review texts", () => {
  it("keeps a text of 300 characters whole and cuts a longer one near 200 at a word boundary", () => {
    expect(reviewExcerpt("a".repeat(300))).toBeNull();
    const words = Array.from({ length: 60 }, (_, i) => `sana${i}`).join(" ");
    const excerpt = reviewExcerpt(words)!;
    expect(excerpt.endsWith("…")).toBe(true);
    const kept = excerpt.slice(0, -1);
    expect(kept.length).toBeLessThanOrEqual(200);
    expect(kept.length).toBeGreaterThan(180);
    // Whole words only: the next word of the text starts right after the cut.
    expect(words.startsWith(`${kept} `)).toBe(true);
    // A punctuation mark at the cut goes before the ellipsis.
    expect(reviewExcerpt("Hyvä. ".repeat(60))!.endsWith("Hyvä…")).toBe(true);
  });

  it("cuts a text without spaces at 200", () => {
    expect(reviewExcerpt("x".repeat(400))).toBe(`${"x".repeat(200)}…`);
  });

  it("shows the reviewer's fit as a place on a five-step scale, and the date as DD.MM.YYYY in Finnish time", () => {
    expect([2, 4, 6, 8, 10].map(fitPosition)).toEqual([1, 2, 3, 4, 5]);
    expect(fitPosition(null)).toBeNull();
    expect(fitPosition(5)).toBeNull();
    expect(reviewDate("2026-03-04T22:30:00Z")).toBe("05.03.2026");
  });

  it("sorts by date unless the address asks for votes or stars", () => {
    expect(reviewSortOf("votes")).toBe("votes");
    expect(reviewSortOf("stars")).toBe("stars");
    expect(reviewSortOf("price")).toBe("date");
    expect(reviewSortOf(null)).toBe("date");
  });
});

describe("the review service", () => {
  const view = (id: number): ReviewView => ({
    id,
    created: "2026-01-01T00:00:00Z",
    rating: 8,
    visible_name: "A",
    comment: "",
    size: null,
    images: [],
    votes_up: 0,
    votes_down: 0,
    votes_total: 0,
    lang: "fi",
  });
  function service(total: number) {
    const asked: unknown[] = [];
    const repository: ReviewRepository = {
      publicModel: async (id) => id === 1,
      page: async (input) => {
        asked.push(input);
        return { rows: [view(1)], total };
      },
      images: async () => [],
      vote: async (reviewId, customerId, vote) => {
        asked.push({ reviewId, customerId, vote });
        if (reviewId === 9) return "own";
        return reviewId === 5 ? { votes_up: 3, votes_down: 1 } : null;
      },
      votesOnModel: async () => [],
      ownReview: async () => null,
    };
    return { reviews: createReviewService(repository), asked };
  }

  it("reads the asked page and counts the pages", async () => {
    const { reviews, asked } = service(21);
    expect((await reviews.page({ modelId: 1, sort: "votes", page: 3, size: 10 }))?.max_pages).toBe(3);
    expect(asked).toEqual([{ modelId: 1, sort: "votes", offset: 20, limit: 10 }]);
  });

  it("reads the first pages at once for the page's server render, counting pages of ten", async () => {
    const { reviews, asked } = service(35);
    expect((await reviews.firstPages({ modelId: 1, sort: "date", pages: 2 }))?.max_pages).toBe(4);
    expect(asked).toEqual([{ modelId: 1, sort: "date", offset: 0, limit: 20 }]);
  });

  it("stores a signed-in customer's own vote, refuses a guest in the shopper's language and a vote in another's name", async () => {
    const { reviews, asked } = service(1);
    expect(await reviews.vote({ lang: "fi", viewerId: 7, reviewId: 5, customerId: 7, choice: "down" })).toEqual({
      review_id: 5,
      review_vote: "down",
      votes_up: 3,
      votes_down: 1,
    });
    expect(asked).toEqual([{ reviewId: 5, customerId: 7, vote: false }]);
    await expect(reviews.vote({ lang: "fi", viewerId: null, reviewId: 5, customerId: 7, choice: "up" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "Sinun täytyy kirjautua sisään, jotta voit tykätä",
    });
    await expect(reviews.vote({ lang: "en", viewerId: 8, reviewId: 5, customerId: 7, choice: "up" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(asked).toHaveLength(1);
    expect(await reviews.vote({ lang: "en", viewerId: 7, reviewId: 6, customerId: 7, choice: null })).toBeNull();
  });

  it("refuses a vote on the customer's own review, in the shopper's language", async () => {
    const { reviews } = service(1);
    await expect(reviews.vote({ lang: "sv", viewerId: 7, reviewId: 9, customerId: 7, choice: "up" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      field: "review_id",
      message: "Du kan inte rösta på din egen recension.",
    });
  });

  it("knows no reviews of an unknown or hidden model", async () => {
    expect(await service(3).reviews.page({ modelId: 2, sort: "date", page: 1, size: 10 })).toBeNull();
  });
});
