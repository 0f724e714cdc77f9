import { describe, expect, it } from 'vitest';
import { reactSvgProps } from './svg-attributes.ts';

describe('SVG attributes for React', () => {
  it('camel-cases presentation attributes and keeps aria-* and data-* as written', () => {
    expect(
      reactSvgProps({
        'stroke-width': '2',
        'stroke-linecap': 'round',
        'fill-rule': 'evenodd',
        viewBox: '0 0 24 24',
        'aria-hidden': 'true',
        'data-part': 'mark',
        d: 'M0 0h1',
      }),
    ).toEqual({
      strokeWidth: '2',
      strokeLinecap: 'round',
      fillRule: 'evenodd',
      viewBox: '0 0 24 24',
      'aria-hidden': 'true',
      'data-part': 'mark',
      d: 'M0 0h1',
    });
  });
});
