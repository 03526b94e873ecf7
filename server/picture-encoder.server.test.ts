import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { EncodedPicture } from "#core/admin/model-pictures.ts";
import { PICTURE_WIDTHS } from "#core/images/pictures.ts";
import { createPictureEncoder } from "./picture-encoder.server.ts";

const encoder = createPictureEncoder();
const blue = { width: 40, height: 20, channels: 3 as const, background: "#336699" };
const encoded = async (bytes: Buffer) => (await encoder.encode(new Uint8Array(bytes))) as EncodedPicture | null;

describe("encoding an uploaded product picture", () => {
  it("keeps every width in AVIF and WebP, upright, none larger than the picture or its width, without metadata", async () => {
    // Stored 1200×600 with orientation 6: the picture is 600 wide and 1200 tall when upright.
    const photo = await sharp({ create: { ...blue, width: 1200, height: 600 } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "SECRET-MARK" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const picture = (await encoded(photo))!;
    expect(picture).toMatchObject({ width: 600, height: 1200, uploadedBytes: photo.length });
    expect(picture.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(picture.files.map((file) => `${file.format}-${file.width}`).sort()).toEqual(
      PICTURE_WIDTHS.flatMap((width) => [`avif-${width}`, `webp-${width}`]).sort(),
    );
    for (const file of picture.files) {
      const meta = await sharp(file.bytes).metadata();
      expect(meta.format).toBe(file.format === "avif" ? "heif" : "webp");
      // Fitted inside a square of the width, never enlarged: tall pictures are limited by their height.
      expect(meta.height).toBe(Math.min(file.width, 1200));
      expect(meta.width).toBe(Math.min(file.width, 1200) / 2);
      expect(meta.exif).toBeUndefined();
      expect(Buffer.from(file.bytes).includes("SECRET-MARK")).toBe(false);
    }
    // The same file is the same picture: its name does not change.
    expect((await encoded(photo))!.hash).toBe(picture.hash);
  });

  it("reads PNG, WebP and AVIF too", async () => {
    for (const bytes of [await sharp({ create: blue }).png().toBuffer(), await sharp({ create: blue }).webp().toBuffer(), await sharp({ create: blue }).avif().toBuffer()]) {
      expect(await encoded(bytes)).toMatchObject({ width: 40, height: 20 });
    }
  });

  it("refuses what is not such a picture, a broken one, and a small file that decodes to a huge picture", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const gif = await sharp({ create: blue }).gif().toBuffer();
    const jpeg = await sharp({ create: blue }).jpeg().toBuffer();
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#ffffff" } }).png({ compressionLevel: 9 }).toBuffer();
    for (const bytes of [svg, gif, Buffer.from("hello"), jpeg.subarray(0, 60), Buffer.alloc(0), bomb]) {
      expect(await encoded(bytes)).toBeNull();
    }
  });

  it("tells an upload to come back when pictures already wait", async () => {
    const small = createPictureEncoder({ atOnce: 1, waiting: 1 });
    const png = new Uint8Array(await sharp({ create: blue }).png().toBuffer());
    const results = await Promise.all(Array.from({ length: 4 }, () => small.encode(png)));
    expect(results.filter((result) => result === "busy").length).toBeGreaterThanOrEqual(2);
    expect(results.some((result) => result !== "busy" && result !== null)).toBe(true);
  });
});
