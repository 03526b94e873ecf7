import { describe, expect, it } from "vitest";
import { imageAtWidth, parsePicturePath, pictureSources, productImageRef, sniffPictureType } from "./pictures.ts";

const HASH = "0123456789abcdef0123456789abcdef";

describe("picture addresses", () => {
  it("names an uploaded picture by its hash and a drawing by its image id", () => {
    expect(productImageRef({ id: 12, picture: HASH }, 320)).toBe(`/images/pictures/${HASH}-320.webp`);
    expect(productImageRef({ id: 12, picture: null }, 960)).toBe("/images/products/12-960.svg");
  });

  it("reads back only kept widths, both formats and well-formed hashes", () => {
    expect(parsePicturePath(`/images/pictures/${HASH}-1440.avif`)).toEqual({ hash: HASH, width: 1440, format: "avif" });
    expect(parsePicturePath(`/images/pictures/${HASH}-500.webp`)).toBeNull();
    expect(parsePicturePath(`/images/pictures/${HASH}-320.png`)).toBeNull();
    expect(parsePicturePath(`/images/pictures/${HASH.slice(1)}-320.webp`)).toBeNull();
    expect(parsePicturePath(`/images/pictures/${HASH.toUpperCase()}-320.webp`)).toBeNull();
  });

  it("changes the width of a picture and of a drawing, and leaves other strings alone", () => {
    expect(imageAtWidth(`/images/pictures/${HASH}-320.webp`, 960)).toBe(`/images/pictures/${HASH}-960.webp`);
    expect(imageAtWidth("/images/products/12-320.svg", 960)).toBe("/images/products/12-960.svg");
    expect(imageAtWidth("/elsewhere.png", 960)).toBe("/elsewhere.png");
  });

  it("gives a picture both formats' srcset in the widths asked, and a drawing none", () => {
    expect(pictureSources(`/images/pictures/${HASH}-320.webp`, [320, 640])).toEqual({
      avif: `/images/pictures/${HASH}-320.avif 320w, /images/pictures/${HASH}-640.avif 640w`,
      webp: `/images/pictures/${HASH}-320.webp 320w, /images/pictures/${HASH}-640.webp 640w`,
    });
    expect(pictureSources("/images/products/12-320.svg", [320, 640])).toBeNull();
  });
});

describe("the kind of an uploaded picture", () => {
  const bytes = (...parts: Array<number[] | string>) =>
    new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

  it("knows JPEG, PNG, WebP and AVIF by their first bytes", () => {
    expect(sniffPictureType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffPictureType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(sniffPictureType(bytes("RIFF", [0, 0, 0, 0], "WEBP"))).toBe("webp");
    expect(sniffPictureType(bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "avifmif1miaf"))).toBe("avif");
    // The AVIF brand among the compatible brands after another major brand.
    expect(sniffPictureType(bytes([0, 0, 0, 0x1c], "ftypmif1", [0, 0, 0, 0], "mif1avifmiaf"))).toBe("avif");
  });

  it("refuses what only looks like a picture: HEIC, SVG, a name alone", () => {
    expect(sniffPictureType(bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic"))).toBeNull();
    expect(sniffPictureType(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffPictureType(bytes("GIF89a"))).toBeNull();
    expect(sniffPictureType(new Uint8Array())).toBeNull();
  });
});
