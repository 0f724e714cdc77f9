/**
 * Everything the product page renders, loaded on the server so the first
 * paint shows it: the product (looked up by slug), its gallery media, its
 * sanitised description, its related products, its breadcrumb and its
 * structured data.
 */
import { getProductBySlug, listCollections, type Product } from '~/lib/surecart/index.ts';
import { getMediaBatch } from '~/lib/wordpress/media.ts';
import { loadProductCards } from '~/features/catalog/cards.server.ts';
import type { ProductCardData } from '~/features/catalog/product-card.ts';
import type { Crumb } from '~/components/ui/Breadcrumb.tsx';
import { common, product as messages } from '~/i18n/index.ts';
import { siteUrl } from '~/lib/env.ts';
import { serializeJsonLd } from '~/lib/json-ld.ts';
import { buildGallery, type GalleryImage } from './gallery.ts';
import { productDescriptionHtml, productDescriptionText } from './description.ts';
import { breadcrumbJsonLd, productJsonLd } from './structured-data.ts';

/** Related products per related collection. */
export const RELATED_LIMIT = 10;

export interface RelatedGroup {
  title: string;
  products: ProductCardData[];
}

export interface ProductPageData {
  product: Product;
  gallery: GalleryImage[];
  descriptionHtml: string;
  related: RelatedGroup[];
  crumbs: Crumb[];
  /** The page's meta description: the description's plain text, cut for search results, or the name. */
  metaDescription: string;
  /** Product and BreadcrumbList JSON-LD, each serialised for a script element. */
  jsonLd: string[];
}

/** Search engines show about this many characters of a description. */
const META_DESCRIPTION_LENGTH = 155;

/** Home, Shop, the product's first collection, the product. */
function productCrumbs(product: Product): Crumb[] {
  const collection = product.collections[0];
  return [
    { name: common.home, href: '/' },
    { name: common.shop, href: '/shop' },
    ...(collection ? [{ name: collection.name, href: `/shop?category=${encodeURIComponent(collection.id)}` }] : []),
    { name: product.name },
  ];
}

/** The product's related collections, each once, in the order its collections list them. */
export function relatedCollectionIds(product: Product): string[] {
  return [...new Set(product.collections.flatMap((c) => c.relatedCollectionIds))];
}

async function loadRelated(product: Product): Promise<RelatedGroup[]> {
  const ids = relatedCollectionIds(product);
  if (ids.length === 0) return [];
  const names = new Map((await listCollections().catch(() => [])).map((c) => [c.id, c.name]));
  const groups = await Promise.all(
    ids.map(async (id) => {
      try {
        const { cards } = await loadProductCards({ collectionIds: [id], limit: RELATED_LIMIT, page: 1 });
        const name = names.get(id);
        return {
          title: name ? messages.moreFrom(name) : messages.relatedProducts,
          products: cards.filter((card) => card.id !== product.id),
        };
      } catch (error) {
        console.error(`Failed to load related products of collection ${id}`, error);
        return { title: messages.relatedProducts, products: [] };
      }
    }),
  );
  return groups.filter((group) => group.products.length > 0);
}

/** Null when no product has this slug. Gallery and related failures are logged and leave those parts empty. */
export async function loadProductPage(slug: string): Promise<ProductPageData | null> {
  const product = await getProductBySlug(slug);
  if (!product) return null;
  const [media, related] = await Promise.all([
    getMediaBatch(product.galleryIds).catch((error: unknown) => {
      console.error('Failed to load the gallery', error);
      return [];
    }),
    loadRelated(product),
  ]);
  const gallery = buildGallery(product, media);
  const descriptionHtml = productDescriptionHtml(product);
  const descriptionText = productDescriptionText(product);
  const path = `/product/${slug}`;
  const url = new URL(path, siteUrl).href;
  const crumbs = productCrumbs(product);
  const crumbUrls = crumbs.map((crumb) => ({ name: crumb.name, url: new URL(crumb.href ?? path, siteUrl).href }));
  return {
    product,
    gallery,
    descriptionHtml,
    related,
    crumbs,
    metaDescription: descriptionText.slice(0, META_DESCRIPTION_LENGTH) || product.name,
    jsonLd: [
      productJsonLd(
        product,
        url,
        gallery.map((image) => image.url),
        descriptionText,
      ),
      breadcrumbJsonLd(crumbUrls),
    ].map(serializeJsonLd),
  };
}
