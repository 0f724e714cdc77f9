import { product as t, stock } from '~/i18n/index.ts';
import type { ProductCardData } from './product-card.ts';
import { ImageOffIcon } from '~/components/ui/icons.tsx';

interface Props {
  product: ProductCardData;
  /** The first cards of a page load eagerly (they are the largest paint). */
  eager?: boolean;
}

/**
 * A product in a grid. The frame pulses until the image has painted over it
 * (pure CSS, no script) and shows an icon when the product has no image.
 */
export function ProductCard({ product, eager = false }: Props) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        {product.image ? (
          <>
            <div className="absolute inset-0 animate-pulse bg-muted" aria-hidden="true" />
            <img
              src={product.image.src}
              srcSet={product.image.srcSet}
              sizes={product.image.sizes}
              alt={product.image.alt}
              width={800}
              height={600}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              fetchPriority={eager ? 'high' : 'auto'}
              className="relative h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]"
            />
          </>
        ) : (
          <div
            className="flex h-full w-full items-center justify-center text-subtle"
            role="img"
            aria-label={t.noImageOf(product.name)}
          >
            <ImageOffIcon className="h-12 w-12" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        {product.collectionName && (
          <p className="text-xs font-medium tracking-wide text-subtle uppercase">{product.collectionName}</p>
        )}
        <h3 className="text-base leading-snug font-semibold text-ink">
          <a href={product.href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.name}
          </a>
        </h3>
        {product.soldOut && (
          <p className="self-start rounded-full border border-line px-2.5 py-0.5 text-xs font-semibold text-ink">
            {stock.soldOut}
          </p>
        )}
        {product.price && (
          <p className="mt-auto pt-2 text-lg font-semibold text-ink">
            {product.price.from ? t.priceFrom(product.price.text) : product.price.text}
          </p>
        )}
        {product.compareHref && (
          <a
            href={product.compareHref}
            aria-label={t.compareName(product.name)}
            className="relative z-10 self-start text-sm font-medium text-subtle underline underline-offset-2 hover:text-ink"
          >
            {t.compare}
          </a>
        )}
      </div>
    </article>
  );
}
