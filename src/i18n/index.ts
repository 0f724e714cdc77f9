/**
 * The message catalogue of the current language. Modules import their groups
 * from here (`import { header } from '~/i18n/index.ts'`) and never name a
 * language (`locale`, and `href` for links, come with the catalogue): in the
 * English build of an island this is English; an island
 * imported through `~fr/` (see server/locale-graph.mjs) gets a copy
 * of its modules in which this file is the French catalogue (fr.ts,
 * fr-accounts.ts; the plugin derives it from this file). Server-rendered pages pick theirs with `messagesFor()`
 * (./server.ts).
 */
// Only re-exports: a module of its own code here would be a file of its own on every page.
export * from './en.ts';
export * from './en-accounts.ts';
export * from './en-catalog.ts';
export * from './en-forms.ts';
export * from './en-orders.ts';
export * from './en-size-finder.ts';
export * from './en-stock.ts';
