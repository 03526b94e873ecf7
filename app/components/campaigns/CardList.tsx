import { ProductCard } from "../catalog/ProductCard.tsx";

type CardListProps = Omit<Parameters<typeof ProductCard>[0], "card" | "sort" | "outletRibbon" | "eager"> & {
  cards: ReadonlyArray<Parameters<typeof ProductCard>[0]["card"]>;
};

/** Product cards as a plain grid (a campaign's products, the club's offers): no filters, the first row eager. */
export function CardList({ cards, ...card }: CardListProps) {
  return (
    <ul className="product-grid product-grid--default">
      {cards.map((entry, index) => (
        <li key={entry.id} className="product-grid__item">
          <ProductCard card={entry} {...card} sort="default" outletRibbon={false} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}
