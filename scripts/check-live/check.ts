/**
 * The live check: the reads the shop makes of the commerce platform and the
 * shop host, made with the shop's own clients and judged with its own
 * readers (./judge.ts), and, when asked, a test-mode checkout taken through
 * the cart's requests and the shop host's return route after paying. Runs wherever `astro:env` resolves (the CLI loads it
 * through Vite, the tests through Vitest), against whatever the shop's
 * variables point at.
 */
import { checkoutApiUrl, commerceApiUrl, commercePublicToken, mediaApiUrl, shopHostUrl } from '~/lib/env.ts';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import { fetchJson } from '~/lib/http.ts';
import { getProductBySlug, listCollections, listProducts } from '~/lib/surecart/catalog.ts';
import { CATALOG_PAGE_SIZE } from '~/lib/surecart/whole-catalogue.ts';
import type { Product } from '~/lib/surecart/types.ts';
import { CARD_EXPANSIONS } from '~/lib/surecart/expansions.ts';
import type { CartLine, Checkout } from '~/lib/surecart/checkout-types.ts';
import { CART_EXPANSIONS } from '~/lib/surecart/checkout-reader.ts';
import {
  addLineItem,
  checkoutMetadata,
  deleteLineItem,
  getCheckout,
  orderPageUrl,
  updateLineItem,
  type LineToAdd,
} from '~/lib/surecart/checkout.ts';
import { DEFAULT_LOCALE } from '~/i18n/locales.ts';
import { withPageWords } from '~/i18n/render-words.ts';
import { getMediaBatch, MEDIA_BATCH_SIZE } from '~/lib/wordpress/media.ts';
import { validImageIds } from '~/lib/wordpress/ids.ts';
import { variantMediaIds } from '~/features/catalog/product-image.ts';
import { describe, isObject, type Difference } from './differences.ts';
import { judge, readCheckoutAnswer, readName } from './judge.ts';
import { readProduct } from './needs.ts';
import { observe, type Observed } from './recorder.ts';

export interface LiveCheckOptions {
  /** Also create a test-mode checkout and change it as the cart does. */
  checkout?: boolean;
  /** The product whose page is read; by default the first listed product with variants. */
  product?: string;
}

export interface StepReport {
  title: string;
  /** What was read, in a line; empty when the step could not run. */
  summary: string;
  differences: Difference[];
  notes: string[];
}

export interface LiveCheckReport {
  /** Hosts only: the report never shows a key or a token. */
  commerceHost: string;
  shopHost: string;
  /**
   * The shop's variables point at the demo backend (`local/`, recognised by its demo public key),
   * not at a live store: what was checked is the demo, and the check never passes it as live.
   */
  demo: boolean;
  steps: StepReport[];
  differences: Difference[];
  /** Each request that got no answer at all (refused, unresolved, timed out): `METHOD host/path: why`. */
  unreachable: string[];
}

/**
 * How the command ends, so CI can tell a service that is down from a store
 * that answers otherwise than the shop reads: the codes are documented in
 * docs/integrations.md ("Checking the live services").
 */
export const EXIT_CODES = {
  /** The live services answered everything as the shop reads it. */
  passed: 0,
  /** At least one answer differs from what the shop reads. */
  differs: 1,
  /** The command itself could not run (bad arguments, a failure of the check's own code). */
  failed: 2,
  /** A service gave no answer at all: nothing can be said of the store. */
  unreachable: 3,
  /** No difference, but what was checked is the demo backend, not a live store. */
  demoOnly: 4,
} as const;

/** The exit code for a report: unreachable first (differences after an outage say nothing), then differences, then the demo. */
export function exitCodeOf(report: LiveCheckReport): number {
  if (report.unreachable.length > 0) return EXIT_CODES.unreachable;
  if (report.differences.length > 0) return EXIT_CODES.differs;
  return report.demo ? EXIT_CODES.demoOnly : EXIT_CODES.passed;
}

/** The cards' expansions (what the listing, home and search pages ask for: see loadProductCards). */
const LISTING_EXPANSIONS = CARD_EXPANSIONS;

class Step implements StepReport {
  summary = '';
  differences: Difference[] = [];
  notes: string[] = [];
  constructor(
    readonly title: string,
    private readonly unreachable: string[],
  ) {}

  /** Sets apart the requests of an observation that got no answer at all; true when every one was answered. */
  answered(observed: Observed<unknown>): boolean {
    const before = this.unreachable.length;
    for (const exchange of observed.exchanges)
      if (exchange.status === null)
        this.unreachable.push(
          `${exchange.method} ${exchange.url.host}${exchange.url.pathname}: ${exchange.failure ?? 'no answer'}`,
        );
    return this.unreachable.length === before;
  }

  /** Judges an observation; true when it brought no difference. Requests that got no answer are set apart. */
  take(observed: Observed<unknown>): boolean {
    this.answered(observed);
    const { differences, notes } = judge(observed, this.title);
    this.differences.push(...differences);
    this.notes.push(...notes);
    return differences.length === 0;
  }

  differ(read: string, path: string, expected: string, found: string): void {
    this.differences.push({ read, path, expected, found });
  }
}

/**
 * The listed products the shop can read, one by one from the listing's own
 * answer: where one product is refused (and with it the whole list, as the
 * shop reads lists), the others still serve for the product page and the
 * checkout, so one difference does not hide the rest.
 */
function listedProducts(observed: Observed<unknown>): Product[] {
  const answer = observed.exchanges.find((exchange) => exchange.url.pathname.endsWith('/products'))?.body;
  const items = isObject(answer) && Array.isArray(answer.data) ? answer.data : [];
  return items.map(readProduct).filter((product): product is Product => product !== null && !product.hidden);
}

/**
 * One page of the listing's request (its filters and the cards' expansions),
 * at the platform's largest page size so as many products as possible are
 * judged in one read.
 */
async function checkListing(step: Step): Promise<Product[]> {
  const observed = await observe(() =>
    listProducts({ expand: LISTING_EXPANSIONS, limit: CATALOG_PAGE_SIZE, page: 1, sort: 'created_at:desc' }),
  );
  step.take(observed);
  const products = listedProducts(observed);
  if (observed.value) step.summary = `${observed.value.products.length} products read (of ${observed.value.count})`;
  else if (products.length) step.summary = `${products.length} products`;
  return products;
}

async function checkCollections(step: Step): Promise<void> {
  const observed = await observe(() => listCollections());
  step.take(observed);
  if (observed.value) {
    const reads = observed.exchanges.length - 1;
    step.summary = `${observed.value.length} collections, the products shoppers see counted in ${reads} ${reads === 1 ? 'read' : 'reads'} of the catalogue`;
  }
}

/** The product whose page is read: the one asked for, else the listed product with the most variants (the richest page). */
function pickSlug(products: Product[], asked: string | undefined): string | null {
  if (asked) return asked;
  const richest = products.reduce<Product | null>(
    (best, product) => (!best || product.variants.length > best.variants.length ? product : best),
    null,
  );
  return richest?.slug ?? null;
}

async function checkProductPage(step: Step, slug: string): Promise<Product | null> {
  const observed = await observe(() => getProductBySlug(slug));
  const clean = step.take(observed);
  const product = observed.value ?? null;
  if (!product) {
    if (clean) step.differ(`GET /products/${slug}`, '', 'the product (a published product of the list)', 'not found');
    return null;
  }
  const options = product.optionNames.length ? ` (${product.optionNames.join(', ')})` : '';
  step.summary = `${product.variants.length} variants${options}, ${product.prices.length} prices, ${product.collections.length} collections`;
  return product;
}

/**
 * The page's images: its gallery and its variants' pictures known only by
 * attachment id, as the page asks for them, one batch at a time so each
 * answer is judged on its own.
 */
async function checkMedia(step: Step, product: Product): Promise<void> {
  const ids = validImageIds([...validImageIds(product.galleryIds), ...variantMediaIds(product)]);
  let found = 0;
  for (let start = 0; start < ids.length; start += MEDIA_BATCH_SIZE) {
    const batch = ids.slice(start, start + MEDIA_BATCH_SIZE);
    const observed = await observe(() => getMediaBatch(batch));
    if (!step.take(observed)) continue;
    const answered = new Set((observed.value ?? []).map((item) => item.id));
    found += answered.size;
    const read = observed.exchanges[0] ? readName(observed.exchanges[0]) : 'GET /wp-json/wp/v2/media';
    for (const id of batch.filter((id) => !answered.has(id)))
      step.differ(read, `[id ${id}]`, 'the image (named by the gallery or a variant)', 'not in the answer');
  }
  step.summary = ids.length ? `${found} of ${ids.length} images` : 'no images to look up';
}

/** A line of a product: its first price, and its first (or `variantIndex`) variant when it has variants. */
const lineOf = (product: Product, variantIndex = 0): LineToAdd => ({
  priceId: product.prices[0]!.id,
  variantId: product.variants[variantIndex]?.id ?? null,
});

/** What one unit of a line costs on the product page: the variant's own amount, else the price's. */
function pageAmount(products: Product[], line: LineToAdd): number | null {
  for (const product of products) {
    const price = product.prices.find((p) => p.id === line.priceId);
    if (!price) continue;
    const variant = product.variants.find((v) => v.id === line.variantId);
    return variant?.amount ?? price.amount;
  }
  return null;
}

/** Two lines for the cart: a product with variants first, then another product (else another variant, else the same line). */
function pickLines(products: Product[]): [LineToAdd, LineToAdd] | null {
  const sold = products.filter((product) => product.prices.length > 0);
  const first = sold.find((product) => product.variants.length > 0) ?? sold[0];
  if (!first) return null;
  const other = sold.find((product) => product !== first);
  const second = other ? lineOf(other) : first.variants.length > 1 ? lineOf(first, 1) : lineOf(first);
  return [lineOf(first), second];
}

const sameLine = (line: CartLine, wanted: LineToAdd) =>
  line.priceId === wanted.priceId && line.variantId === wanted.variantId;

const describeLines = (checkout: Checkout) =>
  checkout.lines.length
    ? checkout.lines
        .map((line) => `${line.priceId}${line.variantId ? `/${line.variantId}` : ''} ×${line.quantity}`)
        .join(', ')
    : 'no lines';

const lineName = (line: LineToAdd) => `price ${line.priceId}${line.variantId ? `, variant ${line.variantId}` : ''}`;

/**
 * The cart's first request, but in test mode: the cart's own createCheckout
 * creates live checkouts, which a check must never do, so the same request
 * (URL, expansions, flat first line) is sent here with `live_mode: false`.
 */
async function createTestCheckout(line: LineToAdd): Promise<unknown> {
  const params = new URLSearchParams();
  for (const expansion of CART_EXPANSIONS) params.append('expand[]', expansion);
  const body = {
    line_items: [{ price: line.priceId, quantity: 1, ...(line.variantId ? { variant: line.variantId } : {}) }],
    live_mode: false,
    // The cart's metadata for an English page: the thank-you page to return to (checkReturnRoute follows it).
    metadata: checkoutMetadata(DEFAULT_LOCALE),
  };
  return fetchJson(`${checkoutApiUrl}/checkouts?${params}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The cart's read after each change: the checkout must read, and show the line as expected. */
async function readBack(
  step: Step,
  id: string,
  wanted: LineToAdd,
  expectation: { quantity: number | null; unitAmount: number | null },
): Promise<CartLine | null> {
  const observed = await observe(() => getCheckout(id));
  step.take(observed);
  if (!observed.value) return null;
  const read = readName(observed.exchanges[0]!);
  const line = observed.value.lines.find((l) => sameLine(l, wanted)) ?? null;
  if (expectation.quantity === null) {
    if (line)
      step.differ(read, 'line_items', `no line of ${lineName(wanted)} (it was removed)`, describeLines(observed.value));
    return null;
  }
  if (!line || line.quantity !== expectation.quantity)
    step.differ(
      read,
      'line_items',
      `a line of ${lineName(wanted)}, quantity ${expectation.quantity}`,
      describeLines(observed.value),
    );
  else if (expectation.unitAmount !== null && line.unitAmount !== expectation.unitAmount)
    step.differ(
      read,
      `line_items.data[${observed.value.lines.indexOf(line)}].subtotal_amount`,
      `${expectation.unitAmount} cents a unit (the product page’s price)`,
      `${line.unitAmount} cents a unit`,
    );
  return line;
}

/**
 * A test-mode checkout through the cart's requests: created with a first
 * line, a second line added, its quantity changed, then removed, the cart
 * read back after each change as the cart reads it. The checkout stays on the
 * store (the shop host deletes none), with its first line. Gives back its
 * id, for the return route's check, or null when none was created.
 */
async function checkCheckout(step: Step, products: Product[]): Promise<string | null> {
  const lines = pickLines(products);
  if (!lines) {
    step.differ('GET /products', 'data', 'a product with a price, to put in the checkout', 'none');
    return null;
  }
  const [first, second] = lines;
  const created = await observe(() => createTestCheckout(first));
  step.take(created);
  // A difference the cart reads past (an amount, a picture) does not stop the walk; one it cannot read does.
  const { checkout } = readCheckoutAnswer(created.value);
  if (!checkout) return null;
  const read = readName(created.exchanges[0]!);
  const mode = (created.value as Record<string, unknown>).live_mode;
  if (mode !== false) step.differ(read, 'live_mode', 'false (a test-mode checkout)', describe(mode));
  const firstAmount = pageAmount(products, first);
  const firstLine = checkout.lines.find((line) => sameLine(line, first));
  if (!firstLine || firstLine.quantity !== 1)
    step.differ(read, 'line_items', `a line of ${lineName(first)}, quantity 1`, describeLines(checkout));
  else if (firstAmount !== null && firstLine.unitAmount !== firstAmount)
    step.differ(
      read,
      `line_items.data[${checkout.lines.indexOf(firstLine)}].subtotal_amount`,
      `${firstAmount} cents a unit (the product page’s price)`,
      `${firstLine.unitAmount} cents a unit`,
    );

  // The same price and variant add up to one line (consolidate=true), as in the cart.
  const consolidated = first.priceId === second.priceId && first.variantId === second.variantId ? 1 : 0;
  const unitAmount = pageAmount(products, second);
  if (!step.take(await observe(() => addLineItem(checkout.id, second)))) return checkout.id;
  const added = await readBack(step, checkout.id, second, { quantity: 1 + consolidated, unitAmount });
  if (!added) return checkout.id;
  if (!step.take(await observe(() => updateLineItem(added.id, added.quantity + 1)))) return checkout.id;
  await readBack(step, checkout.id, second, { quantity: added.quantity + 1, unitAmount });
  if (!step.take(await observe(() => deleteLineItem(added.id)))) return checkout.id;
  await readBack(step, checkout.id, second, { quantity: null, unitAmount: null });
  step.summary = `test-mode checkout ${checkout.id}: created, line added, quantity changed, line removed, read back each time`;
  return checkout.id;
}

/**
 * The shop host's return route after paying, as SureCart's plugin serves it
 * (`CheckoutRedirectMiddleware`, registered as a WordPress rewrite rule):
 * the platform sends a paid shopper to `{shop host}/surecart/redirect` with
 * `checkout_id`, and the route must answer a redirect to the checkout's
 * `metadata.page_url` (the shop's thank-you page) with `checkout_id` added.
 */
export const RETURN_ROUTE_PATH = '/surecart/redirect';

/** Where the route must send the shopper of `checkoutId`: the thank-you page the checkout names, with `checkout_id`. */
function expectedReturn(checkoutId: string): URL {
  const expected = new URL(orderPageUrl(DEFAULT_LOCALE));
  expected.searchParams.set('checkout_id', checkoutId);
  return expected;
}

/** A redirect's target goes where it must: the same page, the same checkout (other parameters, such as a coupon, may come along). */
const sameReturn = (found: URL, expected: URL) =>
  found.origin === expected.origin &&
  found.pathname.replace(/\/+$/, '') === expected.pathname.replace(/\/+$/, '') &&
  found.searchParams.get('checkout_id') === expected.searchParams.get('checkout_id');

/** Asks the return route for the test checkout without following it, and judges where it sends the shopper. */
async function checkReturnRoute(step: Step, checkoutId: string): Promise<void> {
  const url = `${shopHostUrl}${RETURN_ROUTE_PATH}?checkout_id=${encodeURIComponent(checkoutId)}`;
  const read = `GET ${RETURN_ROUTE_PATH}?checkout_id=${checkoutId}`;
  const observed = await observe(() => fetch(url, { redirect: 'manual' }));
  if (!step.answered(observed) || !observed.value) return;
  const expected = expectedReturn(checkoutId);
  const response = observed.value;
  const location = response.headers.get('location');
  const wanted = `a 302 to ${expected.href}`;
  if (response.status === 404) {
    step.differ(
      read,
      '',
      wanted,
      '404: the route does not exist, which on WordPress means permalinks are "Plain" (Settings → Permalinks: choose any other structure and save)',
    );
    return;
  }
  if (response.status !== 302 || !location) {
    step.differ(read, '', wanted, `${response.status}${location ? ` to ${location}` : ''}`);
    return;
  }
  const found = new URL(location, url);
  if (!sameReturn(found, expected)) {
    step.differ(read, 'Location', wanted, `a 302 to ${found.href}`);
    return;
  }
  step.summary = `302 to ${found.href}`;
}

/**
 * Runs every read (and the checkout when asked), in order; never throws for
 * what a service answers. It reads as an English page of the shop would: the
 * shop's readers name a product in the page's language.
 */
export function runLiveCheck(options: LiveCheckOptions = {}): Promise<LiveCheckReport> {
  return withPageWords(DEFAULT_LOCALE, () => checkEveryStep(options));
}

async function checkEveryStep(options: LiveCheckOptions): Promise<LiveCheckReport> {
  const steps: Step[] = [];
  const unreachable: string[] = [];
  const step = (title: string) => {
    const created = new Step(title, unreachable);
    steps.push(created);
    return created;
  };
  const products = await checkListing(
    step(`Products: the listing's request (${LISTING_EXPANSIONS.join(', ')}), ${CATALOG_PAGE_SIZE} a page`),
  );
  await checkCollections(step('Collections, and the count of products shoppers see in each'));
  const slug = pickSlug(products, options.product);
  const page = step(`Product page: GET /products/${slug ?? '{slug}'}, every expansion the page asks for`);
  const product = slug ? await checkProductPage(page, slug) : null;
  if (!slug) page.differ('GET /products', 'data', 'a product to read by slug', 'no product listed');
  if (product) await checkMedia(step(`Product page images: WordPress media of ${product.slug}`), product);
  if (options.checkout) {
    const checkoutId = await checkCheckout(step('Checkout (test mode), as the cart changes it'), products);
    const route = step(`Return after paying: the shop host's ${RETURN_ROUTE_PATH} for the test checkout`);
    if (checkoutId) await checkReturnRoute(route, checkoutId);
    else route.differ(RETURN_ROUTE_PATH, '', 'a test checkout to return from', 'none was created');
  }
  return {
    commerceHost: new URL(commerceApiUrl).host,
    shopHost: new URL(mediaApiUrl).host,
    demo: commercePublicToken === LOCAL_DEFAULTS.surecartPublicToken,
    steps,
    differences: steps.flatMap((s) => s.differences),
    unreachable,
  };
}

/** The report as the shop owner reads it: each step, each difference (where, expected, found), the count. */
export function formatReport(report: LiveCheckReport, options: LiveCheckOptions = {}): string {
  const demo = report.demo ? ' (the demo backend, local/: not a live store)' : '';
  const out = [
    report.demo
      ? 'Checking what the shop reads from the DEMO BACKEND (local/): no live store is configured'
      : 'Checking what the shop reads from its live services (the catalogue and the shop host):',
    `  commerce platform: ${report.commerceHost}${demo}`,
    `  shop host:         ${report.shopHost}${demo}`,
    '',
  ];
  for (const step of report.steps) {
    const mark = step.differences.length ? '✗' : '✓';
    out.push(`${mark} ${step.title}${step.summary ? `: ${step.summary}` : ''}`);
    for (const note of step.notes) out.push(`    note: ${note}`);
    for (const difference of step.differences) {
      out.push(`    ${difference.read}  ${difference.path || '(the answer)'}`);
      out.push(`      expected: ${difference.expected}`);
      out.push(`      found:    ${difference.found}`);
    }
  }
  if (!options.checkout)
    out.push(
      `– Checkout and the return after paying: not checked (add --checkout to create a test-mode checkout and follow ${RETURN_ROUTE_PATH})`,
    );
  out.push('');
  if (report.unreachable.length > 0) {
    out.push('UNREACHABLE: no answer came to these requests, so the store could not be judged:');
    for (const request of new Set(report.unreachable)) out.push(`  ${request}`);
  } else if (report.demo) {
    out.push(
      'Only the demo backend was checked: set SURECART_API_URL, SURECART_PUBLIC_TOKEN and SHOP_HOST_URL to check the live store.',
    );
  }
  const count = report.differences.length;
  out.push(`${count} ${count === 1 ? 'difference' : 'differences'}`);
  return out.join('\n');
}
