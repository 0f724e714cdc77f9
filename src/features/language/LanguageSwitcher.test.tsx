// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { rememberedLanguage } from './language-choice.ts';
import { pointLanguageLinks } from './language-links.ts';
import { setUpTestPage } from './testing/test-page.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { useWordsOf } from '../../../tests/support/words.ts';

setUpTestPage();

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('on an English page', () => {
  it('is a link to the same page in French, written and marked in French', () => {
    history.replaceState(null, '', '/shop?sort=name-asc&page=2#results');
    render(<LanguageSwitcher path="/shop?sort=name-asc&page=2" />);
    const link = screen.getByRole('link', { name: 'Lire cette page en français' });
    expect(link.textContent).toBe('Français');
    expect(link.getAttribute('lang')).toBe('fr-CA');
    expect(link.getAttribute('hreflang')).toBe('fr-CA');
    expect(link.getAttribute('href')).toBe('/fr/shop?sort=name-asc&page=2');
    // The page start points it at the page as the browser shows it, hash included.
    act(() => pointLanguageLinks());
    expect(link.getAttribute('href')).toBe('/fr/shop?sort=name-asc&page=2#results');
  });

  it('leads from the home page to the French home page', () => {
    history.replaceState(null, '', '/');
    render(<LanguageSwitcher path="/" />);
    expect(hrefOf('Lire cette page en français')).toBe('/fr/');
  });

  it('is rendered right on the server from the address it is given, and hydrates without a mismatch', async () => {
    const html = renderToString(<LanguageSwitcher path="/collection/bike-road-bike?page=3" />);
    expect(html).toContain('href="/fr/collection/bike-road-bike?page=3"');

    history.replaceState(null, '', '/collection/bike-road-bike?page=3#grid');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const island = document.createElement('div');
    island.innerHTML = html;
    document.body.append(island);
    await act(async () => {
      hydrateRoot(island, <LanguageSwitcher path="/collection/bike-road-bike?page=3" />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // The hash is only known in the browser: the page start adds it.
    act(() => pointLanguageLinks());
    expect(hrefOf('Lire cette page en français')).toBe('/fr/collection/bike-road-bike?page=3#grid');
    island.remove();
  });

  it('follows history moves within the page (a listing’s own entries, a hash)', () => {
    history.replaceState(null, '', '/shop');
    render(<LanguageSwitcher path="/shop" />);
    act(() => {
      history.pushState(null, '', '/shop?sort=name-desc');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(hrefOf('Lire cette page en français')).toBe('/fr/shop?sort=name-desc');
    act(() => {
      history.pushState(null, '', '/faq#returns');
      window.dispatchEvent(new Event('hashchange'));
    });
    expect(hrefOf('Lire cette page en français')).toBe('/fr/faq#returns');
  });

  it('pointed at, it follows a query rewritten in place', () => {
    history.replaceState(null, '', '/shop');
    render(<LanguageSwitcher path="/shop" />);
    history.replaceState(null, '', '/shop?sort=name-asc');
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Lire cette page en français' }));
    expect(hrefOf('Lire cette page en français')).toBe('/fr/shop?sort=name-asc');
  });

  it('on click, opens the page as it is now (a query rewritten in place) and remembers French', () => {
    history.replaceState(null, '', '/shop');
    render(<LanguageSwitcher path="/shop" />);
    // The listing rewrites its query without any event the link hears.
    history.replaceState(null, '', '/shop?collection=bike&sort=name-desc');
    expect(rememberedLanguage(document.cookie)).toBeUndefined();
    const link = screen.getByRole('link', { name: 'Lire cette page en français' });
    fireEvent.click(link);
    expect(link.getAttribute('href')).toBe('/fr/shop?collection=bike&sort=name-desc');
    expect(rememberedLanguage(document.cookie)).toBe('fr-CA');
  });

  it('is in the keyboard’s tab order', () => {
    render(<LanguageSwitcher path="/" />);
    const link = screen.getByRole('link', { name: 'Lire cette page en français' });
    link.focus();
    expect(document.activeElement).toBe(link);
    expect(link.tabIndex).toBe(0);
  });
});

describe('on a French page', () => {
  it('is a link to the same page in English, written and marked in English', () => {
    useWordsOf('fr-CA');
    history.replaceState(null, '', '/fr/shop?sort=name-asc#results');
    render(<LanguageSwitcher path="/fr/shop?sort=name-asc" />);
    const link = screen.getByRole('link', { name: 'Read this page in English' });
    expect(link.textContent).toBe('English');
    expect(link.getAttribute('lang')).toBe('en-CA');
    act(() => pointLanguageLinks());
    expect(link.getAttribute('href')).toBe('/shop?sort=name-asc#results');
  });

  it('leads from the French home page to the English one, and remembers English on click', () => {
    useWordsOf('fr-CA');
    history.replaceState(null, '', '/fr/');
    render(<LanguageSwitcher path="/fr/" />);
    expect(hrefOf('Read this page in English')).toBe('/');
    fireEvent.click(screen.getByRole('link', { name: 'Read this page in English' }));
    expect(rememberedLanguage(document.cookie)).toBe('en-CA');
  });
});
