import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProductImage } from "./ProductImage.tsx";

const HASH = "00112233445566778899aabbccddeeff";

describe("a product image", () => {
  it("offers an uploaded picture in AVIF and WebP at the widths given, for the space given", () => {
    const html = renderToStaticMarkup(<ProductImage src={`/images/pictures/${HASH}-960.webp`} widths={[640, 960]} sizes="50vw" alt="Takki" width={960} height={960} />);
    expect(html).toBe(
      `<picture><source type="image/avif" srcSet="/images/pictures/${HASH}-640.avif 640w, /images/pictures/${HASH}-960.avif 960w" sizes="50vw"/>` +
        `<img src="/images/pictures/${HASH}-960.webp" srcSet="/images/pictures/${HASH}-640.webp 640w, /images/pictures/${HASH}-960.webp 960w" sizes="50vw" alt="Takki" width="960" height="960"/></picture>`,
    );
  });

  it("draws a drawing as one picture at every size", () => {
    const html = renderToStaticMarkup(<ProductImage src="/images/products/12-960.svg" widths={[640, 960]} sizes="50vw" alt="" loading="lazy" />);
    expect(html).toBe('<img src="/images/products/12-960.svg" alt="" loading="lazy"/>');
  });
});
