import { describe, expect, it } from "vitest";
import { translate } from "#i18n/messages.ts";
import { cleanReview, createReviewWritingService, reviewProblems, type ReviewWritingRepository } from "./review-writing.ts";

const valid = { rating: "8", comment: "  Lämmin ja kevyt.\r\nHyvä huppu. ", visibleName: " Aino  V. ", size: "6" };

describe("a review's fields", () => {
  it("takes a rating 0-10, an optional text and fit, and a name, stored tidied", () => {
    expect(reviewProblems(valid, "fi")).toEqual({});
    expect(reviewProblems({ ...valid, rating: "0", comment: "", size: "" }, "fi")).toEqual({});
    expect(cleanReview(valid)).toEqual({ rating: 8, comment: "Lämmin ja kevyt.\nHyvä huppu.", visibleName: "Aino V.", size: 6 });
    expect(cleanReview({ ...valid, size: "" }).size).toBeNull();
  });

  it("names every wrong field at once", () => {
    expect(reviewProblems({ rating: "11", comment: "x".repeat(5001), visibleName: " ", size: "5" }, "en")).toEqual({
      rating: translate("en", "reviewWriting.ratingRequired"),
      comment: translate("en", "reviewWriting.textTooLong", { max: 5000 }),
      visibleName: translate("en", "reviewWriting.nameRequired"),
      size: translate("en", "reviewWriting.fitInvalid"),
    });
    for (const rating of ["", "-1", "7.5", "abc", "100"]) expect(reviewProblems({ ...valid, rating }, "en").rating).toBeDefined();
  });
});

describe("moderation", () => {
  const repository: ReviewWritingRepository = {
    model: async () => ({ id: 1, name: "Takki", path: "/takki/" }),
    create: async () => true,
    pending: async () => [],
    moderate: async () => true,
  };
  const service = createReviewWritingService(repository);

  it("is for staff only, whoever else asks", async () => {
    await expect(service.pending(null, "fi")).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(service.moderate({ isStaff: false }, 1, true)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(service.moderate({ isStaff: true }, 1, true)).resolves.toBe(true);
  });

  it("refuses a second review of the same model by the same customer", async () => {
    const once = createReviewWritingService({ ...repository, create: async () => false });
    await expect(once.write({ customerId: 1, modelId: 1, lang: "en", review: valid })).rejects.toMatchObject({
      code: "CONFLICT",
      message: translate("en", "reviewWriting.alreadyWritten"),
    });
  });
});
