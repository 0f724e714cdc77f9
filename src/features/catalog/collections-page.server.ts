/**
 * What the collections overview renders on the server: the top-level
 * collections that have products, each with its sub-collections, and the
 * newest featured products. Either read failing fails the page.
 */
import type { Crumb } from '~/components/ui/Breadcrumb.tsx';
import { collectionsPage, common } from '~/i18n/index.ts';
import { listCollections } from '~/lib/surecart/index.ts';
import { COLLECTIONS_FEATURED_LIMIT, loadFeaturedCards, type CardPage } from './cards.server.ts';
import { buildCollectionTree, type CollectionNode } from './collection-tree.ts';

export interface CollectionsPage {
  tree: CollectionNode[];
  featured: CardPage;
  crumbs: Crumb[];
}

export async function loadCollectionsPage(): Promise<CollectionsPage> {
  const [tree, featured] = await Promise.all([
    listCollections().then(buildCollectionTree),
    loadFeaturedCards(COLLECTIONS_FEATURED_LIMIT),
  ]);
  return { tree, featured, crumbs: [{ name: common.home, href: '/' }, { name: collectionsPage.title }] };
}
