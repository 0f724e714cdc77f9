/**
 * What the home page renders on the server: its featured products, and the
 * company's Organization structured data for search engines.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '~/i18n/locales.ts';
import { messagesFor, pageLocale } from '~/i18n/server.ts';
import { loadCatalogPage, type CatalogRoute } from '~/lib/catalog-page.ts';
import { siteUrl } from '~/lib/env.ts';
import { serializeJsonLd } from '~/lib/json-ld.ts';
import { HOME_FEATURED_LIMIT, loadFeaturedCards, type CardPage } from './cards.server.ts';

export interface HomePage {
  featured: CardPage;
  /** The Organization JSON-LD, serialised for a script element. */
  organizationJsonLd: string;
  /** The featured products failed to load: the page still serves its hero and links, uncached. */
  incomplete: boolean;
}

/** The company is one organisation in both languages: the same data on the English and the French home page. */
const { brand } = messagesFor(DEFAULT_LOCALE);
const organization = () => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: brand.name,
  url: siteUrl,
  logo: new URL('/icon-512.png', siteUrl).href,
  email: brand.supportEmail,
  address: { '@type': 'PostalAddress', addressRegion: 'QC', addressCountry: 'CA' },
  areaServed: ['CA', 'US'],
  knowsLanguage: [...LOCALES],
});

export async function loadHomePage(locale: Locale = DEFAULT_LOCALE): Promise<HomePage> {
  const organizationJsonLd = serializeJsonLd(organization());
  try {
    return { featured: await loadFeaturedCards(HOME_FEATURED_LIMIT, locale), organizationJsonLd, incomplete: false };
  } catch (error) {
    // The grid then says the picks are on their way.
    console.error('Failed to load featured products', error);
    return { featured: { cards: [], count: 0 }, organizationJsonLd, incomplete: true };
  }
}

/** The home page's route, in either language. */
export const homeRoute = (astro: CatalogRoute) =>
  loadCatalogPage(astro.response, 'the home page', () => loadHomePage(pageLocale(astro)));
