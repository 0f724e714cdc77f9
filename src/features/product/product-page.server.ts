/**
 * Everything the product page renders, loaded on the server so the first
 * paint shows it, in the page's language: the product (looked up by slug),
 * its gallery media, its sanitised description, its specifications, its
 * suggestions (a bike's similar bikes and accessories, another product's
 * related collections), its breadcrumb and its structured data.
 */
import {
  CARD_EXPANSIONS,
  getProductBySlug,
  listCollections,
  listProducts,
  type Product,
  type ProductListRequest,
} from '~/lib/surecart/index.ts';
import { getMediaBatch } from '~/lib/wordpress/media.ts';
import { cardsOf, loadProductCards } from '~/features/catalog/cards.server.ts';
import { bikeCollectionIds, isBike } from '~/features/catalog/bikes.ts';
import { compareHref } from '~/features/compare/compare-address.ts';
import { localizedCollections, localizedProduct } from '~/features/catalog/localized.ts';
import { variantMediaIds, withVariantImages } from '~/features/catalog/product-image.ts';
import { validImageIds } from '~/lib/wordpress/ids.ts';
import { productHref, type ProductCardData } from '~/features/catalog/product-card.ts';
import type { Crumb } from '~/components/ui/Breadcrumb.tsx';
import { DEFAULT_LOCALE, localePath, type Locale } from '~/i18n/locales.ts';
import { messagesFor, pageLocale } from '~/i18n/server.ts';
import { loadCatalogPage, type CatalogRoute } from '~/lib/catalog-page.ts';
import { LISTINGS_TAG, productTag } from '~/lib/cache-tags.ts';
import type { AstroGlobal } from 'astro';
import { siteUrl } from '~/lib/env.ts';
import { serializeJsonLd } from '~/lib/json-ld.ts';
import { buildGallery, type GalleryImage } from './gallery.ts';
import { productDescriptionHtml, productDescriptionText } from './description.ts';
import { specifications, type Specification } from './specifications.ts';
import { breadcrumbJsonLd, productJsonLd } from './structured-data.ts';
import { accessoriesFor, similarBikes } from './suggestions.ts';
import { sizeChartOf } from './size-finder/size-chart.server.ts';
import type { SizeChart } from './size-finder/size-chart-types.ts';

/** Related products per related collection (products that are not bikes). */
export const RELATED_LIMIT = 10;
/** Bikes and accessories read to choose a bike's suggestions from: the platform's largest page. */
const SUGGESTION_POOL = 100;

/**
 * A titled row of cards under the product: on a bike's page its similar bikes (with a link comparing
 * the bike with the first of them) and the accessories that complete it; on any other product's page a
 * group per related collection.
 */
export interface RelatedGroup {
  kind: 'similar-bikes' | 'accessories' | 'related';
  title: string;
  products: ProductCardData[];
  compareHref?: string;
}

export interface ProductPageData {
  /** The product with its name, description and collections in the page's language. */
  product: Product;
  gallery: GalleryImage[];
  descriptionHtml: string;
  /** The Specifications tab's rows, labelled in the page's language. */
  specifications: Specification[];
  /** The size finder's chart, or null when the product has none. */
  sizeChart: SizeChart | null;
  related: RelatedGroup[];
  crumbs: Crumb[];
  /** The page's meta description: the description's plain text, cut for search results, or the name. */
  metaDescription: string;
  /** Product and BreadcrumbList JSON-LD, each serialised for a script element. */
  jsonLd: string[];
}

/** Search engines show about this many characters of a description. */
const META_DESCRIPTION_LENGTH = 155;

/** Home, Shop, the product's first collection, the product (a product in the page's language). */
function productCrumbs(product: Product, locale: Locale): Crumb[] {
  const { common } = messagesFor(locale);
  const collection = product.collections[0];
  const collectionHref = (id: string) => localePath(`/shop?category=${encodeURIComponent(id)}`, locale);
  return [
    { name: common.home, href: localePath('/', locale) },
    { name: common.shop, href: localePath('/shop', locale) },
    ...(collection ? [{ name: collection.name, href: collectionHref(collection.id) }] : []),
    { name: product.name },
  ];
}

/** The product's related collections, each once, in the order its collections list them. */
export function relatedCollectionIds(product: Product): string[] {
  return [...new Set(product.collections.flatMap((c) => c.relatedCollectionIds))];
}

/** The products of a list request, or none (logged) when it fails: a suggestion never breaks the page. */
async function productsOr(what: string, request: ProductListRequest): Promise<Product[]> {
  try {
    return (await listProducts({ expand: CARD_EXPANSIONS, limit: SUGGESTION_POOL, page: 1, ...request })).products;
  } catch (error) {
    console.error(`Failed to load ${what}`, error);
    return [];
  }
}

/** A bike's similar bikes and accessories (see ./suggestions.ts), each group left out when empty. */
async function loadBikeSuggestions(bike: Product, locale: Locale): Promise<RelatedGroup[]> {
  const { product: messages } = messagesFor(locale);
  const collections = await listCollections().catch(() => []);
  const bikeIds = new Set(bikeCollectionIds(collections.length ? collections : bike.collections));
  const relatedIds = relatedCollectionIds(bike).filter((id) => !bikeIds.has(id));
  const [bikes, accessories] = await Promise.all([
    productsOr('similar bikes', { collectionIds: [...bikeIds] }),
    relatedIds.length ? productsOr('accessories', { collectionIds: relatedIds }) : [],
  ]);
  const similar = similarBikes(bike, bikes);
  const extras = accessoriesFor(bike, relatedIds, accessories);
  const cards = await cardsOf([...similar, ...extras], locale);
  const groups: RelatedGroup[] = [
    {
      kind: 'similar-bikes',
      title: messages.similarBikes,
      // Each similar bike's "Compare" puts it next to this one.
      products: cards
        .slice(0, similar.length)
        .map((card, i) => ({ ...card, compareHref: compareHref([bike.slug, similar[i]!.slug], locale) })),
      compareHref: compareHref([bike.slug, ...similar.map((s) => s.slug)], locale),
    },
    { kind: 'accessories', title: messages.completeYourRide, products: cards.slice(similar.length) },
  ];
  return groups.filter((group) => group.products.length > 0);
}

/** A group per related collection of a product that is not a bike, headed by that collection. */
async function loadRelatedCollections(product: Product, locale: Locale): Promise<RelatedGroup[]> {
  const ids = relatedCollectionIds(product);
  if (ids.length === 0) return [];
  const { product: messages } = messagesFor(locale);
  const collections = await listCollections().catch(() => []);
  const names = new Map(localizedCollections(collections, locale).map((c) => [c.id, c.name]));
  const groups = await Promise.all(
    ids.map(async (id): Promise<RelatedGroup> => {
      try {
        const { cards } = await loadProductCards({ collectionIds: [id], limit: RELATED_LIMIT, page: 1 }, locale);
        const name = names.get(id);
        return {
          kind: 'related',
          title: name ? messages.toGoWith(name) : messages.relatedProducts,
          products: cards.filter((card) => card.id !== product.id),
        };
      } catch (error) {
        console.error(`Failed to load related products of collection ${id}`, error);
        return { kind: 'related', title: messages.relatedProducts, products: [] };
      }
    }),
  );
  return groups.filter((group) => group.products.length > 0);
}

function loadRelated(product: Product, locale: Locale): Promise<RelatedGroup[]> {
  return isBike(product) ? loadBikeSuggestions(product, locale) : loadRelatedCollections(product, locale);
}

/** Null when no product has this slug. Gallery and related failures are logged and leave those parts empty. */
export async function loadProductPage(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<ProductPageData | null> {
  const found = await getProductBySlug(slug);
  if (!found) return null;
  const shown = localizedProduct(found, locale);
  // The gallery's images and the variants' attachments, in one batched read.
  const galleryIds = validImageIds(shown.galleryIds);
  const [media, related] = await Promise.all([
    getMediaBatch([...galleryIds, ...variantMediaIds(shown)]).catch((error: unknown) => {
      console.error('Failed to load the gallery', error);
      return [];
    }),
    loadRelated(shown, locale),
  ]);
  const byId = new Map(media.map((item) => [item.id, item]));
  const product = withVariantImages(shown, byId);
  const gallery = buildGallery(product, media);
  // Read from the catalogue's own product object, which lives as long as its cache entry, so the
  // description is sanitised and the size chart read once per product rather than on every request.
  const descriptionHtml = productDescriptionHtml(shown);
  const descriptionText = productDescriptionText(shown);
  const path = productHref(slug, locale);
  const url = new URL(path, siteUrl).href;
  const crumbs = productCrumbs(product, locale);
  const crumbUrls = crumbs.map((crumb) => ({ name: crumb.name, url: new URL(crumb.href ?? path, siteUrl).href }));
  return {
    product,
    gallery,
    descriptionHtml,
    specifications: specifications(product.metadata, locale),
    sizeChart: sizeChartOf(shown),
    related,
    crumbs,
    metaDescription: descriptionText.slice(0, META_DESCRIPTION_LENGTH) || product.name,
    jsonLd: [
      productJsonLd(
        product,
        url,
        gallery.map((image) => image.url),
        descriptionText,
        locale,
      ),
      breadcrumbJsonLd(crumbUrls),
    ].map(serializeJsonLd),
  };
}

/**
 * A product page's route, in either language: its data, and the page kept in
 * the route cache until this product changes, or any product (it shows
 * others: decision 0086).
 */
export async function productRoute(astro: CatalogRoute & Pick<AstroGlobal, 'cache'>) {
  const slug = astro.params.slug ?? '';
  const loaded = await loadCatalogPage(astro.response, `product ${slug}`, () =>
    loadProductPage(slug, pageLocale(astro)),
  );
  if (loaded.data) astro.cache.set({ tags: [productTag(loaded.data.product.id), LISTINGS_TAG] });
  return loaded;
}
