import { ProductCard } from './ProductCard.tsx';
import type { ProductCardData } from './product-card.ts';

interface Props {
  cards: ProductCardData[];
  label: string;
  /** How many of the first cards load eagerly (the largest paint). */
  eager?: number;
}

/** A grid of product cards, 1 to 4 columns by width; server pages and the listing island share it. */
export function ProductGrid({ cards, label, eager = 4 }: Props) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label={label}>
      {cards.map((card, index) => (
        <li key={card.id} className="grid">
          <ProductCard product={card} eager={index < eager} />
        </li>
      ))}
    </ul>
  );
}
