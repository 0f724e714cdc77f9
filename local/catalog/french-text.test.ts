/**
 * The French names and descriptions the demo catalogue carries in metadata,
 * as a merchant fills them in on the platform.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from './index.ts';
import { catalog, ORIGIN } from '../../tests/support/demo-catalog.ts';

describe('French text in metadata', () => {
  const textOf = (item: { metadata: Record<string, string> }) => ({
    name: item.metadata.name_fr?.trim() ?? '',
    description: item.metadata.description_fr?.trim() ?? '',
  });

  it('every product carries a French name and description, as the platform would in metadata', () => {
    for (const product of catalog.products) {
      const french = textOf(product);
      expect(french.name, product.slug).not.toBe('');
      expect(french.description, product.slug).not.toBe('');
    }
  });

  it('every collection carries a French name and description, the empty ones too', () => {
    expect(catalog.collections.length).toBe(12);
    for (const collection of catalog.collections) {
      const french = textOf(collection);
      expect(french.name, collection.slug).not.toBe('');
      expect(french.description, collection.slug).not.toBe('');
      expect(french.description, collection.slug).not.toBe(collection.description);
    }
  });

  it('French descriptions are translations, with the same markup rules as the English ones', () => {
    for (const product of catalog.products) {
      const { description } = textOf(product);
      expect(description, product.slug).not.toBe(product.description);
      expect(description.startsWith('<p>'), product.slug).toBe(true);
      const tags = [...description.matchAll(/<\/?([a-z]+)[^>]*>/g)].map((match) => match[1]);
      for (const tag of tags) expect(['p', 'ul', 'li', 'strong'], product.slug).toContain(tag);
      // The same list items, one for one.
      expect(description.split('<li>').length, product.slug).toBe(product.description!.split('<li>').length);
    }
  });

  it('generated editions carry the French name of their base with their number', () => {
    const large = loadCatalog({ mediaOrigin: ORIGIN, scale: 60 });
    const edition = large.products.find((product) => product.name === 'Summit Ridge 29 Trail Edition 2')!;
    expect(edition.metadata.name_fr).toBe('Summit Ridge 29 Sentier édition 2');
  });
});
