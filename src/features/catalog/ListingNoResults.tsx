import { currentLocale, listing as t } from '~/i18n/index.ts';
import { collectionPath } from './collection-path.ts';
import type { CollectionOption } from './collection-tree.ts';
import type { ProductCardData } from './product-card.ts';
import { ProductGrid } from './ProductGrid.tsx';

interface Props {
  /** The collections that have products, as the filter panel lists them. */
  collections: CollectionOption[];
  /** The featured bikes the server sent with the empty page. */
  featured: ProductCardData[];
}

/**
 * What a listing that found nothing shows: the message, then ways on, so the
 * page is never a dead end: links to the collections (each top-level one and
 * its sub-collections) and the featured bikes as cards.
 */
export function ListingNoResults({ collections, featured }: Props) {
  const links = collections.flatMap((top) => [top, ...top.children]);
  return (
    <div>
      <div className="rounded-2xl border border-dashed border-line px-6 py-12 text-center">
        <p className="text-xl font-semibold">{t.noProducts}</p>
        <p className="mt-2 text-subtle">{t.noProductsHint}</p>
      </div>
      {links.length > 0 && (
        <nav aria-labelledby="no-results-collections" className="mt-10">
          <h3 id="no-results-collections" className="text-lg font-semibold">
            {t.browseCollections}
          </h3>
          <ul className="mt-4 flex flex-wrap gap-3">
            {links.map((collection) => (
              <li key={collection.id}>
                <a
                  href={collectionPath(collection.slug, currentLocale())}
                  className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold hover:bg-muted"
                >
                  {collection.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {featured.length > 0 && (
        <section aria-labelledby="no-results-featured" className="mt-10">
          <h3 id="no-results-featured" className="mb-4 text-lg font-semibold">
            {t.featuredInstead}
          </h3>
          <ProductGrid cards={featured} label={t.featuredInstead} eager={0} />
        </section>
      )}
    </div>
  );
}
