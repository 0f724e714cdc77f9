import { describe, expect, it } from 'vitest';
import type { CollectionOption } from './collection-tree.ts';
import { DEFAULT_LISTING } from './listing-state.ts';
import { listedCollection, listingDescription, listingTitles } from './listing-title.ts';

const helmets: CollectionOption = {
  id: 'c-helmets',
  name: 'Helmets',
  slug: 'bike-equipment-helmets',
  description: 'Helmets for road and trail.',
  children: [],
};
const gear: CollectionOption = { ...helmets, id: 'c-gear', name: 'Bike Equipment', children: [helmets] };
const roadBikes = { id: 'c-road', name: 'Road Bikes', description: null, path: '/collection/bike-road-bike' };

describe('listing titles', () => {
  it('names the shop "All Products" without a collection, with its text, under Home and Shop', () => {
    expect(listingTitles('shop', '', null)).toEqual({
      heading: 'All Products',
      title: 'All Products',
      text: 'Discover our curated collection of quality products',
      crumbs: [
        { name: 'Home', href: '/' },
        { name: 'Shop', href: '/shop' },
      ],
    });
  });

  it('names the shop by its collection, with the collection as the last crumb', () => {
    const titles = listingTitles('shop', 'red', helmets);
    expect(titles).toMatchObject({ heading: 'Helmets', title: 'Helmets', text: 'Helmets for road and trail.' });
    expect(titles.crumbs.at(-1)).toEqual({ name: 'Helmets' });
  });

  it('titles search results by their query, and asks for one without it', () => {
    expect(listingTitles('search', 'helmet', null)).toMatchObject({
      heading: 'Search results for "helmet"',
      title: 'Search results for "helmet"',
      text: null,
    });
    expect(listingTitles('search', '', null)).toMatchObject({
      heading: 'Enter a search term to find products',
      title: 'Search',
    });
  });

  it('describes the page by its collection, or the shop, or the search', () => {
    expect(listingDescription('shop', helmets)).toBe('Helmets for road and trail.');
    expect(listingDescription('shop', roadBikes)).toMatch(/^Bikes, helmets/);
    expect(listingDescription('search', helmets)).toBe('Search Vélo Nord bikes and bike equipment.');
  });
});

describe('the listed collection', () => {
  it('is found at any level of the filter, or is the collection page’s own', () => {
    expect(listedCollection({ ...DEFAULT_LISTING, category: 'c-helmets' }, [gear], null)).toBe(helmets);
    expect(listedCollection({ ...DEFAULT_LISTING, category: 'c-road' }, [gear], roadBikes)).toBe(roadBikes);
    expect(listedCollection({ ...DEFAULT_LISTING, category: null }, [gear], roadBikes)).toBeNull();
  });
});
