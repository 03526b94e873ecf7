import { useEffect, useId, useRef, useState } from "react";
import { ProductCard } from "#app/components/catalog/ProductCard.tsx";
import { ChevronLeftIcon, ChevronRightIcon } from "#app/components/icons/Icons.tsx";
import { useT } from "#app/components/shell/ShellContext.tsx";
import type { GridCard } from "#core/catalog/listing/types.ts";
import type { DisplayCurrency } from "#core/money/format-price.ts";
import { stripQuery, type StripAnswer, type StripsProps } from "./strips.ts";

/** The two strips, drawn once their data is here (loaded by ProductStrips when its place is near). */
export function Strips(props: StripsProps) {
  const t = useT();
  const [answer, setAnswer] = useState<StripAnswer | null>(null);
  const query = stripQuery(props);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/product/extra/?${query}`, { signal: controller.signal, headers: { accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<StripAnswer>) : null))
      .then((body) => setAnswer(body))
      .catch(() => {
        // Aborted, or the network failed: the strips are extras, the page stays as it is.
      });
    return () => controller.abort();
  }, [query]);

  if (!answer) return null;
  return (
    <>
      <Strip title={t("product.alsoBought")} cards={answer.also_bought} currency={props.currency} lowestPriceLabel={props.lowestPriceLabel} />
      <Strip title={t("product.recommendations")} cards={answer.recommendations} currency={props.currency} lowestPriceLabel={props.lowestPriceLabel} />
    </>
  );
}

function Strip({ title, cards, currency, lowestPriceLabel }: { title: string; cards: GridCard[]; currency: DisplayCurrency; lowestPriceLabel: boolean }) {
  const t = useT();
  const headingId = useId();
  const row = useRef<HTMLUListElement | null>(null);
  if (cards.length === 0) return null;
  // One step is the visible width less one card, so the card at the edge stays in sight.
  const scroll = (direction: 1 | -1) => {
    const list = row.current;
    if (!list) return;
    const card = list.firstElementChild?.getBoundingClientRect().width ?? 0;
    // Smooth or not as the stylesheet says (not under prefers-reduced-motion).
    list.scrollBy({ left: direction * Math.max(card, list.clientWidth - card) });
  };
  return (
    <section className="product-strip" aria-labelledby={headingId}>
      <div className="product-strip__head">
        <h2 id={headingId} className="product-strip__title">
          {title}
        </h2>
        <div className="product-strip__buttons">
          <button type="button" className="round-button" onClick={() => scroll(-1)} aria-label={t("product.stripPrevious", { title })}>
            <ChevronLeftIcon size={20} />
          </button>
          <button type="button" className="round-button" onClick={() => scroll(1)} aria-label={t("product.stripNext", { title })}>
            <ChevronRightIcon size={20} />
          </button>
        </div>
      </div>
      <ul ref={row} className="product-strip__row">
        {cards.map((card) => (
          <li key={card.id} className="product-strip__item">
            <ProductCard card={card} currency={currency} sort="default" outletRibbon={false} lowestPriceLabel={lowestPriceLabel} eager={false} inStrip />
          </li>
        ))}
      </ul>
    </section>
  );
}
