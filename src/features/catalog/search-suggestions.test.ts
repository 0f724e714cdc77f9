import { describe, expect, it, vi } from 'vitest';
import { catalogProduct, catalogProducts } from '../../../tests/support/catalog-products.ts';
import { nextActiveIndex, searchPageHref, shopSearchRedirect, suggestionQuery } from './search-suggestions.ts';
import { toSuggestion, toSuggestions } from './search-suggestions.server.ts';

describe('header search suggestions', () => {
  it('asks from 2 characters after trimming; fewer clears the list', () => {
    expect(suggestionQuery('')).toBeNull();
    expect(suggestionQuery('h')).toBeNull();
    expect(suggestionQuery('  h  ')).toBeNull();
    expect(suggestionQuery('he')).toBe('he');
    expect(suggestionQuery('  helmet ')).toBe('helmet');
  });

  it('submits the trimmed text to /search and ignores blank text', () => {
    expect(searchPageHref('   ')).toBeNull();
    expect(searchPageHref('')).toBeNull();
    expect(searchPageHref('  summit ridge ')).toBe('/search?query=summit+ridge');
  });

  it("sends the shop's q= address to the search page of its language, and leaves other shop addresses alone", () => {
    expect(shopSearchRedirect(new URLSearchParams('q=mtb&page=2'), 'en-CA')).toBe('/search?query=mtb');
    expect(shopSearchRedirect(new URLSearchParams('q=+v%C3%A9lo+'), 'fr-CA')).toBe('/fr/search?query=v%C3%A9lo');
    expect(shopSearchRedirect(new URLSearchParams('q=%20'), 'en-CA')).toBeNull();
    expect(shopSearchRedirect(new URLSearchParams('query=mtb'), 'en-CA')).toBeNull();
  });

  it('shows at most 5 products', async () => {
    expect(await toSuggestions(catalogProducts(), 'en-CA', async () => [])).toHaveLength(5);
  });

  it('looks up the first variants’ images known only by attachment id, in one call', async () => {
    const variant = (id: string, mediaId: string | null, mediaUrl: string | null = null) => ({
      id,
      options: [],
      amount: null,
      mediaId,
      mediaUrl,
      available: null,
    });
    const medium = (id: number) => ({ url: `https://media/${id}-300x225.svg`, width: 300, height: 225 });
    const [a, b, c] = catalogProducts().filter((p) => p.variants.length > 0);
    const products = [
      { ...a!, variants: [variant('1', '7'), variant('2', '8')] },
      { ...b!, variants: [variant('1', '9', 'https://store/own.svg')] },
      { ...c!, variants: [variant('1', '404')] },
    ];
    const lookup = vi.fn(async (ids: number[]) =>
      ids
        .filter((id) => id !== 404)
        .map((id) => ({ id, url: `https://media/${id}.svg`, alt: '', sizes: [medium(id)] })),
    );
    const suggestions = await toSuggestions(products, 'en-CA', lookup);
    expect(lookup).toHaveBeenCalledExactlyOnceWith([7, 404]);
    // A looked-up picture is offered at its sizes for the 54 px it is shown at; an address the store
    // sends comes alone.
    expect(suggestions.map((s) => s.image)).toEqual([
      { src: 'https://media/7-300x225.svg', srcSet: 'https://media/7-300x225.svg 300w', sizes: '54px' },
      { src: 'https://store/own.svg', srcSet: undefined, sizes: undefined },
      null,
    ]);
  });

  it('shows the name, first collection, lowest price and the first variant’s image', () => {
    const withVariantImage = catalogProduct((p) => p.variants.some((v) => v.mediaUrl), 'with a variant image');
    const suggestion = toSuggestion(withVariantImage);
    expect(suggestion).toEqual({
      id: withVariantImage.id,
      name: withVariantImage.name,
      href: `/product/${withVariantImage.slug}`,
      collectionName: withVariantImage.collections[0]!.name,
      price: {
        amount: withVariantImage.prices[0]!.amount,
        currency: withVariantImage.prices[0]!.currency,
        text: expect.stringMatching(/^\$\d/),
        from: false,
      },
      image: { src: withVariantImage.variants[0]!.mediaUrl, srcSet: undefined, sizes: undefined },
      soldOut: false,
    });
  });

  it('gives the lowest price "from" when a variant costs more (the 750 Wh battery)', () => {
    const fjord = catalogProduct((p) => p.slug === 'fjord-e-road-pro', 'the Fjord E-Road Pro');
    expect(toSuggestion(fjord).price).toMatchObject({ text: '$10,299.00', from: true });
  });

  it('says a product is sold out when none of its variants can be bought', () => {
    const bike = catalogProduct((p) => p.variants.length > 1, 'with variants');
    const emptied = { ...bike, variants: bike.variants.map((v) => ({ ...v, available: 0 })) };
    expect(toSuggestion({ ...emptied, stock: { ...bike.stock, tracked: true, backorders: false } }).soldOut).toBe(true);
    expect(toSuggestion({ ...emptied, stock: { ...bike.stock, backorders: true } }).soldOut).toBe(false);
  });

  it('in French: the French name and collection, the price as French writes it, a /fr/ link', () => {
    const helmet = catalogProduct((p) => p.collections[0]?.slug === 'bike-equipment-helmet', 'a helmet');
    const suggestion = toSuggestion(helmet, 'fr-CA');
    expect(suggestion).toMatchObject({
      name: helmet.metadata.name_fr,
      href: `/fr/product/${helmet.slug}`,
      collectionName: 'Casques',
      price: { amount: helmet.prices[0]!.amount, text: expect.stringMatching(/^\d[\d\u00a0\u202f]*,\d{2}\u00a0\$$/) },
    });
  });

  it('the search page of the box’s language', () => {
    expect(searchPageHref(' casque ', 'fr-CA')).toBe('/fr/search?query=casque');
    expect(searchPageHref('  ', 'fr-CA')).toBeNull();
  });

  it('has no image (the box shows an icon) for a product without variants', () => {
    const plain = catalogProduct((p) => p.variants.length === 0, 'without variants');
    expect(toSuggestion(plain).image).toBeNull();
  });

  it('moves through the list with the arrow keys, wrapping at both ends', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(0, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(-1, 0, 'ArrowDown')).toBe(-1);
  });
});
