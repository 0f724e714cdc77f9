import { describe, expect, it } from 'vitest';
import { parseThemePreference } from './theme.ts';

describe('theme preference', () => {
  it('accepts light, dark and system; anything else is system', () => {
    expect(parseThemePreference('light')).toBe('light');
    expect(parseThemePreference('dark')).toBe('dark');
    expect(parseThemePreference('system')).toBe('system');
    expect(parseThemePreference(null)).toBe('system');
    expect(parseThemePreference('sepia')).toBe('system');
  });
});
