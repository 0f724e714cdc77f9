/**
 * What the home page renders on the server: its featured products, and the
 * company's Organization structured data for search engines.
 */
import { brand } from '~/i18n/index.ts';
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

const organization = () => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: brand.name,
  url: siteUrl,
  logo: new URL('/icon-512.png', siteUrl).href,
  email: brand.supportEmail,
  address: { '@type': 'PostalAddress', addressRegion: 'QC', addressCountry: 'CA' },
  areaServed: ['CA', 'US'],
});

export async function loadHomePage(): Promise<HomePage> {
  const organizationJsonLd = serializeJsonLd(organization());
  try {
    return { featured: await loadFeaturedCards(HOME_FEATURED_LIMIT), organizationJsonLd, incomplete: false };
  } catch (error) {
    // The grid then says the picks are on their way.
    console.error('Failed to load featured products', error);
    return { featured: { cards: [], count: 0 }, organizationJsonLd, incomplete: true };
  }
}
