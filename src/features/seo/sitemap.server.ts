/**
 * Reads what the sitemap lists from the catalogue, through the shop's
 * commerce client (and its 5-minute cache): every collection, and every
 * product, page after page.
 */
import { listCollections, listProducts } from '~/lib/surecart/index.ts';
import type { SitemapCatalog } from './sitemap.ts';

/** The API's largest page. */
const PAGE_SIZE = 100;
/** Pages fetched at once, so a large catalogue does not become a burst of calls. */
const PARALLEL_PAGES = 4;

async function productSlugPage(page: number) {
  return listProducts({ limit: PAGE_SIZE, page, sort: 'created_at:desc', expand: [] });
}

export async function loadSitemapCatalog(): Promise<SitemapCatalog> {
  const [collections, first] = await Promise.all([listCollections(), productSlugPage(1)]);
  const pageCount = Math.ceil(first.count / PAGE_SIZE);
  const productSlugs = first.products.map((product) => product.slug);
  for (let start = 2; start <= pageCount; start += PARALLEL_PAGES) {
    const pages = Array.from({ length: Math.min(PARALLEL_PAGES, pageCount - start + 1) }, (_, i) => start + i);
    for (const result of await Promise.all(pages.map(productSlugPage))) {
      productSlugs.push(...result.products.map((product) => product.slug));
    }
  }
  return { collectionSlugs: collections.map((collection) => collection.slug), productSlugs };
}
