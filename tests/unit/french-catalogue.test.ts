/**
 * The demo catalogue's French names and descriptions travel as the commerce
 * platform's metadata: the local catalogue API answers with them, the shop's
 * reader keeps them, and a French page gets them while an English page and
 * the Specifications tab never see them.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../local/catalog/index.ts';
import { catalogApi } from '../../local/commerce/catalog-api.ts';
import { CatalogStore } from '../../local/commerce/catalog-store.ts';
import { specifications } from '../../src/features/product/specifications.ts';
import { catalogText } from '../../src/i18n/catalog-text.ts';
import { collectionListSchema, productSchema } from '../../src/lib/surecart/schemas.ts';

const keys = { publicToken: 'pt_test', secretKey: 'sk_test' };
const store = new CatalogStore(loadCatalog({ mediaOrigin: 'http://127.0.0.1:54321' }));
const api = catalogApi(() => store, keys);

async function get(path: string): Promise<unknown> {
  const response = await api.request(path, { headers: { authorization: `Bearer ${keys.publicToken}` } });
  expect(response.status).toBe(200);
  return response.json();
}

describe('French catalogue text through the commerce API', () => {
  it('a product answer carries name_fr and description_fr in metadata, and the reader keeps them', async () => {
    const product = productSchema.parse(await get('/products/janvier-lobster-winter-glove?expand[]=prices'));
    expect(product.metadata.name_fr).toBe('Gant d’hiver trois doigts Janvier');
    expect(catalogText(product, 'fr-CA').name).toBe('Gant d’hiver trois doigts Janvier');
    expect(catalogText(product, 'fr-CA').description).toContain('<p>Pour les trajets les plus froids de janvier.');
    expect(catalogText(product, 'en-CA')).toEqual({
      name: 'Janvier Lobster Winter Glove',
      description: product.description,
    });
  });

  it('the Specifications tab lists the same rows as before the French text was added', async () => {
    const product = productSchema.parse(await get('/products/janvier-lobster-winter-glove'));
    const labels = specifications(product.metadata).map((row) => row.label);
    expect(labels).toEqual(['Finger Length', 'Palm', 'Closure', 'Insulation', 'Temperature Rating']);
  });

  it('every collection of the list answer carries its French name in metadata', async () => {
    const body = (await get('/product_collections?limit=100')) as {
      data: { slug: string; metadata: Record<string, string> }[];
    };
    expect(collectionListSchema.parse(body).length).toBe(12);
    const french = Object.fromEntries(body.data.map((collection) => [collection.slug, collection.metadata.name_fr]));
    expect(french['bike-road-bike']).toBe('Vélos de route');
    expect(french['outdoor-gear-backpacks']).toBe('Sacs à dos');
    for (const collection of body.data) expect(collection.metadata.description_fr, collection.slug).toBeTruthy();
  });
});
