import { useEffect, useState, type MouseEvent } from "react";
import { Modal } from "#app/components/Modal.tsx";
import { useT } from "#app/components/shell/ShellContext.tsx";
import type { ImageView } from "#core/product/product-service.ts";
import { cardImageUrl, keyStep, stepIndex, thumbnailSplit } from "./gallery.ts";

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
        <img src={current.full_url} alt={current.caption || name} width={960} height={960} fetchPriority="high" />
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
                <img src={cardImageUrl(image.full_url)} alt="" width={72} height={72} loading="lazy" />
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
          <img className="gallery-zoom__image" src={current.zoom_url} alt={current.caption || name} width={1920} height={1920} />
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
