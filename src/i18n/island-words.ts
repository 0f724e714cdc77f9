/**
 * Which groups of words each island shows, so a page carries exactly the
 * words its islands show at first (PageWords.astro writes them into the
 * page). An island's `first` groups are those it and the modules it imports
 * read; its `onDemand` groups are read only by modules loaded on demand with
 * their words (`withWords`/`lazyWithWords`, src/i18n/load-words.ts: a dialog
 * opened later, the auth client), which fetch them when they load: one JSON
 * file per language and group, built by src/pages/words/, at an address
 * holding a hash of the language's on-demand words, so it changes whenever
 * they do and the files can be cached for good. tests/unit/island-words.test.ts
 * reads the sources and fails when a group is missing from either list.
 * Server only.
 */
import { createHash } from 'node:crypto';
import { WORDS_PATH } from '~shared/shop-http.mjs';
import type { GroupName, PageWords } from './catalogue.ts';
import type { Locale } from './locales.ts';
import { serializeJsonLd } from '~/lib/json-ld.ts';
import { oncePerKey } from '~/lib/once-per-key.ts';
import { wordsAsData } from './message-format.ts';
import { messagesFor } from './server.ts';

interface IslandWords {
  /** Read by what renders with the page: carried in it. */
  first: readonly GroupName[];
  /** Read only by modules loaded on demand, whose loaders fetch them. */
  onDemand: readonly GroupName[];
}

const ACCOUNT_PAGE = { first: ['accountPages', 'auth', 'refusedLink', 'toasts'], onDemand: [] } as const;
const CONTACT_FORM = ['contact', 'recaptcha', 'toasts'] as const;

export const ISLAND_WORDS = {
  // The layout's islands, on every page.
  // The header, and the page start it draws (the cart, the session, the navigation feedback).
  Header: {
    first: [
      'accountMenu',
      'brand',
      'cart',
      'header',
      'language',
      'mobileMenu',
      'platformWords',
      'refusedLink',
      'searchBox',
      'stock',
      'toasts',
    ],
    onDemand: ['auth', 'cartDrawer'],
  },
  ThemeMenu: { first: ['theme'], onDemand: [] },
  ContactDialogLink: { first: ['toasts'], onDemand: ['contact', 'recaptcha'] },
  NewsletterForm: { first: ['newsletter', 'recaptcha', 'toasts'], onDemand: [] },
  // Pages' own islands.
  ProductListing: {
    first: ['brand', 'common', 'listing', 'listingMeta', 'product', 'searchPage', 'stock'],
    onDemand: [],
  },
  LoginPage: ACCOUNT_PAGE,
  ResetPasswordPage: ACCOUNT_PAGE,
  UpdatePasswordPage: ACCOUNT_PAGE,
  ConfirmPage: ACCOUNT_PAGE,
  AccountPage: ACCOUNT_PAGE,
  ContactForm: { first: CONTACT_FORM, onDemand: [] },
  PurchasePanel: {
    first: ['cart', 'platformWords', 'productPage', 'sizeFinder', 'stock', 'toasts'],
    onDemand: ['backInStock', 'recaptcha', 'sizeFinderDialog'],
  },
  ProductGallery: { first: ['productPage'], onDemand: [] },
  ProductTabs: { first: ['productPage', ...CONTACT_FORM], onDemand: [] },
  OrderConfirmation: { first: ['brand', 'cart', 'platformWords', 'thankYou'], onDemand: [] },
} as const satisfies Record<string, IslandWords>;

export type IslandName = keyof typeof ISLAND_WORDS;

/** The islands BaseLayout renders on every page (its header, which draws the page start, and its footer). */
export const LAYOUT_ISLANDS = [
  'Header',
  'ThemeMenu',
  'ContactDialogLink',
  'NewsletterForm',
] as const satisfies readonly IslandName[];

/** Every group a module loaded on demand may fetch: each has a file per language. */
export const ON_DEMAND_GROUPS: readonly GroupName[] = [
  ...new Set(Object.values(ISLAND_WORDS).flatMap((words): readonly GroupName[] => words.onDemand)),
].sort();

/** A group as its file holds it (templates as `{"$fmt": …}`). */
export function groupData(locale: Locale, group: GroupName): unknown {
  return wordsAsData(messagesFor(locale)[group], group);
}

/** A hash of a language's on-demand words: the same while they are. */
export const onDemandVersion = oncePerKey((locale: Locale): string => {
  const data = JSON.stringify(ON_DEMAND_GROUPS.map((group) => groupData(locale, group)));
  return createHash('sha256').update(data).digest('hex').slice(0, 12);
});

/** The folder of a language's on-demand files: `/words/<locale>/<version>/`, `<group>.json` in it. */
export const onDemandAddress = (locale: Locale): string => `${WORDS_PATH}${locale}/${onDemandVersion(locale)}/`;

/** The words a page in `locale` carries for the layout's islands and its own, and where the rest are. */
export function pageWordsFor(locale: Locale, islands: readonly IslandName[]): PageWords {
  const all = messagesFor(locale);
  const names = new Set<GroupName>([...LAYOUT_ISLANDS, ...islands].flatMap((island) => ISLAND_WORDS[island].first));
  const groups = Object.fromEntries([...names].sort().map((name) => [name, all[name]]));
  return { locale, groups, onDemand: onDemandAddress(locale) };
}

/**
 * The same, as the JSON the page carries (templates as `{"$fmt": …}`),
 * escaped for a script element. Made once per language and set of islands:
 * the words are fixed at build, and every render of a page would otherwise
 * convert and write the same groups again.
 */
export const pageWordsJson = oncePerKey(
  (locale: Locale, islands: readonly IslandName[]): string =>
    serializeJsonLd(wordsAsData(pageWordsFor(locale, islands))),
  (locale, islands) => `${locale}:${islands.join(',')}`,
);
