import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createReviewImageCleaner, IMAGE_POOL } from "./review-image-cleaner.server.ts";

const cleaner = createReviewImageCleaner();
const blue = { width: 40, height: 20, channels: 3 as const, background: "#336699" };

describe("cleaning a review picture", () => {
  it("turns a photo upright by its orientation and drops every piece of its metadata", async () => {
    // A camera photo held upright: stored 40×20 with orientation 6 (turn 90° clockwise), with camera data.
    const photo = await sharp({ create: blue })
      .jpeg()
      .withExif({ IFD0: { Copyright: "SECRET-MARK", Make: "TrailCam 3000" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    expect(photo.includes("SECRET-MARK")).toBe(true);

    const clean = (await cleaner.clean(new Uint8Array(photo))) as Exclude<Awaited<ReturnType<typeof cleaner.clean>>, "busy">;
    expect(clean).toMatchObject({ contentType: "image/webp", width: 20, height: 40 });
    const meta = await sharp(clean!.bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(Buffer.from(clean!.bytes).includes("SECRET-MARK")).toBe(false);
    expect(Buffer.from(clean!.bytes).includes("TrailCam")).toBe(false);
  });

  it("takes PNG and WebP too, and makes a large picture no larger than the modal shows", async () => {
    const png = await sharp({ create: { ...blue, width: 3000, height: 1500 } }).png({ compressionLevel: 1 }).toBuffer();
    expect(await cleaner.clean(new Uint8Array(png))).toMatchObject({ width: 1920, height: 960 });
    const webp = await sharp({ create: blue }).webp().toBuffer();
    expect(await cleaner.clean(new Uint8Array(webp))).toMatchObject({ width: 40, height: 20 });
  });

  it("refuses what is not a JPEG, PNG or WebP picture, whatever its name, and a broken one", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const gif = await sharp({ create: blue }).gif().toBuffer();
    const jpeg = await sharp({ create: blue }).jpeg().toBuffer();
    for (const bytes of [svg, gif, Buffer.from("hello"), jpeg.subarray(0, 60), Buffer.alloc(0)]) {
      expect(await cleaner.clean(new Uint8Array(bytes))).toBeNull();
    }
  });

  it("refuses a small file that would decode to a huge picture", async () => {
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#ffffff" } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await cleaner.clean(new Uint8Array(bomb))).toBeNull();
  });

  it("reads a bounded number of pictures at once and tells the rest to come back when the queue is full", async () => {
    expect(IMAGE_POOL.atOnce).toBeGreaterThanOrEqual(1);
    const small = createReviewImageCleaner({ atOnce: 1, waiting: 2 });
    const png = new Uint8Array(await sharp({ create: { ...blue, width: 1200, height: 800 } }).png().toBuffer());
    const results = await Promise.all(Array.from({ length: 8 }, () => small.clean(png)));
    const busy = results.filter((result) => result === "busy").length;
    // One reading and two waiting: of eight sent at once, five or more come back busy, the rest read.
    expect(busy).toBeGreaterThanOrEqual(5);
    expect(results.filter((result) => result !== "busy").every((result) => result !== null && result.width === 1200)).toBe(true);
    // Once the queue has drained, pictures are read again.
    expect(await small.clean(png)).toMatchObject({ width: 1200, height: 800 });
  });
});
