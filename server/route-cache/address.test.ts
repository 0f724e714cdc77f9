import { describe, expect, it } from 'vitest';
import { canonicalAddress, canonicalTarget } from './address.mjs';

describe('one address per page', () => {
  it('gives every spelling of a product page the same address', () => {
    const spellings = [
      '/product/glacier-steel-bottle',
      '/product//glacier-steel-bottle',
      '//product/glacier-steel-bottle',
      '/./product/glacier-steel-bottle',
      '/shop/../product/glacier-steel-bottle',
      '/product/%67lacier-steel-bottle',
      '/product/%67%6C%61cier-steel-bottle',
      '/product/glacier-steel-bottle/',
      '/product/glacier-steel-bottle?utm_source=mail&fbclid=x',
      '/product/glacier-steel-bottle?cb=123',
    ];
    expect(new Set(spellings.map(canonicalTarget))).toEqual(new Set(['/product/glacier-steel-bottle']));
  });

  it('keeps the parameters a page reads, in name order, and drops the others', () => {
    expect(canonicalTarget('/product/x?variant=v1&utm_medium=a&price=p2')).toBe('/product/x?price=p2&variant=v1');
    expect(canonicalTarget('/fr/shop?sort=price-asc&page=2&ref=mail')).toBe('/fr/shop?page=2&sort=price-asc');
    expect(canonicalTarget('/compare?products=a&products=b&x=1')).toBe('/compare?products=a&products=b');
    expect(canonicalTarget('/api/products?lang=fr&category=c1&nonce=9')).toBe('/api/products?category=c1&lang=fr');
  });

  it('leaves the query of a page it does not know whole (the thank-you page reads its order)', () => {
    expect(canonicalTarget('/thank-you?sc_order=o1&checkout_id=c1')).toBe('/thank-you?checkout_id=c1&sc_order=o1');
  });

  it('keeps escapes of reserved characters, in upper case', () => {
    expect(canonicalTarget('/search?query=a%2fb')).toBe('/search?query=a%2Fb');
    expect(canonicalTarget('/product/a%2fb')).toBe('/product/a%2Fb');
  });

  it('never takes a path for another host, and refuses what is no path', () => {
    expect(canonicalTarget('//evil.example/product/x')).toBe('/evil.example/product/x');
    expect(canonicalTarget('*')).toBeNull();
    expect(canonicalTarget('http://evil.example/')).toBeNull();
    expect(canonicalAddress(new URL('http://shop.test/fr/'))).toBe('/fr');
  });
});
