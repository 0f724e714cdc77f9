/**
 * The comparison's address: what it reads (each product once, at most three,
 * nothing that cannot be a product's slug, a short size) and the links it
 * writes in English and French.
 */
import { describe, expect, it } from 'vitest';
import { COMPARE_LIMIT, compareHref, withoutProduct, withProduct } from './compare-address.ts';
import { readCompareAddress } from './read-compare-address.ts';

const read = (query: string) => readCompareAddress(new URLSearchParams(query));

describe('reading a comparison address', () => {
  it('reads comma-separated slugs in order, each once, and the size', () => {
    expect(read('products=bromont-hardtail-29,summit-ridge-29-trail,bromont-hardtail-29&size=M')).toEqual({
      slugs: ['bromont-hardtail-29', 'summit-ridge-29-trail'],
      overLimit: false,
      refused: 0,
      size: 'M',
    });
  });

  it('reads repeated parameters too, as a form sends them', () => {
    expect(read('products=a-bike&products=b-bike,c-bike').slugs).toEqual(['a-bike', 'b-bike', 'c-bike']);
  });

  it('keeps the first three and says more were asked for', () => {
    const request = read('products=a,b,c,d,e');
    expect(COMPARE_LIMIT).toBe(3);
    expect(request.slugs).toEqual(['a', 'b', 'c']);
    expect(request.overLimit).toBe(true);
    expect(read('products=a,b,c,a').overLimit).toBe(false);
  });

  it('counts, and never keeps, entries that cannot be a slug', () => {
    const request = read(`products=${encodeURIComponent('<script>,Bromont,a--b,ok-bike,../etc')}`);
    expect(request.slugs).toEqual(['ok-bike']);
    expect(request.refused).toBe(4);
  });

  it('is empty without products, and ignores a blank or overlong size', () => {
    expect(read('')).toEqual({ slugs: [], overLimit: false, refused: 0, size: null });
    expect(read('products=a&size=%20').size).toBeNull();
    expect(read(`products=a&size=${'X'.repeat(21)}`).size).toBeNull();
  });
});

describe('writing comparison links', () => {
  it('writes the English and the French address, with the size encoded', () => {
    expect(compareHref(['a-bike', 'b-bike'])).toBe('/compare?products=a-bike,b-bike');
    expect(compareHref(['a-bike'], 'fr-CA', '54 cm')).toBe('/fr/compare?products=a-bike&size=54%20cm');
    expect(compareHref([], 'fr-CA')).toBe('/fr/compare');
    expect(compareHref([])).toBe('/compare');
  });

  it('never writes more than three products', () => {
    expect(compareHref(['a', 'b', 'c', 'd'])).toBe('/compare?products=a,b,c');
  });

  it('adds a product at the end once, while there is room, and removes one', () => {
    expect(withProduct(['a'], 'b')).toEqual(['a', 'b']);
    expect(withProduct(['a', 'b'], 'a')).toBeNull();
    expect(withProduct(['a', 'b', 'c'], 'd')).toBeNull();
    expect(withoutProduct(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('reads back what it writes', () => {
    const href = compareHref(['a-bike', 'b-bike'], 'fr-CA', 'M');
    const request = readCompareAddress(new URL(href, 'http://shop.test').searchParams);
    expect(request).toMatchObject({ slugs: ['a-bike', 'b-bike'], size: 'M' });
  });
});
