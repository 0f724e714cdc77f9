/**
 * The catalogue in SureCart's wire format (supabase/functions/_shared/surecart/catalog.ts): each
 * answer is typed as the format, so what this backend sends and what the shop
 * reads cannot drift apart unnoticed.
 */
import type {
  SureCartCollection,
  SureCartMedia,
  SureCartProduct,
  SureCartVariant,
} from '../../supabase/functions/_shared/surecart/catalog.ts';
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

/**
 * The variant's picture as the platform's Media object (`variant.image` expanded): its own id, with
 * the address and size of the WordPress attachment the variant's `metadata.wp_media` names.
 */
function mediaObject(store: CatalogStore, variant: CatalogVariant): SureCartMedia | null {
  const media = variant.image === null ? undefined : store.mediaById.get(Number(variant.metadata.wp_media));
  if (!variant.image || !media) return null;
  return {
    id: variant.image,
    object: 'media',
    alt: media.alt_text,
    url: media.source_url,
    filename: media.media_details.file,
    content_type: media.mime_type,
    width: media.media_details.width,
    height: media.media_details.height,
  };
}

/** A variant as the API sends it; the shop host's `line_item_image` is not the platform's. */
function serializeVariant(store: CatalogStore, variant: CatalogVariant, expand: Set<string>): SureCartVariant {
  const { line_item_image: _hostImage, ...fields } = variant;
  const expandImage = expand.has('variant.image') || expand.has('variants.image');
  return { ...fields, image: expandImage ? mediaObject(store, variant) : variant.image };
}

export function serializeCollection(collection: CatalogCollection): SureCartCollection {
  return { ...collection };
}

/**
 * A product as the API returns it: relations as list envelopes when named in
 * `expand[]`, left out otherwise. Unknown expansions are ignored.
 */
export function serializeProduct(store: CatalogStore, product: CatalogProduct, expand: Set<string>): SureCartProduct {
  // The shop host's line picture is not the platform's: the API leaves it out.
  const { price_ids, variant_ids, product_collection_ids, line_item_image: _hostImage, ...fields } = product;
  const out: SureCartProduct = { ...fields };
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
  // The demo catalogue's pictures are WordPress attachments (`gallery_ids`, `wp_media`): no product has
  // pictures uploaded to the platform, which the platform sends as an empty list when they are asked for.
  if (expand.has('product_medias'))
    out.product_medias = embeddedList([], `/v1/product_medias?product_ids[]=${product.id}`);
  if (expand.has('product_collections')) {
    const collections = product_collection_ids.flatMap((id) => store.collectionsById.get(id) ?? []);
    out.product_collections = embeddedList(
      collections.map(serializeCollection),
      `/v1/product_collections?product_ids[]=${product.id}`,
    );
  }
  return out;
}
