/**
 * The words of the page the server is rendering, for islands and the modules
 * they use (./index.ts): the middleware runs each request's rendering in its
 * page's language (`withPageWords`). One module graph serves every language
 * and concurrent requests, so the language is the render's, not the module's.
 * Server only.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PageWords } from './catalogue.ts';
import type { Locale } from './locales.ts';
import { provideWords } from './page-words.ts';
import { messagesFor } from './server.ts';

const rendering = new AsyncLocalStorage<PageWords>();

provideWords(() => {
  const words = rendering.getStore();
  if (!words) throw new Error('Words read outside a page render (at a module’s top level?): read them when used');
  return words;
});

/** Runs `render` with the words of a page in `locale`: the whole catalogue, as the server renders any page. */
export function withPageWords<T>(locale: Locale, render: () => T): T {
  return rendering.run({ locale, groups: messagesFor(locale) }, render);
}
