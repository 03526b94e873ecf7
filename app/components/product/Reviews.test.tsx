import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ShellProvider } from "#app/components/shell/ShellContext.tsx";
import { textsFor } from "#app/components/shell/shell-data.server.ts";
import type { ReviewView } from "#core/reviews/reviews.ts";
import { Reviews } from "./Reviews.tsx";

function review(id: number): ReviewView {
  return { id, created: "2026-10-01T10:00:00Z", rating: 8, visible_name: `Writer ${id}`, comment: "Hyvä.", size: null, images: [], votes_up: 3, votes_down: 1, votes_total: 2, lang: "fi" };
}

function render(ownReviewId: number | null): string {
  const env = { lang: "en" as const, nonce: "n", messages: textsFor("en", ["shell", "catalog", "product"]), contactEmail: "" };
  const data = { modelId: 7, sort: "date" as const, pages: 1, page: { results: [review(1), review(2)], max_pages: 1 }, myVotes: {} };
  const Stub = createRoutesStub([
    { path: "/", Component: () => <ShellProvider env={env} data={null}><Reviews data={data} customerId={5} ownReviewId={ownReviewId} /></ShellProvider> },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

const articles = (html: string) => new Map([...html.matchAll(/<article class="review" id="review-(\d+)">(.*?)<\/article>/g)].map((match) => [Number(match[1]), match[2]!]));

describe("the Reviews tab", () => {
  it("offers no vote buttons on the customer's own review, only its counts, and keeps them on the others", () => {
    const shown = articles(render(2));
    expect(shown.get(1)).toContain('<button type="button" class="review__vote"');
    expect(shown.get(2)).not.toContain("<button");
    expect(shown.get(2)).toContain("Your review");
    expect(shown.get(2)).toContain("Helpful (3)");
    expect(shown.get(2)).toContain("Not helpful (1)");
    expect(articles(render(null)).get(2)).toContain('<button type="button" class="review__vote"');
  });
});
