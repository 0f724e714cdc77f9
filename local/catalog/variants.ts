/**
 * A product's variants as the commerce platform lists them: one per
 * combination of option values, each with its SKU, upcharge, stock and the
 * picture of its colour.
 */
import { numberFromKey, uuidFromKey } from './ids.ts';
import type { ProductDraft } from './products.ts';
import type { OptionSource } from './source-types.ts';
import { backorderMetadata, stockFields, variantStock } from './stock.ts';
import type { CatalogVariant } from './types.ts';
import { lineItemImage } from './media.ts';

/**
 * One variant per combination of option values, the first option varying
 * slowest, as the platform lists them.
 */
export function buildVariants(draft: ProductDraft, id: string, baseAmount: number): CatalogVariant[] {
  const { source, slug, sku, createdAt, updatedAt, images, shape } = draft;
  if (source.options.length === 0) return [];
  const customised = shape === 'customised';
  const withImages = source.variantImages !== false;
  const optionNames = source.options.map((option) => option.name);

  return combinationsOf(source.options).map((combination, position): CatalogVariant => {
    const { values } = combination;
    const key = `${slug}:${combination.key}`;
    let upcharge = 0;
    if (source.upcharges) for (const value of values) upcharge += source.upcharges[value] ?? 0;
    const image = withImages && combination.colour ? images.byColour.get(combination.colour) : undefined;
    const stock = variantStock(source, values, 3 + (numberFromKey(`stock:${key}`) % 28));
    // Built with one fixed shape (option_names added after) because this runs ~100,000 times at benchmark scale.
    const variant: CatalogVariant = {
      id: uuidFromKey(`variant:${key}`),
      object: 'variant',
      amount: upcharge > 0 ? baseAmount + upcharge : null,
      currency: 'cad',
      option_1: values[0] ?? null,
      option_2: values[1] ?? null,
      option_3: values[2] ?? null,
      position,
      sku: `${sku}-${combination.skuSuffix}`,
      ...stockFields(stock),
      // The platform's own media id for the picture (expanded by `variant.image`); WordPress's is in metadata.
      image: image ? uuidFromKey(`media:${image.id}`) : null,
      // SureCart's admin writes only the attachment id; the customised store adds the file's address.
      metadata: {
        ...(image
          ? customised
            ? { wp_media: String(image.id), wp_media_url: image.source_url }
            : { wp_media: String(image.id) }
          : {}),
        ...backorderMetadata(source, values),
      },
      line_item_image: image ? lineItemImage(image, source.name) : null,
      product: id,
      current_version: true,
      created_at: createdAt,
      updated_at: updatedAt,
    };
    if (customised && position === 0) variant.option_names = optionNames;
    return variant;
  });
}

interface Combination {
  values: string[];
  /** Values joined with "/", unique within the product. */
  key: string;
  skuSuffix: string;
  /** The Color value, if the product has that option. */
  colour: string | null;
}

/** Generated editions share their base's options array, so its combinations are worked out once. */
const combinationCache = new WeakMap<OptionSource[], Combination[]>();

function combinationsOf(options: OptionSource[]): Combination[] {
  const cached = combinationCache.get(options);
  if (cached) return cached;
  if (options.length > 3) throw new Error('The platform allows at most three options per product');
  const colourIndex = options.findIndex((option) => option.name === 'Color');
  const valueLists = options.reduce<string[][]>(
    (partial, option) => partial.flatMap((values) => option.values.map((value) => [...values, value])),
    [[]],
  );
  const combinations = valueLists.map((values) => ({
    values,
    key: values.join('/'),
    skuSuffix: values.map(optionValueCode).join('-'),
    colour: colourIndex >= 0 ? values[colourIndex]! : null,
  }));
  combinationCache.set(options, combinations);
  return combinations;
}

/** Short SKU code of an option value: "XL" -> "XL", "EU 42" -> "42", "750 Wh" -> "750", "Crimson Red" -> "CR". */
function optionValueCode(value: string): string {
  const words = value.split(' ');
  if (words.length === 1) return value.toUpperCase();
  const number = value.match(/\d+/);
  return number ? number[0] : words.map((word) => word[0]!.toUpperCase()).join('');
}
