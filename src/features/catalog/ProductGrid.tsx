import { ProductCard } from './ProductCard.tsx';
import { PRODUCT_GRID_CLASSES, type ProductCardData } from './product-card.ts';

interface Props {
  cards: ProductCardData[];
  label: string;
  /** How many of the first cards load eagerly (the largest paint). */
  eager?: number;
}

/** The listing island's grid of product cards; server pages draw theirs with ProductGrid.astro. */
export function ProductGrid({ cards, label, eager = 4 }: Props) {
  return (
    <ul className={PRODUCT_GRID_CLASSES} aria-label={label}>
      {cards.map((card, index) => (
        <li key={card.id} className="grid">
          <ProductCard product={card} eager={index < eager} />
        </li>
      ))}
    </ul>
  );
}
