/**
 * The message catalogue of the current language. Modules import their groups
 * from here (`import { header } from '~/i18n/index.ts'`) and never name a
 * language: in the English build of an island this is English; an island
 * imported as `Island.tsx?lang=fr` (see server/locale-graph.mjs) gets a copy
 * of its modules in which this file is the French catalogue (fr.ts,
 * fr-accounts.ts). Server-rendered pages pick theirs with `messagesFor()`
 * (./server.ts).
 */
import type { Locale } from './locales.ts';

export * from './en.ts';
export * from './en-accounts.ts';
export const locale: Locale = 'en-CA';
/** The folder of src/content/pages/ that holds this language's pages. */
export const contentLocale = 'en';
