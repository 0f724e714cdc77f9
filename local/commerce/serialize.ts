import type { CatalogCollection, CatalogProduct, CatalogVariant } from '../catalog/types.ts';
import type { CatalogStore } from './catalog-store.ts';
import type { ListQuery, Page } from './product-query.ts';

/** The platform's list envelope: `{object: 'list', pagination: {count, limit, page, url}, data}`. */
export function listEnvelope<T>(data: T[], count: number, limit: number, page: number, url: string) {
  return { object: 'list' as const, pagination: { count, limit, page, url }, data };
}

/** One page of a list answered in the list envelope, each item serialised. */
export function pageEnvelope<T, U>(page: Page<T>, query: ListQuery, url: string, serialize: (item: T) => U) {
  return listEnvelope(page.items.map(serialize), page.count, query.limit, query.page, url);
}

/** Relations, like `prices`, come back as a list envelope when expanded. */
function embeddedList<T>(data: T[], url: string) {
  return listEnvelope(data, data.length, Math.max(data.length, 20), 1, url);
}

function mediaObject(store: CatalogStore, mediaId: number | null) {
  const media = mediaId === null ? undefined : store.mediaById.get(mediaId);
  if (!media) return null;
  return {
    id: String(media.id),
    object: 'media',
    alt: media.alt_text,
    url: media.source_url,
    width: media.media_details.width,
    height: media.media_details.height,
  };
}

function serializeVariant(store: CatalogStore, variant: CatalogVariant, expand: Set<string>) {
  const expandImage = expand.has('variant.image') || expand.has('variants.image');
  return {
    ...variant,
    image: expandImage ? mediaObject(store, variant.image) : variant.image === null ? null : String(variant.image),
  };
}

export function serializeCollection(collection: CatalogCollection) {
  return { ...collection };
}

/**
 * A product as the API returns it: relations as list envelopes when named in
 * `expand[]`, left out otherwise. Unknown expansions are ignored.
 */
export function serializeProduct(store: CatalogStore, product: CatalogProduct, expand: Set<string>) {
  const { price_ids, variant_ids, product_collection_ids, ...fields } = product;
  const out: Record<string, unknown> = { ...fields };
  if (expand.has('prices')) {
    const prices = price_ids.flatMap((id) => store.pricesById.get(id) ?? []);
    out.prices = embeddedList(prices, `/v1/prices?product_ids[]=${product.id}`);
  }
  if (expand.has('variants')) {
    const variants = variant_ids.flatMap((id) => store.variantsById.get(id) ?? []);
    out.variants = embeddedList(
      variants.map((v) => serializeVariant(store, v, expand)),
      `/v1/variants?product_ids[]=${product.id}`,
    );
  }
  if (expand.has('product_collections')) {
    const collections = product_collection_ids.flatMap((id) => store.collectionsById.get(id) ?? []);
    out.product_collections = embeddedList(
      collections.map(serializeCollection),
      `/v1/product_collections?product_ids[]=${product.id}`,
    );
  }
  return out;
}
