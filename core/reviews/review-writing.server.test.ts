import { describe, expect, it } from "vitest";
import { translate } from "#i18n/messages.ts";
import { REVIEW_UPLOAD_LIMITS, type ImageCleaner, type KeptImage } from "./review-images.ts";
import { cleanReview, createReviewWritingService, reviewProblems, type NewReviewImage, type OwnReview, type ReviewWritingRepository } from "./review-writing.server.ts";

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

const cleaner: ImageCleaner = {
  // A "picture" here is any bytes starting with 0xff; others cannot be read.
  clean: async (bytes) => (bytes[0] === 0xff ? { bytes: bytes.subarray(1), contentType: "image/webp", width: 10, height: 10 } : null),
};
/** A rate limit never reached. */
const noLimit = async () => ({ count: 1 });

const repository: ReviewWritingRepository = {
  model: async () => ({ id: 1, name: "Takki", path: "/takki/" }),
  create: async () => true,
  kept: async () => [],
  keep: async () => {},
  dropKept: async () => {},
  picture: async () => null,
  pending: async () => [],
  moderate: async () => true,
  own: async () => null,
  ofCustomer: async () => [],
  update: async () => true,
  remove: async () => true,
};

describe("moderation", () => {
  const service = createReviewWritingService(repository, { images: cleaner, hitRateLimit: noLimit });

  it("is for staff only, whoever else asks", async () => {
    await expect(service.pending(null, "fi")).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(service.moderate({ isStaff: false }, 1, true)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(service.moderate({ isStaff: true }, 1, true)).resolves.toBe(true);
  });

  it("refuses a second review of the same model by the same customer", async () => {
    const once = createReviewWritingService({ ...repository, create: async () => false }, { images: cleaner, hitRateLimit: noLimit });
    await expect(once.write({ clientAddress: "203.0.113.1", customerId: 1, modelId: 1, lang: "en", review: valid })).resolves.toEqual({
      ok: false,
      status: 409,
      problems: {},
      formError: translate("en", "reviewWriting.alreadyWritten"),
      kept: [],
    });
  });

  it("answers 'not found' for a model that is not sold", async () => {
    const none = createReviewWritingService({ ...repository, model: async () => null }, { images: cleaner, hitRateLimit: noLimit });
    await expect(none.write({ clientAddress: "203.0.113.1", customerId: 1, modelId: 9, lang: "en", review: valid })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("pictures with a review", () => {
  function recording(keptBefore: KeptImage[] = [], overrides: { hitRateLimit?: typeof noLimit | ((key: string, windowMs: number, amount: number) => Promise<{ count: number }>); images?: typeof cleaner } = {}) {
    const calls = {
      created: [] as Array<{ images: NewReviewImage[]; keptUrls: string[] }>,
      kept: [] as NewReviewImage[][],
      keptWith: [] as Array<{ atMost: number; formUrls: string[] }>,
      asked: [] as string[][],
      dropped: [] as Date[],
    };
    let reads = 0;
    const images = overrides.images ?? cleaner;
    const service = createReviewWritingService(
      {
        ...repository,
        create: async (input) => (calls.created.push({ images: input.images, keptUrls: input.keptUrls }), true),
        keep: async (_customer, images, options) => void (calls.kept.push(images), calls.keptWith.push(options)),
        kept: async (_customer, urls) => (calls.asked.push(urls), keptBefore.filter((image) => urls.includes(image.url))),
        dropKept: async (before) => void calls.dropped.push(before),
      },
      {
        images: { clean: (bytes) => ((reads += 1), images.clean(bytes)) },
        hitRateLimit: overrides.hitRateLimit ?? noLimit,
        now: () => new Date("2026-11-24T12:00:00Z"),
      },
    );
    return { service, calls, cleaned: () => reads };
  }
  const picture = (name: string, ...bytes: number[]) => ({ name, bytes: new Uint8Array(bytes) });

  it("saves the cleaned pictures with the review, each at its own random address, and ignores an empty file part", async () => {
    const { service, calls } = recording();
    expect(await service.write({ clientAddress: "203.0.113.1", customerId: 1, modelId: 1, lang: "en", review: valid, uploads: [picture("a.jpg", 0xff, 1, 2), picture("", ), picture("b.png", 0xff, 3)] })).toEqual({ ok: true });
    const [created] = calls.created;
    expect(created!.images).toHaveLength(2);
    expect(created!.images[0]).toMatchObject({ bytes: new Uint8Array([1, 2]), uploadedBytes: 3, url: expect.stringMatching(/^\/images\/reviews\/uploads\/[\w-]{22}\.webp$/) });
    expect(created!.images[0]!.url).not.toBe(created!.images[1]!.url);
    // Kept uploads older than a day are cleared on the way.
    expect(calls.dropped).toEqual([new Date("2026-11-23T12:00:00Z")]);
  });

  it("reads no picture of a post whose other fields are wrong, and says the files stay chosen", async () => {
    const { service, calls, cleaned } = recording();
    const outcome = await service.write({ clientAddress: "203.0.113.1", customerId: 1, modelId: 1, lang: "en", review: { ...valid, rating: "" }, uploads: [picture("ok.jpg", 0xff, 1)] });
    expect(outcome).toEqual({
      ok: false,
      status: 400,
      problems: { rating: expect.any(String) },
      kept: [],
      imagesUnread: true,
    });
    expect(cleaned()).toBe(0);
    expect(calls.kept).toEqual([]);
  });

  it("keeps the readable pictures of a post whose only problem is a picture and offers them again; an unreadable one is named", async () => {
    const { service, calls } = recording();
    const outcome = await service.write({ clientAddress: "203.0.113.1", customerId: 1, modelId: 1, lang: "en", review: valid, uploads: [picture("ok.jpg", 0xff, 1), picture("notes.txt", 0x41)] });
    expect(outcome).toMatchObject({ ok: false, status: 400, problems: { images: translate("en", "reviewWriting.imageUnreadable", { name: "notes.txt" }) } });
    expect(calls.created).toEqual([]);
    expect(calls.kept).toHaveLength(1);
    const stored = calls.kept[0]![0]!;
    expect(outcome.ok ? [] : outcome.kept).toEqual([{ token: stored.url.slice(24, 46), url: stored.url, uploadedBytes: 2 }]);
    expect(calls.keptWith.at(-1)).toEqual({ atMost: REVIEW_UPLOAD_LIMITS.keptPerAccount, formUrls: [] });
  });

  it("counts the pictures of a post per account and per address before reading any, and reads none past either limit", async () => {
    const counted: Array<[string, number]> = [];
    const counts = new Map<string, number>();
    const hitRateLimit = async (key: string, _windowMs: number, amount: number) => {
      counted.push([key.split("|")[0]!, amount]);
      counts.set(key, (counts.get(key) ?? 0) + amount);
      return { count: counts.get(key)! };
    };
    const { service, cleaned } = recording([], { hitRateLimit });
    const post = (customerId: number, clientAddress: string, pictures: number) =>
      service.write({ clientAddress, customerId, modelId: 1, lang: "en", review: valid, uploads: Array.from({ length: pictures }, (_, i) => picture(`${i}.jpg`, 0xff, i)) });
    for (let i = 0; i < REVIEW_UPLOAD_LIMITS.perAccountHour / 5; i++) expect(await post(1, "203.0.113.1", 5)).toEqual({ ok: true });
    expect(counted.slice(0, 2)).toEqual([
      ["review-pictures-account", 5],
      ["review-pictures-address", 5],
    ]);
    const readBefore = cleaned();
    expect(await post(1, "203.0.113.2", 1)).toMatchObject({ ok: false, problems: { images: translate("en", "reviewWriting.imagesTooOften") } });
    expect(cleaned()).toBe(readBefore);
    // Another account from the same address reads until the address's own limit.
    for (let i = 0; i < (REVIEW_UPLOAD_LIMITS.perAddressHour - REVIEW_UPLOAD_LIMITS.perAccountHour) / 5; i++) expect(await post(2, "203.0.113.1", 5)).toEqual({ ok: true });
    expect(await post(3, "203.0.113.1", 1)).toMatchObject({ ok: false, problems: { images: translate("en", "reviewWriting.imagesTooOften") } });
    // A review without pictures is never held back by them.
    expect(await service.write({ clientAddress: "203.0.113.1", customerId: 1, modelId: 1, lang: "en", review: valid })).toEqual({ ok: true });
  });

  it("asks the writer to try again when the process reads as many pictures as it may", async () => {
    const { service, calls } = recording([], { images: { clean: async () => "busy" } });
    const outcome = await service.write({ clientAddress: "203.0.113.1", customerId: 1, modelId: 1, lang: "en", review: valid, uploads: [picture("a.jpg", 0xff, 1)] });
    expect(outcome).toMatchObject({ ok: false, problems: { images: translate("en", "reviewWriting.imagesBusy") }, kept: [] });
    expect(calls.created).toEqual([]);
  });

  it("attaches the writer's kept pictures named in the post and counts them in the limits", async () => {
    const before: KeptImage = { token: "AbCdEfGhIjKlMnOpQrSt_-", url: "/images/reviews/uploads/AbCdEfGhIjKlMnOpQrSt_-.webp", uploadedBytes: 24 * 1024 * 1024 };
    const { service, calls } = recording([before]);
    const tooMuch = await service.write({ clientAddress: "203.0.113.1", customerId: 1, modelId: 1, lang: "en", review: valid, uploads: [{ name: "big.jpg", bytes: new Uint8Array(1024 * 1024).fill(0xff) }], keptTokens: [before.token] });
    expect(tooMuch).toMatchObject({ ok: false, problems: { images: translate("en", "reviewWriting.imagesTooLargeTogether", { max: 25 }) }, kept: [before] });
    // Too large: nothing of the post was read or kept.
    expect(calls.kept).toEqual([]);

    expect(await service.write({ clientAddress: "203.0.113.1", customerId: 1, modelId: 1, lang: "en", review: valid, keptTokens: [before.token, before.token, "{x}", "Zz" + before.token.slice(2)] })).toEqual({ ok: true });
    expect(calls.asked.at(-1)).toEqual([before.url, `/images/reviews/uploads/Zz${before.token.slice(2)}.webp`]);
    expect(calls.created.at(-1)).toEqual({ images: [], keptUrls: [before.url] });
  });
});

describe("editing one's own review", () => {
  const mine: KeptImage = { token: "MineMineMineMineMine01", url: "/images/reviews/uploads/MineMineMineMineMine01.webp", uploadedBytes: 1000 };
  const gone: KeptImage = { token: "GoneGoneGoneGoneGone01", url: "/images/reviews/uploads/GoneGoneGoneGoneGone01.webp", uploadedBytes: 1000 };
  const existing: OwnReview = {
    id: 44,
    modelId: 1,
    modelName: "Takki",
    modelPath: "/takki/",
    created: "2026-10-01T10:00:00.000Z",
    rating: 6,
    comment: "Ok.",
    visibleName: "Aino",
    size: 4,
    status: "shown",
    images: [mine, gone],
  };
  function editing() {
    const updates: unknown[] = [];
    const created: unknown[] = [];
    const service = createReviewWritingService(
      {
        ...repository,
        own: async () => existing,
        update: async (input) => (updates.push({ reviewId: input.reviewId, rating: input.rating, keepUrls: input.keepUrls, keptUrls: input.keptUrls, images: input.images.length }), true),
        create: async (input) => (created.push(input), true),
      },
      { images: cleaner, hitRateLimit: noLimit },
    );
    return { service, updates, created };
  }

  it("rewrites the review the form edits, keeping the pictures left ticked and adding new ones", async () => {
    const { service, updates, created } = editing();
    const outcome = await service.write({ clientAddress: "203.0.113.1", customerId: 1, modelId: 1, lang: "en", review: { ...valid, rating: "9" }, editing: 44, keptTokens: [mine.token], uploads: [{ name: "c.jpg", bytes: new Uint8Array([0xff, 1]) }] });
    expect(outcome).toEqual({ ok: true });
    expect(updates).toEqual([{ reviewId: 44, rating: 9, keepUrls: [mine.url], keptUrls: [], images: 1 }]);
    expect(created).toEqual([]);
  });

  it("counts the pictures kept with the review in the limits, and offers them again on a problem", async () => {
    const { service, updates } = editing();
    const five = Array.from({ length: 4 }, (_, index) => ({ name: `p${index}.jpg`, bytes: new Uint8Array([0xff, index]) }));
    const outcome = await service.write({ clientAddress: "203.0.113.1", customerId: 1, modelId: 1, lang: "en", review: valid, editing: 44, keptTokens: [mine.token, gone.token], uploads: five });
    expect(outcome).toMatchObject({ ok: false, status: 400, problems: { images: translate("en", "reviewWriting.imagesTooMany", { max: 5 }) }, kept: [mine, gone] });
    expect(updates).toEqual([]);
  });

  it("refuses a form of a new review when the customer has written one meanwhile, instead of overwriting it", async () => {
    const { service, updates, created } = editing();
    expect(await service.write({ clientAddress: "203.0.113.1", customerId: 1, modelId: 1, lang: "en", review: valid })).toMatchObject({ ok: false, status: 409, formError: translate("en", "reviewWriting.alreadyWritten") });
    expect(await service.write({ clientAddress: "203.0.113.1", customerId: 1, modelId: 1, lang: "en", review: valid, editing: 45 })).toMatchObject({ ok: false, status: 409 });
    expect([...updates, ...created]).toEqual([]);
  });
});

describe("who may open an uploaded picture", () => {
  const url = "/images/reviews/uploads/AbCdEfGhIjKlMnOpQrSt_-.webp";
  const stored = (shown: boolean) =>
    createReviewWritingService({ ...repository, picture: async (path) => (path === url ? { bytes: new Uint8Array([1]), contentType: "image/webp", shown, customerId: 5 } : null) }, { images: cleaner, hitRateLimit: noLimit });

  it("is anybody once the review is shown, else only its writer and the staff", async () => {
    expect(await stored(true).picture(async () => { throw new Error("a shown picture needs no session"); }, url)).toMatchObject({ public: true });
    const hidden = stored(false);
    expect(await hidden.picture(async () => null, url)).toBeNull();
    expect(await hidden.picture(async () => ({ id: 6, isStaff: false }), url)).toBeNull();
    expect(await hidden.picture(async () => ({ id: 5, isStaff: false }), url)).toMatchObject({ public: false });
    expect(await hidden.picture(async () => ({ id: 1, isStaff: true }), url)).toMatchObject({ public: false });
    expect(await hidden.picture(async () => ({ id: 1, isStaff: true }), "/images/reviews/uploads/x.webp")).toBeNull();
  });
});
