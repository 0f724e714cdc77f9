/**
 * Reads the editable pages of a language (`src/content/pages/en/` or `fr/`)
 * from the content collections (src/content.config.ts). A missing file stops
 * the build with its expected path, since the shop must never ship without
 * one of its pages.
 */
import { getEntry, type CollectionEntry } from 'astro:content';
import type { Locale } from '~/i18n/locales.ts';
import { contentFolder } from '~/i18n/server.ts';

export type PolicyName = 'shipping' | 'privacy' | 'terms';

async function loadPage<C extends 'policies' | 'faq' | 'about'>(
  collection: C,
  name: string,
  locale: Locale,
): Promise<CollectionEntry<C>> {
  const folder = contentFolder(locale);
  const entry = await getEntry(collection, `${folder}/${name}`);
  if (!entry) throw new Error(`Missing content file: src/content/pages/${folder}/${name}.md`);
  return entry as CollectionEntry<C>;
}

export const loadPolicy = (name: PolicyName, locale: Locale) => loadPage('policies', name, locale);
export const loadFaq = (locale: Locale) => loadPage('faq', 'faq', locale);
export const loadAbout = (locale: Locale) => loadPage('about', 'about', locale);
