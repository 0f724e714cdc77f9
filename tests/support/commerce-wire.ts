/**
 * The commerce API's answers as the tests read them: SureCart's wire format
 * (supabase/functions/_shared/surecart), whose exact schemas they parse the embedded backend's
 * answers with.
 *
 * The integration tests judge those answers, so they read them as the format
 * has them (`Api*`: every optional field may be absent or null). The browser
 * and cross-engine tests only use them to know what the pages must show, so
 * they read them as the backend always sends them (`Local*`: the demo
 * catalogue's objects of local/catalog/types.ts, which narrows the format to
 * the fields this backend always fills in), with the relations the request
 * expanded.
 */
import type * as z from 'zod/mini';
import type { SureCartMedia } from '../../supabase/functions/_shared/surecart/catalog.ts';
import { exactCatalog } from '../../supabase/functions/_shared/surecart/catalog.ts';
import { exactCheckouts } from '../../supabase/functions/_shared/surecart/checkout.ts';
import type {
  CatalogCollection,
  CatalogPrice,
  CatalogProduct,
  CatalogVariant,
  CatalogVariantOption,
} from '../../local/catalog/types.ts';

/** An object with the relations a request expanded, which the format leaves optional. */
type Expanded<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };

export type ApiPrice = z.output<typeof exactCatalog.price>;
export type ApiVariant = z.output<typeof exactCatalog.variant>;
export type ApiCollection = z.output<typeof exactCatalog.collection>;
export type ApiProduct = Expanded<z.output<typeof exactCatalog.product>, 'prices' | 'variants' | 'product_collections'>;
export type ApiLineItem = z.output<typeof exactCheckouts.lineItem>;

/** A product list answer, checked against the format: every product as SureCart sends it. */
export const productList = (body: unknown) => exactCatalog.productList.parse(body);
/** A collection list answer, checked against the format. */
export const collectionList = (body: unknown) => exactCatalog.collectionList.parse(body);
/** A checkout answer, checked against the format. */
export const checkoutAnswer = (body: unknown) => exactCheckouts.checkout.parse(body);

/** A list answer, or an expanded relation, as the backend sends it. */
export interface LocalList<T> {
  pagination: { count: number };
  data: T[];
}

/** The platform's Media of a variant's picture (`variant.image` expanded): the backend always gives its address. */
export type LocalMedia = Expanded<SureCartMedia, 'url'>;

/** What a product request may expand (`expand[]`), and what each adds to the answer. */
interface Expansions {
  prices: { prices: LocalList<LocalPrice> };
  variants: { variants: LocalList<LocalVariant> };
  /** The variants' pictures as Media; asked for with `variants`. */
  'variant.image': { variants: LocalList<LocalVariant<LocalMedia>> };
  variant_options: { variant_options: LocalList<LocalVariantOption> };
  product_collections: { product_collections: LocalList<LocalCollection> };
}
export type Expansion = keyof Expansions;

/** Turns a union into the intersection of its members. */
type Both<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void ? I : never;

export type LocalPrice = CatalogPrice;
export type LocalCollection = CatalogCollection;
export type LocalVariantOption = CatalogVariantOption;
/** A variant, its picture the platform's media id or, when `variant.image` is expanded, the Media. */
export type LocalVariant<Image = string> = Omit<CatalogVariant, 'line_item_image' | 'image'> & { image: Image | null };
/** A product with the relations `E` expanded (its stored relation ids and cart-line picture are not sent). */
export type LocalProduct<E extends Expansion = never> = Omit<
  CatalogProduct,
  'price_ids' | 'variant_ids' | 'product_collection_ids' | 'line_item_image'
> &
  ([E] extends [never] ? unknown : Both<Expansions[E]>);

/** The envelope field each expansion fills. */
const EXPANDED_FIELD: Record<Expansion, string> = {
  prices: 'prices',
  variants: 'variants',
  'variant.image': 'variants',
  variant_options: 'variant_options',
  product_collections: 'product_collections',
};

/**
 * A product list answer from the backend, checked against the format, with
 * the relations the request expanded (`expanded`, as in its `expand[]`).
 */
export function localProducts<E extends Expansion = never>(
  body: unknown,
  ...expanded: E[]
): LocalList<LocalProduct<E>> {
  for (const product of productList(body).data) assertExpanded(product, expanded);
  return body as LocalList<LocalProduct<E>>;
}

/** Fails when a relation the request expanded came back as ids. */
function assertExpanded(product: z.output<typeof exactCatalog.product>, expanded: Expansion[]): void {
  for (const expansion of expanded) {
    const relation = product[EXPANDED_FIELD[expansion] as keyof typeof product];
    const images = expansion === 'variant.image' ? product.variants?.data.map((v) => v.image) : [];
    if (!relation || images?.some((image) => typeof image === 'string'))
      throw new Error(`product ${product.slug} came without its ${expansion} expanded`);
  }
}

/** A product answer from the backend (`GET /products/{slug}`), checked against the format, with the relations the request expanded. */
export function localProduct<E extends Expansion = never>(body: unknown, ...expanded: E[]): LocalProduct<E> {
  assertExpanded(exactCatalog.product.parse(body), expanded);
  return body as LocalProduct<E>;
}

/** A collection list answer from the backend, checked against the format. */
export function localCollections(body: unknown): LocalList<LocalCollection> {
  collectionList(body);
  return body as LocalList<LocalCollection>;
}

/** The lines of a checkout answer read with `expand[]=line_items`. */
export function linesOf(checkout: z.output<typeof exactCheckouts.checkout>): ApiLineItem[] {
  const lines = checkout.line_items;
  if (!lines || Array.isArray(lines)) throw new Error(`checkout ${checkout.id} came without its lines expanded`);
  return lines.data;
}
