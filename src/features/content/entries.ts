/**
 * Reads the editable pages of the current locale from the content
 * collections (src/content.config.ts). A missing file stops the build with
 * its expected path, since the shop must never ship without one of its pages.
 */
import { getEntry, type CollectionEntry } from 'astro:content';
import { contentLocale } from '~/i18n/index.ts';

export type PolicyName = 'shipping' | 'privacy' | 'terms';

async function loadPage<C extends 'policies' | 'faq' | 'about'>(
  collection: C,
  name: string,
): Promise<CollectionEntry<C>> {
  const entry = await getEntry(collection, `${contentLocale}/${name}`);
  if (!entry) throw new Error(`Missing content file: src/content/pages/${contentLocale}/${name}.md`);
  return entry as CollectionEntry<C>;
}

export const loadPolicy = (name: PolicyName) => loadPage('policies', name);
export const loadFaq = () => loadPage('faq', 'faq');
export const loadAbout = () => loadPage('about', 'about');
