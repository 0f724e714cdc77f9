/**
 * What the collections overview renders on the server: the top-level
 * collections that have products, each with its sub-collections, and the
 * newest featured products, in the page's language. Either read failing
 * fails the page.
 */
import type { Crumb } from '~/components/ui/Breadcrumb.tsx';
import { DEFAULT_LOCALE, localePath, type Locale } from '~/i18n/locales.ts';
import { messagesFor, pageLocale } from '~/i18n/server.ts';
import { loadCatalogPage, type CatalogRoute } from '~/lib/catalog-page.ts';
import { listCollections } from '~/lib/surecart/index.ts';
import { COLLECTIONS_FEATURED_LIMIT, loadFeaturedCards, type CardPage } from './cards.server.ts';
import { buildCollectionTree, type CollectionNode } from './collection-tree.ts';
import { localizedCollections } from './localized.ts';

export interface CollectionsPage {
  tree: CollectionNode[];
  featured: CardPage;
  crumbs: Crumb[];
}

export async function loadCollectionsPage(locale: Locale = DEFAULT_LOCALE): Promise<CollectionsPage> {
  const { common, collectionsPage } = messagesFor(locale);
  const [tree, featured] = await Promise.all([
    listCollections().then((all) => buildCollectionTree(localizedCollections(all, locale))),
    loadFeaturedCards(COLLECTIONS_FEATURED_LIMIT, locale),
  ]);
  return {
    tree,
    featured,
    crumbs: [{ name: common.home, href: localePath('/', locale) }, { name: collectionsPage.title }],
  };
}

/** The collections overview's route, in either language. */
export const collectionsRoute = (astro: CatalogRoute) =>
  loadCatalogPage(astro.response, 'the collections', () => loadCollectionsPage(pageLocale(astro)));
