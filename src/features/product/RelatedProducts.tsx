import { ProductCard } from '~/features/catalog/ProductCard.tsx';
import { product as t } from '~/i18n/index.ts';
import type { RelatedGroup } from './product-page.server.ts';

interface Props {
  groups: RelatedGroup[];
}

/**
 * The product page's suggestions: a titled row of product cards each (a
 * bike's similar bikes, with a link comparing it with them, and its
 * accessories; another product's related collections). The page draws it on
 * the server without a client directive, so it ships no script, and as one
 * component, so every group's cards are one React render.
 */
export function RelatedProducts({ groups }: Props) {
  return groups.map((group, index) => (
    <section key={index} className="mt-16" aria-label={group.title}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 className="text-2xl font-bold tracking-tight">{group.title}</h2>
        {group.compareHref && (
          <a
            href={group.compareHref}
            className="text-sm font-semibold text-ink underline underline-offset-2 hover:text-subtle"
          >
            {t.compareWithSimilar}
          </a>
        )}
      </div>
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
