/**
 * Every editable page exists in each of the shop's languages: the English
 * page src/content/pages/en/<page>.md and its French twin
 * src/content/pages/fr/<page>.md. A collection's loader is wrapped so that,
 * once its files are read, a page missing in one language stops the build
 * with the path of the file to write.
 */
import type { Loader } from 'astro/loaders';
import { LANGUAGE_CODES } from '~/i18n/locales.ts';

/** The folders of src/content/pages/, one per language: its code. */
export const CONTENT_LOCALES = LANGUAGE_CODES;

/** The pages a set of entry ids ("<locale>/<page>") lacks: "fr/privacy" when only "en/privacy" exists. */
export function missingTwins(ids: Iterable<string>): string[] {
  const present = new Set(ids);
  const pages = new Set([...present].map((id) => id.slice(id.indexOf('/') + 1)));
  return [...pages]
    .sort()
    .flatMap((page) => CONTENT_LOCALES.map((locale) => `${locale}/${page}`))
    .filter((id) => !present.has(id));
}

/** What the build says when pages are missing, naming each file and the twin it translates. */
export function missingTwinsMessage(missing: string[], folder: string): string {
  const lines = missing.map((id) => {
    const page = id.slice(id.indexOf('/') + 1);
    const twin = CONTENT_LOCALES.find((locale) => !id.startsWith(`${locale}/`)) ?? CONTENT_LOCALES[0];
    return `- ${folder}/${id}.md is missing (the translation of ${folder}/${twin}/${page}.md)`;
  });
  return `Every page needs its English and French versions:\n${lines.join('\n')}`;
}

/** `loader`, checking once its entries are stored that every page has its twin in each language. */
export function withTwins(loader: Loader, folder: string): Loader {
  return {
    ...loader,
    load: async (context) => {
      await loader.load(context);
      const missing = missingTwins(context.store.keys());
      if (missing.length > 0) throw new Error(missingTwinsMessage(missing, folder));
    },
  };
}
