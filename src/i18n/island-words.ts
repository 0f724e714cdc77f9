/**
 * Which groups of words each island shows, so a page carries exactly the
 * words its islands need (PageWords.astro writes them into the page). An
 * island's list holds every group it and the modules it loads read, on
 * demand too (a dialog opened later, an error shown after a request);
 * tests/unit/island-words.test.ts reads the sources and fails when one is
 * missing. Server only.
 */
import type { GroupName, PageWords } from './catalogue.ts';
import type { Locale } from './locales.ts';
import { wordsAsData } from './message-format.ts';
import { messagesFor } from './server.ts';

const FORMS = ['contact', 'recaptcha', 'toasts'] as const;
const SIGN_IN = ['auth', 'refusedLink', 'toasts'] as const;
const ACCOUNT_PAGE = ['accountPages', ...SIGN_IN] as const;

export const ISLAND_WORDS = {
  // The layout's islands, on every page.
  Header: ['accountMenu', 'auth', 'brand', 'header', 'language', 'mobileMenu', 'refusedLink', 'searchBox', 'toasts'],
  PageStart: ['auth', 'cart', 'cartDrawer', 'platformWords', 'refusedLink', 'stock', 'toasts'],
  ThemeMenu: ['theme'],
  ContactDialogLink: FORMS,
  NewsletterForm: ['newsletter', 'recaptcha', 'toasts'],
  // Pages' own islands.
  ProductListing: ['brand', 'common', 'listing', 'listingMeta', 'product', 'searchPage', 'stock'],
  LoginPage: ACCOUNT_PAGE,
  ResetPasswordPage: ACCOUNT_PAGE,
  UpdatePasswordPage: ACCOUNT_PAGE,
  ConfirmPage: ACCOUNT_PAGE,
  AccountPage: ACCOUNT_PAGE,
  ContactForm: FORMS,
  PurchasePanel: [
    'backInStock',
    'cart',
    'platformWords',
    'productPage',
    'recaptcha',
    'sizeFinder',
    'sizeFinderDialog',
    'stock',
    'toasts',
  ],
  ProductGallery: ['productPage'],
  ProductTabs: ['contact', 'productPage', 'recaptcha', 'toasts'],
  OrderConfirmation: ['brand', 'cart', 'platformWords', 'thankYou'],
} as const satisfies Record<string, readonly GroupName[]>;

export type IslandName = keyof typeof ISLAND_WORDS;

/** The islands BaseLayout renders on every page (its header, footer and page start). */
export const LAYOUT_ISLANDS = [
  'Header',
  'PageStart',
  'ThemeMenu',
  'ContactDialogLink',
  'NewsletterForm',
] as const satisfies readonly IslandName[];

/** The words a page in `locale` carries for the layout's islands and its own. */
export function pageWordsFor(locale: Locale, islands: readonly IslandName[]): PageWords {
  const all = messagesFor(locale);
  const names = new Set([...LAYOUT_ISLANDS, ...islands].flatMap((island) => ISLAND_WORDS[island]));
  const groups = Object.fromEntries([...names].sort().map((name) => [name, all[name]]));
  return { locale, groups };
}

/** The same, as the data the page's JSON holds (templates as `{"$fmt": …}`). */
export function pageWordsData(locale: Locale, islands: readonly IslandName[]): unknown {
  return wordsAsData(pageWordsFor(locale, islands));
}
