/**
 * The message catalogue of the current language. Modules import their groups
 * from here (`import { header } from '~/i18n/index.ts'`) and never name a
 * language: in the English build of an island this is English; an island
 * imported through `~fr/` (see server/locale-graph.mjs) gets a copy
 * of its modules in which this file is the French catalogue (fr.ts,
 * fr-accounts.ts; the plugin derives it from this file). Server-rendered pages pick theirs with `messagesFor()`
 * (./server.ts).
 */
import { localePath, type Locale } from './locales.ts';

export * from './en.ts';
export * from './en-accounts.ts';
export const locale: Locale = 'en-CA';
/** The folder of src/content/pages/ that holds this language's pages. */
export const contentLocale = 'en';

/**
 * Links built inside islands and the modules they use: a shop path in this
 * catalogue's language (`/shop` → `/fr/shop` in French islands). Server-rendered
 * pages use `localePath(path, locale)`.
 */
export function href(path: string): string {
  return localePath(path, locale);
}
