/**
 * What the French browser tests share: the French pages, the English
 * catalogue's messages that must never show on them, the words a French page
 * shows to a person and to assistive technology, and a check that an e-mail
 * is written in French.
 */
import type { Page } from '@playwright/test';
import { localePath } from '../../src/i18n/locales.ts';
import { messagesFor } from '../../src/i18n/server.ts';
import { someProductSlug } from './contact-helpers.ts';
import { expect } from './fixtures.ts';

/** A collection of the demo catalogue. */
export const COLLECTION_SLUG = 'bike-road-bike';

/** Stands for a product page of the demo catalogue in the lists of pages (`withProduct` resolves it). */
export const A_PRODUCT = '/product/*';

/** Every page of the shop, by its English address; its French twin is the same under `/fr`. */
export const SHOP_PAGES = [
  '/',
  '/shop',
  '/search?query=bike',
  '/collections',
  `/collection/${COLLECTION_SLUG}`,
  A_PRODUCT,
  '/about',
  '/faq',
  '/shipping',
  '/privacy',
  '/terms',
  '/contact',
  '/login',
  '/account',
  '/auth/confirm',
  '/auth/reset-password',
  '/auth/update-password',
  '/thank-you',
];

/** The path, with `A_PRODUCT` made a real product's page. */
export async function withProduct(path: string): Promise<string> {
  return path === A_PRODUCT ? `/product/${await someProductSlug()}` : path;
}

export const french = (path: string) => localePath(path, 'fr-CA');

/** Stands for a message function's text argument, so what the function adds around it can be told apart. */
const ARGUMENT = '\u2063';

/** A message's fixed parts: a string itself, or what a message function writes around its arguments. */
function fixedParts(message: unknown): string[] {
  if (typeof message === 'string') return [message];
  if (typeof message !== 'function') return [];
  const fn = message as (...args: unknown[]) => unknown;
  return [ARGUMENT, 1, 3].flatMap((sample) => {
    let text: unknown;
    try {
      text = fn(...Array.from({ length: fn.length }, () => sample));
    } catch {
      return [];
    }
    return typeof text === 'string' ? text.split(String(sample)) : [];
  });
}

/** Every message of a catalogue by its key path (`cartDrawer.title`, `home.values[0].text`). */
function messages(tree: unknown, path = ''): [string, unknown][] {
  if (typeof tree === 'string' || typeof tree === 'function') return [[path, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    messages(value, Array.isArray(tree) ? `${path}[${key}]` : path ? `${path}.${key}` : key),
  );
}

/**
 * Long enough that finding it whole on a page means the page shows that message: two words or more, or a
 * single word of at least 8 characters ("Checkout", "Subtotal"; not "Shop" or "Next", which product data
 * or a French sentence could hold).
 */
const meaningful = (text: string) => text.split(/\s+/).length >= 2 || text.length >= 8;

export interface EnglishMessage {
  key: string;
  text: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The message as a whole: not part of a longer word at either end. */
function wholeMessage(text: string): RegExp {
  const start = /^[\p{L}\p{N}]/u.test(text) ? '(?<![\\p{L}\\p{N}])' : '';
  const end = /[\p{L}\p{N}]$/u.test(text) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${start}${escapeRegExp(text)}${end}`, 'u');
}

/**
 * The English catalogue's messages (and the fixed parts of its message functions) that a French page must
 * not show: long enough to mean something, and not French as well: neither the French message at the same
 * key nor words the French catalogue uses itself ("collections").
 */
export const ENGLISH_MESSAGES: EnglishMessage[] = (() => {
  const frenchMessages = messages(messagesFor('fr-CA'));
  const frenchText = frenchMessages.flatMap(([, message]) => fixedParts(message)).join('\n');
  const frenchByKey = new Map(frenchMessages);
  const found = new Map<string, EnglishMessage>();
  for (const [key, message] of messages(messagesFor('en-CA'))) {
    const frenchParts = new Set(fixedParts(frenchByKey.get(key)).map((part) => part.trim()));
    for (const part of fixedParts(message).map((p) => p.trim())) {
      if (!meaningful(part) || frenchParts.has(part) || found.has(part)) continue;
      if (!wholeMessage(part).test(frenchText)) found.set(part, { key, text: part });
    }
  }
  return [...found.values()];
})();

const patterns = ENGLISH_MESSAGES.map((message) => ({ ...message, pattern: wholeMessage(message.text) }));

/** The English messages found in these texts, as `"text" (key)`. */
export function englishIn(texts: string[]): string[] {
  const all = texts.join('\n');
  return patterns.filter(({ pattern }) => pattern.test(all)).map(({ key, text }) => `"${text}" (${key})`);
}

/** Asserts the page shows none of the English catalogue's messages, naming the ones it found. */
export async function expectNoEnglish(page: Page, where = page.url()) {
  const found = englishIn(await pageWords(page));
  expect(found, `English messages on ${where}:\n${found.join('\n')}`).toEqual([]);
}

/**
 * What the page says in its own language: its visible text as written (letter case from CSS set aside, so
 * an uppercase heading reads as its message), its title and description, and the names, alternatives,
 * tooltips and placeholders given to assistive technology. A passage marked as written in another language
 * (`lang="en-CA"` on a link to the English version) is not the page's language, and is left out.
 */
export async function pageWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang.split('-')[0]!;
    const asWritten = document.createElement('style');
    asWritten.textContent = `*, *::before, *::after { text-transform: none !important; }
      body :not(:lang(${pageLanguage})) { display: none !important; }`;
    document.head.append(asWritten);
    const texts = [
      document.body.innerText,
      document.title,
      document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    ];
    asWritten.remove();
    const attributes = ['aria-label', 'alt', 'title', 'placeholder'];
    for (const element of document.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))) {
      if (!element.matches(`:lang(${pageLanguage})`)) continue;
      for (const name of attributes) texts.push(element.getAttribute(name) ?? '');
    }
    return texts.filter(Boolean);
  });
}

/** Words only English writes, whole and in lower case: one of them in an e-mail's text means English. */
const ENGLISH_WORDS = ['the', 'your', 'you', 'and', 'to', 'of', 'with', 'this', 'if', 'we', 'our', 'please', 'has'];
/** Words French writes in any message to a shopper. */
const FRENCH_WORDS = ['votre', 'vous', 'le', 'la', 'les', 'de', 'du', 'des', 'pour', 'et'];

const words = (text: string) =>
  text
    // Addresses and links are not prose.
    .replace(/https?:\/\/\S+|\S+@\S+/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}’']+/u);

/** The English words of a text, and how many French ones it has: what tells an e-mail's language. */
export function languageOf(text: string): { english: string[]; frenchWords: number } {
  const all = words(text);
  return {
    english: [...new Set(all.filter((word) => ENGLISH_WORDS.includes(word)))],
    frenchWords: all.filter((word) => FRENCH_WORDS.includes(word)).length,
  };
}

/**
 * Asserts an e-mail is written in French and sends its reader only to French pages of the shop: its own
 * links, and where each of the Auth service's links lands (`redirect_to`).
 */
export function expectFrenchMail(mail: { subject: string; text: string; links: string[] }, siteUrl: string) {
  const { english, frenchWords } = languageOf(`${mail.subject}\n${mail.text}`);
  expect(english, `English words in the e-mail "${mail.subject}"`).toEqual([]);
  expect(frenchWords, `French words in the e-mail "${mail.subject}"`).toBeGreaterThanOrEqual(3);
  const site = new URL(siteUrl).origin;
  for (const link of mail.links) {
    const url = new URL(link);
    const landing = url.pathname.endsWith('/auth/v1/verify') ? url.searchParams.get('redirect_to') : link;
    if (landing && new URL(landing).origin === site) expect(new URL(landing).pathname, link).toMatch(/^\/fr(\/|$)/);
  }
}
