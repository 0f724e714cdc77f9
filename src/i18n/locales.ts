/**
 * The shop's languages. English (en-CA) is the default and keeps its
 * addresses; French (fr-CA) is the second language. Formats (money, dates,
 * counts) take one of these through `Intl`.
 */
export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-CA';
