/**
 * The words of the current page, for islands and the modules they use:
 * `import { header } from '~/i18n/index.ts'` and `header.openCart`, never
 * naming a language. Each group reads the page's words when used (see
 * page-words.ts): in the browser the ones the page carries, on the server
 * those of the page being rendered. So one build of each island serves every
 * language. A group the page does not carry fails loudly when read.
 * Server-rendered pages pick theirs with `messagesFor()` (./server.ts).
 *
 * Read words inside functions and components, never at a module's top level:
 * the server evaluates a module once for every page and language.
 */
import type { GroupName, Messages } from './catalogue.ts';
import { localePath, type Locale } from './locales.ts';
import { pageWords } from './page-words.ts';

function groupOf<N extends GroupName>(name: N): Messages[N] {
  const group = pageWords().groups[name];
  if (!group) throw new Error(`The words "${name}" are not on this page: add them to its islands' (island-words.ts)`);
  return group as Messages[N];
}

/** A group that reads the current page's words at each use. */
function group<N extends GroupName>(name: N): Messages[N] {
  return new Proxy({} as Messages[N], {
    get: (_, key) => Reflect.get(groupOf(name), key),
    has: (_, key) => Reflect.has(groupOf(name), key),
    ownKeys: () => Reflect.ownKeys(groupOf(name)),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(groupOf(name), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** The current page's language. */
export function currentLocale(): Locale {
  return pageWords().locale;
}

/** A shop path in the current page's language: `/shop`, or `/fr/shop` on a French page. */
export function href(path: string): string {
  return localePath(path, currentLocale());
}

export const brand = group('brand');
export const header = group('header');
export const searchBox = group('searchBox');
export const mobileMenu = group('mobileMenu');
export const footer = group('footer');
export const navigation = group('navigation');
export const language = group('language');
export const toasts = group('toasts');
export const contentPages = group('contentPages');
export const home = group('home');
export const collectionPage = group('collectionPage');
export const collectionsPage = group('collectionsPage');
export const notFound = group('notFound');
export const cart = group('cart');
export const refusedLink = group('refusedLink');
export const auth = group('auth');
export const common = group('common');
export const listing = group('listing');
export const listingMeta = group('listingMeta');
export const searchPage = group('searchPage');
export const product = group('product');
export const comparePage = group('comparePage');
export const productPage = group('productPage');
export const sizeFinder = group('sizeFinder');
export const platformWords = group('platformWords');
export const theme = group('theme');
export const contact = group('contact');
export const newsletter = group('newsletter');
export const recaptcha = group('recaptcha');
export const accountMenu = group('accountMenu');
export const backInStock = group('backInStock');
export const cartDrawer = group('cartDrawer');
export const thankYou = group('thankYou');
export const sizeFinderDialog = group('sizeFinderDialog');
export const geometryTable = group('geometryTable');
export const stock = group('stock');
