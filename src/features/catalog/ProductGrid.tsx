import { ProductCard } from './ProductCard.tsx';
import { PRODUCT_GRID_CLASSES, type ProductCardData } from './product-card.ts';

interface Props {
  cards: ProductCardData[];
  label: string;
  /** How many of the first cards load eagerly (the largest paint). */
  eager?: number;
}

/**
 * A grid of product cards, 1 to 4 columns by width. The listing island redraws
 * it as filters change; the home and collections pages draw it on the server,
 * without a client directive (static HTML, no script), one React render for
 * the whole grid.
 */
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
