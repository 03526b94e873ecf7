import { describe, expect, it } from "vitest";
import { translate } from "#i18n/messages.ts";
import { imageLimitProblem, isUploadToken, MAX_IMAGE_BYTES, MAX_TOTAL_IMAGE_BYTES, reviewUploadToken, reviewUploadUrl, sniffImageType } from "./review-images.ts";

const MB = 1024 * 1024;

describe("the limits of review pictures", () => {
  it("takes up to five, each under 50 MB and all under 25 MB, counting those kept from before", () => {
    expect(MAX_IMAGE_BYTES).toBe(50 * MB);
    expect(MAX_TOTAL_IMAGE_BYTES).toBe(25 * MB);
    const five = Array.from({ length: 5 }, (_, index) => ({ name: `kuva${index}.jpg`, size: 4 * MB }));
    expect(imageLimitProblem(five, [], "en")).toBeNull();
    expect(imageLimitProblem([], [], "en")).toBeNull();
    expect(imageLimitProblem(five.slice(0, 4), [{ uploadedBytes: MB }, { uploadedBytes: MB }], "fi")).toBe(translate("fi", "reviewWriting.imagesTooMany", { max: 5 }));
    expect(imageLimitProblem([{ name: "huge.jpg", size: 50 * MB }], [], "en")).toBe("huge.jpg is too large: each picture must be under 50 MB.");
    expect(imageLimitProblem([{ name: "a.jpg", size: 25 * MB - 1 }], [], "en")).toBeNull();
    expect(imageLimitProblem([{ name: "a.jpg", size: 25 * MB }], [], "en")).toBe("The pictures are too large together: keep them under 25 MB in all.");
    expect(imageLimitProblem([{ name: "a.jpg", size: 20 * MB }], [{ uploadedBytes: 5 * MB }], "en")).toBe(translate("en", "reviewWriting.imagesTooLargeTogether", { max: 25 }));
  });
});

describe("a picture's kind", () => {
  it("is read from its first bytes", () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe("jpeg");
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
    expect(sniffImageType(new Uint8Array([...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WEBPVP8 ")]))).toBe("webp");
    expect(sniffImageType(new Uint8Array([...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WAVEfmt ")]))).toBeNull();
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("an upload's address", () => {
  it("carries a random 22-character token and nothing else is taken for one", () => {
    const token = "AbCdEfGhIjKlMnOpQrSt_-";
    expect(reviewUploadUrl(token)).toBe(`/images/reviews/uploads/${token}.webp`);
    expect(reviewUploadToken(reviewUploadUrl(token))).toBe(token);
    expect(isUploadToken(token)).toBe(true);
    for (const path of ["/images/reviews/uploads/short.webp", `/images/reviews/uploads/${token}.jpg`, `/images/reviews/uploads/../${token}.webp`, "/images/reviews/12-1.svg"]) {
      expect(reviewUploadToken(path)).toBeNull();
    }
    expect(isUploadToken("{a,b}")).toBe(false);
  });
});
