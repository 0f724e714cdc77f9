// @vitest-environment happy-dom
/**
 * When the gallery's carousel loads: not with the page, but the first time the shopper reaches for the
 * gallery; and a swipe made before it is there still turns the picture.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShownGalleryImage } from './gallery.ts';
import ProductGallery from './ProductGallery.tsx';
import { SWIPE_PX, swipeStep } from './use-carousel-on-intent.ts';

// The carousel as a stand-in the tests can see: it is drawn only once its module has loaded.
vi.mock('./GalleryCarousel.tsx', () => ({ default: () => <div role="group" aria-label="Swipeable slides" /> }));

const picture = (name: string): ShownGalleryImage => {
  const shown = { src: `https://media/${name}.webp`, srcSet: undefined, sizes: undefined };
  return { url: shown.src, alt: name, variantOption: null, slide: shown, thumbnail: shown };
};
const images = ['red', 'green', 'black'].map(picture);

/** Lets the dynamic import and the state it sets settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const gallery = () => screen.getByRole('region', { name: 'Product images' });
const shownPicture = () => screen.getByRole('group', { name: /^Image \d of 3$/ }).querySelector('img')?.alt;

const carousel = () => screen.queryByRole('group', { name: 'Swipeable slides' });

afterEach(cleanup);

describe('the gallery’s carousel', () => {
  it('is not loaded with the page, only when the shopper points at the gallery', async () => {
    render(<ProductGallery productId="p" images={images} />);
    await settle();
    expect(carousel()).toBeNull();
    // The arrows work without it.
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    await settle();
    expect(shownPicture()).toBe('green');
    expect(carousel()).toBeNull();

    fireEvent.pointerEnter(gallery());
    await settle();
    expect(carousel()).not.toBeNull();
  });

  it('is loaded when the gallery takes the keyboard’s focus', async () => {
    render(<ProductGallery productId="p" images={images} />);
    fireEvent.focus(screen.getByRole('button', { name: 'Next image' }));
    await settle();
    expect(carousel()).not.toBeNull();
  });

  it('is never loaded for a single picture', async () => {
    render(<ProductGallery productId="p" images={images.slice(0, 1)} />);
    fireEvent.pointerEnter(gallery());
    fireEvent.focus(gallery());
    await settle();
    expect(carousel()).toBeNull();
  });

  it('a swipe that starts before it is there turns the picture once, leftwards to the next', async () => {
    render(<ProductGallery productId="p" images={images} />);
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(gallery(), { touches: [{ clientX: from, clientY: 100 }] });
      fireEvent.touchEnd(gallery(), { changedTouches: [{ clientX: to, clientY: 104 }] });
    };
    swipe(300, 300 - SWIPE_PX);
    expect(shownPicture()).toBe('green');
    await settle();
    // The carousel is there now: it follows the finger itself, and the gallery no longer counts swipes.
    expect(carousel()).not.toBeNull();
    swipe(300, 300 - SWIPE_PX);
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' }).getAttribute('aria-current')).toBe('true');
  });
});

describe('a swipe', () => {
  it('asks for the next picture leftwards, the previous rightwards', () => {
    expect(swipeStep({ x: 300, y: 100 }, { x: 300 - SWIPE_PX, y: 100 })).toBe(1);
    expect(swipeStep({ x: 300, y: 100 }, { x: 300 + SWIPE_PX, y: 100 })).toBe(-1);
  });

  it('is not a tap’s jitter, nor a scroll of the page', () => {
    expect(swipeStep({ x: 300, y: 100 }, { x: 300 - SWIPE_PX + 1, y: 100 })).toBe(0);
    expect(swipeStep({ x: 300, y: 100 }, { x: 260, y: 160 })).toBe(0);
  });
});
