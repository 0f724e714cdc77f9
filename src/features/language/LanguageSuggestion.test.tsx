// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, rememberedLanguage } from './language-choice.ts';
import { setUpTestPage } from './testing/test-page.ts';
import LanguageSuggestion from './LanguageSuggestion.tsx';

const MESSAGE = 'Ce site est aussi offert en français.';

/** The browser's language preferences, as its settings would give them. */
function browserLanguages(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

/** Renders the island and lets its card's code load, if it is wanted. */
async function showOn(address: string) {
  history.replaceState(null, '', address);
  const view = render(<LanguageSuggestion />);
  await act(async () => {
    await import('./LanguageSuggestionCard.tsx');
  });
  return view;
}

const card = () => screen.queryByRole('region', { name: MESSAGE });
setUpTestPage();

describe('the suggestion to read the shop in French', () => {
  it('greets a French browser on an English page, in French, with the same page in French', async () => {
    browserLanguages(['fr-CA', 'fr', 'en-CA']);
    await showOn('/shop?sort=name-asc#results');
    const region = await screen.findByRole('region', { name: MESSAGE });
    expect(region.getAttribute('lang')).toBe('fr-CA');
    const link = screen.getByRole('link', { name: 'Voir cette page en français' });
    expect(link.getAttribute('href')).toBe('/fr/shop?sort=name-asc#results');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    // Not a dialog: the page stays in reach.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown to a browser that prefers English, even if it also reads French', async () => {
    browserLanguages(['en-CA', 'fr-CA']);
    await showOn('/shop');
    expect(card()).toBeNull();
  });

  it('is not shown once a language has been chosen, whichever it was', async () => {
    browserLanguages(['fr-CA']);
    for (const code of ['en', 'fr']) {
      document.cookie = `${LANGUAGE_COOKIE}=${code}; Path=/`;
      await showOn('/about');
      expect(card(), code).toBeNull();
      cleanup();
    }
  });

  it('is not shown on a French page', async () => {
    browserLanguages(['fr-CA']);
    await showOn('/fr/shop');
    expect(card()).toBeNull();
  });

  it('renders nothing on the server', () => {
    browserLanguages(['fr-CA']);
    expect(renderToString(<LanguageSuggestion />)).toBe('');
  });

  it('closes with its button and never comes back', async () => {
    browserLanguages(['fr-CA']);
    await showOn('/faq');
    fireEvent.click(await screen.findByRole('button', { name: 'Fermer' }));
    expect(card()).toBeNull();
    expect(rememberedLanguage(document.cookie)).toBe('en-CA');
    cleanup();
    await showOn('/shop');
    expect(card()).toBeNull();
  });

  it('closes with Escape from inside it', async () => {
    browserLanguages(['fr-CA']);
    await showOn('/faq');
    const link = await screen.findByRole('link', { name: 'Voir cette page en français' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(card()).toBeNull();
    expect(rememberedLanguage(document.cookie)).toBe('en-CA');
  });

  it('taking it opens the page as it is now and remembers French', async () => {
    browserLanguages(['fr-CA']);
    await showOn('/shop');
    history.replaceState(null, '', '/shop?collection=bike');
    const link = await screen.findByRole('link', { name: 'Voir cette page en français' });
    fireEvent.click(link);
    expect(link.getAttribute('href')).toBe('/fr/shop?collection=bike');
    expect(rememberedLanguage(document.cookie)).toBe('fr-CA');
  });
});
