/**
 * What the shop needs of an answer beyond what its readers insist on. The
 * readers are tolerant on purpose, so one odd field never takes a page or the
 * cart down: a relation in another shape reads as empty, a bad price empties
 * the product's prices, an unknown amount reads as 0. On a live store each of
 * those is a product that cannot be bought or a cart that shows $0, so here
 * they are differences. Every rule is judged under SureCart's exact wire
 * format (supabase/functions/_shared/surecart/) and through the shop's own schemas and readers
 * (src/lib/surecart/), or names a field they read.
 */
import * as z from 'zod/mini';
import { exactCatalog } from '../../supabase/functions/_shared/surecart/catalog.ts';
import { exactCheckouts } from '../../supabase/functions/_shared/surecart/checkout.ts';
import { exact, listEnvelope } from '../../supabase/functions/_shared/surecart/fields.ts';
import { productSchema } from '~/lib/surecart/schemas.ts';
import type { Product } from '~/lib/surecart/types.ts';
import type { Checkout } from '~/lib/surecart/checkout-types.ts';
import { galleryEntries, validImageIds } from '~/lib/wordpress/ids.ts';
import {
  describe,
  isListEnvelope,
  isObject,
  needs,
  schemaFindings,
  type Finding,
  type ShopSchema,
} from './differences.ts';

const LIST_ENVELOPE = 'the expanded list {data: [...]}';
const ATTACHMENT_ID = 'an attachment id (a whole number, or its text)';

/**
 * The relations a product answer carries when asked, with SureCart's exact format of one of their
 * items: the shop reads a list with one unreadable item as empty, and an odd optional field as absent.
 */
const RELATION_ITEMS: Record<string, ShopSchema> = {
  prices: exactCatalog.price,
  variants: exactCatalog.variant,
  product_collections: exactCatalog.collection,
};

export interface ProductRead {
  /** The `expand[]` the shop asked with. */
  expanded: readonly string[];
  /** The product page's read: it must name every option and offer a price. */
  page: boolean;
}

/** An option name the shop's schema cannot read makes it drop every name of `variant_options`: find which. */
function unreadableOptions(raw: Record<string, unknown>, options: unknown[]): Finding[] {
  return options.flatMap((option, index) => {
    const probe = productSchema.safeParse({ ...raw, variants: null, variant_options: { data: [option] } });
    return probe.success && probe.data.optionNames.length === 0
      ? [
          {
            path: `variant_options.data[${index}]`,
            expected: 'an option with its name (text)',
            found: describe(option),
          },
        ]
      : [];
  });
}

function relationFindings(raw: Record<string, unknown>, read: ProductRead): Finding[] {
  const findings: Finding[] = [];
  for (const relation of read.expanded) {
    const schema = RELATION_ITEMS[relation];
    if (!schema) continue;
    const value = raw[relation];
    if (!isListEnvelope(value)) {
      findings.push({ path: relation, expected: LIST_ENVELOPE, found: describe(value) });
      continue;
    }
    value.data.forEach((item, index) => findings.push(...schemaFindings(schema, item, `${relation}.data[${index}]`)));
  }
  // A standard store sends the option names here; a customised one leaves them out (see optionFindings).
  const options = raw.variant_options;
  if (read.expanded.includes('variant_options') && options !== undefined && options !== null) {
    if (isListEnvelope(options)) findings.push(...unreadableOptions(raw, options.data));
    else findings.push({ path: 'variant_options', expected: LIST_ENVELOPE, found: describe(options) });
  }
  return findings;
}

/**
 * Optional fields the shop reads as absent when oddly shaped (so the page still renders), judged
 * under SureCart's exact format: where absent changes what shoppers see, each is a difference.
 * Required fields are the shop's schema's own findings; relations are judged above.
 */
function tolerantFieldFindings(raw: Record<string, unknown>): Finding[] {
  const shape: Record<string, { _zod: { optin?: string } }> = exactCatalog.product.shape;
  const { prices: _p, variants: _v, variant_options: _o, product_collections: _c, ...fields } = raw;
  return schemaFindings(exactCatalog.product, fields).filter((finding) => {
    const field = /^[a-z0-9_]+/.exec(finding.path)?.[0];
    return field !== undefined && shape[field]?._zod.optin === 'optional';
  });
}

/** The gallery and the variants' pictures: ids the shop cannot look up are images that never show. */
function imageFindings(product: Product): Finding[] {
  const findings: Finding[] = [];
  const encoded = product.metadata.gallery_ids;
  if (encoded !== undefined && product.galleryIds.length === 0 && !isEmptyJsonList(encoded))
    findings.push({
      path: 'metadata.gallery_ids',
      expected: 'a JSON list of attachment ids or {id, variant_option} entries',
      found: describe(encoded),
    });
  // The shop skips such entries and shows the rest of the gallery, as old imports leave some behind.
  // A text entry that is not a number names one of the product's own pictures (a ProductMedia).
  const ownMedia = new Set(product.productMedias.map((media) => media.id));
  product.galleryIds.forEach((entry, index) => {
    const [read] = galleryEntries([entry]);
    if (read === undefined || (typeof read.id === 'string' && !ownMedia.has(read.id)))
      findings.push({
        path: `metadata.gallery_ids[${index}]`,
        expected: `${ATTACHMENT_ID}, {id, variant_option}, or the id of one of the product's product_medias`,
        found: describe(entry),
        note: true,
      });
  });
  product.variants.forEach((variant, index) => {
    if (variant.mediaId !== null && validImageIds([variant.mediaId]).length === 0)
      findings.push({
        path: `variants.data[${index}].metadata.wp_media`,
        expected: ATTACHMENT_ID,
        found: describe(variant.mediaId),
      });
  });
  return findings;
}

function isEmptyJsonList(encoded: string): boolean {
  try {
    const parsed: unknown = JSON.parse(encoded);
    return Array.isArray(parsed) && parsed.length === 0;
  } catch {
    return false;
  }
}

/** The product page offers a choice per option and a price to buy. */
function pageFindings(product: Product): Finding[] {
  const findings: Finding[] = [];
  const optionCount = Math.max(0, ...product.variants.map((variant) => variant.options.length));
  if (product.optionNames.length < optionCount)
    findings.push({
      path: 'variant_options',
      expected: `a name for each of option_1..option_${optionCount}: the expanded variant_options, or option_names on the first variant`,
      found: product.optionNames.length ? `only ${JSON.stringify(product.optionNames)}` : 'no option names',
    });
  if (product.prices.length === 0)
    findings.push({ path: 'prices.data', expected: 'at least one price that is not archived', found: 'none' });
  return findings;
}

/**
 * A product answer, as the shop read it (`product`, null where its schema
 * refused it: those differences are the schema's own). A product the lists
 * send although they ask for published, unarchived ones only is one too.
 */
export function productFindings(raw: unknown, product: Product | null, read: ProductRead): Finding[] {
  if (!isObject(raw)) return [];
  const findings = [...relationFindings(raw, read), ...tolerantFieldFindings(raw)];
  if (!product) return findings;
  findings.push(...imageFindings(product));
  if (product.hidden)
    findings.push({
      path: '',
      expected: 'a published product that is not archived (asked for with archived=false&status[]=published)',
      found: `archived ${describe(raw.archived)}, status ${describe(raw.status)}`,
    });
  if (read.page) findings.push(...pageFindings(product));
  return findings;
}

/** A product of a list answer as the shop reads it, or null where its schema refuses it. */
export function readProduct(raw: unknown): Product | null {
  const result = productSchema.safeParse(raw);
  return result.success ? result.data : null;
}

const CENTS = 'a whole number of cents';
const AT_LEAST_ONE = 'a whole number, at least 1';

/** Non-empty text; `expected` says what it is for when that is not plain. */
const text = (expected = 'text') => z.string(needs(expected)).check(z.minLength(1, needs(expected)));
const cents = () => z.int(needs(CENTS));

/*
 * A checkout as the cart needs it: SureCart's exact format (supabase/functions/_shared/surecart/checkout.ts), with the
 * fields the cart cannot do without required, relations it reads expanded, and each need in its own
 * words. The cart's reader takes an amount that is not a number as 0 and a line without its
 * expanded price or product as one it cannot show; on a live store those are differences.
 */
const { checkout, lineItem, linePrice, lineProduct, lineVariant } = exactCheckouts;

const cartProduct = z.object(
  {
    ...lineProduct.shape,
    id: text(),
    name: text(),
    slug: text('text (the line links to its product page)'),
  },
  needs('the expanded product (price.product)'),
);

const cartPrice = z.object(
  {
    ...linePrice.shape,
    id: text(),
    amount: cents(),
    name: exact(z.string(needs('text or null'))),
    product: cartProduct,
  },
  needs('the expanded price (line_item.price)'),
);

const cartVariant = z.object(
  { ...lineVariant.shape, id: text() },
  needs('the expanded variant (line_item.variant), or null'),
);

const OPTION_VALUES = 'a list of option values (text)';

const cartLine = z.object(
  {
    ...lineItem.shape,
    id: text(),
    quantity: z.int(needs(AT_LEAST_ONE)).check(z.minimum(1, needs(AT_LEAST_ONE))),
    subtotal_amount: cents(),
    price: cartPrice,
    variant: exact(cartVariant),
    variant_options: exact(z.array(z.string(needs(OPTION_VALUES)), needs(OPTION_VALUES))),
  },
  needs('a line item object'),
);

const cartCheckout = z.object(
  {
    ...checkout.shape,
    id: text(),
    currency: text('a currency code (text)'),
    status: text(),
    portal_url: text('the hosted checkout page’s address (the cart’s Checkout button)'),
    // The amounts the cart shows.
    subtotal_amount: cents(),
    discount_amount: cents(),
    shipping_amount: cents(),
    tax_amount: cents(),
    total_amount: cents(),
    amount_due: cents(),
    line_items: z.object({ ...listEnvelope(cartLine, exact).shape }, needs(LIST_ENVELOPE)),
  },
  needs('a checkout object'),
);

/**
 * A checkout answer, as the cart reads it (`checkout`, null where the cart's
 * reader refused it): judged under SureCart's exact format with what the cart
 * needs of it, its lines included (read with `line_items` expanded).
 */
export function checkoutFindings(raw: unknown, checkout: Checkout | null): Finding[] {
  const findings = schemaFindings(cartCheckout, raw);
  // A status the format allows (any text) but the cart does not know shows the line as unavailable.
  if (isObject(raw) && isListEnvelope(raw.line_items))
    raw.line_items.data.forEach((line, index) => {
      if (isObject(line) && checkout?.lines[index]?.purchasableStatus === 'unknown')
        findings.push({
          path: `line_items.data[${index}].purchasable_status`,
          expected: 'one of the platform’s purchasable statuses, or absent',
          found: describe(line.purchasable_status),
        });
    });
  return findings;
}
