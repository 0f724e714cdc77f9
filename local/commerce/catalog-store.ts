import type {
  Catalog,
  CatalogCollection,
  CatalogMedia,
  CatalogPrice,
  CatalogProduct,
  CatalogVariant,
  CatalogVariantOption,
  StoreShape,
} from '../catalog/types.ts';
import { searchWords, startsEveryWord } from '../../supabase/functions/_shared/search-words.ts';

/** The stock fields a test may change (see `CatalogStore.setStock`); a product's `available_stock` is given to each of its variants. */
export type StockChanges = Partial<
  Pick<CatalogProduct, 'available_stock' | 'stock_enabled' | 'allow_out_of_stock_purchases' | 'purchase_limit'>
>;

/** What a shopper may see: published and not archived (SureCart's own lists ask for exactly these). */
export const isShown = (product: Pick<CatalogProduct, 'archived' | 'status'>): boolean =>
  !product.archived && product.status === 'published';

/**
 * The catalogue with the lookups the API needs. Products keep their catalogue
 * order, archived and draft ones last; every index is built once, at start or
 * after a change.
 */
export class CatalogStore {
  readonly shape: StoreShape;
  /** Every product the platform knows, archived and draft ones included (see `isShown`). */
  readonly products: CatalogProduct[];
  readonly variantOptionsByProduct = new Map<string, CatalogVariantOption[]>();
  readonly collections: CatalogCollection[];
  readonly productsById = new Map<string, CatalogProduct>();
  readonly pricesById = new Map<string, CatalogPrice>();
  readonly variantsById = new Map<string, CatalogVariant>();
  readonly collectionsById = new Map<string, CatalogCollection>();
  readonly mediaById = new Map<number, CatalogMedia>();
  readonly images: Catalog['images'];
  /** Media sorted as WordPress lists them by default: newest first. */
  readonly mediaByDate: CatalogMedia[];
  private readonly searchIndex = new Map<string, string[]>();

  constructor(catalog: Catalog) {
    this.shape = catalog.shape;
    this.products = [...catalog.products, ...catalog.hiddenProducts];
    for (const option of catalog.variantOptions) {
      const options = this.variantOptionsByProduct.get(option.product) ?? [];
      options.push(option);
      this.variantOptionsByProduct.set(option.product, options);
    }
    this.collections = catalog.collections;
    this.images = catalog.images;
    for (const p of catalog.prices) this.pricesById.set(p.id, p);
    for (const v of catalog.variants) this.variantsById.set(v.id, v);
    for (const c of catalog.collections) this.collectionsById.set(c.id, c);
    for (const m of catalog.media) this.mediaById.set(m.id, m);
    this.mediaByDate = [...catalog.media].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    for (const product of this.products) {
      this.productsById.set(product.id, product);
      const collectionNames = product.product_collection_ids.map((id) => this.collectionsById.get(id)?.name ?? '');
      this.searchIndex.set(product.id, searchWords([product.name, product.slug, ...collectionNames].join(' ')));
    }
  }

  /** Every query word must start a word of the product's name, slug or collections (search as you type). */
  matchesQuery(product: CatalogProduct, queryWords: string[]): boolean {
    return startsEveryWord(this.searchIndex.get(product.id) ?? [], queryWords);
  }

  /** Test products that no listing shows: found only by a search for their exact slug (hostile-data tests). */
  private readonly unlisted = new Map<string, CatalogProduct>();

  /** Adds (or replaces) a copy of a product under a new slug, name and description, outside every listing. */
  addUnlistedCopy(
    fromSlug: string,
    {
      metadata,
      ...changes
    }: Pick<CatalogProduct, 'slug' | 'name' | 'description'> & { metadata?: Record<string, string> },
  ): CatalogProduct | null {
    const source = this.products.find((p) => p.slug === fromSlug);
    if (!source) return null;
    const copy: CatalogProduct = {
      ...source,
      ...changes,
      metadata: { ...source.metadata, ...metadata },
      id: `unlisted-${changes.slug}`,
      featured: false,
    };
    this.unlisted.set(copy.slug, copy);
    // The copy shares the original's variants (by id), so it names their options as the original does.
    this.variantOptionsByProduct.set(copy.id, this.variantOptionsByProduct.get(source.id) ?? []);
    this.productsById.set(copy.id, copy);
    this.searchIndex.set(copy.id, searchWords(copy.slug));
    return copy;
  }

  /** A product by id or slug, as the platform reads one (test copies included); archived and draft ones too. */
  productByIdOrSlug(idOrSlug: string): CatalogProduct | undefined {
    return (
      this.productsById.get(idOrSlug) ?? this.products.find((p) => p.slug === idOrSlug) ?? this.unlisted.get(idOrSlug)
    );
  }

  /** The unlisted product a search for exactly its slug finds. */
  unlistedMatch(queryWords: string[]): CatalogProduct[] {
    const product = this.unlisted.get(queryWords.join('-'));
    return product ? [product] : [];
  }

  /**
   * Changes a product's or a variant's stock, as a merchant's edit or a sale elsewhere would; a
   * variant's product keeps the total of its variants. False when there is no such product or variant.
   */
  setStock(target: { product: string } | { variant: string }, changes: StockChanges): boolean {
    const variant = 'variant' in target ? this.variantsById.get(target.variant) : undefined;
    const product = variant
      ? this.productsById.get(variant.product)
      : 'product' in target
        ? this.productByIdOrSlug(target.product)
        : undefined;
    if (!product || ('variant' in target && !variant)) return false;
    const { available_stock, ...productChanges } = changes;
    Object.assign(product, productChanges);
    if (available_stock === undefined) return true;
    const variants = product.variant_ids.flatMap((id) => this.variantsById.get(id) ?? []);
    const changed = variant ? [variant] : variants;
    for (const each of changed) Object.assign(each, { stock: available_stock, available_stock });
    const total = variants.length > 0 ? variants.reduce((sum, each) => sum + each.available_stock, 0) : available_stock;
    Object.assign(product, { stock: total, available_stock: total });
    return true;
  }

  /**
   * Changes a price's amount, as a merchant's edit would; its product's price range follows. The price,
   * or undefined when there is no such price.
   */
  setPriceAmount(priceId: string, amount: number): CatalogPrice | undefined {
    const price = this.pricesById.get(priceId);
    if (!price) return undefined;
    price.amount = amount;
    const product = this.productsById.get(price.product);
    if (product) {
      const amounts = [
        ...product.price_ids.flatMap((id) => this.pricesById.get(id)?.amount ?? []),
        ...product.variant_ids.flatMap((id) => this.variantsById.get(id)?.amount ?? []),
      ];
      Object.assign(product.metrics, {
        min_price_amount: Math.min(...amounts),
        max_price_amount: Math.max(...amounts),
      });
    }
    return price;
  }

  /** Takes a price off the catalogue, as a merchant archiving it would; lines holding it become `price_gone`. */
  removePrice(priceId: string): boolean {
    const price = this.pricesById.get(priceId);
    if (!price) return false;
    this.pricesById.delete(priceId);
    const product = this.productsById.get(price.product);
    if (product) product.price_ids = product.price_ids.filter((id) => id !== priceId);
    return true;
  }
}
