/**
 * The product page's suggestions, drawn by the server from the cards' React
 * component (the one the shop listing's island draws), as plain HTML in the
 * page's language: each group a section named by its heading, the bikes'
 * comparison link, the cards' prices and stock, and no island or script.
 */
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductCardData } from '~/features/catalog/product-card.ts';
import { RelatedProducts } from './RelatedProducts.tsx';
import type { RelatedGroup } from './product-page.server.ts';
import { drawnOnServer } from '../../../tests/support/server-render.ts';

const card = (id: string, name: string, soldOut = false): ProductCardData => ({
  id,
  name,
  href: `/fr/product/${id}`,
  price: { amount: 129900, currency: 'cad', text: '1\u00a0299,00\u00a0$', from: true },
  collectionName: 'Vélos de route',
  image: null,
  soldOut,
});

const groups: RelatedGroup[] = [
  {
    kind: 'similar-bikes',
    title: 'Vélos semblables',
    products: [card('allegro', 'Allegro'), card('brio', 'Brio', true)],
    compareHref: '/fr/compare?products=x,allegro,brio',
  },
  { kind: 'accessories', title: 'Complétez votre sortie', products: [card('casque', 'Casque')] },
];

describe('the product page’s suggestions, drawn on the server', () => {
  it('in French, a section per group with its cards, the comparison link on the bikes’ only', async () => {
    const { html, body } = await drawnOnServer(RelatedProducts, '/fr/product/x', { groups });
    const bikes = within(body).getByRole('region', { name: 'Vélos semblables' });
    expect(within(bikes).getAllByRole('article')).toHaveLength(2);
    expect(within(bikes).getByRole('link', { name: 'Comparer avec des vélos semblables' }).getAttribute('href')).toBe(
      '/fr/compare?products=x,allegro,brio',
    );
    expect(within(bikes).getByRole('link', { name: 'Allegro' }).getAttribute('href')).toBe('/fr/product/allegro');
    // (Testing Library reads the no-break spaces as spaces.)
    expect(within(bikes).getAllByText('À partir de 1 299,00 $')).toHaveLength(2);
    expect(within(bikes).getByText('Épuisé')).toBeTruthy();

    const accessories = within(body).getByRole('region', { name: 'Complétez votre sortie' });
    expect(within(accessories).getAllByRole('article')).toHaveLength(1);
    expect(within(accessories).queryByRole('link', { name: /Comparer/ })).toBeNull();

    expect(html).not.toMatch(/<astro-island|<script/);
  });

  it('draws nothing without groups', async () => {
    const { html } = await drawnOnServer(RelatedProducts, '/product/x', { groups: [] });
    expect(html.trim()).toBe('');
  });
});
