import { describe, expect, it } from 'vitest';
import { catalogText } from './catalog-text.ts';

const product = {
  name: 'Janvier Lobster Winter Glove',
  description: '<p>For the coldest commutes of January.</p>',
  metadata: {
    name_fr: 'Gant d’hiver trois doigts Janvier',
    description_fr: '<p>Pour les trajets les plus froids de janvier.</p>',
    palm: 'Synthetic leather',
  },
};

describe('catalogue text in the shopper’s language', () => {
  it('shows the platform’s own text on English pages, whatever the metadata holds', () => {
    expect(catalogText(product, 'en-CA')).toEqual({ name: product.name, description: product.description });
  });

  it('shows the French name and description from metadata on French pages', () => {
    expect(catalogText(product, 'fr-CA')).toEqual({
      name: 'Gant d’hiver trois doigts Janvier',
      description: '<p>Pour les trajets les plus froids de janvier.</p>',
    });
  });

  it('falls back to English field by field when the French one is missing or blank', () => {
    expect(catalogText({ ...product, metadata: { name_fr: 'Gant Janvier' } }, 'fr-CA')).toEqual({
      name: 'Gant Janvier',
      description: product.description,
    });
    expect(catalogText({ ...product, metadata: { name_fr: '  ', description_fr: '' } }, 'fr-CA')).toEqual({
      name: product.name,
      description: product.description,
    });
    expect(catalogText({ name: 'Tents', description: null, metadata: null }, 'fr-CA')).toEqual({
      name: 'Tents',
      description: null,
    });
  });
});
