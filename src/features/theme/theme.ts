/**
 * Colour theme: light, dark or system, stored under `theme` in local storage,
 * default system. The inline bootstrap in ThemeBootstrap.astro applies it
 * before first paint and keeps it in sync across tabs; this module is what
 * islands use to change it.
 */
export const THEME_STORAGE_KEY = 'theme';
export const THEME_EVENT = 'shop:theme-change';
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
/** Marks the theme menu's button, so a click on it before its island hydrates can be kept. */
export const THEME_MENU_ATTRIBUTE = 'data-theme-menu';
/** Set by the inline bootstrap on the menu's island when its button is clicked before hydration. */
export const EARLY_CLICK_ATTRIBUTE = 'data-clicked-early';

export function parseThemePreference(value: unknown): ThemePreference {
  return THEME_PREFERENCES.includes(value as ThemePreference) ? (value as ThemePreference) : 'system';
}

/** The preference applied to the page now: the bootstrap marks it on <html data-theme>. */
export function appliedThemePreference(): ThemePreference {
  return parseThemePreference(document.documentElement.dataset.theme);
}

/** Calls back whenever the page's theme is applied again (a choice here or in another tab, a navigation). */
export function subscribeToTheme(callback: () => void): () => void {
  document.addEventListener(THEME_EVENT, callback);
  return () => document.removeEventListener(THEME_EVENT, callback);
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
