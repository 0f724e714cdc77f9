import { describe, expect, it } from 'vitest';
import { parseThemePreference, THEME_STORAGE_KEY } from './theme.ts';

describe('theme preference', () => {
  it('is stored under "theme"', () => {
    expect(THEME_STORAGE_KEY).toBe('theme');
  });

  it('accepts light, dark and system, and defaults to system', () => {
    expect(parseThemePreference('light')).toBe('light');
    expect(parseThemePreference('dark')).toBe('dark');
    expect(parseThemePreference('system')).toBe('system');
    expect(parseThemePreference(null)).toBe('system');
    expect(parseThemePreference('sepia')).toBe('system');
  });
});
