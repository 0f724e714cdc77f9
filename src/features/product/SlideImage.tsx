import type { GalleryImage } from './gallery.ts';

function logImageFailure(image: GalleryImage) {
  // An image that fails is logged for the merchant and never breaks the page.
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
