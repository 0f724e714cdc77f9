/**
 * The message catalogue of the current locale: English. The French one
 * (fr.ts, fr-accounts.ts) has the same keys and is not served yet: pages
 * choose it once French routes exist.
 */
export * from './en.ts';
export * from './en-accounts.ts';
export const locale = 'en-CA';
/** The folder of src/content/pages/ that holds this locale's pages. */
export const contentLocale = 'en';
