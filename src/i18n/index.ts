/**
 * The message catalogue of the current locale. Only English exists so far;
 * a French catalogue will be added beside it with the same keys.
 */
export * from './en.ts';
export * from './en-accounts.ts';
export const locale = 'en-CA';
/** The folder of src/content/pages/ that holds this locale's pages. */
export const contentLocale = 'en';
