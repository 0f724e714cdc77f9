/**
 * Which cached pages a commerce platform event makes out of date (decision
 * 0086). The platform names its events `<object>.<action>`: a product's
 * (`product.updated`, `product.stock_adjusted`, ...), carrying the product;
 * a price's or a variant's, carrying it with its product's id; a
 * collection's, carrying the collection. Null for an event that changes no
 * page (an order's, say); a Error for one that should name a product or a
 * collection and does not.
 */
import { collectionTag, LISTINGS_TAG, productTag } from '~/lib/cache-tags.ts';

/** The platform's ids and slugs: letters, digits, `_` and `-`. */
const ID = /^[A-Za-z0-9_-]{1,100}$/;

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/** An id, from a string or an expanded object. */
function idOf(value: unknown): string | undefined {
  const id = typeof value === 'string' ? value : field(value, 'id');
  return typeof id === 'string' && ID.test(id) ? id : undefined;
}

export function eventTags(event: Record<string, unknown>): string[] | null | Error {
  const type = typeof event.type === 'string' ? event.type : '';
  const object = field(event.data, 'object');
  const [kind] = type.split('.');
  if (kind === 'product') {
    const id = idOf(object);
    return id ? [productTag(id), LISTINGS_TAG] : new Error('The event names no product');
  }
  if (kind === 'price' || kind === 'variant') {
    const id = idOf(field(object, 'product'));
    return id ? [productTag(id), LISTINGS_TAG] : new Error('The event names no product');
  }
  if (kind === 'product_collection') {
    const slug = field(object, 'slug');
    return typeof slug === 'string' && ID.test(slug)
      ? [collectionTag(slug), LISTINGS_TAG]
      : new Error('The event names no collection');
  }
  return null;
}
