// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import ThemeMenu from './ThemeMenu.tsx';
import { THEME_BOOTSTRAP_SCRIPT } from './theme-bootstrap.server.ts';
import { THEME_STORAGE_KEY } from './theme.ts';

/** The operating system's colour scheme, as the page's media query reports it. */
let systemDark = false;
const schemeListeners = new Set<() => void>();
function setSystemDark(dark: boolean) {
  systemDark = dark;
  act(() => schemeListeners.forEach((listener) => listener()));
}

/** Runs the page's real inline bootstrap, as every page carries it: its names, then its minified code. */
function runThemeBootstrap() {
  new Function(THEME_BOOTSTRAP_SCRIPT)();
}

beforeAll(() => {
  window.matchMedia = (() => ({
    get matches() {
      return systemDark;
    },
    addEventListener: (_: string, listener: () => void) => schemeListeners.add(listener),
  })) as unknown as typeof window.matchMedia;
  runThemeBootstrap();
});

beforeEach(() => {
  localStorage.clear();
  systemDark = false;
  window.__shopApplyTheme!();
});

afterEach(cleanup);

const menuButton = () => screen.getByRole('button', { name: /^Colour theme: / });
const isDark = () => document.documentElement.classList.contains('dark');
function choose(name: 'Light' | 'Dark' | 'System') {
  fireEvent.keyDown(menuButton(), { key: 'Enter' });
  fireEvent.click(screen.getByRole('menuitemradio', { name }));
}

describe('the theme menu', () => {
  it('starts on System and follows the operating system', () => {
    render(<ThemeMenu />);
    expect(screen.getByRole('button', { name: 'Colour theme: System' })).toBe(menuButton());
    expect(isDark()).toBe(false);
    setSystemDark(true);
    expect(isDark()).toBe(true);
  });

  it('Dark and Light apply at once, whatever the system says, and are stored', () => {
    render(<ThemeMenu />);
    choose('Dark');
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Colour theme: Dark' })).toBe(menuButton());
    setSystemDark(false);
    expect(isDark()).toBe(true);

    choose('Light');
    setSystemDark(true);
    expect(isDark()).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('System goes back to following the operating system', () => {
    setSystemDark(true);
    render(<ThemeMenu />);
    choose('Light');
    expect(isDark()).toBe(false);
    choose('System');
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  });

  it('shows the stored choice on the next page, and follows a change made in another tab', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.__shopApplyTheme!();
    render(<ThemeMenu />);
    expect(screen.getByRole('button', { name: 'Colour theme: Dark' })).toBe(menuButton());
    act(() => {
      localStorage.setItem(THEME_STORAGE_KEY, 'light');
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    });
    expect(screen.getByRole('button', { name: 'Colour theme: Light' })).toBe(menuButton());
    expect(isDark()).toBe(false);
  });

  it('opens on a click made before its island hydrated', async () => {
    // The page as the server sends it: the island's HTML, not yet hydrated.
    const island = document.createElement('astro-island');
    island.setAttribute('ssr', '');
    island.innerHTML = renderToString(<ThemeMenu />);
    document.body.append(island);
    fireEvent.click(menuButton());
    expect(screen.queryByRole('menu')).toBeNull();

    await act(async () => {
      hydrateRoot(island, <ThemeMenu />);
    });
    island.removeAttribute('ssr');
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(isDark()).toBe(true);
    island.remove();
  });

  it('does not open by itself when it was not clicked before hydrating', async () => {
    const island = document.createElement('astro-island');
    island.innerHTML = renderToString(<ThemeMenu />);
    document.body.append(island);
    await act(async () => {
      hydrateRoot(island, <ThemeMenu />);
    });
    expect(screen.queryByRole('menu')).toBeNull();
    island.remove();
  });
});
