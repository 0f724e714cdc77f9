import { useEffect, useState } from 'react';
import { productPage as t } from '~/i18n/index.ts';
import { ImageOffIcon } from '~/components/ui/icons.tsx';
import { imageIndexForVariant, type ShownGalleryImage } from './gallery.ts';
import { $selectedVariant } from './selected-variant.ts';
import { useCarouselOnIntent } from './use-carousel-on-intent.ts';
import { SlideImage } from './SlideImage.tsx';

interface Props {
  productId: string;
  images: ShownGalleryImage[];
}

/** "No image available" appears only after this wait, so a gallery still loading never flashes it. */
export const EMPTY_GALLERY_DELAY_MS = 300;

function EmptyGallery() {
  const [showMessage, setShowMessage] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShowMessage(true), EMPTY_GALLERY_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-muted text-subtle">
      {showMessage ? (
        <p className="flex flex-col items-center gap-2">
          <ImageOffIcon className="h-10 w-10" />
          {t.noImage}
        </p>
      ) : (
        <div className="h-full w-full animate-pulse rounded-2xl bg-muted" aria-hidden="true" />
      )}
    </div>
  );
}

/**
 * The product's images: a looping carousel with arrows and a 4-column strip
 * of thumbnails when there is more than one. The first image is in the
 * server HTML; the carousel library loads when the shopper first reaches for the gallery.
 */
function ProductGallery({ productId, images }: Props) {
  const [index, setIndex] = useState(0);
  const many = images.length > 1;
  const go = (next: number) => setIndex((next + images.length) % images.length);
  const { Carousel, intent } = useCarouselOnIntent(many, (by) => go(index + by));

  // Whenever the shopper picks a variant of this product, show its image.
  useEffect(
    () =>
      $selectedVariant.subscribe((selected) => {
        if (!selected || selected.productId !== productId) return;
        const target = imageIndexForVariant(images, selected);
        if (target >= 0) setIndex(target);
      }),
    [productId, images],
  );

  if (images.length === 0) return <EmptyGallery />;

  const current = images[index] ?? images[0]!;

  return (
    <section aria-roledescription="carousel" aria-label={t.gallery} className="space-y-4" {...intent}>
      <div className="relative overflow-hidden rounded-2xl border border-line bg-muted">
        <div className="aspect-[4/3]">
          {Carousel ? (
            <Carousel images={images} index={index} onIndexChange={setIndex} />
          ) : (
            <div
              role="group"
              aria-roledescription="slide"
              aria-label={t.imageOf(index + 1, images.length)}
              className="h-full"
            >
              <SlideImage image={current} eager />
            </div>
          )}
        </div>
        {many && (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label={t.previousImage}
              className="absolute top-1/2 left-3 -translate-y-1/2 rounded-full bg-surface/90 p-2 text-ink shadow hover:bg-surface"
            >
              <span aria-hidden="true" className="block h-5 w-5 text-center leading-5">
                ‹
              </span>
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label={t.nextImage}
              className="absolute top-1/2 right-3 -translate-y-1/2 rounded-full bg-surface/90 p-2 text-ink shadow hover:bg-surface"
            >
              <span aria-hidden="true" className="block h-5 w-5 text-center leading-5">
                ›
              </span>
            </button>
          </>
        )}
      </div>
      {many && (
        <ul className="grid grid-cols-4 gap-3">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t.showImage(i + 1, images.length)}
                aria-current={i === index ? 'true' : undefined}
                className={`block aspect-[4/3] w-full overflow-hidden rounded-xl border-2 bg-muted transition ${
                  i === index ? 'border-brand dark:border-accent' : 'border-transparent opacity-75 hover:opacity-100'
                }`}
              >
                <img
                  src={image.thumbnail.src}
                  srcSet={image.thumbnail.srcSet}
                  sizes={image.thumbnail.sizes}
                  alt=""
                  width={200}
                  height={150}
                  loading="lazy"
                  className="h-full w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default ProductGallery;
