import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';
import { productPage as t } from '~/i18n/index.ts';
import type { ShownGalleryImage } from './gallery.ts';
import { SlideImage } from './SlideImage.tsx';

export interface CarouselProps {
  images: ShownGalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
}

/** The swipeable, looping slides of the gallery (loaded when the shopper first reaches for a gallery of several images). */
export default function GalleryCarousel({ images, index, onIndexChange }: CarouselProps) {
  const [viewport, api] = useEmblaCarousel({ loop: true, startIndex: index });

  useEffect(() => {
    if (api && api.selectedScrollSnap() !== index) api.scrollTo(index);
  }, [api, index]);

  useEffect(() => {
    if (!api) return;
    const follow = () => onIndexChange(api.selectedScrollSnap());
    api.on('select', follow);
    return () => {
      api.off('select', follow);
    };
  }, [api, onIndexChange]);

  return (
    <div ref={viewport} className="h-full overflow-hidden">
      <div className="flex h-full touch-pan-y">
        {images.map((image, i) => (
          <div
            key={image.url}
            role="group"
            aria-roledescription="slide"
            aria-label={t.imageOf(i + 1, images.length)}
            aria-hidden={i !== index}
            className="h-full min-w-0 shrink-0 grow-0 basis-full"
          >
            <SlideImage image={image} eager={i === index} />
          </div>
        ))}
      </div>
    </div>
  );
}
