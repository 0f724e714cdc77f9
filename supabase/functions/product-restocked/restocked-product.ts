/**
 * The product a stock event names, read as the platform holds it now:
 * `GET /v1/products/{id}?expand[]=variants` with the secret key. Its
 * variants' `available_stock` says which can be bought again; its name (and
 * metadata `name_fr`, the shop's French name) and slug go into the e-mails.
 * A product the platform does not have (404) is undefined: no delivery of the
 * event can succeed then. Any other failure (network, an error answer, a body
 * that is no product) rejects: the handler answers 5xx and the platform
 * delivers again.
 */
export interface RestockedVariant {
  id: string;
  /** The variant's option values, in option order ("M", "Blue"). */
  options: string[];
  availableStock: number;
}

export interface RestockedProduct {
  id: string;
  name: string;
  nameFr?: string | undefined;
  slug?: string | undefined;
  /** False when the store does not count this product's units: then every variant can be bought. */
  stockEnabled: boolean;
  variants: RestockedVariant[];
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);

/** The product's fields the e-mails and the restock rule need; undefined when the answer is no product. */
export function readRestockedProduct(value: unknown): RestockedProduct | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const product = value as Record<string, unknown>;
  const id = text(product.id);
  const name = text(product.name);
  if (!id || !name) return undefined;
  const metadata = (typeof product.metadata === 'object' && product.metadata) || {};
  const list = (product.variants as { data?: unknown } | undefined)?.data;
  const variants = (Array.isArray(list) ? list : []).flatMap((each): RestockedVariant[] => {
    const variant = each as Record<string, unknown>;
    const variantId = text(variant.id);
    if (!variantId) return [];
    const options = [variant.option_1, variant.option_2, variant.option_3].flatMap((o) => text(o) ?? []);
    const stock = Number(variant.available_stock);
    return [{ id: variantId, options, availableStock: Number.isFinite(stock) ? stock : 0 }];
  });
  return {
    id,
    name,
    nameFr: text((metadata as Record<string, unknown>).name_fr),
    slug: text(product.slug),
    stockEnabled: product.stock_enabled !== false,
    variants,
  };
}

/** The ids of the variants that can be bought now: units left, or stock not counted at all. */
export const variantsBack = (product: RestockedProduct): string[] =>
  product.variants.filter((v) => !product.stockEnabled || v.availableStock > 0).map((v) => v.id);

export function restockedProductClient(options: {
  apiUrl: string;
  secretKey: string;
  fetch?: typeof fetch;
}): (productId: string) => Promise<RestockedProduct | undefined> {
  const send = options.fetch ?? fetch;
  return async (productId) => {
    const url = `${options.apiUrl.replace(/\/$/, '')}/products/${encodeURIComponent(productId)}?expand[]=variants`;
    const response = await send(url, {
      headers: { Authorization: `Bearer ${options.secretKey}`, Accept: 'application/json' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      if (response.status === 404) return undefined;
      throw new Error(`products answered ${response.status}`);
    }
    const product = readRestockedProduct(await response.json());
    if (!product) throw new Error('products answered something other than a product');
    return product;
  };
}
