import { useEffect, useState, type MouseEvent } from "react";
import { Modal } from "#app/components/Modal.tsx";
import { useT } from "#app/components/shell/ShellContext.tsx";
import type { ImageView } from "#core/product/product-service.ts";
import { ProductImage } from "#app/components/ProductImage.tsx";
import { cardImageUrl, keyStep, stepIndex, thumbnailSplit } from "./gallery.ts";

// The page's picture spans the screen on a phone and about half the page on a wide screen; the zoom the whole screen.
const PAGE_WIDTHS = [640, 960, 1440] as const;
const PAGE_SIZES = "(max-width: 899px) 100vw, 50vw";
const ZOOM_WIDTHS = [960, 1440, 1920] as const;
const THUMB_WIDTHS = [320] as const;

/**
 * The product's pictures: the main picture, thumbnails (the rest behind "+n"), and a zoom
 * view stepping through them. Before JavaScript a picture opens at 1920 in the browser.
 */
export function ProductGallery({ images, name }: { images: ImageView[]; name: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const count = images.length;
  // While zoomed, the arrow keys step through the pictures wherever focus is in the dialog.
  useEffect(() => {
    if (!zoomed || count < 2) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      const direction = keyStep(event.key);
      if (direction === null) return;
      event.preventDefault();
      setIndex((at) => stepIndex(at, count, direction));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [zoomed, count]);
  if (count === 0) return <div className="gallery gallery--empty" aria-hidden="true" />;
  const current = images[Math.min(index, count - 1)]!;
  const { shown, more } = thumbnailSplit(count, expanded);
  const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
    event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  const step = (direction: 1 | -1) => setIndex((at) => stepIndex(at, count, direction));
  return (
    <div className="gallery">
      {/* Before JavaScript the picture opens at 1920 in the browser; with it, in the zoom view. */}
      <a
        className="gallery__main"
        href={current.zoom_url}
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          setZoomed(true);
        }}
      >
        <ProductImage src={current.full_url} widths={PAGE_WIDTHS} sizes={PAGE_SIZES} alt={current.title || current.caption || name} width={960} height={960} fetchPriority="high" />
      </a>
      {images.length > 1 ? (
        <ul className="gallery__thumbs">
          {images.slice(0, shown).map((image, position) => (
            <li key={image.full_url}>
              <a
                className="gallery__thumb"
                href={image.zoom_url}
                aria-current={position === index ? "true" : undefined}
                aria-label={t("catalogPages.slideLabel", { index: position + 1, count: images.length })}
                onClick={(event) => {
                  if (!plainClick(event)) return;
                  event.preventDefault();
                  setIndex(position);
                }}
              >
                <ProductImage src={cardImageUrl(image.full_url)} widths={THUMB_WIDTHS} sizes="72px" alt="" width={72} height={72} loading="lazy" />
              </a>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <button type="button" className="gallery__more" onClick={() => setExpanded(true)} aria-label={t("product.moreImages", { count: more })}>
                +{more}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      <Modal open={zoomed} onClose={() => setZoomed(false)} title={name} closeLabel={t("shell.close")} size="large" className="gallery-zoom">
        {/* Arrow keys step through the pictures, wrapping around; Escape closes (the modal). */}
        <div className="gallery-zoom__stage">
          <ProductImage className="gallery-zoom__image" src={current.zoom_url} widths={ZOOM_WIDTHS} sizes="100vw" alt={current.title || current.caption || name} width={1920} height={1920} />
          {images.length > 1 ? (
            <div className="gallery-zoom__controls">
              <button type="button" className="button button--secondary" onClick={() => step(-1)}>
                {t("catalogPages.previousSlide")}
              </button>
              <span className="gallery-zoom__position" aria-live="polite">
                {t("catalogPages.slideLabel", { index: index + 1, count: images.length })}
              </span>
              <button type="button" className="button button--secondary" onClick={() => step(1)}>
                {t("catalogPages.nextSlide")}
              </button>
            </div>
          ) : null}
        </div>
      </Modal>
    </div>
  );
}
