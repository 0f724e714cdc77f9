import { ProductCard } from '~/features/catalog/ProductCard.tsx';
import type { RelatedGroup } from './product-page.server.ts';

/**
 * The product page's related groups, rendered on the server as one React
 * tree: one render for all cards rather than one per card, which is most of
 * a product page's server time otherwise.
 */
export function RelatedProducts({ groups }: { groups: RelatedGroup[] }) {
  return groups.map((group) => (
    <section key={group.title} className="mt-16" aria-label={group.title}>
      <h2 className="text-2xl font-bold tracking-tight">{group.title}</h2>
      <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {group.products.map((card) => (
          <li key={card.id}>
            <ProductCard product={card} />
          </li>
        ))}
      </ul>
    </section>
  ));
}
