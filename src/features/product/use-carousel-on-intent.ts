import { type ComponentType, type TouchEvent, useEffect, useRef, useState } from 'react';
import type { CarouselProps } from './GalleryCarousel.tsx';

/** How far a finger must travel sideways, more than up or down, for a swipe: a tap's jitter is not one. */
export const SWIPE_PX = 30;

interface Point {
  x: number;
  y: number;
}

/** The step a finger's move from `start` to `end` asks for: the next picture leftwards, the previous rightwards. */
export function swipeStep(start: Point, end: Point): 1 | -1 | 0 {
  const dx = end.x - start.x;
  if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(end.y - start.y)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * The gallery's carousel (its library and every slide's picture), loaded the first time the shopper
 * points at, touches or focuses the gallery rather than with the page: the first picture is in the
 * server's HTML, and the arrows and thumbnails change it without the carousel. A swipe that begins
 * before the carousel is there still turns the picture once; from then on the carousel follows the
 * finger.
 */
export function useCarouselOnIntent(many: boolean, step: (by: 1 | -1) => void) {
  const [Carousel, setCarousel] = useState<ComponentType<CarouselProps> | null>(null);
  const [wanted, setWanted] = useState(false);
  const swipeStart = useRef<Point | null>(null);

  useEffect(() => {
    if (!many || !wanted) return;
    let live = true;
    import('./GalleryCarousel.tsx').then(
      (module) => live && setCarousel(() => module.default),
      (error: unknown) => console.error('Failed to load the gallery carousel', error),
    );
    return () => {
      live = false;
    };
  }, [many, wanted]);

  const want = () => setWanted(true);
  const intent = {
    onPointerEnter: want,
    onFocus: want,
    onTouchStart: (event: TouchEvent) => {
      want();
      const touch = event.touches[0];
      swipeStart.current = Carousel || !touch ? null : { x: touch.clientX, y: touch.clientY };
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = swipeStart.current;
      const touch = event.changedTouches[0];
      swipeStart.current = null;
      if (!start || !touch) return;
      const by = swipeStep(start, { x: touch.clientX, y: touch.clientY });
      if (by !== 0) step(by);
    },
  };
  return { Carousel, intent };
}
