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
  it.each([
    {
      page: 'an English page',
      address: '/shop?sort=name-asc',
      name: 'Lire cette page en français',
      text: 'Français',
      href: '/fr/shop?sort=name-asc',
      lang: 'fr-CA',
    },
    {
      page: 'a French page',
      address: '/fr/collection/bike-road-bike?page=3',
      name: 'Read this page in English',
      text: 'English',
      href: '/collection/bike-road-bike?page=3',
      lang: 'en-CA',
    },
  ])('on $page: “$text”, to the same page in the other language', async ({ address, name, text, href, lang }) => {
    const { body } = await drawnOnServer(Footer, address);
    const link = within(body).getByRole('link', { name });
    expect(link.textContent).toBe(text);
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('lang')).toBe(lang);
    expect(link.dataset.languageLink).toBe('true');
    expect(link.className).toContain('text-sm');
    expect(link.closest('astro-island')).toBeNull();
  });
});
