import { describe, expect, it } from 'vitest';
import { headerMode, SOLID_AFTER_SCROLL_PX } from './header-mode.ts';

describe('header mode', () => {
  it('is transparent over the hero near the top of a transparent page', () => {
    expect(headerMode(true, 0)).toBe('transparent');
    expect(headerMode(true, SOLID_AFTER_SCROLL_PX)).toBe('transparent');
  });

  it('turns solid beyond 50 px of scroll', () => {
    expect(SOLID_AFTER_SCROLL_PX).toBe(50);
    expect(headerMode(true, 51)).toBe('solid');
  });

  it('is always solid on other pages', () => {
    expect(headerMode(false, 0)).toBe('solid');
  });
});
