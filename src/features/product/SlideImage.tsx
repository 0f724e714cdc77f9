import type { ShownGalleryImage } from './gallery.ts';

function logImageFailure(image: ShownGalleryImage) {
  // An image that fails is logged for the merchant and never breaks the page.
  console.error(`Failed to load product image ${image.url}`);
}

/** One gallery image, from the sizes that fill the slide; a failure is logged and leaves the slide empty. */
export function SlideImage({ image, eager }: { image: ShownGalleryImage; eager: boolean }) {
  const { src, srcSet, sizes } = image.slide;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={image.alt}
      width={800}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => logImageFailure(image)}
      className="h-full w-full object-contain"
    />
  );
}
