// @vitest-environment happy-dom
/**
 * A card's price: the lowest the product sells at, said "From …" when other choices cost more, in
 * English and French. The same component draws the cards of the listing island and of the server's pages.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogProduct } from '../../../tests/support/catalog-products.ts';
import type { Product } from '~/lib/surecart/types.ts';
import { ProductCard } from './ProductCard.tsx';
import { useWordsOf } from '../../../tests/support/words.ts';
import { productPrice, toCardData } from './product-card.ts';

afterEach(cleanup);

const NBSP = '\u00a0';
// The demo e-bike whose 750 Wh battery costs $10,999 against $10,299.
const fjord = catalogProduct((p) => p.slug === 'fjord-e-road-pro', 'the Fjord E-Road Pro');
// A product with one price and no variant of its own amount.
const onePrice = catalogProduct(
  (p) => p.prices.length === 1 && p.variants.length > 0 && p.variants.every((v) => v.amount === null),
  'with one price for every variant',
);

describe('the price a card shows', () => {
  it('is the lowest, marked "from", when a variant costs more', () => {
    expect(productPrice(fjord, 'en-CA')).toEqual({
      amount: 1_029_900,
      currency: fjord.prices[0]!.currency,
      text: '$10,299.00',
      from: true,
    });
  });

  it('is the one price, unmarked, when every choice costs the same', () => {
    expect(productPrice(onePrice, 'en-CA')).toMatchObject({ amount: onePrice.prices[0]!.amount, from: false });
  });

  it('is the lowest of several prices', () => {
    const twoPrices: Product = {
      ...onePrice,
      prices: [
        { id: 'complete', name: 'Complete bike', amount: 300_000, currency: 'CAD' },
        { id: 'frame', name: 'Frame kit', amount: 120_000, currency: 'CAD' },
      ],
    };
    expect(productPrice(twoPrices, 'en-CA')).toMatchObject({ amount: 120_000, text: '$1,200.00', from: true });
  });

  it('leaves out a cheaper variant nobody can buy, unless nothing can be bought', () => {
    const stock = { tracked: true, available: 10, backorders: false, purchaseLimit: null };
    const cheaperSoldOut: Product = {
      ...fjord,
      stock,
      variants: fjord.variants.map((v) => ({ ...v, available: v.amount === null ? 0 : 3 })),
    };
    expect(productPrice(cheaperSoldOut, 'en-CA')).toMatchObject({ amount: 1_099_900, from: false });
    const allSoldOut: Product = { ...cheaperSoldOut, variants: fjord.variants.map((v) => ({ ...v, available: 0 })) };
    expect(productPrice(allSoldOut, 'en-CA')).toMatchObject({ amount: 1_029_900, from: true });
  });

  it('is none for a product without a price', () => {
    expect(productPrice({ ...fjord, prices: [] }, 'en-CA')).toBeNull();
  });
});

describe('a card of a product whose prices differ', () => {
  it('says "From $10,299.00" in English', () => {
    render(<ProductCard product={toCardData(fjord, null, 'en-CA')} />);
    expect(screen.getByRole('article').textContent).toContain('From $10,299.00');
    expect(screen.getByText('From $10,299.00')).toBeTruthy();
  });

  it('says « À partir de 10 299,00 $ » in French', () => {
    useWordsOf('fr-CA');
    const card = toCardData(fjord, null, 'fr-CA');
    expect(card.price?.text).toBe(`10${NBSP}299,00${NBSP}$`);
    render(<ProductCard product={card} />);
    // Testing Library reads the non-breaking spaces as spaces.
    expect(screen.getByText('À partir de 10 299,00 $')).toBeTruthy();
  });

  it('shows a one-price product’s price alone', () => {
    const card = toCardData(onePrice, null, 'en-CA');
    render(<ProductCard product={card} />);
    expect(screen.getByText(card.price!.text)).toBeTruthy();
    expect(screen.queryByText(/^From /)).toBeNull();
  });
});

describe('the picture a card shows', () => {
  it('loads the sizes that fill the card: the 1x one as src, up to the 2x one in srcset', () => {
    useWordsOf('en-CA');
    const size = (width: number) => ({ url: `https://media.example/fjord-${width}.webp`, width, height: width * 0.75 });
    const card = toCardData(
      fjord,
      { src: 'https://media.example/fjord.webp', alt: 'Fjord', sizes: [size(300), size(768), size(1600), size(2400)] },
      'en-CA',
    );
    render(<ProductCard product={card} />);
    const picture = screen.getByRole('img', { name: 'Fjord' });
    // Shown at most 607 px wide: 768 is the 1x file, 1600 the 2x one; 2400 is never needed.
    expect(picture.getAttribute('src')).toBe('https://media.example/fjord-768.webp');
    expect(picture.getAttribute('srcset')).toBe(
      'https://media.example/fjord-300.webp 300w, https://media.example/fjord-768.webp 768w, https://media.example/fjord-1600.webp 1600w',
    );
    expect(picture.getAttribute('sizes')).toContain('(min-width: 1280px) 286px');
  });

  it('loads a picture known only by its address from that address', () => {
    const card = toCardData(fjord, { src: 'https://store.example/own.webp', alt: 'Own', sizes: [] }, 'en-CA');
    expect(card.image).toEqual({
      alt: 'Own',
      src: 'https://store.example/own.webp',
      srcSet: undefined,
      sizes: undefined,
    });
  });
});
