import type { GalleryImage } from './gallery.ts';

function logImageFailure(image: GalleryImage) {
  // Image failures are logged and never break the page (spec section 8).
  console.error(`Failed to load product image ${image.url}`);
}

/** One gallery image; a failure is logged and leaves the slide empty. */
export function SlideImage({ image, eager }: { image: GalleryImage; eager: boolean }) {
  return (
    <img
      src={image.url}
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
