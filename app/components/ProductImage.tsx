import type { ImgHTMLAttributes } from "react";
import { pictureSources, type PictureWidth } from "#core/images/pictures.ts";

/**
 * A product image: an uploaded picture offers AVIF and WebP in the widths given, for the browser to pick by the
 * space it has (`sizes`) and the screen's density; a drawing is one SVG at every size.
 */
export function ProductImage({ src, widths, sizes, ...img }: { src: string; widths: readonly PictureWidth[]; sizes: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes">) {
  const sources = pictureSources(src, widths);
  if (!sources) return <img src={src} {...img} />;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <img src={src} srcSet={sources.webp} sizes={sizes} {...img} />
    </picture>
  );
}
