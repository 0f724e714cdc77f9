import { localePath } from '../../src/i18n/locales.ts';

/**
 * The pages the benchmark measures, each with what a shopper must see on it, so a page that
 * answers 200 with the wrong content is never timed as if it were right.
 */
export interface Page {
  name: string;
  path: string;
  /** A problem with the page's HTML, or null when it shows what it should. */
  check(html: string): string | null;
}

const PER_PAGE = 12;

/** Only the listing's cards link products: the header and footer link none. */
export function productSlugs(html: string): string[] {
  return [...new Set([...html.matchAll(/href="\/product\/([^"?#]+)"/g)].map((m) => m[1]!))];
}

const showsFullPage = (html: string) => {
  const count = productSlugs(html).length;
  return count === PER_PAGE ? null : `expected ${PER_PAGE} products, saw ${count}`;
};

const FRENCH_HOME = localePath('/', 'fr-CA');

const shows = (text: string) => (html: string) => (html.includes(text) ? null : `"${text}" missing`);

export const SHOP: Page = { name: '/shop', path: '/shop', check: showsFullPage };

/** What a shopper opens first, on the demo catalogue: audited by Lighthouse and costed on the server. */
export const SHOPPER_PAGES: Page[] = [
  { name: '/', path: '/', check: (html) => (productSlugs(html).length ? null : 'no featured products') },
  SHOP,
  { name: 'a product page', path: '/product/summit-ridge-29-trail', check: shows('Summit Ridge') },
  { name: '/about', path: '/about', check: shows('About Us') },
  {
    name: FRENCH_HOME,
    path: FRENCH_HOME,
    check: (html) => (html.includes('lang="fr-CA"') ? null : 'not the French home'),
  },
  { name: '/collections', path: '/collections', check: shows('/collection/bike-mountain-bike') },
  { name: '/contact', path: '/contact', check: shows('Contact') },
];

/** The catalogue pages whose cost grows with the catalogue, at benchmark scale. */
export function cataloguePages(products: number): Page[] {
  const lastPage = Math.ceil(products / PER_PAGE);
  const deepPage = Math.min(400, lastPage);
  return [
    SHOP,
    {
      name: `/shop?page=${deepPage}`,
      path: `/shop?page=${deepPage}`,
      check: (html) =>
        deepPage === lastPage ? (productSlugs(html).length ? null : 'no products') : showsFullPage(html),
    },
    {
      name: '/collection/bike-mountain-bike',
      path: '/collection/bike-mountain-bike',
      check: (html) => shows('Mountain Bikes')(html) ?? showsFullPage(html),
    },
    {
      name: '/search?query=summit ridge',
      path: '/search?query=summit%20ridge',
      check: (html) => {
        const slugs = productSlugs(html);
        if (!slugs.length) return 'no results';
        return slugs.every((s) => s.includes('summit-ridge')) ? null : `unrelated result in ${slugs.join(', ')}`;
      },
    },
  ];
}
