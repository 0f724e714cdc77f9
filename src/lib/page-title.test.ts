import { describe, expect, it } from 'vitest';
import { documentTitle } from './page-title.ts';

describe('the tab title', () => {
  it('appends the brand to a page title', () => {
    expect(documentTitle('Helmets')).toBe('Helmets | Vélo Nord');
  });

  it('leaves the brand alone rather than repeat it', () => {
    expect(documentTitle('Vélo Nord')).toBe('Vélo Nord');
  });
});
