import { useEffect, useState, useSyncExternalStore, type FocusEvent } from "react";
import { useHydrated } from "#app/components/catalog/use-hydrated.ts";
import { Icon } from "#app/components/icons/Icon.tsx";
import { ChevronLeftIcon, ChevronRightIcon } from "#app/components/icons/Icons.tsx";
import { useT } from "#app/components/shell/ShellContext.tsx";
import { CAROUSEL_INTERVAL_MS, isRotating, stepSlide } from "./carousel.ts";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The system's reduced-motion wish, followed live; false on the server, where nothing moves anyway. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * The brand page's promo carousel: pictures 720x480 shown 500 px wide at 3/2,
 * moving on every 5 s and looping. It follows the carousel pattern of the WAI-ARIA practices: it
 * stops while the pointer rests on it or focus is inside it, stays still under prefers-reduced-motion
 * and has a stop/start button (WCAG 2.2.2), previous and next buttons and one button per picture, all
 * reachable by keyboard; a moving carousel is not announced, a still one announces the picture shown.
 * Before JavaScript it is the first picture alone, and the controls' row keeps its place so nothing
 * moves when they appear.
 */
export function BrandCarousel({ brand, images }: { brand: string; images: readonly string[] }) {
  const t = useT();
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [choice, setChoice] = useState<boolean | null>(null);
  const count = images.length;
  const playing = choice ?? !reducedMotion;
  const rotating = isRotating({ hydrated, count, hovered, focused, choice, reducedMotion });

  // A timeout per shown picture: a manual step restarts the full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setCurrent((index) => stepSlide(index, 1, count)), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  if (count === 0) return null;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className="brand-carousel"
      aria-roledescription="carousel"
      aria-label={t("catalogPages.carouselLabel", { brand })}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="brand-carousel__slides" aria-live={rotating ? "off" : "polite"}>
        {images.map((src, index) => {
          const shown = index === current;
          return (
            <div
              key={`${index}-${src}`}
              className={shown ? "brand-carousel__slide brand-carousel__slide--current" : "brand-carousel__slide"}
              role="group"
              aria-roledescription="slide"
              aria-label={t("catalogPages.slideLabel", { index: index + 1, count })}
              aria-hidden={shown ? undefined : true}
            >
              <img
                className="brand-carousel__image"
                src={src}
                width={720}
                height={480}
                alt={t("catalogPages.slideAlt", { brand, index: index + 1 })}
                loading={index === 0 ? "eager" : "lazy"}
                decoding="async"
              />
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="brand-carousel__controls">
          {hydrated ? (
            <>
              <button
                type="button"
                className="round-button brand-carousel__button"
                aria-label={playing ? t("catalogPages.pauseSlides") : t("catalogPages.playSlides")}
                onClick={() => setChoice(!playing)}
              >
                {playing ? <PauseIcon /> : <PlayIcon />}
              </button>
              <button
                type="button"
                className="round-button brand-carousel__button"
                aria-label={t("catalogPages.previousSlide")}
                onClick={() => setCurrent((index) => stepSlide(index, -1, count))}
              >
                <ChevronLeftIcon size={20} />
              </button>
              <div className="brand-carousel__dots" role="group" aria-label={t("catalogPages.slidePicker")}>
                {images.map((src, index) => (
                  <button
                    key={`${index}-${src}`}
                    type="button"
                    className="brand-carousel__dot"
                    aria-label={t("catalogPages.showSlide", { index: index + 1 })}
                    aria-current={index === current ? "true" : undefined}
                    onClick={() => setCurrent(index)}
                  />
                ))}
              </div>
              <button
                type="button"
                className="round-button brand-carousel__button"
                aria-label={t("catalogPages.nextSlide")}
                onClick={() => setCurrent((index) => stepSlide(index, 1, count))}
              >
                <ChevronRightIcon size={20} />
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function PauseIcon() {
  return (
    <Icon size={20}>
      <path d="M9 6v12M15 6v12" strokeWidth={2.5} />
    </Icon>
  );
}

function PlayIcon() {
  return (
    <Icon size={20}>
      <path d="M8 5.5v13l10-6.5Z" />
    </Icon>
  );
}
