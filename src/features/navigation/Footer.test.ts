/**
 * The footer's link to the other language is the header's React component,
 * drawn by the server as plain HTML: in the page's language, kept pointing at
 * the page (path and query), styled by the footer, and no island of its own.
 */
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Footer from './Footer.astro';
import { drawnOnServer } from '../../../tests/support/server-render.ts';

describe('the footer’s language link', () => {
  it('on an English page: “Français”, to the same page in French', async () => {
    const { body } = await drawnOnServer(Footer, '/shop?sort=name-asc');
    const link = within(body).getByRole('link', { name: 'Lire cette page en français' });
    expect(link.textContent).toBe('Français');
    expect(link.getAttribute('href')).toBe('/fr/shop?sort=name-asc');
    expect(link.getAttribute('lang')).toBe('fr-CA');
    expect(link.dataset.languageLink).toBe('true');
    expect(link.className).toContain('text-sm');
    expect(link.closest('astro-island')).toBeNull();
  });

  it('on a French page: “English”, to the same page in English', async () => {
    const { body } = await drawnOnServer(Footer, '/fr/collection/bike-road-bike?page=3');
    const link = within(body).getByRole('link', { name: 'Read this page in English' });
    expect(link.textContent).toBe('English');
    expect(link.getAttribute('href')).toBe('/collection/bike-road-bike?page=3');
    expect(link.getAttribute('lang')).toBe('en-CA');
    expect(link.closest('astro-island')).toBeNull();
  });
});
