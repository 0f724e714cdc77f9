/**
 * Colour theme: light, dark or system (spec section 4, "Theme"), stored under
 * `theme` in local storage, default system. The inline bootstrap in
 * ThemeBootstrap.astro applies it before first paint and keeps it in sync
 * across tabs; this module is what islands use to change it.
 */
export const THEME_STORAGE_KEY = 'theme';
export const THEME_EVENT = 'shop:theme-change';
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

export function parseThemePreference(value: unknown): ThemePreference {
  return THEME_PREFERENCES.includes(value as ThemePreference) ? (value as ThemePreference) : 'system';
}

export function readThemePreference(): ThemePreference {
  try {
    return parseThemePreference(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

/** Stores the choice and applies it; other tabs follow through the storage event. */
export function setThemePreference(preference: ThemePreference): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Private mode without storage: the choice still applies to this page.
  }
  window.__shopApplyTheme?.(preference);
}

declare global {
  interface Window {
    /** Defined by the inline bootstrap; applies a preference to <html>. */
    __shopApplyTheme?: (preference?: ThemePreference) => void;
  }
}
