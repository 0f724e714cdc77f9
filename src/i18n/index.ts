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

// Loading on-demand words with their module: exported here too so they join this module's chunk, which every
// island loads, instead of making a file of their own at first.
export { withWords } from './load-words.ts';
export { lazyWithWords, reportLoadFailure } from './lazy-with-words.tsx';

/** The current page's language. */
export function currentLocale(): Locale {
  return pageWords().locale;
}

/** A shop path in the current page's language: `/shop`, or `/fr/shop` on a French page. */
export function href(path: string): string {
  return localePath(path, currentLocale());
}

// Pure: a group no module of a bundle reads is left out of it.
export const brand = /* @__PURE__ */ group('brand');
export const header = /* @__PURE__ */ group('header');
export const searchBox = /* @__PURE__ */ group('searchBox');
export const mobileMenu = /* @__PURE__ */ group('mobileMenu');
export const footer = /* @__PURE__ */ group('footer');
export const navigation = /* @__PURE__ */ group('navigation');
export const language = /* @__PURE__ */ group('language');
export const toasts = /* @__PURE__ */ group('toasts');
export const contentPages = /* @__PURE__ */ group('contentPages');
export const home = /* @__PURE__ */ group('home');
export const collectionPage = /* @__PURE__ */ group('collectionPage');
export const collectionsPage = /* @__PURE__ */ group('collectionsPage');
export const notFound = /* @__PURE__ */ group('notFound');
export const cart = /* @__PURE__ */ group('cart');
export const refusedLink = /* @__PURE__ */ group('refusedLink');
export const auth = /* @__PURE__ */ group('auth');
export const accountPages = /* @__PURE__ */ group('accountPages');
export const common = /* @__PURE__ */ group('common');
export const listing = /* @__PURE__ */ group('listing');
export const listingMeta = /* @__PURE__ */ group('listingMeta');
export const searchPage = /* @__PURE__ */ group('searchPage');
export const product = /* @__PURE__ */ group('product');
export const comparePage = /* @__PURE__ */ group('comparePage');
export const productPage = /* @__PURE__ */ group('productPage');
export const sizeFinder = /* @__PURE__ */ group('sizeFinder');
export const platformWords = /* @__PURE__ */ group('platformWords');
export const theme = /* @__PURE__ */ group('theme');
export const contact = /* @__PURE__ */ group('contact');
export const newsletter = /* @__PURE__ */ group('newsletter');
export const recaptcha = /* @__PURE__ */ group('recaptcha');
export const accountMenu = /* @__PURE__ */ group('accountMenu');
export const backInStock = /* @__PURE__ */ group('backInStock');
export const cartDrawer = /* @__PURE__ */ group('cartDrawer');
export const thankYou = /* @__PURE__ */ group('thankYou');
export const sizeFinderDialog = /* @__PURE__ */ group('sizeFinderDialog');
export const geometryTable = /* @__PURE__ */ group('geometryTable');
export const stock = /* @__PURE__ */ group('stock');
